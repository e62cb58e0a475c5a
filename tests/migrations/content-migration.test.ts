// Migration 6: out-of-turn incidental talents and specialisations other careers list, set once on the
// documents of an older world, leaving what an owner chose alone.
import { describe, expect, it } from "vitest";
import { completeSystem, migrateSystem } from "../../module/migrations/migrations.ts";
import { contentModel } from "../../module/migrations/content.ts";

const talent = (key: string, activation: string): Record<string, unknown> => ({ description: "", key, ranked: false, rank: 1, activation, tier: 1 });
const spec = (key: string, otherCareers: string[] = []): Record<string, unknown> => ({ description: "", key, career: "technician", otherCareers, careerSkills: [], tree: [] });
const before = contentModel.version - 1;

describe("migration 6", () => {
  it("turns our out-of-turn talents stored as plain incidentals into out-of-turn incidentals, once", () => {
    const dodge = talent("dodge", "activeIncidental");
    expect(migrateSystem("Item", "talent", dodge, before)).toBe(true);
    expect(dodge["activation"]).toBe("activeIncidentalOutOfTurn");
    expect(migrateSystem("Item", "talent", dodge, before)).toBe(false);
  });

  it("leaves another talent, and an activation its owner changed, alone", () => {
    const quickDraw = talent("quickDraw", "activeIncidental");
    const ownDodge = talent("dodge", "activeManeuver");
    expect(migrateSystem("Item", "talent", quickDraw, before)).toBe(false);
    expect(migrateSystem("Item", "talent", ownDodge, before)).toBe(false);
    expect([quickDraw["activation"], ownDodge["activation"]]).toEqual(["activeIncidental", "activeManeuver"]);
  });

  it("gives Mechanic, Pilot and Slicer the careers later books list them under, unless some are named", () => {
    const mechanic = spec("mechanic");
    expect(migrateSystem("Item", "specialisation", mechanic, before)).toBe(true);
    expect(mechanic["otherCareers"]).toEqual(["engineer"]);
    const named = spec("pilot", ["freighterCaptain"]);
    expect(migrateSystem("Item", "specialisation", named, before)).toBe(false);
    expect(named["otherCareers"]).toEqual(["freighterCaptain"]);
    expect(migrateSystem("Item", "specialisation", spec("doctor"), before)).toBe(false);
  });

  it("runs for documents that existed before, never for new ones, and not for a world already past it", () => {
    const dodge = talent("dodge", "activeIncidental");
    expect(completeSystem("Item", "talent", dodge, before, true)).toBe(false);
    expect(migrateSystem("Item", "talent", dodge, contentModel.version)).toBe(false);
    expect(dodge["activation"]).toBe("activeIncidental");
  });
});
