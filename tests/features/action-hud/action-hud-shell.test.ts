// Token Action HUD over the doubles of Token Action HUD Core 2.1.0 (tests/doubles/token-action-hud.ts):
// nothing without the module; with it, the system answers tokenActionHudCoreApiReady with its SystemManager,
// whose ActionHandler lists the selected token's actions and whose RollHandler does what the sheet's button
// does (the same dice dialog request as the sheet's skill row, the same attack call as the weapon's row).
// Another major version, or an api without the classes: one console warning and no announcement.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { shellSuite } from "../../doubles/suite.ts";
// Its own dialog mock, hoisted: the attack API is imported (mocked) at the top of the file, before shellSuite's
// beforeAll mocks the dialog, and its graph would load the real one.
vi.mock("../../../module/applications/dice-dialog/index.ts", () => import("../../doubles/dice-dialog.ts"));
vi.mock("../../../module/features/attack/index.ts", async (importOriginal) => {
  const real = await importOriginal<typeof import("../../../module/features/attack/index.ts")>();
  return { ...real, api: { ...real.api, attackWith: vi.fn(async () => null) } };
});
import { asUser, FakeActor, installHooks, messages, noticeKeys, OWNERSHIP, packItem, register, users } from "../../doubles/index.ts";
import { requests } from "../../doubles/dice-dialog.ts";
import { installCompendia } from "../../doubles/compendium.ts";
import { ActionHandlerDouble, registerWithCore, RollHandlerDouble, tahCoreModule, TAH_CORE_VERSION } from "../../doubles/token-action-hud.ts";
import { character, rival, vehicle } from "../../fixtures/actors.ts";
import { api as attackApi } from "../../../module/features/attack/index.ts";
const combat = { get attackWith() { return attackApi.attackWith; } };
import type { TahActionData } from "../../../module/features/action-hud/actions.ts";

const g = globalThis as unknown as { game: { combat?: unknown; modules?: Map<string, { active: boolean; version: string }> }; Hooks: { on(n: string, f: (...a: unknown[]) => unknown): number; call(n: string, ...a: unknown[]): boolean } };

const shell = shellSuite({ seed: 3, keys: true, install: () => void installHooks(), modules: {
  feature: () => import("../../../module/features/action-hud/index.ts"),
  skillRoll: () => import("../../../module/applications/sheets/skill-roll.ts"),
} });

/** The announcements the system made (tokenActionHudSystemReady's argument), since the hook was watched. */
const announced: { api?: { requiredCoreModuleVersion?: string; SystemManager?: new (id: string) => import("../../doubles/token-action-hud.ts").SystemManagerDouble } }[] = [];
let warn: ReturnType<typeof vi.spyOn>;
beforeAll(() => {
  g.Hooks.on("tokenActionHudSystemReady", (module: unknown) => void announced.push(module as (typeof announced)[number]));
});
beforeEach(() => {
  installCompendia();
  announced.length = 0;
  vi.mocked(combat.attackWith).mockClear();
  warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

/** init with the module installed (active or not), then Core's api ready hook with `core`. */
function startWorld(active: boolean, core: ReturnType<typeof tahCoreModule> | { version: string; api: Record<string, unknown> } = tahCoreModule()) {
  g.game.modules = new Map([["token-action-hud-core", { active, version: core.version }]]);
  shell.feature.register();
  g.Hooks.call("tokenActionHudCoreApiReady", core);
}

/** The system's handlers, made by Core from the announced SystemManager. */
function handlers() {
  expect(announced).toHaveLength(1);
  const manager = registerWithCore(announced[0]!);
  expect(manager).not.toBeNull();
  return { manager: manager!, actions: manager!.getActionHandler() as ActionHandlerDouble, roll: manager!.getRollHandler("core") as RollHandlerDouble };
}

async function build(actor: FakeActor) {
  const { actions } = handlers();
  actions.actor = actor as unknown as Actor.Implementation;
  await actions.buildSystemActions([]);
  return actions.added;
}

async function click(actor: FakeActor, action: TahActionData, options: { shift?: boolean; renderItem?: boolean } = {}) {
  const { roll } = handlers();
  roll.actor = actor as unknown as Actor.Implementation;
  roll.isShift = options.shift === true;
  roll.renderItemClick = options.renderItem === true;
  await roll.handleActionClickCore(null, action);
  return roll;
}

const kiraOwned = { default: OWNERSHIP.NONE, [users.player.id]: OWNERSHIP.OWNER };
const newKira = () => register(new FakeActor("Kira", "character", character(), {
  items: [packItem("weapons", "Blaster Pistol"), packItem("force-powers", "Enhance")], ownership: kiraOwned,
}));
const find = (added: Map<string, TahActionData[]>, group: string, id: string) => added.get(group)?.find((a) => a.id === id);

describe("loading", () => {
  it("without the module (absent or inactive) nothing is registered: Core's hook finds no system", () => {
    g.game.modules = new Map();
    shell.feature.register();
    g.Hooks.call("tokenActionHudCoreApiReady", tahCoreModule());
    startWorld(false);
    expect(announced).toHaveLength(0);
    expect(warn).not.toHaveBeenCalled();
  });

  it(`with Core ${TAH_CORE_VERSION} the system announces its SystemManager, which Core accepts, with its defaults`, async () => {
    startWorld(true);
    expect(announced[0]!.api?.requiredCoreModuleVersion).toBe("2");
    const { manager, actions, roll } = handlers();
    expect(actions).toBeInstanceOf(ActionHandlerDouble);
    expect(roll).toBeInstanceOf(RollHandlerDouble);
    const defaults = await manager.registerDefaults() as { layout: { id: string; groups: { id: string; nestId: string }[] }[]; groups: { id: string }[] };
    expect(defaults.layout.map((t) => t.id)).toEqual(["skills", "combat", "force", "vehicle"]);
    expect(defaults.layout[0]!.groups[0]).toMatchObject({ id: "skills-general", nestId: "skills_skills-general", type: "system" });
    expect(defaults.groups.map((gr) => gr.id)).toContain("crew-stations");
    // Any 2.x Core accepts the announcement; a 3.x one would not.
    expect(registerWithCore(announced[0]!, "2.4.1")).not.toBeNull();
    expect(registerWithCore(announced[0]!, "3.0.0")).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it("an unexpected Core (another major version, or an api without the classes): one clear console warning, no announcement", () => {
    startWorld(true, tahCoreModule("1.5.3"));
    expect(announced).toHaveLength(0);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toMatch(/^eote \| Token Action HUD Core: version 1\.5\.3/);
    warn.mockClear();
    startWorld(true, { version: "2.1.0", api: { ActionHandler: ActionHandlerDouble } });
    expect(announced).toHaveLength(0);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toContain("no RollHandler, SystemManager in its api");
  });
});

describe("the actions of the selected token", () => {
  beforeEach(() => startWorld(true));

  it("a character: skills by group with their pools, its weapon, recoveries and Force power, each naming what it does", async () => {
    const kira = newKira();
    const added = await build(kira);
    expect([...added.keys()]).toEqual(["skills-general", "skills-combat", "skills-knowledge", "weapons", "recoveries", "force-powers"]);
    expect(find(added, "skills-combat", "skill-rangedLight")).toMatchObject({ info1: { text: "2p1a" }, system: { actionType: "skill", actionId: "rangedLight" } });
    const pistol = kira.items.find((i) => i.type === "weapon")!;
    expect(find(added, "weapons", `attack-${pistol.id}`)).toMatchObject({ name: "Blaster Pistol", system: { actionType: "attack", actionId: pistol.id } });
    expect(added.get("recoveries")!.map((a) => a.system.actionId)).toEqual(["recoverCool", "recoverDiscipline", "naturalRest", "useStimpack", "medicine"]);
    expect(added.get("force-powers")!.map((a) => a.name)).toEqual(["Enhance"]);
  });

  it("an item's name is its author's: a long one is cut to 80 characters (Core's templates escape it)", async () => {
    const kira = newKira();
    await kira.items.find((i) => i.type === "weapon")!.update({ name: `<b>${"x".repeat(200)}</b>` });
    const [weapon] = (await build(kira)).get("weapons")!;
    expect(weapon!.name).toBe(`<b>${"x".repeat(77)}`);
  });

  it("an adversary: its skills (its own ranks) and weapons, no recoveries; several tokens: none of the system's", async () => {
    const thug = register(new FakeActor("Thug", "rival", rival(), { items: [packItem("weapons", "Blaster Pistol")] }));
    const added = await build(thug);
    expect([...added.keys()]).toEqual(["skills-general", "skills-combat", "skills-knowledge", "weapons"]);
    // Brawl: Brawn 3, rank 2.
    expect(find(added, "skills-combat", "skill-brawl")?.info1).toEqual({ text: "2p1a" });
    const { actions } = handlers();
    actions.actor = null;
    await actions.buildSystemActions([]);
    expect(actions.added.size).toBe(0);
  });

  it("a vehicle: its weapons, the pilot's maneuvers and its seated crew's stations", async () => {
    const kira = newKira();
    const ship = register(new FakeActor("Courier", "vehicle", vehicle(), { items: [packItem("vehicle-weapons", "Blaster Cannon (Light)")] }));
    await ship.update({ "system.stations.pilot": kira.uuid });
    const added = await build(ship);
    expect([...added.keys()]).toEqual(["weapons", "vehicle-maneuvers", "crew-stations"]);
    expect(added.get("crew-stations")!.map((a) => a.system.actionId)).toEqual(["pilot:"]);
    expect(added.get("vehicle-maneuvers")!.map((a) => a.system.actionId)).toContain("punchIt");
  });
});

describe("a click does what the sheet's button does", () => {
  beforeEach(() => startWorld(true));

  it("a skill opens the dice pool dialog with the same request as the sheet's skill row", async () => {
    const kira = newKira();
    const action = find(await build(kira), "skills-general", "skill-cool")!;
    await click(kira, action);
    expect(requests).toHaveLength(1);
    await shell.skillRoll.rollSkillFor(kira as unknown as Actor.Implementation, "cool");
    expect(requests).toHaveLength(2);
    expect(requests[0]).toEqual(requests[1]);
    expect(requests[0]).toMatchObject({ actor: kira, skillId: "cool" });
  });

  it("a weapon attacks as its row's Attack does (shift-click skips the prompt); Core's right-click opens the item instead", async () => {
    const kira = newKira();
    const pistol = kira.items.find((i) => i.type === "weapon")!;
    const action = find(await build(kira), "weapons", `attack-${pistol.id}`)!;
    await click(kira, action);
    expect(combat.attackWith).toHaveBeenLastCalledWith(kira, pistol, { prompt: true });
    await click(kira, action, { shift: true });
    expect(combat.attackWith).toHaveBeenLastCalledWith(kira, pistol, { prompt: false });
    const roll = await click(kira, action, { renderItem: true });
    expect(roll.rendered).toEqual([pistol.id]);
    expect(combat.attackWith).toHaveBeenCalledTimes(2);
  });

  it("an active talent is used as its row's Use: posted outside combat; off turn in a running combat, refused unless out of turn", async () => {
    const kira = register(new FakeActor("Kira", "character", character(), {
      items: [packItem("talents", "Grit"), packItem("talents", "Dodge"), packItem("talents", "Brace")], ownership: kiraOwned,
    }));
    asUser(users.player);
    const added = await build(kira);
    expect(added.get("talents")!.map((a) => [a.name, a.system.actionType])).toEqual([["Dodge", "talent"], ["Brace", "talent"]]);
    const [dodge, brace] = added.get("talents")!;
    await click(kira, brace!);
    expect(messages.at(-1)?.content).toContain("Brace");
    // A started combat in which Kira has not filled the current slot: not her turn.
    const combatant = { id: "c1", name: "Kira", initiative: 2, isOwner: true, actor: kira, getFlag: () => null, update: async () => null };
    g.game.combat = { id: "combat", round: 1, turn: 0, turns: [combatant], combatants: new Map([["c1", combatant]]), nextTurn: async () => null };
    try {
      await click(kira, brace!);
      expect(messages).toHaveLength(1);
      expect(noticeKeys()).toEqual(["EOTE.Combat.Turn.Talent.Refused.offTurnManeuver"]);
      await click(kira, dodge!);
      expect(messages).toHaveLength(2);
      expect(messages.at(-1)?.content).toContain("Dodge");
    } finally {
      g.game.combat = null;
    }
  });

  it("a crew station's check opens the dialog for the crew member seated there, as the station's button does", async () => {
    const kira = newKira();
    const ship = register(new FakeActor("Courier", "vehicle", vehicle(), { items: [] }));
    await ship.update({ "system.stations.pilot": kira.uuid });
    const action = find(await build(ship), "crew-stations", "crew-pilot")!;
    await click(ship, action);
    expect(requests.at(-1)).toMatchObject({ actor: kira, skillId: "pilotingSpace" });
  });

  it("as a player, only for an actor they own: another's token is refused with the macros' notice", async () => {
    const kira = newKira();
    const thug = register(new FakeActor("Thug", "rival", rival(), { items: [], ownership: { default: OWNERSHIP.NONE } }));
    asUser(users.player);
    await click(kira, find(await build(kira), "skills-general", "skill-cool")!);
    expect(requests).toHaveLength(1);
    await click(thug, find(await build(thug), "skills-general", "skill-cool")!);
    expect(requests).toHaveLength(1);
    expect(noticeKeys().at(-1)).toBe("EOTE.Macro.Notice.NotOwner");
  });
});
