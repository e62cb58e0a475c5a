/**
 * The character sheet's Obligation, Duty and Motivations block (notes tab): each a list the owner
 * edits in edit mode (rows named by index, folded back by foldIndexedPatch) and reads in play mode,
 * with the obligation and duty totals. No Foundry global here.
 */
import { MOTIVATION_KINDS, type Motivation, type MotivationKind, type PartyStake } from "../../../rules/types.ts";

export const STAKE_LISTS = ["obligations", "duties", "motivations"] as const;
export type StakeList = (typeof STAKE_LISTS)[number];

export function isStakeList(value: unknown): value is StakeList {
  return typeof value === "string" && (STAKE_LISTS as readonly string[]).includes(value);
}

export interface StakesContext {
  obligations: { entries: (PartyStake & { index: number })[]; total: number };
  duties: { entries: (PartyStake & { index: number })[]; total: number };
  motivations: (Motivation & { index: number; kindLabel: string })[];
  kinds: { value: MotivationKind; label: string }[];
}

const total = (list: readonly PartyStake[]) => list.reduce((n, e) => n + Math.max(0, e.magnitude), 0);

export function stakesBlock(s: { obligations: readonly PartyStake[]; duties: readonly PartyStake[]; motivations: readonly Motivation[] }): StakesContext {
  return {
    obligations: { entries: s.obligations.map((e, index) => ({ ...e, index })), total: total(s.obligations) },
    duties: { entries: s.duties.map((e, index) => ({ ...e, index })), total: total(s.duties) },
    motivations: s.motivations.map((m, index) => ({ ...m, index, kindLabel: `EOTE.Obligation.Sheet.Kinds.${m.kind}` })),
    kinds: MOTIVATION_KINDS.map((k) => ({ value: k, label: `EOTE.Obligation.Sheet.Kinds.${k}` })),
  };
}

/** The list with one blank entry added at the end. */
export function withBlankEntry(list: StakeList, current: readonly unknown[]): unknown[] {
  const blank = list === "motivations" ? { kind: "strength", text: "" } : { type: "", magnitude: 0, notes: "" };
  return [...current, blank];
}

/** The list without the entry at `index` (an index out of range changes nothing). */
export function withoutEntry(current: readonly unknown[], index: number): unknown[] {
  return current.filter((_, i) => i !== index);
}
