/**
 * What a species gives a character at creation, as data (published Edge of the Empire core rules, Step 3:
 * Determine Species, and each species' entry; the seeds are silent on species): starting characteristics,
 * the wound and strain bases, starting XP, free skill ranks (fixed, and chosen among listed skills),
 * starting talents, the special rules the engine knows (./species-rules.ts), and how many free
 * career-skill ranks the career and first specialisation give (published: 4 and 2; a Droid 6 and 1).
 * Pure: the sheet's drop and the guided creation both plan a start here and write what it returns.
 */
import { EoteError } from "../../dice/errors.ts";
import type { CharacteristicId } from "./characteristics.ts";
import type { CareerData, SpecialisationData, SpeciesData, SpeciesSkillChoice } from "./identity-types.ts";
import { CREATION_SKILL_MAX } from "./advancement.ts";
import { speciesIsDroid } from "./species-rules.ts";
import { SKILL_IDS, type SkillId } from "../checks/skills.ts";

/** Published: one rank in four of the career's skills at creation (Step 4: Choose a Career). */
export const CAREER_FREE_RANKS = 4;
/** Published: one rank in two of the first specialisation's career skills (Step 5: Specialisation). */
export const SPECIALISATION_FREE_RANKS = 2;

/** The species fields that are new since species were only a profile: what older data lacks. */
export const SPECIES_EXTRAS_DEFAULT: Pick<SpeciesData, "startingTalents" | "skillChoices" | "rules" | "careerFreeRanks" | "specialisationFreeRanks"> = {
  startingTalents: [], skillChoices: [], rules: [], careerFreeRanks: null, specialisationFreeRanks: null,
};

type SpeciesCounts = Pick<SpeciesData, "careerFreeRanks" | "specialisationFreeRanks">;

/**
 * The free career-skill ranks at creation: from the career (the species' count when it sets one, else the
 * career's own, else 4) and from the first specialisation (the species' count, else 2). 0 for what the
 * character does not have yet.
 */
export function freeCareerRanks(
  species: SpeciesCounts | null | undefined,
  career: Pick<CareerData, "freeRanks"> | null | undefined,
  specialisation: Pick<SpecialisationData, "careerSkills"> | null | undefined,
): { career: number; specialisation: number } {
  const careerCount = species?.careerFreeRanks ?? career?.freeRanks ?? CAREER_FREE_RANKS;
  const specCount = species?.specialisationFreeRanks ?? SPECIALISATION_FREE_RANKS;
  return { career: career ? Math.max(0, careerCount) : 0, specialisation: specialisation ? Math.max(0, specCount) : 0 };
}

/** How many skills the species' choices pick in all. */
export function speciesPickCount(species: Pick<SpeciesData, "skillChoices">): number {
  return (species.skillChoices ?? []).reduce((n, c) => n + Math.max(0, c.count), 0);
}

/** The skills a choice allows: its list, or every skill when empty; never a career skill when `nonCareer`. */
export function choiceOptions(choice: SpeciesSkillChoice, careerSkills: readonly SkillId[]): SkillId[] {
  const listed = choice.skills.length ? SKILL_IDS.filter((id) => choice.skills.includes(id)) : [...SKILL_IDS];
  return choice.nonCareer ? listed.filter((id) => !careerSkills.includes(id)) : listed;
}

const refuse = (key: string, message: string, data: Record<string, string | number> = {}) =>
  new EoteError(`EOTE.Species.Error.${key}`, message, data);

/**
 * The picks split by choice, in the order of `skillChoices` (the first `count` picks answer the first
 * choice, and so on), or the rule they break: the wrong number, a skill the choice does not list, a career
 * skill where the choice wants non-career ones (against the career skills known now), or the same skill
 * twice (published: "two different" skills).
 */
export function checkSpeciesPicks(
  species: Pick<SpeciesData, "skillChoices">,
  picks: readonly SkillId[],
  careerSkills: readonly SkillId[] = [],
): { ok: true; byChoice: SkillId[][] } | { ok: false; error: EoteError } {
  const want = speciesPickCount(species);
  if (picks.length !== want) return { ok: false, error: refuse("PickCount", `Choose ${want} skills.`, { count: want }) };
  if (new Set(picks).size !== picks.length) return { ok: false, error: refuse("PickTwice", "Choose different skills.") };
  const byChoice: SkillId[][] = [];
  let at = 0;
  for (const choice of species.skillChoices ?? []) {
    const mine = picks.slice(at, at + choice.count);
    at += choice.count;
    const allowed = choiceOptions(choice, careerSkills);
    const wrong = mine.find((id) => !allowed.includes(id));
    if (wrong) {
      const key = choice.nonCareer && careerSkills.includes(wrong) ? "PickCareer" : "PickNotListed";
      return { ok: false, error: refuse(key, `${wrong} cannot be chosen here.`, { skill: wrong }) };
    }
    byChoice.push(mine);
  }
  return { ok: true, byChoice };
}

/**
 * Never past rank 2 at creation (published rule: no skill above rank 2 when creation ends, free ranks
 * included): the skills that `grants` (one rank each, a skill listed twice gets two) would take past it.
 */
export function ranksPastCreationMax(ranks: Partial<Record<SkillId, number>>, grants: readonly SkillId[]): SkillId[] {
  const after = new Map<SkillId, number>();
  for (const id of grants) after.set(id, (after.get(id) ?? ranks[id] ?? 0) + 1);
  return [...after].filter(([, rank]) => rank > CREATION_SKILL_MAX).map(([id]) => id);
}

/** The refusal for ranks past the creation maximum, or null. */
export function checkCreationRanks(ranks: Partial<Record<SkillId, number>>, grants: readonly SkillId[]): EoteError | null {
  const past = ranksPastCreationMax(ranks, grants);
  if (!past.length) return null;
  return new EoteError("EOTE.Advancement.Error.CreationSkillMax", `No skill above rank ${CREATION_SKILL_MAX} during character creation.`, { max: CREATION_SKILL_MAX });
}

/** What a species' start writes on a fresh character. */
export interface SpeciesStartPlan {
  ok: true;
  characteristics: Record<CharacteristicId, number>;
  woundBase: number;
  strainBase: number;
  startingXp: number;
  /** One free rank each, fixed ranks first, then the picks (source "species" and "speciesChoice" in the ledger). */
  freeRanks: { skill: SkillId; source: "species" | "speciesChoice" }[];
  /** Talents-pack keys, one rank each. */
  talents: string[];
  /** Whether the character becomes a droid (the `droid` species rule). */
  droid: boolean;
  /** The free career-skill ranks the career and first specialisation will give (null: their published counts). */
  careerFreeRanks: number | null;
  specialisationFreeRanks: number | null;
}

/**
 * The species' start with the player's picks: refused when the picks break a choice (checkSpeciesPicks) or a
 * skill would pass rank 2 from the species alone. Picks may be left out (`{ skills: [] }`) only with
 * `deferChoices`, when they are made later (a non-career choice waits for the career).
 */
export function speciesStartPlan(
  species: SpeciesData,
  picks: { skills: SkillId[] },
  options: { careerSkills?: readonly SkillId[]; ranks?: Partial<Record<SkillId, number>>; deferChoices?: boolean } = {},
): SpeciesStartPlan | { ok: false; error: EoteError } {
  const deferred = options.deferChoices === true && picks.skills.length === 0;
  const checked = deferred ? { ok: true as const, byChoice: [] } : checkSpeciesPicks(species, picks.skills, options.careerSkills);
  if (!checked.ok) return checked;
  const fixed = [...new Set(species.freeRanks ?? [])];
  const chosen = checked.byChoice.flat();
  const past = checkCreationRanks(options.ranks ?? {}, [...fixed, ...chosen]);
  if (past) return { ok: false, error: past };
  return {
    ok: true,
    characteristics: { ...species.characteristics },
    woundBase: species.woundBase, strainBase: species.strainBase, startingXp: species.startingXp,
    freeRanks: [...fixed.map((skill) => ({ skill, source: "species" as const })), ...chosen.map((skill) => ({ skill, source: "speciesChoice" as const }))],
    talents: [...new Set(species.startingTalents ?? [])].filter((k) => k !== ""),
    droid: speciesIsDroid(species.rules ?? []),
    careerFreeRanks: species.careerFreeRanks ?? null,
    specialisationFreeRanks: species.specialisationFreeRanks ?? null,
  };
}
