// The vehicle sheet's crew stations and damage state with the real templates: a seat per station and per
// weapon, names escaped, a missing crew member shown as such, roll and remove only for those who may edit;
// shut down and systems overloaded shown, and the fire buttons disabled while the weapons are inoperable.
import { describe, expect, it } from "vitest";
import { buildVehicleContext, crewRows, seatedUuids, type CrewLookup, type SheetFlags } from "../../module/applications/sheets/context/index.ts";
import { vehicleDamageState } from "../../module/rules/vehicles/vehicle.ts";
import { createEnvironment, knownKeys, render, renderVehicle } from "./handlebars-env.ts";
import { PLAY, READ_ONLY, VEHICLE, VEHICLE_ITEMS } from "./fixtures.ts";
import { shownKey } from "../doubles/keys.ts";

const hbs = createEnvironment({ keys: true });
const STATIONS = { pilot: "Actor.kira", copilot: "", commander: "", engineer: "Actor.gone", navigator: "", sensors: "", gunners: [{ weaponId: "v1", actorUuid: "Actor.evil" }] };
const LOOKUP: CrewLookup = { "Actor.kira": { name: "Kira", img: "" }, "Actor.evil": { name: "<b>Gunner</b>", img: "" }, "Actor.gone": null };

function sheet(flags: SheetFlags, over: Partial<typeof VEHICLE> = {}, lookup = LOOKUP) {
  const system = { ...VEHICLE, stations: STATIONS, ...over };
  return renderVehicle(hbs, buildVehicleContext({ name: "Freighter", img: "", type: "vehicle", system, items: VEHICLE_ITEMS, flags, enriched: { notes: "" } }, lookup));
}

describe("crew rows (pure)", () => {
  it("six single seats then a gunner per weapon, with the station's skill and who sits there", () => {
    const rows = crewRows(STATIONS, "space", [{ id: "v1", name: "Twin light laser cannon" }], LOOKUP);
    expect(rows.map((r) => r.station)).toEqual(["pilot", "copilot", "commander", "engineer", "navigator", "sensors", "gunner"]);
    expect(rows[0]).toMatchObject({ seated: true, missing: false, name: "Kira", skillLabelKey: "EOTE.Skill.pilotingSpace" });
    expect(rows[3]).toMatchObject({ seated: true, missing: true, name: "" });
    expect(rows[6]).toMatchObject({ weaponId: "v1", weaponName: "Twin light laser cannon", skillLabelKey: "EOTE.Skill.gunnery", name: "<b>Gunner</b>" });
    expect(crewRows(STATIONS, "planetary", [], LOOKUP)[0]!.skillLabelKey).toBe("EOTE.Skill.pilotingPlanetary");
    expect(seatedUuids(STATIONS).sort()).toEqual(["Actor.evil", "Actor.gone", "Actor.kira"]);
  });
});

describe("the crew section on the vehicle sheet", () => {
  it("every seat a drop zone (a weapon's row on the Combat tab is its gunner seat too); names escaped; roll and remove for an editor", () => {
    const out = knownKeys(() => sheet(PLAY));
    expect(out).toContain("<h2>EOTE.Crew.Heading</h2>");
    // Seven seats on the Crew tab, and the one weapon's row.
    expect(out.match(/data-drop-zone="crew"/g)).toHaveLength(8);
    expect(out).toMatch(/<tr class="draggable" draggable="true" data-item-id="v1" data-station="gunner" data-weapon-id="v1" data-drop-zone="crew">/);
    expect(out).toContain('data-station="gunner" data-weapon-id="v1"');
    // The gunner seats under one heading that names their skill once; each names its weapon (no "Gunner:" on every row).
    expect(out).toContain(shownKey("EOTE.CrewTab.Gunners", { skill: "EOTE.Skill.gunnery" }));
    expect(out).toMatch(/<tr class="eote-crew-seat" data-station="gunner" data-weapon-id="v1" data-drop-zone="crew">\s*<th scope="row" class="eote-crew-station eote-crew-weapon" colspan="2">Twin light laser cannon/);
    expect(out).not.toContain("EOTE.Crew.GunnerOf");
    // The single seats: station, its skill, who sits there.
    expect(out).toMatch(/data-station="pilot" data-weapon-id="" data-drop-zone="crew">\s*<th scope="row" class="eote-crew-station">EOTE\.Crew\.Station\.pilot<\/th>\s*<td class="eote-crew-skill">EOTE\.Skill\.pilotingSpace<\/td>/);
    expect(out).toContain("&lt;b&gt;Gunner&lt;/b&gt;");
    expect(out).not.toContain("<b>Gunner</b>");
    expect(out).toContain("EOTE.Crew.Missing");
    // Kira and the gunner can roll (the missing engineer cannot); three seated rows can be freed.
    expect(out.match(/data-action="crewCheck"/g)).toHaveLength(2);
    expect(out.match(/data-action="removeCrew"/g)).toHaveLength(3);
  });

  it("read-only: who sits where, no controls", () => {
    const out = sheet(READ_ONLY);
    expect(out).toContain("Kira");
    expect(out).not.toMatch(/crewCheck|removeCrew/);
  });
});

describe("damage state on the vehicle sheet (seed 002 DAMAGE)", () => {
  const derived = (hull: boolean, strain: boolean) => ({
    ...VEHICLE.derived, damage: vehicleDamageState({ exceeded: hull }, { exceeded: strain }),
  });

  it("operational: no marks, the fire button enabled", () => {
    const out = sheet(PLAY);
    expect(out).toContain("EOTE.Sheet.Vehicle.Operational");
    expect(out).toMatch(/<button type="button" class="eote-roll" data-action="attack">/);
  });

  it("system strain over threshold: overloaded, weapons inoperable, fire disabled", () => {
    const out = sheet(PLAY, { derived: derived(false, true) });
    expect(out).toContain("EOTE.Sheet.Vehicle.Strained");
    expect(out).toContain("EOTE.Sheet.Vehicle.WeaponsInoperable");
    expect(out).toMatch(/data-action="attack" disabled/);
  });

  it("hull trauma over threshold: shut down, fire disabled", () => {
    const out = sheet(PLAY, { derived: derived(true, false) });
    expect(out).toContain("EOTE.Sheet.Vehicle.ShutDown");
    expect(out).toMatch(/data-action="attack" disabled/);
  });
});
