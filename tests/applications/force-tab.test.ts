// The Force tab's purchases as the sheet draws them (module/applications/sheets/context/force-tree.ts,
// templates/partials/force-tree.hbs and force-learn.hbs): each owned power's tree with its cells bought,
// buyable (Buy, for those who may spend) or locked, and the pack's unknown powers to learn.
import { describe, expect, it } from "vitest";
import { buildCharacterContext, type SheetFlags } from "../../module/applications/sheets/context/index.ts";
import { FORCE_PURCHASES_SHOWN, forcePurchasesView, powerTreeView } from "../../module/applications/sheets/context/force-tree.ts";
import type { LedgerEntry } from "../../module/rules/types.ts";
import type { ForcePowerData } from "../../module/rules/types.ts";
import { packItem } from "../doubles/index.ts";
import { createEnvironment, knownKeys, render } from "./handlebars-env.ts";
import { CHARACTER, PLAY, READ_ONLY } from "./fixtures.ts";
import { shownKey } from "../doubles/keys.ts";

const hbs = createEnvironment({ keys: true });
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
    const html = knownKeys(() => render(hbs, "actor/character-force.hbs", context(PLAY, 7)));
    const tree = powerTreeView(sense([0]).system, 7, true);
    expect(states(html)).toEqual(tree.cells.map((c) => c.state));
    // Whatever the pack's layout: cell 0 bought, the rest of row 1 and the cells joined under cell 0 buyable, others locked.
    expect(new Set(tree.cells.map((c) => c.state))).toEqual(new Set(["bought", "buyable", "locked"]));
    expect(tree.cells.filter((c) => c.gridRow === 2 && c.index !== 0).every((c) => c.state === "buyable")).toBe(true);
    // Buy on each buyable cell, disabled where its cost is over the 7 XP available.
    expect(buys(html)).toEqual(tree.cells.filter((c) => c.state === "buyable").map((c) => [String(c.index), c.cost <= 7]));
    expect(buys(html).length).toBeGreaterThan(0);
    expect(html).toContain(shownKey("EOTE.ForceBuy.Owned", { count: 1, total: tree.total }));
    expect(html).toContain('data-tooltip="EOTE.ForceBuy.BuyTip"');
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
    expect(html).toContain("EOTE.ForceBuy.NoRating");
    expect([...html.matchAll(/data-action="learnForcePower"[^>]*disabled/g)]).toHaveLength(2);
  });
});

describe("each upgrade cell's rules text", () => {
  it("shows the upgrade's effect in the cell, escaped (an owned power's text is its owner's to write), the whole of a longer one in a closed disclosure", () => {
    const power = sense([0]);
    power.system.upgrades = power.system.upgrades.map((u, i) => (i === 1 ? { ...u, effect: "<img src=x onerror=alert(1)> & more" } : i === 0 ? { ...u, effect: `${u.effect} A second sentence.` } : u));
    const tree = powerTreeView(power.system, 7, true);
    const first = tree.cells.find((c) => c.index === 0)!;
    const effect0 = power.system.upgrades.find((u) => u.key === power.system.tree[0]!.upgrade)!.effect;
    expect(first.rulesText).toBe(`<p>${effect0.replace(/&/g, "&amp;").replace(/'/g, "&#39;").replace(/"/g, "&quot;")}</p>`);
    const hostile = tree.cells.find((c) => power.system.tree[c.index]!.upgrade === power.system.upgrades[1]!.key)!;
    expect(hostile.rulesText).toBe("<p>&lt;img src=x onerror=alert(1)&gt; &amp; more</p>");
    const html = render(hbs, "actor/character-force.hbs", buildCharacterContext({
      name: "Mira", img: "", type: "character", flags: { ...PLAY, activeTab: "force" }, items: [power],
      system: { ...CHARACTER, forceRating: 2, forceCommitted: 0, xp: { ...CHARACTER.xp, available: 7 } },
    }));
    const cell = html.match(/<li class="eote-force-tree__cell[^"]*" data-cell="0"[\s\S]*?<\/li>/)![0];
    // Its first sentence in view; the whole, with the second sentence, in a closed disclosure.
    expect(cell).toContain(`<p class="eote-force-tree__effect">${first.rulesLine.replace(/'/g, "&#x27;")}</p>`);
    expect(first.rulesLine).not.toContain("A second sentence.");
    expect(cell).toMatch(/<details class="eote-rules-text eote-tree-rules" data-rules-text="sense0000000000a-u0">/);
    expect(html).not.toContain("<img src=x");
    expect(html).toContain("&lt;img src");
    // Every upgrade with an effect shows it, bought, buyable or locked; only one that says more than its line has a disclosure.
    expect(html.match(/class="eote-force-tree__effect"/g)).toHaveLength(tree.cells.filter((c) => c.rulesText).length);
    expect(html.match(/data-rules-text="sense0000000000a-u\d+"/g)).toHaveLength(tree.cells.filter((c) => c.rulesMore).length);
    expect(tree.cells.filter((c) => c.rulesMore).length).toBeLessThan(tree.cells.filter((c) => c.rulesText).length);
  });
});

describe("the Force tab's latest purchases", () => {
  const e = (kind: LedgerEntry["kind"], item: string, target: string, cost: number, refunded = false): LedgerEntry => ({
    kind, target, cost, time: Date.UTC(2026, 0, 1), user: "u1", from: 0, to: 1, item, created: false, source: "", cell: -1, refunded,
  });
  const input = (ledger: LedgerEntry[], flags: SheetFlags = PLAY) => ({
    name: "Mira", img: "", type: "character" as const, flags: { ...flags, activeTab: "force" }, items: [sense([0, 1])],
    system: { ...CHARACTER, forceRating: 2, forceCommitted: 0, xp: { ...CHARACTER.xp, available: 7, ledger } },
  });
  const up = (n: number) => sense([]).system.tree[n]!.upgrade;

  it("lists the newest Force purchases first, named with their power, and offers Undo when the last purchase is one of them", () => {
    const ledger = [e("skill", "", "cool", 5), e("forcePower", "sense0000000000a", "packId", 10), e("forceUpgrade", "sense0000000000a", up(0), 10),
      e("forceUpgrade", "sense0000000000a", up(1), 10), e("forceUpgrade", "sense0000000000a", up(2), 5)];
    const view = forcePurchasesView(input(ledger), { userNames: { u1: "Ann" } })!;
    expect(view.rows).toHaveLength(FORCE_PURCHASES_SHOWN);
    const name = (k: string) => sense([]).system.upgrades.find((u) => u.key === k)!.name;
    expect(view.rows.map((r) => [r.kindKey, r.label, r.cost])).toEqual([up(2), up(1), up(0)].map((k, i) => ["EOTE.ForceBuy.Kind.forceUpgrade", `Sense: ${name(k)}`, [5, 10, 10][i]]));
    expect(view.canUndo).toBe(true);
    const html = knownKeys(() => render(hbs, "actor/character-force.hbs", buildCharacterContext(input(ledger))));
    const block = html.match(/<section class="eote-force-purchases">[\s\S]*?<\/section>/)![0];
    expect(block.match(/data-action="undoPurchase"/g)).toHaveLength(1);
    expect(block).toContain(`EOTE.ForceBuy.Kind.forceUpgrade: Sense: ${name(up(2))}`);
  });

  it("no Undo here when the last purchase was made elsewhere (a skill), or for a viewer; no block with no Force purchase", () => {
    const afterSkill = [e("forceUpgrade", "sense0000000000a", up(0), 10), e("skill", "", "cool", 5)];
    expect(forcePurchasesView(input(afterSkill))!.canUndo).toBe(false);
    expect(forcePurchasesView(input([e("forceUpgrade", "sense0000000000a", up(0), 10)], READ_ONLY))!.canUndo).toBe(false);
    // The last one refunded: Undo would take back the one before it, a skill.
    expect(forcePurchasesView(input([e("skill", "", "cool", 5), e("forceUpgrade", "sense0000000000a", up(0), 10, true)]))!.canUndo).toBe(false);
    expect(forcePurchasesView(input([e("skill", "", "cool", 5)]))).toBeNull();
    expect(render(hbs, "actor/character-force.hbs", buildCharacterContext(input([])))).not.toContain("eote-force-purchases");
  });
});
