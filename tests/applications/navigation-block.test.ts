// The vehicle sheet's Navigation block with the real templates: hyperdrive classes (None for an empty
// one), navicomputer, sensor range, consumables escaped; Plot hyperspace jump only for an editor of a
// ship with a drive; the edit mode's fields bound to the stored paths.
import { describe, expect, it } from "vitest";
import { buildVehicleContext } from "../../module/applications/sheets/context/index.ts";
import { navigationView } from "../../module/applications/sheets/context/navigation.ts";
import { createEnvironment, knownKeys, render, renderVehicle } from "./handlebars-env.ts";
import { EDIT, PLAY, READ_ONLY, VEHICLE, VEHICLE_ITEMS } from "./fixtures.ts";
import type { SheetFlags } from "../../module/applications/sheets/context/index.ts";
import { shownKey } from "../doubles/keys.ts";

const hbs = createEnvironment({ keys: true });

function sheet(flags: SheetFlags, over: Partial<typeof VEHICLE> = {}) {
  const system = { ...VEHICLE, ...over };
  return renderVehicle(hbs, buildVehicleContext({ name: "Freighter", img: "", type: "vehicle", system, items: VEHICLE_ITEMS, flags, enriched: { notes: "" } }));
}

const block = (html: string) => html.slice(html.indexOf('<section class="eote-navigation">'), html.indexOf("</section>", html.indexOf('<section class="eote-navigation">')));

describe("the Navigation block", () => {
  it("play: classes, navicomputer, sensors, consumables escaped; the jump button for an editor", () => {
    const out = knownKeys(() => block(sheet(PLAY, { consumables: "<i>2 months</i>", hyperdrive: { primary: 0.5, backup: null } })));
    expect(out).toContain("<h2>EOTE.Travel.Heading</h2>");
    expect(out).toContain(shownKey("EOTE.Travel.Class", { value: "0.5" }));
    expect(out).toContain("EOTE.Travel.None");
    expect(out).toContain("&lt;i&gt;2 months&lt;/i&gt;");
    expect(out).toContain('data-action="plotJump"');
    expect(out).toContain("EOTE.Travel.NoNavigatorHint");
  });

  it("no drive, or read-only: no jump button", () => {
    expect(block(sheet(PLAY, { hyperdrive: { primary: null, backup: null } }))).not.toContain("plotJump");
    expect(block(sheet(READ_ONLY))).not.toContain("plotJump");
  });

  it("edit: the fields write the stored paths, the sensor range is a choice", () => {
    const out = block(sheet(EDIT, { sensorRange: "long" }));
    for (const name of ["system.hyperdrive.primary", "system.hyperdrive.backup", "system.navicomputer", "system.sensorRange", "system.consumables"]) {
      expect(out).toContain(`name="${name}"`);
    }
    expect(out).toContain('<option value="long" selected>EOTE.Sheet.VehicleRange.long</option>');
    expect(out).not.toContain("plotJump");
  });

  it("a seated navigator drops the hint", () => {
    const view = navigationView({ ...VEHICLE, stations: { ...VEHICLE.stations, navigator: "Actor.kira" } });
    expect(view.hasNavigator).toBe(true);
    expect(view).toMatchObject({ primary: "2", backup: "12", hasHyperdrive: true, navicomputer: true });
  });
});
