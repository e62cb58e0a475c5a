/**
 * The v13 update pipeline, as far as our code depends on it (FOUNDRY-V13-FACTS.md, Documents and
 * data): dotted paths are expanded, the document type's data model `migrateData` runs on the partial
 * `system` diff, the diff is cleaned against the schema (unknown keys dropped, numeric text cast) and
 * the merged result is validated (integer, min, max, choices, nullable): an invalid change throws and
 * nothing is written. `-=key` deletes a key.
 */
import { ACTOR_SPECS } from "../../module/data/spec/actors.ts";
import type { AnySpec } from "../../module/data/spec/builders.ts";
import { ITEM_SPECS } from "../../module/data/spec/items.ts";
import { validateSystemData } from "../../module/data/validate.ts";
import { defaultSystemData } from "../../module/data/defaults.ts";
import { globalObject } from "./typed.ts";

export type DocumentName = "Actor" | "Item";
type Plain = Record<string, unknown>;
const isPlain = (v: unknown): v is Plain => typeof v === "object" && v !== null && !Array.isArray(v);

/** foundry.utils.expandObject: `{ "a.b": 1 }` → `{ a: { b: 1 } }`, recursively. */
export function expandObject(changes: object): Plain {
  const out: Plain = {};
  for (const [path, value] of Object.entries(changes)) {
    const parts = path.split(".");
    const last = parts.pop()!;
    let node = out;
    for (const p of parts) node = isPlain(node[p]) ? node[p] : (node[p] = {});
    node[last] = isPlain(value) ? expandObject(value) : value;
  }
  return out;
}

/** foundry.utils.mergeObject for updates: objects merge, `-=key` deletes, anything else replaces. */
export function mergeInto(into: object, changes: object): Plain {
  const target = into as Plain; // any plain data: merged into by key, as foundry.utils.mergeObject does
  for (const [key, value] of Object.entries(changes)) {
    if (key.startsWith("-=")) {
      delete target[key.slice(2)];
    } else if (isPlain(value) && isPlain(target[key])) {
      mergeInto(target[key], value);
    } else {
      target[key] = isPlain(value) ? mergeInto({}, value) : structuredClone(value);
    }
  }
  return target;
}

function specOf(documentName: DocumentName, type: string): AnySpec | undefined {
  const specs: Readonly<Record<string, AnySpec>> = documentName === "Actor" ? ACTOR_SPECS : ITEM_SPECS;
  return Object.hasOwn(specs, type) ? specs[type] : undefined;
}

/** SchemaField cleaning of a (partial) value: unknown keys are dropped, numbers written as text are cast. */
function clean(spec: AnySpec, value: unknown): unknown {
  if ((spec.kind === "int" || spec.kind === "num") && typeof value === "string" && value.trim() !== "" && Number.isFinite(Number(value))) {
    return Number(value);
  }
  if (spec.kind === "arr" && Array.isArray(value)) return value.map((v) => clean(spec.element, v));
  if (spec.kind !== "obj" || !isPlain(value)) return value;
  const out: Plain = {};
  for (const [key, v] of Object.entries(value)) {
    const name = key.startsWith("-=") ? key.slice(2) : key;
    if (!Object.hasOwn(spec.fields, name)) continue;
    out[key] = key.startsWith("-=") ? v : clean(spec.fields[name]!, v);
  }
  return out;
}

type ModelClass = { migrateData(source: Plain): Plain };
let MODELS: { Actor: Record<string, ModelClass>; Item: Record<string, ModelClass> } | null = null;

/** Base of the data models when loaded outside Foundry: core's migrateData returns the source. */
class TypeDataModel {
  static migrateData(source: Plain): Plain {
    return source;
  }
  /** v13 TypeDataModel#_preCreate, called by its document's _preCreate: nothing by default. */
  async _preCreate(_data: Plain, _options: Plain, _user: unknown): Promise<boolean | void> {
    return undefined;
  }
}

/**
 * Loads our real data model classes (they extend foundry.abstract.TypeDataModel at import time), so
 * updates run their own migrateData. Called by installFoundry.
 */
export async function loadModels(): Promise<void> {
  const foundry = globalObject("foundry") as { abstract?: { TypeDataModel?: unknown } };
  foundry.abstract ??= {};
  foundry.abstract.TypeDataModel ??= TypeDataModel;
  const { ACTOR_MODELS, ITEM_MODELS } = await import("../../module/data/models/index.ts");
  MODELS = { Actor: ACTOR_MODELS, Item: ITEM_MODELS };
}

/** The data model class of a document type (CONFIG.<Document>.dataModels[type]), if any. */
export function dataModelClass(documentName: DocumentName, type: string): unknown {
  if (!MODELS) throw new Error("tests/doubles: installFoundry() loads the data models before documents are created");
  const models = MODELS[documentName];
  return Object.hasOwn(models, type) ? models[type] : undefined;
}

/** The data model class's own migrateData, as v13 calls it on the `system` part of an update's changes. */
function migrate(documentName: DocumentName, type: string, system: Plain): Plain {
  if (!MODELS) throw new Error("tests/doubles: installFoundry() loads the data models before documents are updated");
  const models = MODELS[documentName];
  const model = Object.hasOwn(models, type) ? models[type] : undefined;
  return model ? model.migrateData(system) : system;
}

export class ValidationFailure extends Error {
  constructor(readonly documentName: DocumentName, readonly issues: { path: string; message: string }[]) {
    super(`${documentName} validation errors:\n${issues.map((i) => `  system.${i.path}: ${i.message}`).join("\n")}`);
  }
}

const ROOT_KEYS = new Set(["name", "img", "system", "flags", "ownership", "sort", "folder", "_stats"]);

/**
 * The source after `changes`, or a thrown validation error. `source` is the stored data (`system`
 * without derived values); the returned object is new, `source` is left as it was.
 */
export function updatedSource(documentName: DocumentName, type: string, source: object, changes: object): { next: Plain; diff: Plain } {
  const diff = expandObject(changes);
  for (const key of Object.keys(diff)) if (!ROOT_KEYS.has(key.replace(/^-=/, ""))) delete diff[key];
  if (isPlain(diff["system"])) {
    const spec = specOf(documentName, type);
    let system = migrate(documentName, type, diff["system"]);
    if (spec) system = clean(spec, system) as Plain;
    diff["system"] = system;
  }
  const next = mergeInto(structuredClone(source), diff);
  const issues = validateSystemData(documentName, type, next["system"]);
  if (issues.length) throw new ValidationFailure(documentName, issues);
  return { next, diff };
}

/** The source of a new document: the type's initial values under what was given, migrated, cleaned, validated. */
export function createdSource(documentName: DocumentName, type: string, system: object): Plain {
  const spec = specOf(documentName, type);
  const given = migrate(documentName, type, structuredClone((system ?? {}) as Plain));
  const cleaned = spec ? clean(spec, given) as Plain : given;
  const full = mergeInto(structuredClone((defaultSystemData as (d: DocumentName, t: string) => unknown)(documentName, type) as Plain), cleaned);
  const issues = validateSystemData(documentName, type, full);
  if (issues.length) throw new ValidationFailure(documentName, issues);
  return full;
}
