/**
 * Star Wars Adversaries vehicles (its vehicles folder, and vehicles listed among the adversaries) as
 * vehicle actors (seed 002 STARSHIPS AND VEHICLES): `{ name, group, info, characteristics, derived,
 * weapons }`. The profile becomes our vehicle data, each weapon a mounted weapon item with its fire arcs,
 * damage, critical rating, range (close read as engaged: module/rules/vehicles/vehicle-attack.ts) and
 * qualities. What has no field here (manufacturer, altitude, a range of passengers) is kept in
 * `flags.eote.imported`. Pure: no Foundry global.
 */
import type { FiringArc, QualityRef } from "../../../../rules/types.ts";
import { weaponListing } from "../listing.ts";
import { plainHtml } from "../markup.ts";
import { camelId, type ImportedDocument } from "../result.ts";
import { bounded, readQuality, type Json } from "./items.ts";

const ALL_ARCS: readonly FiringArc[] = ["fore", "aft", "port", "starboard"];
const ARC_WORDS: readonly [RegExp, FiringArc][] = [[/\b(fore|forward|front)\b/, "fore"], [/\b(aft|rear)\b/, "aft"], [/\bport\b/, "port"], [/\bstarboard\b/, "starboard"]];
const SENSORS = ["close", "short", "medium", "long", "extreme"] as const;
type Sensor = typeof SENSORS[number];
// Vehicle weapons' nearest band, close range, is stored as engaged (module/rules/vehicles/vehicle-attack.ts).
const RANGES: Readonly<Record<string, string>> = { close: "engaged", short: "short", medium: "medium", long: "long", extreme: "extreme" };
/** Groups and types that move on a planet (planetary scale), not in space. */
const PLANETARY = /walker|speeder|swoop|bike|skiff|barge|tank|crawler|repulsor|ground/;
/** Defence zones a vehicle of this silhouette has (seed 002 SILHOUETTE 5+: below 5 only fore and aft). */
const FOUR_ZONES = 5;

const str = (v: unknown) => (typeof v === "string" ? v : typeof v === "number" ? String(v) : "");
const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);
/**
 * A number written as a number or as text: its first whole number, thousands separators allowed ("+1", "-2",
 * "6 (prisoners)", "10-30", "(R) 25,000", "1,200 crew").
 */
function leadingInt(v: unknown): number | null {
  if (typeof v === "number" && Number.isFinite(v)) return Math.trunc(v);
  const m = /([+-]?\d[\d,]*)/.exec(str(v));
  return m ? Number(m[1]!.replace(/,/g, "")) : null;
}
const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

/**
 * What an entry is as a vehicle: a profile (a silhouette among its characteristics, or hull trauma among its
 * derived numbers); a vehicle by its type with no profile to read; or not a vehicle.
 */
export function vehicleEntry(entry: Json): "profile" | "noProfile" | null {
  const chars = isObject(entry["characteristics"]) ? entry["characteristics"] : {};
  const derived = isObject(entry["derived"]) ? entry["derived"] : {};
  if (Object.keys(chars).some((k) => k.toLowerCase() === "silhouette") || "hull" in derived) return "profile";
  return str(entry["type"]).trim().toLowerCase() === "vehicle" ? "noProfile" : null;
}

/** "Forward", "Aft", "Port and Starboard", "All", "Turret": the arcs a mount fires into. */
export function readArcs(raw: unknown): FiringArc[] {
  const text = str(raw).toLowerCase();
  if (/\ball\b|turret|dorsal|ventral/.test(text)) return [...ALL_ARCS];
  return ARC_WORDS.filter(([word]) => word.test(text)).map(([, arc]) => arc);
}

function weapon(raw: unknown): ImportedDocument | null {
  if (!isObject(raw)) return null;
  const name = str(raw["name"]).trim();
  if (name === "") return null;
  const crit = leadingInt(raw["critical"]);
  const qualities = (Array.isArray(raw["qualities"]) ? raw["qualities"] : []).map((q) => readQuality(str(q))).filter((q): q is QualityRef => q !== null);
  const system = {
    description: plainHtml(str(raw["notes"])),
    skill: "gunnery", damage: Math.max(0, leadingInt(raw["damage"]) ?? 0), addBrawn: false,
    crit: crit !== null && crit > 0 ? crit : null,
    range: RANGES[str(raw["range"]).trim().toLowerCase()] ?? "engaged",
    encumbrance: 0, hardPoints: 0, qualities, attachments: [], equipped: true, condition: "undamaged",
    firingArcs: readArcs(raw["arc"]),
    // A price and rarity where the entry gives them; the data set's vehicle weapons carry none: "not listed"
    // (../listing.ts), never free.
    ...weaponListing("gunnery", bounded(leadingInt(raw["price"]), 0, Number.MAX_SAFE_INTEGER), bounded(leadingInt(raw["rarity"]), 0, 10)), restricted: false,
  };
  return { documentName: "Item", name, type: "weapon", system, sourceKey: camelId(name) };
}

/** The vehicle actor an entry with a profile describes (the caller has checked vehicleEntry and the name). */
export function vehicleDocument(entry: Json, name: string, key: string): ImportedDocument {
  const info = isObject(entry["info"]) ? entry["info"] : {};
  const chars = Object.fromEntries(Object.entries(isObject(entry["characteristics"]) ? entry["characteristics"] : {}).map(([k, v]) => [k.toLowerCase(), v]));
  const derived = isObject(entry["derived"]) ? entry["derived"] : {};
  const zones = isObject(derived["defence"]) ? derived["defence"] : {};
  const silhouette = clamp(leadingInt(chars["silhouette"]) ?? 3, 0, 10);
  const zone = (z: FiringArc) => (silhouette < FOUR_ZONES && (z === "port" || z === "starboard") ? 0 : clamp(leadingInt(zones[z]) ?? 0, 0, 4));
  const hyperdrive = isObject(info["hyperdrive"]) ? info["hyperdrive"] : null;
  const hyper = (v: unknown) => {
    const n = typeof v === "number" ? v : Number.parseFloat(str(v));
    return Number.isFinite(n) && n > 0 ? n : null;
  };
  const kind = `${str(entry["group"])} ${str(info["type"])}`.toLowerCase();
  const planetary = "altitude" in info || (PLANETARY.test(kind) && !hyperdrive);
  const sensor = str(info["sensors"]).trim().toLowerCase();
  const passengers = leadingInt(info["passengers"]) ?? 0;
  const capacity = leadingInt(info["encumbrance"]) ?? 0;
  const system = {
    silhouette,
    group: 1,
    domain: planetary ? "planetary" : "space",
    speed: { value: 0, max: clamp(leadingInt(chars["speed"]) ?? 0, 0, 99) },
    handling: clamp(leadingInt(chars["handling"]) ?? 0, -5, 5),
    armour: clamp(leadingInt(derived["armour"] ?? derived["armor"]) ?? 0, 0, 99),
    hullTrauma: { value: 0, threshold: clamp(leadingInt(derived["hull"]) ?? 10, 0, 9999) },
    systemStrain: { value: 0, threshold: clamp(leadingInt(derived["system"]) ?? 10, 0, 9999) },
    defence: { fore: zone("fore"), aft: zone("aft"), port: zone("port"), starboard: zone("starboard") },
    crew: str(info["complement"]).trim(),
    stations: { pilot: "", copilot: "", commander: "", engineer: "", navigator: "", sensors: "", gunners: [] },
    hyperdrive: { primary: hyper(hyperdrive?.["primary"]), backup: hyper(hyperdrive?.["backup"]) },
    navicomputer: /^yes$/i.test(str(info["navicomputer"]).trim()),
    sensorRange: (SENSORS as readonly string[]).includes(sensor) ? sensor as Sensor : "close",
    consumables: str(info["consumables"]).trim(),
    passengers: Math.max(0, passengers),
    encumbranceCapacity: Math.max(0, capacity),
    hardPoints: Math.max(0, leadingInt(info["hardpoints"]) ?? 0),
    price: Math.max(0, leadingInt(info["price"]) ?? 0),
    restricted: info["restricted"] === true || /\(r\)/i.test(str(info["price"])),
    rarity: clamp(leadingInt(info["rarity"]) ?? 0, 0, 10),
    notes: plainHtml([str(entry["fullName"]), str(info["type"]), str(info["manufacturer"]), str(entry["description"])].filter((s) => s.trim() !== "").join(". ")),
  };
  const items = (Array.isArray(entry["weapons"]) ? entry["weapons"] : []).map(weapon).filter((w): w is ImportedDocument => w !== null);
  const imported: Record<string, unknown> = {};
  for (const field of ["manufacturer", "altitude", "type"]) if (str(info[field]).trim()) imported[field] = str(info[field]).trim();
  if (str(entry["group"]).trim()) imported["group"] = str(entry["group"]).trim();
  // What was written as a range or with words ("1-6", "100 or more with pods"), or a sensor range we lack ("None").
  if (typeof info["passengers"] === "string" && String(passengers) !== info["passengers"].trim()) imported["passengers"] = info["passengers"];
  if (typeof info["encumbrance"] === "string" && String(capacity) !== info["encumbrance"].trim()) imported["encumbranceCapacity"] = info["encumbrance"];
  if (sensor !== "" && !(SENSORS as readonly string[]).includes(sensor)) imported["sensorRange"] = str(info["sensors"]);
  const doc: ImportedDocument = { documentName: "Actor", name, type: "vehicle", system, items, sourceKey: key };
  if (Object.keys(imported).length) doc.flags = { eote: { imported } };
  return doc;
}
