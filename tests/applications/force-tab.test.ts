// The Force tab's purchases as the sheet draws them (module/applications/sheets/context/force-tree.ts,
// templates/partials/force-tree.hbs and force-learn.hbs): each owned power's tree with its cells bought,
// buyable (Buy, for those who may spend) or locked, and the pack's unknown powers to learn.
import { describe, expect, it } from "vitest";
import { buildCharacterContext, type SheetFlags } from "../../module/applications/sheets/context/index.ts";
import { powerTreeView } from "../../module/applications/sheets/context/force-tree.ts";
import type { ForcePowerData } from "../../module/rules/types.ts";
import { packItem } from "../doubles/index.ts";
import { createEnvironment, missingKeys, render } from "./handlebars-env.ts";
import { CHARACTER, PLAY, READ_ONLY } from "./fixtures.ts";

const hbs = createEnvironment();
const sense = (boughtCells: number[]) => {
  const doc = packItem("force-powers", "Sense");
  const system = doc.system as unknown as ForcePowerData;
  system.tree = system.tree.map((c, i) => ({ ...c, bought: boughtCells.includes(i) }));
  return { id: "sense0000000000a", name: "Sense", img: "", type: "forcePower" as const, system };
};
const offers = [{ id: "a", name: "Move", cost: 10 }, { id: "b", name: "Sense", cost: 10 }, { id: "c", name: "Seek", cost: 15 }];
const context = (flags: SheetFlags, available: number, forceRating = 2, bought = [0]) => buildCharacterContext({
  name: "Mira", img: "", type: "character", flags: { ...flags, activeTab: "force" }, items: [sense(bought)], forceOffers: offers,
  system: { ...CHARACTER, forceRating, forceCommitted: 0, xp: { ...CHARACTER.xp, available } },
});
const states = (html: string) => [...html.matchAll(/eote-force-tree__cell--(bought|buyable|locked)"?[ "]/g)].map((m) => m[1]);
const buys = (html: string) => [...html.matchAll(/data-action="buyForceUpgrade" data-item-id="([^"]+)" data-cell="(\d+)"( disabled)?/g)].map((m) => [m[2], m[3] === undefined]);

describe("the Force tab's trees and learning", () => {
  it("the owner sees Sense's cells by state, Buy on the buyable ones (disabled when XP is short), and the unknown powers", () => {
    missingKeys.clear();
    const html = render(hbs, "actor/character-force.hbs", context(PLAY, 7));
    expect([...missingKeys]).toEqual([]);
    const tree = powerTreeView(sense([0]).system, 7, true);
    expect(states(html)).toEqual(tree.cells.map((c) => c.state));
    // Whatever the pack's layout: cell 0 bought, the rest of row 1 and the cells joined under cell 0 buyable, others locked.
    expect(new Set(tree.cells.map((c) => c.state))).toEqual(new Set(["bought", "buyable", "locked"]));
    expect(tree.cells.filter((c) => c.gridRow === 2 && c.index !== 0).every((c) => c.state === "buyable")).toBe(true);
    // Buy on each buyable cell, disabled where its cost is over the 7 XP available.
    expect(buys(html)).toEqual(tree.cells.filter((c) => c.state === "buyable").map((c) => [String(c.index), c.cost <= 7]));
    expect(buys(html).length).toBeGreaterThan(0);
    expect(html).toContain(`1 of ${tree.total} upgrades bought`);
    expect(html).toContain('data-tooltip="Buy this upgrade with XP"');
    const learn = [...html.matchAll(/data-action="learnForcePower" data-power-id="([^"]+)"( disabled)?/g)].map((m) => [m[1], m[2] === undefined]);
    expect(learn).toEqual([["a", false], ["c", false]]); // Sense is known; 7 XP buys neither
  });

  it("a viewer who may not spend sees the tree without Buy and nothing to learn", () => {
    const html = render(hbs, "actor/character-force.hbs", context(READ_ONLY, 100));
    expect(states(html).length).toBeGreaterThan(0);
    expect(html).not.toContain("buyForceUpgrade");
    expect(html).not.toContain("learnForcePower");
  });

  it("an upgrade name its owner made huge is bounded before it is drawn", () => {
    const power = sense([]).system;
    power.upgrades = power.upgrades.map((u) => ({ ...u, name: "<b>x</b>".repeat(500) }));
    const view = powerTreeView(power, 100, true);
    expect(view.cells.every((c) => c.name.length <= 201)).toBe(true);
    const html = render(hbs, "partials/force-tree.hbs", { id: "p", name: "Sense", tree: view });
    expect(html).not.toContain("<b>");
  });

  it("without a Force rating the powers to learn say what is needed and cannot be bought", () => {
    const html = render(hbs, "actor/character-force.hbs", context({ ...PLAY, editMode: true }, 100, 0));
    expect(html).toContain("A Force rating of 1 or more is needed to learn Force powers.");
    expect([...html.matchAll(/data-action="learnForcePower"[^>]*disabled/g)]).toHaveLength(2);
  });
});
