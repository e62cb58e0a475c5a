/**
 * Applying a hazard in Foundry (rules in module/rules/combat/hazards.ts): the GM's choice strikes the targeted
 * tokens (else the controlled ones), through the damage rules, and posts one card for the application
 * (module/features/hazards/card.ts) seen as the GM's roll mode says. Each target's tracks and its record
 * are written in one update; Critical Injuries are rolled on the table with the hazard's bonus, each
 * named on the record before its item exists (so Undo never misses one), and announced to those who
 * see the card; an incapacitated target gets the unconscious (or defeated) marker. GM only.
 */
import { incapacitationStatus } from "../../rules/combat/damage.ts";
import type { CharacteristicId } from "../../rules/character/characteristics.ts";
import { noticeName, notifyError } from "../../foundry/notify.ts";
import { api as criticalApi } from "../critical/index.ts";
import { format, localize } from "../../foundry/localize.ts";
import { actorView, escapeText, updatePaths } from "../../foundry/documents.ts";
import { addStatusEffect, foundryStatusId } from "../../foundry/effects.ts";
import { followUpData } from "../../chat/follow-up.ts";
import { tokenName, tokenUuidOf } from "../../chat/token-name.ts";
import { damageTargetOf } from "../../foundry/inputs.ts";
import { HAZARD_FLAG } from "./flags.ts";
import {
  hazardPath, hazardUpdate, MAX_HAZARD_TARGETS, readChoice, specFor, withHazardCritical, withHazardEffect, type HazardChoice, type HazardFlag, type HazardRecord,
} from "./model.ts";

type TokenLike = { actor?: Actor.Implementation | null; document?: { uuid?: string; actor?: Actor.Implementation | null } | null; uuid?: string };
/** A target as the API takes it: a token (placeable or document) or an actor. */
export type HazardVictim = Actor.Implementation | TokenLike;

/** The tokens the hazard strikes: the user's targets, else the tokens it controls. */
export function hazardVictims(): HazardVictim[] {
  const targeted = [...(game.user?.targets ?? [])] as unknown as TokenLike[];
  if (targeted.length) return targeted;
  const layer = (globalThis as { canvas?: { tokens?: { controlled?: readonly TokenLike[] } | null } | null }).canvas?.tokens;
  return [...(layer?.controlled ?? [])];
}

function resolve(victim: HazardVictim): { actor: Actor.Implementation; tokenUuid: string } | null {
  if (victim instanceof Actor) return { actor: victim as Actor.Implementation, tokenUuid: "" };
  const token = victim as TokenLike;
  const actor = token.actor ?? token.document?.actor ?? null;
  return actor ? { actor, tokenUuid: tokenUuidOf(token as never) } : null;
}

function brawnOf(actor: Actor.Implementation): number {
  const characteristics = (actorView(actor).system as { characteristics?: Record<CharacteristicId, number> }).characteristics;
  return characteristics?.brawn ?? 0;
}

/**
 * Applies `choice` to `victims` (default: the targeted, else controlled, tokens) and posts its card;
 * returns the message, or null when refused (not the GM, a bad choice, no personal target).
 */
export async function applyHazard(choice: HazardChoice, victims: readonly HazardVictim[] = hazardVictims()): Promise<ChatMessage.Implementation | null> {
  try {
    if (game.user?.isGM !== true) {
      ui.notifications?.warn(localize("EOTE.Hazard.Notice.GMOnly"));
      return null;
    }
    const checked = readChoice(choice);
    if (!checked) return null;
    const struck: { actor: Actor.Implementation; tokenUuid: string }[] = [];
    for (const victim of victims) {
      const found = resolve(victim);
      if (!found || struck.some((s) => s.actor === found.actor)) continue;
      if (actorView(found.actor).type === "vehicle") {
        ui.notifications?.warn(format("EOTE.Hazard.Notice.Vehicle", { actor: noticeName(tokenName(found.actor, found.tokenUuid)) }));
        continue;
      }
      struck.push(found);
    }
    if (!struck.length) {
      ui.notifications?.warn(localize("EOTE.Hazard.Dialog.NoTargets"));
      return null;
    }
    if (struck.length > MAX_HAZARD_TARGETS) {
      ui.notifications?.warn(format("EOTE.Hazard.Notice.TooManyTargets", { count: struck.length, max: MAX_HAZARD_TARGETS }));
      return null;
    }
    const flag: HazardFlag = { choice: checked, targets: struck.map((s) => ({ actorUuid: s.actor.uuid, tokenUuid: s.tokenUuid })) };
    const title = format("EOTE.Hazard.Card.Title", { hazard: localize(`EOTE.Hazard.Name.${checked.id}`) });
    // A card tied to no roll: the GM's current roll mode decides who sees it (follow-up.ts).
    const message = await ChatMessage.create(followUpData({
      content: `<div class="eote-hazard-card"><h4 class="eote-hazard__title">${escapeText(title)}</h4></div>`,
      speaker: ChatMessage.getSpeaker(),
      flags: { eote: { [HAZARD_FLAG]: flag } },
    }, null) as ChatMessage.CreateData) as ChatMessage.Implementation | undefined;
    if (!message) return null;
    for (const { actor, tokenUuid } of struck) await strike(actor, tokenUuid, checked, message);
    return message;
  } catch (err) {
    notifyError(err);
    return null;
  }
}

async function strike(actor: Actor.Implementation, tokenUuid: string, choice: HazardChoice, message: ChatMessage.Implementation): Promise<void> {
  const view = actorView(actor);
  const id = message.id ?? "";
  const { update, record, outcome } = hazardUpdate(view.type, damageTargetOf(view), specFor(choice, brawnOf(actor)), id);
  let next: HazardRecord = record;
  // The marker's id goes on the record with the tracks, before the effect exists (as the attack card does).
  const status = incapacitationStatus(damageTargetOf(view).kind, outcome);
  const statusId = status ? foundryStatusId(status) : null;
  const markerId = statusId && !actor.statuses?.has(statusId) ? foundry.utils.randomID() : null;
  if (markerId) next = withHazardEffect(next, markerId);
  await updatePaths(actor, { ...update, [hazardPath(id)]: next });
  if (markerId && statusId) {
    await addStatusEffect(actor, statusId, { rounds: null, overlay: status === "defeated", origin: `ChatMessage.${id}`, id: markerId });
  }
  // One at a time: each critical counts those before it (+10 each, module/rules/combat/critical.ts).
  for (const bonus of outcome.criticals) {
    const rolled = await criticalApi.rollCritical(actor, { bonus });
    const itemId = foundry.utils.randomID();
    next = withHazardCritical(next, { itemId, name: rolled.row.item.name ?? "", total: rolled.total });
    await updatePaths(actor, { [hazardPath(id)]: next });
    await criticalApi.createCritical(actor, rolled, itemId);
    await criticalApi.announceCritical(actor, rolled, { follows: message as never, ...(tokenUuid ? { tokenUuid } : {}) });
  }
}
