// The vehicle's travel fields (hyperdrive classes, navicomputer, sensor range, consumables): a vehicle
// stored before they existed loads with their defaults, and edits go through v13's update validation.
import { describe, expect, it } from "vitest";
import { vehicle } from "../fixtures/actors.ts";
import { validateSystemData } from "../../module/data/validate.ts";
import { ACTOR_SPECS } from "../../module/data/spec/actors.ts";
import { initialValue } from "../../module/data/spec/builders.ts";
import { asUser, FakeActor, register, users } from "../doubles/index.ts";
import { shellSuite } from "../doubles/suite.ts";

shellSuite();

function oldVehicle(): Record<string, unknown> {
  const sys = vehicle() as unknown as Record<string, unknown>;
  for (const key of ["hyperdrive", "navicomputer", "sensorRange", "consumables"]) delete sys[key];
  return sys;
}

describe("vehicle travel data", () => {
  it("an old vehicle's source is valid, and the schema's initial values give no drive, no navicomputer, short sensors", () => {
    // Foundry fills a field the stored source lacks with its initial value when the document loads,
    // so no migration writes these (and none may: migrateData also sees partial diffs).
    expect(validateSystemData("Actor", "vehicle", oldVehicle(), { partial: true })).toEqual([]);
    const initial = initialValue(ACTOR_SPECS.vehicle) as Record<string, unknown>;
    expect(initial["hyperdrive"]).toEqual({ primary: null, backup: null });
    expect(initial["navicomputer"]).toBe(false);
    expect(initial["sensorRange"]).toBe("short");
    expect(initial["consumables"]).toBe("");
  });

  it("the fixture's values validate; a negative class and an unknown sensor range do not", () => {
    expect(validateSystemData("Actor", "vehicle", vehicle())).toEqual([]);
    expect(validateSystemData("Actor", "vehicle", { ...vehicle(), hyperdrive: { primary: -1, backup: null } })).not.toEqual([]);
    expect(validateSystemData("Actor", "vehicle", { ...vehicle(), sensorRange: "far" })).not.toEqual([]);
  });

  it("a half-class drive is kept, and clearing it stores null", async () => {
    const ship = register(new FakeActor("Fast", "vehicle", vehicle()));
    await ship.update({ "system.hyperdrive.primary": 0.5 });
    expect((ship.system as unknown as { hyperdrive: { primary: number | null } }).hyperdrive.primary).toBe(0.5);
    await ship.update({ "system.hyperdrive.backup": null });
    expect((ship.system as unknown as { hyperdrive: { backup: number | null } }).hyperdrive.backup).toBeNull();
    await expect(ship.update({ "system.sensorRange": "far" })).rejects.toThrow();
  });
});
