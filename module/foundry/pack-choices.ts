/**
 * The entries of one of the system's packs as choices by name, stored by their stable key (`system.key`): a
 * specialisation's sheet picks its career from the careers pack and each tree cell's talent from the talents pack.
 * Read from the pack's index (no document is loaded); a missing pack gives none.
 */
import { boundedText, MAX_NAME_CHARS } from "../rules/text.ts";
import { SYSTEM_ID } from "../system/config.ts";
import type { PackChoice } from "../applications/sheets/context/inputs.ts";

type IndexEntry = { name?: unknown; type?: unknown; system?: { key?: unknown } };
type Indexed = { getIndex?(options: { fields: string[] }): Promise<Iterable<IndexEntry>> };

/** The `type` items of the system pack `pack` ("careers", "talents"), by name, each once by key. */
export async function packChoices(pack: string, type: string): Promise<PackChoice[]> {
  const found = game.packs?.get(`${SYSTEM_ID}.${pack}`) as Indexed | undefined;
  if (!found?.getIndex) return [];
  const byKey = new Map<string, PackChoice>();
  for (const entry of await found.getIndex({ fields: ["system.key"] })) {
    const key = entry.system?.key;
    if (entry.type !== type || typeof key !== "string" || key === "" || byKey.has(key)) continue;
    byKey.set(key, { key, name: boundedText(typeof entry.name === "string" ? entry.name : key, MAX_NAME_CHARS) });
  }
  return [...byKey.values()].sort((a, b) => a.name.localeCompare(b.name));
}
