// The vehicle sheet's damage control buttons (templates/actor/vehicle-actions.hbs) with the real templates: in the
// engineer's row of the starship actions, one per repairable track, for those who may edit the vehicle in play
// and edit mode; none read-only.
import { describe, expect, it } from "vitest";
import type { SheetFlags } from "../../module/applications/sheets/context/index.ts";
import { drawVehicle } from "./sheet-kit.ts";
import { createEnvironment, knownKeys, render } from "./handlebars-env.ts";
import { EDIT, PLAY, READ_ONLY, VEHICLE_ITEMS } from "./fixtures.ts";

const hbs = createEnvironment({ keys: true });
const sheet = (flags: SheetFlags) => drawVehicle(hbs, "Freighter", VEHICLE_ITEMS, flags);

describe("damage control buttons on the vehicle sheet", () => {
  it("both tracks' buttons, labelled, in play and edit mode", () => {
    for (const flags of [PLAY, EDIT]) {
      const out = knownKeys(() => sheet(flags));
      // Damage control is the engineer's: its name and both buttons in the engineer's row, each button named in full for a screen reader.
      const engineer = out.match(/<tr data-station-actions="engineer">[\s\S]*?<\/tr>/)?.[0] ?? "";
      expect(engineer).toMatch(/<span class="eote-action-name">EOTE\.Sheet\.Vehicle\.DamageControl<\/span>/);
      expect(engineer).toMatch(/<button type="button" data-action="repairTrack" data-track="systemStrain" aria-label="EOTE\.Sheet\.Vehicle\.RepairSystemStrain">EOTE\.CrewTab\.SystemStrain<\/button>/);
      expect(engineer).toMatch(/<button type="button" data-action="repairTrack" data-track="hullTrauma" aria-label="EOTE\.Sheet\.Vehicle\.RepairHullTrauma">EOTE\.CrewTab\.HullTrauma<\/button>/);
      expect(out.match(/data-action="repairTrack"/g)).toHaveLength(2);
    }
  });

  it("none for a viewer who may not edit the vehicle", () => {
    const out = sheet(READ_ONLY);
    expect(out).toContain("EOTE.Sheet.Track.hullTrauma"); // the tracks are still shown
    expect(out).not.toMatch(/repairTrack|EOTE\.Sheet\.Vehicle\.DamageControl/);
  });
});
