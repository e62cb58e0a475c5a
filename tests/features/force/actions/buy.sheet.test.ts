// The Force tab's purchases through the real character sheet over the ActorSheetV2 double, end to end
// from the system's pack: the owning player opens the Force tab, learns Sense from the pack's list, buys
// a first-row upgrade with its Buy button, and the Advancement tab's Undo takes both back exactly.
import { describe, expect, it } from "vitest";
import { character } from "../../../fixtures/actors.ts";
import { asUser, ClickEvent, FakeActor, itemOfType, OWNERSHIP, register, users } from "../../../doubles/index.ts";
import { shellSuite } from "../../../doubles/suite.ts";
import { createEnvironment, render } from "../../../applications/handlebars-env.ts";

type Sheet = InstanceType<typeof import("../../../../module/applications/sheets/character-sheet.ts").CharacterSheet> & {
  actionsSettled(): Promise<void>;
};
/** The globals this file sets and reads, as the doubles make them. */
const g = globalThis as unknown as {
  foundry: { abstract: { Document?: unknown }; applications: { handlebars: { renderTemplate: unknown } } };
  game: {
    packs: { get(id: string): { getIndex(): Promise<{ _id: string; name: string }[]>; getDocuments(): Promise<unknown[]> } };
      };
};
const shell = shellSuite({
  seed: 5,
  keys: true,
  install: () => {
    const hbs = createEnvironment({ keys: true });
    g.foundry.applications.handlebars.renderTemplate = async (path: string, context: object) =>
      render(hbs, path.replace(/^systems\/eote\/templates\//, ""), context);
  },
  modules: {
    CharacterSheet: async () =>
      (await import("../../../../module/applications/sheets/character-sheet.ts")).CharacterSheet as unknown as new (options: { document: unknown }) => Sheet,
  },
});

async function click(sheet: Sheet, selector: string): Promise<void> {
  const button = sheet.element!.querySelector(selector);
  expect(button, selector).not.toBeNull();
  button!.dispatchEvent(new ClickEvent());
  await sheet.actionsSettled();
  await sheet.render();
}

describe("the Force tab from the pack, as the owning player", () => {
  it("learns Sense, buys an upgrade, and Undo takes both back", async () => {
    const data = character();
    Object.assign(data, { forceRating: 1, xp: { total: 100, available: 40, ledger: [] } });
    const mira = register(new FakeActor("Mira", "character", data, { ownership: { default: OWNERSHIP.NONE, [users.player.id]: OWNERSHIP.OWNER } }));
    asUser(users.player);
    const sheet = new shell.CharacterSheet({ document: mira });
    sheet.tabGroups["primary"] = "force";
    await sheet.render(true);
    const offered = [...sheet.element!.querySelectorAll("[data-action=learnForcePower]")].length;
    expect(offered).toBeGreaterThanOrEqual(6); // the pack's powers, none known yet

    const senseId = (await g.game.packs.get("eote.force-powers").getIndex()).find((e: { name: string }) => e.name === "Sense")!._id;
    await click(sheet, `[data-action=learnForcePower][data-power-id="${senseId}"]`);
    const power = itemOfType(mira.items.contents.find((i) => i.type === "forcePower"), "forcePower");
    expect(power.name).toBe("Sense");
    expect(mira.system.xp.available).toBe(30);
    expect([...sheet.element!.querySelectorAll("[data-action=learnForcePower]")]).toHaveLength(offered - 1);

    await click(sheet, `[data-action=buyForceUpgrade][data-item-id="${power.id}"][data-cell="0"]`);
    expect(power.system.tree[0]!.bought).toBe(true);
    const upgrade0 = power.system.upgrades.find((u) => u.key === power.system.tree[0]!.upgrade)!;
    expect(mira.system.xp.available).toBe(30 - upgrade0.cost);
    expect(mira.system.xp.ledger.map((e: { kind: string }) => e.kind)).toEqual(["forcePower", "forceUpgrade"]);

    sheet.tabGroups["primary"] = "advancement";
    await sheet.render();
    // The ledger names them by their own kinds, the upgrade with its power.
    const upgrade = power.system.upgrades.find((u) => u.key === power.system.tree[0]!.upgrade)!;
    const ledger = sheet.element!.innerHTML.slice(sheet.element!.innerHTML.indexOf("eote-ledger"));
    expect(ledger).toContain("EOTE.ForceBuy.Kind.forceUpgrade");
    expect(ledger).toContain(`Sense: ${upgrade.name}`);
    await click(sheet, "[data-action=undoPurchase]");
    await click(sheet, "[data-action=undoPurchase]");
    expect(mira.items.contents.filter((i) => i.type === "forcePower")).toHaveLength(0);
    expect(mira.system.xp.available).toBe(40);
  });
});

describe("Undo from the Force tab", () => {
  it("takes back the upgrade just bought there: the XP returns and the cell can be bought again", async () => {
    const data = character();
    Object.assign(data, { forceRating: 1, xp: { total: 100, available: 40, ledger: [] } });
    const mira = register(new FakeActor("Mira", "character", data, { ownership: { default: OWNERSHIP.NONE, [users.player.id]: OWNERSHIP.OWNER } }));
    asUser(users.player);
    const sheet = new shell.CharacterSheet({ document: mira });
    sheet.tabGroups["primary"] = "force";
    await sheet.render(true);
    expect(sheet.element!.querySelector(".eote-force-purchases")).toBeNull();
    const senseId = (await g.game.packs.get("eote.force-powers").getIndex()).find((e: { name: string }) => e.name === "Sense")!._id;
    await click(sheet, `[data-action=learnForcePower][data-power-id="${senseId}"]`);
    const power = itemOfType(mira.items.contents.find((i) => i.type === "forcePower"), "forcePower");
    await click(sheet, `[data-action=buyForceUpgrade][data-item-id="${power.id}"][data-cell="0"]`);
    const spent = mira.system.xp.available;
    expect(spent).toBeLessThan(30);
    // The Force tab lists both purchases, the upgrade first, and its Undo.
    const block = sheet.element!.innerHTML.match(/<section class="eote-force-purchases">[\s\S]*?<\/section>/)![0];
    const rows = block.split("<li").slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain("EOTE.ForceBuy.Kind.forceUpgrade: Sense:");
    expect(rows[0]).toContain('data-action="undoPurchase"');
    await click(sheet, ".eote-force-purchases [data-action=undoPurchase]");
    expect(power.system.tree[0]!.bought).toBe(false);
    expect(mira.system.xp.available).toBe(30);
    expect(sheet.element!.querySelector(`[data-action=buyForceUpgrade][data-item-id="${power.id}"][data-cell="0"]`)).not.toBeNull();
  });
});
