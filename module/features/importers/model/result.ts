/**
 * What every importer returns, and the last step they share: each document and each embedded item
 * is checked with validateSystemData, so nothing the data models would refuse reaches a compendium.
 * An entry that cannot be mapped, or does not validate, is listed in `skipped` with its file and a
 * reason (an i18n key, its data and an English message); one bad entry never stops the rest.
 * Pure: no Foundry global.
 */
import { validateSystemData } from "../../../data/validate.ts";
import { refusalOf, type Refusal } from "../refusal-model.ts";
import { canOwn } from "../../../rules/character/ownership.ts";
import type { ActorType, ItemType } from "../../../rules/types.ts";

/** Where the data came from: also the `flags.eote.importSource` of every imported document. */
export type ImportSource = "oggdude" | "adversaries" | "starwarsffg";

/** One ActiveEffect as stored: the modifier scheme's changes (module/rules/checks/modifiers.ts), carried by its item. */
export interface ImportedEffect {
  name: string;
  img: string;
  changes: { key: string; mode: number; value: string }[];
  transfer: boolean;
  disabled: boolean;
}

export interface ImportedDocument {
  documentName: "Actor" | "Item";
  name: string;
  type: string;
  system: Record<string, unknown>;
  /** An actor's own items (an adversary's weapons, a vehicle's guns). */
  items?: ImportedDocument[];
  effects?: ImportedEffect[];
  /** The source's own key (an OggDude `<Key>`, an adversary's name and book): re-imports update by it. */
  sourceKey: string;
  img?: string;
  /** Flags to store, `eote.imported` holding what the source had and we could not map. */
  flags?: { eote?: Record<string, unknown> };
}

/** An entry left out (or kept with a loss), with the file and entry it came from. */
export interface ImportIssue {
  source: string;
  key?: string;
  /** English, for logs and tests. */
  reason: string;
  /** i18n key (EOTE.Import.Reason.*) and its data, for the report card. */
  reasonKey: string;
  reasonData?: Record<string, string | number>;
}

export interface ImportResult {
  documents: ImportedDocument[];
  /** Entries not imported. */
  skipped: ImportIssue[];
  /** Entries imported with something set aside (kept in `flags.eote.imported`): an unknown key, a value out of range. */
  warnings: ImportIssue[];
}

/** Reasons an entry is left out or changed, as i18n keys under EOTE.Import.Reason. */
export function importIssue(source: string, key: string | undefined, reasonKey: string, reason: string, reasonData?: Record<string, string | number>): ImportIssue {
  const out: ImportIssue = { source, reason, reasonKey: `EOTE.Import.Reason.${reasonKey}` };
  if (key !== undefined && key !== "") out.key = key;
  if (reasonData) out.reasonData = reasonData;
  return out;
}

/** Collects documents and issues while one importer runs. */
export class ResultBuilder {
  readonly documents: ImportedDocument[] = [];
  readonly skipped: ImportIssue[] = [];
  readonly warnings: ImportIssue[] = [];

  skip(source: string, key: string | undefined, reasonKey: string, reason: string, data?: Record<string, string | number>): void {
    this.skipped.push(importIssue(source, key, reasonKey, reason, data));
  }

  warn(source: string, key: string | undefined, reasonKey: string, reason: string, data?: Record<string, string | number>): void {
    this.warnings.push(importIssue(source, key, reasonKey, reason, data));
  }

  /** Adds a document after validating it (and its items); an invalid one is skipped with its first problems. */
  add(file: string, doc: ImportedDocument): void {
    const checked = validated(file, doc, this);
    if (checked) this.documents.push(checked);
  }

  result(): ImportResult {
    return { documents: this.documents, skipped: this.skipped, warnings: this.warnings };
  }
}

/**
 * Why the data models refuse the document, in the table's words (../refusal-model.ts), with every field refused
 * (each issue's path in `system`, such as "damage" or "xp.total"); null when they accept it.
 */
function problems(documentName: "Actor" | "Item", doc: ImportedDocument, embedded = false): Refusal | null {
  const issues = validateSystemData(documentName, doc.type, doc.system);
  if (issues.length === 0) return null;
  return refusalOf({ documentName, name: doc.name, type: doc.type }, issues, embedded);
}

/**
 * The document with only the embedded items that validate (each one left out listed as skipped, and
 * kept whole in the actor's `flags.eote.imported.items`), or null when the document itself fails.
 */
function validated(file: string, doc: ImportedDocument, out: ResultBuilder): ImportedDocument | null {
  const own = problems(doc.documentName, doc);
  if (own !== null) {
    out.skip(file, doc.sourceKey || doc.name, own.reasonKey, own.reason, own.data);
    return null;
  }
  if (!doc.items?.length) return doc;
  const kept: ImportedDocument[] = [];
  const dropped: unknown[] = [];
  for (const item of doc.items) {
    const owned = canOwn(doc.type as ActorType, item.type as ItemType);
    const bad = owned.ok ? problems("Item", item, true) : null;
    if (!owned.ok) {
      dropped.push({ name: item.name, type: item.type, system: item.system });
      out.skip(file, `${doc.sourceKey || doc.name} / ${item.name}`, "NotOwnable", owned.error.message, { name: item.name, type: item.type });
    } else if (bad === null) kept.push(item);
    else {
      dropped.push({ name: item.name, type: item.type, system: item.system });
      out.skip(file, `${doc.sourceKey || doc.name} / ${item.name}`, bad.reasonKey, bad.reason, bad.data);
    }
  }
  if (dropped.length === 0) return doc;
  return withImported({ ...doc, items: kept }, { items: dropped });
}

/** The document with more set-aside data merged into `flags.eote.imported`. */
export function withImported(doc: ImportedDocument, extra: Record<string, unknown>): ImportedDocument {
  const eote = { ...(doc.flags?.eote ?? {}) };
  const before = (eote["imported"] ?? {}) as Record<string, unknown>;
  const merged: Record<string, unknown> = { ...before };
  for (const [k, v] of Object.entries(extra)) {
    const prev = merged[k];
    merged[k] = Array.isArray(prev) && Array.isArray(v) ? [...prev, ...v] : v;
  }
  eote["imported"] = merged;
  return { ...doc, flags: { ...doc.flags, eote } };
}

/** Merges several results (the three importers, or several files), documents in order. */
export function mergeResults(...results: ImportResult[]): ImportResult {
  return {
    documents: results.flatMap((r) => r.documents),
    skipped: results.flatMap((r) => r.skipped),
    warnings: results.flatMap((r) => r.warnings),
  };
}

/** A stable camelCase id from a name ("Knowledge (Warfare)" → "knowledgeWarfare"); "" for no letters. */
export function camelId(name: string): string {
  const words = name.normalize("NFKD").replace(/\p{M}/gu, "").replace(/[^\p{L}\p{N}]+/gu, " ").trim().split(" ").filter(Boolean);
  return words.map((w, i) => (i === 0 ? w.toLowerCase() : w[0]!.toUpperCase() + w.slice(1).toLowerCase())).join("");
}
