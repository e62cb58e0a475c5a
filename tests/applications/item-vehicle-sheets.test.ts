// Item and vehicle sheet contexts and their rendered forms: which weapons are a vehicle's (and show firing
// arcs), arcs as one checkbox each folded back into the stored list, a quality's stable key out of the
// visible form, read-only sheets with disabled inputs, and the vehicle's defence-zone diagram.
import { describe, expect, it } from "vitest";
import {
  buildItemContext, buildVehicleContext, foldArcChecks, type ItemInput,
} from "../../module/applications/sheets/context/index.ts";
import { isVehicleWeapon } from "../../module/rules/vehicles/vehicle.ts";
import { createEnvironment, missingKeys, render, renderVehicle } from "./handlebars-env.ts";
import { EDIT, PLAY, quality, READ_ONLY, VEHICLE, VEHICLE_ITEMS, weapon } from "./fixtures.ts";
import { shownKey } from "../doubles/keys.ts";

const hbs = createEnvironment({ keys: true });
const itemSheet = (input: ItemInput) => {
  const ctx = buildItemContext(input);
  return ["item/header.hbs", "item/details.hbs"].map((part) => render(hbs, part, ctx)).join("\n");
};
/** Every <input>/<select> tag of a rendered form. */
const controls = (html: string) => [...html.matchAll(/<(input|select)\b[^>]*>/g)].map((m) => m[0]);

describe("isVehicleWeapon (one rule for the sheets)", () => {
  it("is a Gunnery weapon or a weapon a vehicle owns, nothing else", () => {
    expect(isVehicleWeapon({ skill: "gunnery" })).toBe(true);
    expect(isVehicleWeapon({ skill: "rangedHeavy" }, "vehicle")).toBe(true);
    expect(isVehicleWeapon({ skill: "rangedHeavy" }, "character")).toBe(false);
    expect(isVehicleWeapon({ skill: "rangedLight" }, null)).toBe(false);
    expect(isVehicleWeapon({ skill: "gunnery" }, "character")).toBe(true);
  });
});

describe("item sheet: firing arcs on vehicle weapons only", () => {
  it("marks a Gunnery weapon, or any weapon a vehicle owns, as a vehicle weapon; a personal one is not", () => {
    const personal = buildItemContext({ name: "Pistol", img: "", type: "weapon", system: weapon(), flags: EDIT });
    const gunnery = buildItemContext({ name: "Laser", img: "", type: "weapon", system: weapon({ skill: "gunnery" }), flags: EDIT });
    const mounted = buildItemContext({ name: "Repeater", img: "", type: "weapon", system: weapon({ skill: "rangedHeavy" }), flags: EDIT, ownerType: "vehicle" });
    const carried = buildItemContext({ name: "Repeater", img: "", type: "weapon", system: weapon({ skill: "rangedHeavy" }), flags: EDIT, ownerType: "character" });
    expect([personal, gunnery, mounted, carried].map((c) => c.vehicleWeapon)).toEqual([false, true, true, false]);
    expect(buildItemContext({ name: "Vest", img: "", type: "gear", system: quality(), flags: EDIT }).vehicleWeapon).toBe(false);
  });

  it("offers one named checkbox per stored arc, checked as stored", () => {
    const ctx = buildItemContext({ name: "Laser", img: "", type: "weapon", system: weapon({ skill: "gunnery", firingArcs: ["fore", "starboard"] }), flags: EDIT });
    expect(ctx.options.arcs).toEqual([
      { value: "fore", label: "EOTE.Sheet.Arc.fore", field: "system.firingArcs.fore", checked: true },
      { value: "aft", label: "EOTE.Sheet.Arc.aft", field: "system.firingArcs.aft", checked: false },
      { value: "port", label: "EOTE.Sheet.Arc.port", field: "system.firingArcs.port", checked: false },
      { value: "starboard", label: "EOTE.Sheet.Arc.starboard", field: "system.firingArcs.starboard", checked: true },
    ]);
  });

  it("renders the arcs as labelled checkboxes on a vehicle weapon and not at all on a personal one", () => {
    const laser = itemSheet({ name: "Laser", img: "", type: "weapon", system: weapon({ skill: "gunnery", firingArcs: ["aft"] }), flags: EDIT });
    expect(laser).toContain("<legend>EOTE.Sheet.Weapon.FiringArcs</legend>");
    expect(laser).toMatch(/<label class="eote-checkbox"><input type="checkbox" name="system.firingArcs.aft" checked><span>EOTE\.Sheet\.Arc\.aft<\/span><\/label>/);
    expect(laser).toMatch(/name="system.firingArcs.fore" ><span>EOTE\.Sheet\.Arc\.fore/);
    expect(laser).not.toContain("multiple");
    expect(laser).toContain("EOTE.Sheet.Weapon.VehicleWeapon");
    const pistol = itemSheet({ name: "Pistol", img: "", type: "weapon", system: weapon({ firingArcs: ["aft"] }), flags: EDIT });
    expect(pistol).not.toContain("firingArcs");
    expect(pistol).not.toContain("EOTE.Sheet.Weapon.FiringArcs");
    expect([...missingKeys]).toEqual([]);
  });

  it("folds the checked arcs back into the stored list, in arc order, and leaves a form without arcs alone", () => {
    expect(foldArcChecks({ starboard: true, fore: true, aft: false, port: false })).toEqual(["fore", "starboard"]);
    expect(foldArcChecks({ fore: false, aft: false })).toEqual([]);
    expect(foldArcChecks({ dorsal: true, fore: "on" })).toEqual(["fore"]);
    expect(foldArcChecks(undefined)).toBeNull();
    expect(foldArcChecks(["fore"])).toBeNull();
  });
});

describe("item sheet: the quality's stable key", () => {
  const pierce = quality({ key: "pierce", ranked: true });
  it("is no visible field for a player, and only in the GM's advanced area for a GM", () => {
    const player = itemSheet({ name: "Pierce", img: "", type: "quality", system: pierce, flags: EDIT });
    expect(player).not.toContain("name=\"system.key\"");
    expect(buildItemContext({ name: "Pierce", img: "", type: "quality", system: pierce, flags: EDIT }).advanced).toBe(false);
    const gm = itemSheet({ name: "Pierce", img: "", type: "quality", system: pierce, flags: EDIT, gm: true });
    expect(gm).toMatch(/<details class="eote-advanced">[\s\S]*name="system.key" value="pierce"[\s\S]*<\/details>/);
    // A GM looking at a locked (compendium) quality gets no key input either.
    expect(itemSheet({ name: "Pierce", img: "", type: "quality", system: pierce, flags: READ_ONLY, gm: true })).not.toContain("system.key");
  });
});

describe("item sheet: a readable card, a form only in edit mode", () => {
  it("shows a read-only or play-mode sheet as text with no form control, and edit mode's controls enabled", () => {
    for (const system of [weapon({ skill: "gunnery", firingArcs: ["fore"] }), weapon()]) {
      for (const flags of [READ_ONLY, PLAY]) {
        const card = itemSheet({ name: "Gun", img: "", type: "weapon", system, flags, ownerType: "vehicle" });
        expect(controls(card)).toEqual([]);
        expect(card).toMatch(/<dt>EOTE\.Sheet\.Weapon\.Damage<\/dt><dd>\d+<\/dd>/);
      }
      const open = controls(itemSheet({ name: "Gun", img: "", type: "weapon", system, flags: EDIT }));
      expect(open.length).toBeGreaterThan(8);
      expect(open.filter((tag) => /\sdisabled\b/.test(tag))).toEqual([]);
    }
    // A vehicle's weapon names its firing arcs in words.
    expect(itemSheet({ name: "Gun", img: "", type: "weapon", system: weapon({ skill: "gunnery", firingArcs: ["fore", "port"] }), flags: PLAY, ownerType: "vehicle" }))
      .toContain("<dt>EOTE.Sheet.Weapon.FiringArcs</dt><dd>EOTE.Sheet.Arc.fore, EOTE.Sheet.Arc.port</dd>");
  });

  it("offers Play / Edit to a user who may edit, never to a read-only viewer", () => {
    expect(itemSheet({ name: "Gun", img: "", type: "weapon", system: weapon(), flags: PLAY })).toContain("data-action=\"toggleMode\" aria-pressed=\"false\"");
    expect(itemSheet({ name: "Gun", img: "", type: "weapon", system: weapon(), flags: EDIT })).toContain("data-action=\"toggleMode\" aria-pressed=\"true\"");
    expect(itemSheet({ name: "Gun", img: "", type: "weapon", system: weapon(), flags: READ_ONLY })).not.toContain("toggleMode");
  });

  it("shows the name in an input with its whole text as title in edit mode, as a wrapping heading otherwise", () => {
    const name = "A <very> long weapon name";
    expect(itemSheet({ name, img: "", type: "weapon", system: weapon(), flags: EDIT }))
      .toContain("value=\"A &lt;very&gt; long weapon name\" title=\"A &lt;very&gt; long weapon name\"");
    for (const flags of [PLAY, READ_ONLY]) {
      expect(itemSheet({ name, img: "", type: "weapon", system: weapon(), flags }))
        .toContain("<h1 class=\"eote-name\">A &lt;very&gt; long weapon name</h1>");
    }
  });
});

describe("vehicle sheet: defence zones and weapons", () => {
  const vehicle = (silhouette: number, flags = PLAY) => buildVehicleContext({
    name: "Ship", img: "", type: "vehicle", items: VEHICLE_ITEMS, flags,
    system: { ...VEHICLE, silhouette, derived: { ...VEHICLE.derived, defenceZones: silhouette >= 5 ? ["fore", "aft", "port", "starboard"] : ["fore", "aft"] } },
  });

  it("keeps all four zones, marking port and starboard inactive below silhouette 5", () => {
    expect(vehicle(4).zones.map((z) => [z.arc, z.active])).toEqual([["fore", true], ["aft", true], ["port", false], ["starboard", false]]);
    expect(vehicle(5).zones.every((z) => z.active)).toBe(true);
  });

  it("labels each zone's input in edit mode and shows values around the ship in play mode", () => {
    const edit = renderVehicle(hbs, vehicle(4, EDIT));
    for (const zone of ["Fore", "Aft", "Port", "Starboard"]) {
      expect(edit).toMatch(new RegExp(`<input type="number" name="system.defence.${zone.toLowerCase()}" value="\\d" min="0" max="4" step="1" aria-label="${shownKey("EOTE.Sheet.Vehicle.ZoneDefence", { zone: `EOTE.Sheet.Arc.${zone.toLowerCase()}` }).replace(/[.{}]/g, "\\$&")}">`));
    }
    expect(edit).toContain("data-arc=\"port\" data-tooltip=\"EOTE.Sheet.Vehicle.ZoneInactive\"");
    const play = renderVehicle(hbs, vehicle(5));
    expect(play).toContain("<svg class=\"eote-ship\"");
    expect(play).not.toContain("name=\"system.defence.");
    expect(play).not.toContain("eote-zone-inactive");
    expect(play).toMatch(/data-arc="starboard">\s*<span class="eote-zone-label">EOTE\.Sheet\.Arc\.starboard<\/span><span class="eote-zone-value">0<\/span>/);
    expect([...missingKeys]).toEqual([]);
  });

  it("lists weapons with the skill on one line, the whole name in the name cell's title and the gunner's seat under it (short, how to seat one in its tooltip)", () => {
    const html = renderVehicle(hbs, vehicle(5));
    expect(html).toContain("title=\"Twin light laser cannon\"><button type=\"button\" class=\"eote-item-open eote-ellipsis\" data-action=\"editItem\">Twin light laser cannon</button>"
      + "<span class=\"eote-hint eote-weapon-gunner\"><span data-tooltip=\"EOTE.VehicleSheet.NoGunner\">EOTE.GunnerLabel.None</span></span></th>");
    expect(html).toContain("<td class=\"eote-nowrap\">EOTE.Skill.gunnery</td>");
    expect(html).toMatch(/<tr class="draggable" draggable="true" data-item-id="v1" data-station="gunner" data-weapon-id="v1" data-drop-zone="crew">[\s\S]*data-action="attack"/);
  });
});
