// The GM's party view over the v13 doubles: refused to a player (window, API, tool); the GM's Grant XP
// writes exactly one grant entry on each chosen character's ledger, and Undo takes exactly that back.
import { beforeEach, describe, expect, it } from "vitest";
import type { CharacterData, LedgerEntry } from "../../../module/rules/types.ts";
import { shellSuite } from "../../doubles/suite.ts";
import { drawnWindow, runAction } from "../../fixtures/windows.ts";
import { character } from "../../fixtures/actors.ts";
import {
  asUser, FakeActor, installHooks, shownKey, notice, noticeKeys, notices, OWNERSHIP, register, users,
} from "../../doubles/index.ts";

/** The globals this file reads and stands in for, as the doubles install them. */
const g = globalThis as unknown as {
  game: { actors: unknown; system: { id: string; api?: { party: { open(): Promise<boolean> } } } };
  foundry: { applications: { instances: Map<string, unknown> } };
  Hooks: { callAll(hook: string, ...args: unknown[]): boolean } | undefined;
};
/** v13's foundry.applications.instances, as the doubles install it. */
const instances = (): Map<string, unknown> => g.foundry.applications.instances;

/** A Hooks registry of the test's own, so a register() of an earlier test does not answer too. */
function freshHooks(): ReturnType<typeof installHooks> {
  g.Hooks = undefined;
  return installHooks();
}

const shell = shellSuite({ seed: 4, keys: true, modules: {
  party: () => import("../../../module/features/party/index.ts"),
  form: () => import("../../../module/features/party/form.ts"),
  adv: () => import("../../../module/features/advancement/index.ts").then((m) => m.api),
} });

const owned = (user: { id: string }) => ({ default: OWNERSHIP.NONE, [user.id]: OWNERSHIP.OWNER });
function pc(name: string, ownership: Record<string, number>, xp = { total: 110, available: 30 }) {
  const data = character();
  data.xp = { ...xp, ledger: [] };
  return register(new FakeActor(name, "character", data, { ownership }));
}

let kira: FakeActor<CharacterData>, tam: FakeActor<CharacterData>, npc: FakeActor<CharacterData>;
beforeEach(() => {
  instances().clear();
  kira = pc("Kira", owned(users.player));
  tam = pc("Tam", owned(users.other), { total: 150, available: 0 });
  npc = pc("Nobody's", { default: OWNERSHIP.NONE }); // a character no player owns: not a player character
  const world = [kira, tam, npc];
  g.game.actors = { contents: world, get: (id: string) => world.find((a) => a.id === id) };
});

const xpOf = (a: FakeActor<CharacterData>) => ({ total: a.system.xp.total, available: a.system.xp.available });
const ledgerOf = (a: FakeActor<CharacterData>) => a.system.xp.ledger.map((e: LedgerEntry) => [e.kind, e.cost, e.from, e.to, e.user, e.refunded]);
const snapshot = (a: FakeActor) => JSON.stringify(a.sourceOf());

describe("a player", () => {
  beforeEach(() => asUser(users.player));

  it("is refused the party view, Grant XP and Undo with a notice; nothing is written", async () => {
    const before = [snapshot(kira), snapshot(tam)];
    expect(await shell.party.api.open()).toBe(false);
    expect(instances().has(shell.form.PARTY_APP_ID)).toBe(false);
    expect(await shell.party.api.grantXp([kira.id], 10)).toBe(0);
    expect(await shell.party.api.undoGrant(kira.id)).toBe(false);
    expect(noticeKeys()).toEqual(["EOTE.Party.Notice.GmOnly", "EOTE.Party.Notice.GmOnly", "EOTE.Party.Notice.GmOnly"]);
    expect(await shell.adv.grantXp(kira, 10)).toBe(false); // the advancement feature's own grant refuses too
    expect([snapshot(kira), snapshot(tam)]).toEqual(before);
  });

  it("does not see the token-controls button; the GM does", () => {
    const controls: { tokens: { tools: Record<string, { visible: boolean }> } } = { tokens: { tools: {} } };
    const hooks = freshHooks();
    shell.party.register();
    hooks.callAll("getSceneControlButtons", controls);
    expect(controls.tokens.tools["eoteParty"]).toMatchObject({ visible: false, button: true, title: "EOTE.Party.Tool" });
    asUser(users.gm);
    hooks.callAll("getSceneControlButtons", controls);
    expect(controls.tokens.tools["eoteParty"]?.visible).toBe(true);
  });

  it("cannot undo the GM's grant from the sheet's ledger Undo", async () => {
    asUser(users.gm);
    await shell.party.api.grantXp([kira.id], 10);
    asUser(users.player);
    const before = snapshot(kira);
    expect(await shell.adv.undoLastPurchase(kira)).toBe(false);
    expect(noticeKeys().at(-1)).toBe("EOTE.Party.Error.UndoGrantGmOnly");
    expect(snapshot(kira)).toBe(before);
  });
});

describe("the GM", () => {
  it("grants XP to the chosen player characters: one grant entry each, total and available raised", async () => {
    const tamBefore = snapshot(tam);
    expect(await shell.party.api.grantXp([kira.id, npc.id, kira.id, "forged"], 15)).toBe(1); // not a PC, repeated, unknown: skipped
    expect(xpOf(kira)).toEqual({ total: 125, available: 45 });
    expect(ledgerOf(kira)).toEqual([["grant", 0, 110, 125, users.gm.id, false]]);
    expect(snapshot(tam)).toBe(tamBefore);
    expect(npc.system.xp.ledger).toEqual([]);
    expect(await shell.party.api.grantXp([kira.id, tam.id], "5")).toBe(2);
    expect(xpOf(kira)).toEqual({ total: 130, available: 50 });
    expect(xpOf(tam)).toEqual({ total: 155, available: 5 });
    expect(ledgerOf(tam)).toEqual([["grant", 0, 150, 155, users.gm.id, false]]);
    expect(notices).toEqual([]);
  });

  it("Undo takes a grant back exactly, one grant at a time", async () => {
    const before = JSON.parse(snapshot(kira));
    await shell.party.api.grantXp([kira.id], 20);
    await shell.party.api.grantXp([kira.id], 5);
    expect(await shell.party.api.undoGrant(kira.id)).toBe(true);
    expect(xpOf(kira)).toEqual({ total: 130, available: 50 });
    expect(await shell.party.api.undoGrant(kira.id)).toBe(true);
    expect(xpOf(kira)).toEqual({ total: 110, available: 30 });
    expect(ledgerOf(kira)).toEqual([["grant", 0, 110, 130, users.gm.id, true], ["grant", 0, 130, 135, users.gm.id, true]]);
    const after = JSON.parse(snapshot(kira));
    after.xp.ledger = [];
    expect(after).toEqual(before); // all but the refunded entries is as it was
    expect(await shell.party.api.undoGrant(kira.id)).toBe(false);
    expect(noticeKeys().at(-1)).toBe("EOTE.Party.Notice.LastNotGrant");
  });

  it("Undo is refused once the granted XP is spent: by a purchase (undo that first), or by hand", async () => {
    await shell.party.api.grantXp([kira.id], 10);
    asUser(users.player);
    expect(await shell.adv.buySkill(kira, "cool")).toBe(true); // 10 XP, not a career skill
    asUser(users.gm);
    const bought = snapshot(kira);
    expect(await shell.party.api.undoGrant(kira.id)).toBe(false);
    expect(noticeKeys().at(-1)).toBe("EOTE.Party.Notice.LastNotGrant");
    expect(snapshot(kira)).toBe(bought);
    await tam.update({ "system.xp.available": 0 }); // a grant to Tam, then the XP taken off by hand
    await shell.party.api.grantXp([tam.id], 10);
    await tam.update({ "system.xp.available": 4 });
    const spent = snapshot(tam);
    expect(await shell.party.api.undoGrant(tam.id)).toBe(false);
    expect(noticeKeys().at(-1)).toBe("EOTE.Advancement.Error.UndoChanged");
    expect(snapshot(tam)).toBe(spent);
  });

  it("a bad amount or no character chosen: one notice, nothing written", async () => {
    const before = [snapshot(kira), snapshot(tam)];
    expect(await shell.party.api.grantXp([kira.id, tam.id], 0)).toBe(0);
    expect(notices.at(-1)).toEqual(notice("EOTE.Party.Error.BadGrant", { max: 500 }));
    expect(await shell.party.api.grantXp([kira.id], "1e3")).toBe(0);
    expect(await shell.party.api.grantXp([], 10)).toBe(0);
    expect(noticeKeys()).toEqual(["EOTE.Party.Error.BadGrant", "EOTE.Party.Error.BadGrant", "EOTE.Party.Notice.NoneChosen"]);
    expect([snapshot(kira), snapshot(tam)]).toEqual(before);
  });

  it("the window lists the player characters with their tracks and audit; its Grant XP writes the ticked ones", async () => {
    kira.system.skills.cool.rank = 2; // ranks the ledger does not explain (the fixture's too): the audit shows them
    expect(await shell.party.api.open()).toBe(true);
    const app = drawnWindow(shell.form.PARTY_APP_ID);
    const el = app.element;
    expect(el.querySelectorAll('input[name="member"]').map((i) => [i.value, i.checked])).toEqual([[kira.id, true], [tam.id, true]]);
    expect(el.querySelectorAll("tr.eote-party__audit").map((r) => r.dataset["actorId"])).toEqual([kira.id, tam.id]);
    expect(el.innerHTML).toContain(shownKey("EOTE.Advancement.Audit.Skill", { skill: "EOTE.Skill.cool", rank: 2, explained: 0 }));
    expect(el.innerHTML).toContain(shownKey("EOTE.Advancement.Audit.Spent", { spent: 150, ledger: 0 }));
    expect(el.innerHTML).not.toContain("Nobody");
    // Tam unticked, 12 XP: the window's Grant action, as v13 runs it (this = the application).
    el.querySelectorAll('input[name="member"]')[1]!.checked = false;
    el.querySelector('input[name="amount"]')!.value = "12";
    await runAction(app, "grant");
    expect(xpOf(kira)).toEqual({ total: 122, available: 42 });
    expect(ledgerOf(tam)).toEqual([]);
    expect(app.element.querySelector('[data-action="undoGrant"]')?.closest("[data-actor-id]")?.dataset.actorId).toBe(kira.id);
  });

  it("is game.system.api.party, and redraws an open view when a character changes", async () => {
    freshHooks();
    g.game.system = { id: "eote" };
    shell.party.register();
    expect(Object.keys(g.game.system.api!.party)).toEqual(["open", "grantXp", "undoGrant"]);
    await g.game.system.api!.party.open();
    const app = drawnWindow(shell.form.PARTY_APP_ID);
    const renders = app.renders;
    g.Hooks!.callAll("updateActor", kira, {});
    expect(app.renders).toBe(renders + 1);
  });
});
