/**
 * The hazard card (pure): the flag the GM tool posts (flags.eote.hazard: the hazard and its targets), the
 * record each application leaves on its target (flags.eote.hazardLog.<messageId>: the change to the tracks
 * after the rules' clamps, the critical injuries and the marker it created), the update that writes both
 * at once, and Undo, which takes the change off the tracks as they are then (module/chat/track-change.ts).
 */
import { criticalLine, type CriticalLine, type CritTableEntry } from "../../chat/critical-line.ts";
import { applyHazard, isFallBand, isHazardId, type FallBand, type HazardCheck, type HazardId, type HazardOutcome, type HazardSpec } from "../../rules/combat/hazards.ts";
import type { DamageTarget } from "../../rules/combat/damage.ts";
import type { ActorType } from "../../rules/types.ts";
import {
  changeBetween, readChange, undoChange, undoPaths, type LedgerEntry, type TrackCaps, type TrackChange, type Tracks, trackPaths,
} from "../../chat/track-change.ts";
import { HAZARD_LOG } from "./flags.ts";
import { registerLedgerReader } from "../../chat/ledger-readers.ts";
export { HAZARD_LOG };

export function hazardPath(messageId: string): string {
  return `flags.eote.${HAZARD_LOG}.${messageId}`;
}

export interface HazardTarget {
  actorUuid: string;
  /** The token the GM picked, whose name the card prints ("" when none). */
  tokenUuid: string;
}

/** What the GM chose: the hazard and whether the targets hold their breath (each its own Brawn). */
export interface HazardChoice {
  id: HazardId;
  rating?: number;
  rounds?: number;
  exposedBefore?: number;
  holdBreath?: boolean;
  band?: FallBand;
  check?: HazardCheck;
}

export interface HazardFlag {
  choice: HazardChoice;
  targets: HazardTarget[];
}

export interface HazardCritical {
  itemId: string;
  name: string;
  total: number;
}

export interface HazardRecord {
  /** What the hazard changed on each track, for undo (possibly lowered since by other cards' undo). */
  change: TrackChange;
  /** What it made the target suffer, as shown on the card. */
  suffered: { wounds: number; strain: number };
  incapacitated: boolean;
  criticals: HazardCritical[];
  /** Ids of the status effects (the incapacitation marker) it created. */
  effects: string[];
}

const whole = (value: unknown, min = 0): value is number => typeof value === "number" && Number.isInteger(value) && value >= min;
const int = (value: unknown): value is number => typeof value === "number" && Number.isInteger(value);

/** The GM's choice read defensively (it is message data): null when malformed. */
export function readChoice(value: unknown): HazardChoice | null {
  const c = value as Partial<HazardChoice> | null | undefined;
  if (!c || typeof c !== "object" || !isHazardId(c.id)) return null;
  const check = c.check && int(c.check.netSuccess) && int(c.check.netAdvantage) && whole(c.check.triumph)
    ? { netSuccess: c.check.netSuccess, netAdvantage: c.check.netAdvantage, triumph: c.check.triumph } : undefined;
  return {
    id: c.id,
    ...(whole(c.rating, 1) ? { rating: c.rating } : {}),
    ...(whole(c.rounds, 1) ? { rounds: c.rounds } : {}),
    ...(whole(c.exposedBefore) ? { exposedBefore: c.exposedBefore } : {}),
    ...(c.holdBreath === true ? { holdBreath: true } : {}),
    ...(isFallBand(c.band) ? { band: c.band } : {}),
    ...(check ? { check } : {}),
  };
}

/**
 * Most targets one hazard card may name. The GM's tool strikes the tokens at hand, a handful; a card
 * naming more was written by hand. As a stored roll holding more dice than any roll may is shown but never
 * acted on (module/roll/narrative-roll.ts MAX_ROLL_NARRATIVE_DICE, 100), such a card is refused before any
 * of its targets is looked up, and the tool refuses to post one.
 */
export const MAX_HAZARD_TARGETS = 100;

/** Whether a stored flag names more targets than a card may (checked before reading any of them). */
export function tooManyTargets(value: unknown): boolean {
  const targets = (value as { targets?: unknown } | null | undefined)?.targets;
  return Array.isArray(targets) && targets.length > MAX_HAZARD_TARGETS;
}

/** The stored flag read defensively: null when malformed or naming more than MAX_HAZARD_TARGETS targets. */
export function readHazardFlag(value: unknown): HazardFlag | null {
  const f = value as Partial<HazardFlag> | null | undefined;
  const choice = readChoice(f?.choice);
  if (!f || !choice || !Array.isArray(f.targets) || tooManyTargets(f)) return null;
  const targets = f.targets.filter((t): t is HazardTarget => !!t && typeof t.actorUuid === "string" && t.actorUuid !== "")
    .map((t) => ({ actorUuid: t.actorUuid, tokenUuid: typeof t.tokenUuid === "string" ? t.tokenUuid : "" }));
  return { choice, targets };
}

/** The rules' spec for one target: its Brawn is how long it holds its breath, when it does. */
export function specFor(choice: HazardChoice, brawn: number): HazardSpec {
  const { holdBreath, ...rest } = choice;
  return { ...rest, breath: holdBreath ? Math.max(0, brawn) : 0 };
}

export function readHazardRecord(value: unknown): HazardRecord | null {
  if (!value || typeof value !== "object") return null;
  const r = value as Record<string, unknown>;
  const change = readChange(r["change"]);
  const suffered = readChange(r["suffered"]);
  if (!change || !suffered || !Array.isArray(r["criticals"])) return null;
  return {
    change, suffered, incapacitated: r["incapacitated"] === true,
    criticals: (r["criticals"] as unknown[]).filter((c): c is HazardCritical => !!c && typeof (c as HazardCritical).itemId === "string"),
    effects: Array.isArray(r["effects"]) ? (r["effects"] as unknown[]).filter((e): e is string => typeof e === "string") : [],
  };
}

/** The tracks and the record after the hazard, in one update; and the outcome (criticals to roll, incapacitation). */
export function hazardUpdate(type: ActorType, target: DamageTarget, spec: HazardSpec, messageId: string):
  { update: Record<string, unknown>; record: HazardRecord; outcome: HazardOutcome } {
  const outcome = applyHazard(target, spec);
  const change = changeBetween(outcome.previous, outcome);
  const record: HazardRecord = {
    change, suffered: { wounds: change.wounds, strain: change.strain }, incapacitated: outcome.incapacitated, criticals: [], effects: [],
  };
  const paths = trackPaths(type);
  const update: Record<string, unknown> = { [paths.wounds]: outcome.wounds, [hazardPath(messageId)]: record };
  if (paths.strain && outcome.strain !== null) update[paths.strain] = outcome.strain;
  return { update, record, outcome };
}

export function withHazardCritical(record: HazardRecord, critical: HazardCritical): HazardRecord {
  return { ...record, criticals: [...record.criticals, critical] };
}

export function withHazardEffect(record: HazardRecord, id: string): HazardRecord {
  return { ...record, effects: [...record.effects, id] };
}

/** Undo: the change taken off the tracks as they are now, other live cards absorbing the clamp; the record removed. */
export function hazardUndo(type: ActorType, now: Tracks, caps: TrackCaps, messageId: string, record: HazardRecord, ledger: readonly LedgerEntry[]):
  { update: Record<string, unknown>; deleteItems: string[]; deleteEffects: string[] } {
  const update = undoPaths(trackPaths(type), now, undoChange(now, record.change, caps, ledger));
  update[`flags.eote.${HAZARD_LOG}.-=${messageId}`] = null;
  return { update, deleteItems: record.criticals.map((c) => c.itemId), deleteEffects: [...record.effects] };
}

export interface HazardRow {
  name: string;
  /** Applied and not undone. */
  applied: boolean;
  suffered: { wounds: number; strain: number };
  hasStrain: boolean;
  incapacitated: boolean;
  /** Each critical injury it gave, as every card names one (module/chat/critical-line.ts): severity and effect. */
  criticals: CriticalLine[];
  index: number;
  canUndo: boolean;
}

/** The card's rows: one per target, from its record now (none: undone). */
export function hazardRows(
  targets: readonly { name: string; record: HazardRecord | null; hasStrain: boolean; critTable?: Readonly<Record<number, CritTableEntry>> }[], canUndo: boolean,
): HazardRow[] {
  return targets.map((t, index) => ({
    name: t.name,
    applied: t.record !== null,
    suffered: t.record?.suffered ?? { wounds: 0, strain: 0 },
    hasStrain: t.hasStrain,
    incapacitated: t.record?.incapacitated ?? false,
    criticals: (t.record?.criticals ?? []).map((c) => criticalLine({ name: c.name, total: c.total }, t.critTable?.[c.total])),
    index,
    canUndo: canUndo && t.record !== null,
  }));
}

// An undo on this actor weighs these records too (module/chat/ledger.ts).
registerLedgerReader(HAZARD_LOG, readHazardRecord);
