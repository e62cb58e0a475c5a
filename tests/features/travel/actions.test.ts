// The navigator's hyperspace jump over the v13 doubles, as the GM and as a player who owns the ship: the
// sheet's button refuses without a hyperdrive or a navigator (a localised notice, no form); the form's
// choice gives the navigator's Astrogation check its difficulty (seed 002 HYPERSPACE CALCULATION) through
// the crew check path; the roll's card shows the travel time (seed 002 HYPERSPACE TRAVEL TIME × class)
// and what the symbols do. A forged flag shows nothing.
import { describe, expect, it } from "vitest";
import { shellSuite } from "../../doubles/suite.ts";
import { load } from "../../fixtures/modules.ts";
import { character, vehicle } from "../../fixtures/actors.ts";
import {
  asUser, FakeActor, type FakeChatMessage, flagRecord, renderOptions, messages, notice, noticeKeys, notices, OWNERSHIP, register, rollModeSetting, seeded, users, narrativeRollOf,
} from "../../doubles/index.ts";
import { requests } from "../../doubles/dice-dialog.ts";
import { keyWithData, shownKey } from "../../doubles/keys.ts";

const m = shellSuite({
  seed: 11,
  keys: true,
  modules: { crew: load.crewActions, jump: load.travelActions, form: load.travelForm, card: load.travelCard, model: load.travelModel, dialog: load.diceDialogDialog },
});

const PLAYER = { default: OWNERSHIP.NONE, [users.player.id]: OWNERSHIP.OWNER };
/** The jump form as these tests read it back: its element, its choice and how often the doubles' ApplicationV2 drew it. */
type OpenedForm = { render(): Promise<unknown>; renders: number; choice: unknown; element: HTMLElement };

/** A time span as the card's plural helper echoes it: the unit's key for the upper bound, with both bounds. */
const span = (unit: string, min: number, max: number) => keyWithData(`EOTE.Travel.Span.${unit}.other`, { count: String(max), min: String(min) });

/** A ship with a class 2 drive and a class 12 backup (or the drives given), and Kira, Intellect 3, Astrogation 2. */
function scene(drives: { primary: number | null; backup: number | null } = { primary: 2, backup: 12 }, navicomputer = true) {
  const sys = vehicle(3);
  sys.hyperdrive = drives;
  sys.navicomputer = navicomputer;
  const ship = register(new FakeActor("Wayward Star", "vehicle", sys, { ownership: PLAYER }));
  const kiraSys = character();
  kiraSys.characteristics.intellect = 3;
  kiraSys.skills.astrogation = { rank: 2, career: true };
  const kira = register(new FakeActor("Kira", "character", kiraSys, { ownership: PLAYER }));
  return { ship, kira };
}

async function rollUntil(ok: (o: { succeeded: boolean; advantage: number }) => boolean): Promise<FakeChatMessage> {
  const request = requests.at(-1)!;
  for (let seed = 1; seed < 3000; seed++) {
    m.config.Dice.randomUniform = seeded(seed);
    await m.dialog.rollPool(request.pool, request);
    const message = messages.at(-1)!;
    if (ok(narrativeRollOf(message).outcome!)) return message;
  }
  throw new Error("no seed gives that outcome");
}

describe("plotting a hyperspace jump", () => {
  for (const who of ["GM", "player"] as const) {
    it(`as the ${who}: the navigator rolls Astrogation at the form's difficulty; the card gives the time by class`, async () => {
      const s = scene();
      await m.crew.seatCrewMember(s.ship, "navigator", s.kira);
      if (who === "player") asUser(users.player);
      const opened = await m.form.openJumpForm(s.ship);
      expect(notices).toEqual([]);
      expect(opened).not.toBeNull();
      const context = await opened!._prepareContext(renderOptions()) as unknown as ReturnType<typeof m.model.jumpFormContext>;
      // Easy route, a navicomputer aboard: one difficulty die; both drives offered, the primary chosen.
      expect(context.difficulty).toBe(1);
      expect(context.drives.map((d) => [d.value, d.cls, d.selected])).toEqual([["primary", 2, true], ["backup", 12, false]]);
      const choice = m.model.jumpChoiceFromForm({ distance: "sector", base: "1", underPressure: true, damage: "light", drive: "primary" }, opened!.choice);
      await m.jump.plotJump(s.ship, choice);
      const request = requests.at(-1)!;
      expect(request.actor).toBe(s.kira);
      // Intellect 3, Astrogation 2; Easy +1 under pressure +1 lightly damaged: three difficulty dice.
      expect(request.pool).toMatchObject({ proficiency: 2, ability: 1, difficulty: 3 });
      expect(request.skillId).toBe("astrogation");
      expect(request.notes).toEqual(expect.arrayContaining(["EOTE.Travel.Modifier.underPressure", "EOTE.Travel.Damage.light"]));
      expect(request.flags?.["jump"]).toEqual({ vehicleUuid: s.ship.uuid, distance: "sector", hyperdriveClass: 2, difficulty: 3 });
      expect(request.privateFlags?.["jump"]).toEqual(request.flags?.["jump"]);
      const message = await rollUntil((o) => o.succeeded);
      expect(message.author.id).toBe(who === "player" ? users.player.id : users.gm.id);
      const html = (await m.card.jumpSection(message))!;
      expect(html).toContain(shownKey("EOTE.Travel.Card.Vehicle", { name: "Wayward Star" }));
      expect(html).toContain(shownKey("EOTE.Travel.Card.Time", { time: span("hours", 20, 48), distance: "EOTE.Travel.Distance.sector", value: 2 }));
      expect(html).toContain("EOTE.Travel.Effect.plotted");
      expect(html).toContain(shownKey("EOTE.Travel.Card.Difficulty.other", { count: "3" }));
    });
  }

  it("the backup drive: the time by its class; a failed roll says no jump is plotted", async () => {
    const s = scene();
    await m.crew.seatCrewMember(s.ship, "navigator", s.kira);
    const choice = { ...m.model.defaultJumpChoice({ navicomputer: true, hyperdrive: { primary: 2, backup: 12 } }), distance: "galaxy" as const, useBackup: true };
    await m.jump.plotJump(s.ship, choice);
    expect(requests.at(-1)!.flags?.["jump"]).toMatchObject({ hyperdriveClass: 12, distance: "galaxy" });
    const message = await rollUntil((o) => !o.succeeded);
    const html = (await m.card.jumpSection(message))!;
    expect(html).toContain(shownKey("EOTE.Travel.Card.Time", { time: span("weeks", 12, 36), distance: "EOTE.Travel.Distance.galaxy", value: 12 }));
    expect(html).toContain("EOTE.Travel.Effect.failed");
  });

  it("no navicomputer: the form starts with its +3 ticked", async () => {
    const s = scene({ primary: 1, backup: null }, false);
    await m.crew.seatCrewMember(s.ship, "navigator", s.kira);
    const opened = await m.form.openJumpForm(s.ship);
    expect(opened!.choice.noNavicomputer).toBe(true);
    expect((await opened!._prepareContext(renderOptions()) as { difficulty: number }).difficulty).toBe(4);
  });
});

describe("refusals", () => {
  for (const who of ["GM", "player"] as const) {
    it(`as the ${who}: no navigator seated: a notice, no form, no roll`, async () => {
      const s = scene();
      if (who === "player") asUser(users.player);
      expect(await m.form.openJumpForm(s.ship)).toBeNull();
      expect(notices).toEqual([notice("EOTE.Crew.NoCrew", { station: "EOTE.Crew.Station.navigator", vehicle: "Wayward Star" })]);
      await m.jump.plotJump(s.ship, m.model.defaultJumpChoice({ navicomputer: true, hyperdrive: { primary: 2, backup: null } }));
      expect(requests).toEqual([]);
    });

    it(`as the ${who}: no hyperdrive: a notice, no form, no roll`, async () => {
      const s = scene({ primary: null, backup: null });
      await m.crew.seatCrewMember(s.ship, "navigator", s.kira);
      if (who === "player") asUser(users.player);
      expect(await m.form.openJumpForm(s.ship)).toBeNull();
      await m.jump.plotJump(s.ship, m.model.defaultJumpChoice({ navicomputer: true, hyperdrive: { primary: null, backup: null } }));
      expect(requests).toEqual([]);
      expect(noticeKeys()).toEqual([
        "EOTE.Travel.Error.NoHyperdrive",
        "EOTE.Travel.Error.NoHyperdrive",
      ]);
    });
  }

  it("the backup asked for on a ship without one is refused", async () => {
    const s = scene({ primary: 1, backup: null });
    await m.crew.seatCrewMember(s.ship, "navigator", s.kira);
    await m.jump.plotJump(s.ship, { ...m.model.defaultJumpChoice({ navicomputer: true, hyperdrive: { primary: 1, backup: null } }), useBackup: true });
    expect(requests).toEqual([]);
    expect(notices).toHaveLength(1);
  });

  it("a forged flag (no class, an unknown distance) shows no jump section", async () => {
    const s = scene();
    await m.crew.seatCrewMember(s.ship, "navigator", s.kira);
    await m.jump.plotJump(s.ship, m.model.defaultJumpChoice({ navicomputer: true, hyperdrive: { primary: 2, backup: null } }));
    const message = await rollUntil(() => true);
    for (const bad of [{ hyperdriveClass: 0 }, { distance: "<b>far</b>" }, { difficulty: 1.5 }]) {
      const check = flagRecord(message, "eote", "check");
      check["jump"] = { ...(check["jump"] as object), ...bad };
      expect(await m.card.jumpSection(message)).toBeNull();
    }
  });
});

describe("the jump form over re-renders", () => {
  it("one change redraws the form once, however often it was rendered before (its listener is added once)", async () => {
    const s = scene();
    await m.crew.seatCrewMember(s.ship, "navigator", s.kira);
    const opened = (await m.form.openJumpForm(s.ship)) as unknown as OpenedForm;
    await opened.render();
    await opened.render();
    const element = opened.element;
    element.querySelector<HTMLSelectElement>("select[name=distance]")!.value = "galaxy";
    element.querySelector<HTMLInputElement>("input[name=underPressure]")!.checked = true;
    const before = opened.renders;
    element.dispatchEvent(new Event("change"));
    expect(opened.renders).toBe(before + 1);
    await opened.render(); // runs after the redraw the change asked for
    expect(opened.choice).toMatchObject({ distance: "galaxy", underPressure: true });
    expect(element.querySelector<HTMLSelectElement>("select[name=distance]")!.value).toBe("galaxy");
    expect(element.querySelector<HTMLInputElement>("input[name=underPressure]")!.checked).toBe(true);
  });
});
