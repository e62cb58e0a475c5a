// Initiative through Foundry's Combatant API, as modules and macros call it: getInitiativeRoll,
// rollInitiative, _getInitiativeFormula. Its double (InitiativeCombatant, tests/doubles/combat.ts) is core's
// documented Combatant behaviour.
import { beforeEach, describe, expect, it } from "vitest";
import { outcomeOf, type Outcome, type RolledDie } from "../../../../module/roll/card-model.ts";
import { initiativeScore } from "../../../../module/rules/combat/initiative.ts";
import { character, rival, vehicle } from "../../../fixtures/actors.ts";
import { Roll, seeded } from "../../../doubles/roll.ts";
import { FakeActor } from "../../../doubles/index.ts";
import { InitiativeCombatant } from "../../../doubles/combat.ts";
import { installSettings } from "../../../doubles/settings.ts";
import { shellSuite } from "../../../doubles/suite.ts";

/** The globals this file sets and reads, as the doubles make them. */
const g = globalThis as unknown as {
  Combat: unknown;
  CONFIG: { Combat: object; Combatant: { documentClass?: { name: string } } };
  foundry: { documents: Record<string, unknown> };
  game: { system: object };
};
const settings: Record<string, unknown> = {};
const shell = shellSuite({
  seed: 3,
  keys: true,
  install: () => {
    g.Combat = class {};
    g.foundry.documents = { ...g.foundry.documents, Combatant: InitiativeCombatant };
    g.CONFIG.Combat = {};
    g.CONFIG.Combatant = {};
    g.game.system = {}; // system.json declares no "initiative" formula
    installSettings(settings);
  },
  modules: { initiative: async () => {
    const initiative = await import("../../../../module/features/turns/actions/initiative.ts");
    initiative.registerInitiative();
    return initiative;
  } },
});
const config = () => shell.config as unknown as { Dice: { randomUniform: () => number; rolls: unknown[] } };

beforeEach(() => { settings["initiativeSkill"] = "cool"; });

const Combatant = () => g.CONFIG.Combatant.documentClass as new (actor: FakeActor | null) => InitiativeCombatant;

/** An initiative roll as the system's narrative roll makes it: its dice, options, total and serialised form. */
type NarrativeRoll = Roll & {
  narrativeResults: RolledDie[];
  outcome: Outcome;
  options: { title?: string; symbols?: Parameters<typeof outcomeOf>[1] };
};
const narrative = (roll: unknown) => roll as NarrativeRoll;

/** The score the rules give an evaluated narrative roll. */
function scoreOf(roll: NarrativeRoll, playerCharacter: boolean): number {
  const o = outcomeOf(roll.narrativeResults, roll.options.symbols ?? {});
  return initiativeScore({ netSuccess: o.netSuccess, netAdvantage: o.netAdvantage, playerCharacter });
}

describe("Combatant initiative API", () => {
  it("core's Combatant alone, with no initiative formula, builds its roll from \"undefined\" and fails", async () => {
    const plain = new InitiativeCombatant(new FakeActor("Kira", "character", character()));
    expect(plain._getInitiativeFormula()).toBe("undefined");
    await expect(plain.rollInitiative()).rejects.toThrow(/undefined/);
  });

  it("registers EoteCombatant, whose getInitiativeRoll is the actor's Cool check", () => {
    expect(g.CONFIG.Combatant.documentClass!.name).toBe("EoteCombatant");
    const c = new (Combatant())(new FakeActor("Kira", "character", character()));
    // Presence 2, no rank in Cool (fixture): two ability dice.
    expect(c._getInitiativeFormula()).toBe("2da");
    const roll = narrative(c.getInitiativeRoll());
    expect(roll.constructor.name).toBe("InitiativeRoll");
    expect(roll.formula).toBe("2da");
    expect(roll.options.title).toBe('EOTE.Combat.Initiative.Title {"skill":"EOTE.Skill.cool"}');
  });

  it("the roll's total is the tracker value: successes, then advantage, then PCs", async () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      config().Dice.randomUniform = seeded(seed);
      const pc = await new (Combatant())(new FakeActor("Kira", "character", character())).rollInitiative();
      config().Dice.randomUniform = seeded(seed);
      const npcRoll = narrative(new (Combatant())(new FakeActor("Thug", "rival", rival())).getInitiativeRoll());
      await npcRoll.evaluate();
      expect(npcRoll.total).toBe(scoreOf(npcRoll, false));
      // Same dice for both (rival fixture: Presence 2 too): the PC wins the full tie.
      expect(pc.initiative).toBe(Math.round((npcRoll.total! + 0.001) * 1000) / 1000);
    }
  });

  it("follows the world's initiative skill", () => {
    settings["initiativeSkill"] = "vigilance";
    const c = new (Combatant())(new FakeActor("Kira", "character", character()));
    expect(narrative(c.getInitiativeRoll()).options.title).toBe('EOTE.Combat.Initiative.Title {"skill":"EOTE.Skill.vigilance"}');
  });

  it("an explicit narrative formula is scored, a core formula rolls as core does", async () => {
    const c = new (Combatant())(new FakeActor("Kira", "character", character()));
    const rolled = narrative(c.getInitiativeRoll("3da+1dp"));
    expect(rolled.constructor.name).toBe("InitiativeRoll");
    await rolled.evaluate();
    expect(rolled.total).toBe(scoreOf(rolled, true));
    const core = c.getInitiativeRoll("1d20");
    expect(core.constructor.name).toBe("Roll");
    await core.evaluate();
    expect(core.total).toBeGreaterThanOrEqual(1);
  });

  it("a vehicle (no pool) gets a valid roll of 0 instead of an error", async () => {
    const c = new (Combatant())(new FakeActor("Wayfarer", "vehicle", vehicle()));
    expect(c._getInitiativeFormula()).toBe("0");
    expect((await c.rollInitiative()).initiative).toBe(0);
  });

  it("a stored initiative roll is rebuilt by class name with the same total", async () => {
    const roll = narrative(new (Combatant())(new FakeActor("Kira", "character", character())).getInitiativeRoll());
    await roll.evaluate();
    expect(config().Dice.rolls.map((c) => (c as { name: string }).name)).toContain("InitiativeRoll");
    const again = Roll.fromData(JSON.parse(JSON.stringify(roll.toJSON())));
    expect(again.constructor.name).toBe("InitiativeRoll");
    expect(again.total).toBe(roll.total);
  });
});
