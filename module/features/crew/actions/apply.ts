/**
 * Applying a starship action's results from its card (rules: module/rules/vehicles/starship-action-effects.ts):
 * the effects on the acting vehicle, its target or its pilot as ActiveEffects with their duration (an effect
 * on the pilot used up by the next check it modifies, module/foundry/once-effects.ts), the system strain
 * dealt, and a record on every actor touched (flags.eote.starshipActionLog.<messageId>) from which Undo
 * removes exactly those effects and takes that strain off the track as it is now (module/chat/
 * track-change.ts). Apply needs the card's trust (its author a GM or an owner of the acting vehicle) and
 * the viewer's right to act on each vehicle touched, and no record of the card anywhere (appliedBefore);
 * Undo reads only the records (module/chat/section.ts mayUndo).
 */
import { actionApplication, isAppliedAction, needsPilot, needsTarget, zoneChoice, type ActionSubject } from "../../../rules/vehicles/starship-action-effects.ts";
import { stationSkill } from "../../../rules/vehicles/crew.ts";
import { strainCap } from "../../../rules/combat/damage.ts";
import type { FiringArc, VehicleData } from "../../../rules/types.ts";
import type { VehicleDerived } from "../../../rules/character/derived-types.ts";
import { format, localize } from "../../../foundry/localize.ts";
import { warnKey } from "../../../foundry/notify.ts";
import { actorView, canActOn, updatePaths } from "../../../foundry/documents.ts";
import { addChanges, moveTrack, NO_CHANGE, undoChange, undoPaths, type TrackChange, trackPaths } from "../../../chat/track-change.ts";
import { undoContext } from "../../../chat/ledger.ts";
import { cardRecordOf, cardStanding, eoteFlagsOf, mayAct } from "../../../chat/section.ts";
import { combatClock, shapeStatusEffect } from "../../../foundry/effects.ts";
import { ACTION_LOG, actionRecordPath, actionRoll, readActionRecord, type ActionFlag, type ActionRecord, type RolledOutcome } from "../action-model.ts";

type Message = ChatMessage.Implementation;

export interface ActionParties {
  vehicle: Actor.Implementation | null;
  target: Actor.Implementation | null;
  /** The vehicle's pilot (Co-pilot, Plot Course): seated now before Apply, the one recorded after. */
  pilot?: Actor.Implementation | null;
}

export function actionRecordOf(actor: Actor.Implementation | null, messageId: string): ActionRecord | null {
  return readActionRecord(cardRecordOf(actor, ACTION_LOG, messageId));
}

/** The zones a vehicle has (silhouette 5+: four), for the zone buttons. */
export function zonesOf(actor: Actor.Implementation | null): FiringArc[] {
  if (!actor || actorView(actor).type !== "vehicle") return [];
  return (actorView(actor).derived as VehicleDerived).defenceZones;
}

/** Whether the card may act now: the trust of its author for the acting vehicle (module/chat/section.ts). */
export function actionStanding(message: Message, vehicle: Actor.Implementation | null) {
  return cardStanding(message, vehicle);
}

/** The target's weapons a triumph may disable (Slice Enemy's Systems), in sheet order. */
export function weaponsOf(actor: Actor.Implementation | null): { id: string; name: string }[] {
  if (!actor) return [];
  return actor.items.filter((i) => (i.type as string) === "weapon" && !!i.id).map((i) => ({ id: i.id ?? "", name: i.name ?? "" }));
}

/**
 * Whether the card was applied already: a record of it on the vehicle, the target, the pilot, or any
 * world actor. The vehicle's record alone does not say so: its owner can delete it (and seat another
 * pilot), and a pilot they do not own must not get a pilot-only action a second time.
 */
function appliedBefore(parties: ActionParties, messageId: string): boolean {
  const actors = [parties.vehicle, parties.target, parties.pilot ?? null, ...((game.actors?.contents ?? []) as Actor.Implementation[])];
  return actors.some((a) => actionRecordOf(a, messageId) !== null);
}

/** Apply: the action's results for the roll, on the vehicle and/or its target; refusals are notices. */
export async function applyAction(message: Message, flag: ActionFlag, outcome: RolledOutcome, parties: ActionParties, zone: FiringArc | undefined, weaponId = ""): Promise<void> {
  const id = flag.id;
  if (!isAppliedAction(id) || !mayAct(actionStanding(message, parties.vehicle))) return;
  const messageId = message.id ?? "";
  const domain = parties.vehicle ? (actorView(parties.vehicle).system as VehicleData).domain : "space";
  // The weapon picked on the card, if it is one of the target's; else its first (Slice's triumph).
  const weapons = id === "sliceSystems" ? weaponsOf(parties.target) : [];
  const weapon = weapons.find((w) => w.id === weaponId) ?? weapons[0];
  const application = actionApplication(id, actionRoll(outcome), zone, stationSkill("pilot", domain), weapon?.id);
  if (!application) return warnKey("EOTE.StarshipAction.Apply.Nothing");
  if (needsTarget(id) && !parties.target) return warnKey("EOTE.StarshipAction.Apply.NoTarget");
  if (needsPilot(id) && !parties.pilot) return warnKey("EOTE.StarshipAction.Apply.NoPilot");
  // The acting vehicle first and always: its record (even an empty one) marks the roll applied, whatever
  // the flag's target says later; then the target, when the result touches it.
  const subjects: ActionSubject[] = [...new Set<ActionSubject>(["vehicle", ...application.effects.map((e) => e.subject), ...application.systemStrain.map((s) => s.subject)])];
  const actorOf = (subject: ActionSubject) => (subject === "vehicle" ? parties.vehicle : subject === "pilot" ? parties.pilot ?? null : parties.target);
  if (subjects.some((s) => !canActOn(actorOf(s)))) return warnKey("EOTE.Combat.Notice.NotAllowed");
  if (appliedBefore(parties, messageId)) return warnKey("EOTE.StarshipAction.Apply.Already");
  const zoneSubject = zoneChoice(id);
  if (zoneSubject && !zonesOf(actorOf(zoneSubject)).includes(zone!)) return warnKey("EOTE.StarshipAction.Apply.NoZone");
  for (const subject of subjects) {
    const actor = actorOf(subject)!;
    // Read again just before the first write: another click may have applied the card meanwhile.
    if (subject === "vehicle" && actionRecordOf(actor, messageId)) return warnKey("EOTE.StarshipAction.Apply.Already");
    const effects = application.effects.filter((e) => e.subject === subject).map((e) => shapeStatusEffect({
      _id: foundry.utils.randomID(),
      name: e.weaponId ? format("EOTE.StarshipAction.Apply.EffectWeapon", { action: localize(`EOTE.StarshipAction.${id}.Name`), weapon: weapon?.name ?? "" })
        : e.zone ? format("EOTE.StarshipAction.Apply.EffectZone", { action: localize(`EOTE.StarshipAction.${id}.Name`), zone: localize(`EOTE.Sheet.Arc.${e.zone}`) })
        : localize(`EOTE.StarshipAction.${id}.Name`),
      img: "icons/svg/shield.svg",
      description: localize(e.weaponId ? "EOTE.StarshipAction.Effect.sliceSystemsWeapon" : `EOTE.StarshipAction.Effect.${id}`),
      changes: e.changes, origin: `ChatMessage.${messageId}`,
      flags: { eote: { starshipAction: { id, ...(subject === "vehicle" && needsTarget(id) && parties.target ? { targetUuid: parties.target.uuid } : {}), ...(e.once ? { once: true } : {}), ...(e.dice ? { dice: e.dice } : {}), ...(e.weaponId ? { weaponId: e.weaponId } : {}) } } },
    }, { rounds: e.rounds }, combatClock()));
    const update: Record<string, unknown> = {};
    let change: TrackChange = NO_CHANGE;
    const strain = application.systemStrain.filter((s) => s.subject === subject).reduce((n, s) => n + s.amount, 0);
    if (strain > 0) {
      const track = (actorView(actor).system as VehicleData).systemStrain;
      const threshold = (actorView(actor).derived as VehicleDerived).systemStrain.threshold;
      // System strain stops one past its threshold, as for any strain (module/rules/combat/damage.ts strainCap).
      const moved = moveTrack(track.value, strain, strainCap(threshold));
      update[trackPaths("vehicle").strain!] = moved.value;
      change = addChanges(change, { wounds: 0, strain: moved.applied });
    }
    const target = subject === "vehicle" && needsTarget(id) && parties.target ? { targetUuid: parties.target.uuid } : {};
    const pilot = subject === "vehicle" && needsPilot(id) && parties.pilot ? { pilotUuid: parties.pilot.uuid } : {};
    const record: ActionRecord = { effectIds: effects.map((e) => e["_id"] as string), change, ...target, ...pilot };
    update[actionRecordPath(messageId)] = record;
    await updatePaths(actor, update);
    if (effects.length) await actor.createEmbeddedDocuments("ActiveEffect", effects as never, { keepId: true });
  }
}

/** Undo: on every vehicle with this card's record, its effects removed and its strain taken back. */
export async function undoAction(message: Message, parties: ActionParties): Promise<void> {
  const messageId = message.id ?? "";
  const touched = [parties.vehicle, parties.target, parties.pilot ?? null].filter((a, i, all): a is Actor.Implementation => !!a && all.indexOf(a) === i);
  const withRecord = touched.filter((a) => actionRecordOf(a, messageId));
  if (!withRecord.length) return;
  if (withRecord.some((a) => !canActOn(a))) return warnKey("EOTE.Combat.Notice.NotAllowed");
  for (const actor of withRecord) {
    const record = actionRecordOf(actor, messageId)!;
    const path = actionRecordPath(messageId);
    const update: Record<string, unknown> = { [`flags.eote.${ACTION_LOG}.-=${messageId}`]: null };
    if (record.change.strain !== 0 || record.change.wounds !== 0) {
      const now = undoContext(actorView(actor), eoteFlagsOf(actor), path);
      Object.assign(update, undoPaths(trackPaths("vehicle"), now.tracks, undoChange(now.tracks, record.change, now.caps, now.ledger)));
    }
    await updatePaths(actor, update);
    const present = record.effectIds.filter((id) => actor.effects.has(id));
    if (present.length) await actor.deleteEmbeddedDocuments("ActiveEffect", present);
  }
}

