/**
 * OggDude's keys and codes in our stable ids. The skill and characteristic keys are the ones OggDude's
 * Skills.xml and character files use (and StarWarsFFG's importer reads): `RANGLT` is Ranged (Light).
 * Pure: no Foundry global.
 */
import type { CharacteristicId } from "../../../../rules/character/characteristics.ts";
import type { SkillId } from "../../../../rules/checks/skills.ts";
import type { RangeBand, TalentActivation } from "../../../../rules/types.ts";
import type { VehicleRangeBand } from "../../../../rules/vehicles/vehicle-attack.ts";

export const SKILL_KEYS: Readonly<Record<string, SkillId>> = {
  ASTRO: "astrogation", ATHL: "athletics", CHARM: "charm", COERC: "coercion", COMP: "computers", COOL: "cool",
  COORD: "coordination", DECEP: "deception", DISC: "discipline", LEAD: "leadership", MECH: "mechanics",
  MED: "medicine", NEG: "negotiation", PERC: "perception", PILOTPL: "pilotingPlanetary", PILOTSP: "pilotingSpace",
  RESIL: "resilience", SKUL: "skulduggery", STEAL: "stealth", SW: "streetwise", SURV: "survival", VIGIL: "vigilance",
  BRAWL: "brawl", GUNN: "gunnery", LTSABER: "lightsaber", MELEE: "melee", RANGHVY: "rangedHeavy", RANGLT: "rangedLight",
  CORE: "coreWorlds", EDU: "education", LORE: "lore", OUT: "outerRim", UND: "underworld", XEN: "xenology",
};

export const CHARACTERISTIC_KEYS: Readonly<Record<string, CharacteristicId>> = {
  BR: "brawn", AG: "agility", INT: "intellect", CUN: "cunning", WIL: "willpower", PR: "presence",
};

/** Species' starting characteristics are written by name (`<Brawn>2</Brawn>`). */
export const CHARACTERISTIC_NAMES: Readonly<Record<string, CharacteristicId>> = {
  Brawn: "brawn", Agility: "agility", Intellect: "intellect", Cunning: "cunning", Willpower: "willpower", Presence: "presence",
};

export const RANGE_VALUES: Readonly<Record<string, RangeBand>> = {
  wrEngaged: "engaged", wrShort: "short", wrMedium: "medium", wrLong: "long", wrExtreme: "extreme",
  // Vehicle weapons' nearest band, close range, is stored as engaged (module/rules/vehicles/vehicle-attack.ts).
  wrClose: "engaged",
};

export const SENSOR_RANGES: Readonly<Record<string, VehicleRangeBand>> = {
  srClose: "close", srShort: "short", srMedium: "medium", srLong: "long", srExtreme: "extreme",
};

export const ACTIVATIONS: Readonly<Record<string, TalentActivation>> = {
  taPassive: "passive", taAction: "activeAction", taManeuver: "activeManeuver",
  taIncidental: "activeIncidental", taIncidentalOOT: "activeIncidentalOutOfTurn",
};

/** Our quality keys (packs/_source/qualities) with how each triggers: OggDude's descriptor keys fold onto them. */
export const KNOWN_QUALITIES: Readonly<Record<string, { active: boolean; activation: number; ranked: boolean }>> = {
  accurate: { active: false, activation: 0, ranked: true }, autoFire: { active: true, activation: 2, ranked: false },
  blast: { active: true, activation: 2, ranked: true }, breach: { active: false, activation: 0, ranked: true },
  burn: { active: true, activation: 2, ranked: true }, concussive: { active: true, activation: 2, ranked: true },
  cortosis: { active: false, activation: 0, ranked: false }, cumbersome: { active: false, activation: 0, ranked: true },
  defensive: { active: false, activation: 0, ranked: true }, deflection: { active: false, activation: 0, ranked: true },
  disorient: { active: true, activation: 2, ranked: true }, ensnare: { active: true, activation: 2, ranked: true },
  guided: { active: true, activation: 3, ranked: true }, inaccurate: { active: false, activation: 0, ranked: true },
  inferior: { active: false, activation: 0, ranked: false }, ion: { active: false, activation: 0, ranked: false },
  knockdown: { active: true, activation: 2, ranked: false }, limitedAmmo: { active: false, activation: 0, ranked: true },
  linked: { active: true, activation: 2, ranked: true }, pierce: { active: false, activation: 0, ranked: true },
  prepare: { active: false, activation: 0, ranked: true }, slowFiring: { active: false, activation: 0, ranked: true },
  stunDamage: { active: false, activation: 0, ranked: false }, stunSetting: { active: false, activation: 0, ranked: false },
  stun: { active: true, activation: 2, ranked: true }, sunder: { active: true, activation: 1, ranked: false },
  superior: { active: false, activation: 0, ranked: false }, tractor: { active: false, activation: 0, ranked: true },
  unwieldy: { active: false, activation: 0, ranked: true }, vicious: { active: false, activation: 0, ranked: true },
};

const FOLDED = new Map(Object.keys(KNOWN_QUALITIES).map((k) => [k.toLowerCase(), k]));

/**
 * Our key for a quality: one of ours when the source's key or name folds onto it ("AUTOFIRE",
 * "Auto-Fire", "Stun Setting"), else the source's key in lower case, so weapons and the imported
 * quality item still meet.
 */
export function qualityKey(sourceKey: string, name = ""): string {
  const fold = (s: string) => s.toLowerCase().replace(/[^a-z]/g, "");
  return FOLDED.get(fold(sourceKey)) ?? FOLDED.get(fold(name)) ?? sourceKey.trim().toLowerCase();
}

/** Vehicle categories (and types) that fly in space; anything else is planetary. */
export const SPACE_CATEGORIES: readonly string[] = [
  "starship", "non-fighter starship", "capital ship", "station", "medium transport", "starfighter",
  "space-dwelling creature", "hyperdrive sled", "hyperdrive docking ring", "space station", "freighter",
];
