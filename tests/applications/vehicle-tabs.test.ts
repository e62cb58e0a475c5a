// The vehicle sheet's tabs and what its tabs join (pure builders, context/vehicle-tabs.ts, crew.ts,
// maneuvers.ts): the tab bar opens on Combat and keeps the tab last shown; each weapon row carries the
// gunner seated at it; gunner seats read apart (weapon, arcs, and a number among twins); each starship
// action is listed once with a button per check (seed 002 STARSHIP ACTIONS: Plot Course by Astrogation
// or Perception), and gathered by the station that takes it.
import { describe, expect, it } from "vitest";
import { actionEntries, actionRows, actionsByStation, crewRows, vehicleTabs, VEHICLE_TABS, weaponsWithGunners } from "../../module/applications/sheets/context/index.ts";
import { STARSHIP_ACTIONS, starshipAction } from "../../module/rules/vehicles/starship-actions.ts";
import { CREW_STATIONS } from "../../module/rules/vehicles/crew.ts";
import { vehicle } from "../fixtures/actors.ts";
import { vehicleDerived } from "../../module/rules/vehicles/vehicle.ts";

const NO_STATIONS = { pilot: "", copilot: "", commander: "", engineer: "", navigator: "", sensors: "", gunners: [] };

describe("the vehicle sheet's tabs", () => {
  it("opens on Combat, keeps a known tab, falls back to Combat for an unknown one", () => {
    expect(VEHICLE_TABS).toEqual(["combat", "crew", "navigation", "cargo", "effects"]);
    const first = vehicleTabs(undefined);
    expect(first.tabList.map((t) => [t.id, t.active, t.labelKey])).toEqual([
      ["combat", true, "EOTE.VehicleSheet.Tab.combat"], ["crew", false, "EOTE.VehicleSheet.Tab.crew"],
      ["navigation", false, "EOTE.VehicleSheet.Tab.navigation"], ["cargo", false, "EOTE.VehicleSheet.Tab.cargo"],
      ["effects", false, "EOTE.VehicleSheet.Tab.effects"],
    ]);
    expect(vehicleTabs("navigation").tabClass).toEqual({ combat: "", crew: "", navigation: "active", cargo: "", effects: "" });
    expect(vehicleTabs("skills").tabClass["combat"]).toBe("active");
  });
});

describe("gunner seats", () => {
  const arcs = (...ids: string[]) => ids.map((id) => ({ labelKey: `EOTE.Sheet.Arc.${id}` }));
  const weapons = [
    { id: "w1", name: "Turbolaser", firingArcs: arcs("fore") },
    { id: "w2", name: "Turbolaser", firingArcs: arcs("fore") },
    { id: "w3", name: "Turbolaser", firingArcs: arcs("aft") },
    { id: "w4", name: "Ion cannon", firingArcs: arcs("fore") },
  ];

  it("name their weapon and arcs, and number the seats whose weapons share both", () => {
    const gunners = crewRows(NO_STATIONS, "space", weapons, {}).filter((r) => r.station === "gunner");
    expect(gunners.map((g) => [g.weaponId, g.weaponName, g.arcKeys, g.ordinal])).toEqual([
      ["w1", "Turbolaser", ["EOTE.Sheet.Arc.fore"], 1],
      ["w2", "Turbolaser", ["EOTE.Sheet.Arc.fore"], 2],
      ["w3", "Turbolaser", ["EOTE.Sheet.Arc.aft"], 0],
      ["w4", "Ion cannon", ["EOTE.Sheet.Arc.fore"], 0],
    ]);
  });

  it("show on their weapon's row: the seated gunner (or one not found), null for a free seat", () => {
    const stations = { ...NO_STATIONS, gunners: [{ weaponId: "w1", actorUuid: "Actor.kira" }, { weaponId: "w3", actorUuid: "Actor.gone" }] };
    const crew = crewRows(stations, "space", weapons, { "Actor.kira": { name: "Kira", img: "" }, "Actor.gone": null });
    const rows = weaponsWithGunners(weapons, crew);
    expect(rows.map((r) => r.gunner && [r.gunner.name, r.gunner.missing])).toEqual([["Kira", false], null, ["", true], null]);
    expect(rows[0]).toMatchObject({ id: "w1", name: "Turbolaser", gunner: { station: "gunner", weaponId: "w1" } });
  });
});

/** A pilot's talents opening both forms of Full Throttle (module/rules/vehicles/full-throttle.ts). */
const FULL_THROTTLE_PILOT = ["fullThrottle", "improvedFullThrottle"];

describe("starship actions on the sheet", () => {
  it("list each action once, with one button per check in the rule's order (a pilot with every Full Throttle talent)", () => {
    const v = vehicle(5);
    const rows = actionRows(actionEntries({ ...v, derived: vehicleDerived(v, []) }, false, FULL_THROTTLE_PILOT));
    expect(rows.map((r) => r.id)).toEqual([...STARSHIP_ACTIONS]);
    for (const row of rows) expect(row.checks.map((c) => c.checkIndex)).toEqual(starshipAction(row.id).checks.map((_, i) => i));
    const plot = rows.find((r) => r.id === "plotCourse")!;
    expect(plot.checks.map((c) => c.skillKey)).toEqual(["EOTE.Skill.astrogation", "EOTE.Skill.perception"]);
    expect(plot.stationKey).toBe("EOTE.Crew.Station.navigator");
  });

  it("gather by the station that takes them, in the crew table's order; the engineer's row carries damage control", () => {
    const v = vehicle(5);
    const rows = actionRows(actionEntries({ ...v, derived: vehicleDerived(v, []) }, false, FULL_THROTTLE_PILOT));
    const byStation = actionsByStation(rows);
    // Every action once, under the station its rule names.
    expect(byStation.flatMap((g) => g.actions.map((a) => a.id)).sort()).toEqual([...STARSHIP_ACTIONS].sort());
    for (const g of byStation) for (const a of g.actions) expect(starshipAction(a.id).station).toBe(g.station);
    const order = byStation.map((g) => g.station);
    expect(order).toEqual(CREW_STATIONS.filter((s) => order.includes(s)));
    expect(new Set(order).size).toBe(order.length);
    expect(byStation.filter((g) => g.damageControl).map((g) => g.station)).toEqual(["engineer"]);
    expect(byStation.find((g) => g.station === "sensors")!.stationKey).toBe("EOTE.Crew.Station.sensors");
    // A station without an action has no row.
    expect(actionsByStation(rows.filter((r) => r.station !== "pilot")).map((g) => g.station)).not.toContain("pilot");
  });

  it("Full Throttle only for a pilot with the talent; its maneuver only with Improved Full Throttle, each button naming its form", () => {
    const v = vehicle(5);
    const pilotRow = (talents: string[]) => actionRows(actionEntries({ ...v, derived: vehicleDerived(v, []) }, false, talents)).find((r) => r.id === "fullThrottle");
    expect(pilotRow([])).toBeUndefined();
    expect(pilotRow(["improvedFullThrottle"])).toBeUndefined();
    expect(pilotRow(["fullThrottle"])!.checks).toEqual([{ checkIndex: 0, skillKey: "EOTE.Skill.pilotingSpace", formKey: "EOTE.StarshipAction.fullThrottle.Form.action" }]);
    expect(pilotRow(FULL_THROTTLE_PILOT)!.checks.map((c) => [c.checkIndex, c.formKey])).toEqual([
      [0, "EOTE.StarshipAction.fullThrottle.Form.action"], [1, "EOTE.StarshipAction.fullThrottle.Form.maneuver"],
    ]);
    expect(pilotRow(FULL_THROTTLE_PILOT)!.stationKey).toBe("EOTE.Crew.Station.pilot");
  });
});
