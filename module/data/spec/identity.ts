/**
 * Stored fields of the identity items and of a character's experience (module/rules/character/identity-types.ts
 * shapes). Values follow the published Edge of the Empire core rules where the seeds are silent.
 */
import { CHARACTERISTICS, CHARACTERISTIC_MAX, CHARACTERISTIC_MIN } from "../../rules/character/characteristics.ts";
import { LEDGER_KINDS } from "../../rules/character/identity-types.ts";
import { SKILL_IDS } from "../../rules/checks/skills.ts";
import { SPECIES_RULE_IDS } from "../../rules/character/species-rules.ts";
import { arr, bool, choice, html, int, nullable, num, obj, record, str } from "./builders.ts";

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
  woundBase: int({ min: 0, initial: 10 }),
  strainBase: int({ min: 0, initial: 10 }),
  startingXp: int({ min: 0, initial: 100 }),
  freeRanks: skillList(),
  // What else a species gives at creation (module/rules/character/species.ts): starting talents by
  // talents-pack key, free-rank choices, the special rules the engine knows, and the free career-skill
  // ranks from career and first specialisation when they differ from the published 4 and 2 (Droid: 6 and 1).
  startingTalents: arr(str()),
  skillChoices: arr(obj({ skills: skillList(), count: int({ min: 1, max: SKILL_IDS.length, initial: 1 }), nonCareer: bool() })),
  rules: arr(choice(SPECIES_RULE_IDS, { errorKey: "EOTE.Error.Validation.UnknownSpeciesRule" })),
  careerFreeRanks: nullable(int({ min: 0, max: SKILL_IDS.length })),
  specialisationFreeRanks: nullable(int({ min: 0, max: SKILL_IDS.length })),
});

export const CAREER = obj({
  description: html(),
  key: str(),
  careerSkills: skillList(),
  freeRanks: int({ min: 0, initial: 4 }),
});

const cell = obj({ key: str(), name: str(), right: bool(), down: bool(), bought: bool() });

export const SPECIALISATION = obj({
  description: html(),
  key: str(),
  career: str(),
  careerSkills: skillList(),
  tree: arr(cell),
});

const entry = obj({
  kind: choice(LEDGER_KINDS),
  target: str(),
  cost: int({ min: 0 }),
  time: num(),
  user: str(),
  from: int(),
  to: int(),
  item: str(),
  created: bool(),
  source: str(),
  cell: int({ min: -1, initial: -1 }),
  refunded: bool(),
});

/** A character's XP: total and available as before, plus the purchase ledger. */
export const EXPERIENCE = obj({ total: int({ min: 0 }), available: int({ min: 0 }), ledger: arr(entry) });

export const THRESHOLD_OVERRIDE = obj({ wounds: nullable(int({ min: 0 })), strain: nullable(int({ min: 0 })) });

/**
 * New characters start in creation mode; the world migration closes it for characters that existed
 * before the flag (module/migrations/migrations.ts).
 */
export const CREATION = bool(true);
