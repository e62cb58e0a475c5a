/**
 * Competitive checks (seed 002 COMPETITIVE CHECKS): "Character with most s succeeds. Tie goes to
 * most x, then most a. Draw = GM decision or new check." Each side rolls the same check against the
 * same difficulty; the seed's glyphs are success, triumph and advantage. Counted after cancellation
 * (as the published rule does): net successes (signed, so fewer failures ranks above more), then
 * triumphs, then net advantage (signed likewise). Still tied at the top: a draw, for the GM.
 */
import type { Outcome } from "../../dice/tally.ts";

export type ContestResult = Pick<Outcome, "netSuccess" | "triumph" | "netAdvantage">;

export interface ContestEntry {
  id: string;
  result: ContestResult;
}

/** What decided the top place: more successes, a triumph tie-break, an advantage tie-break, or nothing. */
export type DecidedBy = "success" | "triumph" | "advantage" | "draw";

export interface ContestStanding {
  /** Entries best first; equal entries share a place (1-based). */
  ranked: { id: string; place: number; result: ContestResult }[];
  /** The winner's id, or null on a draw (or with fewer than two entries). */
  winner: string | null;
  /** With fewer than two entries there is no contest yet: null. */
  decidedBy: DecidedBy | null;
}

const KEYS = ["netSuccess", "triumph", "netAdvantage"] as const;

/** Negative when `a` ranks above `b`, positive when below, 0 on a full tie. */
export function compareResults(a: ContestResult, b: ContestResult): number {
  for (const key of KEYS) if (a[key] !== b[key]) return b[key] - a[key];
  return 0;
}

function tieBreak(first: ContestResult, second: ContestResult): DecidedBy {
  if (first.netSuccess !== second.netSuccess) return "success";
  if (first.triumph !== second.triumph) return "triumph";
  if (first.netAdvantage !== second.netAdvantage) return "advantage";
  return "draw";
}

/** The standing of a competitive check from two or more outcomes (fewer: a standing with no winner yet). */
export function contestStanding(entries: readonly ContestEntry[]): ContestStanding {
  const sorted = [...entries].sort((a, b) => compareResults(a.result, b.result));
  const ranked: ContestStanding["ranked"] = [];
  sorted.forEach((entry, i) => {
    const prev = ranked[i - 1];
    const place = prev && compareResults(prev.result, entry.result) === 0 ? prev.place : i + 1;
    ranked.push({ id: entry.id, place, result: entry.result });
  });
  if (sorted.length < 2) return { ranked, winner: null, decidedBy: null };
  const decidedBy = tieBreak(sorted[0]!.result, sorted[1]!.result);
  return { ranked, winner: decidedBy === "draw" ? null : sorted[0]!.id, decidedBy };
}
