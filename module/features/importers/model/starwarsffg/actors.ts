/**
 * StarWarsFFG actors (character, minion, rival, nemesis, vehicle) as ours: characteristics, skills
 * with their career marks (another system's own skills become custom skills), XP, obligation, duty,
 * morality, wounds, strain and Force rating; a vehicle's profile. Stored totals (soak, defence) become
 * our bonuses beyond what Brawn and worn armour give, as this system derives the rest.
 * Pure: no Foundry global.
 */
import {
  ADVERSARY_CHARACTERISTIC_MAX, ADVERSARY_CHARACTERISTIC_MIN, CHARACTERISTIC_MAX, CHARACTERISTIC_MIN, CHARACTERISTICS,
  type CharacteristicId,
} from "../../../../rules/character/characteristics.ts";
import { MORALITY_MAX, MORALITY_MIN } from "../../../../rules/force/morality.ts";
import { ADVERSARY_SKILL_RANK_MAX, getSkill, SKILL_IDS, SKILL_RANK_MAX, type SkillId } from "../../../../rules/checks/skills.ts";
import type { CustomSkill, Motivation, MotivationKind, PartyStake, SkillCharacteristic } from "../../../../rules/types.ts";
import { characteristicOf, readSkillName } from "../adversaries/items.ts";
import { htmlText, safeHtml } from "../markup.ts";
import { camelId } from "../result.ts";
import type { Json, Reader } from "./reader.ts";

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));
const NAMES: Readonly<Record<CharacteristicId, string>> = {
  brawn: "Brawn", agility: "Agility", intellect: "Intellect", cunning: "Cunning", willpower: "Willpower", presence: "Presence",
};

function characteristics(r: Reader, adversary: boolean): Record<CharacteristicId, number> {
  const out = {} as Record<CharacteristicId, number>;
  const [min, max] = adversary ? [ADVERSARY_CHARACTERISTIC_MIN, ADVERSARY_CHARACTERISTIC_MAX] : [CHARACTERISTIC_MIN, CHARACTERISTIC_MAX];
  for (const id of CHARACTERISTICS) {
    const path = `characteristics.${NAMES[id]}.value`;
    const n = Math.trunc(Number(r.peek(path) ?? 2));
    out[id] = Number.isFinite(n) ? clamp(n, min, max) : 2;
    // A value past our range is brought within it and the original kept with what does not map.
    if (out[id] === n) r.skip(path);
  }
  return out;
}

interface SkillsRead {
  skills: Record<SkillId, { rank: number; career: boolean }>;
  customSkills: CustomSkill[];
  skillCharacteristics: SkillCharacteristic[];
  groupSkills: SkillId[];
}

/** Skills by StarWarsFFG's names; a rank past our limit, or another characteristic for a character, stays aside. */
function skills(r: Reader, adversary: boolean): SkillsRead {
  const max = adversary ? ADVERSARY_SKILL_RANK_MAX : SKILL_RANK_MAX;
  const out: SkillsRead = {
    skills: Object.fromEntries(SKILL_IDS.map((id) => [id, { rank: 0, career: false }])) as SkillsRead["skills"],
    customSkills: [], skillCharacteristics: [], groupSkills: [],
  };
  const raw = (r.data["skills"] ?? {}) as Json;
  for (const [name, value] of Object.entries(raw)) {
    const s = (value ?? {}) as Json;
    const path = `skills.${name}`;
    const rank = Math.trunc(Number(s["rank"] ?? 0)) || 0;
    const fits = rank >= 0 && rank <= max;
    if (fits) r.skip(`${path}.rank`);
    r.skip(`${path}.careerskill`, `${path}.groupskill`, `${path}.max`, `${path}.Key`, `${path}.type`, `${path}.custom`);
    const skill = readSkillName(name);
    const characteristic = characteristicOf(s["characteristic"]);
    if (skill.id) {
      out.skills[skill.id] = { rank: clamp(rank, 0, max), career: s["careerskill"] === true };
      if (s["groupskill"] === true) out.groupSkills.push(skill.id);
      if (characteristic && characteristic !== getSkill(skill.id)?.characteristic) {
        if (adversary) {
          out.skillCharacteristics.push({ skill: skill.id, characteristic });
          r.skip(`${path}.characteristic`);
        }
      } else r.skip(`${path}.characteristic`);
      continue;
    }
    const label = typeof s["label"] === "string" && s["label"] !== "" ? s["label"] : name;
    r.skip(`${path}.label`, `${path}.characteristic`);
    if (rank > 0 || s["careerskill"] === true || s["custom"] === true) {
      out.customSkills.push({ id: camelId(label) || "skill", label, characteristic: characteristic ?? "intellect", rank: clamp(rank, 0, max), career: s["careerskill"] === true });
    }
  }
  return out;
}

const MOTIVATIONS: Readonly<Record<string, MotivationKind>> = { ambition: "desire", desire: "desire", fear: "fear", strength: "strength", flaw: "flaw" };

/** Obligations, duties and motivations a character carries as items in StarWarsFFG. */
export function stakesFrom(items: readonly Json[]): { obligations: PartyStake[]; duties: PartyStake[]; motivations: Motivation[]; used: Set<Json> } {
  const used = new Set<Json>();
  const obligations: PartyStake[] = [];
  const duties: PartyStake[] = [];
  const motivations: Motivation[] = [];
  for (const item of items) {
    const sys = (item["system"] ?? item["data"] ?? {}) as Json;
    const name = String(item["name"] ?? "");
    if (item["type"] === "obligation") {
      const stake = { type: name, magnitude: Math.max(0, Math.trunc(Number(sys["magnitude"] ?? 0)) || 0), notes: htmlText(String(sys["description"] ?? "")) };
      (String(sys["type"] ?? "").toLowerCase() === "duty" ? duties : obligations).push(stake);
      used.add(item);
    } else if (item["type"] === "motivation") {
      const kind = MOTIVATIONS[String(sys["type"] ?? "").toLowerCase()] ?? "desire";
      const text = [name, htmlText(String(sys["description"] ?? ""))].filter((t) => t !== "").join(": ");
      motivations.push({ kind, text });
      used.add(item);
    }
  }
  return { obligations, duties, motivations, used };
}

/** Soak and defence StarWarsFFG stores as totals, as our bonuses beyond Brawn and worn armour. */
function bonuses(r: Reader, brawn: number, armour: { soak: number; defence: number }): { soakBonus: number; defenceBonus: { melee: number; ranged: number } } {
  const soak = r.num("stats.soak.value", brawn + armour.soak);
  return {
    soakBonus: soak - brawn - armour.soak,
    defenceBonus: { melee: r.num("stats.defence.melee", armour.defence) - armour.defence, ranged: r.num("stats.defence.ranged", armour.defence) - armour.defence },
  };
}

export interface ActorContext {
  armour: { soak: number; defence: number };
  stakes: ReturnType<typeof stakesFrom>;
}

export function convertActor(type: string, r: Reader, ctx: ActorContext): { type: string; system: Record<string, unknown> } | null {
  if (type === "vehicle") return { type, system: vehicle(r) };
  if (!["character", "minion", "rival", "nemesis"].includes(type)) return null;
  const adversary = type !== "character";
  const chars = characteristics(r, adversary);
  const read = skills(r, adversary);
  const common = {
    characteristics: chars, droid: false,
    wounds: { value: Math.max(0, r.num("stats.wounds.value")), threshold: Math.max(0, r.num("stats.wounds.max", 10)) },
    ...bonuses(r, chars.brawn, ctx.armour),
    notes: safeHtml(r.str("general.features")),
  };
  r.skip("stats.wounds.min", "stats.strain.min");
  if (type === "minion") {
    const groupSize = Math.max(1, r.num("quantity.max", 1));
    r.skip("quantity.value");
    return {
      type, system: {
        ...common, notes: safeHtml(r.str("biography")) + common.notes,
        wounds: { value: Math.max(0, r.num("stats.wounds.value")), threshold: Math.max(1, r.num("unit_wounds.value", 5)) },
        silhouette: 1, groupSize, groupSkills: read.groupSkills.length ? read.groupSkills : SKILL_IDS.filter((id) => read.skills[id].rank > 0),
        customSkills: read.customSkills, skillCharacteristics: read.skillCharacteristics,
      },
    };
  }
  const force = Math.max(0, r.num("stats.forcePool.max"));
  if (adversary) {
    const system: Record<string, unknown> = {
      ...common, notes: safeHtml(r.str("biography")) + common.notes, skills: read.skills, silhouette: 1,
      forceRating: force, forceCommitted: 0, customSkills: read.customSkills, skillCharacteristics: read.skillCharacteristics,
    };
    if (type === "nemesis") system["strain"] = { value: Math.max(0, r.num("stats.strain.value")), threshold: Math.max(0, r.num("stats.strain.max", 10)) };
    return { type, system };
  }
  const obligation = r.num("obligation.value");
  const duty = r.num("duty.value");
  const { stakes } = ctx;
  return {
    type, system: {
      ...common, skills: read.skills, customSkills: read.customSkills,
      strain: { value: Math.max(0, r.num("stats.strain.value")), threshold: Math.max(0, r.num("stats.strain.max", 10)) },
      xp: { total: Math.max(0, r.num("experience.total")), available: Math.max(0, r.num("experience.available")), ledger: [] },
      // An imported character is already built: no creation-mode purchases.
      creation: false,
      thresholdOverride: { wounds: null, strain: null },
      credits: Math.max(0, r.num("stats.credits.value")),
      species: r.str("species.value"), career: r.str("career.value"),
      specialisations: r.str("specialisation.value") ? [r.str("specialisation.value")] : [],
      motivations: stakes.motivations,
      obligations: stakes.obligations.length ? stakes.obligations : obligation > 0 ? [{ type: "", magnitude: obligation, notes: "" }] : [],
      duties: stakes.duties.length ? stakes.duties : duty > 0 ? [{ type: "", magnitude: duty, notes: "" }] : [],
      forceRating: force, forceCommitted: 0,
      morality: {
        value: clamp(r.num("morality.value", 50), MORALITY_MIN, MORALITY_MAX), conflict: Math.max(0, r.num("conflict.value")),
        darkSide: false, triggered: false, strength: "", weakness: "",
      },
      biography: safeHtml(r.str("biography")),
    },
  };
}

function vehicle(r: Reader): Record<string, unknown> {
  const hyper = r.num("stats.hyperdrive.value");
  const sensor = r.str("stats.sensorRange.value").trim().toLowerCase();
  const consumables = [r.str("stats.consumables.value"), r.str("stats.consumables.duration")].filter((s) => s !== "").join(" ");
  const max = Math.max(0, r.num("stats.speed.max"));
  return {
    silhouette: clamp(r.num("stats.silhouette.value", 3), 0, 10), group: 1,
    domain: r.bool("spaceShip") ? "space" : "planetary",
    speed: { value: clamp(r.num("stats.speed.value"), 0, max), max },
    handling: clamp(r.num("stats.handling.value"), -5, 5), armour: Math.max(0, r.num("stats.armour.value")),
    hullTrauma: { value: Math.max(0, r.num("stats.hullTrauma.value")), threshold: Math.max(0, r.num("stats.hullTrauma.max", 10)) },
    systemStrain: { value: Math.max(0, r.num("stats.systemStrain.value")), threshold: Math.max(0, r.num("stats.systemStrain.max", 10)) },
    defence: {
      fore: clamp(r.num("stats.shields.fore"), 0, 4), aft: clamp(r.num("stats.shields.aft"), 0, 4),
      port: clamp(r.num("stats.shields.port"), 0, 4), starboard: clamp(r.num("stats.shields.starboard"), 0, 4),
    },
    crew: "", stations: { pilot: "", copilot: "", commander: "", engineer: "", navigator: "", sensors: "", gunners: [] },
    hyperdrive: { primary: hyper > 0 ? hyper : null, backup: null },
    navicomputer: r.bool("stats.navicomputer.value"),
    sensorRange: (["close", "short", "medium", "long", "extreme"] as const).find((b) => b === sensor) ?? "close",
    consumables, passengers: Math.max(0, r.num("stats.passengerCapacity.value")),
    encumbranceCapacity: Math.max(0, r.num("stats.encumbrance.max")), hardPoints: Math.max(0, r.num("stats.customizationHardPoints.value")),
    price: Math.max(0, r.num("stats.cost.value")), rarity: clamp(r.num("stats.rarity.value"), 0, 10),
    // Read as its gear is (items.ts purchasable): the rarity's restricted mark.
    restricted: r.bool("stats.rarity.isrestricted"),
    notes: safeHtml(r.str("biography")),
  };
}
