// Per-combatant initiative check, PC/NPC slots and the acting combatant's turn, through the Combat
// and Combatant doubles (tests/doubles/combat.ts), as the GM and as non-GM players.
import { describe, expect, it } from "vitest";
import { character, rival } from "../../../fixtures/actors.ts";
import { Roll, seeded } from "../../../doubles/roll.ts";
import { asUser, FakeActor, noticeKeys, notices, OWNERSHIP, users } from "../../../doubles/index.ts";
import { CombatDouble } from "../../../doubles/combat.ts";
import { shellSuite } from "../../../doubles/suite.ts";
import { installCombatWorld, loadInitiative, loadSlots } from "../scene.ts";
import type { TurnSpend } from "../../../../module/features/turns/model.ts";

/** The globals this file sets and reads, as the doubles make them. */
const g = globalThis as unknown as {
  Combat: unknown;
  CONFIG: { Combat: object; Combatant: object };
  foundry: { documents: { Combatant: unknown }; applications: { handlebars: { renderTemplate(path: string, data: object): Promise<string> } } };
  game: { combat: unknown; settings: { register(...args: unknown[]): void; set(scope: string, key: string, value: unknown): Promise<unknown> } };
};
let combat: CombatDouble & { rollInitiative(ids: string[], o?: object): Promise<unknown> };

const owned = (id: string) => ({ ownership: { default: OWNERSHIP.NONE, [id]: OWNERSHIP.OWNER } });

const shell = shellSuite({
  seed: 7,
  keys: true,
  install: installCombatWorld,
  modules: {
    initiative: loadInitiative,
    slots: loadSlots,
    turn: () => import("../../../../module/features/turns/actions.ts"),
    tracker: () => import("../../../../module/features/turns/form/tracker.ts"),
  },
  each: async () => {
    // Each test starts from the same dice and no world initiative skill chosen.
    shell.config.Dice.randomUniform = seeded(7);
    await g.game.settings.set("eote", "initiativeSkill", undefined);
    combat = new (shell.initiative.eoteCombatClass() as unknown as new () => typeof combat)();
    g.game.combat = combat;
    Roll.posted.length = 0;
  },
});

/** Kira (player's), Oskar (other player's), two thugs (GM's); initiative Kira > thug > Oskar > thug2. */
function cast() {
  const kira = combat.add(new FakeActor("Kira", "character", character(), owned(users.player.id)), 3.021);
  const thug = combat.add(new FakeActor("Thug", "rival", rival(), { owner: false }), 2.01);
  const oskar = combat.add(new FakeActor("Oskar", "character", character(), owned(users.other.id)), 1.001);
  const thug2 = combat.add(new FakeActor("Thug 2", "rival", rival(), { owner: false }), 0.01);
  return { kira, thug, oskar, thug2 };
}


describe("Cool or Vigilance per combatant", () => {
  it("a player chooses for their own combatant, not for another; the GM for any; the default is the world's", async () => {
    await g.game.settings.set("eote", "initiativeSkill", "cool");
    const kira = combat.add(new FakeActor("Kira", "character", character(), owned(users.player.id)));
    const thug = combat.add(new FakeActor("Thug", "rival", rival(), { owner: false }));
    asUser(users.player);
    expect(await shell.initiative.chooseInitiativeSkill(kira, "vigilance")).toBe(true);
    expect(await shell.initiative.chooseInitiativeSkill(thug, "vigilance")).toBe(false);
    expect(noticeKeys()).toEqual(["EOTE.Combat.Initiative.Refused.notOwner"]);
    expect(shell.initiative.combatantInitiativeSkill(kira)).toBe("vigilance");
    expect(shell.initiative.combatantInitiativeSkill(thug)).toBe("cool");
    asUser(users.gm);
    expect(await shell.initiative.chooseInitiativeSkill(thug, "vigilance")).toBe(true);
    expect(shell.initiative.combatantInitiativeSkill(thug)).toBe("vigilance");
  });

  it("each combatant rolls its own check; the player rolls for their own combatant", async () => {
    await g.game.settings.set("eote", "initiativeSkill", "vigilance");
    const kira = combat.add(new FakeActor("Kira", "character", character(), owned(users.player.id)));
    const thug = combat.add(new FakeActor("Thug", "rival", rival(), { owner: false }));
    asUser(users.player);
    await shell.initiative.chooseInitiativeSkill(kira, "cool");
    await combat.rollInitiative([kira.id]);
    asUser(users.gm);
    await combat.rollInitiative([thug.id]);
    expect(Roll.posted.map(([roll]) => (roll.options as { title?: string }).title)).toEqual([
      'EOTE.Combat.Initiative.Title {"skill":"EOTE.Skill.cool"}', 'EOTE.Combat.Initiative.Title {"skill":"EOTE.Skill.vigilance"}',
    ]);
    expect(kira.getFlag("eote", "initiativeRoll")).toMatchObject({ skill: "cool" });
    expect(thug.getFlag("eote", "initiativeRoll")).toMatchObject({ skill: "vigilance" });
    expect(typeof kira.initiative).toBe("number");
  });

  it("the check's triumph and despair are kept on the combatant", async () => {
    const kira = combat.add(new FakeActor("Kira", "character", character(), owned(users.player.id)));
    let seen = { triumph: 0, despair: 0 };
    for (let i = 0; i < 6 && seen.triumph + seen.despair === 0; i++) {
      await combat.rollInitiative([kira.id], { formula: "4dp+4dc" });
      const outcome = (Roll.posted.at(-1)![0] as unknown as { outcome: { triumph: number; despair: number } }).outcome;
      seen = { triumph: outcome.triumph, despair: outcome.despair };
      expect(kira.getFlag("eote", "initiativeRoll")).toEqual({ skill: "cool", ...seen });
    }
    expect(seen.triumph + seen.despair).toBeGreaterThan(0);
  });
});

describe("slots", () => {
  it("a player fills a PC slot with their own PC; not with another's, not an NPC slot", async () => {
    const { kira, thug, oskar } = cast();
    await combat.startCombat();
    asUser(users.player);
    expect(await shell.slots.claimSlot(combat, oskar.id)).toBe(false);
    expect(await shell.slots.claimSlot(combat, kira.id)).toBe(true);
    expect(kira.getFlag("eote", "claim")).toEqual({ round: 1, slot: kira.id, action: false, maneuvers: [] });
    asUser(users.gm);
    expect(await shell.slots.claimSlot(combat, oskar.id)).toBe(false);
    await combat.nextTurn(); // slot 2: NPC
    expect(await shell.slots.claimSlot(combat, oskar.id)).toBe(false);
    expect(noticeKeys()).toEqual([
      "EOTE.Combat.Slot.Refused.notOwner",
      "EOTE.Combat.Slot.Refused.taken",
      "EOTE.Combat.Slot.Refused.wrongSide",
    ]);
    expect(await shell.slots.claimSlot(combat, thug.id)).toBe(true);
  });

  it("Oskar takes the first PC slot; Kira, who rolled it, fills the second; then a new round", async () => {
    const { kira, thug, oskar, thug2 } = cast();
    await combat.startCombat();
    asUser(users.other);
    expect(await shell.slots.claimSlot(combat, oskar.id)).toBe(true);
    asUser(users.gm);
    await combat.nextTurn();
    await shell.slots.claimSlot(combat, thug2.id);
    await combat.nextTurn();
    asUser(users.player);
    expect(shell.slots.currentSlot(combat)!.eligible.map((c) => c.name)).toEqual(["Kira"]);
    expect(await shell.slots.claimSlot(combat, kira.id)).toBe(true);
    asUser(users.gm);
    await combat.nextTurn();
    expect(await shell.slots.claimSlot(combat, thug2.id)).toBe(false); // already acted
    await shell.slots.claimSlot(combat, thug.id);
    await combat.nextTurn();
    expect([combat.round, combat.turn]).toEqual([2, 0]);
    expect(shell.slots.currentSlot(combat)!.eligible.map((c) => c.name)).toEqual(["Kira", "Oskar"]);
  });

  it("a defeated NPC fills nothing; the NPC slot nobody can fill is passed over, and the round ends sooner", async () => {
    const { kira, thug, oskar, thug2 } = cast();
    await combat.startCombat();
    thug.defeated = true;
    await shell.slots.claimSlot(combat, kira.id);
    await combat.nextTurn(); // NPC slot rolled by the defeated thug: thug2 may still fill it
    expect(combat.turn).toBe(1);
    expect(await shell.slots.claimSlot(combat, thug.id)).toBe(false);
    expect(noticeKeys().at(-1)).toBe("EOTE.Combat.Slot.Refused.defeated");
    await shell.slots.claimSlot(combat, thug2.id);
    await combat.nextTurn();
    await shell.slots.claimSlot(combat, oskar.id);
    // Slot 4 (NPC): nobody left; the next turn is the next round.
    await combat.nextTurn();
    expect([combat.round, combat.turn]).toEqual([2, 0]);
  });

  it("with every NPC defeated, core's advance onto an NPC slot is steered to the next PC slot", async () => {
    const { kira, thug, thug2 } = cast();
    thug.defeated = true;
    thug2.defeated = true;
    await combat.startCombat();
    await shell.slots.claimSlot(combat, kira.id);
    await combat.nextTurn();
    expect(combat.turn).toBe(2); // Oskar's PC slot, the NPC slot passed over
  });

  it("a combatant added mid-round rolls, makes a slot and acts this round", async () => {
    const { kira, thug } = cast();
    await combat.startCombat();
    await shell.slots.claimSlot(combat, kira.id);
    await combat.nextTurn();
    await shell.slots.claimSlot(combat, thug.id);
    const late = combat.add(new FakeActor("Late", "rival", rival(), { owner: false }), 0.5);
    await combat.nextTurn(); // Oskar's slot
    await combat.nextTurn(); // Late's own NPC slot, before thug2's
    expect(combat.combatant!.id).toBe(late.id);
    expect(shell.slots.currentSlot(combat)!.eligible.map((c) => c.name)).toEqual(["Late", "Thug 2"]);
    expect(kira.getFlag("eote", "claim")).toMatchObject({ slot: kira.id });
  });
});

describe("the acting combatant's turn", () => {
  async function kiraActs() {
    const cast_ = cast();
    await combat.startCombat();
    asUser(users.player);
    await shell.slots.claimSlot(combat, cast_.kira.id);
    return cast_;
  }

  it("as Kira's player: free maneuver, second for 2 strain through the update pipeline, no third, one action", async () => {
    const { kira } = await kiraActs();
    const spend = (s: TurnSpend) => shell.turn.spendTurn(combat, kira.id, s);
    expect(await spend("maneuver")).toBe(true);
    expect(await spend("maneuver")).toBe(false);
    expect(await spend("buyManeuver")).toBe(true);
    expect(kira.actor!.system.strain.value).toBe(2);
    expect(kira.actor!.updates).toEqual([{ "system.strain.value": 2 }]);
    expect(await spend("actionManeuver")).toBe(false);
    expect(await spend("action")).toBe(true);
    expect(await spend("action")).toBe(false);
    expect(noticeKeys()).toEqual([
      "EOTE.Combat.Turn.Refused.noFreeManeuver",
      "EOTE.Combat.Turn.Refused.maneuverLimit",
      "EOTE.Combat.Turn.Refused.actionUsed",
    ]);
    expect(kira.getFlag("eote", "claim")).toMatchObject({ action: true, maneuvers: ["free", "strain"] });
  });

  it("another player may not spend Kira's turn; the GM may", async () => {
    const { kira } = await kiraActs();
    asUser(users.other);
    expect(await shell.turn.spendTurn(combat, kira.id, "maneuver")).toBe(false);
    expect(noticeKeys()).toEqual(["EOTE.Combat.Turn.Refused.notOwner"]);
    asUser(users.gm);
    expect(await shell.turn.spendTurn(combat, kira.id, "maneuver")).toBe(true);
  });

  it("only the acting combatant's turn can be spent", async () => {
    const { oskar } = await kiraActs();
    asUser(users.other);
    expect(await shell.turn.spendTurn(combat, oskar.id, "action")).toBe(false);
    expect(noticeKeys()).toEqual(["EOTE.Combat.Turn.Refused.notActing"]);
  });

  it("strain past the threshold is refused and nothing is paid", async () => {
    const { kira } = await kiraActs();
    await kira.actor!.update({ "system.strain.value": 11 });
    expect(await shell.turn.spendTurn(combat, kira.id, "buyManeuver")).toBe(false);
    expect(noticeKeys()).toEqual(["EOTE.Combat.Turn.Refused.strainLimit"]);
    expect(kira.actor!.system.strain.value).toBe(11);
  });

  it("staggered: no action; immobilized: no maneuver", async () => {
    const { kira } = await kiraActs();
    kira.actor!.statuses.add("staggered");
    kira.actor!.statuses.add("immobilized");
    expect(await shell.turn.spendTurn(combat, kira.id, "action")).toBe(false);
    expect(await shell.turn.spendTurn(combat, kira.id, "maneuver")).toBe(false);
    expect(noticeKeys()).toEqual(["EOTE.Combat.Turn.Refused.actionForbidden", "EOTE.Combat.Turn.Refused.maneuverForbidden"]);
  });

  it("a rival pays a bought maneuver in wounds", async () => {
    const { kira, thug } = await kiraActs();
    asUser(users.gm);
    await combat.nextTurn();
    await shell.slots.claimSlot(combat, thug.id);
    expect(await shell.turn.spendTurn(combat, thug.id, "buyManeuver")).toBe(true);
    expect(thug.actor!.system.wounds.value).toBe(2);
    expect(kira.actor!.system.strain.value).toBe(0);
  });

  it("initiative triumph: three maneuvers in the first round, two afterwards; the turn resets at the next claim", async () => {
    const { kira } = await kiraActs();
    asUser(users.gm);
    await kira.update({ "flags.eote.initiativeRoll": { skill: "cool", triumph: 1, despair: 0 } });
    asUser(users.player);
    for (const s of ["maneuver", "maneuver", "buyManeuver"] as const) expect(await shell.turn.spendTurn(combat, kira.id, s)).toBe(true);
    expect(await shell.turn.spendTurn(combat, kira.id, "actionManeuver")).toBe(false);
    asUser(users.gm);
    for (let i = 0; i < 4; i++) await combat.nextTurn();
    expect(combat.round).toBe(2);
    asUser(users.player);
    await shell.slots.claimSlot(combat, kira.id);
    expect(shell.turn.turnReport(combat)!.state).toEqual({ action: false, maneuvers: [] });
    expect(await shell.turn.spendTurn(combat, kira.id, "maneuver")).toBe(true);
    expect(await shell.turn.spendTurn(combat, kira.id, "maneuver")).toBe(false);
  });

  it("the tracker section renders the slots, the claim buttons this user may press and the turn", async () => {
    const { kira } = cast();
    await combat.startCombat();
    asUser(users.player);
    const { turnsView } = await import("../../../../module/features/turns/model.ts");
    let context = turnsView(shell.tracker.turnsInput(combat));
    expect(context.current!.eligible).toEqual([
      { id: kira.id, name: "Kira", canClaim: true }, { id: expect.any(String), name: "Oskar", canClaim: false },
    ]);
    await shell.slots.claimSlot(combat, kira.id);
    context = turnsView(shell.tracker.turnsInput(combat));
    expect(context.slots[0]).toMatchObject({ filledBy: "Kira", current: true });
    const html = await g.foundry.applications.handlebars.renderTemplate(shell.tracker.TURNS_TEMPLATE, context);
    expect(html).toContain("EOTE.Combat.Turn.Heading {&quot;name&quot;:&quot;Kira&quot;}");
    expect(html).toContain('data-spend="buyManeuver"');
  });
});
