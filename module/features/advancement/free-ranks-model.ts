/**
 * The free-rank prompt (pure): what templates/dialogs/free-ranks.hbs shows for the groups still to choose
 * (module/rules/character/free-ranks.ts pendingFreeRanks), and the picks read back from its form.
 */
import type { FreeRankGroup, FreeRankPicks } from "../../rules/character/free-ranks.ts";
import { isSkillId, type SkillId } from "../../rules/checks/skills.ts";

export const FREE_RANKS_TEMPLATE = "templates/dialogs/free-ranks.hbs";
/** The prompt's width in pixels: three columns of skills. */
export const FREE_RANKS_WIDTH = 600;

/** One group as the prompt shows it: a heading, how many to tick, and a checkbox per skill. */
export interface FreeRankGroupView {
  /** The form field prefix: species0, species1 … for the species' choices, career, specialisation. */
  field: string;
  headingKey: string;
  name: string;
  count: number;
  skills: { id: SkillId; labelKey: string; rank: number }[];
}

const fieldOf = (g: FreeRankGroup): string => (g.source === "speciesChoice" ? `species${g.choice}` : g.source);

/** The prompt's groups: those that can be chosen now (a species' non-career choice waits for the career). */
export function freeRanksContext(
  groups: readonly FreeRankGroup[],
  names: { species: string; career: string; specialisation: string },
  ranks: Partial<Record<SkillId, number>>,
): { groups: FreeRankGroupView[]; waiting: boolean } {
  const shown = groups.filter((g) => !g.waiting).map((g) => ({
    field: fieldOf(g),
    headingKey: `EOTE.FreeRanks.From.${g.source}`,
    name: g.source === "speciesChoice" ? names.species : names[g.source],
    count: g.count,
    skills: g.options.map((id) => ({ id, labelKey: `EOTE.Skill.${id}`, rank: ranks[id] ?? 0 })),
  }));
  return { groups: shown, waiting: groups.some((g) => g.waiting) };
}

/**
 * The picks from the submitted form (`<field>.<skillId>` checkboxes): species choices in their order, then
 * the career's and the specialisation's. Unknown names and unticked boxes are ignored; the rules check the rest.
 */
export function readFreeRanksForm(form: Record<string, unknown>, groups: readonly FreeRankGroup[]): FreeRankPicks {
  const ticked = (field: string): SkillId[] => {
    const out: SkillId[] = [];
    for (const [name, value] of Object.entries(form)) {
      const [prefix, id] = name.split(".");
      if (prefix === field && value === true && isSkillId(id) && !out.includes(id)) out.push(id);
    }
    return out;
  };
  const species = groups.filter((g) => g.source === "speciesChoice" && !g.waiting).flatMap((g) => ticked(fieldOf(g)));
  return { species, career: ticked("career"), specialisation: ticked("specialisation") };
}
