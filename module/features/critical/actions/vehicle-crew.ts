/**
 * The crew's part of a vehicle critical hit (rules: module/rules/vehicles/critical-hit-aftermath.ts
 * crewOnHit): Jostled strains and disorients, Tailspin immobilises, each crew member aboard whose seat
 * speaks for them (module/foundry/crew.ts crewAboard) and whom the user applying the hit may act on; the
 * others are named back, for the GM. As every card change, the record comes first: on each crew member
 * what was done to them (the change to the tracks after the damage rules' caps, the effect by the id it is
 * created with), on the vehicle whom it touched. Undo takes back exactly that from each, through the
 * ledger (module/chat/track-change.ts), whatever changed in between.
 */
import { crewOnHit, crewStrainHit } from "../../../rules/vehicles/critical-hit-aftermath.ts";
import type { VehicleCritKey } from "../../../rules/vehicles/critical-hits.ts";
import { applyDamage } from "../../../rules/combat/damage.ts";
import { addChanges, changeBetween, NO_CHANGE, readChange, trackPaths, undoChange, undoPaths, type TrackChange } from "../../../chat/track-change.ts";
import { undoContext } from "../../../chat/ledger.ts";
import { registerLedgerReader } from "../../../chat/ledger-readers.ts";
import { cardRecordOf, eoteFlagsOf } from "../../../chat/section.ts";
import { actorFromUuid, actorView, canActOn, updatePaths } from "../../../foundry/documents.ts";
import { noticeName } from "../../../foundry/notify.ts";
import { damageTargetOf } from "../../../foundry/inputs.ts";
import { addStatusEffect, foundryStatusId, removeEffects } from "../../../foundry/effects.ts";
import { tokenName } from "../../../chat/token-name.ts";
import { crewAboard } from "../../../foundry/crew.ts";
import { VEHICLE_HIT_CREW_LOG } from "../flags.ts";

/** A crew member's record: what the card did to them. */
export interface CrewHitRecord {
  change: TrackChange;
  effects: string[];
}

const isId = (v: unknown): v is string => typeof v === "string" && /^[A-Za-z0-9]{16}$/.test(v);

/** A crew member's record, read defensively (anything malformed is none). */
export function readCrewHitRecord(value: unknown): CrewHitRecord | null {
  if (!value || typeof value !== "object") return null;
  const r = value as { change?: unknown; effects?: unknown };
  const change = readChange(r.change);
  if (!change) return null;
  return { change, effects: Array.isArray(r.effects) ? r.effects.filter(isId) : [] };
}

/** The vehicle's record: the uuids of the crew the card touched. */
function readCrewList(value: unknown): string[] {
  const crew = value && typeof value === "object" ? (value as { crew?: unknown }).crew : null;
  return Array.isArray(crew) ? crew.filter((u): u is string => typeof u === "string" && u !== "").slice(0, 64) : [];
}

const pathOf = (messageId: string): string => `flags.eote.${VEHICLE_HIT_CREW_LOG}.${messageId}`;

/** A crew member's name as a notice shows it (module/foundry/notify.ts noticeName: escaped, cut to a name's length). */
const shownName = (actor: Actor.Implementation): string => noticeName(tokenName(actor));

/** Whom the crew's part reached, and who aboard it left to the GM (not the user's to act on), by name (escaped). */
export interface CrewHitOutcome {
  applied: string[];
  skipped: string[];
}

/** Applies row `key`'s crew part for the card `messageId`; nothing for a row without one. */
export async function applyCrewOnHit(vehicle: Actor.Implementation, key: VehicleCritKey, messageId: string): Promise<CrewHitOutcome> {
  const part = crewOnHit(key);
  const outcome: CrewHitOutcome = { applied: [], skipped: [] };
  if (!part || !messageId) return outcome;
  const aboard = await crewAboard(vehicle);
  const mine = aboard.filter((a) => canActOn(a));
  outcome.skipped = aboard.filter((a) => !canActOn(a)).map(shownName);
  if (mine.length === 0) return outcome;
  // The vehicle names them first: its Undo then finds every crew member the card may have touched.
  const listed = readCrewList(cardRecordOf(vehicle, VEHICLE_HIT_CREW_LOG, messageId));
  await updatePaths(vehicle, { [pathOf(messageId)]: { crew: [...new Set([...listed, ...mine.map((a) => a.uuid)])] } });
  const statusId = foundryStatusId(part.status);
  for (const member of mine) {
    const view = actorView(member);
    const before = readCrewHitRecord(cardRecordOf(member, VEHICLE_HIT_CREW_LOG, messageId));
    const update: Record<string, unknown> = {};
    let change = NO_CHANGE;
    if (part.strain > 0) {
      const result = applyDamage(damageTargetOf(view), crewStrainHit(part.strain));
      change = changeBetween(result.previous, result);
      const paths = trackPaths(view.type);
      if (change.wounds !== 0) update[paths.wounds] = result.wounds;
      if (paths.strain && result.strain !== null && change.strain !== 0) update[paths.strain] = result.strain;
    }
    const effectId = foundry.utils.randomID();
    const record: CrewHitRecord = { change: addChanges(before?.change ?? NO_CHANGE, change), effects: [...before?.effects ?? [], effectId] };
    await updatePaths(member, { ...update, [pathOf(messageId)]: record });
    await addStatusEffect(member, statusId, { rounds: part.rounds, origin: `ChatMessage.${messageId}`, id: effectId });
    outcome.applied.push(shownName(member));
  }
  return outcome;
}

/**
 * Crew members this card's hit reached that the user may not act on, by name (escaped). A card's Undo is refused
 * while there are any (the GM, who reaches everyone, takes it back whole): taking back the vehicle's part
 * alone would drop the card's record, and with it the only way back for those crew members.
 */
export async function crewOutOfReach(vehicle: Actor.Implementation, messageId: string): Promise<string[]> {
  const names: string[] = [];
  for (const uuid of readCrewList(cardRecordOf(vehicle, VEHICLE_HIT_CREW_LOG, messageId))) {
    const member = await actorFromUuid(uuid);
    if (member && !canActOn(member)) names.push(shownName(member));
  }
  return names;
}

/**
 * The card's Undo of the crew's part: each crew member the vehicle names, that the user may act on, gets
 * back this card's change and loses its effects; the vehicle keeps naming those it could not reach.
 */
export async function undoCrewOnHit(vehicle: Actor.Implementation, messageId: string): Promise<void> {
  const listed = readCrewList(cardRecordOf(vehicle, VEHICLE_HIT_CREW_LOG, messageId));
  if (listed.length === 0) return;
  const left: string[] = [];
  for (const uuid of listed) {
    const member = await actorFromUuid(uuid);
    if (!member) continue;
    if (!canActOn(member)) {
      left.push(uuid);
      continue;
    }
    const record = readCrewHitRecord(cardRecordOf(member, VEHICLE_HIT_CREW_LOG, messageId));
    if (!record) continue;
    const view = actorView(member);
    const now = undoContext(view, eoteFlagsOf(member), pathOf(messageId));
    const update = undoPaths(trackPaths(view.type), now.tracks, undoChange(now.tracks, record.change, now.caps, now.ledger));
    await removeEffects(member, record.effects);
    await updatePaths(member, { ...update, [`flags.eote.${VEHICLE_HIT_CREW_LOG}.-=${messageId}`]: null });
  }
  await updatePaths(vehicle, left.length > 0
    ? { [pathOf(messageId)]: { crew: left } }
    : { [`flags.eote.${VEHICLE_HIT_CREW_LOG}.-=${messageId}`]: null });
}

// An undo on a crew member weighs these records too (module/chat/ledger.ts).
registerLedgerReader(VEHICLE_HIT_CREW_LOG, readCrewHitRecord);
