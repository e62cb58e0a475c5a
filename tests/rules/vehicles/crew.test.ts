// The crew roster (seed 002 STARSHIPS AND VEHICLES, STARSHIP ACTIONS): stations, the skill each uses.
import { describe, expect, it } from "vitest";
import { crewAt, emptyStations, mayCrew, seatCrew, seatSpeaksFor, stationsOf, stationSkill, stationSkills, CREW_STATIONS } from "../../../module/rules/vehicles/crew.ts";

describe("stationSkills", () => {
  it("pilots fly with Piloting by where the vehicle flies", () => {
    expect(stationSkill("pilot", "space")).toBe("pilotingSpace");
    expect(stationSkill("pilot", "planetary")).toBe("pilotingPlanetary");
    expect(stationSkill("copilot", "space")).toBe("pilotingSpace"); // CO-PILOT (Piloting dd)
    expect(stationSkill("copilot", "planetary")).toBe("pilotingPlanetary");
  });

  it("gunner Gunnery, engineer Mechanics, navigator Astrogation, sensors Computers or Perception, commander Leadership or Discipline", () => {
    expect(stationSkills("gunner", "space")).toEqual(["gunnery"]);
    expect(stationSkills("engineer", "space")).toEqual(["mechanics"]); // DAMAGE CONTROL: Mechanics
    expect(stationSkills("navigator", "space")).toEqual(["astrogation"]); // PLOT COURSE: Astrogation dd
    expect(stationSkills("sensors", "space")).toEqual(["computers", "perception"]); // JAMMING, SCAN THE ENEMY
    expect(stationSkills("commander", "planetary")).toEqual(["leadership", "discipline"]); // FIRE DISCIPLINE
  });

  it("every station has a skill", () => {
    for (const station of CREW_STATIONS) expect(stationSkills(station, "space").length).toBeGreaterThan(0);
  });
});

describe("seating the crew", () => {
  it("seats and frees a single station, leaving the others", () => {
    const seated = seatCrew(emptyStations(), "pilot", "Actor.kira");
    expect(crewAt(seated, "pilot")).toBe("Actor.kira");
    expect(crewAt(seated, "engineer")).toBe("");
    expect(crewAt(seatCrew(seated, "pilot", ""), "pilot")).toBe("");
  });

  it("one gunner per weapon: seating another replaces the weapon's gunner, other weapons keep theirs", () => {
    let s = seatCrew(emptyStations(), "gunner", "Actor.a", "w1");
    s = seatCrew(s, "gunner", "Actor.b", "w2");
    s = seatCrew(s, "gunner", "Actor.c", "w1");
    expect(crewAt(s, "gunner", "w1")).toBe("Actor.c");
    expect(crewAt(s, "gunner", "w2")).toBe("Actor.b");
    expect(s.gunners).toHaveLength(2);
    expect(crewAt(seatCrew(s, "gunner", "", "w2"), "gunner", "w2")).toBe("");
    expect(crewAt(s, "gunner", "w3")).toBe("");
  });

  it("does not change the roster it is given", () => {
    const before = seatCrew(emptyStations(), "gunner", "Actor.a", "w1");
    seatCrew(before, "gunner", "Actor.b", "w1");
    expect(crewAt(before, "gunner", "w1")).toBe("Actor.a");
  });

  it("characters and adversaries crew; a vehicle does not", () => {
    for (const t of ["character", "rival", "nemesis", "minion"]) expect(mayCrew(t)).toBe(true);
    expect(mayCrew("vehicle")).toBe(false);
  });
});

describe("whose seats count", () => {
  it("stationsOf: every station an actor holds, a gunner once per weapon; none for no uuid", () => {
    let stations = seatCrew(emptyStations(), "pilot", "Actor.kira");
    stations = seatCrew(stations, "gunner", "Actor.kira", "w1");
    stations = seatCrew(stations, "gunner", "Actor.kira", "w2");
    stations = seatCrew(stations, "engineer", "Actor.tekka");
    expect(stationsOf(stations, "Actor.kira")).toEqual(["pilot", "gunner", "gunner"]);
    expect(stationsOf(stations, "Actor.tekka")).toEqual(["engineer"]);
    expect(stationsOf(stations, "")).toEqual([]);
  });

  it("seatSpeaksFor: a shared player owner, or both owned by no player; a player's ship never speaks for the GM's crew", () => {
    expect(seatSpeaksFor(["p1", "p2"], ["p2"])).toBe(true);
    expect(seatSpeaksFor([], [])).toBe(true);
    expect(seatSpeaksFor(["p1"], [])).toBe(false);
    expect(seatSpeaksFor([], ["p1"])).toBe(false);
    expect(seatSpeaksFor(["p1"], ["p2"])).toBe(false);
  });
});
