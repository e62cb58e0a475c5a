// Hostile stored rolls (any author may write a message's rolls) render small and never throw, and a roll
// no evaluation could have produced drives no card: a hostile message in the log stays under 100 KB.
import { beforeAll, describe, expect, it } from "vitest";
import { FACES } from "../../module/dice/index.ts";
import { DIE_LETTERS, DIE_TYPES, type DieType } from "../../module/dice/types.ts";
import { installFoundryDouble, registerNarrativeDice, Roll, seeded } from "../doubles/roll.ts";
import { messageLike } from "../doubles/chat.ts";

// Not shellSuite: a unit test of the roll classes over the dice double alone (tests/doubles/roll.ts: core's
// Roll, terms and CONFIG.Dice), with no documents, users or chat to install.
const config = installFoundryDouble(seeded(2));
let NarrativeRoll: typeof import("../../module/roll/narrative-roll.ts").NarrativeRoll;
let terms: typeof import("../../module/roll/terms.ts");

beforeAll(async () => {
  ({ NarrativeRoll, terms } = await registerNarrativeDice(config));
});

const dieTerm = (die: DieType, results: unknown[], extra: Record<string, unknown> = {}) => ({
  class: terms.NARRATIVE_TERMS[die].name, number: results.length, faces: FACES[die].length, modifiers: [], options: {}, evaluated: true, results, ...extra,
});
const stored = (termList: unknown[], options: unknown = {}, extra: Record<string, unknown> = {}) => ({
  class: "NarrativeRoll", formula: "1da", options, terms: termList, total: 0, evaluated: true, ...extra,
});
type NR = InstanceType<typeof NarrativeRoll>;
const load = (data: unknown) => Roll.fromData(JSON.parse(JSON.stringify(data))) as unknown as NR;

describe("hostile stored rolls", () => {
  it("a 500 000-character title or flavour is cut to a title's or a sentence's length", async () => {
    const roll = load(stored([dieTerm("ability", [{ result: 1, active: true }])], { title: "x".repeat(500_000), flavor: "y".repeat(500_000) }));
    const html = await roll.render();
    expect(html.length).toBeLessThan(5_000);
    expect(html).toContain(`${"x".repeat(199)}…`);
    expect(html).not.toContain("x".repeat(200));
  });

  it("a stored roll of 20 000 proficiency dice (no evaluation allows over 100) is shown but drives no card", async () => {
    const roll = load(stored([dieTerm("proficiency", Array.from({ length: 20_000 }, () => ({ result: 2, active: true })))]));
    // An evaluated roll can never hold more than MAX_ROLL_NARRATIVE_DICE dice, so a stored one that does
    // was written by hand: the cards read actionableOutcome, which is null for it.
    expect(roll.actionableOutcome).toBeNull();
    const { outcomeOf } = await import("../../module/chat/roll-outcome.ts");
    expect(outcomeOf(messageLike({ rolls: [roll] }))).toBeNull();
    const honest = load(stored([dieTerm("proficiency", Array.from({ length: 100 }, () => ({ result: 2, active: true })))]));
    expect(honest.actionableOutcome?.netSuccess).toBe(100);
  });

  it("many tiny terms (5 000 dice terms of one die each) render small", async () => {
    const list = Array.from({ length: 5_000 }, (_, i) => [...(i ? [{ class: "OperatorTerm", operator: "+" }] : []), dieTerm("boost", [{ result: 3, active: true }])]).flat();
    const roll = load(stored(list));
    const html = await roll.render();
    expect(html.length).toBeLessThan(100_000);
  });

  it("strings, objects and nulls where numbers go do not throw and count nothing", async () => {
    const weird = [
      { result: "2", active: true }, { result: { valueOf: 2 }, active: true }, { result: null, active: true }, 
      { result: 1e309, active: true }, { result: -1, active: true }, { result: 2.5, active: true }, "junk", 7,
    ];
    const roll = load(stored([dieTerm("ability", weird, { number: "lots", faces: "8" })],
      { symbols: { success: "5", advantage: { n: 1 }, triumph: [3], despair: null, __proto__: { success: 100 } }, title: { html: "<b>" } }));
    const html = await roll.render();
    expect(html.length).toBeLessThan(100_000);
    expect(html).not.toContain("<b>");
    expect(roll.outcome?.netSuccess ?? 0).toBe(0);
  });

  it("options that are not an object (null, a string, an array) render without throwing", async () => {
    for (const options of [null, "symbols", [1, 2, 3]]) {
      const roll = load(stored([dieTerm("ability", [{ result: 2, active: true }])], options));
      await expect(roll.render()).resolves.toBeTypeOf("string");
    }
  });
});
