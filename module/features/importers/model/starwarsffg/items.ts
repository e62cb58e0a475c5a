/**
 * StarWarsFFG items (its template.json types) as ours: weapons and ship weapons, armour, gear,
 * talents, specialisations with their trees, Force powers, careers, species, critical injuries and
 * damage, abilities, attachments and item modifiers. Each converter reads through a Reader, so what it
 * does not map lands in `flags.eote.imported.unmapped`. Pure: no Foundry global.
 */
import { CHARACTERISTICS, type CharacteristicId } from "../../../../rules/character/characteristics.ts";
import { TREE_CELLS, TREE_COLUMNS } from "../../../../rules/character/identity.ts";
import type { SkillId } from "../../../../rules/checks/skills.ts";
import type { FiringArc, QualityRef, RangeBand, TalentActivation, TalentCell } from "../../../../rules/types.ts";
import { readQuality, readSkillName } from "../adversaries/items.ts";
import { weaponListing } from "../listing.ts";
import { htmlText, safeHtml } from "../markup.ts";
import { camelId } from "../result.ts";
import type { Json, Reader } from "./reader.ts";

export interface Converted {
  type: string;
  system: Record<string, unknown>;
  /** Set aside beyond the unmapped leaves (learned upgrades, a tree's own data). */
  extra?: Record<string, unknown>;
}

export interface ItemInput {
  name: string;
  /** StarWarsFFG's import key (`flags.starwarsffg.ffgimportid`), if the item has one. */
  importKey: string;
  r: Reader;
  /** Talents on the same actor by name → their key, so a tree's cells meet the talents. */
  talentKeys: Map<string, string>;
}

const RANGES: Readonly<Record<string, RangeBand>> = { engaged: "engaged", close: "engaged", short: "short", medium: "medium", long: "long", extreme: "extreme" };
const ACTIVATIONS: Readonly<Record<string, TalentActivation>> = {
  "passive": "passive", "active (action)": "activeAction", "active (maneuver)": "activeManeuver",
  "active (incidental)": "activeIncidental", "active (incidental, out of turn)": "activeIncidentalOutOfTurn",
};

const html = (r: Reader, path = "description") => safeHtml(r.str(path));
const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

function purchasable(r: Reader): { price: number; rarity: number; restricted: boolean } {
  return {
    price: Math.max(0, r.num("price.value")),
    rarity: clamp(r.num("rarity.value"), 0, 10),
    restricted: r.bool("rarity.isrestricted") || r.bool("restricted"),
  };
}

/** A weapon's price, rarity and legality: a ship weapon (Gunnery) at none or 0/0 is "not listed" (../listing.ts). */
function weaponPurchasable(r: Reader, skill: string): { price: number | null; rarity: number | null; restricted: boolean } {
  const price = r.num("price.value", Number.NaN);
  const rarity = r.num("rarity.value", Number.NaN);
  return {
    ...weaponListing(skill, Number.isNaN(price) ? null : Math.max(0, price), Number.isNaN(rarity) ? null : clamp(rarity, 0, 10)),
    restricted: r.bool("rarity.isrestricted") || r.bool("restricted"),
  };
}

/** Qualities from the item's modifiers (`itemmodifier[]`, each named with a rank) and its `special` text. */
function qualities(r: Reader): QualityRef[] {
  const out: QualityRef[] = [];
  const add = (q: QualityRef | null) => {
    if (q && !out.some((o) => o.key === q.key)) out.push(q);
  };
  // Read without marking: the modifiers' own texts stay in the unmapped record.
  const mods = r.data["itemmodifier"];
  for (const m of Array.isArray(mods) ? mods : []) {
    const mod = m as Json;
    const rank = Number((mod["system"] as Json | undefined)?.["rank"] ?? (mod["data"] as Json | undefined)?.["rank"] ?? 0);
    const q = readQuality(String(mod["name"] ?? ""));
    if (q) add({ key: q.key, rating: q.rating ?? (rank > 1 ? rank : rank === 1 ? 1 : null) });
  }
  for (const part of r.str("special.value").split(",")) add(readQuality(part));
  return out;
}

function weapon(input: ItemInput, ship: boolean): Converted | { reason: string; detail: string } {
  const { r } = input;
  const skillName = ship ? r.str("skill.value") || "Gunnery" : r.str("skill.value");
  const skill = readSkillName(skillName);
  if (!skill.id) return { reason: "UnknownSkill", detail: skillName || "—" };
  const brawn = r.str("characteristic.value").toLowerCase() === "brawn" || r.bool("skill.useBrawn");
  const arcs: FiringArc[] = ship ? (["fore", "aft", "port", "starboard"] as const).filter((a) => r.bool(`firingarc.${a}`)) : [];
  return {
    type: "weapon",
    system: {
      description: html(r), skill: skill.id, damage: Math.max(0, r.num("damage.value")),
      addBrawn: brawn && (skill.id === "brawl" || skill.id === "melee"),
      crit: r.num("crit.value") > 0 ? r.num("crit.value") : null,
      range: RANGES[r.str("range.value").trim().toLowerCase()] ?? "short",
      encumbrance: Math.max(0, r.num("encumbrance.value")), hardPoints: Math.max(0, r.num("hardpoints.value")),
      qualities: qualities(r), attachments: attachments(r), equipped: r.bool("equippable.equipped"),
      condition: "undamaged", firingArcs: arcs, ...weaponPurchasable(r, skill.id),
    },
  };
}

/** Attachments a weapon or armour carries, by name and hard points (their own modifiers stay aside). */
function attachments(r: Reader): unknown[] {
  const list = r.data["itemattachment"];
  if (!Array.isArray(list) || list.length === 0) return [];
  return list.map((a) => {
    const att = a as Json;
    const sys = (att["system"] ?? att["data"] ?? {}) as Json;
    const hp = Number((sys["hardpoints"] as Json | undefined)?.["value"] ?? 0);
    return { name: String(att["name"] ?? ""), hardPoints: Number.isFinite(hp) ? Math.max(0, Math.trunc(hp)) : 0, modifications: [], damage: 0, crit: 0, soak: 0, defence: 0, encumbrance: 0, qualities: [] };
  });
}

function skillIds(r: Reader, path: string): SkillId[] {
  const value = r.get(path);
  const names = Array.isArray(value) ? value : typeof value === "object" && value !== null ? Object.values(value) : [];
  const ids: SkillId[] = [];
  for (const n of names) {
    const id = readSkillName(String(n ?? "")).id;
    if (id && !ids.includes(id)) ids.push(id);
  }
  return ids;
}

/**
 * A tree's 20 cells from `talents.talent0…19`: a cell's "links-top-1" is a line up (our cell above's
 * `down`), its "links-right" a line to the right; a learned cell is bought.
 */
function tree(input: ItemInput): TalentCell[] {
  const { r } = input;
  const cells: TalentCell[] = [];
  // Only what a cell is read for is marked: a cell's copy of its talent's text stays in the unmapped record.
  const at = (i: number, field: string) => r.get(`talents.talent${i}.${field}`);
  for (let i = 0; i < TREE_CELLS; i++) {
    const name = String(at(i, "name") ?? "").trim();
    cells.push({
      key: name === "" ? "" : input.talentKeys.get(name.toLowerCase()) ?? camelId(name),
      name, right: i % TREE_COLUMNS < TREE_COLUMNS - 1 && at(i, "links-right") === true, down: false, bought: at(i, "islearned") === true,
    });
  }
  for (let i = 0; i < TREE_CELLS; i++) {
    if (at(i, "links-top-1") === true && i >= TREE_COLUMNS) cells[i - TREE_COLUMNS]!.down = true;
    // The cell's drawing (single width, may link) is StarWarsFFG's layout, not data.
    r.skip(`talents.talent${i}.size`, `talents.talent${i}.canLinkTop`, `talents.talent${i}.canLinkRight`);
  }
  return cells;
}

function forcePower(input: ItemInput): Converted {
  const { r } = input;
  const learned: string[] = [];
  const upgrades = [];
  const raw = (r.data["upgrades"] ?? {}) as Json;
  for (const [slot, value] of Object.entries(raw)) {
    const u = (value ?? {}) as Json;
    r.skip(...["name", "description", "cost", "visible", "islearned", "size"].map((f) => `upgrades.${slot}.${f}`));
    const name = String(u["name"] ?? "").trim();
    if (u["visible"] === false || name === "") continue;
    if (u["islearned"] === true) learned.push(name);
    upgrades.push({ key: slot, name, cost: Math.max(0, Math.trunc(Number(u["cost"] ?? 0)) || 0), effect: htmlText(String(u["description"] ?? "")), ranks: null });
  }
  // The tree is left unlaid (its slots carry no row or column here): the Force tab offers no cell of it to buy.
  return {
    type: "forcePower",
    system: {
      description: html(r), requiredRating: Math.max(1, r.num("required_force_rating", 1)), points: 1, skill: null, upgrades, commit: false,
      cost: Math.max(0, r.num("base_cost", 10)), tree: [],
    },
    extra: learned.length ? { learnedUpgrades: learned, baseCost: r.num("base_cost") } : { baseCost: r.num("base_cost") },
  };
}

function species(r: Reader): Converted {
  const characteristics = {} as Record<CharacteristicId, number>;
  for (const id of CHARACTERISTICS) characteristics[id] = 2;
  let woundBase = 10;
  let strainBase = 10;
  const attributes = (r.data["attributes"] ?? {}) as Json;
  for (const [slot, value] of Object.entries(attributes)) {
    const a = (value ?? {}) as Json;
    const mod = String(a["mod"] ?? "").toLowerCase();
    const n = Math.trunc(Number(a["value"] ?? 0));
    if (!Number.isFinite(n)) continue;
    if ((CHARACTERISTICS as readonly string[]).includes(mod) && a["modtype"] === "Characteristic") {
      characteristics[mod as CharacteristicId] = clamp(n, 1, 6);
      r.skip(`attributes.${slot}`);
    } else if (mod === "wounds" && a["modtype"] === "Stat") {
      woundBase = Math.max(0, n);
      r.skip(`attributes.${slot}`);
    } else if (mod === "strain" && a["modtype"] === "Stat") {
      strainBase = Math.max(0, n);
      r.skip(`attributes.${slot}`);
    }
  }
  return { type: "species", system: { description: html(r), characteristics, woundBase, strainBase, startingXp: Math.max(0, r.num("startingXP", 100)), freeRanks: [], startingTalents: [], skillChoices: [], rules: [], careerFreeRanks: null, specialisationFreeRanks: null } };
}

/** One StarWarsFFG item as ours, or why not. */
export function convertItem(type: string, input: ItemInput): Converted | { reason: string; detail: string } {
  const { r, name } = input;
  switch (type) {
    case "weapon": return weapon(input, false);
    case "shipweapon": return weapon(input, true);
    case "armour":
      return {
        type: "armour",
        system: {
          description: html(r), defence: Math.max(0, r.num("defence.value")), soak: Math.max(0, r.num("soak.value")),
          encumbrance: Math.max(0, r.num("encumbrance.value")), hardPoints: Math.max(0, r.num("hardpoints.value")),
          qualities: qualities(r), attachments: attachments(r), worn: r.bool("equippable.equipped"), condition: "undamaged", ...purchasable(r),
        },
      };
    case "gear":
      return { type: "gear", system: { description: html(r), quantity: Math.max(0, r.num("quantity.value", 1)), encumbrance: Math.max(0, r.num("encumbrance.value")), condition: "undamaged", ...purchasable(r) } };
    case "talent":
      return {
        type: "talent",
        system: {
          description: html(r), key: input.importKey || camelId(name), ranked: r.bool("ranks.ranked"), rank: Math.max(0, r.num("ranks.current", 1)),
          activation: ACTIVATIONS[r.str("activation.value").trim().toLowerCase()] ?? "passive", tier: clamp(r.num("tier", 1), 1, 5),
        },
      };
    case "specialization":
      return { type: "specialisation", system: { description: html(r), key: input.importKey || camelId(name), career: "", otherCareers: [], careerSkills: skillIds(r, "careerSkills"), tree: tree(input) } };
    case "career":
      return { type: "career", system: { description: html(r), key: input.importKey || camelId(name), careerSkills: skillIds(r, "careerSkills"), freeRanks: 4 } };
    case "forcepower": return forcePower(input);
    case "species": return species(r);
    case "criticalinjury":
    case "criticaldamage": {
      const min = Math.max(1, r.num("min", 1));
      const max = r.num("max", 0);
      return { type: type === "criticalinjury" ? "criticalInjury" : "criticalHit", system: { description: html(r), min, max: max >= min ? max : null, severity: clamp(r.num("severity", 1), 0, 4) } };
    }
    case "ability":
    case "signatureability":
      return { type: "ability", system: { description: html(r) } };
    case "itemattachment":
    case "shipattachment": {
      const host = type === "shipattachment" ? "vehicle" : r.str("type").toLowerCase().startsWith("armo") ? "armour" : "weapon";
      return {
        type: "attachment",
        system: {
          description: html(r), host, hardPoints: Math.max(0, r.num("hardpoints.value")), modifications: [],
          damage: 0, crit: 0, soak: 0, defence: 0, encumbrance: 0, qualities: qualities(r), ...purchasable(r),
        },
      };
    }
    case "itemmodifier": {
      const q = readQuality(name);
      return { type: "quality", system: { description: html(r), key: q?.key ?? camelId(name), active: false, activation: 0, ranked: r.num("rank") > 1 } };
    }
    default:
      return { reason: "UnknownType", detail: type || "—" };
  }
}
