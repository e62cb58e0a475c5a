/**
 * An item as a readable card (templates/item/card.hbs): what play mode, a compendium's locked item and a player
 * without edit rights see instead of a form. Stats as text (each a label and its value in words), each quality
 * with its rule in one line (EOTE.QualitySummary.<key>, the qualities pack's own text), a specialisation's
 * career skills as words and its tree as the Advancement tab draws it. Pure.
 */
import { getSkill } from "../../../rules/checks/skills.ts";
import { CHARACTERISTICS } from "../../../rules/character/characteristics.ts";
import type { ItemDataByType, ItemType } from "../../../rules/types.ts";
import { conditionFrom } from "../../../rules/gear/gear-condition.ts";
import { qualityEntries, type QualityEntry } from "./qualities.ts";
import { treeView, type TreeView } from "./talent-tree.ts";

/**
 * One stat: its label and its value, either as text (a number) or as an i18n key formatted with `value`
 * ("Brawn + {value}"), or as several keys joined by commas (firing arcs, skills).
 */
export interface CardStat {
  labelKey: string;
  value: string;
  valueKey: string | null;
  valueKeys: string[];
}

export interface CardContext {
  stats: CardStat[];
  /** Weapons and armour: each attached quality with its rule (summaryKey), an unknown one by its key. */
  qualities: QualityEntry[];
  holdsQualities: boolean;
  /** Careers, specialisations (career skills) and species (free ranks): the skills as words, under `skillsLabelKey`. */
  skillKeys: string[];
  skillsLabelKey: string;
  /** A specialisation's tree, read-only (no Buy: XP is spent on the character's Advancement tab). */
  tree: TreeView | null;
  /** Short words the item is marked with ("Restricted", "Improvised weapon"). */
  tags: string[];
}

/** What the card needs besides the item's own data. */
export interface CardExtras {
  /** A specialisation's careers (its career, then the others it belongs to) by name: the careers pack's, else the stored key. */
  careerNames?: readonly string[] | undefined;
  /** The tree talents' rules text (enriched), by talent key. */
  talentTexts?: Readonly<Record<string, string>> | undefined;
  /** The weapon is owned by a vehicle or rolls Gunnery: its firing arcs show. */
  vehicleWeapon?: boolean;
  improvised?: boolean;
  /** The item's id (a tree's data-item-id). */
  id?: string;
  /** A character's own specialisation: its cells say bought, available or locked (elsewhere only their cost). */
  states?: boolean;
}

const SEVERITIES = ["None", "Easy", "Average", "Hard", "Daunting"];

const text = (labelKey: string, value: number | string): CardStat => ({ labelKey, value: String(value), valueKey: null, valueKeys: [] });
const word = (labelKey: string, valueKey: string, value: number | string = ""): CardStat => ({ labelKey, value: String(value), valueKey, valueKeys: [] });
const words = (labelKey: string, valueKeys: string[]): CardStat => ({ labelKey, value: "", valueKey: null, valueKeys });
const yesNo = (labelKey: string, on: boolean): CardStat => word(labelKey, on ? "EOTE.Sheet.Item.Card.Yes" : "EOTE.Sheet.Item.Card.No");
const signed = (n: number): string => (n > 0 ? `+${n}` : String(n));

function skillWord(id: string | null): string {
  return id && getSkill(id) ? `EOTE.Skill.${id}` : "EOTE.Sheet.Unknown";
}

/**
 * Condition, price and rarity: the lines weapons, armour and gear share. A price or rarity the source does
 * not list (null: a vehicle weapon) reads "—", never "0 credits".
 */
function purchasable(s: { price: number | null; rarity: number | null; condition?: unknown }): CardStat[] {
  const lines: CardStat[] = [];
  if (s.condition !== undefined) lines.push(word("EOTE.Gear.Condition.Label", `EOTE.Gear.Condition.${conditionFrom(s.condition)}`));
  lines.push(
    s.price === null ? word("EOTE.Sheet.Item.Price", "EOTE.Sheet.Item.NotListed") : word("EOTE.Sheet.Item.Price", "EOTE.Sheet.Item.Card.Credits", s.price),
    s.rarity === null ? word("EOTE.Sheet.Item.Rarity", "EOTE.Sheet.Item.NotListed") : text("EOTE.Sheet.Item.Rarity", s.rarity),
  );
  return lines;
}

function statsOf(type: ItemType, system: ItemDataByType[ItemType], extras: CardExtras): CardStat[] {
  switch (type) {
    case "weapon": {
      const s = system as ItemDataByType["weapon"];
      const lines = [
        word("EOTE.Sheet.Weapon.Skill", skillWord(s.skill)),
        s.addBrawn ? word("EOTE.Sheet.Weapon.Damage", "EOTE.Sheet.Item.Card.BrawnPlus", s.damage) : text("EOTE.Sheet.Weapon.Damage", s.damage),
        s.crit === null ? word("EOTE.Sheet.Weapon.Crit", "EOTE.Sheet.Item.Card.None") : text("EOTE.Sheet.Weapon.Crit", s.crit),
        word("EOTE.Sheet.Weapon.Range", `EOTE.Sheet.Range.${s.range}`),
      ];
      if (extras.vehicleWeapon) {
        lines.push(s.firingArcs.length ? words("EOTE.Sheet.Weapon.FiringArcs", s.firingArcs.map((a) => `EOTE.Sheet.Arc.${a}`)) : word("EOTE.Sheet.Weapon.FiringArcs", "EOTE.Sheet.Item.Card.None"));
      }
      return [...lines, text("EOTE.Sheet.Item.Encumbrance", s.encumbrance), text("EOTE.Sheet.Item.HardPoints", s.hardPoints), ...purchasable(s)];
    }
    case "armour": {
      const s = system as ItemDataByType["armour"];
      return [text("EOTE.Sheet.Armour.Defence", s.defence), text("EOTE.Sheet.Armour.Soak", s.soak), text("EOTE.Sheet.Item.Encumbrance", s.encumbrance),
        text("EOTE.Sheet.Item.HardPoints", s.hardPoints), ...purchasable(s)];
    }
    case "gear": {
      const s = system as ItemDataByType["gear"];
      return [text("EOTE.Sheet.Gear.Quantity", s.quantity), text("EOTE.Sheet.Item.Encumbrance", s.encumbrance), ...purchasable(s)];
    }
    case "attachment": {
      const s = system as ItemDataByType["attachment"];
      const changes = (["damage", "crit", "soak", "defence", "encumbrance"] as const).filter((k) => s[k] !== 0)
        .map((k) => text(`EOTE.Gear.Attachment.Stat.${k}`, signed(s[k])));
      return [word("EOTE.Gear.Attachment.HostLabel", `EOTE.Gear.Attachment.Host.${s.host}`), text("EOTE.Gear.Attachment.HardPoints", s.hardPoints),
        ...changes, word("EOTE.Sheet.Item.Price", "EOTE.Sheet.Item.Card.Credits", s.price), text("EOTE.Sheet.Item.Rarity", s.rarity)];
    }
    case "quality": {
      const s = system as ItemDataByType["quality"];
      return [word("EOTE.Sheet.Item.Card.Use", s.active ? "EOTE.Sheet.Item.Card.Active" : "EOTE.Sheet.Item.Card.Passive"),
        ...(s.active ? [text("EOTE.Sheet.Quality.Activation", s.activation)] : []), yesNo("EOTE.Sheet.Quality.Ranked", s.ranked)];
    }
    case "criticalInjury":
    case "criticalHit": {
      const s = system as ItemDataByType["criticalHit"];
      const range = s.max === null ? `${s.min}+` : s.min === s.max ? `${s.min}` : `${s.min}–${s.max}`;
      const severity = SEVERITIES[Math.max(0, Math.min(4, Math.trunc(s.severity)))] ?? "None";
      const lines = [text("EOTE.Sheet.Item.Card.RollRange", range), word("EOTE.Sheet.Critical.Severity", `EOTE.Sheet.Severity.${severity}`)];
      if (type === "criticalHit" && s.zone) lines.push(word("EOTE.VehicleCrit.Field.zone", `EOTE.Sheet.Arc.${s.zone}`));
      return lines;
    }
    case "talent": {
      const s = system as ItemDataByType["talent"];
      return [word("EOTE.Sheet.Talent.ActivationLabel", `EOTE.Sheet.Talent.Activation.${s.activation}`), text("EOTE.Sheet.Talent.Tier", s.tier),
        s.ranked ? text("EOTE.Sheet.Talent.RankLabel", s.rank) : yesNo("EOTE.Sheet.Talent.Ranked", false)];
    }
    case "forcePower": {
      const s = system as ItemDataByType["forcePower"];
      return [text("EOTE.Force.Power.RequiredRating", s.requiredRating), word("EOTE.ForceBuy.BaseCost", "EOTE.Sheet.Item.Card.Xp", s.cost),
        text("EOTE.Force.Power.Points", s.points),
        word("EOTE.Force.Power.Skill", s.skill ? skillWord(s.skill) : "EOTE.Force.Power.NoSkill"), yesNo("EOTE.Force.Power.Commit", s.commit)];
    }
    case "species": {
      const s = system as ItemDataByType["species"];
      return [text("EOTE.Identity.Species.WoundBase", s.woundBase), text("EOTE.Identity.Species.StrainBase", s.strainBase),
        text("EOTE.Identity.Species.StartingXp", s.startingXp),
        ...CHARACTERISTICS.map((c) => text(`EOTE.Characteristic.${c}`, s.characteristics[c]))];
    }
    case "career": {
      const s = system as ItemDataByType["career"];
      return [text("EOTE.Identity.Career.FreeRanks", s.freeRanks)];
    }
    case "specialisation": {
      const s = system as ItemDataByType["specialisation"];
      const names = extras.careerNames ?? [s.career, ...(s.otherCareers ?? [])].filter((k) => k !== "");
      if (!names.length) return [];
      return [text(names.length > 1 ? "EOTE.Identity.Specialisation.Careers" : "EOTE.Identity.Specialisation.CareerName", names.join(", "))];
    }
    default:
      return [];
  }
}

const SKILL_LIST: Partial<Record<ItemType, { field: "careerSkills" | "freeRanks"; labelKey: string }>> = {
  career: { field: "careerSkills", labelKey: "EOTE.Identity.Career.CareerSkills" },
  specialisation: { field: "careerSkills", labelKey: "EOTE.Identity.Specialisation.CareerSkills" },
  species: { field: "freeRanks", labelKey: "EOTE.Identity.Species.FreeRanks" },
};

export function itemCard(name: string, type: ItemType, system: ItemDataByType[ItemType], extras: CardExtras = {}): CardContext {
  const list = SKILL_LIST[type];
  const skills = list ? ((system as unknown as Record<string, unknown>)[list.field] as string[] | undefined) ?? [] : [];
  const s = system as Partial<{ restricted: boolean; qualities: ItemDataByType["weapon"]["qualities"]; tree: ItemDataByType["specialisation"]["tree"] }>;
  const tags: string[] = [];
  if (s.restricted) tags.push("EOTE.Sheet.Item.Restricted");
  if (extras.improvised && type === "weapon") tags.push("EOTE.Sheet.Weapon.Improvised");
  return {
    stats: statsOf(type, system, extras),
    qualities: s.qualities ? qualityEntries(s.qualities) : [],
    holdsQualities: Array.isArray(s.qualities),
    skillKeys: skills.map(skillWord),
    skillsLabelKey: list?.labelKey ?? "",
    tree: type === "specialisation"
      ? treeView({ id: extras.id ?? "", name, tree: s.tree ?? [] }, { canAct: false, available: 0, talentTexts: extras.talentTexts, states: extras.states !== false })
      : null,
    tags,
  };
}
