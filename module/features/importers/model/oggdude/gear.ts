/**
 * OggDude's Weapons.xml, Armor.xml, Gear.xml and ItemDescriptors.xml as weapon, armour, gear and
 * quality items (module/rules/types.ts shapes). A weapon whose skill is not one of ours is skipped,
 * naming the key; so is a template (the data set's "(Template)" entries, a blank for custom weapons,
 * armour or gear, not an item of its own). Pure: no Foundry global.
 */
import type { SkillId } from "../../../../rules/checks/skills.ts";
import { escapeHtml, oggdudeHtml, oggdudeText } from "../markup.ts";
import type { ImportedDocument } from "../result.ts";
import { flag, int, text, type XmlNode } from "../xml.ts";
import { identify, itemDoc, modText, mods, purchasable, qualities, weaponPurchasable, type Descriptor, type OggContext } from "./context.ts";
import { KNOWN_QUALITIES, qualityKey, RANGE_VALUES, SKILL_KEYS } from "./keys.ts";

const MELEE_SKILLS: readonly SkillId[] = ["brawl", "melee", "lightsaber"];

/** Words-only modifiers (`<BaseMods>`) appended to the description, so the GM still reads them. */
function withModNotes(doc: ImportedDocument, entry: XmlNode): ImportedDocument {
  const notes = mods(entry, "BaseMods").map(modText).filter((t) => t !== "");
  if (notes.length === 0) return doc;
  const list = `<ul>${notes.map((n) => `<li>${escapeHtml(oggdudeText(n))}</li>`).join("")}</ul>`;
  return { ...doc, system: { ...doc.system, description: `${String(doc.system["description"] ?? "")}${list}` } };
}

/** The entry's key, or null when it is skipped and listed: no key, or (for an item) a template for custom items. */
function hasKey(ctx: OggContext, file: string, entry: XmlNode, item = false): string | null {
  const { key, name } = identify(entry);
  if (key === "") {
    ctx.out.skip(file, name, "MissingKey", `${name || "An entry"} has no <Key>.`, { name: name || "?" });
    return null;
  }
  if (item && /\(template\)/i.test(name)) {
    ctx.out.skip(file, key, "Template", `${name} is not an item: a template for custom items.`, { name });
    return null;
  }
  return key;
}

export function weapon(ctx: OggContext, file: string, entry: XmlNode): ImportedDocument | null {
  const key = hasKey(ctx, file, entry, true);
  if (key === null) return null;
  const skillKey = text(entry["SkillKey"]).trim();
  const skill = SKILL_KEYS[skillKey];
  if (!skill) {
    ctx.out.skip(file, key, "UnknownSkill", `${key}: skill ${skillKey || "(none)"} is not one of this system's skills.`, { skill: skillKey || "—" });
    return null;
  }
  const melee = MELEE_SKILLS.includes(skill);
  const hasAdd = text(entry["DamageAdd"]).trim() !== "";
  // Brawl and Melee weapons add Brawn ("+2"); a lightsaber's damage is flat (EotE core rules, weapon tables).
  const addBrawn = (skill === "brawl" || skill === "melee") && (hasAdd || int(entry["Damage"]) === 0);
  const damage = addBrawn ? int(entry["DamageAdd"], int(entry["Damage"])) : int(entry["Damage"], int(entry["DamageAdd"]));
  const rangeValue = text(entry["RangeValue"]).trim();
  const range = RANGE_VALUES[rangeValue] ?? (melee ? "engaged" : "short");
  if (rangeValue !== "" && !RANGE_VALUES[rangeValue]) {
    ctx.out.warn(file, key, "UnknownRange", `${key}: range ${rangeValue} read as ${range}.`, { range: rangeValue });
  }
  const crit = int(entry["Crit"]);
  const doc = itemDoc(entry, "weapon", {
    skill, damage: Math.max(0, damage), addBrawn, crit: crit > 0 ? crit : null, range,
    encumbrance: Math.max(0, int(entry["Encumbrance"])), hardPoints: Math.max(0, int(entry["HP"])),
    qualities: qualities(ctx, entry), attachments: [], equipped: false, condition: "undamaged", firingArcs: [],
    ...weaponPurchasable(entry, skill),
  });
  return withModNotes(doc, entry);
}

export function armour(ctx: OggContext, file: string, entry: XmlNode): ImportedDocument | null {
  if (hasKey(ctx, file, entry, true) === null) return null;
  const doc = itemDoc(entry, "armour", {
    defence: Math.max(0, int(entry["Defense"])), soak: Math.max(0, int(entry["Soak"])),
    encumbrance: Math.max(0, int(entry["Encumbrance"])), hardPoints: Math.max(0, int(entry["HP"])),
    qualities: qualities(ctx, entry), attachments: [], worn: false, condition: "undamaged",
    ...purchasable(entry),
  });
  return withModNotes(doc, entry);
}

export function gear(ctx: OggContext, file: string, entry: XmlNode): ImportedDocument | null {
  if (hasKey(ctx, file, entry, true) === null) return null;
  const doc = itemDoc(entry, "gear", {
    quantity: 1, encumbrance: Math.max(0, int(entry["Encumbrance"])), condition: "undamaged", ...purchasable(entry),
  });
  return withModNotes(doc, entry);
}

/** A descriptor's name and whether it takes a rating: its text has a `{0}` for the number, or it says so. */
export function readDescriptor(entry: XmlNode): Descriptor {
  const { name } = identify(entry);
  const wording = `${text(entry["QualDesc"])} ${text(entry["ModDesc"])}`;
  return { name, isQuality: flag(entry["IsQuality"]), ranked: flag(entry["Ranked"]) || wording.includes("{0}") };
}

/**
 * A quality descriptor as a quality item, keyed as weapons refer to it (ours where it folds onto one of
 * our qualities). How an active quality triggers is ours where we know it; otherwise it is read as passive.
 */
export function quality(ctx: OggContext, file: string, entry: XmlNode): ImportedDocument | null {
  const sourceKey = hasKey(ctx, file, entry);
  if (sourceKey === null) return null;
  const descriptor = readDescriptor(entry);
  const key = qualityKey(sourceKey, descriptor.name);
  const known = KNOWN_QUALITIES[key];
  if (!known && /active/i.test(text(entry["ActivationValue"]) + text(entry["Active"]))) {
    ctx.out.warn(file, sourceKey, "ActiveQuality", `${sourceKey}: an active quality of unknown cost, imported as passive.`, { name: descriptor.name });
  }
  const doc = itemDoc(entry, "quality", {
    key, active: known?.active ?? false, activation: known?.activation ?? 0, ranked: known?.ranked ?? descriptor.ranked,
  });
  if (String(doc.system["description"]) === "") {
    doc.system["description"] = oggdudeHtml(text(entry["QualDesc"]) || text(entry["ModDesc"]));
  }
  return doc;
}
