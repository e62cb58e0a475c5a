// Migration 8: species items from before species carried their rules as data get the core pack's starting
// talents, skill choices, rules and free-rank counts when they are one of the pack's species (by compendium
// source, else by name with the pack's characteristics and XP); others keep the defaults; a species the GM
// already filled is left alone. Also: the migration's table is the pack's own data, and the world runner
// passes each embedded item's name to it.
import { beforeAll, describe, expect, it } from "vitest";
import { migrateSystem } from "../../module/migrations/migrations.ts";
import { CORE_SPECIES } from "../../module/migrations/species-extras.ts";
import { validateSystemData } from "../../module/data/spec/index.ts";
import { character } from "../fixtures/actors.ts";
import { itemOfType } from "../doubles/index.ts";
import { shellSuite } from "../doubles/suite.ts";
import { WorldActor } from "../doubles/world.ts";
import { readItems, type PackItem } from "../packs/read-pack.ts";

const EXTRAS = ["startingTalents", "skillChoices", "rules", "careerFreeRanks", "specialisationFreeRanks"];
let species: PackItem[] = [];
beforeAll(async () => {
  species = await readItems("species");
});
const shell = shellSuite({ modules: { runner: () => import("../../module/migrations/index.ts") } });

/** A species item as stored before version 8: the pack's profile, none of the new fields. */
function oldSpecies(name: string): Record<string, unknown> {
  const system = structuredClone(species.find((s) => s.name === name)!.system);
  for (const key of EXTRAS) delete system[key];
  return system;
}
const extrasOf = (system: Record<string, unknown>) => Object.fromEntries(EXTRAS.map((k) => [k, system[k]]));

describe("migration 8: species rules as data", () => {
  it("its table is the pack's: every core species' id, name, characteristics, XP and new fields", () => {
    expect(CORE_SPECIES.map((s) => s.id).sort()).toEqual(species.map((s) => s._id).sort());
    for (const core of CORE_SPECIES) {
      const pack = species.find((s) => s._id === core.id)!;
      expect(pack.name).toBe(core.name);
      expect(Object.values(pack.system["characteristics"] as object)).toEqual(core.ratings);
      expect(pack.system["startingXp"]).toBe(core.startingXp);
      expect(extrasOf(pack.system), core.name).toEqual(core.extras);
    }
  });

  it("fills a core species found by name and profile, or by its compendium source; once (idempotent)", () => {
    const bothan = oldSpecies("Bothan");
    expect(migrateSystem("Item", "species", bothan, 5, { name: "Bothan" })).toBe(true);
    expect(extrasOf(bothan)).toEqual(extrasOf(species.find((s) => s.name === "Bothan")!.system));
    expect(validateSystemData("Item", "species", bothan)).toEqual([]);
    expect(migrateSystem("Item", "species", bothan, 5, { name: "Bothan" })).toBe(false);
    // Renamed in the world, still the pack's document by its source.
    const droid = oldSpecies("Droid");
    expect(migrateSystem("Item", "species", droid, 5, { name: "Astromech", sourceId: "Compendium.eote.species.Item.iroXLDg7utrP8Q9Y" })).toBe(true);
    expect([droid["rules"], droid["careerFreeRanks"]]).toEqual([["droid"], 6]);
  });

  it("leaves a homebrew species (same name, other profile) and one the GM filled at their values; runs for worlds before 8 only", () => {
    const homebrew: Record<string, unknown> = { ...oldSpecies("Human"), startingXp: 120 };
    migrateSystem("Item", "species", homebrew, 5, { name: "Human" });
    expect(homebrew["skillChoices"]).toBeUndefined();
    const filled = { ...oldSpecies("Human"), startingTalents: ["grit"], skillChoices: [], rules: [], careerFreeRanks: null, specialisationFreeRanks: null };
    expect(migrateSystem("Item", "species", filled, 5, { name: "Human" })).toBe(false);
    expect(filled["startingTalents"]).toEqual(["grit"]);
    const current = oldSpecies("Human");
    expect(migrateSystem("Item", "species", current, 8, { name: "Human" })).toBe(false);
  });

  it("the world runner fills a character's own species item from before, by the item's name", async () => {
    const g = globalThis as unknown as { game: Record<string, unknown> & { settings: { set(a: string, b: string, v: number): Promise<void> } } };
    const item = { _id: "speciesItem00001", name: "Twi'lek", type: "species", system: oldSpecies("Twi'lek") };
    const pc = WorldActor.load("Lyn", "character", character(), [item]);
    g.game["actors"] = { size: 1, contents: [pc] };
    g.game["items"] = { size: 0, contents: [] };
    g.game["scenes"] = { size: 0, contents: [] };
    g.game["packs"] = [];
    await g.game.settings.set("eote", "schemaVersion", 5);
    await shell.runner.migrateWorld();
    const migrated = itemOfType([...pc.items.values()][0], "species");
    expect(migrated.system.skillChoices).toEqual([{ skills: ["charm", "deception"], count: 1, nonCareer: false }]);
  });
});
