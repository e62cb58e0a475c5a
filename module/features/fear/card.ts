/**
 * The fear card in Foundry (seed 002 FEAR): its registered card (module/chat/register.ts) adds, to a roll posted with
 * flags.eote.check.fear (./actions.ts), what the check did, read at every render from the record on the
 * character (flags.eote.fearLog.<messageId>). Apply writes the results (the GM's tool applies them as it
 * rolls): the penalty effect until the end of the encounter, the strain of the threat (through the track
 * update, a rival takes it as wounds), staggered for one round through the combat statuses, the morality
 * option's conflict on the character's conflict this session. Each triumph cancels earlier fear
 * penalties or makes the character immune for the encounter; each advantage gives a boost to an ally's
 * next fear check. Undo takes off exactly what the card did (module/chat/track-change.ts).
 * Who: the card acts only when its author is a GM or an owner of the character (module/chat/trust.ts),
 * for the GM or the character's owner; a boost goes only to allies the clicking user may change.
 */
import { SYSTEM_PATH } from "../../system/config.ts";
import { outcomeOf } from "../../chat/roll-outcome.ts";
import { format, localize } from "../../foundry/localize.ts";
import { noticeName } from "../../foundry/notify.ts";
import { actorFromUuid, actorFromUuidSync, actorView, canActOn, updatePaths } from "../../foundry/documents.ts";
import { addStatusEffect, removeEffects } from "../../foundry/effects.ts";
import { trackPaths } from "../../chat/track-change.ts";
import { cardLedger, tracksOf } from "../../chat/ledger.ts";
import { cardRecordOf, cardStanding, checkFlagOf, eoteFlagsOf, mayUndo, mountSection } from "../../chat/section.ts";
import { tokenName } from "../../chat/token-name.ts";
import { playerCharacters } from "../../foundry/player-characters.ts";
import { cardButton, type Click } from "../../chat/button.ts";
import { fearResult, fearSkill } from "../../rules/force/fear.ts";
import type { ActorType } from "../../rules/types.ts";
import { api as forceApi } from "../force/index.ts";
import { effectData, fearPenaltyEffects, immuneEffectData, penaltyEffectData } from "../../foundry/fear-effects.ts";
import {
  boostKey, FEAR_BOOSTS, FEAR_CHECK, FEAR_LOG, fearApplyUpdate, fearPath, fearUndo, flagDifficulty, readFearFlag, readFearRecord,
  withBoost, withTriumphUse, type FearFlag, type FearRecord,
} from "./model.ts";

export const FEAR_CARD_TEMPLATE = `${SYSTEM_PATH}/templates/chat/fear.hbs`;

type Message = ChatMessage.Implementation;
type AnyActor = Actor.Implementation;

export function fearFlagOf(message: Message): FearFlag | null {
  return readFearFlag(checkFlagOf(message, FEAR_CHECK));
}

export function fearRecordOf(actor: AnyActor | null, messageId: string): FearRecord | null {
  return readFearRecord(cardRecordOf(actor, FEAR_LOG, messageId));
}

/**
 * Whether `messageId` is a fear card the GM posted. Fear checks are the GM's (./actions.ts), so only such a
 * card's immunity and boosts count: a player can write any flag on their own character and post any card.
 */
export function isGmFearCard(messageId: string): boolean {
  const message = game.messages?.get(messageId) as Message | undefined;
  return !!message && fearFlagOf(message) !== null && cardStanding(message, null).trust.ok;
}

/**
 * The boosts waiting on `actor` that a GM's fear card gave it: the boost's key is the card's id (a
 * Foundry document id, 16 characters) and its index, and the giver's record of that card lists it.
 */
export function trustedBoosts<B extends { key: string }>(actor: AnyActor, boosts: readonly B[]): B[] {
  return boosts.filter((b) => {
    const id = b.key.slice(0, 16);
    const message = game.messages?.get(id) as Message | undefined;
    const flag = message ? fearFlagOf(message) : null;
    if (!flag || !isGmFearCard(id)) return false;
    const record = fearRecordOf(actorFromUuidSync(flag.actorUuid), id);
    return !!record && record.boosts.some((g) => g.key === b.key && g.actorUuid === actor.uuid);
  });
}

/** Allies who may get a boost: the other player characters this user may change. */
function alliesOf(actor: AnyActor): AnyActor[] {
  return playerCharacters().filter((a) => a.uuid !== actor.uuid && a.id !== actor.id && canActOn(a));
}

export async function fearSection(message: Message): Promise<string | null> {
  const flag = fearFlagOf(message);
  const outcome = outcomeOf(message);
  if (!flag || !outcome || !message.isContentVisible) return null;
  const id = message.id ?? "";
  const actor = actorFromUuidSync(flag.actorUuid);
  const record = fearRecordOf(actor, id);
  // Only a GM calls for fear checks: a card a player posted is refused (cardStanding with no acting actor).
  const { authorName, refusal } = cardStanding(message, null);
  const render = foundry.applications.handlebars.renderTemplate;
  const base = { messageId: id, authorName, refusal, canUndo: mayUndo(actor, record !== null) };
  if (refusal || !actor) return render(FEAR_CARD_TEMPLATE, base);
  const result = record?.result ?? fearResult(outcome, flagDifficulty(flag), flag.moralityEffect);
  const canAct = canActOn(actor);
  const triumphsLeft = record ? result.triumphs - record.triumphUses.length : 0;
  const boostsLeft = record ? result.allyBoosts - record.boosts.length : 0;
  return render(FEAR_CARD_TEMPLATE, {
    ...base,
    name: tokenName(actor, flag.tokenUuid),
    levelKey: `EOTE.Fear.Level.${flag.level}`,
    modifierKeys: flag.modifiers.map((m) => `EOTE.Fear.Modifier.${m}`),
    skillKey: `EOTE.Skill.${fearSkill(flag.prepared)}`,
    difficulty: flagDifficulty(flag),
    moralityEffect: flag.moralityEffect,
    result, record,
    applied: record !== null,
    conflictNoted: !!record && record.result.conflict > 0 && !record.conflictApplied,
    uses: (record?.triumphUses ?? []).map((u) => `EOTE.Fear.Card.Used.${u}`),
    boosted: (record?.boosts ?? []).map((b) => actorFromUuidSync(b.actorUuid)?.name ?? ""),
    canApply: canAct && !record,
    triumphsLeft: canAct ? triumphsLeft : 0,
    allies: canAct && boostsLeft > 0 ? alliesOf(actor).map((a) => ({ uuid: a.uuid, name: a.name })) : [],
    boostsLeft,
  });
}

export async function renderFear(message: Message, html: HTMLElement): Promise<void> {
  const section = await fearSection(message);
  if (section === null) return;
  mountSection(html, ".eote-fear", section, (button) => runFearAction(message, button.dataset.action ?? "", button.dataset.ally ?? ""));
}

/** Writes the results of the check to its character: the update (strain, conflict, record), then the effects. */
export async function applyFear(message: Message, actor: AnyActor, flag: FearFlag): Promise<boolean> {
  const outcome = outcomeOf(message);
  const id = message.id ?? "";
  if (!outcome) return false;
  const view = actorView(actor);
  const { tracks, caps } = tracksOf(view);
  const ids = { penalty: foundry.utils.randomID(), staggered: foundry.utils.randomID() };
  const applied = fearApplyUpdate(outcome, flag, tracks, trackPaths(view.type as ActorType), id, fearRecordOf(actor, id), ids, caps, forceApi.conflictOf(actor));
  if (!applied) {
    ui.notifications?.warn(localize("EOTE.Fear.Card.AlreadyApplied"));
    return false;
  }
  // The record names the effects before they exist, so Undo never misses one.
  await updatePaths(actor, applied.update);
  const { result, effects } = applied.record;
  if (effects.includes(ids.penalty)) {
    const penalty = { setback: result.setbackEachAction, difficulty: result.difficultyEachAction };
    await actor.createEmbeddedDocuments("ActiveEffect", [penaltyEffectData(ids.penalty, localize("EOTE.Fear.Effect.Penalty"), id, penalty) as never], { keepId: true });
  }
  // Staggered "for 1 turn": the combat status for one round, ended by the effect expiry.
  if (effects.includes(ids.staggered)) await addStatusEffect(actor, "staggered", { rounds: 1, origin: `ChatMessage.${id}`, id: ids.staggered });
  return true;
}

/** A triumph: cancel the penalties of earlier fear checks, or immunity for the rest of the encounter. */
async function useTriumph(actor: AnyActor, id: string, record: FearRecord, use: "cancel" | "immune"): Promise<void> {
  let next: FearRecord | null;
  if (use === "cancel") {
    const earlier = fearPenaltyEffects(actor).filter((e) => e.messageId !== id).map((e) => e.id);
    next = withTriumphUse(record, "cancel", { cancelled: effectData(actor, earlier) });
    if (!next) return void ui.notifications?.warn(localize("EOTE.Fear.Card.NoTriumphLeft"));
    await updatePaths(actor, { [fearPath(id)]: next });
    await removeEffects(actor, earlier);
    return;
  }
  const effectId = foundry.utils.randomID();
  next = withTriumphUse(record, "immune", { effect: effectId });
  if (!next) return void ui.notifications?.warn(localize("EOTE.Fear.Card.NoTriumphLeft"));
  await updatePaths(actor, { [fearPath(id)]: next });
  await actor.createEmbeddedDocuments("ActiveEffect", [immuneEffectData(effectId, localize("EOTE.Fear.Effect.Immune"), id) as never], { keepId: true });
}

async function giveBoost(actor: AnyActor, id: string, record: FearRecord, allyUuid: string): Promise<void> {
  const ally = await actorFromUuid(allyUuid);
  if (!ally || !alliesOf(actor).some((a) => a.uuid === ally.uuid)) {
    ui.notifications?.warn(localize("EOTE.Combat.Notice.NotAllowed"));
    return;
  }
  const key = boostKey(id, record.boosts.length);
  const next = withBoost(record, { actorUuid: ally.uuid, key });
  if (!next) return void ui.notifications?.warn(localize("EOTE.Fear.Card.NoBoostLeft"));
  await updatePaths(actor, { [fearPath(id)]: next });
  await updatePaths(ally, { [`flags.eote.${FEAR_BOOSTS}.${key}`]: { from: tokenName(actor) } });
}

async function undoFear(actor: AnyActor, id: string, record: FearRecord): Promise<void> {
  const view = actorView(actor);
  const { tracks, caps } = tracksOf(view);
  const undo = fearUndo(tracks, trackPaths(view.type as ActorType), id, record, caps, cardLedger(eoteFlagsOf(actor), fearPath(id)), forceApi.conflictOf(actor));
  // Exact or not at all: a boost still waiting on an ally this user may not change (the GM gave it, or
  // the ally is another player's) refuses the whole Undo before anything is changed.
  for (const boost of undo.boosts) {
    const ally = await actorFromUuid(boost.actorUuid);
    const waiting = (ally?.flags as { eote?: Record<string, Record<string, unknown> | undefined> } | undefined)?.eote?.[FEAR_BOOSTS]?.[boost.key];
    if (ally && waiting && !canActOn(ally)) {
      ui.notifications?.warn(format("EOTE.Fear.Card.UndoBoostNotYours", { name: noticeName(ally.name) }));
      return;
    }
  }
  await removeEffects(actor, undo.deleteEffects);
  const restore = undo.restoreEffects.filter((data) => !actor.effects.has(String(data["_id"] ?? "")));
  if (restore.length) await actor.createEmbeddedDocuments("ActiveEffect", restore as never[], { keepId: true });
  for (const boost of undo.boosts) {
    const ally = await actorFromUuid(boost.actorUuid);
    const waiting = (ally?.flags as { eote?: Record<string, Record<string, unknown> | undefined> } | undefined)?.eote?.[FEAR_BOOSTS]?.[boost.key];
    // A boost already used by the ally's next fear check stays used.
    if (ally && waiting && canActOn(ally)) await updatePaths(ally, { [`flags.eote.${FEAR_BOOSTS}.-=${boost.key}`]: null });
  }
  await updatePaths(actor, undo.update);
}

type FearClick = Click & { allyUuid: string };

/** One fear card button, after checking the flag, the card's trust and the viewer's right to act for the character. */
const fearButton = cardButton<FearClick, FearFlag>({
  // One click at a time per card: a double click on Apply would make two sets of effects for one record.
  busy: { key: (message) => `fear:${message.id ?? ""}`, notice: "EOTE.Combat.Notice.Busy" },
  read: (message) => {
    const flag = fearFlagOf(message);
    return flag && outcomeOf(message) ? flag : null;
  },
  // Undo reads only the record on the actor: it skips the card's trust (module/chat/section.ts mayUndo).
  recordOnly: ["eoteFearUndo"],
  trust: (message) => cardStanding(message, null).refusal,
  who: { owner: (flag) => actorFromUuid(flag.actorUuid), notice: "EOTE.Combat.Notice.NotAllowed" },
  act: async ({ message, click: { action, allyUuid }, state: flag, target: actor }) => {
    const id = message.id ?? "";
    if (action === "eoteFearApply") {
      await applyFear(message, actor, flag);
      return;
    }
    const record = fearRecordOf(actor, id);
    if (!record) return;
    if (action === "eoteFearUndo") await undoFear(actor, id, record);
    else if (action === "eoteFearCancel") await useTriumph(actor, id, record, "cancel");
    else if (action === "eoteFearImmune") await useTriumph(actor, id, record, "immune");
    else if (action === "eoteFearBoost") await giveBoost(actor, id, record, allyUuid);
  },
});

export function runFearAction(message: Message, action: string, allyUuid = ""): Promise<void> {
  return fearButton(message, { action, allyUuid });
}
