// Sublight trips and navigation hazards from the vehicle sheet's Navigation block over the v13 doubles, as
// the GM and as a player who owns the ship: the sublight card gives the trip's time (seed 002 SUBLIGHT
// TRAVEL) in the user's roll mode; the hazard check is the seated pilot's Piloting with difficulty dice from
// the higher of half the silhouette and the speed, the lower upgraded, and the level's setback (seed 002
// NAVIGATION HAZARDS), through the crew check path; its card says whether the vessel gets through, or loses
// 1 speed and its destination. Refused without a pilot; a forged flag shows nothing.
import { describe, expect, it } from "vitest";
import { shellSuite } from "../../../doubles/suite.ts";
import { load } from "../../../fixtures/modules.ts";
import { messageLike } from "../../../doubles/chat.ts";
import { malformed } from "../../../doubles/typed.ts";
import { character, vehicle } from "../../../fixtures/actors.ts";
import {
  asUser, FakeActor, type FakeChatMessage, renderOptions, notice, notices, OWNERSHIP, register, rollModeSetting, users,
} from "../../../doubles/index.ts";
import { requests } from "../../../doubles/dice-dialog.ts";
import { keyWithData, shownKey } from "../../../doubles/keys.ts";

const g = globalThis as unknown as { ChatMessage: { create(data: object): Promise<FakeChatMessage> } };
/** A form as these tests read it back: its element, how often the doubles' ApplicationV2 drew it, its chosen level. */
type OpenedForm = { render(): Promise<unknown>; renders: number; level?: string; element: HTMLElement };

const PLAYER = { default: OWNERSHIP.NONE, [users.player.id]: OWNERSHIP.OWNER };

const m = shellSuite({
  seed: 13,
  keys: true,
  modules: { crew: load.crewActions, passage: load.travelActionsPassage, forms: load.travelFormPassage, card: load.travelCardPassage, model: load.travelPassageModel },
  each: () => {
    rollModeSetting.value = "publicroll";
  },
});

/** A silhouette 5 ship at speed 2 (or as given) and Kira, Agility 3, Piloting (Space) 2. */
function scene(silhouette = 5, speed = 2) {
  const sys = vehicle(silhouette);
  sys.speed = { value: speed, max: 5 };
  const ship = register(new FakeActor("Wayward Star", "vehicle", sys, { ownership: PLAYER }));
  const kiraSys = character();
  kiraSys.characteristics.agility = 3;
  kiraSys.skills.pilotingSpace = { rank: 2, career: true };
  const kira = register(new FakeActor("Kira", "character", kiraSys, { ownership: PLAYER }));
  return { ship, kira };
}

/** A Piloting roll's message as the card reads it: its outcome and its flag. */
const rolled = (succeeded: boolean, navHazard: object) => messageLike({ rolls: [{ actionableOutcome: { succeeded } }], flags: { eote: { check: { navHazard } } }, isContentVisible: true });

describe("a sublight trip", () => {
  for (const who of ["GM", "player"] as const) {
    it(`as the ${who}: the form lists the seed's trips; its card gives the trip's time, in the user's roll mode`, async () => {
      const s = scene();
      if (who === "player") asUser(users.player);
      rollModeSetting.value = "gmroll";
      const opened = await m.forms.openSublightForm(s.ship);
      const context = await opened!._prepareContext(renderOptions()) as unknown as ReturnType<typeof m.model.sublightFormContext>;
      expect(context.trips.map((t) => [t.value, t.span.min, t.span.max, t.span.unit])).toEqual([
        ["orbitToJump", 5, 15, "minutes"], ["surfaceToMoon", 30, 90, "minutes"], ["planetToPlanet", 6, 12, "hours"], ["acrossSystem", 12, 72, "hours"],
      ]);
      const message = (await m.passage.postSublightTrip(s.ship, m.model.sublightTripFromForm({ trip: "planetToPlanet" }, "orbitToJump")))!;
      expect(message.whisper).toContain(users.gm.id);
      expect(message.author.id).toBe(who === "player" ? users.player.id : users.gm.id);
      const html = (await m.card.sublightSection(message))!;
      expect(html).toContain("EOTE.Travel.Sublight.Trip.planetToPlanet");
      expect(html).toContain(shownKey("EOTE.Travel.Sublight.Card.Time", { time: keyWithData("EOTE.Travel.Span.hours.other", { count: "12", min: "6" }) }));
    });
  }

  it("a forged trip shows nothing; a character has no sublight trip", async () => {
    const s = scene();
    const forged = await g.ChatMessage.create({ flags: { eote: { sublight: { vehicleUuid: s.ship.uuid, trip: "toTheMoonAndBack" } } } });
    expect(await m.card.sublightSection(forged)).toBeNull();
    expect(await m.passage.postSublightTrip(s.kira, "orbitToJump")).toBeNull();
    expect(notices).toHaveLength(1);
  });
});

describe("a navigation hazard", () => {
  for (const who of ["GM", "player"] as const) {
    it(`as the ${who}: the pilot rolls Piloting against half the silhouette and the speed, upgraded, plus the level's setback`, async () => {
      const s = scene(5, 2);
      await m.crew.seatCrewMember(s.ship, "pilot", s.kira);
      if (who === "player") asUser(users.player);
      const opened = await m.forms.openHazardForm(s.ship);
      expect(notices).toEqual([]);
      const context = await opened!._prepareContext(renderOptions()) as unknown as ReturnType<typeof m.model.hazardFormContext>;
      // Silhouette 5: half rounded up is 3; speed 2. Three dice, two of them challenge; medium: one setback.
      expect(context.pool).toEqual({ difficulty: 1, challenge: 2, setback: 1 });
      expect(context.levels.map((l) => l.setback)).toEqual([0, 1, 2, 3]);
      await m.passage.navigationHazardCheck(s.ship, m.model.hazardLevelFromForm({ level: "veryRisky" }, "medium"));
      const request = requests.at(-1)!;
      expect(request.actor).toBe(s.kira);
      expect(request.skillId).toBe("pilotingSpace");
      expect(request.pool).toMatchObject({ proficiency: 2, ability: 1, difficulty: 1, challenge: 2, setback: 3 });
      expect(request.flags?.["navHazard"]).toEqual({ vehicleUuid: s.ship.uuid, level: "veryRisky", speed: 2 });
      expect(request.notes).toContain(keyWithData("EOTE.Travel.Hazard.Note", { level: "EOTE.Travel.Hazard.Level.veryRisky", silhouette: "5", speed: "2" }));
      // A level no table has (a macro's typo) rolls nothing.
      await m.passage.navigationHazardCheck(s.ship, malformed("apocalyptic"));
      expect(requests).toHaveLength(1);
    });
  }

  it("the card: through on a success; on a failure, 1 speed lost (never below 0) and no destination", async () => {
    const s = scene(3, 1);
    const flag = { vehicleUuid: s.ship.uuid, level: "dangerous", speed: 1 };
    const failed = (await m.card.navHazardSection(rolled(false, flag)))!;
    expect(failed).toContain(shownKey("EOTE.Travel.Hazard.Card.Level", { name: "Wayward Star", level: "EOTE.Travel.Hazard.Level.dangerous" }));
    expect(failed).toContain(shownKey("EOTE.Travel.Hazard.Card.Failed", { name: "Wayward Star", before: 1, after: 0 }));
    const stopped = (await m.card.navHazardSection(rolled(false, { ...flag, speed: 0 })))!;
    expect(stopped).toContain(shownKey("EOTE.Travel.Hazard.Card.Failed", { name: "Wayward Star", before: 0, after: 0 }));
    const through = (await m.card.navHazardSection(rolled(true, flag)))!;
    expect(through).toContain(shownKey("EOTE.Travel.Hazard.Card.Through", { name: "Wayward Star" }));
    expect(await m.card.navHazardSection(rolled(false, { ...flag, level: "apocalyptic" }))).toBeNull();
    expect(await m.card.navHazardSection(rolled(false, { ...flag, speed: -1 }))).toBeNull();
  });

  it("speed 0 and silhouette 1: one difficulty die, nothing upgraded", () => {
    expect(m.model.hazardFormContext("light", { silhouette: 1, speed: 0 }).pool).toEqual({ difficulty: 1, challenge: 0, setback: 0 });
  });

  for (const who of ["GM", "player"] as const) {
    it(`as the ${who}: no pilot seated: a notice, no form, no roll`, async () => {
      const s = scene();
      if (who === "player") asUser(users.player);
      expect(await m.forms.openHazardForm(s.ship)).toBeNull();
      await m.passage.navigationHazardCheck(s.ship, "medium");
      expect(requests).toEqual([]);
      expect(notices).toEqual([
        notice("EOTE.Crew.NoCrew", { station: "EOTE.Crew.Station.pilot", vehicle: "Wayward Star" }),
        notice("EOTE.Crew.NoCrew", { station: "EOTE.Crew.Station.pilot", vehicle: "Wayward Star" }),
      ]);
    });
  }
});

describe("the navigation hazard form over re-renders", () => {
  it("one change redraws the form once, however often it was rendered before (its listener is added once)", async () => {
    const s = scene(5, 2);
    await m.crew.seatCrewMember(s.ship, "pilot", s.kira);
    const opened = (await m.forms.openHazardForm(s.ship)) as unknown as OpenedForm;
    await opened.render();
    await opened.render();
    const element = opened.element;
    for (const radio of element.querySelectorAll<HTMLInputElement>("input[name=level]")) radio.checked = radio.value === "veryRisky";
    const before = opened.renders;
    element.dispatchEvent(new Event("change"));
    expect(opened.renders).toBe(before + 1);
    await opened.render(); // runs after the redraw the change asked for
    expect(opened.level).toBe("veryRisky");
    expect(element.querySelector<HTMLInputElement>("input[name=level][checked]")!.value).toBe("veryRisky");
  });

  it("the sublight form has no change listener: a change redraws nothing", async () => {
    const s = scene();
    const opened = (await m.forms.openSublightForm(s.ship)) as unknown as OpenedForm;
    await opened.render();
    const before = opened.renders;
    opened.element.dispatchEvent(new Event("change"));
    expect(opened.renders).toBe(before);
  });
});
