// A critical rolled on the compendium table is created on the target as a copy that keeps its link to
// the compendium row (_stats.compendiumSource), as items dragged from a compendium do.
import { describe, expect, it } from "vitest";
import { character } from "../../fixtures/actors.ts";
import { seeded } from "../../doubles/roll.ts";
import { FakeActor, packSource } from "../../doubles/index.ts";
import { shellSuite } from "../../doubles/suite.ts";
import { load } from "../../fixtures/modules.ts";

const shell = shellSuite({
  keys: true,
  seed: 7,
  modules: { critical: load.criticalActions },
});

describe("applyCritical", () => {
  it("the created injury keeps its compendium source", async () => {
    shell.config.Dice.randomUniform = seeded(11);
    const kira = new FakeActor("Kira", "character", character());
    const applied = await shell.critical.applyCritical(kira);
    const created = kira.items.get(applied.itemId!)!;
    const row = packSource("critical-injuries").find((d) => d.name === applied.name)!;
    expect(created.name).toBe(row.name);
    expect(created.id).not.toBe(row._id);
    expect(created._stats?.compendiumSource).toBe(`Compendium.eote.critical-injuries.Item.${row._id}`);
  });
});
