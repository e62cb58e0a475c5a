// The vehicle sheet's damage control buttons (templates/actor/vehicle-tab-crew.hbs) with the real templates:
// one per repairable track, for those who may edit the vehicle in play and edit mode; none read-only.
import { describe, expect, it } from "vitest";
import { buildVehicleContext, type SheetFlags } from "../../module/applications/sheets/context/index.ts";
import { createEnvironment, missingKeys, render, renderVehicle } from "./handlebars-env.ts";
import { EDIT, PLAY, READ_ONLY, VEHICLE, VEHICLE_ITEMS } from "./fixtures.ts";

const hbs = createEnvironment();
const sheet = (flags: SheetFlags) => renderVehicle(hbs,
  buildVehicleContext({ name: "Freighter", img: "", type: "vehicle", system: VEHICLE, items: VEHICLE_ITEMS, flags, enriched: { biography: "", notes: "" } }));

describe("damage control buttons on the vehicle sheet", () => {
  it("both tracks' buttons, labelled, in play and edit mode", () => {
    for (const flags of [PLAY, EDIT]) {
      missingKeys.clear();
      const out = sheet(flags);
      expect([...missingKeys]).toEqual([]);
      expect(out).toContain("<h2>Damage control</h2>");
      expect(out).toContain('<button type="button" data-action="repairTrack" data-track="systemStrain">Repair system strain</button>');
      expect(out).toContain('<button type="button" data-action="repairTrack" data-track="hullTrauma">Repair hull trauma</button>');
      expect(out.match(/data-action="repairTrack"/g)).toHaveLength(2);
    }
  });

  it("none for a viewer who may not edit the vehicle", () => {
    const out = sheet(READ_ONLY);
    expect(out).toContain("Hull trauma"); // the tracks are still shown
    expect(out).not.toMatch(/repairTrack|Damage control/);
  });
});
