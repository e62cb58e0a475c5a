/**
 * Stored shapes of a Force power item and its upgrade tree (seed 002 THE FORCE gives the checks; the
 * powers and their trees follow the published Edge of the Empire core rules).
 */
import type { SkillId } from "../checks/skills.ts";

/** One upgrade of a Force power: its stable key, name, experience cost and effect, our own short summary. */
export interface ForcePowerUpgrade {
  key: string;
  name: string;
  cost: number;
  effect: string;
  /** How many times it may be bought; null when only once. */
  ranks: number | null;
}

/** A Force power (seed 002 THE FORCE): the base effect is the description. */
export interface ForcePowerData {
  description: string;
  /** The Force rating a character needs to use it. */
  requiredRating: number;
  /** Force points the base effect needs from a check. */
  points: number;
  /** The skill a combined check rolls with the Force dice (stable id), or null for a plain power check. */
  skill: SkillId | null;
  upgrades: ForcePowerUpgrade[];
  /** Its effect lasts while Force dice stay committed to it. */
  commit: boolean;
  /** XP the base power costs to learn (published rule: 10 for most powers). */
  cost: number;
  /** Its upgrade tree as printed, one cell per purchase (module/rules/force/force-tree.ts); empty: not laid out. */
  tree: ForceTreeCell[];
}

/**
 * One cell of a Force power's upgrade tree: which upgrade it buys (`upgrade`, a key of `upgrades`; an
 * upgrade with `ranks` n fills n cells), where it sits (upgrade row from 1 under the base power, first
 * column 0–3, columns spanned), its lines (`up`: to the cells above it, or the base power from row 1;
 * `upColumns`: the columns, 0–3 and within its span, where that line runs up, as published trees draw a wide
 * cell joined above through only some of its columns; empty, every column it spans; `right`: to the next
 * cell in its row) and whether the owning character bought it.
 */
export interface ForceTreeCell {
  upgrade: string;
  row: number;
  column: number;
  span: number;
  up: boolean;
  upColumns: number[];
  right: boolean;
  bought: boolean;
}
