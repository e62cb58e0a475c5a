/**
 * What the import tool made, recorded where only a GM writes: one hidden world setting,
 * `eote.importRecords`, `{ [scope]: { [documentId]: sourceKey } }`, the scope being a compendium's
 * collection ("world.imported-weapon") or the world's collection ("world:Actor", "world:Item").
 *
 * A re-import updates a document only when this record says an import created it (and, in the world,
 * no player owns it now): a `flags.eote.sourceKey` alone proves nothing, as a player may write any
 * flag on an actor or item they own (FOUNDRY-V13-FACTS.md, Users and sockets). Players can read world
 * settings but not write them, and the import runs behind a GM check. Entries whose document is gone
 * are dropped at each write, so the setting holds about 40 bytes per imported document that exists.
 */
import { registerHiddenWorldObject } from "../../../system/settings.ts";
import { SYSTEM_ID } from "../../../system/config.ts";

/** The setting's key: `eote.importRecords`. */
export const IMPORT_RECORDS = "importRecords";

export type ImportRecords = Record<string, Record<string, string>>;

declare global {
  interface SettingConfig {
    "eote.importRecords": ImportRecords;
  }
}

export function registerImportRecords(): void {
  registerHiddenWorldObject(IMPORT_RECORDS);
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** The stored records, each entry checked (id → key, both strings). */
export function importRecords(): ImportRecords {
  const stored = game.settings?.get(SYSTEM_ID, IMPORT_RECORDS) as unknown;
  const out: ImportRecords = {};
  if (!isRecord(stored)) return out;
  for (const [scope, entries] of Object.entries(stored)) {
    if (!isRecord(entries)) continue;
    out[scope] = Object.fromEntries(Object.entries(entries).filter((e): e is [string, string] => typeof e[1] === "string"));
  }
  return out;
}

/** The record scope of a destination: a compendium's collection, or the world's collection of that document name. */
export function recordScope(pack: string | null, documentName: "Actor" | "Item"): string {
  return pack ?? `world:${documentName}`;
}

/**
 * Rewrites one scope's record: `keep` decides which recorded ids stay (those whose document still
 * exists), `add` and `remove` change it. A GM's client only (the server refuses a player's write).
 */
export async function updateImportRecords(
  scope: string,
  change: { keep?: (id: string) => boolean; add?: Iterable<readonly [string, string]>; remove?: Iterable<string> },
): Promise<void> {
  if (game.user?.isGM !== true) return;
  const all = importRecords();
  const entries = Object.entries(all[scope] ?? {}).filter(([id]) => change.keep?.(id) ?? true);
  const next = new Map(entries);
  for (const [id, key] of change.add ?? []) next.set(id, key);
  for (const id of change.remove ?? []) next.delete(id);
  if (next.size > 0) all[scope] = Object.fromEntries(next);
  else delete all[scope];
  await game.settings.set(SYSTEM_ID, IMPORT_RECORDS, all as never);
}
