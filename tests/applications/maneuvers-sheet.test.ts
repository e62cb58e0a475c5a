// The vehicle sheet's Maneuvers row and Actions menu with the real templates: a button per pilot
// maneuver marked with the limit that forbids it now (seed 002 STARSHIP MANEUVERS), deflector pickers
// for the vessel's zones only, an action entry per check (seed 002 STARSHIP ACTIONS); none read-only.
import { describe, expect, it } from "vitest";
import { actionEntries, buildVehicleContext, maneuverButtons, roundLimitView, tractorHoldView } from "../../module/applications/sheets/context/index.ts";
import { slicedWeaponsView } from "../../module/applications/sheets/context/maneuvers.ts";
import { createEnvironment, knownKeys, missingKeys, render, renderVehicle } from "./handlebars-env.ts";
import { PLAY, READ_ONLY, VEHICLE, VEHICLE_ITEMS } from "./fixtures.ts";
import type { SheetFlags } from "../../module/applications/sheets/context/index.ts";
import { maneuverCounter as counterOf, type FreeManeuverMarker, type ManeuverCounter } from "../../module/rules/vehicles/maneuver-tally.ts";
import { shownKey } from "../doubles/keys.ts";

const hbs = createEnvironment({ keys: true });

function sheet(flags: SheetFlags, over: Partial<typeof VEHICLE> = {}, manualRepairsUsed = false, maneuverCounter: ManeuverCounter | null = null, held = false,
  free: ReadonlySet<FreeManeuverMarker> = new Set()) {
  const system = { ...VEHICLE, ...over };
  const context = buildVehicleContext({ name: "Freighter", img: "", type: "vehicle", system, items: VEHICLE_ITEMS, flags, enriched: { notes: "" } }, {}, manualRepairsUsed);
  // The sheet adds the tractor hold and the round's count beside the context (module/applications/sheets/vehicle-sheet.ts).
  return renderVehicle(hbs, { ...context, ...roundLimitView(tractorHoldView(context.maneuvers, held), maneuverCounter, free) });
}

describe("a weapon disabled by Slice Enemy's Systems", () => {
  it("its Fire button is disabled with why; the other weapons' are not", () => {
    const context = buildVehicleContext({ name: "Freighter", img: "", type: "vehicle", system: VEHICLE, items: VEHICLE_ITEMS, flags: PLAY, enriched: { notes: "" } });
    const fire = (ids: string[]) => renderVehicle(hbs, { ...context, weapons: slicedWeaponsView(context.weapons, ids) })
      .match(/<button[^>]*data-action="attack"[^>]*>/g) ?? [];
    expect(fire(["v1"])).toEqual([expect.stringMatching(/ disabled data-tooltip="EOTE\.StarshipAction\.Effect\.sliceSystemsWeapon"/)]);
    expect(fire(["other"])[0]).not.toContain("disabled");
  });
});

describe("why a maneuver or action cannot be taken now, in words on the sheet", () => {
  it("groups the marked maneuvers by reason, in the buttons' order, the deflector button last", () => {
    const buttons = maneuverButtons(VEHICLE);
    expect(roundLimitView(buttons, null).maneuverReasons).toEqual([
      { key: "EOTE.Maneuver.Blocked.tooSlow", labelKeys: ["EOTE.Maneuver.evasiveAction.Name", "EOTE.Maneuver.stayOnTarget.Name"] },
    ]);
    // Every maneuver of the round taken: one line names them all, the deflector button with them.
    const full = roundLimitView(buttons, counterOf(4, { combat: "c", round: 1, count: 2 }, { id: "c", round: 1 })).maneuverReasons;
    // (the first button, Accelerate, is stopped by the round's limit: that line first).
    expect(full.map((r) => r.key)).toEqual(["EOTE.Maneuver.Blocked.roundFull", "EOTE.Maneuver.Blocked.tooSlow"]);
    expect(full[0]!.labelKeys.at(-1)).toBe("EOTE.Maneuver.angleDeflectors.Name");
    expect(roundLimitView(buttons.map((b) => ({ ...b, blockedKey: "" })), null).maneuverReasons).toEqual([]);
  });

  it("the sheet writes each reason as text, not only in a hover title: under the maneuvers row, beside a blocked action", () => {
    const html = sheet(PLAY);
    expect(html).toMatch(/<ul class="eote-blocked-reasons">\s*<li><span class="eote-blocked-reasons__names">EOTE\.Maneuver\.evasiveAction\.Name, EOTE\.Maneuver\.stayOnTarget\.Name<\/span> — EOTE\.Maneuver\.Blocked\.tooSlow<\/li>/);
    const crew = sheet({ ...PLAY, activeTab: "crew" });
    expect(crew).toMatch(/EOTE\.StarshipAction\.gainAdvantage\.Name<\/span>[\s\S]*?<span class="eote-blocked-reason">EOTE\.StarshipAction\.Blocked\.tooSlow<\/span>/);
  });
});

describe("maneuver buttons (pure)", () => {
  it("speed 2 of 4, silhouette 4: evasive action and stay on target too slow", () => {
    const blocked = Object.fromEntries(maneuverButtons(VEHICLE).map((b) => [b.id, b.blockedKey]));
    expect(blocked).toEqual({
      accelerate: "", decelerate: "", fly: "", punchIt: "",
      evasiveAction: "EOTE.Maneuver.Blocked.tooSlow", stayOnTarget: "EOTE.Maneuver.Blocked.tooSlow",
    });
  });

  it("systems overloaded: speed counts as 0", () => {
    const strained = { ...VEHICLE.derived, damage: { ...VEHICLE.derived.damage, speedZero: true } };
    const b = Object.fromEntries(maneuverButtons({ ...VEHICLE, derived: strained }).map((x) => [x.id, x.blockedKey]));
    expect(b["fly"]).toBe("EOTE.Maneuver.Blocked.noSpeed");
    expect(b["decelerate"]).toBe("EOTE.Maneuver.Blocked.atMinSpeed");
  });

  it("an entry per action and check; manual repairs marked once used", () => {
    const entries = actionEntries(VEHICLE, true);
    expect(entries.filter((e) => e.id === "plotCourse").map((e) => e.skillKey)).toEqual(["EOTE.Skill.astrogation", "EOTE.Skill.perception"]);
    expect(entries.find((e) => e.id === "copilot")!.skillKey).toBe("EOTE.Skill.pilotingSpace");
    expect(entries.find((e) => e.id === "manualRepairs")!.blockedKey).toBe("EOTE.StarshipAction.Blocked.usedThisEncounter");
    expect(entries.find((e) => e.id === "gainAdvantage")!.blockedKey).toBe("EOTE.StarshipAction.Blocked.tooSlow");
    expect(entries).toHaveLength(13);
  });
});

describe("the maneuvers section on the vehicle sheet", () => {
  it("buttons for an editor, with every key localised", () => {
    const out = knownKeys(() => sheet(PLAY));
    expect(out.match(/data-action="pilotManeuver"/g)).toHaveLength(6);
    expect(out).toMatch(/data-maneuver="evasiveAction" aria-disabled="true" class="eote-blocked" title="EOTE\.Maneuver\.Blocked\.tooSlow"/);
    expect(out).toMatch(/data-maneuver="accelerate" title="EOTE\.Maneuver\.accelerate\.Tooltip/);
    // Two zones below silhouette 5: the pickers offer fore and aft only.
    expect(out.match(/<option value="port"/g)).toBeNull();
    expect(out.match(/data-action="starshipAction"/g)).toHaveLength(13);
  });

  it("four zones from silhouette 5", () => {
    const out = sheet(PLAY, { silhouette: 6, derived: { ...VEHICLE.derived, defenceZones: ["fore", "aft", "port", "starboard"] } });
    expect(out.match(/<option value="port"/g)).toHaveLength(2);
  });

  it("in combat, the round's starship maneuvers beside the heading; marked once none is left", () => {
    missingKeys.clear();
    const clock = { id: "combatA", round: 3 };
    const one = sheet(PLAY, {}, false, counterOf(4, { combat: "combatA", round: 3, count: 1 }, clock));
    expect([...missingKeys]).toEqual([]);
    expect(one).toMatch(/<span class="eote-maneuver-count" data-tooltip="EOTE\.Maneuver\.CounterTooltip">EOTE\.Maneuver\.Counter {&quot;max&quot;:2,&quot;taken&quot;:1}<\/span>/);
    const full = sheet(PLAY, { silhouette: 6 }, false, counterOf(6, { combat: "combatA", round: 3, count: 1 }, clock));
    expect(full).toContain('<span class="eote-maneuver-count eote-full"');
    expect(full).toContain(shownKey("EOTE.Maneuver.Counter", { max: 1, taken: 1 }));
    // Spent: every maneuver says so, the deflector button too; one the limits forbid keeps its own reason.
    expect(full).toMatch(/data-maneuver="accelerate" aria-disabled="true" class="eote-blocked" title="EOTE\.Maneuver\.Blocked\.roundFull"/);
    expect(full).toMatch(/data-maneuver="evasiveAction" aria-disabled="true" class="eote-blocked" title="EOTE\.Maneuver\.Blocked\.tooLarge"/);
    expect(full).toMatch(/data-action="angleDeflectors" aria-disabled="true" class="eote-blocked" title="EOTE\.Maneuver\.Blocked\.roundFull"/);
    expect(one).not.toContain("EOTE.Maneuver.Blocked.roundFull");
    // Outside combat there is no count to show.
    expect(sheet(PLAY)).not.toContain("eote-maneuver-count");
  });

  it("held by a tractor beam: the maneuvers that move the vessel are marked, the others are not", () => {
    const out = knownKeys(() => sheet(PLAY, { speed: { value: 3, max: 4 } }, false, null, true));
    for (const id of ["accelerate", "fly", "punchIt", "evasiveAction"]) {
      expect(out).toMatch(new RegExp(`data-maneuver="${id}" aria-disabled="true" class="eote-blocked" title="EOTE\\.Maneuver\\.Blocked\\.heldByTractor"`));
    }
    expect(out).toMatch(/data-maneuver="decelerate" title="/);
    expect(out).toMatch(/data-maneuver="stayOnTarget" title="/);
    expect(sheet(PLAY, { speed: { value: 3, max: 4 } })).not.toContain("EOTE.Maneuver.Blocked.heldByTractor");
  });

  it("the round spent but a free maneuver from an attack waiting: said under the heading, the maneuvers it pays for open", () => {
    missingKeys.clear();
    const clock = { id: "combatA", round: 3 };
    const spent = counterOf(6, { combat: "combatA", round: 3, count: 1 }, clock);
    const pilotOnly = sheet(PLAY, { silhouette: 6, speed: { value: 2, max: 4 } }, false, spent, false, new Set(["freePilotManeuver"]));
    expect([...missingKeys]).toEqual([]);
    expect(pilotOnly).toContain("EOTE.Maneuver.FreeStanding");
    expect(pilotOnly).toMatch(/data-maneuver="accelerate" title="EOTE\.Maneuver\.accelerate\.Tooltip/);
    // The pilot-only one does not pay for Angle Deflector Screens (any crew member's maneuver).
    expect(pilotOnly).toMatch(/data-action="angleDeflectors" aria-disabled="true" class="eote-blocked" title="EOTE\.Maneuver\.Blocked\.roundFull"/);
    const any = sheet(PLAY, { silhouette: 6, speed: { value: 2, max: 4 } }, false, spent, false, new Set(["freeManeuver"]));
    expect(any).not.toContain("EOTE.Maneuver.Blocked.roundFull");
    expect(sheet(PLAY, { silhouette: 6 }, false, spent)).not.toContain("EOTE.Maneuver.FreeStanding");
  });

  it("read-only: no maneuvers or actions", () => {
    const out = sheet(READ_ONLY);
    expect(out).not.toMatch(/pilotManeuver|starshipAction|angleDeflectors/);
  });
});
