// The navigation hazard card's pure model (module/features/travel/passage-model.ts): what the card shows
// from its snapshot, and what a click writes (seed 002 NAVIGATION HAZARDS: a failure costs 1 speed, never
// below 0; Undo puts back what the record says, while the speed is still what the card left).
import { describe, expect, it } from "vitest";
import { navHazardCardView, navHazardStep, type NavHazardCardSnapshot } from "../../../module/features/travel/passage-model.ts";

const ID = "msgHazard0000001";
const vessel = (over: Partial<NonNullable<NavHazardCardSnapshot["vessel"]>> = {}) => ({ speed: 3, rating: 6, refusal: null, canAct: true, record: null, ...over });
const snapshot = (over: Partial<NavHazardCardSnapshot> = {}): NavHazardCardSnapshot => ({
  messageId: ID, flag: { vehicleUuid: "Actor.ship", level: "dangerous", speed: 3 }, outcome: { succeeded: false }, vehicleName: "Wayward Star", vessel: vessel(), ...over,
});

describe("the hazard card's view", () => {
  it("a failure the viewer may act on offers Apply; applied, Undo and what it did; no roll, nothing to draw", () => {
    expect(navHazardCardView(snapshot())).toMatchObject({ levelKey: "EOTE.Travel.Hazard.Level.dangerous", speedBefore: 3, speedAfter: 2, canApply: true, canUndo: false, applied: null });
    const applied = navHazardCardView(snapshot({ vessel: vessel({ speed: 2, record: { speed: { before: 3, after: 2 } } }) }));
    expect(applied).toMatchObject({ canApply: false, canUndo: true, applied: { before: 3, after: 2 } });
    expect(navHazardCardView(snapshot({ outcome: null }))).toBeNull();
  });

  it("no vehicle, a refused card or a viewer without rights: no button; a success: none either", () => {
    expect(navHazardCardView(snapshot({ vessel: null }))).toMatchObject({ canApply: false, canUndo: false, refusal: null });
    expect(navHazardCardView(snapshot({ vessel: vessel({ refusal: "EOTE.Travel.Hazard.Card.Refused" }) }))).toMatchObject({ canApply: false, refusal: "EOTE.Travel.Hazard.Card.Refused" });
    expect(navHazardCardView(snapshot({ vessel: vessel({ canAct: false }) }))).toMatchObject({ canApply: false });
    expect(navHazardCardView(snapshot({ outcome: { succeeded: true } }))).toMatchObject({ succeeded: true, canApply: false, speedAfter: 3 });
  });
});

describe("a click", () => {
  it("Apply on a failure: 1 speed off the vessel's speed now (not the flag's), with the record, in one update", () => {
    expect(navHazardStep({ ...snapshot(), vessel: vessel({ speed: 5 }) }, "apply")).toEqual({
      update: { "system.speed.value": 4, [`flags.eote.navHazardLog.${ID}`]: { speed: { before: 5, after: 4 } } },
    });
    expect(navHazardStep({ ...snapshot(), vessel: vessel({ speed: 0 }) }, "apply")).toEqual({
      update: { "system.speed.value": 0, [`flags.eote.navHazardLog.${ID}`]: { speed: { before: 0, after: 0 } } },
    });
  });

  it("a speed stored above the rating (a Full Throttle that has ended): 1 off the rating the vessel moves at, the stored speed recorded; Undo puts it back", () => {
    const applied = navHazardStep({ ...snapshot(), vessel: vessel({ speed: 5, rating: 4 }) }, "apply");
    expect(applied).toEqual({ update: { "system.speed.value": 3, [`flags.eote.navHazardLog.${ID}`]: { speed: { before: 5, after: 3 } } } });
    expect(navHazardStep({ ...snapshot(), vessel: vessel({ speed: 3, rating: 4, record: { speed: { before: 5, after: 3 } } }) }, "undo"))
      .toEqual({ update: { "system.speed.value": 5, [`flags.eote.navHazardLog.-=${ID}`]: null } });
  });

  it("Apply on a success, on no roll, or once applied: the notice, nothing written", () => {
    const nothing = { notice: "EOTE.Travel.Hazard.Notice.Nothing" };
    expect(navHazardStep({ ...snapshot({ outcome: { succeeded: true } }), vessel: vessel() }, "apply")).toEqual(nothing);
    expect(navHazardStep({ ...snapshot({ outcome: null }), vessel: vessel() }, "apply")).toEqual(nothing);
    expect(navHazardStep({ ...snapshot(), vessel: vessel({ record: { speed: { before: 3, after: 2 } } }) }, "apply")).toEqual(nothing);
  });

  it("Undo: the speed before while it is still what the card left, the record gone either way; without a record, the notice", () => {
    const record = { speed: { before: 3, after: 2 } };
    expect(navHazardStep({ ...snapshot(), vessel: vessel({ speed: 2, record }) }, "undo")).toEqual({
      update: { "system.speed.value": 3, [`flags.eote.navHazardLog.-=${ID}`]: null },
    });
    expect(navHazardStep({ ...snapshot(), vessel: vessel({ speed: 5, record }) }, "undo")).toEqual({ update: { [`flags.eote.navHazardLog.-=${ID}`]: null } });
    expect(navHazardStep({ ...snapshot(), vessel: vessel({ speed: 2 }) }, "undo")).toEqual({ notice: "EOTE.Travel.Hazard.Notice.NotOwner" });
    expect(navHazardStep({ ...snapshot(), vessel: vessel({ speed: 2, record, canAct: false }) }, "undo")).toEqual({ notice: "EOTE.Travel.Hazard.Notice.NotOwner" });
  });
});
