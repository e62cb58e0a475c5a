// Bacta tank and oil bath over the v13 doubles, with the world clock (tests/doubles/time.ts): the player
// puts the own character in, the GM's clock moves, the player takes it out and the whole hours heal;
// Undo is exact and opens the session again; the wrong kind of patient is refused; the card follows
// the clock's updateWorldTime hook.
import { beforeEach, describe, expect, it } from "vitest";
import { character } from "../../../fixtures/actors.ts";
import {
  asUser, FakeActor, type FakeChatMessage, type FakeGameTime, installWorldTime, notice, notices, OWNERSHIP, register, users,
} from "../../../doubles/index.ts";
import { keyWithData, shownKey } from "../../../doubles/keys.ts";
import { shellSuite } from "../../../doubles/suite.ts";
import { load } from "../../../fixtures/modules.ts";

// The session's start and end, its card and the card's hooks (card/immersion.ts).
let clock: FakeGameTime;
const HOUR = 3600;
/** The globals this file reads or sets (a document that finds the rendered card), as the doubles install them. */
const g = globalThis as unknown as {
  Hooks: { on(hook: string, fn: (...args: unknown[]) => unknown): number };
  document?: { querySelectorAll(selector: string): unknown[] };
  ChatMessage: { create(data: object): Promise<FakeChatMessage> };
};

const shell = shellSuite({
  keys: true,
  seed: 21,
  modules: { card: load.medicineCardImmersion },
});

beforeEach(() => {
  clock = installWorldTime(1000 * HOUR);
});

const PLAYER = { default: OWNERSHIP.NONE, [users.player.id]: OWNERSHIP.OWNER };
/** The player's Kira (wound threshold 13), `wounds` wounds; a droid when `droid`. */
function kira(wounds: number, droid = false) {
  const data = character();
  data.wounds.value = wounds;
  data.droid = droid;
  return register(new FakeActor(droid ? "K-3PO" : "Kira", "character", data, { ownership: PLAYER }));
}

describe("a bacta tank session (player's own character)", () => {
  it("in, 3 hours of GM clock, out: 3 wounds healed; the card shows it with Undo, which restores the wounds and the session", async () => {
    const pc = kira(8);
    asUser(users.player);
    const message = await shell.card.startImmersion(pc, "bactaTank");
    expect(pc.getFlag("eote", "immersion")).toEqual({ kind: "bactaTank", start: 1000 * HOUR, messageId: message!.id });
    // Only the GM moves the clock.
    await expect(clock.advance(3 * HOUR)).rejects.toThrow();
    asUser(users.gm);
    await clock.advance(3 * HOUR + 1800);
    asUser(users.player);
    let html = await shell.card.immersionSection(message!);
    expect(html).toContain(shownKey("EOTE.Immersion.Card.Since", { hours: keyWithData("EOTE.Count.hour.other", { count: "3" }), wounds: keyWithData("EOTE.Count.wound.other", { count: "3" }) }));
    expect(html).toContain('data-action="eoteImmersionEnd"');
    await shell.card.runImmersionAction(message!, "eoteImmersionEnd");
    expect(pc.system.wounds.value).toBe(5);
    expect(pc.getFlag("eote", "immersion")).toBeUndefined();
    html = await shell.card.immersionSection(message!);
    expect(html).toContain(shownKey("EOTE.Immersion.Card.Healed", { hours: keyWithData("EOTE.Count.hour.other", { count: "3" }), wounds: keyWithData("EOTE.Count.wound.other", { count: "3" }) }));
    expect(html).toContain(">EOTE.Immersion.Card.NoCriticalChecks<");
    await pc.update({ "system.wounds.value": 7 }); // a blaster bolt since
    await shell.card.runImmersionAction(message!, "eoteImmersionUndo");
    expect(pc.system.wounds.value).toBe(10);
    expect(pc.getFlag("eote", "immersion")).toEqual({ kind: "bactaTank", start: 1000 * HOUR, messageId: message!.id });
    expect(pc.getFlag("eote", "immersionLog")).toEqual({});
  });

  it("incapacitated (15 of 13): 6 hours a wound until back at the threshold, then 1 an hour; two days give two Resilience checks", async () => {
    const pc = kira(15);
    const message = await shell.card.startImmersion(pc, "bactaTank");
    await clock.advance(15 * HOUR);
    expect(await shell.card.endImmersion(pc)).toBe(5);
    expect(pc.system.wounds.value).toBe(10);
    const again = await shell.card.startImmersion(pc, "bactaTank");
    await clock.advance(49 * HOUR);
    await shell.card.endImmersion(pc);
    expect(pc.system.wounds.value).toBe(0);
    expect(await shell.card.immersionSection(again!)).toContain(shownKey("EOTE.Immersion.Card.CriticalChecks", { checks: keyWithData("EOTE.Count.resilienceCheck.other", { count: "2" }) }));
    expect(message).not.toBe(again);
  });

  it("the card follows the clock: the updateWorldTime hook redraws the open session's card", async () => {
    const pc = kira(8);
    const message = await shell.card.startImmersion(pc, "bactaTank");
    const seen: unknown[][] = [];
    g.Hooks.on("updateWorldTime", (...args: unknown[]) => seen.push(args));
    shell.card.registerImmersion();
    const element = { dataset: { messageId: message!.id }, querySelector: () => null, insertAdjacentHTML(_: string, html: string) { this.html = html; }, html: "" };
    g.document = { querySelectorAll: () => [element] };
    await clock.advance(2 * HOUR, { reason: "rest" });
    await new Promise((r) => setTimeout(r, 0));
    expect(seen).toEqual([[1002 * HOUR, 2 * HOUR, { reason: "rest" }, users.gm.id]]);
    expect(element.html).toContain(shownKey("EOTE.Immersion.Card.Since", { hours: keyWithData("EOTE.Count.hour.other", { count: "2" }), wounds: keyWithData("EOTE.Count.wound.other", { count: "2" }) }));
    delete g.document;
  });
});

describe("refusals", () => {
  it("a droid is refused the bacta tank and takes the oil bath; the living are refused the oil bath", async () => {
    const droid = kira(6, true);
    const pc = kira(6);
    expect(await shell.card.startImmersion(droid, "bactaTank")).toBeNull();
    expect(await shell.card.startImmersion(pc, "oilBath")).toBeNull();
    expect(notices).toEqual([
      notice("EOTE.Immersion.Refuse.DroidInBacta", { actor: "K-3PO" }),
      notice("EOTE.Immersion.Refuse.LivingInOil", { actor: "Kira" }),
    ]);
    const bath = await shell.card.startImmersion(droid, "oilBath");
    await clock.advance(30 * HOUR);
    await shell.card.endImmersion(droid);
    expect(droid.system.wounds.value).toBe(0);
    expect(await shell.card.immersionSection(bath!)).toContain(">EOTE.Immersion.Card.OilBathCriticals<");
  });

  it("twice in, out when not in, and another player's character: refused", async () => {
    const pc = kira(6);
    await shell.card.startImmersion(pc, "bactaTank");
    expect(await shell.card.startImmersion(pc, "bactaTank")).toBeNull();
    const other = kira(6);
    expect(await shell.card.endImmersion(other)).toBe(0);
    asUser(users.other);
    expect(await shell.card.startImmersion(other, "bactaTank")).toBeNull();
    expect(notices).toEqual([notice("EOTE.Immersion.Notice.Already", { actor: "Kira", kind: "EOTE.Immersion.Kind.bactaTank" }), notice("EOTE.Immersion.Notice.NotIn", { actor: "Kira" }), notice("EOTE.Combat.Notice.NotAllowed")]);
    expect(other.getFlag("eote", "immersion")).toBeUndefined();
  });

  it("a card the other player posts for Kira cannot end her session", async () => {
    const pc = kira(6);
    await shell.card.startImmersion(pc, "bactaTank");
    asUser(users.other);
    const forged = await g.ChatMessage.create({ flags: { eote: { immersion: { patientUuid: pc.uuid, kind: "bactaTank", tokenUuid: "" } } } });
    forged.id = pc.getFlag("eote", "immersion.messageId") as string;
    asUser(users.gm);
    await shell.card.runImmersionAction(forged, "eoteImmersionEnd");
    expect(pc.getFlag("eote", "immersion")).toBeDefined();
    expect(pc.system.wounds.value).toBe(6);
  });
});
