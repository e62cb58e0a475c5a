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
 * Read → model → write: a render or a click reads the card once (readFearCard: the flag, the outcome, the
 * standing, the character and its record, the allies), the pure model decides (./model.ts fearCardView,
 * fearApplyUpdate, withTriumphUse, withBoost, fearUndo), and the click writes.
 */
import { SYSTEM_PATH } from "../../system/config.ts";
import { outcomeOf } from "../../chat/roll-outcome.ts";
import { format, localize } from "../../foundry/localize.ts";
import { noticeName } from "../../foundry/notify.ts";
import { actorFromUuidSync, actorView, canActOn, updatePaths } from "../../foundry/documents.ts";
import { addStatusEffect, removeEffects } from "../../foundry/effects.ts";
import { trackPaths } from "../../chat/track-change.ts";
import { cardLedger, tracksOf } from "../../chat/ledger.ts";
import { cardRecordOf, cardStanding, checkFlagOf, eoteFlagsOf, mountSection } from "../../chat/section.ts";
import { tokenName } from "../../chat/token-name.ts";
import { playerCharacters } from "../../foundry/player-characters.ts";
import { cardButton, type Click } from "../../chat/button.ts";
import type { ActorType } from "../../rules/types.ts";
import { api as forceApi } from "../force/index.ts";
import { effectData, fearPenaltyEffects, immuneEffectData, penaltyEffectData } from "../../foundry/fear-effects.ts";
import {
  boostKey, FEAR_BOOSTS, FEAR_CHECK, FEAR_LOG, fearApplyUpdate, fearCardView, fearPath, fearUndo, readFearFlag, readFearRecord,
  undoBarredBy, withBoost, withTriumphUse, type FearCardSnapshot, type FearFlag, type FearOutcome, type FearRecord,
} from "./model.ts";

export const FEAR_CARD_TEMPLATE = `${SYSTEM_PATH}/templates/chat/fear.hbs`;

type Message = ChatMessage.Implementation;
type AnyActor = Actor.Implementation;

function fearFlagOf(message: Message): FearFlag | null {
  return readFearFlag(checkFlagOf(message, FEAR_CHECK));
}

function fearRecordOf(actor: AnyActor | null, messageId: string): FearRecord | null {
  return readFearRecord(cardRecordOf(actor, FEAR_LOG, messageId));
}

/** The flag of a fear card the GM posted, or null (no message, no fear flag, or a player's card). */
function gmFearFlag(message: Message | undefined): FearFlag | null {
  const flag = message ? fearFlagOf(message) : null;
  return message && flag && cardStanding(message, null).trust.ok ? flag : null;
}

/**
 * Whether `messageId` is a fear card the GM posted. Fear checks are the GM's (./actions.ts), so only such a
 * card's immunity and boosts count: a player can write any flag on their own character and post any card.
 */
export function isGmFearCard(messageId: string): boolean {
  return gmFearFlag(game.messages?.get(messageId) as Message | undefined) !== null;
}

/**
 * The boosts waiting on `actor` that a GM's fear card gave it: the boost's key is the card's id (a
 * Foundry document id, 16 characters) and its index, and the giver's record of that card lists it.
 */
export function trustedBoosts<B extends { key: string }>(actor: AnyActor, boosts: readonly B[]): B[] {
  return boosts.filter((b) => {
    const id = b.key.slice(0, 16);
    const flag = gmFearFlag(game.messages?.get(id) as Message | undefined);
    if (!flag) return false;
    const record = fearRecordOf(actorFromUuidSync(flag.actorUuid), id);
    return !!record && record.boosts.some((g) => g.key === b.key && g.actorUuid === actor.uuid);
  });
}

/** Allies who may get a boost: the other player characters this user may change. */
function alliesOf(actor: AnyActor): AnyActor[] {
  return playerCharacters().filter((a) => a.uuid !== actor.uuid && a.id !== actor.id && canActOn(a));
}

/** The card read once, with the documents its clicks write to: the character, the allies it may boost, those its record boosted. */
export interface FearCardRead extends FearCardSnapshot {
  document: AnyActor | null;
  allyDocuments: AnyActor[];
  /** Each ally the record names, by uuid, looked up once (null when gone). */
  boostedDocuments: Map<string, AnyActor | null>;
}

/**
 * Reads the fear card from its message and the documents it names, each once, for one render or one
 * click: the flag and the roll's outcome (null, nothing to act on, without either), the card's standing
 * (only a GM calls for fear checks: a card a player posted is refused, cardStanding with no acting actor),
 * the character and this card's record on it, each ally that record boosted, and the allies the user may
 * boost (when the card may act and the user may act for the character). Synchronous: world and token
 * actors, so a render and a click judge alike.
 */
export function readFearCard(message: Message): FearCardRead | null {
  const flag = fearFlagOf(message);
  const outcome: FearOutcome | null = outcomeOf(message);
  if (!flag || !outcome) return null;
  const messageId = message.id ?? "";
  const document = actorFromUuidSync(flag.actorUuid);
  const record = fearRecordOf(document, messageId);
  const { authorName, refusal } = cardStanding(message, null);
  const boostedDocuments = new Map<string, AnyActor | null>();
  for (const { actorUuid } of record?.boosts ?? []) if (!boostedDocuments.has(actorUuid)) boostedDocuments.set(actorUuid, actorFromUuidSync(actorUuid));
  const canAct = canActOn(document);
  const allyDocuments = document && canAct && !refusal ? alliesOf(document) : [];
  return {
    messageId, flag, outcome, authorName, refusal, record, document, allyDocuments, boostedDocuments,
    actor: document ? { name: tokenName(document, flag.tokenUuid), canAct } : null,
    boosted: (record?.boosts ?? []).map((b) => boostedDocuments.get(b.actorUuid)?.name ?? ""),
    allies: allyDocuments.map((a) => ({ uuid: a.uuid, name: a.name })),
  };
}

export async function fearSection(message: Message): Promise<string | null> {
  // A card hidden from the user (a blind roll) is not read at all.
  if (!message.isContentVisible) return null;
  const card = readFearCard(message);
  if (!card) return null;
  return foundry.applications.handlebars.renderTemplate(FEAR_CARD_TEMPLATE, fearCardView(card));
}

export async function renderFear(message: Message, html: HTMLElement): Promise<void> {
  const section = await fearSection(message);
  if (section === null) return;
  mountSection(html, ".eote-fear", section, (button) => runFearAction(message, button.dataset.action ?? "", button.dataset.ally ?? ""));
}

/** Writes the results of the check to its character: the update (strain, conflict, record), then the effects. */
async function writeFear(actor: AnyActor, id: string, outcome: FearOutcome, flag: FearFlag, existing: FearRecord | null): Promise<boolean> {
  const view = actorView(actor);
  const { tracks, caps } = tracksOf(view);
  const ids = { penalty: foundry.utils.randomID(), staggered: foundry.utils.randomID() };
  const applied = fearApplyUpdate(outcome, flag, tracks, trackPaths(view.type as ActorType), id, existing, ids, caps, forceApi.conflictOf(actor));
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

/** Applies the check just posted (./actions.ts: the GM's tool applies the results as it rolls). */
export async function applyFear(message: Message, actor: AnyActor, flag: FearFlag): Promise<boolean> {
  const outcome = outcomeOf(message);
  const id = message.id ?? "";
  return outcome ? writeFear(actor, id, outcome, flag, fearRecordOf(actor, id)) : false;
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

/** An advantage: a boost to one of the allies the card read (the other player characters the user may change). */
async function giveBoost(card: FearCardRead, actor: AnyActor, record: FearRecord, allyUuid: string): Promise<void> {
  const id = card.messageId;
  const ally = card.allyDocuments.find((a) => a.uuid === allyUuid);
  if (!ally) {
    ui.notifications?.warn(localize("EOTE.Combat.Notice.NotAllowed"));
    return;
  }
  const key = boostKey(id, record.boosts.length);
  const next = withBoost(record, { actorUuid: ally.uuid, key });
  if (!next) return void ui.notifications?.warn(localize("EOTE.Fear.Card.NoBoostLeft"));
  await updatePaths(actor, { [fearPath(id)]: next });
  await updatePaths(ally, { [`flags.eote.${FEAR_BOOSTS}.${key}`]: { from: tokenName(actor) } });
}

/** Whether the boost `key` still waits on `ally` (not yet used by its next fear check). */
function waitingOn(ally: AnyActor | null, key: string): boolean {
  return !!(ally?.flags as { eote?: Record<string, Record<string, unknown> | undefined> } | undefined)?.eote?.[FEAR_BOOSTS]?.[key];
}

async function undoFear(card: FearCardRead, actor: AnyActor, record: FearRecord): Promise<void> {
  const id = card.messageId;
  const view = actorView(actor);
  const { tracks, caps } = tracksOf(view);
  const undo = fearUndo(tracks, trackPaths(view.type as ActorType), id, record, caps, cardLedger(eoteFlagsOf(actor), fearPath(id)), forceApi.conflictOf(actor));
  // The allies the record names, as the card read them (each once).
  const boosts = undo.boosts.map((boost) => ({ key: boost.key, ally: card.boostedDocuments.get(boost.actorUuid) ?? null }));
  const barred = undoBarredBy(boosts.map(({ ally, key }) => ({ ally, waiting: waitingOn(ally, key), mayChange: canActOn(ally) })));
  if (barred) {
    ui.notifications?.warn(format("EOTE.Fear.Card.UndoBoostNotYours", { name: noticeName(barred.name) }));
    return;
  }
  await removeEffects(actor, undo.deleteEffects);
  const restore = undo.restoreEffects.filter((data) => !actor.effects.has(String(data["_id"] ?? "")));
  if (restore.length) await actor.createEmbeddedDocuments("ActiveEffect", restore as never[], { keepId: true });
  for (const { ally, key } of boosts) {
    // A boost already used by the ally's next fear check stays used.
    if (ally && waitingOn(ally, key) && canActOn(ally)) await updatePaths(ally, { [`flags.eote.${FEAR_BOOSTS}.-=${key}`]: null });
  }
  await updatePaths(actor, undo.update);
}

type FearClick = Click & { allyUuid: string };

/** One fear card button, after checking the flag, the card's trust and the viewer's right to act for the character. */
const fearButton = cardButton<FearClick, FearCardRead>({
  // One click at a time per card: a double click on Apply would make two sets of effects for one record.
  busy: { key: (message) => `fear:${message.id ?? ""}`, notice: "EOTE.Combat.Notice.Busy" },
  read: readFearCard,
  // Undo reads only the record on the actor: it skips the card's trust (module/chat/section.ts mayUndo).
  recordOnly: ["eoteFearUndo"],
  trust: (_message, card) => card.refusal,
  who: { owner: (card) => card.document, notice: "EOTE.Combat.Notice.NotAllowed" },
  act: async ({ click: { action, allyUuid }, state: card, target: actor }) => {
    const { record } = card;
    if (action === "eoteFearApply") {
      await writeFear(actor, card.messageId, card.outcome, card.flag, record);
      return;
    }
    if (!record) return;
    if (action === "eoteFearUndo") await undoFear(card, actor, record);
    else if (action === "eoteFearCancel") await useTriumph(actor, card.messageId, record, "cancel");
    else if (action === "eoteFearImmune") await useTriumph(actor, card.messageId, record, "immune");
    else if (action === "eoteFearBoost") await giveBoost(card, actor, record, allyUuid);
  },
});

export function runFearAction(message: Message, action: string, allyUuid = ""): Promise<void> {
  return fearButton(message, { action, allyUuid });
}
