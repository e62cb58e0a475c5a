// Refreshes the actor packs' embedded copies from the items they were copied from. An adversary's
// blaster or a talent it knows is a copy of a pack item (`_stats.compendiumSource`), and the build
// refuses a copy that drifted from its source (scripts/packs/embedded.mjs). When a source item is
// reworded or corrected, run `node scripts/packs/sync-copies.mjs` to carry the change into every
// bestiary and garage copy, keeping what belongs to the carrier (equipped, worn, arcs, rank, quantity,
// mounting qualities) and each copy's own ids, its effects' too. Leading comment lines of a file are kept.
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { dump, load } from "js-yaml";
import { PLACEMENT } from "./embedded.mjs";

/**
 * The actor with each pack copy's name, type, img, system and effects taken from its source.
 * @param {any} actor an actor pack source
 * @param {Map<string, any>} items pack items by compendium uuid
 * @returns {{ actor: any, changed: string[] }} the refreshed actor (a new object) and the copies that changed
 */
export function syncCopies(actor, items) {
  const changed = [];
  const out = structuredClone(actor);
  for (const item of out.items ?? []) {
    const source = items.get(item._stats?.compendiumSource ?? "");
    if (!source) continue;
    const before = JSON.stringify(item);
    item.name = source.name;
    item.type = source.type;
    if (source.img !== undefined) item.img = source.img;
    const system = structuredClone(source.system ?? {});
    for (const field of PLACEMENT) if (field in (item.system ?? {}) && field !== "qualities") system[field] = item.system[field];
    if (Array.isArray(source.system?.qualities)) {
      const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
      const mounting = (item.system?.qualities ?? []).filter((q) => !source.system.qualities.some((s) => s.key === q.key));
      system.qualities = [...structuredClone(source.system.qualities), ...mounting.filter((q, i, all) => all.findIndex((o) => same(o, q)) === i)];
    }
    item.system = system;
    // The copy keeps its own effect ids (and which are enabled, a Dedication's choice) place by place.
    item.effects = (source.effects ?? []).map((e, i) => {
      const own = item.effects?.[i];
      const id = own?._id ?? e._id;
      return { ...structuredClone(e), _id: id, _key: `!actors.items.effects!${out._id}.${item._id}.${id}`, disabled: own?.disabled ?? e.disabled };
    });
    if (JSON.stringify(item) !== before) changed.push(item.name);
  }
  return { actor: out, changed };
}

/** Every item of the item packs by compendium uuid, as the build reads them. */
function packItems(root, systemId) {
  const manifest = JSON.parse(readFileSync("system.json", "utf8"));
  const items = new Map();
  for (const pack of manifest.packs.filter((p) => p.type === "Item")) {
    const dir = join(root, pack.name);
    for (const file of readdirSync(dir).filter((f) => f.endsWith(".yml"))) {
      const doc = load(readFileSync(join(dir, file), "utf8"));
      items.set(`Compendium.${systemId}.${pack.name}.Item.${doc._id}`, doc);
    }
  }
  return { manifest, items };
}

export function syncActorPacks(root = join("packs", "_source"), systemId = "eote") {
  const { manifest, items } = packItems(root, systemId);
  const report = [];
  for (const pack of manifest.packs.filter((p) => p.type === "Actor")) {
    const dir = join(root, pack.name);
    for (const file of readdirSync(dir).filter((f) => f.endsWith(".yml"))) {
      const path = join(dir, file);
      const text = readFileSync(path, "utf8");
      const { actor, changed } = syncCopies(load(text), items);
      if (changed.length === 0) continue;
      const head = /^(?:#.*\n)*/.exec(text)[0];
      writeFileSync(path, head + dump(actor, { lineWidth: -1 }));
      report.push(`${path}: ${changed.join(", ")}`);
    }
  }
  return report;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const report = syncActorPacks();
  console.log(report.length ? report.join("\n") : "every copy already matches its source");
}
