// "End turn" in the turn tracker: the GM, or a player owning the acting combatant, moves the combat on
// with core's Combat#nextTurn (steered through the slots). Over the Combat double, which lets a player
// advance the combat only from the turn of a combatant they own, as v13 does.
import { describe, expect, it } from "vitest";
import { character, rival } from "../../fixtures/actors.ts";
import { asUser, FakeActor, noticeKeys, notices, OWNERSHIP, users } from "../../doubles/index.ts";
import { CombatDouble } from "../../doubles/combat.ts";
import { shellSuite } from "../../doubles/suite.ts";
import { installCombatWorld, loadInitiative, loadSlots } from "./scene.ts";

/** The globals this file sets and reads, as the doubles make them. */
const g = globalThis as unknown as {
  Combat: unknown;
  CONFIG: { Combat: object; Combatant: object };
  foundry: { documents: { Combatant: unknown }; applications: { handlebars: { renderTemplate(path: string, data: object): Promise<string> } } };
  game: { combat: unknown; settings: { register(...args: unknown[]): void; set(scope: string, key: string, value: unknown): Promise<unknown> } };
};
let combat: CombatDouble;

const owned = (id: string) => ({ ownership: { default: OWNERSHIP.NONE, [id]: OWNERSHIP.OWNER } });

const shell = shellSuite({
  seed: 7,
  keys: true,
  install: installCombatWorld,
  modules: {
    initiative: loadInitiative,
    slots: loadSlots,
    turn: () => import("../../../module/features/turns/actions.ts"),
    tracker: () => import("../../../module/features/turns/form/tracker.ts"),
    view: () => import("../../../module/features/turns/model.ts"),
  },
  each: () => {
    combat = new (shell.initiative.eoteCombatClass() as unknown as typeof CombatDouble)();
    g.game.combat = combat;
  },
});

/** Slots PC (Kira rolled), NPC (Thug), PC (Oskar), NPC (Thug 2). */
function cast() {
  const kira = combat.add(new FakeActor("Kira", "character", character(), owned(users.player.id)), 3.021);
  const thug = combat.add(new FakeActor("Thug", "rival", rival(), { owner: false }), 2.01);
  const oskar = combat.add(new FakeActor("Oskar", "character", character(), owned(users.other.id)), 1.001);
  const thug2 = combat.add(new FakeActor("Thug 2", "rival", rival(), { owner: false }), 0.01);
  return { kira, thug, oskar, thug2 };
}

const canEnd = () => shell.view.turnsView(shell.tracker.turnsInput(combat)).turn?.canEnd;

describe("the Combat double: a player's writes", () => {
  it("the current combatant's owner may move the combat on (nextTurn), not back, not its flags; others may not", async () => {
    cast();
    await combat.startCombat();
    asUser(users.other);
    await expect(combat.nextTurn()).rejects.toThrow(/update Combat/);
    asUser(users.player);
    await expect(combat.update({ flags: { eote: { x: 1 } } })).rejects.toThrow(/update Combat/);
    await combat.nextTurn();
    expect(combat.turn).toBe(1);
    // Thug's turn now: Kira's player owns the current combatant no more.
    await expect(combat.nextTurn()).rejects.toThrow(/update Combat/);
    asUser(users.gm);
    await combat.nextTurn();
    asUser(users.other);
    await expect(combat.update({ turn: 0 })).rejects.toThrow(/update Combat/);
    expect(combat.turn).toBe(2);
  });

  it("a player cannot start a combat", async () => {
    cast();
    asUser(users.player);
    await expect(combat.startCombat()).rejects.toThrow(/update Combat/);
  });
});

describe("End turn", () => {
  it("as the player: Kira fills the slot she rolled and ends her turn; the combat moves to the NPC slot", async () => {
    const { kira, thug } = cast();
    await combat.startCombat();
    asUser(users.player);
    await shell.slots.claimSlot(combat, kira.id);
    expect(canEnd()).toBe(true);
    const html = await g.foundry.applications.handlebars.renderTemplate(shell.tracker.TURNS_TEMPLATE, shell.view.turnsView(shell.tracker.turnsInput(combat)));
    expect(html).toContain(`<button type="button" data-eote-action="endTurn" data-combatant-id="${kira.id}">EOTE.Combat.Turn.End</button>`);
    expect(await shell.turn.endTurn(combat, kira.id)).toBe(true);
    expect(combat.turn).toBe(1);
    expect(notices).toEqual([]);
    // The GM ends the Thug's shell.turn.
    asUser(users.gm);
    await shell.slots.claimSlot(combat, thug.id);
    expect(canEnd()).toBe(true);
    expect(await shell.turn.endTurn(combat, thug.id)).toBe(true);
    expect(combat.turn).toBe(2);
  });

  it("as another player: no button, and refused with a notice; the combat stays", async () => {
    const { kira } = cast();
    await combat.startCombat();
    asUser(users.player);
    await shell.slots.claimSlot(combat, kira.id);
    asUser(users.other);
    expect(canEnd()).toBe(false);
    const html = await g.foundry.applications.handlebars.renderTemplate(shell.tracker.TURNS_TEMPLATE, shell.view.turnsView(shell.tracker.turnsInput(combat)));
    expect(html).not.toContain('data-eote-action="endTurn"');
    expect(await shell.turn.endTurn(combat, kira.id)).toBe(false);
    expect(noticeKeys()).toEqual(["EOTE.Combat.Turn.Refused.notOwnerEnd"]);
    expect(combat.turn).toBe(0);
  });

  it("Oskar fills the PC slot Kira rolled: Foundry would refuse his player the advance, so he is told to ask the GM", async () => {
    const { oskar } = cast();
    await combat.startCombat();
    asUser(users.other);
    await shell.slots.claimSlot(combat, oskar.id);
    expect(canEnd()).toBe(false);
    expect(await shell.turn.endTurn(combat, oskar.id)).toBe(false);
    expect(noticeKeys()).toEqual(["EOTE.Combat.Turn.Refused.askGm"]);
    expect(combat.turn).toBe(0);
    asUser(users.gm);
    expect(await shell.turn.endTurn(combat, oskar.id)).toBe(true);
    expect(combat.turn).toBe(1);
  });

  it("only the acting combatant's turn can be ended", async () => {
    const { kira, thug } = cast();
    await combat.startCombat();
    expect(await shell.turn.endTurn(combat, kira.id)).toBe(false); // nobody has filled the slot yet
    await shell.slots.claimSlot(combat, kira.id);
    expect(await shell.turn.endTurn(combat, thug.id)).toBe(false);
    expect(noticeKeys()).toEqual(["EOTE.Combat.Turn.Refused.notActing", "EOTE.Combat.Turn.Refused.notActing"]);
  });
});

describe("the acting actor's turn from outside the tracker (the Token Action HUD and the macros' spendTurn)", () => {
  it("spends and ends the turn of the actor acting now, as the tracker's buttons do; any other actor is refused", async () => {
    const { kira, thug } = cast();
    await combat.startCombat();
    const kiraUuid = kira.actor!.uuid;
    expect(shell.turn.actingCombatantFor(kiraUuid)).toBeNull();
    asUser(users.player);
    await shell.slots.claimSlot(combat, kira.id);
    expect(shell.turn.actingCombatantFor(kiraUuid)?.combatant.id).toBe(kira.id);
    expect(shell.turn.actingCombatantFor(thug.actor!.uuid)).toBeNull();
    expect(await shell.turn.spendTurnFor(kiraUuid, "action")).toBe(true);
    expect(shell.tracker.turnsInput(combat).acting?.state).toMatchObject({ action: true });
    expect(await shell.turn.spendTurnFor(kiraUuid, "action")).toBe(false);
    expect(noticeKeys()).toEqual(["EOTE.Combat.Turn.Refused.actionUsed"]);
    expect(await shell.turn.spendTurnFor(thug.actor!.uuid, "maneuver")).toBe(false);
    expect(noticeKeys().at(-1)).toBe("EOTE.Combat.Turn.Refused.notActing");
    expect(await shell.turn.spendTurnFor(kiraUuid, "end")).toBe(true);
    expect(combat.turn).toBe(1);
  });
});
