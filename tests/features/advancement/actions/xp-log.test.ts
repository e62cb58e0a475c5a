// The XP log carried to another character over the v13 doubles: its owner saves it, a player may not load
// one (it sets XP, as a GM's grant does), the GM loads it onto a fresh character, a second load adds nothing,
// and a log changed by hand is refused with nothing written.
import { describe, expect, it } from "vitest";
import { advancementSuite, PLAYER } from "../scene.ts";
import { character } from "../../../fixtures/actors.ts";
import type { CharacterData } from "../../../../module/rules/types.ts";
import { asUser, FakeActor, noticeKeys, OWNERSHIP, register, savedFiles, users } from "../../../doubles/index.ts";

const shell = advancementSuite();


function pc(name: string, total: number, available: number): FakeActor<CharacterData> {
  const data = character();
  Object.assign(data, { xp: { total, available, ledger: [] }, creation: false });
  return register(new FakeActor(name, "character", data, { ownership: PLAYER }));
}

/** Kell after two purchases by her player, and her saved log's text. */
async function kellsLog(): Promise<{ kell: FakeActor<CharacterData>; text: string }> {
  const kell = pc("Kell", 120, 120);
  asUser(users.player);
  await shell.adv.buySkill(kell, "cool");
  await shell.adv.buySkill(kell, "cool");
  expect(shell.adv.exportXpLog(kell)).toBe(true);
  asUser(users.gm);
  const saved = savedFiles.at(-1)!;
  expect(saved).toMatchObject({ type: "application/json", filename: "kell-xp-log.json" });
  return { kell, text: saved.data };
}

describe("the XP log between characters", () => {
  it("its owner saves it; the GM loads it onto a fresh character, with the same totals and purchases", async () => {
    const { kell, text } = await kellsLog();
    const copy = pc("Kell (new world)", 0, 0);
    expect(await shell.adv.importXpLog(copy, text)).toBe(2);
    expect(copy.system.xp.total).toBe(kell.system.xp.total);
    expect(copy.system.xp.available).toBe(kell.system.xp.available);
    expect(copy.system.xp.ledger.map((e: { kind: string; target: string; cost: number }) => [e.kind, e.target, e.cost]))
      .toEqual(kell.system.xp.ledger.map((e: { kind: string; target: string; cost: number }) => [e.kind, e.target, e.cost]));
    expect(noticeKeys()).toContain("EOTE.XpLog.Imported.other");
  });

  it("loading the same log twice duplicates nothing", async () => {
    const { text } = await kellsLog();
    const copy = pc("Kell again", 0, 0);
    await shell.adv.importXpLog(copy, text);
    expect(await shell.adv.importXpLog(copy, text)).toBe(0);
    expect(copy.system.xp.ledger).toHaveLength(2);
  });

  it("a player may not load a log, even onto their own character: nothing is written", async () => {
    const { text } = await kellsLog();
    const own = pc("Kira", 0, 0);
    asUser(users.player);
    expect(await shell.adv.importXpLog(own, text)).toBe(null);
    expect(own.system.xp).toMatchObject({ total: 0, available: 0, ledger: [] });
    expect(noticeKeys()).toContain("EOTE.XpLog.Error.GmOnly");
  });

  it("a player may not save the log of a character they do not own", async () => {
    const other = register(new FakeActor("Vos", "character", character(), { ownership: { default: OWNERSHIP.NONE } }));
    asUser(users.player);
    expect(shell.adv.exportXpLog(other)).toBe(false);
    expect(savedFiles).toEqual([]);
  });

  it("a log changed by hand (more XP available) or not JSON is refused, and nothing is written", async () => {
    const { text } = await kellsLog();
    const forged = JSON.stringify({ ...JSON.parse(text), available: 500, total: 500 });
    const copy = pc("Kell forged", 0, 0);
    expect(await shell.adv.importXpLog(copy, forged)).toBe(null);
    expect(await shell.adv.importXpLog(copy, "{not json")).toBe(null);
    expect(copy.system.xp).toMatchObject({ total: 0, available: 0, ledger: [] });
    expect(noticeKeys()).toEqual(expect.arrayContaining(["EOTE.XpLog.Error.AddsUp", "EOTE.XpLog.Error.NotJson"]));
  });
});
