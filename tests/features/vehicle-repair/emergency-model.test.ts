// The emergency repairs and collision cards' pure models (module/features/vehicle-repair/emergency-model.ts,
// collision-model.ts): what each card offers, the readers refusing malformed flags and records, and the
// effect data emergency repairs put on the ship.
import { describe, expect, it } from "vitest";
import {
  buildEmergencyCard, emergencyEffectData, readEmergencyFlag, readEmergencyRecord, vehicleModifierChanges, type EmergencyVehicle,
} from "../../../module/features/vehicle-repair/emergency-model.ts";
import { buildCollisionCard, readCollisionRecord, readStationFlag } from "../../../module/features/vehicle-repair/collision-model.ts";

const ship = (over: Partial<EmergencyVehicle> = {}): EmergencyVehicle => ({
  name: "Wayfarer", canAct: true, shutDown: true, underEmergencyRepairs: false, record: null, ...over,
});

describe("emergency repairs card", () => {
  it("a success on a shut-down ship offers Restore; once restored, Undo", () => {
    expect(buildEmergencyCard({ succeeded: true }, ship())).toEqual({
      vehicleName: "Wayfarer", succeeded: true, restored: false, notNeeded: false, canAct: true, canRestore: true, canUndo: false,
    });
    expect(buildEmergencyCard({ succeeded: true }, ship({ record: { effectId: "a".repeat(16) }, shutDown: false, underEmergencyRepairs: true })))
      .toMatchObject({ restored: true, notNeeded: false, canRestore: false, canUndo: true });
  });

  it("nothing to restore: a failure, a ship that is not shut down or already on emergency repairs, a viewer who may not act", () => {
    expect(buildEmergencyCard({ succeeded: false }, ship())).toMatchObject({ canRestore: false, notNeeded: false });
    expect(buildEmergencyCard({ succeeded: true }, ship({ shutDown: false }))).toMatchObject({ canRestore: false, notNeeded: true });
    expect(buildEmergencyCard({ succeeded: true }, ship({ underEmergencyRepairs: true }))).toMatchObject({ canRestore: false, notNeeded: true });
    expect(buildEmergencyCard({ succeeded: true }, ship({ canAct: false }))).toMatchObject({ canRestore: false, canUndo: false });
  });

  it("the readers keep only well-formed flags and records", () => {
    expect(readEmergencyFlag({ vehicleUuid: "Actor.v", repairerUuid: "Actor.m", vehicleTokenUuid: 3 })).toEqual({ vehicleUuid: "Actor.v", repairerUuid: "Actor.m" });
    expect(readEmergencyFlag({ vehicleUuid: "Actor.v" })).toBeNull();
    expect(readEmergencyRecord({ effectId: "abcdefghijklmnop" })).toEqual({ effectId: "abcdefghijklmnop" });
    expect(readEmergencyRecord({ effectId: "<b>x</b>" })).toBeNull();
  });

  it("the effect: Add changes on system.modifiers.vehicle, flagged as a vehicle state", () => {
    const data = emergencyEffectData("Emergency repairs", "…", "ChatMessage.m");
    expect(data["changes"]).toEqual([
      { key: "system.modifiers.vehicle.speed", mode: 2, value: "-1" },
      { key: "system.modifiers.vehicle.handling", mode: 2, value: "-3" },
      { key: "system.modifiers.vehicle.weaponsInoperable", mode: 2, value: "1" },
      { key: "system.modifiers.vehicle.traumaCritical", mode: 2, value: "30" },
    ]);
    expect(data["flags"]).toEqual({ eote: { vehicleState: "emergencyRepairs" } });
    expect(vehicleModifierChanges({ speed: 0, defence: -1 })).toEqual([{ key: "system.modifiers.vehicle.defence", mode: 2, value: "-1" }]);
  });
});

describe("collision card", () => {
  it("only a pilot's check with despair; minor on a success, major on a failure; zone buttons for the GM", () => {
    expect(buildCollisionCard({ despair: 1, succeeded: true }, "engineer", ["fore", "aft"], null, true)).toBeNull();
    expect(buildCollisionCard({ despair: 0, succeeded: false }, "pilot", ["fore", "aft"], null, true)).toBeNull();
    expect(buildCollisionCard({ despair: 1, succeeded: true }, "pilot", ["fore", "aft"], null, true)).toEqual({
      kind: "minor", record: null, canApply: true, canUndo: false,
      zones: [{ zone: "fore", labelKey: "EOTE.Sheet.Arc.fore" }, { zone: "aft", labelKey: "EOTE.Sheet.Arc.aft" }],
    });
    const record = { zone: "aft" as const, total: 12, itemId: null, name: "" };
    expect(buildCollisionCard({ despair: 2, succeeded: false }, "pilot", ["fore", "aft"], record, true)).toMatchObject({ kind: "major", canApply: false, canUndo: true });
    expect(buildCollisionCard({ despair: 1, succeeded: true }, "pilot", ["fore"], null, false)).toMatchObject({ canApply: false, canUndo: false });
  });

  it("the readers keep only well-formed flags and records", () => {
    expect(readStationFlag({ vehicleUuid: "Actor.v", station: "pilot", actorUuid: "Actor.k" })).toEqual({ vehicleUuid: "Actor.v", station: "pilot", actorUuid: "Actor.k" });
    expect(readStationFlag({ vehicleUuid: "Actor.v", station: "pilot" })).toBeNull();
    expect(readCollisionRecord({ zone: "dorsal", total: 3, itemId: null })).toBeNull();
    expect(readCollisionRecord({ zone: "fore", total: 3, itemId: "not an id" })).toEqual({ zone: "fore", total: 3, itemId: null, name: "" });
  });
});
