// NarrativeRoll and the dice terms, loaded over the Foundry double (tests/doubles/roll.ts):
// evaluation, tallying from term results, and toJSON -> fromData giving the same outcome and card.
import { beforeAll, describe, expect, it } from "vitest";
import { FACES, sumSymbols, tally } from "../../module/dice/index.ts";
import { DIE_LETTERS, DIE_TYPES, type DieType } from "../../module/dice/types.ts";
import { installFoundryDouble, registerNarrativeDice, Roll, seeded } from "../doubles/roll.ts";
import { malformed } from "../doubles/typed.ts";

let random = seeded(1);
// Not shellSuite: a unit test of the roll classes over the dice double alone (tests/doubles/roll.ts: core's
// Roll, terms and CONFIG.Dice), with no documents, users or chat to install.
const config = installFoundryDouble(() => random());
let NarrativeRoll: typeof import("../../module/roll/narrative-roll.ts").NarrativeRoll;
let terms: typeof import("../../module/roll/terms.ts");

beforeAll(async () => {
  ({ NarrativeRoll, terms } = await registerNarrativeDice(config));
});

/** A random narrative formula (sometimes with a core die or a number) from a seeded generator. */
function randomFormula(rng: () => number): string {
  const parts: string[] = [];
  for (const die of DIE_TYPES) {
    const n = Math.floor(rng() * 4) - 1;
    if (n > 0) parts.push(`${n}d${DIE_LETTERS[die]}`);
  }
  if (!parts.length) parts.push("1da");
  if (rng() < 0.2) parts.push("1d20");
  if (rng() < 0.1) parts.push("3");
  return parts.join("+");
}

/** A dice term as these tests read and set it: its size, its results, core's tooltip helpers. */
interface TermDouble {
  faces: number;
  results: { result: number; active: boolean }[];
  getResultLabel(result: { result: number; active: boolean }): string;
  getResultCSS(result: { result: number; active: boolean }): unknown;
}
/** A term of this class, made as core makes one from its data. */
const termOf = (cls: unknown, data: { number: number }) => new (cls as new (data: { number: number }) => TermDouble)(data);
/** A roll's dice as terms these tests read. */
const termsOf = (roll: { dice: readonly unknown[] }) => roll.dice as TermDouble[];

describe("narrative dice terms", () => {
  it("one class per denomination, with stable names and the core's die sizes", () => {
    expect(terms.AbilityDie.name).toBe("AbilityDie");
    expect(terms.ForceDie.name).toBe("ForceDie");
    for (const die of DIE_TYPES) {
      const cls = terms.NARRATIVE_TERMS[die];
      expect(cls.DENOMINATION).toBe(DIE_LETTERS[die]);
      expect(termOf(cls, { number: 2 }).faces).toBe(FACES[die].length);
    }
    expect(new Set(Object.values(terms.NARRATIVE_TERMS).map((c) => c.name)).size).toBe(7);
  });

  it("rolls faces 1..sides drawn from CONFIG.Dice.randomUniform", async () => {
    random = () => 0; // (1 - 0) * sides: the last face
    const high = await NarrativeRoll.fromFormula("1dp+1db").evaluate();
    expect(high.narrativeResults).toEqual([{ die: "proficiency", face: 12 }, { die: "boost", face: 6 }]);
    random = () => 0.999999;
    const low = await NarrativeRoll.fromFormula("2df").evaluate();
    expect(low.narrativeResults).toEqual([{ die: "force", face: 1 }, { die: "force", face: 1 }]);
  });
});

describe("result labels (core's dice tooltip)", () => {
  it("show a face's symbols with text alternatives, or 'Blank'", async () => {
    const ability = termOf(terms.AbilityDie, { number: 1 });
    const blankFace = FACES.ability.findIndex((f) => Object.values(f).every((n) => !n)) + 1;
    const doubleSuccess = FACES.ability.findIndex((f) => f.success === 2) + 1;
    expect(ability.getResultLabel({ result: blankFace, active: true })).toContain("Blank");
    const label = ability.getResultLabel({ result: doubleSuccess, active: true });
    expect(label.match(/aria-label="Success"/g)).toHaveLength(2);
    expect(ability.getResultCSS({ result: 1, active: false })).toContain("discarded");
  });
});

describe("tallying from term results", () => {
  /** The first face of a die carrying exactly these symbols, looked up in the core's table. */
  const faceWith = (die: DieType, symbols: Record<string, number>) =>
    FACES[die].findIndex((f) => JSON.stringify(Object.fromEntries(Object.entries(f).filter(([, n]) => n))) === JSON.stringify(symbols)) + 1;

  it("nets stored faces through the core, automatic symbols included", async () => {
    const roll = NarrativeRoll.fromFormula("1da+1di", { symbols: { advantage: 1 } });
    await roll.evaluate();
    const [a, d] = termsOf(roll) as [TermDouble, TermDouble];
    a.results = [{ result: faceWith("ability", { success: 2 }), active: true }];
    d.results = [{ result: faceWith("difficulty", { threat: 2 }), active: true }];
    expect(a.results[0]!.result).toBeGreaterThan(0);
    expect(d.results[0]!.result).toBeGreaterThan(0);
    const outcome = roll.outcome!;
    expect(outcome.netSuccess).toBe(2);
    expect(outcome.netAdvantage).toBe(-1);
    expect(outcome.succeeded).toBe(true);
  });

  it("ignores inactive results and counts only narrative dice", async () => {
    random = seeded(7);
    const roll = await NarrativeRoll.fromFormula("2da+1d20+3").evaluate();
    const [ability] = termsOf(roll) as [TermDouble];
    ability.results[1]!.active = false;
    const faces = [FACES.ability[ability.results[0]!.result - 1]!];
    expect(roll.outcome).toEqual(tally(sumSymbols(faces)));
    // The numeric total is the d20 plus 3 only; narrative dice add no number.
    const d20 = termsOf(roll)[1]!.results[0]!.result;
    expect(roll.total).toBe(d20 + 3);
  });
});

describe("serialisation round trip", () => {
  it("toJSON -> fromData keeps results, options, outcome and card HTML over many seeded rolls", async () => {
    const rng = seeded(2024);
    for (let i = 0; i < 300; i++) {
      random = seeded(1000 + i);
      const formula = randomFormula(rng);
      const symbols = rng() < 0.3 ? { advantage: 1, success: Math.floor(rng() * 2) } : undefined;
      const roll = NarrativeRoll.fromFormula(formula, { title: `Check ${i}`, ...(symbols ? { symbols } : {}) });
      await roll.evaluate();
      const html = await roll.render();
      const stored = JSON.parse(JSON.stringify(roll.toJSON()));
      const back = Roll.fromData(stored) as unknown as InstanceType<typeof NarrativeRoll>;
      expect(back).toBeInstanceOf(NarrativeRoll);
      expect(back.narrativeResults).toEqual(roll.narrativeResults);
      expect(back.narrativeOptions).toEqual(roll.narrativeOptions);
      expect(back.outcome).toEqual(roll.outcome);
      expect(await back.render()).toBe(html);
      expect(html).toContain(`Check ${i}`);
      expect((html.match(/data-die="/g) ?? []).length).toBe(roll.narrativeResults.length);
    }
  });

  it("renders nothing of the result when private", async () => {
    random = seeded(3);
    const roll = await NarrativeRoll.fromFormula("3da+2di", { title: "Secret" }).evaluate();
    const html = await roll.render({ isPrivate: true });
    expect(html).not.toMatch(/data-die|eote-roll__line|eote-symbol|Secret|3da/);
    expect(html).toContain("???");
    expect(html).toContain("hidden from you");
  });
});

describe("bounded rolls", () => {
  /** A stored NarrativeRoll as a player could write it into a message's rolls. */
  function hostileStored(dicePerType: number, symbols: unknown) {
    const terms = DIE_TYPES.flatMap((die, i) => [
      ...(i ? [{ class: "OperatorTerm", operator: "+" }] : []),
      {
        class: terms_(die), number: dicePerType, faces: FACES[die].length, modifiers: [], options: {}, evaluated: true,
        results: [
          ...Array.from({ length: dicePerType }, (_, k) => ({ result: (k % FACES[die].length) + 1, active: true })),
          { result: 99, active: true }, { result: "1", active: true }, null,
        ],
      },
    ]);
    return {
      class: "NarrativeRoll", formula: DIE_TYPES.map((d) => `${dicePerType}d${DIE_LETTERS[d]}`).join("+"),
      options: { title: "Hostile", symbols }, terms, total: 0, evaluated: true,
    };
  }
  const terms_ = (die: DieType) => terms.NARRATIVE_TERMS[die].name;

  it("a hostile stored roll (300000 automatic successes, 20000 dice of each kind, bad faces) renders under 100 KB", async () => {
    const stored = hostileStored(20000, { success: 300000, threat: "9", advantage: -4, dark: 1e308, triumph: 2.5, bogus: 7 });
    const roll = Roll.fromData(JSON.parse(JSON.stringify(stored))) as unknown as InstanceType<typeof NarrativeRoll>;
    const html = await roll.render();
    expect(html.length).toBeLessThan(100_000);
    // Stored symbols are bounded, not trusted; dice with impossible faces are left out.
    expect(roll.automaticSymbols).toEqual({ success: 100, dark: 100, triumph: 2 });
    expect(roll.narrativeResults).toHaveLength(7 * 20000);
    expect(html).toContain("×100"); // the automatic successes, drawn once
    expect(html).toMatch(/data-times="2500"/); // 20000 ability dice over 8 faces
    expect(html).toContain("Hostile");
    // The inline-roll anchor is bounded the same way.
    expect((roll.toAnchor() as unknown as { html: string }).html.length).toBeLessThan(5_000); // the double's FakeAnchor
  });

  it("an old stored roll just over the dice limit still renders, bounded, with its full outcome", async () => {
    const roll = Roll.fromData(hostileStored(30, { advantage: 2 })) as unknown as InstanceType<typeof NarrativeRoll>;
    const html = await roll.render();
    expect(html.length).toBeLessThan(100_000);
    expect(roll.outcome).toEqual(tally(sumSymbols(roll.narrativeResults.map((d) => FACES[d.die][d.face - 1]!), { advantage: 2 })));
  });

  it("a new roll over the dice limit is refused with the localised error, at 100 dice it rolls", async () => {
    const { MAX_ROLL_NARRATIVE_DICE } = await import("../../module/roll/narrative-roll.ts");
    expect(MAX_ROLL_NARRATIVE_DICE).toBe(100);
    random = seeded(4);
    await expect(NarrativeRoll.fromFormula("20000da").evaluate()).rejects.toMatchObject({
      key: "EOTE.Dice.Error.TooManyDice", message: "A pool of 20000 dice is too large: at most 100 dice.",
    });
    await expect(NarrativeRoll.fromFormula("50da+51di").evaluate()).rejects.toMatchObject({ key: "EOTE.Dice.Error.TooManyDice" });
    const full = await NarrativeRoll.fromFormula("50da+50di+1d20").evaluate();
    expect(full.narrativeResults).toHaveLength(100);
    expect((await full.render()).length).toBeLessThan(100_000);
  });

  it("a new roll with automatic symbols the dice core refuses is refused", async () => {
    await expect(NarrativeRoll.fromFormula("1da", { symbols: { success: 300000 } }).evaluate())
      .rejects.toMatchObject({ key: "EOTE.Dice.Error.TooManySymbols" });
    await expect(NarrativeRoll.fromFormula("1da", { symbols: malformed({ sucess: 1 }) }).evaluate())
      .rejects.toMatchObject({ key: "EOTE.Dice.Error.UnknownSymbol" });
  });

  it("an unevaluated stored roll over the limit renders why, instead of throwing", async () => {
    const roll = Roll.fromData({ class: "NarrativeRoll", formula: "500da", options: {}, terms: [
      { class: "AbilityDie", number: 500, faces: 8, modifiers: [], results: [], options: {}, evaluated: false },
    ], evaluated: false }) as unknown as InstanceType<typeof NarrativeRoll>;
    const html = await roll.render();
    expect(html).toContain("This roll cannot be shown: A pool of 500 dice is too large: at most 100 dice.");
    expect(html).not.toContain("data-die");
  });
});
