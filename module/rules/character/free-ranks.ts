/**
 * The free skill ranks at character creation and which are still to choose (published Edge of the Empire
 * core rules, Steps 3 to 5; the seeds are silent): the species' chosen ranks (Human, Twi'lek), one rank in
 * each of four of the career's skills and in two of the first specialisation's career skills (a species
 * may change those counts: a Droid trains six and one). Each pick is a different skill within its source,
 * sources may stack on one skill, and no skill passes rank 2 at creation.
 *
 * A free rank given is a ledger entry (a `skill` purchase costing 0) whose `source` says where it came
 * from: "species" (a rank the species fixes), "speciesChoice", "career" or "specialisation"; `item` names
 * the item that gave it. Undo takes such an entry back like any purchase; what is still to choose is what
 * the unrefunded entries have not used. Pure: the shell reads the character and writes the grants.
 */
import { EoteError } from "../../dice/errors.ts";
import type { CareerData, LedgerEntry, SpecialisationData, SpeciesData } from "./identity-types.ts";
import { CREATION_SKILL_MAX } from "./advancement.ts";
import { checkCreationRanks, choiceOptions, freeCareerRanks } from "./species.ts";
import type { SkillId } from "../checks/skills.ts";

export type FreeRankSource = "species" | "speciesChoice" | "career" | "specialisation";
export const FREE_RANK_SOURCES: readonly FreeRankSource[] = ["species", "speciesChoice", "career", "specialisation"];

/** The character as the free ranks read it. */
export interface FreeRankState {
  creation: boolean;
  species: SpeciesData | null;
  career: CareerData | null;
  /** The first specialisation (the one that came free with the career). */
  specialisation: SpecialisationData | null;
  /** Every career skill the character has now (career and specialisations). */
  careerSkills: readonly SkillId[];
  ranks: Partial<Record<SkillId, number>>;
  ledger: readonly LedgerEntry[];
}

/** One group of free ranks still to choose: `count` different skills among `options`. */
export interface FreeRankGroup {
  source: "speciesChoice" | "career" | "specialisation";
  /** For a species choice, its index in `skillChoices`; else -1. */
  choice: number;
  count: number;
  options: SkillId[];
  /** A species' non-career choice waits for the career (its options are not known yet). */
  waiting: boolean;
}

/** The first specialisation: the first one no unrefunded ledger entry bought (it came free with the career). */
export function firstSpecialisationId(specialisationIds: readonly string[], ledger: readonly LedgerEntry[]): string | undefined {
  const bought = new Set(ledger.filter((e) => e.kind === "specialisation" && !e.refunded).map((e) => e.item));
  return specialisationIds.find((id) => !bought.has(id));
}

/** The unrefunded free ranks given from a source, in ledger order. */
export function freeRanksGiven(ledger: readonly LedgerEntry[], source: FreeRankSource): SkillId[] {
  return ledger.filter((e) => e.kind === "skill" && !e.refunded && e.cost === 0 && e.source === source).map((e) => e.target as SkillId);
}

const open = (ranks: FreeRankState["ranks"], id: SkillId) => (ranks[id] ?? 0) < CREATION_SKILL_MAX;

function speciesGroups(s: FreeRankState): FreeRankGroup[] {
  const species = s.species;
  if (!species) return [];
  let made = freeRanksGiven(s.ledger, "speciesChoice");
  const groups: FreeRankGroup[] = [];
  (species.skillChoices ?? []).forEach((choice, index) => {
    // Picks are made in the order of the choices: the first `count` answer the first choice, and so on.
    const mine = made.slice(0, choice.count);
    made = made.slice(choice.count);
    const count = choice.count - mine.length;
    if (count <= 0) return;
    const waiting = choice.nonCareer && !s.career;
    const options = waiting ? [] : choiceOptions(choice, s.careerSkills).filter((id) => !mine.includes(id) && open(s.ranks, id));
    groups.push({ source: "speciesChoice", choice: index, count: waiting ? count : Math.min(count, options.length), options, waiting });
  });
  return groups.filter((g) => g.waiting || g.count > 0);
}

function careerGroup(s: FreeRankState, source: "career" | "specialisation", skills: readonly SkillId[], total: number): FreeRankGroup[] {
  const given = freeRanksGiven(s.ledger, source);
  const options = skills.filter((id, i) => skills.indexOf(id) === i && !given.includes(id) && open(s.ranks, id));
  const count = Math.min(total - given.length, options.length);
  return count > 0 ? [{ source, choice: -1, count, options, waiting: false }] : [];
}

/** The free ranks still to choose at creation; none outside creation. */
export function pendingFreeRanks(s: FreeRankState): FreeRankGroup[] {
  if (!s.creation) return [];
  const counts = freeCareerRanks(s.species, s.career, s.specialisation);
  return [
    ...speciesGroups(s),
    ...careerGroup(s, "career", s.career?.careerSkills ?? [], counts.career),
    ...careerGroup(s, "specialisation", s.specialisation?.careerSkills ?? [], counts.specialisation),
  ];
}

/** The picks for the free ranks still to choose: species choices in their order, the career's, the specialisation's. */
export interface FreeRankPicks {
  species?: SkillId[];
  career: SkillId[];
  specialisation: SkillId[];
}

/** One free rank to give: the skill, where it comes from, and its rank before and after. */
export interface FreeRankGrant {
  skill: SkillId;
  source: FreeRankSource;
  from: number;
  to: number;
}

const refuse = (key: string, message: string, data: Record<string, string | number> = {}) =>
  ({ ok: false as const, error: new EoteError(`EOTE.FreeRanks.Error.${key}`, message, data) });

/**
 * The grants for these picks, or the rule they break: outside creation; a group given more or fewer picks
 * than it has left (fewer only when its options run out); a skill it does not offer or picked twice; a
 * species choice still waiting for the career; a skill past rank 2. An empty list for a source with nothing
 * pending is accepted.
 */
export function checkFreeRankPicks(s: FreeRankState, picks: FreeRankPicks): { ok: true; grants: FreeRankGrant[] } | { ok: false; error: EoteError } {
  if (!s.creation) return refuse("CreationOnly", "Free ranks are chosen during character creation only.");
  const groups = pendingFreeRanks(s);
  const wanted: { group: FreeRankGroup; picks: SkillId[] }[] = [];
  let species = [...(picks.species ?? [])];
  for (const group of groups.filter((g) => g.source === "speciesChoice")) {
    if (group.waiting) {
      if (species.length) return refuse("WaitsForCareer", "This choice is made once the character has a career.");
      continue;
    }
    wanted.push({ group, picks: species.slice(0, group.count) });
    species = species.slice(group.count);
  }
  if (species.length) return refuse("TooMany", "More skills were chosen than are free.");
  for (const source of ["career", "specialisation"] as const) {
    const group = groups.find((g) => g.source === source);
    const mine = picks[source] ?? [];
    if (!group) {
      if (mine.length) return refuse("TooMany", "More skills were chosen than are free.");
      continue;
    }
    wanted.push({ group, picks: mine });
  }
  const grants: FreeRankGrant[] = [];
  const ranks = { ...s.ranks };
  for (const { group, picks: mine } of wanted) {
    if (mine.length !== group.count) return refuse("Count", `Choose ${group.count} skills.`, { count: group.count });
    if (new Set(mine).size !== mine.length) return refuse("Twice", "Choose different skills.");
    const wrong = mine.find((id) => !group.options.includes(id));
    if (wrong) return refuse("NotOffered", `${wrong} is not offered here.`, { skill: wrong });
    for (const skill of mine) {
      const from = ranks[skill] ?? 0;
      ranks[skill] = from + 1;
      grants.push({ skill, source: group.source, from, to: from + 1 });
    }
  }
  const past = checkCreationRanks(s.ranks, grants.map((g) => g.skill));
  if (past) return { ok: false, error: past };
  return { ok: true, grants };
}
