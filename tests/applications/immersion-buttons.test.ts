// The sheets' bacta tank / oil bath buttons: the real templates show the one kind that suits the actor
// (oil bath for droids), "in" or "out" by the open session, to those who own the actor; the sheet's
// handlers (module/applications/sheets/recovery.ts) over the shared v13 doubles as the GM and as players.
import { describe, expect, it } from "vitest";
import { buildAdversaryContext, buildCharacterContext, type SheetFlags } from "../../module/applications/sheets/context/index.ts";
import type { ImmersionKind } from "../../module/rules/combat/immersion.ts";
import { character, rival } from "../fixtures/actors.ts";
import { asUser, FakeActor, installWorldTime, noticeKeys, notices, OWNERSHIP, register, users } from "../doubles/index.ts";
import { shellSuite } from "../doubles/suite.ts";
import { createEnvironment, missingKeys, render } from "./handlebars-env.ts";
import { CHARACTER, MINION, PLAY, READ_ONLY, RIVAL } from "./fixtures.ts";

const hbs = createEnvironment({ keys: true });
const combatTab = (flags: SheetFlags, droid = false, immersion: ImmersionKind | null = null) => render(hbs, "actor/character-combat.hbs",
  buildCharacterContext({ name: "Kell", img: "", type: "character", system: { ...CHARACTER, droid }, items: [], flags: { ...flags, activeTab: "combat" }, immersion }));
const adversary = (flags: SheetFlags, type: "rival" | "minion", droid = false) => render(hbs, "actor/adversary.hbs",
  buildAdversaryContext({ name: "Thug", img: "", type, system: { ...(type === "rival" ? RIVAL : MINION), droid }, items: [], flags, enriched: { notes: "" } } as Parameters<typeof buildAdversaryContext>[0]));
const buttons = (html: string) => [...html.matchAll(/<button [^>]*data-action="immersion(?:Start|End)"[^>]*>[^<]*<\/button>/g)].map((m) => m[0]);

describe("the immersion button on the sheets", () => {
  it("character: the bacta tank for the living, the oil bath for a droid, beside the other recovery buttons", () => {
    missingKeys.clear();
    expect(buttons(combatTab(PLAY))).toEqual(['<button type="button" class="eote-immersion-toggle" data-action="immersionStart" data-kind="bactaTank">EOTE.Immersion.Sheet.Start.bactaTank</button>']);
    expect(buttons(combatTab(PLAY, true))).toEqual(['<button type="button" class="eote-immersion-toggle" data-action="immersionStart" data-kind="oilBath">EOTE.Immersion.Sheet.Start.oilBath</button>']);
    expect([...missingKeys]).toEqual([]);
    expect(combatTab(PLAY)).toMatch(/data-action="medicine"[\s\S]*data-action="immersionStart"[\s\S]*<\/section>/);
  });

  it("an open session offers the way out, of the kind it is", () => {
    expect(buttons(combatTab(PLAY, false, "bactaTank"))).toEqual(['<button type="button" class="eote-immersion-toggle" data-action="immersionEnd" data-kind="bactaTank">EOTE.Immersion.Sheet.End.bactaTank</button>']);
    expect(buttons(combatTab(PLAY, true, "oilBath"))).toEqual(['<button type="button" class="eote-immersion-toggle" data-action="immersionEnd" data-kind="oilBath">EOTE.Immersion.Sheet.End.oilBath</button>']);
  });

  it("rivals and nemeses have it, a minion group does not; none for a viewer who does not own the actor", () => {
    missingKeys.clear();
    expect(buttons(adversary(PLAY, "rival", true))).toEqual(['<button type="button" class="eote-immersion-toggle" data-action="immersionStart" data-kind="oilBath">EOTE.Immersion.Sheet.Start.oilBath</button>']);
    expect([...missingKeys]).toEqual([]);
    expect(buttons(adversary(PLAY, "minion"))).toEqual([]);
    expect(buttons(adversary(READ_ONLY, "rival"))).toEqual([]);
    expect(buttons(combatTab(READ_ONLY))).toEqual([]);
  });
});

describe("the sheet's handlers over the doubles", () => {
  // Every test starts at the same hour of the world's clock.
  const shell = shellSuite({ keys: true, seed: 5, modules: { sheet: () => import("../../module/applications/sheets/recovery.ts") }, each: () => { installWorldTime(100 * 3600); } });
  const PLAYER = { default: OWNERSHIP.NONE, [users.player.id]: OWNERSHIP.OWNER };
  const kell = (droid: boolean) => {
    const data = character();
    data.wounds.value = 6;
    data.droid = droid;
    return register(new FakeActor(droid ? "R5" : "Kell", "character", data, { ownership: PLAYER }));
  };

  it("as the owning player: the living go into a bacta tank, a droid into an oil bath, and come out", async () => {
    asUser(users.player);
    for (const [droid, kind] of [[false, "bactaTank"], [true, "oilBath"]] as const) {
      const pc = kell(droid);
      expect(await shell.sheet.startImmersionFromSheet(pc)).not.toBeNull();
      expect(pc.getFlag("eote", "immersion.kind")).toBe(kind);
      expect(shell.sheet.openImmersionKind(pc)).toBe(kind);
      expect(await shell.sheet.endImmersionFromSheet(pc)).toBe(0);
      expect(shell.sheet.openImmersionKind(pc)).toBeNull();
    }
    expect(notices).toEqual([]);
  });

  it("as the GM: a rival the GM owns", async () => {
    asUser(users.gm);
    const thug = register(new FakeActor("Thug", "rival", rival(), { ownership: { default: OWNERSHIP.NONE } }));
    expect(await shell.sheet.startImmersionFromSheet(thug)).not.toBeNull();
    expect(shell.sheet.openImmersionKind(thug)).toBe("bactaTank");
  });

  it("as a player who does not own the actor: refused with a notice, nothing written", async () => {
    const pc = kell(false);
    asUser(users.other);
    expect(await shell.sheet.startImmersionFromSheet(pc)).toBeNull();
    expect(await shell.sheet.endImmersionFromSheet(pc)).toBe(0);
    expect(noticeKeys()).toEqual(["EOTE.Combat.Notice.NotAllowed", "EOTE.Combat.Notice.NotAllowed"]);
    expect(pc.getFlag("eote", "immersion")).toBeUndefined();
  });
});
