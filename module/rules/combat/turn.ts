/**
 * One combatant's turn (seed 001 Step 2: Maneuvers, Actions; seed 002 TURN, ACTIONS, MANEUVERS,
 * INITIATIVE, ENCUMBRANCE): one action, one free maneuver, a second maneuver for 2 strain, never more
 * than two maneuvers; the action may be exchanged for a maneuver (seed 002 ACTIONS "Maneuver: perform
 * an additional maneuver"; seed 001 "He may exchange his action for a maneuver"). Incidentals are not
 * counted (any number per turn).
 */
import type { Restriction } from "./status.ts";

/** Where a maneuver came from: the free one, bought with strain, or the action given up for it. */
export type ManeuverSource = "free" | "strain" | "action";

/** What the combatant spent this turn. */
export interface TurnState {
  action: boolean;
  maneuvers: ManeuverSource[];
}

export const FRESH_TURN: TurnState = Object.freeze({ action: false, maneuvers: Object.freeze([]) as unknown as ManeuverSource[] });

/** Strain a bought maneuver costs (seed 002 MANEUVERS "2 strain = +1 maneuver"). */
export const MANEUVER_STRAIN = 2;
/** Maneuvers a turn allows at most (seed 002 MANEUVERS "max. 2 maneuvers per turn"). */
export const MAX_MANEUVERS = 2;
/** Maneuvers that can be bought with strain in one turn (seed 002 MANEUVERS: "+1 maneuver"). */
const STRAIN_MANEUVERS = 1;

export interface TurnAllowance {
  /** Maneuvers taken without cost before strain or the action is needed. */
  freeManeuvers: number;
  maxManeuvers: number;
  noActions: boolean;
  noManeuvers: boolean;
}

export interface AllowanceInputs {
  /** The combat's first round (initiative triumph and despair count only then). */
  firstRound: boolean;
  /** Triumph and despair on the combatant's initiative check. */
  triumph: number;
  despair: number;
  /** Over encumbrance threshold + Brawn (module/rules/character/derived.ts encumbrance). */
  encumbered: boolean;
  restrictions: readonly Restriction[];
}

/**
 * The turn's allowance.
 * - Initiative (seed 002 INITIATIVE): each triumph is one more maneuver in the first round, each despair
 *   one fewer. The seed does not say how this meets the two-maneuver limit; here a triumph's maneuver
 *   is free and comes on top of the limit, and a despair takes away the free maneuver and one place
 *   under the limit (so one maneuver can still be bought or exchanged for the action).
 * - Encumbrance (seed 002 ENCUMBRANCE "Carrying > ET + Brawn = 1st maneuver costs 2 strain"): the free
 *   maneuver is lost; the limit stays (the published rule's "no free maneuver", numbers from the seed).
 * - Statuses (module/rules/combat/status.ts): staggered forbids actions, immobilized maneuvers.
 */
export function turnAllowance(inputs: AllowanceInputs): TurnAllowance {
  const shift = inputs.firstRound ? Math.max(0, inputs.triumph) - Math.max(0, inputs.despair) : 0;
  return {
    freeManeuvers: Math.max(0, 1 + shift - (inputs.encumbered ? 1 : 0)),
    maxManeuvers: Math.max(0, MAX_MANEUVERS + shift),
    noActions: inputs.restrictions.includes("noActions"),
    noManeuvers: inputs.restrictions.includes("noManeuvers"),
  };
}

/** Strain (or, for those without strain, wounds) the combatant has and may reach by choice. */
export interface StrainTrack {
  value: number;
  threshold: number;
  /** Rivals and minions suffer strain as wounds (published rule); this is their wound track. */
  asWounds: boolean;
}

export type TurnRefusal =
  | "actionUsed" | "actionForbidden" | "maneuverForbidden" | "maneuverLimit" | "noFreeManeuver"
  | "strainLimit" | "strainBought" | "noStrain";

export type TurnStep =
  | { ok: true; state: TurnState; strain: number; source?: ManeuverSource }
  | { ok: false; reason: TurnRefusal };

const refuse = (reason: TurnRefusal): TurnStep => ({ ok: false, reason });
const count = (state: TurnState, source: ManeuverSource) => state.maneuvers.filter((m) => m === source).length;

export function takeAction(state: TurnState, allowance: TurnAllowance): TurnStep {
  if (allowance.noActions) return refuse("actionForbidden");
  if (state.action || count(state, "action") > 0) return refuse("actionUsed");
  return { ok: true, state: { ...state, action: true }, strain: 0 };
}

function maneuverRefusal(state: TurnState, allowance: TurnAllowance): TurnRefusal | null {
  if (allowance.noManeuvers) return "maneuverForbidden";
  if (state.maneuvers.length >= allowance.maxManeuvers) return "maneuverLimit";
  return null;
}

/** The free maneuver, while one is left. */
export function takeFreeManeuver(state: TurnState, allowance: TurnAllowance): TurnStep {
  const refusal = maneuverRefusal(state, allowance);
  if (refusal) return refuse(refusal);
  if (count(state, "free") >= allowance.freeManeuvers) return refuse("noFreeManeuver");
  return { ok: true, state: { ...state, maneuvers: [...state.maneuvers, "free"] }, strain: 0, source: "free" };
}

/**
 * A maneuver bought with 2 strain. Refused when it would take the track past its threshold: a
 * character may not choose to suffer strain that would incapacitate them (published rule, Strain
 * Threshold; the seeds are silent). Those without a track to pay from (vehicles) cannot buy one.
 */
export function buyManeuver(state: TurnState, allowance: TurnAllowance, track: StrainTrack | null): TurnStep {
  const refusal = maneuverRefusal(state, allowance);
  if (refusal) return refuse(refusal);
  if (count(state, "strain") >= STRAIN_MANEUVERS) return refuse("strainBought");
  if (!track) return refuse("noStrain");
  if (track.value + MANEUVER_STRAIN > track.threshold) return refuse("strainLimit");
  return { ok: true, state: { ...state, maneuvers: [...state.maneuvers, "strain"] }, strain: MANEUVER_STRAIN, source: "strain" };
}

/** The action given up for a maneuver (seed 001 Actions; seed 002 ACTIONS), within the limit. */
export function maneuverForAction(state: TurnState, allowance: TurnAllowance): TurnStep {
  const refusal = maneuverRefusal(state, allowance);
  if (refusal) return refuse(refusal);
  if (state.action || count(state, "action") > 0) return refuse("actionUsed");
  return { ok: true, state: { ...state, maneuvers: [...state.maneuvers, "action"] }, strain: 0, source: "action" };
}

/** What is left of the turn, for the tracker. */
export interface TurnSummary {
  actionLeft: boolean;
  freeLeft: number;
  maneuversLeft: number;
  canBuy: boolean;
}

export function turnSummary(state: TurnState, allowance: TurnAllowance, track: StrainTrack | null): TurnSummary {
  return {
    actionLeft: takeAction(state, allowance).ok,
    freeLeft: Math.max(0, Math.min(allowance.freeManeuvers - count(state, "free"), allowance.maxManeuvers - state.maneuvers.length)),
    maneuversLeft: allowance.noManeuvers ? 0 : Math.max(0, allowance.maxManeuvers - state.maneuvers.length),
    canBuy: buyManeuver(state, allowance, track).ok,
  };
}

/** A stored turn as the rules read it (anything malformed reads as a fresh turn). */
export function readTurnState(value: unknown): TurnState {
  const v = value as { action?: unknown; maneuvers?: unknown } | null | undefined;
  const sources = new Set<string>(["free", "strain", "action"]);
  const maneuvers = Array.isArray(v?.maneuvers) ? v.maneuvers.filter((m): m is ManeuverSource => sources.has(m as string)) : [];
  return { action: v?.action === true, maneuvers };
}
