/**
 * What the OggDude converters share: look-ups read from the whole Data folder before any entry is
 * converted (descriptors, talent names, Force abilities, careers' specialisations, Skills.xml's own
 * skills), and the fields every converted item starts from. Pure: no Foundry global.
 */
import type { QualityRef } from "../../../../rules/types.ts";
import { weaponListing } from "../listing.ts";
import { oggdudeHtml } from "../markup.ts";
import type { ImportedDocument, ResultBuilder } from "../result.ts";
import { flag, int, list, sources, text, type XmlNode } from "../xml.ts";
import { KNOWN_QUALITIES, qualityKey } from "./keys.ts";

export interface Descriptor {
  name: string;
  isQuality: boolean;
  ranked: boolean;
}

export interface OggContext {
  out: ResultBuilder;
  descriptors: Map<string, Descriptor>;
  /** Talent key → name, for tree cells. */
  talentNames: Map<string, string>;
  /** Force ability key → its node (name, description, modifiers). */
  forceAbilities: Map<string, XmlNode>;
  /** Specialisation key → every career listing it, in file order (the first is its own). */
  careersOfSpecialisation: Map<string, string[]>;
  /** Talent key → its highest row (0 = top) in any tree: the talent's tier is that row + 1. */
  talentRow: Map<string, number>;
  /** Skills.xml's own skills (beyond ours): key → name. */
  extraSkills: Map<string, string>;
  /** Weapons by key, vehicle weapons included, for vehicles to carry. */
  weapons: Map<string, ImportedDocument>;
}

export function newContext(out: ResultBuilder): OggContext {
  return {
    out, descriptors: new Map(), talentNames: new Map(), forceAbilities: new Map(), careersOfSpecialisation: new Map(),
    talentRow: new Map(), extraSkills: new Map(), weapons: new Map(),
  };
}

/** An entry's key and name, the two things every converted entry needs. */
export function identify(entry: XmlNode): { key: string; name: string } {
  const key = text(entry["Key"]).trim();
  const name = text(entry["Name"]).trim() || key;
  return { key, name };
}

/** An item document with its description and the books it cites set aside in flags. */
export function itemDoc(entry: XmlNode, type: string, system: Record<string, unknown>, extra: Record<string, unknown> = {}): ImportedDocument {
  const { key, name } = identify(entry);
  const cited = sources(entry);
  const imported: Record<string, unknown> = { ...extra };
  if (cited.length) imported["sources"] = cited;
  const doc: ImportedDocument = {
    documentName: "Item", name, type, sourceKey: key,
    system: { description: oggdudeHtml(text(entry["Description"])), ...system },
  };
  if (Object.keys(imported).length) doc.flags = { eote: { imported } };
  return doc;
}

/** Price, rarity 0–10 and legality, shared by gear of every kind. */
export function purchasable(entry: XmlNode): { price: number; rarity: number; restricted: boolean } {
  return {
    price: Math.max(0, int(entry["Price"])),
    rarity: Math.min(10, Math.max(0, int(entry["Rarity"]))),
    restricted: flag(entry["Restricted"]),
  };
}

/** A number the entry gives for `field` (a whole number, possibly signed), or null when it gives none. */
function given(entry: XmlNode, field: string): number | null {
  const n = int(entry[field], Number.NaN);
  return Number.isFinite(n) ? n : null;
}

/** A weapon's price, rarity and legality: a vehicle weapon whose entry gives none is "not listed" (../listing.ts). */
export function weaponPurchasable(entry: XmlNode, skill: string): { price: number | null; rarity: number | null; restricted: boolean } {
  const price = given(entry, "Price");
  const rarity = given(entry, "Rarity");
  return {
    ...weaponListing(skill, price === null ? null : Math.max(0, price), rarity === null ? null : Math.min(10, Math.max(0, rarity))),
    restricted: flag(entry["Restricted"]),
  };
}

/** A quality on an item as `{ key, rating }`: the rating kept for ranked qualities (at least 1). */
export function qualityRef(ctx: OggContext, node: XmlNode): QualityRef | null {
  const sourceKey = text(node["Key"]).trim();
  if (sourceKey === "") return null;
  const descriptor = ctx.descriptors.get(sourceKey);
  const key = qualityKey(sourceKey, descriptor?.name);
  const count = int(node["Count"], 0);
  const ranked = KNOWN_QUALITIES[key]?.ranked ?? descriptor?.ranked ?? count > 0;
  return { key, rating: ranked ? Math.max(1, count) : null };
}

/** The qualities listed under `<Qualities><Quality>`. */
export function qualities(ctx: OggContext, entry: XmlNode): QualityRef[] {
  return list((entry["Qualities"] as XmlNode | undefined)?.["Quality"])
    .map((q) => (typeof q === "object" && q !== null ? qualityRef(ctx, q as XmlNode) : null))
    .filter((q): q is QualityRef => q !== null);
}

/** The modifiers listed under `<BaseMods>` or `<AddedMods>`. */
export function mods(entry: XmlNode, container: "BaseMods" | "AddedMods"): XmlNode[] {
  return list((entry[container] as XmlNode | undefined)?.["Mod"]).filter((m): m is XmlNode => typeof m === "object" && m !== null);
}

/** A modifier OggDude describes in words only (`<MiscDesc>`), as text. */
export function modText(mod: XmlNode): string {
  const count = int(mod["Count"], 1);
  const desc = text(mod["MiscDesc"]).trim() || text(mod["Key"]).trim();
  return count > 1 ? `${count} × ${desc}` : desc;
}
