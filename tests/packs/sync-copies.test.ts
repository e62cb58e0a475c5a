// Refreshing the actor packs' copies from their sources (scripts/packs/sync-copies.mjs): a copy that
// drifted takes its source's data back, keeps what belongs to where it is carried (arcs, equipped,
// rank, mounting qualities) and its own ids, and then passes the build's copy check.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { load } from "js-yaml";
import { describe, expect, it } from "vitest";
import { embeddedProblems } from "../../scripts/packs/embedded.mjs";
import { syncCopies } from "../../scripts/packs/sync-copies.mjs";

type Doc = { _id: string; name: string; type: string; system: Record<string, unknown>; effects?: { _id: string; _key?: string }[]; items?: Doc[]; _stats?: { compendiumSource?: string } };
const read = (path: string) => load(readFileSync(path, "utf8")) as Doc;

const items = new Map<string, Doc>();
for (const pack of ["weapons", "armour", "talents", "vehicle-weapons", "qualities"]) {
  const dir = join("packs/_source", pack);
  for (const file of readdirSync(dir)) {
    const doc = read(join(dir, file));
    items.set(`Compendium.eote.${pack}.Item.${doc._id}`, doc);
  }
}
const qualityKeys = new Set([...items.values()].filter((d) => d.type === "quality").map((d) => d.system["key"] as string));

describe("syncCopies", () => {
  it("leaves the shipped packs' copies as they are: they already match", () => {
    for (const pack of ["bestiary", "garage"]) {
      for (const file of readdirSync(join("packs/_source", pack))) {
        expect(syncCopies(read(join("packs/_source", pack, file)), items).changed, file).toEqual([]);
      }
    }
  });

  it("brings a drifted weapon back to its source, keeping its arcs, equipped state, mounting quality and ids", () => {
    const xwing = read("packs/_source/garage/t-65b-x-wing.yml");
    const cannon = xwing.items![0]!;
    const drifted = structuredClone(xwing);
    drifted.items![0]!.system["damage"] = 99;
    drifted.items![0]!.name = "Laser Cannon (Old)";
    expect(embeddedProblems(drifted, items, qualityKeys).length).toBeGreaterThan(0);
    const { actor, changed } = syncCopies(drifted, items);
    expect(changed).toEqual([cannon.name]);
    expect(actor.items[0]).toEqual(cannon);
    expect(embeddedProblems(actor, items, qualityKeys)).toEqual([]);
    expect(syncCopies(actor, items).changed).toEqual([]);
  });

  it("carries a reworded source talent into the copy, with its rank and its own effect ids", () => {
    const hunter = read("packs/_source/bestiary/bounty-hunter.yml");
    const at = hunter.items!.findIndex((i) => i.name === "Expert Tracker");
    const copy = hunter.items![at]!;
    const uuid = copy._stats!.compendiumSource!;
    const reworded = new Map(items);
    const source = structuredClone(items.get(uuid)!);
    source.system["description"] = "<p>Reworded.</p>";
    reworded.set(uuid, source);
    const { actor, changed } = syncCopies(hunter, reworded);
    expect(changed).toEqual(["Expert Tracker"]);
    const synced = actor.items[at];
    expect([synced.system.description, synced.system.rank, synced.effects.map((e: Doc) => e._id)])
      .toEqual(["<p>Reworded.</p>", copy.system["rank"], copy.effects!.map((e) => e._id)]);
    expect(synced.effects[0]._key).toBe(`!actors.items.effects!${hunter._id}.${copy._id}.${copy.effects![0]!._id}`);
    expect(embeddedProblems(actor, reworded, qualityKeys)).toEqual([]);
  });
});
