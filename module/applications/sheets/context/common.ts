/** Pieces every sheet context shares: characteristics, damage tracks, tabs and pool display. */
import { CHARACTERISTICS, type CharacteristicId } from "../../../rules/character/characteristics.ts";
import type { TrackState } from "../../../rules/character/derived-types.ts";
import type { Characteristics } from "../../../rules/types.ts";
import { DIE_TYPES, type DieType, type Pool } from "../../../dice/types.ts";

export const SHEET = "EOTE.Sheet";

export interface CharacteristicEntry {
  id: CharacteristicId;
  labelKey: string;
  abbrKey: string;
  /** The rating as prepared: what checks and derived values use (effects such as Dedication included). */
  value: number;
  /** The rating as stored: what the edit-mode input shows and writes. */
  stored: number;
  /** What effects add to the stored rating (value − stored), shown beside the input. */
  bonus: number;
  /** Form field path. */
  field: string;
}

export function characteristicLabelKey(id: CharacteristicId): string {
  return `EOTE.Characteristic.${id}`;
}

export function characteristicAbbrKey(id: CharacteristicId): string {
  return `${SHEET}.Abbr.${id}`;
}

/**
 * The six characteristics: prepared `values` to show, `stored` ones for the edit-mode inputs. Foundry's
 * `actor.system` has the effects applied (Dedication adds to a characteristic); an input showing that
 * value would write it back into the stored data on the next form change, and the effect would count twice.
 */
export function characteristicEntries(values: Characteristics, stored: Characteristics = values): CharacteristicEntry[] {
  return CHARACTERISTICS.map((id) => ({
    id,
    labelKey: characteristicLabelKey(id),
    abbrKey: characteristicAbbrKey(id),
    value: values[id],
    stored: stored[id] ?? values[id],
    bonus: values[id] - (stored[id] ?? values[id]),
    field: `system.characteristics.${id}`,
  }));
}

export interface TrackEntry extends TrackState {
  id: string;
  labelKey: string;
  /** Form field of the stored current value. */
  field: string;
  /** Form field and stored value of the threshold; null where it is not edited here (minion groups). */
  thresholdField: string | null;
  storedThreshold: number;
  /** Fill of the track bar against its threshold, 0–100. */
  pct: number;
}

/**
 * A damage track for display; `id` is the stored field name ("wounds", "hullTrauma"). `stored` is the
 * stored track whose threshold the edit input changes; without it the threshold is not edited here.
 */
export function trackEntry(id: string, state: TrackState, stored?: { threshold: number }): TrackEntry {
  return {
    ...state,
    id,
    labelKey: `${SHEET}.Track.${id}`,
    field: `system.${id}.value`,
    thresholdField: stored ? `system.${id}.threshold` : null,
    storedThreshold: stored?.threshold ?? state.threshold,
    pct: percent(state.value, state.threshold),
  };
}

/** value / max as a whole percentage clamped to 0–100; an empty max reads full once anything is on it. */
export function percent(value: number, max: number): number {
  if (max <= 0) return value > 0 ? 100 : 0;
  return Math.min(100, Math.max(0, Math.round((value / max) * 100)));
}

export interface TabEntry {
  id: string;
  group: string;
  labelKey: string;
  active: boolean;
  cssClass: string;
}

/** Tabs for the sheet's nav; the first is active when `active` names none of them. */
export function tabEntries(ids: readonly string[], active: string | undefined, group = "primary"): TabEntry[] {
  const current = active !== undefined && ids.includes(active) ? active : ids[0];
  return ids.map((id) => ({
    id, group, labelKey: `${SHEET}.Tab.${id}`, active: id === current, cssClass: id === current ? "active" : "",
  }));
}

export interface PoolDisplay {
  /** One entry per die in display order, for the die icons. */
  dice: DieType[];
  /** Counts per die type for the screen-reader text: "2 Proficiency". */
  parts: { die: DieType; count: number; labelKey: string }[];
}

export function poolDisplay(pool: Pool): PoolDisplay {
  const dice: DieType[] = [];
  const parts: PoolDisplay["parts"] = [];
  for (const die of DIE_TYPES) {
    const count = pool[die];
    if (count <= 0) continue;
    for (let i = 0; i < count; i++) dice.push(die);
    parts.push({ die, count, labelKey: `${SHEET}.Die.${die}` });
  }
  return { dice, parts };
}

/** A track's value after taking `delta` (healing is negative), kept within 0 and the track's max. */
export function adjustTrack(value: number, delta: number, max: number): number {
  return Math.max(0, Math.min(Math.max(0, max), value + delta));
}
