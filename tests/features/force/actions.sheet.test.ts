// The Force on the sheets: the character's Force tab (shown when Force-sensitive or in edit mode), the
// adversary's compact row, the commit / uncommit / check buttons for those who may act; and the
// handlers (module/features/force/actions.ts) over the shared v13 doubles as the GM and as players, refusing with
// the rule's notices (module/rules/force/force.ts).
import { describe, expect, it } from "vitest";
import { buildAdversaryContext, buildCharacterContext, type SheetFlags } from "../../../module/applications/sheets/context/index.ts";
import { character, nemesis, rival } from "../../fixtures/actors.ts";
import {
  asUser, FakeActor, flagRecord, messages, notice, noticeKeys, notices, OWNERSHIP, register, ROLL_MODES, rollModeSetting, users,
} from "../../doubles/index.ts";
import { shellSuite } from "../../doubles/suite.ts";
import { createEnvironment, missingKeys, render } from "../../applications/handlebars-env.ts";
import { CHARACTER, EDIT, PLAY, READ_ONLY, RIVAL } from "../../applications/fixtures.ts";

const hbs = createEnvironment({ keys: true });
const kellContext = (flags: SheetFlags, forceRating: number, forceCommitted = 0) => buildCharacterContext({
  name: "Kell", img: "", type: "character", system: { ...CHARACTER, forceRating, forceCommitted }, items: [], flags,
});
const tabIds = (ctx: ReturnType<typeof kellContext>) => ctx.tabList.map((t) => t.id);
const actions = (html: string) => [...html.matchAll(/data-action="([a-zA-Z]+)"/g)].map((m) => m[1]);

describe("the Force on the sheets", () => {
  it("the Force tab: for a Force-sensitive character, or in edit mode to set the rating; not otherwise", () => {
    expect(tabIds(kellContext(PLAY, 0))).toEqual(["skills", "combat", "inventory", "talents", "advancement", "effects", "notes"]);
    expect(tabIds(kellContext(PLAY, 2))).toEqual(["skills", "combat", "inventory", "talents", "advancement", "force", "effects", "notes"]);
    expect(tabIds(kellContext(EDIT, 0))).toContain("force");
  });

  it("the tab shows rating 3, 1 committed, 2 available, with the buttons for the owner", () => {
    missingKeys.clear();
    const html = render(hbs, "actor/character-force.hbs", kellContext({ ...PLAY, activeTab: "force" }, 3, 1));
    expect([...missingKeys]).toEqual([]);
    expect(html).toContain('data-rating="3" data-committed="1"');
    expect(html).toContain("EOTE.Force.Sheet.Available</span> <strong>2</strong>");
    expect(actions(html)).toEqual(["uncommitForce", "commitForce", "forcePowerCheck", "createItem"]);
    const edit = render(hbs, "actor/character-force.hbs", kellContext({ ...EDIT, activeTab: "force" }, 3, 1));
    expect(edit).toContain('name="system.forceRating" value="3"');
  });

  it("no buttons for a viewer who may not act", () => {
    const html = render(hbs, "actor/character-force.hbs", kellContext({ ...READ_ONLY, activeTab: "force" }, 3, 1));
    expect(actions(html)).toEqual([]);
  });

  it("adversaries: a compact row for a Force-sensitive rival, none for one without the Force", () => {
    const ctx = (forceRating: number) => buildAdversaryContext({
      name: "Inquisitor", img: "", type: "rival", system: { ...RIVAL, forceRating, forceCommitted: 0 }, items: [], flags: PLAY, enriched: { notes: "" },
    });
    missingKeys.clear();
    expect(render(hbs, "actor/adversary.hbs", ctx(2))).toContain('class="eote-force-row" data-rating="2" data-committed="0"');
    expect([...missingKeys]).toEqual([]);
    expect(render(hbs, "actor/adversary.hbs", ctx(0))).not.toContain("eote-force-row");
  });
});

describe("commit, uncommit and the Force power check over the doubles", () => {
  // The real dice dialog, as the Force power check opens it.
  const shell = shellSuite({ seed: 7, realDialog: true, keys: true, modules: { force: () => import("../../../module/features/force/actions.ts") } });
  const PLAYER = { default: OWNERSHIP.NONE, [users.player.id]: OWNERSHIP.OWNER };
  const kell = (forceRating: number, forceCommitted = 0) => register(new FakeActor("Kell", "character", { ...character(), forceRating, forceCommitted }, { ownership: PLAYER }));

  it("the owning player commits up to the rating and no further, then uncommits down to 0 and no further", async () => {
    asUser(users.player);
    const pc = kell(2);
    expect(await shell.force.changeCommitted(pc, 1)).toBe(true);
    expect(await shell.force.changeCommitted(pc, 1)).toBe(true);
    expect(pc.system.forceCommitted).toBe(2);
    expect(await shell.force.changeCommitted(pc, 1)).toBe(false);
    expect(notices).toEqual([notice("EOTE.Force.Error.OverCommit", { rating: 2 })]);
    expect(pc.system.forceCommitted).toBe(2);
    await shell.force.changeCommitted(pc, -1);
    await shell.force.changeCommitted(pc, -1);
    expect(await shell.force.changeCommitted(pc, -1)).toBe(false);
    expect(notices[1]).toEqual(notice("EOTE.Force.Error.UnderCommit", { committed: 0 }));
    expect(pc.system.forceCommitted).toBe(0);
  });

  it("a player who does not own the actor changes nothing", async () => {
    const npc = register(new FakeActor("Inquisitor", "nemesis", { ...nemesis(), forceRating: 2, forceCommitted: 0 }, { ownership: { default: OWNERSHIP.NONE } }));
    asUser(users.player);
    expect(await shell.force.changeCommitted(npc, 1)).toBe(false);
    expect(npc.system.forceCommitted).toBe(0);
    expect(await shell.force.forcePowerCheck(npc)).toBeNull();
    expect(messages).toHaveLength(0);
    expect(notices).toHaveLength(2);
  });

  it("the GM commits a rival's die and checks with the rest: rating 3, 1 committed, 2 Force dice", async () => {
    asUser(users.gm);
    const thug = register(new FakeActor("Adept", "rival", { ...rival(), forceRating: 3, forceCommitted: 0 }, { ownership: { default: OWNERSHIP.NONE } }));
    await shell.force.changeCommitted(thug, 1);
    const message = (await shell.force.forcePowerCheck(thug))!;
    expect(message).not.toBeNull();
    expect(message.rolls[0]!.formula).toBe("2df");
    expect(flagRecord(message, "eote", "check")["force"]).toEqual({ actorUuid: thug.uuid, tokenUuid: "" });
  });

  it("the check keeps the player's roll mode: a blind roll's card is hidden from the player", async () => {
    asUser(users.player);
    rollModeSetting.value = ROLL_MODES.BLIND;
    const message = (await shell.force.forcePowerCheck(kell(2)))!;
    expect(message.rolls[0]!.formula).toBe("2df");
    expect(message.blind).toBe(true);
    expect(message.isContentVisible).toBe(false);
  });

  it("refuses a check with rating 0, and with every die committed, with the rule's notice and no roll", async () => {
    asUser(users.player);
    expect(await shell.force.forcePowerCheck(kell(0))).toBeNull();
    expect(await shell.force.forcePowerCheck(kell(2, 2))).toBeNull();
    expect(noticeKeys()).toEqual([
      "EOTE.Force.Error.NoRating",
      "EOTE.Force.Error.AllCommitted",
    ]);
    expect(messages).toHaveLength(0);
  });
});
