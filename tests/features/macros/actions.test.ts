// Hotbar macros over the v13 doubles: a drop on the hotbar makes one script macro per item and actor
// (found again, not duplicated), assigned to the slot; its command runs the system's macro API, which
// does what the sheet's button does for that actor and checks again, when run, that the user owns it.
// A player makes macros only for actors they own; a compendium item's macro shows it in chat.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { shellSuite } from "../../doubles/suite.ts";
// Its own dialog mock, hoisted: the attack and medicine APIs are imported (mocked) at the top of the file, before
// shellSuite's beforeAll mocks the dialog, and their graph would load the real one (a vehicle check then waits on it).
vi.mock("../../../module/applications/dice-dialog/index.ts", () => import("../../doubles/dice-dialog.ts"));
vi.mock("../../../module/features/attack/index.ts", async (importOriginal) => {
  const real = await importOriginal<typeof import("../../../module/features/attack/index.ts")>();
  return { ...real, api: { ...real.api, attackWith: vi.fn(async () => null) } };
});
vi.mock("../../../module/features/medicine/index.ts", async (importOriginal) => {
  const real = await importOriginal<typeof import("../../../module/features/medicine/index.ts")>();
  return { ...real, api: { ...real.api, recoverStrain: vi.fn(async () => 0), useStimpack: vi.fn(async () => 0) } };
});
import { asUser, elementLike, FakeActor, installHooks, messages, noticeKeys, OWNERSHIP, packItem, register, users } from "../../doubles/index.ts";
import { requests } from "../../doubles/dice-dialog.ts";
import { addPack, installCompendia } from "../../doubles/compendium.ts";
import { installMacros, macros, type MacroDouble } from "../../doubles/macros.ts";
import { character, vehicle } from "../../fixtures/actors.ts";
import { api as attackApi } from "../../../module/features/attack/index.ts";
import { api as medicineApi } from "../../../module/features/medicine/index.ts";
const combat = { get attackWith() { return attackApi.attackWith; }, get recoverStrain() { return medicineApi.recoverStrain; }, get useStimpack() { return medicineApi.useStimpack; } };

/** The globals this file reads and stands in for, as the doubles install them. */
const g = globalThis as unknown as {
  game: { system: { id: string; api?: { macros: typeof import("../../../module/features/macros/actions.ts").MACRO_API } } };
  canvas: { tokens: { controlled: { actor: unknown }[] } };
  Hooks: { call(hook: string, ...args: unknown[]): unknown };
  Macro: { create(data: object): Promise<MacroDouble> };
};

const shell = shellSuite({ seed: 6, keys: true, install: () => void installHooks(), modules: {
  feature: () => import("../../../module/features/macros/index.ts"),
  drag: () => import("../../../module/applications/sheets/macro-drag.ts"),
} });
beforeAll(async () => {
  g.game.system = { id: "eote" };
  shell.feature.register();
});

let kira: FakeActor;
let other: FakeActor;
const itemOf = (actor: FakeActor, type: string) => actor.items.find((i) => i.type === type)!;
beforeEach(() => {
  installCompendia();
  installMacros();
  vi.mocked(combat.attackWith).mockClear();
  vi.mocked(combat.recoverStrain).mockClear();
  g.canvas = { tokens: { controlled: [] } };
  const items = [packItem("weapons", "Blaster Pistol"), packItem("armour", "Padded Armor"), packItem("talents", "Grit"), packItem("talents", "Quick Draw"), packItem("force-powers", "Enhance")];
  kira = register(new FakeActor("Kira", "character", character(), { items, ownership: { default: OWNERSHIP.NONE, [users.player.id]: OWNERSHIP.OWNER } }));
  other = register(new FakeActor("Tam", "character", character(), { items: [packItem("weapons", "Blaster Pistol")], ownership: { default: OWNERSHIP.NONE, [users.other.id]: OWNERSHIP.OWNER } }));
  users.player.character = null;
});
afterEach(() => { users.player.character = null; });

/** A drop on the hotbar as core calls the hook; returns what the hook returned, once the macro is made. */
async function drop(data: unknown, slot = 1) {
  const result = g.Hooks.call("hotbarDrop", {}, data, slot);
  await vi.waitFor(() => Promise.resolve());
  for (let i = 0; i < 20; i++) await Promise.resolve();
  return result;
}
const only = (): MacroDouble => {
  expect(macros.size).toBe(1);
  return [...macros.values()][0]!;
};

describe("dragging from a sheet to the hotbar", () => {
  it("a weapon makes one script macro calling the API for that item, assigned to the slot, found again on a second drop", async () => {
    const pistol = itemOf(kira, "weapon");
    expect(await drop({ type: "Item", uuid: pistol.uuid }, 3)).toBe(false);
    const macro = only();
    expect(macro).toMatchObject({ type: "script", name: "Blaster Pistol", command: `return game.system.api.macros.useItem(${JSON.stringify(pistol.uuid)});` });
    expect(macro.flags["eote"]).toEqual({ macro: `item:${pistol.uuid}` });
    expect(users.gm.hotbar).toEqual({ 3: macro.id });
    await drop({ type: "Item", uuid: pistol.uuid }, 7);
    expect(only().id).toBe(macro.id);
    expect(users.gm.hotbar).toEqual({ 7: macro.id });
    // Running it attacks with that weapon for that actor, as the row's Attack button does.
    await macro.execute();
    expect(combat.attackWith).toHaveBeenCalledWith(kira, pistol, { prompt: true });
  });

  it("armour and a passive talent are left to core; a Force power and an active talent make macros that do what the sheet does", async () => {
    expect(await drop({ type: "Item", uuid: itemOf(kira, "armour").uuid })).toBe(true);
    expect(await drop({ type: "Item", uuid: kira.items.find((i) => i.name === "Grit")!.uuid })).toBe(true);
    expect(macros.size).toBe(0);
    const quickDraw = kira.items.find((i) => i.name === "Quick Draw")!;
    expect(await drop({ type: "Item", uuid: quickDraw.uuid }, 2)).toBe(false);
    await [...macros.values()][0]!.execute();
    expect(messages.at(-1)?.content).toContain("Quick Draw");
    expect(await drop({ type: "Item", uuid: itemOf(kira, "forcePower").uuid }, 4)).toBe(false);
    expect(macros.size).toBe(2);
  });

  it("a skill row drags its skill; the macro opens the dice pool dialog for the selected token's actor, else the user's character", async () => {
    const row = elementLike({ dataset: { macroSkill: "rangedLight" }, closest: () => row });
    const data = shell.drag.macroDragData(row, kira.uuid);
    expect(data).toEqual({ type: "eote.Skill", skill: "rangedLight" });
    asUser(users.player);
    expect(await drop(data, 5)).toBe(false);
    const macro = only();
    expect(macro.command).toBe('return game.system.api.macros.rollSkill("rangedLight");');
    expect(macro.author?.id).toBe(users.player.id);
    // No token selected, no character: a notice, no dialog.
    await macro.execute();
    expect(noticeKeys().at(-1)).toBe("EOTE.Macro.Notice.NoActor");
    users.player.character = kira;
    await macro.execute();
    expect(requests.at(-1)).toMatchObject({ actor: kira, skillId: "rangedLight" });
    // A selected token the player does not own: refused, even with a character assigned.
    g.canvas.tokens.controlled = [{ actor: other }];
    await macro.execute();
    expect(requests).toHaveLength(1);
    expect(noticeKeys().at(-1)).toBe("EOTE.Macro.Notice.NotOwner");
  });

  it("a recovery button drags its action and actor; the macro presses it for that actor", async () => {
    const button = elementLike({ dataset: { macroRecovery: "recoverDiscipline" }, closest: () => button });
    const data = shell.drag.macroDragData(button, kira.uuid);
    expect(data).toEqual({ type: "eote.Recovery", actorUuid: kira.uuid, action: "recoverDiscipline" });
    expect(shell.drag.macroDragData(elementLike({ dataset: { macroRecovery: "deleteActor" }, closest() { return this; } }), kira.uuid)).toBeNull();
    expect(shell.drag.macroDragData(elementLike({ closest: () => null }), kira.uuid)).toBeNull();
    await drop(data, 6);
    const macro = only();
    expect(macro.command).toBe(`return game.system.api.macros.recover(${JSON.stringify(kira.uuid)}, "recoverDiscipline");`);
    await macro.execute();
    expect(combat.recoverStrain).toHaveBeenCalledWith(kira, "discipline");
  });

  it("a vehicle weapon makes a macro that attacks with it for the vehicle, as its row's Attack does", async () => {
    const ship = register(new FakeActor("Courier", "vehicle", vehicle(), { items: [packItem("vehicle-weapons", "Blaster Cannon (Light)")], ownership: { default: OWNERSHIP.NONE } }));
    const cannon = itemOf(ship, "weapon");
    expect(await drop({ type: "Item", uuid: cannon.uuid }, 8)).toBe(false);
    await only().execute();
    expect(combat.attackWith).toHaveBeenCalledWith(ship, cannon, { prompt: true });
  });

  it("a drop whose ids are not of their shape is left to core and makes nothing", async () => {
    expect(await drop({ type: "Item", uuid: `${kira.uuid}.Item.x");game.users.contents.forEach(u=>u.delete());("` })).toBe(true);
    expect(await drop({ type: "eote.Skill", skill: "a b" })).toBe(true);
    expect(macros.size).toBe(0);
  });
});

describe("as a player", () => {
  beforeEach(() => asUser(users.player));

  it("makes no macro for an actor they do not own", async () => {
    expect(await drop({ type: "Item", uuid: itemOf(other, "weapon").uuid })).toBe(false);
    expect(macros.size).toBe(0);
    expect(noticeKeys()).toEqual(["EOTE.Macro.Notice.NotOwner"]);
    await drop({ type: "eote.Recovery", actorUuid: other.uuid, action: "useStimpack" });
    expect(macros.size).toBe(0);
  });

  it("without v13's Use Script Macros permission, a notice and no macro", async () => {
    const can = vi.fn((permission: string) => permission !== "MACRO_SCRIPT");
    Object.assign(users.player, { can });
    try {
      expect(await drop({ type: "Item", uuid: itemOf(kira, "weapon").uuid })).toBe(false);
    } finally {
      Reflect.deleteProperty(users.player, "can");
    }
    expect(macros.size).toBe(0);
    expect(can).toHaveBeenCalledWith("MACRO_SCRIPT");
    expect(noticeKeys()).toEqual(["EOTE.Macro.Notice.NoScriptPermission"]);
  });

  it("the macro checks again when run: once the actor is no longer theirs it does nothing", async () => {
    await drop({ type: "Item", uuid: itemOf(kira, "weapon").uuid }, 1);
    const macro = only();
    expect(users.player.hotbar).toEqual({ 1: macro.id });
    kira.ownership = { default: OWNERSHIP.NONE };
    await macro.execute();
    expect(combat.attackWith).not.toHaveBeenCalled();
    expect(noticeKeys().at(-1)).toBe("EOTE.Macro.Notice.NotOwner");
    // The API called by hand is held to the same checks.
    expect(await g.game.system.api!.macros.useItem(itemOf(other, "weapon").uuid)).toBe(false);
    expect(await g.game.system.api!.macros.recover(other.uuid, "useStimpack")).toBe(false);
    expect(combat.useStimpack).not.toHaveBeenCalled();
  });
});

describe("the calls the Token Action HUD shares (vehicle maneuvers, crew checks, turns, a named actor's skill)", () => {
  beforeEach(() => asUser(users.player));

  it("act for a vehicle or actor the player owns, as the sheet's and tracker's buttons do, and refuse anything else", async () => {
    const api = g.game.system.api!.macros;
    const ship = register(new FakeActor("Courier", "vehicle", vehicle(), { items: [], ownership: { default: OWNERSHIP.NONE, [users.player.id]: OWNERSHIP.OWNER } }));
    const theirs = register(new FakeActor("Gunship", "vehicle", vehicle(), { items: [], ownership: { default: OWNERSHIP.NONE } }));
    await ship.update({ "system.stations.pilot": kira.uuid });
    // The pilot's Accelerate: the ship's speed goes up by one, as from the sheet's button.
    expect(await api.vehicleManeuver(ship.uuid, "accelerate")).toBe(true);
    expect(ship.system.speed.value).toBe(3);
    expect(await api.crewCheck(ship.uuid, "pilot")).toBe(true);
    expect(requests.at(-1)).toMatchObject({ actor: kira, skillId: "pilotingSpace" });
    expect(await api.rollSkill("cool", kira.uuid)).toBe(true);
    expect(requests.at(-1)).toMatchObject({ actor: kira, skillId: "cool" });
    const made = requests.length;
    // Not theirs, or ids not of their shape: refused, nothing rolled or written.
    expect(await api.vehicleManeuver(theirs.uuid, "accelerate")).toBe(false);
    expect(await api.crewCheck(theirs.uuid, "pilot")).toBe(false);
    expect(await api.rollSkill("cool", other.uuid)).toBe(false);
    expect(noticeKeys().slice(-3)).toEqual(["EOTE.Macro.Notice.NotOwner", "EOTE.Macro.Notice.NotOwner", "EOTE.Macro.Notice.NotOwner"]);
    expect(await api.vehicleManeuver(ship.uuid, "angleDeflectors")).toBe(false);
    expect(await api.crewCheck(ship.uuid, "captain")).toBe(false);
    expect(await api.crewCheck(ship.uuid, "gunner", "w1\");alert(1)")).toBe(false);
    expect(await api.rollSkill("cool", "Actor.x\";")).toBe(false);
    expect(await api.vehicleManeuver(kira.uuid, "accelerate")).toBe(false);
    expect(theirs.system.speed.value).toBe(2);
    expect(requests).toHaveLength(made);
    // No combat: nobody's turn to spend.
    expect(await api.spendTurn(kira.uuid, "action")).toBe(false);
    expect(noticeKeys().at(-1)).toBe("EOTE.Combat.Turn.Refused.notActing");
    expect(await api.spendTurn(kira.uuid, "everything")).toBe(false);
  });
});

describe("a macro made to look like ours", () => {
  it("is never reused: a player's macro with our flag but another command stays off the GM's hotbar", async () => {
    const pistol = itemOf(kira, "weapon");
    asUser(users.player);
    const forged = await g.Macro.create({ name: "Blaster Pistol", type: "script", command: "ui.notifications.info('gotcha');", flags: { eote: { macro: `item:${pistol.uuid}` } } });
    // The player's own drop does not reuse it either: its command is not the one built for the item.
    await drop({ type: "Item", uuid: pistol.uuid }, 2);
    asUser(users.gm);
    await drop({ type: "Item", uuid: pistol.uuid }, 1);
    expect(macros.size).toBe(3);
    expect(Object.values(users.gm.hotbar)).not.toContain(forged.id);
    expect(Object.values(users.player.hotbar)).not.toContain(forged.id);
    const gmMacro = macros.get(users.gm.hotbar[1]!)!;
    expect(gmMacro.author?.id).toBe(users.gm.id);
    expect(gmMacro.command).toBe(`return game.system.api.macros.useItem(${JSON.stringify(pistol.uuid)});`);
  });
});

describe("dragging from a compendium", () => {
  it("makes a macro that shows the item in chat, for a user who may see the compendium", async () => {
    const pack = addPack({ name: "weapons", label: "Weapons", type: "Item", packageType: "system" }, [packItem("weapons", "Blaster Rifle")]);
    const rifle = [...pack.docs.values()][0]!;
    asUser(users.player);
    expect(await drop({ type: "Item", uuid: rifle.uuid }, 9)).toBe(false);
    const macro = only();
    expect(macro.command).toBe(`return game.system.api.macros.showItem(${JSON.stringify(rifle.uuid)});`);
    await macro.execute();
    expect(messages.at(-1)?.content).toContain("Blaster Rifle");
    // A compendium hidden from players: no macro, and the API shows nothing.
    const hidden = addPack({ name: "secrets", label: "Secrets", type: "Item", packageType: "world", ownership: { PLAYER: "NONE" } }, [packItem("weapons", "Blaster Carbine")]);
    const carbine = [...hidden.docs.values()][0]!;
    const before = messages.length;
    await drop({ type: "Item", uuid: carbine.uuid }, 10);
    expect(macros.size).toBe(1);
    expect(await g.game.system.api!.macros.showItem(carbine.uuid)).toBe(false);
    expect(messages.length).toBe(before);
  });
});
