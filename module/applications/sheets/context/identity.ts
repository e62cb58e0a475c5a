/**
 * Context of the identity item sheets (species, career, specialisation) and the form folding back
 * into their stored lists. Pure: the item sheet calls these.
 */
import { CHARACTERISTICS } from "../../../rules/character/characteristics.ts";
import { cellRow, talentCost, treeCells, TREE_COLUMNS, TREE_ROWS } from "../../../rules/character/identity.ts";
import { SKILLS, type SkillId } from "../../../rules/checks/skills.ts";
import { SPECIES_RULE_IDS } from "../../../rules/character/species-rules.ts";
import type { ItemDataByType, ItemType, TalentCell } from "../../../rules/types.ts";

export interface SkillToggle {
  id: SkillId;
  labelKey: string;
  field: string;
  checked: boolean;
}

export interface TreeCellField extends TalentCell {
  index: number;
  /** Form field prefix: `system.tree.<index>`. */
  field: string;
  cost: number;
  /** The last column has no right neighbour, the last row nothing below. */
  canRight: boolean;
  canDown: boolean;
  /** Its column, counting from 1 (the editor labels each cell by row and column). */
  column: number;
  /** Its talent is not in the talents pack (a homebrew key): the picker keeps it as an option of its own. */
  unlisted: boolean;
  /** Its talent's name in the talents pack ("" for none or unlisted): the picker's one option until it is used (talent-picker.ts). */
  pickLabel: string;
}

export interface IdentityItemContext {
  /** The skill checkboxes: career skills (careers, specialisations) or free ranks (species). */
  skillChecks: SkillToggle[];
  skillField: string;
  characteristics: { id: string; labelKey: string; field: string; value: number }[];
  /** Specialisations: the tree, row by row. */
  treeRows: { labelKey: string; row: number; cost: number; cells: TreeCellField[] }[];
  /** Species: what it gives at creation besides its profile (module/rules/character/species.ts); null for others. */
  species: SpeciesExtrasView | null;
}

export interface SpeciesExtrasView {
  /** The starting talents' keys, comma-separated, as the text field shows them. */
  talents: string;
  choices: { count: number; nonCareer: boolean; any: boolean; skillKeys: string[] }[];
  rules: { id: string; labelKey: string; field: string; checked: boolean }[];
  careerFreeRanks: number | null;
  specialisationFreeRanks: number | null;
}

function speciesExtras(s: Partial<ItemDataByType["species"]>): SpeciesExtrasView {
  const rules = new Set<string>(s.rules ?? []);
  return {
    talents: (s.startingTalents ?? []).join(", "),
    choices: (s.skillChoices ?? []).map((c) => ({
      count: c.count, nonCareer: c.nonCareer, any: c.skills.length === 0, skillKeys: c.skills.map((id) => `EOTE.Skill.${id}`),
    })),
    rules: SPECIES_RULE_IDS.map((id) => ({ id, labelKey: `EOTE.Identity.Species.Rule.${id}`, field: `system.rules.${id}`, checked: rules.has(id) })),
    careerFreeRanks: s.careerFreeRanks ?? null,
    specialisationFreeRanks: s.specialisationFreeRanks ?? null,
  };
}

const LIST_FIELD: Partial<Record<ItemType, "careerSkills" | "freeRanks">> = {
  species: "freeRanks", career: "careerSkills", specialisation: "careerSkills",
};

/** `listed`: the talents pack's talents by key, their names as the pack gives them (edit mode only). */
export function identityItemContext(type: ItemType, system: ItemDataByType[ItemType], listed?: ReadonlyMap<string, string>): IdentityItemContext | null {
  const list = LIST_FIELD[type];
  if (!list) return null;
  const chosen = new Set<string>((system as unknown as Record<string, string[]>)[list] ?? []);
  const s = system as unknown as Partial<ItemDataByType["species"] & ItemDataByType["specialisation"]>;
  const cells = type === "specialisation" ? treeCells(s.tree ?? []) : [];
  return {
    skillField: `system.${list}`,
    skillChecks: SKILLS.map((k) => ({
      id: k.id, labelKey: `EOTE.Skill.${k.id}`, field: `system.${list}.${k.id}`, checked: chosen.has(k.id),
    })),
    characteristics: type === "species" && s.characteristics
      ? CHARACTERISTICS.map((id) => ({ id, labelKey: `EOTE.Characteristic.${id}`, field: `system.characteristics.${id}`, value: s.characteristics![id] }))
      : [],
    species: type === "species" ? speciesExtras(s) : null,
    treeRows: Array.from({ length: cells.length ? TREE_ROWS : 0 }, (_, row) => ({
      row: row + 1, labelKey: "EOTE.Advancement.Row", cost: talentCost(row * TREE_COLUMNS),
      cells: cells.slice(row * TREE_COLUMNS, (row + 1) * TREE_COLUMNS).map((c, i) => {
        const index = row * TREE_COLUMNS + i;
        return {
          ...c, index, field: `system.tree.${index}`, cost: talentCost(index),
          canRight: i < TREE_COLUMNS - 1, canDown: cellRow(index) < TREE_ROWS - 1, column: i + 1,
          unlisted: c.key !== "" && !(listed?.has(c.key) ?? false),
          pickLabel: c.key === "" ? "" : listed?.get(c.key) ?? "",
        };
      }),
    })),
  };
}

// The form folding is in form.ts (the item sheet folds every submit, before any render builds context).
export { foldIdentityForm, foldSkillChecks } from "./form.ts";
