/** Skill table rows: each row carries the pool its roll button opens the dice dialog with. */
import type { CharacteristicId } from "../../../rules/character/characteristics.ts";
import { SKILLS, getSkill, type SkillCategory, type SkillId } from "../../../rules/checks/skills.ts";
import type { Characteristics, CustomSkill, SkillCharacteristic, SkillRank } from "../../../rules/types.ts";
import type { Pool } from "../../../dice/types.ts";
import { characteristicAbbrKey, poolDisplay, type PoolDisplay } from "./common.ts";
import { checkPool } from "./pool.ts";

export interface SkillRow {
  id: string;
  /** i18n key of a standard skill; null for a custom skill, which shows `label` as typed. */
  labelKey: string | null;
  /**
   * i18n key of the name the row shows: a Knowledge skill sits under the "Knowledge skills" heading, so
   * its row drops the repeated "Knowledge" ("Core Worlds"); its title and roll label keep the full name.
   */
  nameKey: string | null;
  label: string;
  category: SkillCategory | "custom";
  characteristic: CharacteristicId;
  characteristicAbbrKey: string;
  rank: number;
  career: boolean;
  custom: boolean;
  pool: Pool;
  display: PoolDisplay;
  /** Form fields for rank and career (null where the rank is derived, as for minion groups). */
  rankField: string | null;
  careerField: string | null;
  /** A character's edit mode: the career or a specialisation makes this a career skill (its mark shows in the hand-mark checkbox's place). */
  itemCareer?: boolean;
  /** A minion group's sheet: whether this standard skill is one of its group skills (edit mode's checkbox); absent elsewhere. */
  groupSkill?: boolean;
  /** An adversary's sheet: a skill it has a rank in (a minion group's: a group skill, or its own); the row is marked. */
  trained?: boolean;
}

export interface SkillGroup {
  id: SkillCategory | "custom";
  labelKey: string;
  rows: SkillRow[];
}

function row(
  id: string, characteristic: CharacteristicId, values: Characteristics, rank: number, career: boolean,
  extra: Pick<SkillRow, "labelKey" | "label" | "category" | "custom" | "rankField" | "careerField">,
): SkillRow {
  const pool = checkPool(values[characteristic], rank);
  return {
    id, characteristic, characteristicAbbrKey: characteristicAbbrKey(characteristic), rank, career, pool,
    display: poolDisplay(pool), ...extra,
    nameKey: extra.labelKey && extra.category === "knowledge" ? `EOTE.Sheet.Skill.Short.${id}` : extra.labelKey,
  };
}

/** The characteristic a skill rolls with: an adversary's own for it, else the list's. */
function characteristicFor(id: SkillId, fallback: CharacteristicId, overrides: readonly SkillCharacteristic[]): CharacteristicId {
  return overrides.find((o) => o.skill === id)?.characteristic ?? fallback;
}

/**
 * Rows for every standard skill from stored ranks, grouped general / combat / knowledge, then custom
 * skills. An adversary's skill on another characteristic (`overrides`) shows and rolls with it.
 */
export function skillGroups(
  values: Characteristics, skills: Partial<Record<SkillId, SkillRank>>, custom: readonly CustomSkill[] = [],
  overrides: readonly SkillCharacteristic[] = [],
): SkillGroup[] {
  const categories: SkillCategory[] = ["general", "combat", "knowledge"];
  const groups: SkillGroup[] = categories.map((category) => ({
    id: category,
    labelKey: `EOTE.Sheet.SkillGroup.${category}`,
    rows: SKILLS.filter((s) => s.category === category).map((s) => {
      const stored = skills[s.id];
      return row(s.id, characteristicFor(s.id, s.characteristic, overrides), values, stored?.rank ?? 0, stored?.career ?? false, {
        labelKey: `EOTE.Skill.${s.id}`, label: s.id, category, custom: false,
        rankField: `system.skills.${s.id}.rank`, careerField: `system.skills.${s.id}.career`,
      });
    }),
  }));
  groups.push({
    id: "custom",
    labelKey: "EOTE.Sheet.SkillGroup.custom",
    rows: custom.map((c, index) => row(c.id, c.characteristic, values, c.rank, c.career, {
      labelKey: null, label: c.label, category: "custom", custom: true,
      rankField: `system.customSkills.${index}.rank`, careerField: `system.customSkills.${index}.career`,
    })),
  });
  return groups;
}

/**
 * How many rows (group headings included) the first of the skill table's two columns holds: half,
 * rounded up, as balanced columns split rows of one height; one more when a heading would end the
 * column, so a heading always stands above its first skill. The table lays its rows out in a grid of
 * that many rows (styles/sheets/_skills.scss), which costs far less than CSS columns' fragmentation.
 * Empty groups are not drawn, so they are not counted.
 */
export function skillColumnRows(groups: readonly SkillGroup[]): number {
  const isHeading = groups.filter((g) => g.rows.length > 0).flatMap((g) => [true, ...g.rows.map(() => false)]);
  let rows = Math.ceil(isHeading.length / 2);
  if (rows > 0 && rows < isHeading.length && isHeading[rows - 1]) rows += 1;
  return Math.max(rows, 1);
}

/**
 * An adversary's skill rows in play mode, within each category the trained ones first (ranked, or a minion group's
 * group skills), each kept in the list's order: what the GM rolls most stands at the head of its heading. Edit mode
 * keeps the list's order, so a row does not move away when its rank or group-skill box is changed.
 */
export function trainedFirst(rows: SkillRow[], editMode: boolean): SkillRow[] {
  return editMode ? rows : [...rows.filter((r) => r.trained), ...rows.filter((r) => !r.trained)];
}

/** Rows under the headings of their categories (general, combat, knowledge, custom), in that order; empty groups left out. */
export function groupRows(rows: readonly SkillRow[]): SkillGroup[] {
  const order: SkillGroup["id"][] = ["general", "combat", "knowledge", "custom"];
  return order
    .map((id) => ({ id, labelKey: `EOTE.Sheet.SkillGroup.${id}`, rows: rows.filter((r) => r.category === id) }))
    .filter((g) => g.rows.length > 0);
}

/**
 * A minion group's skill rows: only its group skills, each at the rank the group has now
 * (derived from the minions still standing), never stored; its own skills are group skills too, at
 * the same rank (`groupRank`).
 */
export function minionSkillRows(
  values: Characteristics, groupSkills: readonly SkillId[], ranks: Partial<Record<SkillId, number>>,
  custom: readonly CustomSkill[] = [], overrides: readonly SkillCharacteristic[] = [], groupRank = 0,
): SkillRow[] {
  const standard = groupSkills.flatMap((id) => {
    const def = getSkill(id);
    if (!def) return [];
    return [row(id, characteristicFor(id, def.characteristic, overrides), values, ranks[id] ?? 0, false, {
      labelKey: `EOTE.Skill.${id}`, label: id, category: def.category, custom: false, rankField: null, careerField: null,
    })];
  });
  const own = custom.map((c) => row(c.id, c.characteristic, values, groupRank, false, {
    labelKey: null, label: c.label, category: "custom", custom: true, rankField: null, careerField: null,
  }));
  return [...standard, ...own];
}

/**
 * A minion group's sheet: every standard skill, each marked whether it is a group skill (its
 * checkbox), at the rank the group rolls it with now (0 for one that is not), then its own skills.
 */
export function minionEditRows(
  values: Characteristics, groupSkills: readonly SkillId[], ranks: Partial<Record<SkillId, number>>,
  custom: readonly CustomSkill[] = [], overrides: readonly SkillCharacteristic[] = [], groupRank = 0,
): SkillRow[] {
  const standard = SKILLS.map((def) => {
    const inGroup = groupSkills.includes(def.id);
    return {
      ...row(def.id, characteristicFor(def.id, def.characteristic, overrides), values, inGroup ? ranks[def.id] ?? 0 : 0, false, {
        labelKey: `EOTE.Skill.${def.id}`, label: def.id, category: def.category, custom: false, rankField: null, careerField: null,
      }),
      groupSkill: inGroup,
    };
  });
  return [...standard, ...minionSkillRows(values, [], ranks, custom, overrides, groupRank)];
}

/**
 * A minion group's group skills with `skill` added (`on`) or taken out, in the skill list's order;
 * null for an id that is not a standard skill.
 */
export function withGroupSkill(current: readonly SkillId[], skill: string, on: boolean): SkillId[] | null {
  if (!getSkill(skill)) return null;
  const wanted = new Set<string>(current.filter((id) => id !== skill));
  if (on) wanted.add(skill);
  return SKILLS.map((s) => s.id).filter((id) => wanted.has(id));
}

/** The rank an actor rolls a skill at: stored rank, custom skill rank, or a minion group's derived rank. */
export interface RankSource {
  skills?: Partial<Record<SkillId, SkillRank>>;
  customSkills?: readonly CustomSkill[];
  groupRanks?: Partial<Record<SkillId, number>>;
  /** A minion group's rank in its own (custom) skills. */
  groupRank?: number;
  /** An adversary's skills on another characteristic. */
  skillCharacteristics?: readonly SkillCharacteristic[];
}

export function rankFor(skillId: string, source: RankSource): number {
  if (source.groupRanks) {
    const own = source.customSkills?.some((c) => c.id === skillId);
    return own ? source.groupRank ?? 0 : source.groupRanks[skillId as SkillId] ?? 0;
  }
  const stored = source.skills?.[skillId as SkillId];
  if (stored) return stored.rank;
  return source.customSkills?.find((c) => c.id === skillId)?.rank ?? 0;
}

export interface SkillCheck {
  pool: Pool;
  /** i18n key of the title for a standard skill, null for a custom skill (title is `label`). */
  labelKey: string | null;
  label: string;
}

/**
 * The check a skill row's roll button asks for: the skill's characteristic and the actor's rank in it
 * (stored, custom, or a minion group's derived rank). Null for an id the actor does not have.
 */
export function skillCheck(values: Characteristics, skillId: string, source: RankSource): SkillCheck | null {
  const def = getSkill(skillId);
  if (def) {
    const characteristic = characteristicFor(def.id, def.characteristic, source.skillCharacteristics ?? []);
    return { pool: checkPool(values[characteristic], rankFor(skillId, source)), labelKey: `EOTE.Skill.${def.id}`, label: def.id };
  }
  const custom = source.customSkills?.find((c) => c.id === skillId);
  if (!custom) return null;
  return { pool: checkPool(values[custom.characteristic], rankFor(skillId, source)), labelKey: null, label: custom.label };
}
