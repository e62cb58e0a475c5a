/**
 * Critical injuries and vehicle critical hits (seed 002 CRITICAL INJURIES and VEHICLE CRITICAL HITS;
 * seed 000 CRITICAL INJURY RESULTS and VEHICLE CRITICAL HIT RESULTS). The tables themselves are
 * compendium items (CriticalData rows); this module rolls, looks up and checks them.
 */
import { EoteError } from "../../dice/errors.ts";
import type { CriticalData } from "../types.ts";

export type CriticalTable = "injury" | "hit";

/** Which table a target rolls on: vehicles use critical hits, everyone else critical injuries. */
export function criticalTableFor(kind: string): CriticalTable {
  return kind === "vehicle" ? "hit" : "injury";
}

/** What is added to the d100: +10 per critical already suffered, +10 per Vicious rating (seed 001, seed 000 VICIOUS). */
export function critModifier(existing: number, vicious = 0): number {
  return 10 * existing + 10 * vicious;
}

/**
 * The crit total: d100, +10 per critical the target already suffers (seed 002 CRITICAL INJURY),
 * +10 per Vicious rating (seed 000 VICIOUS), plus any flat bonus (seed 002 EMERGENCY REPAIRS: +30).
 */
export function critRoll(d100: number, existing: number, vicious = 0, bonus = 0): number {
  for (const [name, value] of [["d100", d100], ["existing", existing], ["vicious", vicious], ["bonus", bonus]] as const) {
    if (!Number.isInteger(value) || value < 0 || (name === "d100" && (value < 1 || value > 100))) {
      throw new EoteError("EOTE.Combat.Error.BadCritRoll", `Bad ${name} for a critical roll: ${value}`, { name, value });
    }
  }
  return d100 + critModifier(existing, vicious) + bonus;
}

/** The row a total falls in; totals above every closed row land in the open-ended last row. */
export function lookupCritical<T extends Pick<CriticalData, "min" | "max">>(rows: readonly T[], total: number): T {
  const found = rows.find((r) => total >= r.min && (r.max === null || total <= r.max));
  if (!found) {
    throw new EoteError("EOTE.Combat.Error.CritNoRow", `No critical table row covers ${total}`, { total });
  }
  return found;
}

export interface CriticalResult<T> {
  total: number;
  row: T;
}

/**
 * The total after what the target itself adds or takes off its critical rolls (`suffered`, from its
 * effects: Durable is −10 per rank, published EotE core rules, Talents; the seeds print no talents).
 * A reduction never takes the total below 1.
 */
export function sufferedTotal(total: number, suffered: number): number {
  if (!Number.isInteger(suffered)) {
    throw new EoteError("EOTE.Combat.Error.BadCritRoll", `Bad suffered for a critical roll: ${suffered}`, { name: "suffered", value: suffered });
  }
  return Math.max(1, total + suffered);
}

/**
 * Rolls up and looks up one critical: the shell rolls the d100, adds the row as an item and announces it.
 * `suffered` is the target's own modifier to criticals against it (sufferedTotal).
 */
export function resolveCritical<T extends Pick<CriticalData, "min" | "max">>(
  rows: readonly T[], d100: number, existing: number, vicious = 0, bonus = 0, suffered = 0,
): CriticalResult<T> {
  const total = sufferedTotal(critRoll(d100, existing, vicious, bonus), suffered);
  return { total, row: lookupCritical(rows, total) };
}

/** Severity as a difficulty level to heal or repair it (seed 002: Easy … Daunting; 0 for death). */
export function severityLabel(severity: number): string {
  const ids = ["none", "easy", "average", "hard", "daunting"] as const;
  return `EOTE.Combat.Severity.${ids[severity] ?? "none"}`;
}

export interface TableProblem {
  key: string;
  data: Record<string, number>;
  /** Index in the given rows of the row the problem is found at (the one after a gap); absent for an empty table. */
  row?: number;
}

/**
 * Checks a table covers 1 upward without gap or overlap and ends in one open-ended row. Returns the
 * problems (empty when sound), so a pack build or a GM's edited table can report them all at once.
 */
export function checkCriticalTable(rows: readonly Pick<CriticalData, "min" | "max">[]): TableProblem[] {
  const problems: TableProblem[] = [];
  const sorted = rows.map((row, index) => ({ row, index })).sort((a, b) => a.row.min - b.row.min);
  let next = 1;
  sorted.forEach(({ row, index }, i) => {
    const last = i === sorted.length - 1;
    if (row.min > next) problems.push({ key: "EOTE.Combat.Error.CritGap", data: { from: next, to: row.min - 1 }, row: index });
    if (row.min < next) problems.push({ key: "EOTE.Combat.Error.CritOverlap", data: { at: row.min }, row: index });
    if (row.max !== null && row.max < row.min) problems.push({ key: "EOTE.Combat.Error.CritBackwards", data: { min: row.min, max: row.max }, row: index });
    if (row.max === null && !last) problems.push({ key: "EOTE.Combat.Error.CritOpenNotLast", data: { min: row.min }, row: index });
    if (row.max !== null && last) problems.push({ key: "EOTE.Combat.Error.CritNoOpenEnd", data: { max: row.max }, row: index });
    next = row.max === null ? Number.POSITIVE_INFINITY : Math.max(next, row.max + 1);
  });
  if (sorted.length === 0) problems.push({ key: "EOTE.Combat.Error.CritEmpty", data: {} });
  return problems;
}
