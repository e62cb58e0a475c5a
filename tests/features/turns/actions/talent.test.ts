// Using an active talent in a running combat (module/features/turns/actions/talent.ts over
// module/rules/combat/talent-use.ts), through the macros' useItem, the call the sheet's Use, a hotbar macro
// and the Token Action HUD share: on the actor's turn it spends what its activation costs, off turn only an
// out-of-turn incidental goes through, and a refusal posts nothing. As the player owning the character,
// over the Combat double (a player writes its own combatant's claim, as v13 allows).
import { beforeAll, describe, expect, it } from "vitest";
import { character, rival } from "../../../fixtures/actors.ts";
import { asUser, FakeActor, messages, notice, noticeKeys, notices, OWNERSHIP, packItem, register, users } from "../../../doubles/index.ts";
import { CombatDouble } from "../../../doubles/combat.ts";
import { shellSuite } from "../../../doubles/suite.ts";
import { installCombatWorld, loadInitiative, loadSlots } from "../scene.ts";

/** The globals this file sets and reads, as the doubles make them. */
const g = globalThis as unknown as {
  Combat: unknown;
  CONFIG: { Combat: object; Combatant: object };
  foundry: { documents: { Combatant: unknown }; applications: { api: Record<string, unknown> } };
  game: { combat: unknown; settings: { register(...args: unknown[]): void } };
};

/** What the "how is the maneuver paid for" dialog was shown, and the button the test clicks in it. */
interface WaitOptions { content: string; window: { title: string }; buttons: { action: string; label: string }[] }
let asked: WaitOptions[] = [];
let answer: string | null = null;

let combat: CombatDouble;
const shell = shellSuite({
  seed: 11,
  keys: true,
  install: installCombatWorld,
  modules: {
    initiative: loadInitiative,
    slots: loadSlots,
    tracker: () => import("../../../../module/features/turns/form/tracker.ts"),
    macros: () => import("../../../../module/features/macros/actions.ts"),
  },
  each: () => {
    combat = new (shell.initiative.eoteCombatClass() as unknown as typeof CombatDouble)();
    g.game.combat = combat;
    asked = [];
    answer = null;
  },
});
beforeAll(() => {
  g.foundry.applications.api["DialogV2"] = {
    wait: async (options: WaitOptions) => {
      asked.push(options);
      return answer;
    },
  };
});

const TALENTS = ["Quick Draw", "Dodge", "Brace", "Brilliant Evasion"] as const;
type TalentName = (typeof TALENTS)[number];

/** Kira (the player's; Quick Draw: incidental, Dodge: out of turn, Brace: maneuver, Brilliant Evasion: action) rolled the PC slot, a Thug the NPC one. */
function cast(strain = 0) {
  const sys = character();
  sys.strain.value = strain;
  const kiraActor = register(new FakeActor("Kira", "character", sys, {
    items: TALENTS.map((name) => packItem("talents", name)),
    ownership: { default: OWNERSHIP.NONE, [users.player.id]: OWNERSHIP.OWNER },
  }));
  const kira = combat.add(kiraActor, 3.021);
  const thug = combat.add(new FakeActor("Thug", "rival", rival(), { owner: false }), 2.01);
  const talent = (name: TalentName) => kiraActor.items.find((i) => i.name === name)!.uuid;
  return { kira, thug, kiraActor, talent };
}

const turnState = () => shell.tracker.turnsInput(combat).acting?.state;
/** A talent card's "how it was used" line (chat/rules-text.ts), or null. */
const usedLine = (content: string) => content.match(/<p class="eote-rules-text-card__use"><em>([^<]*)<\/em><\/p>/)?.[1] ?? null;
const posted = () => messages.map((m) => m.content).filter((c) => TALENTS.some((n) => c.includes(n)));

describe("outside combat", () => {
  it("every active talent is used and posted; nothing is spent, nothing refused", async () => {
    const { kiraActor, talent } = cast();
    g.game.combat = null;
    asUser(users.player);
    for (const name of TALENTS) expect(await shell.macros.useItem(talent(name))).toBe(true);
    expect(posted().map(usedLine)).toEqual([null, null, null, null]);
    expect(notices).toEqual([]);
    // A combat not started yet is no combat either.
    g.game.combat = combat;
    expect(await shell.macros.useItem(talent("Brace"))).toBe(true);
    expect(kiraActor.system.strain.value).toBe(0);
    expect(notices).toEqual([]);
  });
});

describe("on Kira's turn, as her player", () => {
  it("an incidental spends nothing; a maneuver talent the free maneuver; an action talent the action", async () => {
    const { kira, talent } = cast();
    await combat.startCombat();
    asUser(users.player);
    await shell.slots.claimSlot(combat, kira.id);
    expect(await shell.macros.useItem(talent("Quick Draw"))).toBe(true);
    expect(turnState()).toEqual({ action: false, maneuvers: [] });
    expect(await shell.macros.useItem(talent("Brace"))).toBe(true);
    expect(turnState()).toEqual({ action: false, maneuvers: ["free"] });
    expect(await shell.macros.useItem(talent("Brilliant Evasion"))).toBe(true);
    expect(turnState()).toEqual({ action: true, maneuvers: ["free"] });
    expect(asked).toEqual([]);
    // Each card says what of the turn it took (an incidental: nothing, so no line).
    expect(posted().map(usedLine)).toEqual([null, "EOTE.Combat.Turn.Talent.Used.maneuver", "EOTE.Combat.Turn.Talent.Used.action"]);
    // The action is spent: a second action talent is refused with the tracker's own notice, and not posted.
    expect(await shell.macros.useItem(talent("Brilliant Evasion"))).toBe(false);
    expect(noticeKeys()).toEqual(["EOTE.Combat.Turn.Refused.actionUsed"]);
    expect(posted()).toHaveLength(3);
  });

  it("a maneuver talent with the free maneuver gone asks how to pay: 2 strain, or the action; cancelling spends nothing", async () => {
    const { kira, kiraActor, talent } = cast(4);
    await combat.startCombat();
    asUser(users.player);
    await shell.slots.claimSlot(combat, kira.id);
    expect(await shell.macros.useItem(talent("Brace"))).toBe(true);
    // Closed without a choice: refused quietly, nothing spent or posted.
    expect(await shell.macros.useItem(talent("Brace"))).toBe(false);
    expect(asked).toHaveLength(1);
    expect(asked[0]!.window.title).toBe("EOTE.Combat.Turn.Talent.Choose.Title");
    expect(asked[0]!.content).toBe(`<p>EOTE.Combat.Turn.Talent.Choose.Content {"name":"Brace"}</p>`);
    expect(asked[0]!.buttons.map((b) => [b.action, b.label])).toEqual([
      ["buyManeuver", "EOTE.Combat.Turn.BuyManeuver"], ["actionManeuver", "EOTE.Combat.Turn.ActionManeuver"], ["cancel", "EOTE.Combat.Turn.Talent.Choose.Cancel"],
    ]);
    expect(turnState()).toEqual({ action: false, maneuvers: ["free"] });
    expect(posted()).toHaveLength(1);
    // Paid with 2 strain, on her own sheet.
    answer = "buyManeuver";
    expect(await shell.macros.useItem(talent("Brace"))).toBe(true);
    expect(turnState()).toEqual({ action: false, maneuvers: ["free", "strain"] });
    expect(kiraActor.system.strain.value).toBe(6);
    expect(posted().map(usedLine)).toEqual(["EOTE.Combat.Turn.Talent.Used.maneuver", "EOTE.Combat.Turn.Talent.Used.buyManeuver"]);
    expect(notices).toEqual([]);
  });

  it("a maneuver talent with no maneuver left is refused, by name, and not posted", async () => {
    // Strain 11 of 12: 2 more would pass the threshold, so only the action can pay for a second maneuver.
    const { kira, talent } = cast(11);
    await combat.startCombat();
    asUser(users.player);
    await shell.slots.claimSlot(combat, kira.id);
    expect(await shell.macros.useItem(talent("Brace"))).toBe(true);
    expect(await shell.macros.useItem(talent("Brilliant Evasion"))).toBe(true);
    expect(await shell.macros.useItem(talent("Brace"))).toBe(false);
    expect(asked).toEqual([]);
    expect(notices).toEqual([notice("EOTE.Combat.Turn.Talent.Refused.noManeuver", { name: "Brace" })]);
    expect(turnState()).toEqual({ action: true, maneuvers: ["free"] });
    expect(posted()).toHaveLength(2);
  });
});

describe("on the Thug's turn, as Kira's player", () => {
  it("an out-of-turn incidental (Dodge) is used with nothing spent; the others are refused by what they are", async () => {
    const { kira, thug, talent } = cast();
    await combat.startCombat();
    // Kira's turn passes; the GM fills the NPC slot with the Thug.
    asUser(users.player);
    await shell.slots.claimSlot(combat, kira.id);
    await combat.nextTurn();
    asUser(users.gm);
    await shell.slots.claimSlot(combat, thug.id);
    asUser(users.player);
    expect(await shell.macros.useItem(talent("Dodge"))).toBe(true);
    expect(posted().map(usedLine)).toEqual(["EOTE.Combat.Turn.Talent.Used.outOfTurn"]);
    expect(notices).toEqual([]);
    for (const name of ["Quick Draw", "Brace", "Brilliant Evasion"] as const) expect(await shell.macros.useItem(talent(name))).toBe(false);
    expect(notices).toEqual([
      notice("EOTE.Combat.Turn.Talent.Refused.offTurnIncidental", { name: "Quick Draw" }),
      notice("EOTE.Combat.Turn.Talent.Refused.offTurnManeuver", { name: "Brace" }),
      notice("EOTE.Combat.Turn.Talent.Refused.offTurnAction", { name: "Brilliant Evasion" }),
    ]);
    expect(posted()).toHaveLength(1);
    expect(thug.getFlag("eote", "claim")).toMatchObject({ action: false, maneuvers: [] });
  });
});

describe("the GM, for an NPC", () => {
  it("is held to the same rule as the players (as the tracker's buttons hold the GM); a rival pays a bought maneuver in wounds", async () => {
    const { kira } = cast();
    const thugActor = register(new FakeActor("Thug 2", "rival", rival(), { items: [packItem("talents", "Brace")], owner: false }));
    const thug = combat.add(thugActor, 2.5);
    const brace = thugActor.items.contents[0]!.uuid;
    await combat.startCombat();
    // Kira's slot first: the Thug's maneuver talent is refused off turn, even for the GM.
    expect(await shell.macros.useItem(brace)).toBe(false);
    expect(notices).toEqual([notice("EOTE.Combat.Turn.Talent.Refused.offTurnManeuver", { name: "Brace" })]);
    await shell.slots.claimSlot(combat, kira.id);
    await combat.nextTurn();
    await shell.slots.claimSlot(combat, thug.id);
    expect(await shell.macros.useItem(brace)).toBe(true);
    answer = "actionManeuver";
    expect(await shell.macros.useItem(brace)).toBe(true);
    expect(asked[0]!.buttons.map((b) => b.label)).toEqual(["EOTE.Combat.Turn.BuyManeuverWounds", "EOTE.Combat.Turn.ActionManeuver", "EOTE.Combat.Turn.Talent.Choose.Cancel"]);
    expect(thug.getFlag("eote", "claim")).toMatchObject({ action: false, maneuvers: ["free", "action"] });
    expect(posted().map(usedLine)).toEqual(["EOTE.Combat.Turn.Talent.Used.maneuver", "EOTE.Combat.Turn.Talent.Used.actionManeuver"]);
  });
});
