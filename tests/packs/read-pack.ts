// Reads a compiled pack back from dist/packs/<name> (LevelDB), the way Foundry will: primary
// documents under "!items!<id>" / "!tables!<id>", RollTable results under
// "!tables.results!<table>.<result>" and stitched back into their table by id.
import { ClassicLevel } from "classic-level";
import { join } from "node:path";

export const DIST_PACKS = join("dist", "packs");

export interface PackItem {
  _id: string;
  name: string;
  type: string;
  img?: string;
  system: Record<string, unknown>;
}

export interface PackResult {
  _id: string;
  type: string;
  name: string;
  documentUuid?: string;
  range: [number, number];
  weight: number;
}

export interface PackTable {
  _id: string;
  name: string;
  formula: string;
  results: PackResult[];
}

export async function readRaw(name: string): Promise<Map<string, unknown>> {
  const db = new ClassicLevel<string, unknown>(join(DIST_PACKS, name), { valueEncoding: "json" });
  const entries = new Map<string, unknown>();
  try {
    for await (const [key, value] of db.iterator()) entries.set(key, value);
  } finally {
    await db.close();
  }
  return entries;
}

export async function readItems(name: string): Promise<PackItem[]> {
  const raw = await readRaw(name);
  return [...raw].filter(([k]) => k.startsWith("!items!")).map(([, v]) => v as PackItem);
}

export async function readTables(name: string): Promise<PackTable[]> {
  const raw = await readRaw(name);
  const results = new Map<string, PackResult>();
  for (const [key, value] of raw) {
    const m = /^!tables\.results!([^.]+)\.(.+)$/.exec(key);
    if (m) results.set(`${m[1]}.${m[2]}`, value as PackResult);
  }
  return [...raw].filter(([k]) => k.startsWith("!tables!")).map(([, v]) => {
    const table = v as Omit<PackTable, "results"> & { results: string[] };
    const resolved = table.results.map((rid) => {
      const r = results.get(`${table._id}.${rid}`);
      if (!r) throw new Error(`table ${table.name}: result ${rid} is not stored`);
      return r;
    });
    return { ...table, results: resolved };
  });
}

export interface PackActor {
  _id: string;
  name: string;
  type: string;
  img?: string;
  system: Record<string, unknown>;
  items: (PackItem & { _stats?: { compendiumSource?: string }; effects?: unknown[] })[];
}

/**
 * Actors with their embedded items (stored under "!actors.items!<actor>.<item>") stitched back in by id, and
 * the items' effects (under "!actors.items.effects!<actor>.<item>.<effect>") in turn, as Foundry loads them.
 */
export async function readActors(name: string): Promise<PackActor[]> {
  const raw = await readRaw(name);
  return [...raw].filter(([k]) => k.startsWith("!actors!")).map(([, v]) => {
    const actor = v as Omit<PackActor, "items"> & { items: string[] };
    const items = actor.items.map((id) => {
      const item = raw.get(`!actors.items!${actor._id}.${id}`) as (PackActor["items"][number] & { effects?: string[] }) | undefined;
      if (!item) throw new Error(`actor ${actor.name}: item ${id} is not stored`);
      const effects = (item.effects ?? []).map((effectId) => {
        const effect = raw.get(`!actors.items.effects!${actor._id}.${id}.${effectId}`);
        if (!effect) throw new Error(`actor ${actor.name}: effect ${effectId} of item ${item.name} is not stored`);
        return effect;
      });
      return { ...item, effects };
    });
    return { ...actor, items };
  });
}
