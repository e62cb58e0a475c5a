/**
 * The obligation roll at the start of a session (published Edge of the Empire rules, Obligation;
 * the seeds are silent on it). Each character's obligation entries are laid end to end in the order
 * of the party list and of each character's list: with Debt 10 then Bounty 5, the first covers 1–10
 * and the second 11–15. A d100 at or under the party's total triggers the entry whose range holds it.
 * - Triggered: every player character's strain threshold is 1 lower for the session, the character
 *   whose obligation was triggered 2 lower instead.
 * - Doubles (11, 22, … 99) that trigger double those effects (−2 and −4). 100 reads "00" on the tens
 *   die and 0 on the units, which the published rule does not count as doubles.
 */
import { EoteError } from "../../dice/errors.ts";
import type { PartyStake } from "../types.ts";

export interface PartyMember {
  id: string;
  obligations: readonly PartyStake[];
}

export interface ObligationRange {
  memberId: string;
  /** Index of the entry in that character's list. */
  index: number;
  type: string;
  magnitude: number;
  /** First and last d100 results it covers (1-based, inclusive). */
  from: number;
  to: number;
}

/** The party's entries as ranges of the d100, in list order; entries of magnitude 0 cover nothing. */
export function obligationRanges(party: readonly PartyMember[]): ObligationRange[] {
  const out: ObligationRange[] = [];
  let next = 1;
  for (const member of party) {
    member.obligations.forEach((entry, index) => {
      const magnitude = Math.max(0, Math.trunc(entry.magnitude));
      if (magnitude === 0) return;
      out.push({ memberId: member.id, index, type: entry.type, magnitude, from: next, to: next + magnitude - 1 });
      next += magnitude;
    });
  }
  return out;
}

/** The party's total obligation. */
export function partyObligation(party: readonly PartyMember[]): number {
  return obligationRanges(party).reduce((n, r) => n + r.magnitude, 0);
}

/** 11, 22, … 99. */
export function isDoubles(d100: number): boolean {
  return d100 >= 11 && d100 <= 99 && d100 % 11 === 0;
}

export const STRAIN_REDUCTION_ALL = 1;
export const STRAIN_REDUCTION_TRIGGERED = 2;

export interface ObligationOutcome {
  d100: number;
  total: number;
  /** The entry the roll landed in, or null when it is over the party's total. */
  triggered: ObligationRange | null;
  doubled: boolean;
  /** Strain threshold reduction per member id (positive numbers), empty when nothing triggered. */
  reductions: Record<string, number>;
}

/** The outcome of a d100 (1–100) against the party's obligation. */
export function rollObligation(d100: number, party: readonly PartyMember[]): ObligationOutcome {
  if (!Number.isInteger(d100) || d100 < 1 || d100 > 100) {
    throw new EoteError("EOTE.Obligation.Error.BadRoll", `d100 must be a whole number from 1 to 100, not ${d100}`, { value: d100 });
  }
  const ranges = obligationRanges(party);
  const total = ranges.reduce((n, r) => n + r.magnitude, 0);
  const triggered = ranges.find((r) => d100 >= r.from && d100 <= r.to) ?? null;
  if (!triggered) return { d100, total, triggered: null, doubled: false, reductions: {} };
  const doubled = isDoubles(d100);
  const factor = doubled ? 2 : 1;
  const reductions = Object.fromEntries(party.map((m) =>
    [m.id, factor * (m.id === triggered.memberId ? STRAIN_REDUCTION_TRIGGERED : STRAIN_REDUCTION_ALL)]));
  return { d100, total, triggered, doubled, reductions };
}
