/**
 * What a character's species, career and specialisations give it, derived every preparation and
 * never stored: career skills and the wound and strain thresholds, and the state of each talent tree
 * cell. The seeds are silent on all of it; this follows the published Edge of the Empire core rules
 * (Character Creation; Talent Trees).
 */
import type { CharacteristicId } from "./characteristics.ts";
import type { CareerData, SpecialisationData, SpeciesData, TalentCell, ThresholdOverride } from "./identity-types.ts";
import { itemsOfType, type OwnedItem } from "./owned-items.ts";
import { SKILL_IDS, type SkillId } from "../checks/skills.ts";
import type { SkillRank } from "../types.ts";

/** A published talent tree is 4 talents wide and 5 deep. */
export const TREE_COLUMNS = 4;
export const TREE_ROWS = 5;
export const TREE_CELLS = TREE_COLUMNS * TREE_ROWS;

const EMPTY_CELL: TalentCell = { key: "", name: "", right: false, down: false, bought: false };

/** Exactly 20 cells, row-major: a shorter stored tree is padded with empty cells, a longer one cut. */
export function treeCells(tree: readonly TalentCell[]): TalentCell[] {
  return Array.from({ length: TREE_CELLS }, (_, i) => ({ ...EMPTY_CELL, ...tree[i] }));
}

/** The row (0 = top) of a cell index. */
export function cellRow(index: number): number {
  return Math.floor(index / TREE_COLUMNS);
}

/** A talent's cost is 5 × its row, counting from 1 at the top: 5, 10, 15, 20, 25. */
export function talentCost(index: number): number {
  return 5 * (cellRow(index) + 1);
}

/**
 * Whether a line joins the cell to a bought one. Lines run both ways: a cell's `right` joins it to
 * its right neighbour, its `down` to the cell below; a neighbour's own `right`/`down` joins it back.
 */
export function linkedToBought(tree: readonly TalentCell[], index: number): boolean {
  const cells = treeCells(tree);
  const column = index % TREE_COLUMNS;
  const at = (i: number) => cells[i] ?? EMPTY_CELL;
  const self = at(index);
  const up = index - TREE_COLUMNS;
  const down = index + TREE_COLUMNS;
  if (up >= 0 && at(up).down && at(up).bought) return true;
  if (down < TREE_CELLS && self.down && at(down).bought) return true;
  if (column > 0 && at(index - 1).right && at(index - 1).bought) return true;
  if (column < TREE_COLUMNS - 1 && self.right && at(index + 1).bought) return true;
  return false;
}

/** The cells joined to this one by a line, either way (the same lines linkedToBought follows). */
function linkedCells(cells: readonly TalentCell[], index: number): number[] {
  const column = index % TREE_COLUMNS;
  const at = (i: number) => cells[i] ?? EMPTY_CELL;
  const out: number[] = [];
  if (index - TREE_COLUMNS >= 0 && at(index - TREE_COLUMNS).down) out.push(index - TREE_COLUMNS);
  if (index + TREE_COLUMNS < TREE_CELLS && at(index).down) out.push(index + TREE_COLUMNS);
  if (column > 0 && at(index - 1).right) out.push(index - 1);
  if (column < TREE_COLUMNS - 1 && at(index).right) out.push(index + 1);
  return out;
}

/**
 * The cells no purchase can ever reach: not in the top row and joined by no chain of lines to it
 * (Talent Trees: a talent is bought from the top row or along a line from one already bought). A
 * published tree has none; the pack build refuses a tree that has any. Empty cells count as cells.
 */
export function unreachableCells(tree: readonly TalentCell[]): number[] {
  const cells = treeCells(tree);
  const reached = new Set<number>();
  const queue = Array.from({ length: TREE_COLUMNS }, (_, i) => i);
  for (const i of queue) reached.add(i);
  while (queue.length > 0) {
    for (const next of linkedCells(cells, queue.shift()!)) {
      if (!reached.has(next)) {
        reached.add(next);
        queue.push(next);
      }
    }
  }
  return cells.map((_, i) => i).filter((i) => !reached.has(i));
}

export type CellState = "bought" | "available" | "locked";

/** Bought; available (top row, or joined by a line to a bought cell); or locked. Empty cells are locked. */
export function cellState(tree: readonly TalentCell[], index: number): CellState {
  const cell = treeCells(tree)[index];
  if (!cell) return "locked";
  if (cell.bought) return "bought";
  if (cell.key === "" && cell.name === "") return "locked";
  return cellRow(index) === 0 || linkedToBought(tree, index) ? "available" : "locked";
}

/** The character's species (the first, should there be several). */
export function speciesOf(items: readonly OwnedItem[]): SpeciesData | undefined {
  return itemsOfType(items, "species")[0];
}

export function careerOf(items: readonly OwnedItem[]): CareerData | undefined {
  return itemsOfType(items, "career")[0];
}

export function specialisationsOf(items: readonly OwnedItem[]): SpecialisationData[] {
  return itemsOfType(items, "specialisation");
}

/** Career skills from the career and every specialisation, in the skill list's order. */
export function itemCareerSkills(items: readonly OwnedItem[]): SkillId[] {
  const marked = new Set<SkillId>(careerOf(items)?.careerSkills ?? []);
  for (const s of specialisationsOf(items)) for (const id of s.careerSkills) marked.add(id);
  return SKILL_IDS.filter((id) => marked.has(id));
}

/**
 * Career skills: those the items give, plus those ticked by hand. A hand mark (older worlds ticked
 * career skills themselves) stays as an override: it is never cleared by the items.
 */
export function careerSkills(skills: Partial<Record<SkillId, SkillRank>>, items: readonly OwnedItem[]): SkillId[] {
  const fromItems = new Set(itemCareerSkills(items));
  return SKILL_IDS.filter((id) => fromItems.has(id) || skills[id]?.career === true);
}

/** Threshold changes from talents and effects, added to the species' thresholds. */
export interface ThresholdBonus {
  wounds: number;
  strain: number;
}

export const NO_THRESHOLD_BONUS: ThresholdBonus = { wounds: 0, strain: 0 };

export type ThresholdSource = "override" | "species" | "stored";

export interface Thresholds {
  wounds: number;
  strain: number;
  source: { wounds: ThresholdSource; strain: ThresholdSource };
}

/**
 * Wound threshold = species base + Brawn, strain threshold = species base + Willpower (EotE core
 * rules, Step 3), plus talent and effect bonuses. A house-rule override replaces the derived value.
 * Without a species item (characters from older worlds) the stored, hand-typed threshold stands, plus
 * the same bonuses.
 */
export function characterThresholds(
  characteristics: Record<CharacteristicId, number>,
  items: readonly OwnedItem[],
  stored: { wounds: number; strain: number },
  override: ThresholdOverride | undefined,
  bonus: ThresholdBonus = NO_THRESHOLD_BONUS,
): Thresholds {
  const species = speciesOf(items);
  const one = (track: "wounds" | "strain", base: number | undefined, rating: number, extra: number) => {
    const forced = override?.[track];
    if (typeof forced === "number") return { value: Math.max(0, forced), source: "override" as const };
    if (base === undefined) return { value: Math.max(0, stored[track] + extra), source: "stored" as const };
    return { value: Math.max(0, base + rating + extra), source: "species" as const };
  };
  const wounds = one("wounds", species?.woundBase, characteristics.brawn, bonus.wounds);
  const strain = one("strain", species?.strainBase, characteristics.willpower, bonus.strain);
  return { wounds: wounds.value, strain: strain.value, source: { wounds: wounds.source, strain: strain.source } };
}

/**
 * What the species and career offer as free ranks at creation (module/rules/character/advancement.ts
 * freeRankSource): the career's count is the species' when it sets one (a Droid's 6), as in
 * module/rules/character/species.ts freeCareerRanks.
 */
export function freeRankOffer(items: readonly OwnedItem[]): { species: SkillId[]; careerSkills: SkillId[]; careerRanks: number } {
  const career = careerOf(items);
  const species = speciesOf(items);
  const careerRanks = career ? species?.careerFreeRanks ?? career.freeRanks : 0;
  return { species: species?.freeRanks ?? [], careerSkills: career?.careerSkills ?? [], careerRanks };
}
