/**
 * What the guided creation window shows (pure): the steps, the running XP and credits and the free ranks
 * left, each step's choices, and beside each skill its pool and its chance against an Average check
 * now and after one more rank, from the dice core's exact odds (module/dice odds, the same engine the
 * dice dialog shows). Costs come from the advancement rules; the plan from creationPlan.
 */
import { checkPool, difficultyPool, formatPool, mergePools, odds } from "../../dice/index.ts";
import { checkCharacteristic, checkSkillRank, CREATION_SKILL_MAX } from "../../rules/character/advancement.ts";
import { CHARACTERISTICS } from "../../rules/character/characteristics.ts";
import { EXTRA_OBLIGATION, EXTRA_OBLIGATION_IDS, maxExtraObligation, OBLIGATION_TYPES } from "../../rules/character/creation-start.ts";
import { cellState, talentCost, treeCells, TREE_COLUMNS, TREE_ROWS } from "../../rules/character/identity.ts";
import { SKILLS, type SkillId } from "../../rules/checks/skills.ts";
import { percentText } from "../../system/i18n.ts";
import { boundedText, decodeEntities } from "../../rules/text.ts";
import {
  careerOf, planOf, specialisationOf, speciesOf, stepComplete, STEPS, type Catalogue, type WizardState,
} from "./state-model.ts";

/** A pool as the window writes it: counts and upper-case letters ("2A1P"). */
const poolText = (characteristic: number, rank: number) => formatPool(checkPool(characteristic, rank)).toUpperCase();

const chances = new Map<string, number>();
/** The chance of at least one net success against an Average (2 difficulty dice) check, exact. */
export function averageChance(characteristic: number, rank: number): number {
  const key = `${characteristic}:${rank}`;
  let p = chances.get(key);
  if (p === undefined) {
    p = odds(mergePools(checkPool(characteristic, rank), difficultyPool("average"))).success;
    chances.set(key, p);
  }
  return p;
}

/** One skill's row: its pool and Average chance now, and after one more rank (null when none can be bought). */
export function skillOddsRow(characteristic: number, rank: number, lang: string) {
  const now = { pool: poolText(characteristic, rank), chance: percentText(averageChance(characteristic, rank), lang) };
  const next = rank < CREATION_SKILL_MAX
    ? { pool: poolText(characteristic, rank + 1), chance: percentText(averageChance(characteristic, rank + 1), lang) }
    : null;
  return { now, next };
}

const skillLabel = (id: SkillId) => `EOTE.Skill.${id}`;

/** A pack description as plain text for the window (tags dropped, entities read back: rules/text.ts decodeEntities), bounded. */
export function descriptionText(html: string): string {
  const text = decodeEntities(html.replace(/<[^>]*>/g, " "));
  return boundedText(text.replace(/\s+/g, " ").trim(), 1200);
}

function speciesStep(s: WizardState, c: Catalogue) {
  const chosen = speciesOf(s, c);
  return {
    options: c.species.map((e) => ({
      uuid: e.uuid, name: e.name, img: e.img, selected: e.uuid === s.species, xp: e.system.startingXp,
      characteristics: CHARACTERISTICS.map((id) => ({ id, labelKey: `EOTE.Characteristic.${id}`, shortKey: `EOTE.Creation.Short.${id}`, value: e.system.characteristics[id] })),
      wounds: e.system.woundBase, strain: e.system.strainBase,
    })),
    description: descriptionText(chosen?.system.description ?? ""),
    freeRanks: (chosen?.system.freeRanks ?? []).map(skillLabel),
    choices: (chosen?.system.skillChoices ?? []).map((choice) => ({
      count: choice.count, nonCareer: choice.nonCareer,
      skills: choice.skills.map((id) => ({ id, labelKey: skillLabel(id), picked: s.speciesSkills.includes(id) })),
    })),
  };
}

function identitySteps(s: WizardState, c: Catalogue) {
  const career = careerOf(s, c);
  const spec = specialisationOf(s, c);
  const pick = (ids: readonly SkillId[], picked: readonly SkillId[]) => ids.map((id) => ({ id, labelKey: skillLabel(id), picked: picked.includes(id) }));
  return {
    career: {
      options: c.careers.map((e) => ({ uuid: e.uuid, name: e.name, img: e.img, selected: e.uuid === s.career, skills: e.system.careerSkills.map(skillLabel) })),
      description: descriptionText(career?.system.description ?? ""),
    },
    specialisation: {
      options: c.specialisations.filter((e) => career && e.system.career === career.system.key)
        .map((e) => ({ uuid: e.uuid, name: e.name, img: e.img, selected: e.uuid === s.specialisation, skills: e.system.careerSkills.map(skillLabel) })),
      careerName: career?.name ?? "",
      freeCareer: pick(career?.system.careerSkills ?? [], s.freeCareer),
      freeSpecialisation: pick(spec?.system.careerSkills ?? [], s.freeSpecialisation),
      description: descriptionText(spec?.system.description ?? ""),
    },
  };
}

function obligationStep(s: WizardState, c: Catalogue, plan: ReturnType<typeof planOf>) {
  return {
    partySize: c.partySize,
    types: OBLIGATION_TYPES.map((id) => ({ id, labelKey: `EOTE.Creation.ObligationType.${id}`, selected: id === s.obligationType })),
    base: plan.obligation.base, magnitude: plan.obligation.magnitude, extra: plan.obligation.extra, maxExtra: maxExtraObligation(c.partySize),
    extras: EXTRA_OBLIGATION_IDS.map((id) => ({ id, labelKey: `EOTE.Creation.Extra.${id}`, ...EXTRA_OBLIGATION[id], taken: s.extras.includes(id) })),
    motivation: s.motivation, duty: s.duty, moralityStrength: s.moralityStrength, moralityWeakness: s.moralityWeakness,
  };
}

function xpStep(s: WizardState, c: Catalogue, plan: ReturnType<typeof planOf>, lang: string) {
  const base = speciesOf(s, c)?.system.characteristics;
  const characteristics = CHARACTERISTICS.map((id) => {
    const value = plan.characteristics[id];
    const v = checkCharacteristic(value, true, Number.MAX_SAFE_INTEGER);
    return { id, labelKey: `EOTE.Characteristic.${id}`, value, cost: v.ok ? v.cost : null, canLower: value > (base?.[id] ?? 1) };
  });
  const skills = SKILLS.map(({ id, characteristic }) => {
    const row = plan.skills[id];
    const v = checkSkillRank(row.rank, row.career, true, Number.MAX_SAFE_INTEGER);
    return {
      id, labelKey: skillLabel(id), characteristicKey: `EOTE.Characteristic.${characteristic}`, career: row.career, rank: row.rank, free: row.free,
      bought: s.skills[id] ?? 0, cost: v.ok ? v.cost : null, ...skillOddsRow(plan.characteristics[characteristic], row.rank, lang),
    };
  });
  const spec = specialisationOf(s, c);
  const tree = treeCells(spec?.system.tree ?? []).map((cell, index) => ({ ...cell, bought: s.talents.includes(index) }));
  const rows = spec
    ? Array.from({ length: TREE_ROWS }, (_, row) => ({
      cost: talentCost(row * TREE_COLUMNS),
      cells: tree.slice(row * TREE_COLUMNS, (row + 1) * TREE_COLUMNS).map((cell, i) => {
        const index = row * TREE_COLUMNS + i;
        const state = cellState(tree, index);
        return { index, name: cell.name || cell.key, state, bought: state === "bought", locked: state === "locked", stateKey: `EOTE.Advancement.Cell.${state}`, right: cell.right, down: cell.down, empty: cell.key === "" && cell.name === "" };
      }),
    }))
    : [];
  return { characteristics, skills, tree: { name: spec?.name ?? "", rows } };
}

function gearStep(s: WizardState, c: Catalogue) {
  const quantity = (uuid: string) => s.gear.find((g) => g.uuid === uuid)?.quantity ?? 0;
  const row = (e: Catalogue["gear"][number]) => ({
    uuid: e.uuid, name: e.name, img: e.img, typeKey: `TYPES.Item.${e.type}`, price: e.system.price, rarity: e.system.rarity,
    restricted: e.system.restricted, quantity: quantity(e.uuid),
  });
  return { options: c.gear.map(row), cart: c.gear.filter((e) => quantity(e.uuid) > 0).map(row) };
}

/** The window's whole context for the state. */
export function wizardView(s: WizardState, c: Catalogue, lang = "en") {
  const plan = planOf(s, c);
  const step = STEPS[s.step] ?? "species";
  const complete = stepComplete(step, s, c);
  const free = plan.freeRanks;
  return {
    step,
    on: Object.fromEntries(STEPS.map((id) => [id, id === step])) as Record<(typeof STEPS)[number], boolean>,
    stepIndex: s.step,
    steps: STEPS.map((id, i) => ({ id, index: i, labelKey: `EOTE.Creation.Step.${id}`, current: i === s.step, done: i < s.step, number: i + 1 })),
    first: s.step === 0,
    last: s.step === STEPS.length - 1,
    canNext: complete,
    canCreate: step === "details" && complete,
    totals: {
      xp: plan.xp, credits: plan.credits,
      freeLeft: Math.max(0, free.career.max - free.career.used) + Math.max(0, free.specialisation.max - free.specialisation.used) + Math.max(0, free.species.max - free.species.used),
      thresholds: plan.thresholds, obligation: plan.obligation.magnitude,
    },
    free,
    refusals: plan.refusals.map((e) => ({ key: e.key, data: e.data })),
    species: speciesStep(s, c),
    ...identitySteps(s, c),
    obligation: obligationStep(s, c, plan),
    xp: step === "xp" ? xpStep(s, c, plan, lang) : null,
    gear: step === "gear" ? gearStep(s, c) : null,
    details: { name: s.name, img: s.img, biography: s.biography },
  };
}

export type WizardView = ReturnType<typeof wizardView>;
