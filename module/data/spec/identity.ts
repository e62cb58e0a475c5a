/**
 * Stored fields of the identity items and of a character's experience (module/rules/character/identity-types.ts
 * shapes). Values follow the published Edge of the Empire core rules where the seeds are silent.
 */
import { CHARACTERISTICS, CHARACTERISTIC_MAX, CHARACTERISTIC_MIN } from "../../rules/character/characteristics.ts";
import { LEDGER_KINDS } from "../../rules/character/identity-types.ts";
import { SKILL_IDS } from "../../rules/checks/skills.ts";
import { arr, bool, choice, html, int, nullable, num, obj, record, str } from "./builders.ts";
import { MEDIUM_MAX, SMALL_MAX, TIME_MAX, TRACK_MAX, XP_MAX } from "./caps.ts";

const UNKNOWN_SKILL = "EOTE.Error.Validation.UnknownSkill";
const skillList = () => arr(choice(SKILL_IDS, { errorKey: UNKNOWN_SKILL }));

export const SPECIES = obj({
  description: html(),
  characteristics: record(
    CHARACTERISTICS,
    int({ min: CHARACTERISTIC_MIN, max: CHARACTERISTIC_MAX, initial: 2 }),
    { unknownKey: "EOTE.Error.Validation.UnknownCharacteristic" },
  ),
  // Human: 10 + Brawn wounds, 10 + Willpower strain, 110 starting XP (EotE core rules, Species).
  woundBase: int({ min: 0, max: SMALL_MAX, initial: 10 }),
  strainBase: int({ min: 0, max: SMALL_MAX, initial: 10 }),
  startingXp: int({ min: 0, max: XP_MAX, initial: 100 }),
  freeRanks: skillList(),
});

export const CAREER = obj({
  description: html(),
  key: str(),
  careerSkills: skillList(),
  freeRanks: int({ min: 0, max: SMALL_MAX, initial: 4 }),
});

const cell = obj({ key: str(), name: str(), right: bool(), down: bool(), bought: bool() });

export const SPECIALISATION = obj({
  description: html(),
  key: str(),
  career: str(),
  otherCareers: arr(str()),
  careerSkills: skillList(),
  tree: arr(cell),
});

const entry = obj({
  kind: choice(LEDGER_KINDS),
  target: str(),
  cost: int({ min: 0, max: XP_MAX }),
  time: num({ min: 0, max: TIME_MAX }),
  user: str(),
  // Ranks, ratings or XP totals before and after (generous cap caps.ts XP_MAX, signed).
  from: int({ min: -XP_MAX, max: XP_MAX, initial: 0 }),
  to: int({ min: -XP_MAX, max: XP_MAX, initial: 0 }),
  item: str(),
  created: bool(),
  source: str(),
  cell: int({ min: -1, max: MEDIUM_MAX, initial: -1 }),
  refunded: bool(),
});

/** A character's XP: total and available as before, plus the purchase ledger. */
export const EXPERIENCE = obj({ total: int({ min: 0, max: XP_MAX }), available: int({ min: 0, max: XP_MAX }), ledger: arr(entry) });

export const THRESHOLD_OVERRIDE = obj({ wounds: nullable(int({ min: 0, max: TRACK_MAX })), strain: nullable(int({ min: 0, max: TRACK_MAX })) });

/**
 * New characters start in creation mode; the world migration closes it for characters that existed
 * before the flag (module/migrations/migrations.ts).
 */
export const CREATION = bool(true);
