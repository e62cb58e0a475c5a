/**
 * OggDude's Vehicles/*.xml as vehicle actors (seed 002 VEHICLES): the profile, and its weapons as
 * weapon items copied from Weapons.xml with the arcs they fire into and the qualities the vehicle adds.
 * A weapon mounted more than once (`<Count>`) is that many weapons. Numbers past our fields' limits
 * are brought within them, with a warning. Pure: no Foundry global.
 */
import type { FiringArc } from "../../../../rules/types.ts";
import { oggdudeHtml } from "../markup.ts";
import type { ImportedDocument } from "../result.ts";
import { decimal, flag, int, list, nodes, sources, text, type XmlNode } from "../xml.ts";
import { identify, purchasable, qualities, type OggContext } from "./context.ts";
import { SENSOR_RANGES, SPACE_CATEGORIES } from "./keys.ts";

const ARCS: readonly [string, FiringArc][] = [["Fore", "fore"], ["Aft", "aft"], ["Port", "port"], ["Starboard", "starboard"]];
const ALL_ARCS: FiringArc[] = ["fore", "aft", "port", "starboard"];

function within(ctx: OggContext, file: string, key: string, field: string, value: number, min: number, max: number): number {
  const kept = Math.min(max, Math.max(min, value));
  if (kept !== value) ctx.out.warn(file, key, "OutOfRange", `${key}: ${field} ${value} kept within ${min}–${max}.`, { values: `${field} ${value}` });
  return kept;
}

/** The crew as one line: `<Crew>` text, or its `<CrewMember>`s' quantities and roles. */
function crewText(crew: unknown): string {
  const members = nodes(crew, "CrewMember");
  if (members.length === 0) return text(crew).trim();
  return members.map((m) => {
    const n = text(m["Quantity"]).trim();
    const role = text(m["CrewDescription"]).trim() || text(m["Name"]).trim();
    return n ? `${n} ${role}` : role;
  }).filter((s) => s !== "").join(", ");
}

/** A vehicle's arcs for one mounted weapon: turrets and dorsal or ventral mounts fire into all four. */
function arcs(mount: XmlNode): FiringArc[] {
  const node = (mount["FiringArcs"] ?? {}) as XmlNode;
  if (flag(mount["Turret"])) return [...ALL_ARCS];
  const chosen = ARCS.filter(([name]) => flag(node[name])).map(([, arc]) => arc);
  if (chosen.length === 0 && (flag(node["Dorsal"]) || flag(node["Ventral"]))) return [...ALL_ARCS];
  return chosen;
}

function mountedWeapons(ctx: OggContext, file: string, key: string, entry: XmlNode): ImportedDocument[] {
  const out: ImportedDocument[] = [];
  for (const mount of nodes(entry["VehicleWeapons"], "VehicleWeapon")) {
    const weaponKey = text(mount["Key"]).trim();
    const weapon = ctx.weapons.get(weaponKey);
    if (!weapon) {
      ctx.out.skip(file, `${key} / ${weaponKey || "?"}`, "UnknownWeapon", `${key}: weapon ${weaponKey || "(none)"} is not in Weapons.xml.`, { weapon: weaponKey || "—" });
      continue;
    }
    const added = qualities(ctx, mount);
    const own = (weapon.system["qualities"] ?? []) as { key: string; rating: number | null }[];
    const merged = [...own.filter((q) => !added.some((a) => a.key === q.key)), ...added];
    const count = Math.max(1, int(mount["Count"], 1));
    for (let i = 0; i < count; i++) {
      out.push({ ...weapon, system: { ...weapon.system, qualities: merged.map((q) => ({ ...q })), firingArcs: arcs(mount) } });
    }
  }
  return out;
}

export function vehicle(ctx: OggContext, file: string, entry: XmlNode): ImportedDocument | null {
  const { key, name } = identify(entry);
  if (key === "") {
    ctx.out.skip(file, name, "MissingKey", `${name || "An entry"} has no <Key>.`, { name: name || "?" });
    return null;
  }
  const categories = list((entry["Categories"] as XmlNode | undefined)?.["Category"]).map((c) => text(c).toLowerCase());
  const kind = [...categories, text(entry["Type"]).toLowerCase()];
  const space = kind.some((c) => SPACE_CATEGORIES.includes(c)) || decimal(entry["HyperdrivePrimary"]) !== null;
  const sensor = text(entry["SensorRangeValue"]).trim();
  const hyper = (v: unknown) => {
    const n = decimal(v);
    return n === null || n <= 0 ? null : n;
  };
  const num = (field: string, min: number, max: number, fallback = 0) => within(ctx, file, key, field, int(entry[field], fallback), min, max);
  const system = {
    silhouette: num("Silhouette", 0, 10, 3),
    group: 1,
    domain: space ? "space" : "planetary",
    speed: { value: 0, max: num("Speed", 0, 99) },
    handling: num("Handling", -5, 5),
    armour: num("Armor", 0, 99),
    hullTrauma: { value: 0, threshold: num("HullTrauma", 0, 9999, 10) },
    systemStrain: { value: 0, threshold: num("SystemStrain", 0, 9999, 10) },
    defence: { fore: num("DefFore", 0, 4), aft: num("DefAft", 0, 4), port: num("DefPort", 0, 4), starboard: num("DefStarboard", 0, 4) },
    crew: crewText(entry["Crew"]),
    stations: { pilot: "", copilot: "", commander: "", engineer: "", navigator: "", sensors: "", gunners: [] },
    hyperdrive: { primary: hyper(entry["HyperdrivePrimary"]), backup: hyper(entry["HyperdriveBackup"]) },
    navicomputer: flag(entry["NaviComputer"]),
    sensorRange: SENSOR_RANGES[sensor] ?? "close",
    consumables: text(entry["Consumables"]).trim(),
    passengers: Math.max(0, int(entry["Passengers"])),
    encumbranceCapacity: Math.max(0, int(entry["EncumbranceCapacity"])),
    hardPoints: Math.max(0, int(entry["HP"])),
    ...purchasable(entry),
    notes: oggdudeHtml(text(entry["Description"])),
  };
  const imported: Record<string, unknown> = {};
  const cited = sources(entry);
  if (cited.length) imported["sources"] = cited;
  if (sensor !== "" && !SENSOR_RANGES[sensor]) imported["sensorRange"] = sensor;
  const doc: ImportedDocument = {
    documentName: "Actor", name, type: "vehicle", sourceKey: key, system, items: mountedWeapons(ctx, file, key, entry),
  };
  if (Object.keys(imported).length) doc.flags = { eote: { imported } };
  return doc;
}
