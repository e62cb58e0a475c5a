// A minion group's "remove one" / "add one" controls: the rule (woundsAfterMinionChange, seed 002
// ADVERSARIES, MINIONS) and the sheet's shell over the shared v13 doubles, as the GM, as the group's
// owner and as a player who does not own it (refused with a notice, nothing written).
import { describe, expect, it } from "vitest";
import { asUser, FakeActor, noticeKeys, notices, OWNERSHIP, users } from "../doubles/index.ts";
import { shownKey } from "../doubles/keys.ts";
import { shellSuite } from "../doubles/suite.ts";
import { minionsStanding, woundsAfterMinionChange } from "../../module/rules/combat/minion.ts";
import { buildAdversaryContext } from "../../module/applications/sheets/context/index.ts";
import { minion, rival } from "../fixtures/actors.ts";
import { createEnvironment, knownKeys, render } from "./handlebars-env.ts";
import { MINION, PLAY, EDIT, READ_ONLY } from "./fixtures.ts";
import type { MinionData } from "../../module/rules/types.ts";

describe("woundsAfterMinionChange", () => {
  it("removing one adds one minion's threshold of wounds, so one fewer stands; damage on the front minion carries", () => {
    expect(woundsAfterMinionChange(0, 5, 4, 1)).toBe(5);
    expect(woundsAfterMinionChange(7, 5, 4, 1)).toBe(12);
    expect(minionsStanding(12, 5, 4)).toBe(minionsStanding(7, 5, 4) - 1);
  });

  it("adding one takes a minion's threshold off, and undoes a removal exactly", () => {
    expect(woundsAfterMinionChange(12, 5, 4, -1)).toBe(7);
    expect(woundsAfterMinionChange(woundsAfterMinionChange(3, 5, 4, 1)!, 5, 4, -1)).toBe(3);
  });

  it("stays within 0 and the group threshold", () => {
    expect(woundsAfterMinionChange(17, 5, 4, 1)).toBe(20);
    expect(woundsAfterMinionChange(25, 5, 4, -1)).toBe(15); // a stored value past the track counts as the full track
  });

  it("has nothing to remove when none stand, nothing to bring back when all stand", () => {
    expect(woundsAfterMinionChange(20, 5, 4, 1)).toBeNull();
    expect(woundsAfterMinionChange(4, 5, 4, -1)).toBeNull();
    expect(woundsAfterMinionChange(0, 0, 4, 1)).toBeNull();
  });
});

describe("the sheet's remove-one and add-one over the update pipeline", () => {
  let group: FakeActor<MinionData>;
  const shell = shellSuite({
  keys: true,
    modules: { group: () => import("../../module/applications/sheets/minion-group.ts") },
    each: () => {
      const data = minion();
      data.wounds.value = 6; // 4 × 5: one down, one hurt; 3 standing
      group = new FakeActor("Stormtrooper squad", "minion", data, { ownership: { default: OWNERSHIP.NONE } });
    },
  });

  it("as the GM: removes one minion, then brings it back", async () => {
    expect(group.system.derived.standing).toBe(3);
    expect(await shell.group.changeMinionCount(group, 1)).toBe(true);
    expect(group.system.wounds.value).toBe(11);
    expect(group.system.derived.standing).toBe(2);
    expect(group.system.derived.skillRanks.rangedHeavy).toBe(1);
    expect(await shell.group.changeMinionCount(group, -1)).toBe(true);
    expect(group.system.wounds.value).toBe(6);
    expect(group.system.derived.standing).toBe(3);
    expect(group.updates).toEqual([{ "system.wounds.value": 11 }, { "system.wounds.value": 6 }]);
    expect(notices).toEqual([]);
  });

  it("as the GM: a notice, and no write, when none is left to remove or all already stand", async () => {
    group.system.wounds.value = 20;
    group.prepare();
    expect(await shell.group.changeMinionCount(group as unknown as Actor.Implementation, 1)).toBe(false);
    expect(noticeKeys()).toEqual(["EOTE.Sheet.Minion.NoneLeft"]);
    group.system.wounds.value = 2;
    group.prepare();
    expect(await shell.group.changeMinionCount(group as unknown as Actor.Implementation, -1)).toBe(false);
    expect(noticeKeys().at(-1)).toBe("EOTE.Sheet.Minion.AllStanding");
    expect(group.updates).toEqual([]);
  });

  it("as a player who does not own the group: refused with a notice, nothing written", async () => {
    asUser(users.player);
    expect(await shell.group.changeMinionCount(group as unknown as Actor.Implementation, 1)).toBe(false);
    expect(await shell.group.changeMinionCount(group as unknown as Actor.Implementation, -1)).toBe(false);
    expect(noticeKeys()).toEqual([
      "EOTE.Sheet.Minion.NotOwner",
      "EOTE.Sheet.Minion.NotOwner",
    ]);
    expect(group.updates).toEqual([]);
    expect(group.system.wounds.value).toBe(6);
  });

  it("as a player who owns the group: the change goes through", async () => {
    group.ownership = { default: OWNERSHIP.NONE, [users.player.id]: OWNERSHIP.OWNER };
    asUser(users.player);
    expect(await shell.group.changeMinionCount(group, 1)).toBe(true);
    expect(group.system.derived.standing).toBe(2);
  });

  it("only a minion group has minions to change", async () => {
    const thug = new FakeActor("Thug", "rival", rival());
    expect(await shell.group.changeMinionCount(thug as unknown as Actor.Implementation, 1)).toBe(false);
    expect(noticeKeys()).toEqual(["EOTE.Sheet.Minion.NotMinion"]);
    expect(thug.updates).toEqual([]);
  });
});

describe("the minion group's count on the sheet", () => {
  const hbs = createEnvironment({ keys: true });
  const sheet = (flags: typeof PLAY) => render(hbs, "actor/adversary.hbs", buildAdversaryContext(
    { name: "Squad", img: "", type: "minion", system: MINION, items: [], flags, enriched: { biography: "", notes: "" } } as Parameters<typeof buildAdversaryContext>[0]));

  it("shows alive of total with remove-one and add-one in play mode, for those who may edit the group", () => {
    const out = knownKeys(() => sheet(PLAY));
    expect(out).toMatch(/<div class="eote-minion-count" role="group" aria-label="EOTE\.Sheet\.Minion\.Alive">\s*<button type="button" class="eote-step" data-action="removeMinion" aria-label="EOTE\.Sheet\.Minion\.RemoveOne"[^>]*>&minus;<\/button>\s*<p class="eote-standing" data-standing="2" data-group-size="4">EOTE\.Sheet\.Minion\.Standing\.other {&quot;count&quot;:&quot;4&quot;,&quot;standing&quot;:&quot;2&quot;}<\/p>\s*<button type="button" class="eote-step" data-action="addMinion" aria-label="EOTE\.Sheet\.Minion\.AddOne"/);
  });

  it("shows the count without the controls to an observer, and the size inputs in edit mode", () => {
    const observer = sheet(READ_ONLY);
    expect(observer).toContain(shownKey("EOTE.Sheet.Minion.Standing.other", { count: "4", standing: "2" }));
    expect(observer).not.toMatch(/removeMinion|addMinion/);
    const edit = sheet(EDIT);
    expect(edit).toContain('name="system.groupSize"');
    expect(edit).not.toMatch(/removeMinion|addMinion/);
  });
});
