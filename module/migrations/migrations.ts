/**
 * The numbered data migrations, oldest first. Each is pure, works on a plain `system` source in
 * place, returns whether it changed anything, is idempotent, and never deletes a value it does not
 * understand. A migration has up to two parts:
 * - `reshape` rewrites keys that are PRESENT (text to numbers, names to ids). Foundry runs a data
 *   model's migrateData on partial update diffs as well as on whole documents, so this part must
 *   never add a key the source did not have, nor read an absent key as "missing": a diff such as
 *   `{ wounds: { value: 4 } }` says nothing about the rest of the document. It is what migrateData
 *   runs, on every load and update.
 * - `complete` needs the whole document: defaults set once and values derived from other fields
 *   (the droid flag from the species). Only the world runner runs it, on `toObject()` sources, where
 *   every schema field is present (a field the stored data lacked reads as its initial value).
 */
import { ACTOR_SPECS } from "../data/spec/actors.ts";
import { initialValue, type AnySpec } from "../data/spec/builders.ts";
import { ITEM_SPECS } from "../data/spec/items.ts";
import { isDroid } from "../rules/combat/recovery.ts";
import { numberFrom, qualityRefFrom, skillIdFrom } from "./normalise.ts";
import { listsAndActivation } from "./lists.ts";
import { contentModel } from "./content.ts";
import { numberCaps } from "./caps.ts";
import { coreSpeciesOf } from "./species-extras.ts";
import { vehicleWeaponPrices } from "./vehicle-weapons.ts";

export type Source = Record<string, unknown>;

/** What a whole-document step may know of the document besides its `system`: its name and compendium source. */
export interface DocInfo {
  name?: string | undefined;
  sourceId?: string | undefined;
}

export interface Migration {
  version: number;
  /** What it does, for the console log. */
  summary: string;
  /** Rewrites present keys only: safe on a partial update diff. */
  reshape?(documentName: "Actor" | "Item", type: string, system: Source): boolean;
  /** Reads the whole document; run by the world runner only, after every reshape. */
  complete?(documentName: "Actor" | "Item", type: string, system: Source, doc?: DocInfo): boolean;
  /** `complete` is about documents that existed before the change: never applied to new ones. */
  existingOnly?: boolean;
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
  reshape(documentName, type, system) {
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

/**
 * 2: tracks written as { value, max } (a common import shape) get their threshold from max. `max` is
 * not a stored field, so a track that carries it is written in that shape: the reshape reads the
 * present `max` as the threshold unless the same track gives one.
 */
const trackThresholds: Migration = {
  version: 2,
  summary: "damage tracks stored as { value, max } get threshold = max",
  reshape(documentName, _type, system) {
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
 * Whole-document only: on a partial diff an absent `droid` means "not changed", and an absent
 * `species` says nothing about the stored one. The runner reads cleaned sources, where a flag the
 * stored data never had reads `false`, so a species naming a droid turns `false` into `true`; a
 * `true` is never cleared. It runs only for worlds older than version 3.
 */
const droidFlag: Migration = {
  version: 3,
  summary: "combatants get a droid flag, set for characters whose species names a droid",
  complete(documentName, type, system) {
    if (documentName !== "Actor" || !COMBATANTS.includes(type) || system["droid"] === true) return false;
    const droid = isDroid(typeof system["species"] === "string" ? system["species"] : undefined);
    if (system["droid"] === droid) return false;
    system["droid"] = droid;
    return true;
  },
};

/**
 * 5: species, careers and specialisations become items, with an XP ledger and a creation mode. New
 * characters start in creation mode (the schema's initial); characters that existed before are built
 * already, so the mode is closed for them, once. Nothing else is rewritten: the species and career
 * text stay as the names shown while no such item is owned, hand-ticked career skills stay as
 * overrides of the derived ones, XP total and available keep their numbers (the ledger starts empty),
 * talents stay items, and the hand-typed thresholds stand while no species item is owned
 * (module/rules/character/identity.ts). Whole-document only, for worlds older than version 5.
 */
const identityItems: Migration = {
  version: 5,
  existingOnly: true,
  summary: "characters from before creation mode are marked as built",
  complete(documentName, type, system) {
    if (documentName !== "Actor" || type !== "character" || system["creation"] === false) return false;
    system["creation"] = false;
    return true;
  },
};

const SPECIES_EXTRAS = ["startingTalents", "skillChoices", "rules", "careerFreeRanks", "specialisationFreeRanks"] as const;

/**
 * 8: species carry their rules as data (module/rules/character/species.ts): starting talents, skill choices,
 * special rules, free career-skill counts. A species item from before has them at their defaults (the cleaned
 * source reads none, empty lists and null); when it is one of the pack's core species (./species-extras.ts
 * coreSpeciesOf) it gets the pack's. A species with any of them set already is the GM's and is left alone.
 * Whole-document only, for worlds older than version 8.
 */
const speciesRules: Migration = {
  version: 8,
  existingOnly: true,
  summary: "species from the core pack get their starting talents, skill choices, rules and free-rank counts",
  complete(documentName, type, system, doc) {
    if (documentName !== "Item" || type !== "species") return false;
    const isDefault = (key: (typeof SPECIES_EXTRAS)[number]) => {
      const v = system[key];
      return v === undefined || v === null || (Array.isArray(v) && v.length === 0);
    };
    if (!SPECIES_EXTRAS.every(isDefault)) return false;
    const core = coreSpeciesOf(system, doc);
    if (!core) return false;
    const extras = structuredClone(core.extras);
    const changed = SPECIES_EXTRAS.some((key) => JSON.stringify(system[key]) !== JSON.stringify(extras[key]));
    for (const key of SPECIES_EXTRAS) system[key] = extras[key];
    return changed;
  },
};

export const MIGRATIONS: readonly Migration[] = [
  stableIds, trackThresholds, droidFlag, listsAndActivation, identityItems, contentModel, numberCaps, speciesRules, vehicleWeaponPrices,
];

/** The schema version a fully migrated world is at. */
export const CURRENT_SCHEMA_VERSION: number = MIGRATIONS.reduce((v, m) => Math.max(v, m.version), 0);

/**
 * The partial-safe part of every migration newer than `fromVersion`, in place: what a data model's
 * migrateData runs, on whole sources and update diffs alike. Adds no key the source lacked.
 */
export function reshapeSystem(documentName: "Actor" | "Item", type: string, system: unknown, fromVersion = 0): boolean {
  if (!isRecord(system)) return false;
  let changed = false;
  for (const m of MIGRATIONS) {
    if (m.version > fromVersion && m.reshape) changed = m.reshape(documentName, type, system) || changed;
  }
  return changed;
}

/** The whole-document part of every migration newer than `fromVersion`, in place (world runner only). */
export function completeSystem(
  documentName: "Actor" | "Item", type: string, system: unknown, fromVersion = 0, creating = false, doc: DocInfo = {},
): boolean {
  if (!isRecord(system)) return false;
  let changed = false;
  for (const m of MIGRATIONS) {
    if (creating && m.existingOnly) continue;
    if (m.version > fromVersion && m.complete) changed = m.complete(documentName, type, system, doc) || changed;
  }
  return changed;
}

/**
 * A whole `system` source brought to the current version, in place: every reshape, then every
 * whole-document step. Only for whole documents (the world runner, tests); never an update diff.
 */
export function migrateSystem(documentName: "Actor" | "Item", type: string, system: unknown, fromVersion = 0, doc: DocInfo = {}): boolean {
  const reshaped = reshapeSystem(documentName, type, system, fromVersion);
  return completeSystem(documentName, type, system, fromVersion, false, doc) || reshaped;
}

/**
 * For a document being created from `given` (imported or hand-written data, possibly from before a
 * migration existed): the top-level `system` keys `given` lacks that the whole-document migrations
 * would set (the droid flag from the species), or null. Keys `given` has are its author's choice and
 * are never touched, so a character created with `droid: false` stays so.
 */
export function creationDefaults(documentName: "Actor" | "Item", type: string, given: unknown): Source | null {
  if (!isRecord(given)) return null;
  const completed = structuredClone(given);
  if (!completeSystem(documentName, type, completed, 0, true)) return null;
  // A value equal to the field's initial one is what Foundry fills in anyway: not worth a change.
  const spec = specFor(documentName, type);
  const initial = (key: string) => (spec?.kind === "obj" && Object.hasOwn(spec.fields, key) ? initialValue(spec.fields[key]!) : undefined);
  const added = Object.fromEntries(Object.entries(completed)
    .filter(([key, value]) => !Object.hasOwn(given, key) && JSON.stringify(value) !== JSON.stringify(initial(key))));
  return Object.keys(added).length ? added : null;
}
