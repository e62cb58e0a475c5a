/**
 * The guided creation window's state and its changes (pure). The state is only the player's choices:
 * nothing is written to the world until Create. Each change returns a new state, or the rule's refusal
 * (module/rules/character/creation.ts creationPlan decides; this file never prices anything).
 */
import type { EoteError } from "../../dice/errors.ts";
import { CHARACTERISTICS, isCharacteristicId, type CharacteristicId } from "../../rules/character/characteristics.ts";
import { creationPlan, emptyChoices, type CreationChoices, type CreationPlan, type CreationSpecies } from "../../rules/character/creation.ts";
import type { SpeciesSkillChoice as SkillChoice } from "../../rules/character/identity-types.ts";
import { isExtraObligationId, isObligationType, type GearChoice } from "../../rules/character/creation-start.ts";
import { cellState, treeCells } from "../../rules/character/identity.ts";
import type { TalentCell } from "../../rules/character/identity-types.ts";
import { isSkillId, type SkillId } from "../../rules/checks/skills.ts";
import { boundedText, MAX_NAME_CHARS } from "../../rules/text.ts";

export const STEPS = ["species", "career", "specialisation", "obligation", "xp", "gear", "details"] as const;
export type StepId = (typeof STEPS)[number];

/** One pack entry as the window reads it from a compendium index (module/features/creation/actions.ts). */
export interface Entry<S> {
  uuid: string;
  name: string;
  img: string;
  system: S;
}
export type SpeciesEntry = Entry<CreationSpecies & { description: string }>;
export type CareerEntry = Entry<{ key: string; careerSkills: SkillId[]; freeRanks: number; description: string }>;
export type SpecialisationEntry = Entry<{ key: string; career: string; careerSkills: SkillId[]; tree: TalentCell[]; description: string }>;
export type GearEntry = Entry<{ price: number; rarity: number; restricted: boolean }> & { type: string };

export interface Catalogue {
  species: SpeciesEntry[];
  careers: CareerEntry[];
  specialisations: SpecialisationEntry[];
  gear: GearEntry[];
  /** Player characters in the party (the starting Obligation's size): the players' assigned characters, at least 2. */
  partySize: number;
}

export interface WizardState {
  step: number;
  species: string;
  career: string;
  specialisation: string;
  speciesSkills: SkillId[];
  freeCareer: SkillId[];
  freeSpecialisation: SkillId[];
  characteristics: Partial<Record<CharacteristicId, number>>;
  skills: Partial<Record<SkillId, number>>;
  talents: number[];
  obligationType: string;
  extras: string[];
  motivation: string;
  duty: string;
  moralityStrength: string;
  moralityWeakness: string;
  /** Gear by uuid, with how many. */
  gear: { uuid: string; quantity: number }[];
  name: string;
  img: string;
  biography: string;
}

export function initialState(): WizardState {
  return {
    step: 0, species: "", career: "", specialisation: "", speciesSkills: [], freeCareer: [], freeSpecialisation: [],
    characteristics: {}, skills: {}, talents: [], obligationType: "", extras: [], motivation: "", duty: "",
    moralityStrength: "", moralityWeakness: "", gear: [], name: "", img: "", biography: "",
  };
}

const byUuid = <E extends { uuid: string }>(list: readonly E[], uuid: string): E | undefined => list.find((e) => e.uuid === uuid);

export const speciesOf = (s: WizardState, c: Catalogue) => byUuid(c.species, s.species);
export const careerOf = (s: WizardState, c: Catalogue) => byUuid(c.careers, s.career);
export const specialisationOf = (s: WizardState, c: Catalogue) => byUuid(c.specialisations, s.specialisation);

/** The state as the creation rules take it. */
export function choicesOf(s: WizardState, c: Catalogue): CreationChoices {
  const gear: GearChoice[] = s.gear.flatMap((g) => {
    const e = byUuid(c.gear, g.uuid);
    return e ? [{ id: e.uuid, price: e.system.price, rarity: e.system.rarity, restricted: e.system.restricted, quantity: g.quantity }] : [];
  });
  return {
    ...emptyChoices(c.partySize),
    species: speciesOf(s, c)?.system ?? null,
    speciesSkills: s.speciesSkills,
    career: careerOf(s, c)?.system ?? null,
    specialisation: specialisationOf(s, c)?.system ?? null,
    freeRanks: { career: s.freeCareer, specialisation: s.freeSpecialisation },
    characteristics: s.characteristics,
    skills: s.skills,
    talents: s.talents,
    obligation: { type: s.obligationType, extras: s.extras },
    gear,
  };
}

export function planOf(s: WizardState, c: Catalogue): CreationPlan {
  return creationPlan(choicesOf(s, c));
}

/** Whether the step's own choices are complete, so Next (or Create) may be pressed. */
export function stepComplete(step: StepId, s: WizardState, c: Catalogue): boolean {
  const plan = planOf(s, c);
  switch (step) {
    case "species": return !!speciesOf(s, c) && !plan.missing.includes("speciesSkills");
    case "career": return !!careerOf(s, c);
    case "specialisation": return !!specialisationOf(s, c) && !plan.missing.includes("freeRanks");
    case "obligation": return isObligationType(s.obligationType);
    case "xp": case "gear": return true;
    case "details": return s.name.trim() !== "" && plan.ok;
  }
}

export type Change = { ok: true; state: WizardState } | { ok: false; error: EoteError };

/** A change the rules accept: one that adds no refusal to the plan (the first new one is the reason). */
export function checked(before: WizardState, after: WizardState, c: Catalogue): Change {
  const known = new Set(planOf(before, c).refusals.map((e) => e.key));
  const fresh = planOf(after, c).refusals.find((e) => !known.has(e.key));
  return fresh ? { ok: false, error: fresh } : { ok: true, state: after };
}

/** Talent cells still reachable in purchase order after a change to the tree or the bought list. */
function reachable(tree: readonly TalentCell[], order: readonly number[]): number[] {
  const cells = treeCells(tree).map((cell) => ({ ...cell, bought: false }));
  const kept: number[] = [];
  for (const i of order) {
    if (cellState(cells, i) !== "available") continue;
    cells[i] = { ...cells[i]!, bought: true };
    kept.push(i);
  }
  return kept;
}

const toggle = <T>(list: readonly T[], value: T): T[] => (list.includes(value) ? list.filter((v) => v !== value) : [...list, value]);

/** A click in the window, by its action and value; unknown actions and values change nothing. */
export function change(s: WizardState, c: Catalogue, action: string, value: string): Change {
  const next = (patch: Partial<WizardState>) => checked(s, { ...s, ...patch }, c);
  switch (action) {
    case "pickSpecies":
      return byUuid(c.species, value) ? { ok: true, state: { ...s, species: value, speciesSkills: [], characteristics: {} } } : { ok: true, state: s };
    case "pickCareer":
      return byUuid(c.careers, value) ? { ok: true, state: { ...s, career: value, specialisation: "", freeCareer: [], freeSpecialisation: [], talents: [] } } : { ok: true, state: s };
    case "pickSpecialisation":
      return byUuid(c.specialisations, value) ? { ok: true, state: { ...s, specialisation: value, freeSpecialisation: [], talents: [] } } : { ok: true, state: s };
    case "speciesSkill": return isSkillId(value) ? next({ speciesSkills: toggle(s.speciesSkills, value) }) : { ok: true, state: s };
    case "freeCareer": return isSkillId(value) ? next({ freeCareer: toggle(s.freeCareer, value) }) : { ok: true, state: s };
    case "freeSpecialisation": return isSkillId(value) ? next({ freeSpecialisation: toggle(s.freeSpecialisation, value) }) : { ok: true, state: s };
    case "raise": case "lower": {
      if (!isCharacteristicId(value)) return { ok: true, state: s };
      const base = speciesOf(s, c)?.system.characteristics[value] ?? 1;
      const now = s.characteristics[value] ?? base;
      const to = action === "raise" ? now + 1 : Math.max(base, now - 1);
      return next({ characteristics: { ...s.characteristics, [value]: to } });
    }
    case "addRank": case "removeRank": {
      if (!isSkillId(value)) return { ok: true, state: s };
      const n = Math.max(0, (s.skills[value] ?? 0) + (action === "addRank" ? 1 : -1));
      return next({ skills: { ...s.skills, [value]: n } });
    }
    case "talent": {
      const index = Number(value);
      const spec = specialisationOf(s, c);
      if (!spec || !Number.isInteger(index)) return { ok: true, state: s };
      if (s.talents.includes(index)) return { ok: true, state: { ...s, talents: reachable(spec.system.tree, s.talents.filter((i) => i !== index)) } };
      return next({ talents: [...s.talents, index] });
    }
    case "obligationType": return isObligationType(value) ? { ok: true, state: { ...s, obligationType: value } } : { ok: true, state: s };
    case "extra": return isExtraObligationId(value) ? next({ extras: toggle(s.extras, value) }) : { ok: true, state: s };
    case "addGear": {
      if (!byUuid(c.gear, value)) return { ok: true, state: s };
      const had = s.gear.find((g) => g.uuid === value);
      const gear = had ? s.gear.map((g) => (g.uuid === value ? { ...g, quantity: g.quantity + 1 } : g)) : [...s.gear, { uuid: value, quantity: 1 }];
      return next({ gear });
    }
    case "removeGear":
      return { ok: true, state: { ...s, gear: s.gear.flatMap((g) => (g.uuid !== value ? [g] : g.quantity > 1 ? [{ ...g, quantity: g.quantity - 1 }] : [])) } };
    default: return { ok: true, state: s };
  }
}

/** The text fields as typed, bounded (names and stories are the player's own text, escaped by the template). */
export function withText(s: WizardState, fields: Readonly<Record<string, unknown>>): WizardState {
  const text = (key: string, max: number, fallback: string) => (typeof fields[key] === "string" ? boundedText(fields[key] as string, max) : fallback);
  return {
    ...s,
    name: text("name", MAX_NAME_CHARS, s.name),
    img: text("img", 400, s.img),
    motivation: text("motivation", 400, s.motivation),
    duty: text("duty", 200, s.duty),
    moralityStrength: text("moralityStrength", 200, s.moralityStrength),
    moralityWeakness: text("moralityWeakness", 200, s.moralityWeakness),
    biography: text("biography", 20000, s.biography),
  };
}

/** Moves between steps: forward only past complete steps, back always. */
export function moveTo(s: WizardState, c: Catalogue, step: number): WizardState {
  const target = Math.max(0, Math.min(STEPS.length - 1, Math.trunc(step)));
  if (target <= s.step) return { ...s, step: target };
  for (let i = s.step; i < target; i++) if (!stepComplete(STEPS[i]!, s, c)) return { ...s, step: i };
  return { ...s, step: target };
}

export { CHARACTERISTICS, type SkillChoice };
