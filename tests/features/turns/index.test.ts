// Initiative, status effects, statuses in check pools and recovery, over the doubles.
import { beforeEach, describe, expect, it } from "vitest";
import { outcomeOf, type Outcome, type RolledDie } from "../../../module/roll/card-model.ts";
import { initiativeScore, orderInitiative } from "../../../module/rules/combat/initiative.ts";
import { character, rival } from "../../fixtures/actors.ts";
import { Roll, seeded } from "../../doubles/roll.ts";
import { FakeActor, messages, notice, notices } from "../../doubles/index.ts";
import { InitiativeCombat } from "../../doubles/combat.ts";
import { installSettings } from "../../doubles/settings.ts";
import { shellSuite } from "../../doubles/suite.ts";
import { load } from "../../fixtures/modules.ts";

/** The globals this file sets and reads, as the doubles make them. */
const g = globalThis as unknown as {
  Combat: unknown;
  Hooks: { on(name: string): void; once(name: string): void };
  CONFIG: { statusEffects: { id: string }[]; Combat: { documentClass?: { name: string } }; Combatant: { documentClass?: { name: string } } };
  foundry: { documents: Record<string, unknown> };
  game: { settings: { register(ns: string, key: string): void }; system: { api: Record<string, object> } };
};
/** A posted roll as the system's narrative roll makes it. */
const narrative = (roll: unknown) => roll as { outcome: Outcome; narrativeResults: RolledDie[] };
const settings: Record<string, unknown> = {};
const shell = shellSuite({
  seed: 5,
  keys: true,
  install: () => {
    g.Combat = InitiativeCombat;
    installSettings(settings);
  },
  modules: { initiative: load.turnsActionsInitiative, statuses: load.foundryStatuses, recovery: load.medicineActions },
});

beforeEach(() => {
  Roll.posted.length = 0;
});

describe("initiative", () => {
  it("each combatant rolls Cool as a NarrativeRoll; the tracker value sorts successes, advantage, PCs first", async () => {
    shell.config.Dice.randomUniform = seeded(21);
    settings["initiativeSkill"] = "cool";
    // The system's Combat over the Combat double: the double's combatants, the system's rollInitiative.
    const Combat = shell.initiative.eoteCombatClass() as unknown as new () => InitiativeCombat & { rollInitiative(ids: string[]): Promise<unknown> };
    const combat = new Combat();
    const pc = new FakeActor("Kira", "character", character());
    const npc = new FakeActor("Thug", "rival", rival());
    combat.combatants.set("c1", { id: "c1", actor: pc, hidden: false, token: null });
    combat.combatants.set("c2", { id: "c2", actor: npc, hidden: true, token: null });
    await combat.rollInitiative(["c1", "c2"]);
    expect(Roll.posted).toHaveLength(2);
    const entries = Roll.posted.map(([roll], i) => {
      const o = narrative(roll).outcome;
      // The pool rolled is the actor's Cool check: Presence 2 (fixture), no rank.
      expect(narrative(roll).narrativeResults.map((d) => d.die)).toEqual(["ability", "ability"]);
      return { id: ["c1", "c2"][i]!, netSuccess: o.netSuccess, netAdvantage: o.netAdvantage, playerCharacter: i === 0 };
    });
    expect(combat.combatants.get("c1")!.initiative).toBe(initiativeScore(entries[0]!));
    expect(combat.combatants.get("c2")!.initiative).toBe(initiativeScore(entries[1]!));
    // The tracker's numeric order is the rules' order.
    expect(combat.turns.map((c) => c.id)).toEqual(orderInitiative(entries).map((e) => e.id));
    expect(Roll.posted[1]![1]).toMatchObject({ flags: { eote: { check: { initiative: "cool" } } } });
  });

  it("the world setting switches to Vigilance", async () => {
    settings["initiativeSkill"] = "vigilance";
    expect(shell.initiative.initiativeSkillSetting()).toBe("vigilance");
    settings["initiativeSkill"] = "anything";
    expect(shell.initiative.initiativeSkillSetting()).toBe("cool");
  });
});

describe("status effects", () => {
  it("our four states replace core's list, keeping its dead and unconscious markers", () => {
    const merged = shell.statuses.mergedStatusEffects([{ id: "dead" }, { id: "prone", name: "core prone" }, { id: "bless" }, { id: "unconscious" }]);
    expect(merged.map((e) => e.id)).toEqual(["dead", "unconscious", "disoriented", "immobilized", "staggered", "prone"]);
    expect(merged.at(-1)).toEqual({ id: "prone", name: "EOTE.Combat.Status.prone", img: "icons/svg/falling.svg", description: "EOTE.Combat.Status.proneHint" });
  });

  it("a disoriented actor's checks carry one more setback (EoteActor.checkPool)", () => {
    const kira = new FakeActor("Kira", "character", character());
    expect(kira.checkPool("cool").setback).toBe(0);
    kira.statuses.add("disoriented");
    expect(kira.checkPool("cool").setback).toBe(1);
    kira.statuses.add("prone"); // prone only matters to melee attacks
    expect(kira.checkPool("cool").setback).toBe(1);
  });
});

describe("recovery", () => {
  it("strain after an encounter: one per net success of the Cool check, never below 0", async () => {
    shell.config.Dice.randomUniform = seeded(8);
    const sys = character();
    sys.strain.value = 6;
    const kira = new FakeActor("Kira", "character", sys);
    const recovered = await shell.recovery.recoverStrain(kira, "cool");
    const roll = narrative(Roll.posted[0]![0]);
    const expected = Math.min(6, Math.max(0, outcomeOf(roll.narrativeResults).netSuccess));
    expect(recovered).toBe(expected);
    expect(kira.system.strain.value).toBe(6 - expected);
    expect(messages.at(-1)!["content"]).toContain(`EOTE.Combat.Recovery.StrainRecovered {"actor":"Kira","strain":"${expected}"}`);
  });

  it("refuses skills other than Cool and Discipline, and actors without strain", async () => {
    await shell.recovery.recoverStrain(new FakeActor("K", "character", character()), "athletics");
    await shell.recovery.recoverStrain(new FakeActor("R", "rival", rival()), "cool");
    expect(notices).toEqual([
      notice("EOTE.Combat.Recovery.BadSkill", { skill: "athletics" }),
      notice("EOTE.Combat.Recovery.NoStrain"),
    ]);
  });

  it("stimpacks heal 5, then one fewer each; a night's rest heals 1 wound, all strain and resets the count", async () => {
    const sys = character();
    sys.wounds.value = 12;
    sys.strain.value = 4;
    const kira = new FakeActor("Kira", "character", sys);
    expect(await shell.recovery.useStimpack(kira)).toBe(5);
    expect(await shell.recovery.useStimpack(kira)).toBe(4);
    expect(kira.system.wounds.value).toBe(3);
    expect(kira.getFlag("eote", "stimpacks")).toBe(2);
    await shell.recovery.naturalRest(kira);
    expect(kira.system.wounds.value).toBe(2);
    expect(kira.system.strain.value).toBe(0);
    expect(kira.getFlag("eote", "stimpacks")).toBe(0);
  });
});

describe("registration", () => {
  it("registers status effects, the Combat class, the initiative setting, the card hooks and the API", async () => {
    const hooks: string[] = [];
    const registered: string[] = [];
    g.Hooks = { on: (name: string) => hooks.push(name), once: (name: string) => hooks.push(name) };
    g.game.settings.register = (_ns: string, key: string) => registered.push(key);
    g.game.system = { api: { dice: {} } };
    g.CONFIG.statusEffects = [{ id: "dead" }, { id: "bless" }];
    g.CONFIG.Combat = {};
    g.CONFIG.Combatant = {};
    g.foundry.documents = { ...g.foundry.documents, Combatant: class {} };
    // The combat areas' registers, in the order module/eote.ts lists them.
    const m = {
      ...await import("../../../module/foundry/statuses.ts"), ...await import("../../../module/foundry/effects.ts"),
      registerTurns: (await import("../../../module/features/turns/index.ts")).register,
      registerTravel: (await import("../../../module/features/travel/index.ts")).register,
      registerCrew: (await import("../../../module/features/crew/index.ts")).register,
      registerChase: (await import("../../../module/features/chase/index.ts")).register,
    };
    const [attack, medicine, critical, vehicleRepair, hazards] = await Promise.all([
      import("../../../module/features/attack/index.ts"), import("../../../module/features/medicine/index.ts"),
      import("../../../module/features/critical/index.ts"), import("../../../module/features/vehicle-repair/index.ts"),
      import("../../../module/features/hazards/index.ts")]);
    const { registerCombatApi } = await import("../../../module/foundry/api.ts");
    for (const register of [
      m.registerStatusEffects, m.registerTurns, attack.register, medicine.register,
      critical.register, vehicleRepair.register, m.registerTravel, m.registerCrew, m.registerEffectExpiry, hazards.register,
      m.registerChase, registerCombatApi,
    ]) register();
    expect(g.CONFIG.statusEffects.map((e: { id: string }) => e.id)).toEqual(["dead", "disoriented", "immobilized", "staggered", "prone"]);
    expect(g.CONFIG.Combat.documentClass!.name).toBe("EoteCombat");
    expect(g.CONFIG.Combatant.documentClass!.name).toBe("EoteCombatant");
    // The initiative skill; the GM-only Breaking Up marks (features/critical/actions/breaking-up.ts).
    expect(registered).toEqual(["initiativeSkill", "breakingUp"]);
    // Attack, Medicine, critical treatment and damage control cards: each is drawn by the system's
    // ChatMessage (module/chat/message.ts) and redrawn when a target's record changes; a treatment check's
    // new message starts the injury's week. The attack card also counts a weapon's shots when its roll is
    // posted and burns targets as their turns start.
    expect(hooks).toEqual([
      "i18nInit", // status descriptions localised once translations are loaded
      "combatTurn", "combatRound", // initiative slots: the advance passes slots nobody can fill
      "renderCombatTracker", // the slot and turn section
      "updateActor", "createChatMessage", "updateCombat", // attack: the card, shot counts, fires burning
      "updateActor", // the Medicine card
      // Bacta tank and oil bath: the card's record, the session, and the world clock.
      "updateActor", "updateActor", "updateWorldTime",
      // Critical treatment: the card, the check's week; a ship breaking up: the GM told when its round after the hit has ended.
      "updateActor", "createChatMessage", "updateCombat",
      // Damage control, emergency repairs and collisions: each card is redrawn when its record changes.
      "updateActor", "updateActor", "updateActor",
      // The hyperspace jump card: text only, no record, so no hook.
      "updateActor", // the sublight trip and navigation hazard cards (the speed record)
      "updateActor", // the starship action card (its record)
      // Open vehicle sheets redraw the round's maneuver count at a new round and at the combat's end.
      "updateCombat", "deleteCombat",
      "updateCombat", // timed effects end with their rounds
      // Hazards: the card's record and the GM's button in the token controls.
      "updateActor", "getSceneControlButtons",
      // Chases: the card has no record (its state is the message's); the GM's button in the token controls.
      "getSceneControlButtons",
    ]);
    expect(Object.keys(g.game.system.api).sort()).toEqual(["chase", "combat", "dice"]);
    expect(Object.keys(g.game.system.api["combat"]!).sort())
      .toEqual([
        "applyCritical", "attack", "criticalTreatmentCheck", "damageComponent", "damageControl", "emergencyRepairCheck", "emergencyRepairs", "hazard",
        "healerFor", "immersion", "medicineCheck", "naturalRest", "plotJump", "recoverStrain", "repairCheck", "repairCriticalHit", "useStimpack",
      ]);
  });
});
