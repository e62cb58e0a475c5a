// registerRoll() over the Foundry double: what it puts in CONFIG.Dice, how Roll.create routes
// formulas (every entry point: tests/roll/entry-points.test.ts), the chat hook's notices, and Dice So Nice presets only when that module says it is ready.
import Handlebars from "handlebars";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { DIE_LETTERS, DIE_TYPES } from "../../module/dice/types.ts";
import { installFoundryDouble, Roll, seeded } from "../doubles/roll.ts";
import { installNotifications, notice, notices } from "../doubles/notices.ts";
import { installSettings } from "../doubles/settings.ts";

/** What registerRoll fills in CONFIG, as these tests read it. */
interface RollConfig {
  Dice: { terms: Record<string, unknown>; rolls: { name: string; prototype: unknown }[] };
  TextEditor: { enrichers: unknown[] };
}
type Handler = (...args: unknown[]) => unknown;
// Not shellSuite: a unit test of the roll classes over the dice double alone (tests/doubles/roll.ts: core's
// Roll, terms and CONFIG.Dice), and the hooks, settings and notices registerRoll reads set up by hand.
const config = installFoundryDouble(seeded(5)) as unknown as RollConfig;
const hooks: Record<string, Handler[]> = {};
const settings: string[] = [];
const g = globalThis as unknown as {
  Hooks: { on(name: string, fn: Handler): number; once(name: string, fn: Handler): number };
  Handlebars: unknown;
  Roll: unknown;
  game: { system: { id: string; api: { other: number; dice?: { openDicePoolDialog: unknown; NarrativeRoll: unknown } } } };
};
g.Hooks = {
  on: (name, fn) => { (hooks[name] ??= []).push(fn); return 1; },
  once: (name, fn) => { (hooks[name] ??= []).push(fn); return 1; },
};
g.Handlebars = Handlebars;
installNotifications();
g.game.system = { id: "eote", api: { other: 1 } };
installSettings({}, settings);
config.TextEditor = { enrichers: [] };
const coreTerms = { d: "Die" };
config.Dice.terms = { ...coreTerms };

let NarrativeRoll: typeof import("../../module/roll/narrative-roll.ts").NarrativeRoll;

beforeAll(async () => {
  const { registerRoll } = await import("../../module/roll/index.ts");
  ({ NarrativeRoll } = await import("../../module/roll/narrative-roll.ts"));
  registerRoll();
});

const fire = (name: string, ...args: unknown[]) => (hooks[name] ?? []).map((fn) => fn(...args));

describe("registerRoll", () => {
  it("registers one term class per denomination and keeps core's d", () => {
    for (const die of DIE_TYPES) expect((config.Dice.terms[DIE_LETTERS[die]] as { DENOMINATION: string }).DENOMINATION).toBe(DIE_LETTERS[die]);
    expect(config.Dice.terms["d"]).toBe("Die");
    // Core's entry is its routing constructor (module/roll/routing.ts): core's Roll for core formulas,
    // also the global Roll; NarrativeRoll is listed for Roll.fromData.
    expect(config.Dice.rolls[0]!.name).toBe("Roll");
    expect(config.Dice.rolls[0]!.prototype).toBe(Roll.prototype);
    expect(g.Roll).toBe(config.Dice.rolls[0]);
    expect(config.Dice.rolls).toContain(NarrativeRoll);
  });

  it("routes narrative formulas to NarrativeRoll and leaves core formulas core", () => {
    expect(Roll.create("2da+1dp+2di+1dc")).toBeInstanceOf(NarrativeRoll);
    expect(Roll.create("2da+1d20")).toBeInstanceOf(NarrativeRoll);
    const core = Roll.create("1d20+3");
    expect(core).toBeInstanceOf(Roll);
    expect(core).not.toBeInstanceOf(NarrativeRoll);
  });

  it("exposes the dice API for macros beside other areas' API", () => {
    expect(g.game.system.api.other).toBe(1);
    expect(typeof g.game.system.api.dice!.openDicePoolDialog).toBe("function");
    expect(g.game.system.api.dice!.NarrativeRoll).toBe(NarrativeRoll);
  });

  it("registers the symbol helpers and the enricher (the Destiny setting: tests/features/destiny/index.test.ts)", () => {
    const html = Handlebars.compile('{{eoteSymbol "despair"}}{{eoteDie "boost"}}')({});
    expect(html).toContain('aria-label="Despair"');
    expect(html).toContain('aria-label="Boost die"');
    expect(config.TextEditor.enrichers).toHaveLength(1);
  });

  it("a bad narrative chat formula gets a localised notice and is not sent", () => {
    expect(fire("chatMessage", {}, "/r 2da+xyz")).toEqual([false]);
    expect(notices.at(-1)).toEqual(notice("EOTE.Dice.Notice.BadFormula", { formula: "2da+xyz" }));
    expect(fire("chatMessage", {}, "/r 2da+1dp")).toEqual([true]);
    expect(fire("chatMessage", {}, "/r 1d20+xyz")).toEqual([true]); // core's own formula: core's own handling
    expect(fire("chatMessage", {}, "hello there")).toEqual([true]);
  });

  it("adds Dice So Nice presets for the seven dice only when its ready hook fires", () => {
    const presets: { type: string; shape: string }[] = [];
    const colorsets: { name: string; background: string }[] = [];
    const systems: unknown[] = [];
    fire("diceSoNiceReady", {
      addSystem: (s: unknown) => systems.push(s),
      addColorset: (c: unknown) => colorsets.push(c as { name: string; background: string }),
      addDicePreset: (p: unknown, shape: string) => presets.push({ ...(p as { type: string }), shape }),
    });
    expect(systems).toEqual([{ id: "eote", name: "Star Wars: Edge of the Empire" }]);
    expect(presets.map((p) => p.type).sort()).toEqual(["da", "db", "dc", "df", "di", "dp", "ds"]);
    expect(presets.find((p) => p.type === "df")!.shape).toBe("d12");
    expect(colorsets.find((c) => c.name === "eote-proficiency")!.background).toBe("#f2c40f");
  });
});

describe("the preCreateChatMessage safety net", () => {
  /** A message about to be created, as core hands it to the hook: its source rolls and updateSource. */
  const pending = (rolls: unknown[]) => {
    const message = { _source: { rolls }, updated: null as unknown, updateSource(changes: { rolls: unknown[] }) { message.updated = changes.rolls; } };
    return message;
  };

  it("stores a roll with narrative dice built as a core Roll as a NarrativeRoll", () => {
    const message = pending([{ class: "Roll", formula: "2da+1di" }]);
    fire("preCreateChatMessage", message);
    expect(message.updated).toEqual([{ class: "NarrativeRoll", formula: "2da+1di" }]);
  });

  it("leaves a registered NarrativeRoll subclass (the initiative roll) under its own class", () => {
    class InitiativeRoll extends NarrativeRoll {}
    config.Dice.rolls.push(InitiativeRoll);
    try {
      const message = pending([{ class: "InitiativeRoll", formula: "2da+1dp" }]);
      fire("preCreateChatMessage", message);
      expect(message.updated).toBeNull();
    } finally {
      config.Dice.rolls.splice(config.Dice.rolls.indexOf(InitiativeRoll), 1);
    }
  });
});
