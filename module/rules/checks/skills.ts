/**
 * The skill list (seed 002 SKILL LIST, seed 001 Skills), keyed by stable camelCase ids.
 * Labels come from EOTE.Skill.<id>; logic never uses the English names.
 * Seed 002 also lists "Piloting (Heavy)"; the published Edge of the Empire list has no such skill
 * (it looks like an OCR repeat of the Ranged (Heavy) line), so it is left out.
 */
import type { CharacteristicId } from "../character/characteristics.ts";

export type SkillCategory = "general" | "combat" | "knowledge";

export interface SkillDefinition {
  readonly id: SkillId;
  readonly characteristic: CharacteristicId;
  readonly category: SkillCategory;
}

export type SkillId =
  | "astrogation" | "athletics" | "charm" | "coercion" | "computers" | "cool" | "coordination"
  | "deception" | "discipline" | "leadership" | "mechanics" | "medicine" | "negotiation"
  | "perception" | "pilotingPlanetary" | "pilotingSpace" | "resilience" | "skulduggery"
  | "stealth" | "streetwise" | "survival" | "vigilance"
  | "brawl" | "gunnery" | "lightsaber" | "melee" | "rangedHeavy" | "rangedLight"
  | "coreWorlds" | "education" | "lore" | "outerRim" | "underworld" | "xenology";

const skill = (id: SkillId, characteristic: CharacteristicId, category: SkillCategory): SkillDefinition =>
  ({ id, characteristic, category });

export const SKILLS: readonly SkillDefinition[] = [
  skill("astrogation", "intellect", "general"),
  skill("athletics", "brawn", "general"),
  skill("charm", "presence", "general"),
  skill("coercion", "willpower", "general"),
  skill("computers", "intellect", "general"),
  skill("cool", "presence", "general"),
  skill("coordination", "agility", "general"),
  skill("deception", "cunning", "general"),
  skill("discipline", "willpower", "general"),
  skill("leadership", "presence", "general"),
  skill("mechanics", "intellect", "general"),
  skill("medicine", "intellect", "general"),
  skill("negotiation", "presence", "general"),
  skill("perception", "cunning", "general"),
  skill("pilotingPlanetary", "agility", "general"),
  skill("pilotingSpace", "agility", "general"),
  skill("resilience", "brawn", "general"),
  skill("skulduggery", "cunning", "general"),
  skill("stealth", "agility", "general"),
  skill("streetwise", "cunning", "general"),
  skill("survival", "cunning", "general"),
  skill("vigilance", "willpower", "general"),
  skill("brawl", "brawn", "combat"),
  skill("gunnery", "agility", "combat"),
  skill("lightsaber", "brawn", "combat"),
  skill("melee", "brawn", "combat"),
  skill("rangedHeavy", "agility", "combat"),
  skill("rangedLight", "agility", "combat"),
  skill("coreWorlds", "intellect", "knowledge"),
  skill("education", "intellect", "knowledge"),
  skill("lore", "intellect", "knowledge"),
  skill("outerRim", "intellect", "knowledge"),
  skill("underworld", "intellect", "knowledge"),
  skill("xenology", "intellect", "knowledge"),
];

export const SKILL_IDS: readonly SkillId[] = SKILLS.map((s) => s.id);

const BY_ID = new Map<string, SkillDefinition>(SKILLS.map((s) => [s.id, s]));

export function isSkillId(value: unknown): value is SkillId {
  return typeof value === "string" && BY_ID.has(value);
}

/** The skill's definition, or undefined for an unknown id. */
export function getSkill(id: string): SkillDefinition | undefined {
  return BY_ID.get(id);
}

/** Skill ranks run 0 to 5. */
export const SKILL_RANK_MAX = 5;

/**
 * Published adversary profiles go past 5 (a creature's Resilience 8); the character rule stays at 5.
 * The bound is ours, generous, only to keep a pool's size finite.
 */
export const ADVERSARY_SKILL_RANK_MAX = 12;
