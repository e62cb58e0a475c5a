// Dice So Nice registration and the roll-start hook. Dice So Nice has no exclusive system mode (its
// documented addSystem modes are "default" and "preferred"), so a user on another dice system would
// see its coin and Fate models for our `dc` (challenge) and `df` (force): each of our dice is given
// our system through the die's appearance when a roll is shown.
import { describe, expect, it } from "vitest";
import { DIE_LETTERS, DIE_TYPES } from "../../module/dice/types.ts";
import { registerDiceSoNice, showNarrativeDiceAsOurs, type DsnRollContext } from "../../module/roll/dsn.ts";
import { fakeDice3d } from "../doubles/dice-so-nice.ts";

describe("registerDiceSoNice", () => {
  it("registers the system preferred, colour sets without imposing them, a preset per die, and the roll-start hook", () => {
    const hooks: [string, (...args: unknown[]) => unknown][] = [];
    (globalThis as unknown as { Hooks: unknown }).Hooks = { on: (name: string, fn: (...args: unknown[]) => unknown) => { hooks.push([name, fn]); return 1; } };
    const { dice3d, calls } = fakeDice3d();
    registerDiceSoNice(dice3d, (key) => key);
    expect(calls.systems).toEqual([[{ id: "eote", name: "EOTE.System.Title" }, "preferred"]]);
    expect(calls.colorsets.map(([set, mode]) => [(set as { name: string }).name, mode]))
      .toEqual(DIE_TYPES.map((die) => [`eote-${die}`, "default"]));
    expect(calls.presets.map(([p]) => (p as { type: string; system: string }).type)).toEqual(DIE_TYPES.map((die) => `d${DIE_LETTERS[die]}`));
    expect(calls.presets.every(([p]) => (p as { system: string }).system === "eote")).toBe(true);
    expect(hooks.map(([name]) => name)).toEqual(["diceSoNiceRollStart"]);
    // The hook is the appearance fix below.
    const context: DsnRollContext = { roll: { dice: [{ denomination: "c", options: {} }] } };
    hooks[0]![1](null, context);
    expect(context.roll!.dice![0]!.options!["appearance"]).toEqual({ system: "eote", colorset: "eote-challenge" });
  });
});

describe("showNarrativeDiceAsOurs", () => {
  it("gives each narrative die our system and colour set, keeping other appearance keys, and leaves core dice alone", () => {
    const d20 = { denomination: "d", options: { flavor: "x" } };
    const context: DsnRollContext = {
      roll: {
        dice: [
          { denomination: "c", options: {} },
          { denomination: "f" },
          { denomination: "a", options: { appearance: { material: "metal", system: "standard" } } },
          d20,
        ],
      },
    };
    showNarrativeDiceAsOurs(context);
    const [challenge, force, ability] = context.roll!.dice!;
    expect(challenge!.options!["appearance"]).toEqual({ system: "eote", colorset: "eote-challenge" });
    expect(force!.options!["appearance"]).toEqual({ system: "eote", colorset: "eote-force" });
    expect(ability!.options!["appearance"]).toEqual({ material: "metal", system: "eote", colorset: "eote-ability" });
    expect(d20).toEqual({ denomination: "d", options: { flavor: "x" } });
  });

  it("ignores a context without a roll", () => {
    expect(() => showNarrativeDiceAsOurs({})).not.toThrow();
    expect(() => showNarrativeDiceAsOurs({ roll: null })).not.toThrow();
  });
});
