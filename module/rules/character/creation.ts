/**
 * A new character from its choices, planned before anything is written (published Edge of the Empire
 * core rules, Character Creation, Steps 2–7; the seeds are silent on creation). The guided creation
 * window shows the plan and the shell writes it through the sheet's own purchases, in the plan's order.
 * Every cost and limit is the advancement rules' own (./advancement.ts: characteristics 10 × the new
 * rating during creation only, up to 5; skill ranks 5 × the new rank, 5 more outside the career, no
 * rank above 2 at creation, free ranks included; talents by their row), never a second copy.
 */
import { EoteError } from "../../dice/errors.ts";
import { checkCharacteristic, checkSkillRank, checkTalent, type Purchase } from "./advancement.ts";
import { CHARACTERISTICS, type CharacteristicId } from "./characteristics.ts";
import { gearSpend, obligationStart, STARTING_CREDITS, type GearChoice } from "./creation-start.ts";
import { characterThresholds, treeCells } from "./identity.ts";
import { checkCreationRanks, checkSpeciesPicks, choiceOptions, freeCareerRanks, speciesPickCount } from "./species.ts";
import { checkFreeRankPicks, pendingFreeRanks, type FreeRankGrant, type FreeRankState } from "./free-ranks.ts";
import type { CareerData, LedgerEntry, SpecialisationData, SpeciesData } from "./identity-types.ts";
import { SKILL_IDS, type SkillId } from "../checks/skills.ts";

/** A species as the plan reads it: its stored profile and its rules as data (./species.ts). */
export type CreationSpecies = Omit<SpeciesData, "description">;

export interface CreationChoices {
  species: CreationSpecies | null;
  /** The skills picked for the species' choices, all choices together. */
  speciesSkills: readonly SkillId[];
  career: Pick<CareerData, "key" | "careerSkills" | "freeRanks"> | null;
  specialisation: Pick<SpecialisationData, "key" | "career" | "careerSkills" | "tree"> | null;
  /** The free ranks chosen among the career's and the specialisation's career skills. */
  freeRanks: { career: readonly SkillId[]; specialisation: readonly SkillId[] };
  /** The rating wanted for each characteristic raised with XP. */
  characteristics: Partial<Record<CharacteristicId, number>>;
  /** Ranks bought with XP in each skill, on top of the free ones. */
  skills: Partial<Record<SkillId, number>>;
  /** Talent tree cells of the specialisation, in the order bought. */
  talents: readonly number[];
  partySize: number;
  obligation: { type: string; extras: readonly string[] };
  gear: readonly GearChoice[];
}

export type FreeSource = "species" | "career" | "specialisation";

/** One write of the plan, in order: what the sheet's purchase of it costs and changes. */
export interface PlannedPurchase {
  kind: "characteristic" | "skill" | "talent";
  target: string;
  cost: number;
  from: number;
  to: number;
  free: FreeSource | null;
  cell: number;
}

export interface CreationPlan {
  ok: boolean;
  refusals: EoteError[];
  /** Steps not chosen yet: "species", "career", "specialisation", "freeRanks", "speciesSkills". */
  missing: string[];
  xp: { total: number; spent: number; available: number };
  credits: { total: number; spent: number; left: number };
  characteristics: Record<CharacteristicId, number>;
  skills: Record<SkillId, { rank: number; career: boolean; free: number }>;
  careerSkills: SkillId[];
  talents: { key: string; rank: number }[];
  thresholds: { wounds: number; strain: number };
  freeRanks: Record<FreeSource, { used: number; max: number }>;
  obligation: { type: string; magnitude: number; base: number; extra: number };
  purchases: PlannedPurchase[];
}

const refusal = (key: string, message: string, data: Record<string, string | number> = {}) =>
  new EoteError(`EOTE.Creation.Error.${key}`, message, data);

/**
 * The species' picks so far (./species.ts decides): each must be one a choice allows (choiceOptions); once
 * all are made, the whole set is checked (checkSpeciesPicks: the count, different skills, non-career).
 */
function speciesPicks(species: CreationSpecies, picks: readonly SkillId[], career: readonly SkillId[], refusals: EoteError[]): SkillId[] {
  const want = speciesPickCount(species);
  const allowed = new Set(species.skillChoices.flatMap((c) => choiceOptions(c, career)));
  const unique = [...new Set(picks)];
  const bad = unique.find((id) => !allowed.has(id));
  if (bad) {
    const listed = species.skillChoices.some((c) => c.skills.length === 0 || c.skills.includes(bad));
    refusals.push(new EoteError(`EOTE.Species.Error.${listed ? "PickCareer" : "PickNotListed"}`, `${bad} cannot be chosen here.`, { skill: bad }));
    return unique.filter((id) => allowed.has(id)).slice(0, want);
  }
  if (unique.length < want) return unique;
  const result = checkSpeciesPicks(species, unique, career);
  if (!result.ok) {
    refusals.push(result.error);
    return unique.slice(0, want);
  }
  return result.byChoice.flat();
}

/** A free rank already given, as the sheet's ledger records it (for the chooser's state). */
const given = (skill: SkillId, source: string, from: number): LedgerEntry => ({
  kind: "skill", target: skill, cost: 0, time: 0, user: "", from, to: from + 1, item: "", created: false, source, cell: -1, refunded: false,
});

/**
 * The career's and the first specialisation's free ranks as the sheet's chooser sees them (./free-ranks.ts):
 * each pick must be one its group offers now (pendingFreeRanks), no more than the group's count; once every
 * pick is made the whole set is checked there (checkFreeRankPicks: counts, different skills, rank 2).
 * `complete` when every group has its picks.
 */
function careerGrants(state: FreeRankState, picks: CreationChoices["freeRanks"], wholeCheck: boolean, refusals: EoteError[]): { grants: FreeRankGrant[]; complete: boolean } {
  const groups = pendingFreeRanks(state);
  const kept: Record<"career" | "specialisation", SkillId[]> = { career: [], specialisation: [] };
  let complete = true;
  for (const source of ["career", "specialisation"] as const) {
    const group = groups.find((g) => g.source === source);
    for (const skill of new Set(picks[source])) {
      if (!group || !group.options.includes(skill)) refusals.push(new EoteError("EOTE.FreeRanks.Error.NotOffered", `${skill} is not offered here.`, { skill }));
      else if (kept[source].length >= group.count) {
        refusals.push(refusal(source === "career" ? "CareerFreeRanks" : "SpecialisationFreeRanks", `Only ${group.count} free ranks from the ${source}.`, { max: group.count }));
      } else kept[source].push(skill);
    }
    if (group && kept[source].length < group.count) complete = false;
  }
  if (complete && wholeCheck) {
    const whole = checkFreeRankPicks(state, kept);
    if (whole.ok) return { grants: whole.grants, complete };
    refusals.push(whole.error);
    return { grants: [], complete: false };
  }
  const ranks = { ...state.ranks };
  const grants = (["career", "specialisation"] as const).flatMap((source) => kept[source].flatMap((skill) => {
    const past = checkCreationRanks(ranks, [skill]);
    if (past) {
      refusals.push(past);
      return [];
    }
    const from = ranks[skill] ?? 0;
    ranks[skill] = from + 1;
    return [{ skill, source, from, to: from + 1 }];
  }));
  return { grants, complete };
}

/** The character the choices make, what each purchase costs, and every refusal with the rule's reason. */
export function creationPlan(choices: CreationChoices): CreationPlan {
  const refusals: EoteError[] = [];
  const missing: string[] = [];
  const { species, career, specialisation } = choices;
  if (!species) missing.push("species");
  if (!career) missing.push("career");
  if (!specialisation) missing.push("specialisation");

  const careerSkills = SKILL_IDS.filter((id) => career?.careerSkills.includes(id) || specialisation?.careerSkills.includes(id));
  const careerSet = new Set(careerSkills);
  const characteristics = Object.fromEntries(CHARACTERISTICS.map((id) => [id, species?.characteristics[id] ?? 1])) as Record<CharacteristicId, number>;
  const skills = Object.fromEntries(SKILL_IDS.map((id) => [id, { rank: 0, career: careerSet.has(id), free: 0 }])) as CreationPlan["skills"];
  const ob = obligationStart(choices.partySize, choices.obligation.extras);
  refusals.push(...ob.refusals);
  const total = (species?.startingXp ?? 0) + ob.xp;
  let available = total;
  const purchases: PlannedPurchase[] = [];
  const take = (verdict: Purchase, p: Omit<PlannedPurchase, "cost" | "to">): boolean => {
    if (!verdict.ok) {
      refusals.push(verdict.error);
      return false;
    }
    available -= verdict.cost;
    purchases.push({ ...p, cost: verdict.cost, to: verdict.to });
    return true;
  };

  // Free ranks (Steps 3 and 4), as the sheet gives them: the species' own and its picks with its start, then
  // the career's and the first specialisation's; none past rank 2.
  const counts = freeCareerRanks(species, career, specialisation);
  const chosen = species ? speciesPicks(species, choices.speciesSkills, careerSkills, refusals) : [];
  const wanted = species ? speciesPickCount(species) : 0;
  if (species && chosen.length < wanted) missing.push("speciesSkills");
  const ranks: Partial<Record<SkillId, number>> = {};
  const ledger: LedgerEntry[] = [];
  const used: Record<FreeSource, number> = { species: 0, career: 0, specialisation: 0 };
  const grant = (skill: SkillId, source: FreeSource) => {
    const s = skills[skill];
    purchases.push({ kind: "skill", target: skill, cost: 0, from: s.rank, to: s.rank + 1, free: source, cell: -1 });
    s.rank += 1;
    s.free += 1;
    ranks[skill] = s.rank;
    used[source] += 1;
  };
  const fromSpecies = [...new Set(species?.freeRanks ?? []), ...chosen];
  const past = checkCreationRanks({}, fromSpecies);
  if (past) refusals.push(past);
  else {
    for (const skill of species?.freeRanks ?? []) ledger.push(given(skill, "species", skills[skill].rank));
    for (const skill of chosen) ledger.push(given(skill, "speciesChoice", skills[skill].rank));
    for (const skill of fromSpecies) grant(skill, "species");
  }
  const described = <T extends object>(x: T | null) => (x ? { description: "", ...x } : null);
  const state: FreeRankState = { creation: true, species: described(species), career: described(career), specialisation: described(specialisation && { otherCareers: [], ...specialisation }), careerSkills, ranks, ledger };
  const fromCareer = careerGrants(state, choices.freeRanks, !missing.includes("speciesSkills"), refusals);
  if ((career || specialisation) && !fromCareer.complete) missing.push("freeRanks");
  for (const g of fromCareer.grants) grant(g.skill, g.source === "specialisation" ? "specialisation" : "career");

  // Characteristics with XP (Step 5): one point at a time, each 10 × the new rating, none above 5.
  for (const id of CHARACTERISTICS) {
    const target = choices.characteristics[id];
    if (typeof target !== "number") continue;
    while (characteristics[id] < target) {
      const from = characteristics[id];
      if (!take(checkCharacteristic(from, true, available), { kind: "characteristic", target: id, from, free: null, cell: -1 })) break;
      characteristics[id] = from + 1;
    }
  }

  // Skill ranks with XP: 5 × the new rank, 5 more outside the career, none above 2.
  for (const id of SKILL_IDS) {
    const n = Math.max(0, Math.trunc(choices.skills[id] ?? 0));
    const s = skills[id];
    for (let i = 0; i < n; i++) {
      if (!take(checkSkillRank(s.rank, s.career, true, available), { kind: "skill", target: id, from: s.rank, free: null, cell: -1 })) break;
      s.rank += 1;
    }
  }

  // Talents: the species' own, then the specialisation's tree cells in the order bought.
  const talentRanks = new Map<string, number>();
  for (const key of species?.startingTalents ?? []) talentRanks.set(key, (talentRanks.get(key) ?? 0) + 1);
  const tree = treeCells(specialisation?.tree ?? []).map((c) => ({ ...c, bought: false }));
  for (const index of choices.talents) {
    if (!specialisation) break;
    const cell = tree[index];
    const from = cell ? talentRanks.get(cell.key) ?? 0 : 0;
    if (!take(checkTalent(tree, index, available), { kind: "talent", target: cell?.key ?? "", from, free: null, cell: index })) continue;
    tree[index] = { ...cell!, bought: true };
    talentRanks.set(cell!.key, from + 1);
  }

  const creditsTotal = STARTING_CREDITS + ob.credits;
  const gear = gearSpend(creditsTotal, choices.gear);
  refusals.push(...gear.refusals);
  const speciesItem = species ? [{ type: "species" as const, system: { description: "", ...species } }] : [];
  const { wounds, strain } = characterThresholds(characteristics, speciesItem, { wounds: 0, strain: 0 }, undefined);
  return {
    ok: refusals.length === 0 && missing.length === 0,
    refusals,
    missing,
    xp: { total, spent: total - available, available },
    credits: { total: creditsTotal, spent: gear.spent, left: gear.left },
    characteristics,
    skills,
    careerSkills,
    talents: [...talentRanks].map(([key, rank]) => ({ key, rank })),
    thresholds: { wounds, strain },
    freeRanks: {
      species: { used: used.species, max: (species?.freeRanks.length ?? 0) + wanted },
      career: { used: used.career, max: counts.career },
      specialisation: { used: used.specialisation, max: counts.specialisation },
    },
    obligation: { type: choices.obligation.type, magnitude: ob.magnitude, base: ob.base, extra: ob.extra },
    purchases,
  };
}

/** Choices with nothing picked yet. */
export function emptyChoices(partySize = 4): CreationChoices {
  return {
    species: null, speciesSkills: [], career: null, specialisation: null, freeRanks: { career: [], specialisation: [] },
    characteristics: {}, skills: {}, talents: [], partySize, obligation: { type: "", extras: [] }, gear: [],
  };
}
