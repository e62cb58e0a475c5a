// Migration 4: characters from before species, careers and specialisations were items keep what they
// had (species and career text, hand-ticked career skills, XP numbers, talents, typed thresholds) and
// are marked as built (creation mode closed); new characters still start in creation mode.
import { describe, expect, it } from "vitest";
import { creationDefaults, migrateSystem } from "../../module/migrations/migrations.ts";
import { character, skills } from "../fixtures/actors.ts";
import { actorOfType, itemOfType } from "../doubles/index.ts";
import { shellSuite } from "../doubles/suite.ts";
import { WorldActor } from "../doubles/world.ts";
import type { CharacterData } from "../../module/rules/types.ts";

const g = globalThis as unknown as {
  game: { actors: unknown; items: unknown; scenes: unknown; packs: unknown; settings: { set(scope: string, key: string, value: number): Promise<unknown> } };
};
const shell = shellSuite({ modules: { runner: () => import("../../module/migrations/index.ts") } });

/** A character as stored at schema 3: xp without a ledger, no creation flag, no threshold override. */
function storedAtVersion3(): Record<string, unknown> {
  const { creation: _c, thresholdOverride: _t, ...system } = character();
  return {
    ...system,
    xp: { total: 175, available: 25 },
    skills: skills({ cool: { rank: 2, career: true }, rangedLight: { rank: 1, career: true } }),
    species: "Rodian", career: "Bounty Hunter", specialisations: ["Gadgeteer"],
    wounds: { value: 2, threshold: 14 }, strain: { value: 0, threshold: 11 },
  };
}
const grit = { _id: "talentgrit00001", name: "Grit", type: "talent", system: { description: "", ranked: true, rank: 2, active: false } };

describe("migration 4 over the world runner", () => {
  it("keeps species and career text, career marks, XP and talents; closes creation mode", async () => {
    const actor = WorldActor.load("Greedo", "character", storedAtVersion3(), [grit]);
    // As v13 loads it: the new fields read their initial values (creation mode open, empty ledger).
    expect(actor.system.creation).toBe(true);
    g.game.actors = { size: 1, contents: [actor] };
    g.game.items = { size: 0, contents: [] };
    g.game.scenes = { size: 0, contents: [] };
    g.game.packs = [];
    await g.game.settings.set("eote", "schemaVersion", 3);
    await shell.runner.migrateWorld();
    const s = actorOfType(actor, "character").system;
    expect(s.creation).toBe(false);
    expect([s.species, s.career, s.specialisations]).toEqual(["Rodian", "Bounty Hunter", ["Gadgeteer"]]);
    expect(s.xp).toEqual({ total: 175, available: 25, ledger: [] });
    expect([s.skills.cool, s.skills.rangedLight]).toEqual([{ rank: 2, career: true }, { rank: 1, career: true }]);
    expect(actor.items.map((i) => [i.name, itemOfType(i, "talent").system.rank])).toEqual([["Grit", 2]]);
    // No species item: the typed thresholds stand; the hand marks are career skills.
    expect([s.derived.wounds.threshold, s.derived.strain.threshold]).toEqual([14, 11]);
    expect(s.derived.careerSkills).toEqual(["cool", "rangedLight"]);
    expect(s.thresholdOverride).toEqual({ wounds: null, strain: null });
  });

  it("is idempotent, leaves a character already built alone, and never applies to new characters", () => {
    const old = { ...storedAtVersion3(), creation: true };
    expect(migrateSystem("Actor", "character", old, 3)).toBe(true);
    expect(old.creation).toBe(false);
    expect(migrateSystem("Actor", "character", old, 3)).toBe(false);
    expect(migrateSystem("Actor", "minion", { creation: true }, 3)).toBe(false);
    // A character created now (from the sidebar, or with some data given) starts in creation mode.
    expect(creationDefaults("Actor", "character", {})).toBeNull();
    expect(creationDefaults("Actor", "character", { species: "Human" })).toBeNull();
  });
});
