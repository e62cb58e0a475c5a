/**
 * The numbered data migrations, oldest first. Each is pure, works on a document's plain `system`
 * source in place, returns whether it changed anything, and is idempotent: data models run every
 * migration on load (migrateData, where a document's own version is unknown) and the world runner
 * persists the result. A migration never deletes a value it does not understand.
 */
import { ACTOR_SPECS } from "../data/spec/actors.ts";
import type { AnySpec } from "../data/spec/builders.ts";
import { ITEM_SPECS } from "../data/spec/items.ts";
import { isDroid } from "../rules/recovery.ts";
import { numberFrom, qualityRefFrom, skillIdFrom } from "./normalise.ts";

export type Source = Record<string, unknown>;

export interface Migration {
  version: number;
  /** What it does, for the console log. */
  summary: string;
  apply(documentName: "Actor" | "Item", type: string, system: Source): boolean;
}

const isRecord = (v: unknown): v is Source => typeof v === "object" && v !== null && !Array.isArray(v);

/** Numbers written as text become numbers wherever the spec wants a number, at any depth. */
function coerceNumbers(spec: AnySpec, value: Source): boolean {
  if (spec.kind !== "obj") return false;
  let changed = false;
  for (const [key, field] of Object.entries(spec.fields)) {
    const current = value[key];
    if ((field.kind === "int" || field.kind === "num") && typeof current === "string") {
      const n = numberFrom(current);
      if (n !== current) {
        value[key] = n;
        changed = true;
      }
    } else if (field.kind === "obj" && isRecord(current)) {
      changed = coerceNumbers(field, current) || changed;
    }
  }
  return changed;
}

function specFor(documentName: "Actor" | "Item", type: string): AnySpec | undefined {
  const specs: Readonly<Record<string, AnySpec>> = documentName === "Actor" ? ACTOR_SPECS : ITEM_SPECS;
  return Object.hasOwn(specs, type) ? specs[type] : undefined;
}

/** 1: read hand-written and imported data into stable ids and numbers. */
const stableIds: Migration = {
  version: 1,
  summary: "numbers written as text, skill names and quality strings become numbers and stable ids",
  apply(documentName, type, system) {
    const spec = specFor(documentName, type);
    let changed = spec ? coerceNumbers(spec, system) : false;
    if (documentName === "Item" && typeof system["skill"] === "string") {
      const id = skillIdFrom(system["skill"]);
      if (id !== undefined && id !== system["skill"]) {
        system["skill"] = id;
        changed = true;
      }
    }
    if (Array.isArray(system["qualities"])) {
      const qualities = system["qualities"] as unknown[];
      qualities.forEach((q, i) => {
        if (typeof q === "string") {
          qualities[i] = qualityRefFrom(q);
          changed = true;
        }
      });
    }
    if (documentName === "Actor" && Array.isArray(system["groupSkills"])) {
      const skills = system["groupSkills"] as unknown[];
      skills.forEach((s, i) => {
        const id = typeof s === "string" ? skillIdFrom(s) : undefined;
        if (id !== undefined && id !== s) {
          skills[i] = id;
          changed = true;
        }
      });
    }
    return changed;
  },
};

const TRACKS = ["wounds", "strain", "hullTrauma", "systemStrain"] as const;

/** 2: tracks written as { value, max } (a common import shape) get their threshold from max. */
const trackThresholds: Migration = {
  version: 2,
  summary: "damage tracks stored as { value, max } get threshold = max",
  apply(documentName, _type, system) {
    if (documentName !== "Actor") return false;
    let changed = false;
    for (const name of TRACKS) {
      const track = system[name];
      if (isRecord(track) && track["threshold"] === undefined && track["max"] !== undefined) {
        // `max` is kept: this migration only adds.
        track["threshold"] = numberFrom(track["max"]);
        changed = true;
      }
    }
    return changed;
  },
};

const COMBATANTS: readonly string[] = ["character", "nemesis", "rival", "minion"];

/**
 * 3: the `droid` flag arrives. Until it existed a character counted as a droid when its species
 * named one ("Protocol Droid"); that reading is kept once, then the flag is the GM's to set.
 */
const droidFlag: Migration = {
  version: 3,
  summary: "combatants get a droid flag, set for characters whose species names a droid",
  apply(documentName, type, system) {
    if (documentName !== "Actor" || !COMBATANTS.includes(type) || system["droid"] !== undefined) return false;
    system["droid"] = isDroid(typeof system["species"] === "string" ? system["species"] : undefined);
    return true;
  },
};

export const MIGRATIONS: readonly Migration[] = [stableIds, trackThresholds, droidFlag];

/** The schema version a fully migrated world is at. */
export const CURRENT_SCHEMA_VERSION: number = MIGRATIONS.reduce((v, m) => Math.max(v, m.version), 0);

/** Run, in order, every migration newer than `fromVersion` on a plain `system` source, in place. */
export function migrateSystem(documentName: "Actor" | "Item", type: string, system: unknown, fromVersion = 0): boolean {
  if (!isRecord(system)) return false;
  let changed = false;
  for (const m of MIGRATIONS) {
    if (m.version > fromVersion) changed = m.apply(documentName, type, system) || changed;
  }
  return changed;
}
