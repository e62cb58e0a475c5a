// The damage control card's pure model (module/features/vehicle-repair/model.ts) and its template with real
// Handlebars: what Repair would remove (net successes, capped at the track), failure, refusal for
// viewers who may not act, the one-update Repair, Undo relative to the current track, and the readers.
import { describe, expect, it } from "vitest";
import {
  buildRepairCard, readRepairFlag, readRepairRecord, repairChange, repairUndo, repairUpdate, type RepairRecord, type VehicleInput,
} from "../../../module/features/vehicle-repair/model.ts";
import { cardRender } from "../../fixtures/card-template.ts";
import { shownKey } from "../../doubles/keys.ts";

const rec = (track: RepairRecord["track"], repaired: number): RepairRecord => ({ track, repaired, change: repairChange(track, repaired) });

const render = cardRender("repair.hbs", { keys: true });

const roll = (netSuccess: number) => ({ netSuccess, succeeded: netSuccess > 0 });
const freighter = (over: Partial<VehicleInput> = {}): VehicleInput => ({
  uuid: "Actor.v", name: "Wayfarer", canAct: true, track: "systemStrain", value: 6, threshold: 15, record: null, ...over,
});

describe("damage control card", () => {
  it("a success offers Repair for its net successes", () => {
    const ctx = buildRepairCard(roll(2), freighter());
    expect(ctx).toEqual({
      vehicleName: "Wayfarer", trackKey: "EOTE.Combat.Repair.Track.systemStrain", succeeded: true, amount: 2,
      repaired: false, canAct: true, canRepair: true, canUndo: false,
    });
    const html = render(ctx);
    expect(html).toContain(shownKey("EOTE.Combat.Repair.Vehicle", { name: "Wayfarer" }));
    expect(html).toContain(shownKey("EOTE.Combat.Repair.Repairs", { count: 2, track: "EOTE.Combat.Repair.Track.systemStrain" }));
    expect(html).toContain('data-action="eoteRepair">EOTE.Combat.Repair.Repair</button>');
    expect(html).not.toContain("eoteRepairUndo");
  });

  it("hull trauma, and never more than the track holds", () => {
    const html = render(buildRepairCard(roll(4), freighter({ track: "hullTrauma", value: 3, threshold: 22 })));
    expect(html).toContain(shownKey("EOTE.Combat.Repair.Repairs", { count: 3, track: "EOTE.Combat.Repair.Track.hullTrauma" }));
  });

  it("a failed check says nothing is repaired and has no button", () => {
    const ctx = buildRepairCard({ netSuccess: -1, succeeded: false }, freighter());
    expect(ctx).toMatchObject({ amount: 0, canRepair: false, canUndo: false });
    const html = render(ctx);
    expect(html).toContain(">EOTE.Combat.Repair.Failed<");
    expect(html).not.toContain("<button");
  });

  it("nothing to repair (the track is at 0): no button", () => {
    const html = render(buildRepairCard(roll(2), freighter({ value: 0 })));
    expect(html).toContain(shownKey("EOTE.Combat.Repair.Repairs", { count: 0, track: "EOTE.Combat.Repair.Track.systemStrain" }));
    expect(html).not.toContain("<button");
  });

  it("no buttons for a viewer who may not act", () => {
    expect(render(buildRepairCard(roll(2), freighter({ canAct: false })))).not.toContain("<button");
    const done = freighter({ canAct: false, value: 4, record: rec("systemStrain", 2) });
    expect(render(buildRepairCard(roll(2), done))).not.toContain("<button");
  });

  it("after Repair: what it repaired, and Undo", () => {
    const ctx = buildRepairCard(roll(2), freighter({ value: 9, record: rec("systemStrain", 2) }));
    expect(ctx).toMatchObject({ amount: 2, repaired: true, canRepair: false, canUndo: true });
    const html = render(ctx);
    expect(html).toContain(shownKey("EOTE.Combat.Repair.Repaired", { count: 2, track: "EOTE.Combat.Repair.Track.systemStrain" }));
    expect(html).toContain('data-action="eoteRepairUndo">EOTE.Combat.Card.Undo</button>');
    expect(html).not.toContain('data-action="eoteRepair"');
  });
});

describe("Repair and Undo updates", () => {
  it("Repair lowers the track and stores the record in one update", () => {
    expect(repairUpdate(roll(2), freighter(), "m1")).toEqual({
      update: { "system.systemStrain.value": 4, "flags.eote.repairLog.m1": rec("systemStrain", 2) },
      record: rec("systemStrain", 2),
    });
    expect(repairUpdate(roll(5), freighter({ track: "hullTrauma", value: 3 }), "m2")?.update).toEqual({
      "system.hullTrauma.value": 0, "flags.eote.repairLog.m2": rec("hullTrauma", 3),
    });
  });

  it("no update once used, on a failure, or with nothing to repair", () => {
    expect(repairUpdate(roll(2), freighter({ record: rec("systemStrain", 1) }), "m1")).toBeNull();
    expect(repairUpdate({ netSuccess: 0, succeeded: false }, freighter(), "m1")).toBeNull();
    expect(repairUpdate(roll(2), freighter({ value: 0 }), "m1")).toBeNull();
  });

  it("Undo gives back what was repaired, relative to the current value, and removes the record", () => {
    expect(repairUndo({ wounds: 1, strain: 7 }, "m1", rec("systemStrain", 2))).toEqual({
      "flags.eote.repairLog.-=m1": null, "system.systemStrain.value": 9,
    });
    expect(repairUndo({ wounds: 0, strain: 4 }, "m1", rec("hullTrauma", 3))).toEqual({
      "flags.eote.repairLog.-=m1": null, "system.hullTrauma.value": 3,
    });
    expect(repairUndo({ wounds: 5, strain: 0 }, "m1", rec("hullTrauma", 0))).toEqual({ "flags.eote.repairLog.-=m1": null });
    // The stored change is what undo takes off (it may have been lowered by another card's undo since).
    expect(repairUndo({ wounds: 5, strain: 0 }, "m1", { ...rec("hullTrauma", 3), change: { wounds: -1, strain: 0 } })).toEqual({
      "flags.eote.repairLog.-=m1": null, "system.hullTrauma.value": 6,
    });
  });
});

describe("readers", () => {
  it("flags and records read defensively", () => {
    expect(readRepairFlag({ vehicleUuid: "Actor.v", track: "hullTrauma" })).toEqual({ vehicleUuid: "Actor.v", track: "hullTrauma" });
    expect(readRepairFlag({ vehicleUuid: "Actor.v", track: "wounds" })).toBeNull();
    expect(readRepairFlag({ vehicleUuid: "", track: "hullTrauma" })).toBeNull();
    expect(readRepairFlag(null)).toBeNull();
    // Records stored before `change` existed read it from what they repaired.
    expect(readRepairRecord({ track: "systemStrain", repaired: 2 })).toEqual({ track: "systemStrain", repaired: 2, change: { wounds: 0, strain: -2 } });
    expect(readRepairRecord({ track: "hullTrauma", repaired: 2, change: { wounds: -1, strain: 0 } })?.change).toEqual({ wounds: -1, strain: 0 });
    expect(readRepairRecord({ track: "systemStrain", repaired: -1 })).toBeNull();
    expect(readRepairRecord({ track: "strain", repaired: 1 })).toBeNull();
    expect(readRepairRecord("x")).toBeNull();
  });
});
