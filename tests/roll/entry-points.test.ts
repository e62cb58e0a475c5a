// Every way into a narrative roll builds a NarrativeRoll, and a plain formula stays core's Roll, over
// the v13 doubles (messages store rolls as JSON and rebuild them by class name: tests/doubles/chat.ts): `new Roll`, Roll.create, Roll.fromData, and core's own paths (a chat roll command,
// an inline roll, a clicked deferred inline roll; tests/doubles/core-rolls.ts) whichever way core builds
// their roll (Roll.create, CONFIG.Dice.rolls[0], or its own class: foundryvtt#13710 leaves it open).
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { installHooks, messages, narrativeRollOf, Roll as CoreRoll } from "../doubles/index.ts";
import { shellSuite } from "../doubles/suite.ts";
import {
  clickInlineRoll, CORE_BUILDS, coreBuilds, enrichInlineRolls, inlineResultRoll, inlineRollsIn, processMessage,
} from "../doubles/core-rolls.ts";

const g = globalThis as unknown as { Roll: typeof CoreRoll; CONFIG: { Dice: { rolls: [typeof CoreRoll, ...(typeof CoreRoll)[]] } } };
const shell = shellSuite({
  seed: 3,
  install: () => { installHooks(); },
  modules: { narrative: () => import("../../module/roll/narrative-roll.ts"), routing: () => import("../../module/roll/routing.ts") },
  each: () => { coreBuilds.mode = "create"; },
});
let NarrativeRoll: typeof import("../../module/roll/narrative-roll.ts").NarrativeRoll;

beforeAll(() => {
  ({ NarrativeRoll } = shell.narrative);
  shell.routing.registerRouting(); // as registerRoll does at init (installFoundry has routed already: routing is idempotent)
});

/** Is this exactly core's Roll (class, prototype and stored class name), not ours? */
function expectCore(roll: CoreRoll | Roll) {
  expect(roll).not.toBeInstanceOf(NarrativeRoll);
  expect(Object.getPrototypeOf(roll)).toBe(CoreRoll.prototype);
  expect(roll.toJSON().class).toBe("Roll");
}

describe("rolls built in code", () => {
  it("new Roll with narrative dice is a NarrativeRoll; with core dice, core's Roll itself", () => {
    expect(new g.Roll("2da+1dp")).toBeInstanceOf(NarrativeRoll);
    expect(new g.Roll("2da+1d20")).toBeInstanceOf(NarrativeRoll);
    const plain = new g.Roll("1d20+3");
    expectCore(plain);
    expect(plain).toBeInstanceOf(g.Roll);
    expect(g.Roll.name).toBe("Roll");
  });

  it("Roll.create and CONFIG.Dice.rolls[0] route the same way", () => {
    expect(g.Roll.create("2da+1dp")).toBeInstanceOf(NarrativeRoll);
    expect(CoreRoll.create("1di")).toBeInstanceOf(NarrativeRoll);
    expectCore(g.Roll.create("1d20"));
    expect(new g.CONFIG.Dice.rolls[0]("3dc")).toBeInstanceOf(NarrativeRoll);
    expectCore(new g.CONFIG.Dice.rolls[0]("2d6"));
    expect(g.CONFIG.Dice.rolls).toContain(NarrativeRoll);
  });

  it("a class extending Roll constructs as itself, narrative formula or not", () => {
    const Base: new (formula: string) => object = g.Roll;
    class ModuleRoll extends Base {}
    const roll = new ModuleRoll("2da");
    expect(roll).toBeInstanceOf(ModuleRoll);
    expect(roll).not.toBeInstanceOf(NarrativeRoll);
  });

  it("Roll.fromData rebuilds narrative dice stored under core's class as a NarrativeRoll, with the same faces", async () => {
    coreBuilds.mode = "core-class";
    const core = await new CoreRoll("3da+2di").evaluate(); // built the one way nothing of ours reaches
    expect(core).not.toBeInstanceOf(NarrativeRoll);
    const stored = JSON.parse(JSON.stringify(core));
    expect(stored.class).toBe("Roll");
    const loaded = g.Roll.fromData(stored);
    expect(loaded).toBeInstanceOf(NarrativeRoll);
    expect(CoreRoll.fromData(structuredClone(stored))).toBeInstanceOf(NarrativeRoll);
    const faces = (roll: CoreRoll) => roll.dice.flatMap((d) => d.results.map((r) => r.result));
    expect(faces(loaded)).toEqual(faces(core));
    expect((loaded as CoreRoll & { outcome?: unknown }).outcome).not.toBeNull();
    const plain = await new CoreRoll("1d20").evaluate();
    const back = g.Roll.fromData(JSON.parse(JSON.stringify(plain)));
    expectCore(back);
    expect(back.total).toBe(plain.total);
  });
});

describe.each(CORE_BUILDS.filter((m) => m !== "core-class"))("core's paths building with %s", (mode) => {
  beforeEach(() => {
    coreBuilds.mode = mode;
  });

  it("/r 2da+1dp posts a NarrativeRoll drawn as the narrative card", async () => {
    const message = (await processMessage("/r 2da+1dp # Pilot"))!;
    expect(message.rolls).toHaveLength(1);
    expect(message.rolls[0]).toBeInstanceOf(NarrativeRoll);
    const roll = narrativeRollOf(message);
    expect(roll.narrativeResults).toHaveLength(3);
    const card = await roll.render({ flavor: message.flavor });
    expect(card).toContain('class="eote eote-roll dice-roll"');
    expect(card).toContain("Pilot");
  });

  it("[[2da]] in a chat message is rolled once, stored as a NarrativeRoll and drawn with its symbols", async () => {
    const message = (await processMessage("I try [[2da]]{Pilot} now"))!;
    const [stored] = inlineRollsIn(message.content);
    expect(stored?.["class"]).toBe("NarrativeRoll");
    expect(message.content).toContain("Pilot: ");
    // The net symbols (or "No symbols"), not core's numeric total of 0.
    expect(message.content).toMatch(/Pilot: (<span class="eote-symbol|No symbols)/);
  });

  it("[[2da]] in a journal is an anchor of a NarrativeRoll; a click on the result rebuilds one", async () => {
    const { anchors } = await enrichInlineRolls("Roll [[2da+1di]] here");
    expect(anchors).toHaveLength(1);
    expect(inlineResultRoll(anchors[0]!)).toBeInstanceOf(NarrativeRoll);
  });

  it("a clicked [[/r 2da]] posts a NarrativeRoll in the anchor's mode", async () => {
    const { anchors } = await enrichInlineRolls("[[/gmr 2da # Sneak]]");
    const message = (await clickInlineRoll(anchors[0]!))!;
    expect(message.rolls[0]).toBeInstanceOf(NarrativeRoll);
    expect(message.flavor).toBe("Sneak");
    expect(message.whisper.length).toBeGreaterThan(0); // gmroll: whispered to the GMs
  });
});

describe.each(CORE_BUILDS)("plain formulas on core's paths building with %s", (mode) => {
  beforeEach(() => {
    coreBuilds.mode = mode;
  });

  it("/r 1d20 posts core's Roll, its total as the content", async () => {
    const message = (await processMessage("/r 1d20"))!;
    const roll = message.rolls[0]!;
    expectCore(roll);
    expect(roll.total).toBeGreaterThanOrEqual(1);
    expect(roll.total).toBeLessThanOrEqual(20);
    expect(message.content).toBe(String(roll.total));
  });

  it("[[1d20]] stays core's inline roll", async () => {
    const { anchors } = await enrichInlineRolls("[[1d20]]");
    expectCore(inlineResultRoll(anchors[0]!));
  });
});

describe("a chat roll core builds with its own class (nothing of ours reached while it was built)", () => {
  beforeEach(() => {
    coreBuilds.mode = "core-class";
  });

  it("/r 2da+1dp is stored and rebuilt on every client as a NarrativeRoll (preCreateChatMessage, Roll.fromData)", async () => {
    const message = (await processMessage("/r 2da+1dp"))!;
    expect(JSON.parse(String(message._source.rolls[0])).class).toBe("NarrativeRoll");
    expect(message.rolls[0]).toBeInstanceOf(NarrativeRoll);
    expect(await message.rolls[0]!.render()).toContain('class="eote eote-roll dice-roll"');
  });

  it("a clicked [[/r 2da]] posts a NarrativeRoll", async () => {
    const { anchors } = await enrichInlineRolls("[[/r 2da]]");
    const message = (await clickInlineRoll(anchors[0]!))!;
    expect(message.rolls[0]).toBeInstanceOf(NarrativeRoll);
  });
});

describe("an immediate inline roll core builds with its own class", () => {
  it("still loads as a NarrativeRoll wherever its stored roll is rebuilt", async () => {
    coreBuilds.mode = "core-class";
    const { anchors } = await enrichInlineRolls("[[2da]]");
    expect(JSON.parse(unescape(anchors[0]!.dataset["roll"]!)).class).toBe("Roll");
    expect(inlineResultRoll(anchors[0]!)).toBeInstanceOf(NarrativeRoll);
  });
});
