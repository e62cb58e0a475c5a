/**
 * The starship action card's model (pure; module/features/crew/card.ts renders it): the action's
 * name and result lines, and for the actions whose card applies something (module/rules/
 * starship-action-effects.ts) the Apply buttons (one per defence zone where the action picks one) or
 * what was applied, with Undo. The record each touched vehicle keeps lives at
 * flags.eote.starshipActionLog.<messageId>: the effects created and the system strain change.
 */
import { actionOutcomes, isStarshipAction, type StarshipActionId } from "../../rules/vehicles/starship-actions.ts";
import { actionApplication, isAppliedAction, needsPilot, needsTarget, readsPilot, zoneChoice, type ActionApplication, type ActionEffectData, type ActionSubject, type AppliedActionId, type PilotTraits } from "../../rules/vehicles/starship-action-effects.ts";
import { stationSkill } from "../../rules/vehicles/crew.ts";
import { fullThrottleForms } from "../../rules/vehicles/full-throttle.ts";
import { strainCap } from "../../rules/combat/damage.ts";
import type { FiringArc, VehicleDomain } from "../../rules/types.ts";
import { addChanges, moveTrack, NO_CHANGE, readChange, type TrackChange } from "../../chat/track-change.ts";
import { ACTION_LOG } from "./flags.ts";
import { registerLedgerReader } from "../../chat/ledger-readers.ts";
export { ACTION_LOG };

export interface RolledOutcome { succeeded: boolean; netSuccess: number; netAdvantage: number; triumph: number }

/** flags.eote.check.starshipAction, written by starshipActionCheck (module/features/crew/actions/starship.ts). */
export interface ActionFlag {
  id: StarshipActionId;
  vehicleUuid: string;
  /** The vehicle targeted when rolled (Gain the Advantage, Slice Enemy's Systems); absent for none. */
  targetUuid?: string;
  /** Full Throttle: the pilot who rolled it (their Cunning and talents decide the rise, whoever sits there later). */
  pilotUuid?: string;
}

/**
 * What the card wrote on one vehicle: the effects it created and its system strain change. The acting
 * vehicle always gets one when the card is applied, even an empty one: the roll's author can edit the
 * flag's target after posting, so "applied" is read from the acting vehicle alone, and its record names
 * the target the card acted on (`targetUuid`), the one Undo reads.
 */
export interface ActionRecord {
  effectIds: string[];
  change: TrackChange;
  targetUuid?: string;
  /** The pilot whose next check the card changed (Co-pilot, Plot Course). */
  pilotUuid?: string;
}

export function readActionFlag(value: unknown): ActionFlag | null {
  const f = value as Partial<ActionFlag> | null | undefined;
  if (!f || typeof f !== "object" || !isStarshipAction(f.id) || typeof f.vehicleUuid !== "string" || !f.vehicleUuid) return null;
  const target = typeof f.targetUuid === "string" && f.targetUuid ? { targetUuid: f.targetUuid } : {};
  const pilot = f.id === "fullThrottle" && typeof f.pilotUuid === "string" && f.pilotUuid ? { pilotUuid: f.pilotUuid } : {};
  return { id: f.id, vehicleUuid: f.vehicleUuid, ...target, ...pilot };
}

/**
 * The pilot a card reads, or "" where its action reads none: once applied, the one its record names; before,
 * Full Throttle's the pilot who rolled it (the flag names them: their Cunning and talents decide the rise),
 * the others' the one seated now (`seated`), whose next check the card changes.
 */
export function cardPilotUuid(flag: ActionFlag, record: ActionRecord | null, seated: string): string {
  if (!isAppliedAction(flag.id) || !readsPilot(flag.id)) return "";
  if (record) return record.pilotUuid ?? "";
  return flag.id === "fullThrottle" ? flag.pilotUuid ?? "" : seated;
}

export function readActionRecord(value: unknown): ActionRecord | null {
  const r = value as Partial<ActionRecord> | null | undefined;
  if (!r || typeof r !== "object" || !Array.isArray(r.effectIds)) return null;
  const change = readChange(r.change);
  if (!change) return null;
  const target = typeof r.targetUuid === "string" && r.targetUuid ? { targetUuid: r.targetUuid } : {};
  const pilot = typeof r.pilotUuid === "string" && r.pilotUuid ? { pilotUuid: r.pilotUuid } : {};
  return { effectIds: r.effectIds.filter((id): id is string => typeof id === "string" && id !== ""), change, ...target, ...pilot };
}

export function actionRecordPath(messageId: string): string {
  return `flags.eote.${ACTION_LOG}.${messageId}`;
}

export function actionRoll(outcome: RolledOutcome) {
  return { success: outcome.succeeded, successes: Math.max(0, outcome.netSuccess), advantage: Math.max(0, outcome.netAdvantage), triumph: outcome.triumph };
}

/** The card's Apply part, as the shell finds the documents now. */
export interface ApplyInput {
  /** The zones to pick from (the vehicle's own or the target's), empty when the action picks none. */
  zones: readonly FiringArc[];
  /** The roll named a target the action needs, and it still exists. */
  targetFound: boolean;
  /** A record of this card on the vehicle or the target. */
  applied: boolean;
  /** The viewer may act on every vehicle the action touches (GM or owner). */
  canAct: boolean;
  /** Why the card may not act (card trust), or null. */
  refusal: string | null;
  authorName: string;
  /** The name of the target the card acts on (or acted on), as the table sees it; null for none. */
  targetName: string | null;
  /** The target's weapons the roll may disable (Slice Enemy's Systems with a triumph); none otherwise. */
  weapons?: readonly { id: string; name: string }[];
}

export interface ApplyContext {
  zoneButtons: { arc: FiringArc; labelKey: string }[];
  /** A single Apply button (no zone to pick). */
  applyButton: boolean;
  applied: boolean;
  canUndo: boolean;
  /** The roll named no target (or it is gone): nothing to apply to. */
  noTarget: boolean;
  refusal: string | null;
  authorName: string;
  targetName: string | null;
  /** The weapon to disable, picked before Apply (the first selected). */
  weapons: { id: string; name: string }[];
}

/** The Apply part: null when the action applies nothing or the check failed. */
export function applyContext(id: AppliedActionId, outcome: RolledOutcome, input: ApplyInput, needsTarget: boolean): ApplyContext | null {
  if (!outcome.succeeded) return null;
  const base = { applied: input.applied, canUndo: input.applied && input.canAct, refusal: input.refusal, authorName: input.authorName, targetName: input.targetName };
  if (input.refusal || input.applied) return { ...base, zoneButtons: [], applyButton: false, noTarget: false, weapons: [] };
  const noTarget = needsTarget && !input.targetFound;
  const open = input.canAct && !noTarget;
  return {
    ...base, noTarget,
    zoneButtons: open ? input.zones.map((arc) => ({ arc, labelKey: `EOTE.Sheet.Arc.${arc}` })) : [],
    applyButton: open && input.zones.length === 0,
    weapons: open && outcome.triumph >= 1 ? [...(input.weapons ?? [])] : [],
  };
}

/** One actor the card names, as read once for a render or a click (module/features/crew/card.ts readStarshipActionCard). */
export interface PartyRead {
  uuid: string;
  /** Its name as the table sees it (its token's). */
  name: string;
  /** This card's record on it. */
  record: ActionRecord | null;
  /** The viewer may act on it (GM or owner). */
  mayAct: boolean;
  /** Its defence zones (a vehicle's; none otherwise). */
  zones: readonly FiringArc[];
  /** Its weapons, in sheet order (Slice Enemy's Systems' triumph picks one). */
  weapons: readonly { id: string; name: string }[];
  /** Its system strain now and its threshold (a vehicle's), or null. */
  systemStrain: { value: number; threshold: number } | null;
  /** Its Cunning and talents (a crew member's: Full Throttle reads the pilot's), or null for a vehicle. */
  traits: PilotTraits | null;
}

/** The card as read once: its flag, its roll, its standing, and each actor it names. */
export interface ActionCardRead {
  flag: ActionFlag;
  outcome: RolledOutcome;
  messageId: string;
  authorName: string;
  /** Why the card's author may not have it act (card trust), or null. */
  refusal: string | null;
  vehicle: PartyRead | null;
  /** The target the card acts on: once applied the one the vehicle's record names, before the flag's. */
  target: PartyRead | null;
  /** The pilot: once applied the one recorded, before the one seated now; null where the action has none. */
  pilot: PartyRead | null;
  /** Where the acting vehicle flies (its Piloting skill). */
  domain: VehicleDomain;
  /** At a click: a record of this card on any world actor (a record deleted from the vehicle proves nothing). */
  appliedInWorld?: boolean;
}

function named(read: ActionCardRead): (PartyRead | null)[] {
  return [read.vehicle, read.target, read.pilot];
}

/** The Apply part's input, from the card as read. */
export function applyInputOf(read: ActionCardRead, id: AppliedActionId): ApplyInput {
  const recorded = named(read).filter((p): p is PartyRead => !!p?.record);
  const applied = recorded.length > 0;
  const zoneSubject = zoneChoice(id);
  const zones = zoneSubject ? (zoneSubject === "vehicle" ? read.vehicle : read.target)?.zones ?? [] : [];
  // The pilot Full Throttle reads counts too: a ship's owner may seat anyone there after the roll.
  const acting = [read.vehicle, ...(needsTarget(id) ? [read.target] : []), ...(readsPilot(id) ? [read.pilot] : [])];
  // Undo needs the right to change every actor holding a record; Apply, every actor it touches.
  const canAct = applied ? recorded.every((p) => p.mayAct) : acting.every((p) => p?.mayAct === true);
  return {
    zones, targetFound: !!read.target, applied, canAct, refusal: applied ? null : read.refusal, authorName: read.authorName,
    targetName: needsTarget(id) && read.target ? read.target.name : null,
    weapons: id === "sliceSystems" ? read.target?.weapons ?? [] : [],
  };
}

/** The whole card's context from the card as read: the result lines, and the Apply part where the action has one. */
export function starshipActionView(read: ActionCardRead) {
  const id = read.flag.id;
  const apply = isAppliedAction(id) ? applyContext(id, read.outcome, applyInputOf(read, id), needsTarget(id)) : null;
  return actionCardContext(id, read.outcome, apply);
}

/** What Apply writes on one actor: the effects to create, its system strain moved, and its record. */
export interface SubjectWrite {
  subject: ActionSubject;
  effects: ActionEffectData[];
  /** The system strain stored after the write, or null when it does not change. */
  systemStrain: number | null;
  record: ActionRecord;
}

export type ApplyPlan = { refusal: string } | { writes: SubjectWrite[]; weapon: { id: string; name: string } | null };

/**
 * What an Apply click does, from the card as read: a refusal (a lang key) or the writes, the acting vehicle
 * first and always (its record, even an empty one, marks the roll applied whatever the flag's target says
 * later), then the target or the pilot where the result touches them. Null: nothing to do (no Apply on this card).
 */
export function applyPlan(read: ActionCardRead, zone: FiringArc | undefined, weaponId = ""): ApplyPlan | null {
  const id = read.flag.id;
  if (!isAppliedAction(id)) return null;
  // The weapon picked on the card, if it is one of the target's; else its first (Slice's triumph).
  const weapons = id === "sliceSystems" ? read.target?.weapons ?? [] : [];
  const weapon = weapons.find((w) => w.id === weaponId) ?? weapons[0] ?? null;
  if (readsPilot(id) && !read.pilot) return { refusal: "EOTE.StarshipAction.Apply.NoPilot" };
  // The flag is the author's data: the pilot it names must have the talent now (the check's own gate ran only
  // when the dialog opened).
  if (id === "fullThrottle" && fullThrottleForms(read.pilot?.traits?.talents ?? []).length === 0) return { refusal: "EOTE.StarshipAction.Apply.NoTalent" };
  const application = actionApplication(id, actionRoll(read.outcome), zone, stationSkill("pilot", read.domain), weapon?.id, read.pilot?.traits ?? undefined);
  if (!application) return { refusal: "EOTE.StarshipAction.Apply.Nothing" };
  if (needsTarget(id) && !read.target) return { refusal: "EOTE.StarshipAction.Apply.NoTarget" };
  const subjects = subjectsOf(application);
  const partyOf = (subject: ActionSubject) => (subject === "vehicle" ? read.vehicle : subject === "pilot" ? read.pilot : read.target);
  // Every actor written, and a pilot only read (Full Throttle's Cunning and talents): a ship's owner may seat
  // anyone at the pilot's station after the roll, so the viewer must be one who may act for that pilot.
  if (subjects.some((s) => partyOf(s)?.mayAct !== true) || read.pilot?.mayAct === false) return { refusal: "EOTE.Combat.Notice.NotAllowed" };
  if (read.appliedInWorld || named(read).some((p) => p?.record)) return { refusal: "EOTE.StarshipAction.Apply.Already" };
  const zoneSubject = zoneChoice(id);
  if (zoneSubject && !(partyOf(zoneSubject)?.zones ?? []).includes(zone!)) return { refusal: "EOTE.StarshipAction.Apply.NoZone" };
  const writes = subjects.map((subject): SubjectWrite => {
    const party = partyOf(subject)!;
    const strain = application.systemStrain.filter((s) => s.subject === subject).reduce((n, s) => n + s.amount, 0);
    let change: TrackChange = NO_CHANGE;
    let systemStrain: number | null = null;
    if (strain > 0 && party.systemStrain) {
      // System strain stops one past its threshold, as for any strain (module/rules/combat/damage.ts strainCap).
      const moved = moveTrack(party.systemStrain.value, strain, strainCap(party.systemStrain.threshold));
      systemStrain = moved.value;
      change = addChanges(change, { wounds: 0, strain: moved.applied });
    }
    const target = subject === "vehicle" && needsTarget(id) && read.target ? { targetUuid: read.target.uuid } : {};
    const pilot = subject === "vehicle" && readsPilot(id) && read.pilot ? { pilotUuid: read.pilot.uuid } : {};
    return { subject, effects: application.effects.filter((e) => e.subject === subject), systemStrain, record: { effectIds: [], change, ...target, ...pilot } };
  });
  return { writes, weapon };
}

/** The actors an application writes on: the acting vehicle first and always, then each other one it touches. */
function subjectsOf(application: ActionApplication): ActionSubject[] {
  return [...new Set<ActionSubject>(["vehicle", ...application.effects.map((e) => e.subject), ...application.systemStrain.map((s) => s.subject)])];
}

/** What an Undo click does: each named actor holding this card's record (once), or a refusal; null: nothing recorded. */
export function undoPlan(read: ActionCardRead): { refusal: string } | { subjects: ("vehicle" | "target" | "pilot")[] } | null {
  const parties = [["vehicle", read.vehicle], ["target", read.target], ["pilot", read.pilot]] as const;
  const seen = new Set<string>();
  const held = parties.filter(([, p]) => {
    if (!p?.record || seen.has(p.uuid)) return false;
    seen.add(p.uuid);
    return true;
  });
  if (!held.length) return null;
  if (held.some(([, p]) => !p!.mayAct)) return { refusal: "EOTE.Combat.Notice.NotAllowed" };
  return { subjects: held.map(([s]) => s) };
}

/** The template's context (pure): the action's name, its result lines as lang keys with their count, the Apply part. */
export function actionCardContext(id: StarshipActionId, outcome: RolledOutcome, apply: ApplyContext | null = null) {
  const outcomes = actionOutcomes(id, actionRoll(outcome));
  return {
    nameKey: `EOTE.StarshipAction.${id}.Name`,
    lines: outcomes.map((o) => ({ key: `EOTE.StarshipAction.${id}.Outcome.${o.id}`, count: o.count ?? 0 })),
    failed: outcomes.length === 0,
    apply,
  };
}

// An undo on this actor weighs these records too (module/chat/ledger.ts).
registerLedgerReader(ACTION_LOG, readActionRecord);
