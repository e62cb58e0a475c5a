/**
 * The character sheet's Morality block (seed 002 MORALITY): stored value, this session's conflict,
 * emotional strength and weakness; the standing and threshold changes come from the derived data.
 * No Foundry global here.
 */
import type { MoralityDerived } from "../../../rules/character/derived-types.ts";
import { CONFLICT_ACTIONS } from "../../../rules/force/morality.ts";
import type { MoralityData } from "../../../rules/types.ts";

export interface ConflictOption {
  id: string;
  /** i18n key of our own short label for the row. */
  label: string;
  min: number;
  max: number;
  /** "2–3" or "10" for the option's text. */
  range: string;
}

/** The stored fields as they are, and what the block adds to them. */
export interface MoralityContext extends MoralityData {
  standing: MoralityDerived["standing"];
  /** i18n key of the standing's name. */
  standingLabel: string;
  /** Threshold changes the standing gives, as signed text ("+1"), or null when there are none. */
  thresholds: { strain: string; wounds: string } | null;
  /** The conflict table rows for the quick-add. */
  conflictOptions: ConflictOption[];
  /** The owner (or GM) may add conflict from the table. */
  canAddConflict: boolean;
}

const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`);

export function moralityBlock(stored: MoralityData, derived: MoralityDerived | undefined, owner: boolean): MoralityContext {
  const d = derived ?? { standing: "neutral" as const, strain: 0, wounds: 0 };
  return {
    value: stored.value,
    conflict: stored.conflict,
    darkSide: stored.darkSide,
    triggered: stored.triggered,
    strength: stored.strength,
    weakness: stored.weakness,
    standing: d.standing,
    standingLabel: `EOTE.Morality.Standing.${d.standing}`,
    thresholds: d.strain === 0 && d.wounds === 0 ? null : { strain: signed(d.strain), wounds: signed(d.wounds) },
    conflictOptions: CONFLICT_ACTIONS.map((r) => ({
      id: r.id, label: `EOTE.Morality.Action.${r.id}`, min: r.min, max: r.max,
      range: r.min === r.max ? `${r.min}` : `${r.min}–${r.max}`,
    })),
    canAddConflict: owner,
  };
}
