/** Stored fields of every actor type (module/rules/types.ts shapes), described once. */
import {
  ADVERSARY_CHARACTERISTIC_MAX, ADVERSARY_CHARACTERISTIC_MIN, CHARACTERISTICS, CHARACTERISTIC_MAX, CHARACTERISTIC_MIN,
} from "../../rules/character/characteristics.ts";
import { MORALITY_MAX, MORALITY_MIN, MORALITY_START } from "../../rules/force/morality.ts";
import { ADVERSARY_SKILL_RANK_MAX, SKILL_IDS, SKILL_RANK_MAX } from "../../rules/checks/skills.ts";
import { FIRING_ARCS, MOTIVATION_KINDS, VEHICLE_DOMAINS, type ActorDataByType, type ActorType } from "../../rules/types.ts";
import { arr, bool, choice, html, int, nullable, num, obj, record, str, type Spec } from "./builders.ts";
import { VEHICLE_RANGE_BANDS } from "../../rules/vehicles/vehicle-attack.ts";
import { UNKNOWN_SKILL } from "./items.ts";
import { CREATION, EXPERIENCE, THRESHOLD_OVERRIDE } from "./identity.ts";
import { BONUS_MAX, BULK_MAX, CREDITS_MAX, MEDIUM_MAX, SMALL_MAX, TRACK_MAX, signed } from "./caps.ts";

const characteristicsIn = (min: number, max: number) => record(
  CHARACTERISTICS,
  int({ min, max, initial: 2 }),
  { unknownKey: "EOTE.Error.Validation.UnknownCharacteristic" },
);
const characteristics = characteristicsIn(CHARACTERISTIC_MIN, CHARACTERISTIC_MAX);

// Generous cap (caps.ts TRACK_MAX): damage past the threshold is still counted, so value has the same cap.
const track = (threshold = 10) => obj({ value: int({ min: 0, max: TRACK_MAX }), threshold: int({ min: 0, max: TRACK_MAX, initial: threshold }) });

const rank = int({ min: 0, max: SKILL_RANK_MAX });
const skills = record(SKILL_IDS, obj({ rank, career: bool() }), { unknownKey: UNKNOWN_SKILL });

const characteristicChoice = () => choice(CHARACTERISTICS, { errorKey: "EOTE.Error.Validation.UnknownCharacteristic" });
const customSkill = (max: number) => obj({
  id: str(),
  label: str(),
  characteristic: characteristicChoice(),
  rank: int({ min: 0, max }),
  career: bool(),
});

/** An obligation or duty entry (published rules: type, magnitude in points, notes). */
const stake = obj({ type: str(), magnitude: int({ min: 0, max: MEDIUM_MAX }), notes: str() });

const combatant = {
  characteristics,
  droid: bool(),
  wounds: track(10),
  // Signed, generous cap (caps.ts BONUS_MAX).
  soakBonus: signed(BONUS_MAX),
  defenceBonus: obj({ melee: signed(BONUS_MAX), ranged: signed(BONUS_MAX) }),
  notes: html(),
};

export const CHARACTER = obj({
  ...combatant,
  skills,
  customSkills: arr(customSkill(SKILL_RANK_MAX)),
  strain: track(10),
  xp: EXPERIENCE,
  creation: CREATION,
  thresholdOverride: THRESHOLD_OVERRIDE,
  credits: int({ min: 0, max: CREDITS_MAX }),
  species: str(),
  career: str(),
  specialisations: arr(str()),
  motivations: arr(obj({
    kind: choice(MOTIVATION_KINDS, { errorKey: "EOTE.Error.Validation.UnknownMotivation" }),
    text: str(),
  })),
  obligations: arr(stake),
  duties: arr(stake),
  forceRating: int({ min: 0, max: SMALL_MAX }),
  forceCommitted: int({ min: 0, max: SMALL_MAX }),
  morality: obj({
    value: int({ min: MORALITY_MIN, max: MORALITY_MAX, initial: MORALITY_START }),
    conflict: int({ min: 0, max: MEDIUM_MAX }),
    darkSide: bool(),
    triggered: bool(),
    strength: str(),
    weakness: str(),
  }),
  biography: html(),
});

/** Force-sensitive adversaries (seed 002 THE FORCE) keep the same two numbers as characters. */
const force = { forceRating: int({ min: 0, max: SMALL_MAX }), forceCommitted: int({ min: 0, max: SMALL_MAX }) };

/** Seed 002 PERSONAL SILHOUETTES: most humanoids are 1; creatures and droids from 0 up. */
const body = { silhouette: int({ min: 0, max: 10, initial: 1 }) };

/**
 * Adversaries keep what published profiles print and characters may not have (module/rules/types.ts
 * AdversarySkills): characteristics 0 and past 6, ranks past 5, their own skills, skills on another
 * characteristic. Worlds from before these fields read none (the schema's initial []).
 */
const adversary = {
  characteristics: characteristicsIn(ADVERSARY_CHARACTERISTIC_MIN, ADVERSARY_CHARACTERISTIC_MAX),
  customSkills: arr(customSkill(ADVERSARY_SKILL_RANK_MAX)),
  skillCharacteristics: arr(obj({ skill: choice(SKILL_IDS, { errorKey: UNKNOWN_SKILL }), characteristic: characteristicChoice() })),
};
const adversaryRank = int({ min: 0, max: ADVERSARY_SKILL_RANK_MAX });
const adversarySkills = record(SKILL_IDS, obj({ rank: adversaryRank, career: bool() }), { unknownKey: UNKNOWN_SKILL });

export const NEMESIS = obj({ ...combatant, ...adversary, skills: adversarySkills, strain: track(10), ...force, ...body });

export const RIVAL = obj({ ...combatant, ...adversary, skills: adversarySkills, ...force, ...body });

export const MINION = obj({
  ...combatant,
  ...adversary,
  ...body,
  wounds: track(5),
  groupSize: int({ min: 1, max: MEDIUM_MAX, initial: 3 }),
  groupSkills: arr(choice(SKILL_IDS, { errorKey: UNKNOWN_SKILL })),
});

export const VEHICLE = obj({
  silhouette: int({ min: 0, max: 10, initial: 3 }),
  // Ships flown as one minion group (seed 002 VEHICLE MINIONS); 1 for a lone vehicle.
  group: int({ min: 1, max: MEDIUM_MAX, initial: 1 }),
  domain: choice(VEHICLE_DOMAINS, { initial: "space" }),
  // Published speeds run 0 to 6 (seed 002 VEHICLE PROFILES; the fastest starfighters); generous cap 10.
  speed: obj({ value: int({ min: 0, max: 10 }), max: int({ min: 0, max: 10, initial: 3 }) }),
  handling: int({ min: -5, max: 5 }),
  armour: int({ min: 0, max: MEDIUM_MAX }),
  hullTrauma: track(10),
  systemStrain: track(10),
  defence: record(FIRING_ARCS, int({ min: 0, max: 4 })),
  crew: str(),
  stations: obj({
    pilot: str(), copilot: str(), commander: str(), engineer: str(), navigator: str(), sensors: str(),
    gunners: arr(obj({ weaponId: str(), actorUuid: str() })),
  }),
  // Vehicles made before these fields read their initial values on load: no drive, no navicomputer.
  // Published classes run from 0.5 to 20 (backups); generous cap 99.
  hyperdrive: obj({ primary: nullable(num({ min: 0, max: SMALL_MAX })), backup: nullable(num({ min: 0, max: SMALL_MAX })) }),
  navicomputer: bool(),
  sensorRange: choice(VEHICLE_RANGE_BANDS, { initial: "short" }),
  consumables: str(),
  passengers: int({ min: 0, max: BULK_MAX }),
  encumbranceCapacity: int({ min: 0, max: BULK_MAX }),
  hardPoints: int({ min: 0, max: MEDIUM_MAX }),
  price: int({ min: 0, max: CREDITS_MAX }),
  restricted: bool(),
  rarity: int({ min: 0, max: 10 }),
  notes: html(),
});

export const ACTOR_SPECS: { readonly [K in ActorType]: Spec<ActorDataByType[K]> } = {
  character: CHARACTER,
  minion: MINION,
  rival: RIVAL,
  nemesis: NEMESIS,
  vehicle: VEHICLE,
};
