// The bestiary and the garage as compiled: counts by kind, every document valid, every weapon a copy
// of our packs' item, and each actor opened in its sheet (prepared over the v13 doubles, rendered in
// the real template read-only, as a GM opening the compendium sees it) with no missing lang key.
import { beforeAll, describe, expect, it } from "vitest";
import { validateSystemData } from "../../module/data/validate.ts";
import { buildAdversaryContext, buildVehicleContext } from "../../module/applications/sheets/context/index.ts";
import type { AnyPlainItem } from "../../module/applications/sheets/context/inputs.ts";
import { FakeActor } from "../doubles/index.ts";
import type { CombatantDerived } from "../../module/rules/character/derived-types.ts";
import type { Track } from "../../module/rules/types.ts";
import { shellSuite } from "../doubles/suite.ts";
import { createEnvironment, missingKeys, render, renderVehicle } from "../applications/handlebars-env.ts";
import { READ_ONLY, typedActor } from "../applications/fixtures.ts";
import { readActors, readItems, type PackActor, type PackItem } from "./read-pack.ts";

let bestiary: PackActor[] = [];
let garage: PackActor[] = [];
const sources = new Map<string, PackItem>();
beforeAll(async () => {
  bestiary = await readActors("bestiary");
  garage = await readActors("garage");
  for (const pack of ["weapons", "armour", "talents", "vehicle-weapons"]) {
    for (const item of await readItems(pack)) sources.set(`Compendium.eote.${pack}.Item.${item._id}`, item);
  }
});
shellSuite({ seed: 2 });

const hbs = createEnvironment();
const prepared = (a: PackActor) => new FakeActor(a.name, a.type, structuredClone(a.system), { items: structuredClone(a.items) });
const plainItems = (a: PackActor) => a.items.map((i) => ({ id: i._id, name: i.name, img: i.img ?? "", type: i.type, system: i.system })) as unknown as AnyPlainItem[];

function sheet(a: PackActor): string {
  const actor = prepared(a);
  missingKeys.clear();
  const input = { name: a.name, img: a.img ?? "", items: plainItems(a), flags: READ_ONLY, enriched: { notes: String(a.system.notes) } };
  const html = a.type === "vehicle"
    ? renderVehicle(hbs, buildVehicleContext({ ...input, ...typedActor(a.type, ["vehicle"], actor.system) }))
    : render(hbs, "actor/adversary.hbs", buildAdversaryContext({ ...input, ...typedActor(a.type, ["minion", "rival", "nemesis"], actor.system) }));
  expect([...missingKeys], a.name).toEqual([]);
  return html;
}

function expectValid(a: PackActor): void {
  expect(validateSystemData("Actor", a.type, a.system), a.name).toEqual([]);
  for (const item of a.items) expect(validateSystemData("Item", item.type, item.system), `${a.name}: ${item.name}`).toEqual([]);
}

/** An embedded copy matches its pack source but for where it is carried (equipped, worn, arcs, rank, mounting qualities). */
function expectCopy(a: PackActor, item: PackActor["items"][number]): void {
  const source = sources.get(item._stats!.compendiumSource!);
  expect(source, `${a.name}: ${item.name}`).toBeDefined();
  const strip = (s: Record<string, unknown>) => {
    const { equipped, worn, firingArcs, rank, qualities, ...rest } = s;
    return rest;
  };
  expect([item.name, item.type, strip(item.system)]).toEqual([source!.name, source!.type, strip(source!.system)]);
  expect(item.system.qualities ?? []).toEqual(expect.arrayContaining((source!.system.qualities as unknown[]) ?? []));
}

describe("the bestiary", () => {
  it("holds at least 15 adversaries: at least 4 minion groups, 4 rivals and 2 nemeses", () => {
    const count = (type: string) => bestiary.filter((a) => a.type === type).length;
    expect(bestiary.length).toBeGreaterThanOrEqual(15);
    expect([count("minion") >= 4, count("rival") >= 4, count("nemesis") >= 2]).toEqual([true, true, true]);
    expect(bestiary.map((a) => a.name)).toEqual(expect.arrayContaining(["Stormtrooper", "Street Thug", "Swoop Gang Member", "Bounty Hunter", "Imperial Officer", "Crime Boss", "Smuggler", "Rancor"]));
  });

  it("every adversary and item validates; weapons, armour and talents are copies of our packs' items", () => {
    let copies = 0;
    for (const a of bestiary) {
      expectValid(a);
      expect(a.items.some((i) => i.type === "weapon"), `${a.name} has a weapon`).toBe(true);
      for (const item of a.items.filter((i) => i._stats?.compendiumSource)) {
        expectCopy(a, item);
        copies++;
      }
      // Only creatures carry weapons of their own (natural weapons), and abilities are each adversary's
      // own: everything else comes from the packs.
      const own = a.items.filter((i) => !i._stats?.compendiumSource);
      expect(own.every((i) => (i.type === "weapon" && i.system.skill === "brawl") || i.type === "ability"), a.name).toBe(true);
    }
    expect(copies).toBeGreaterThanOrEqual(30);
  });

  it("derives soak from Brawn and worn armour, a minion group's threshold from its size, a nemesis's strain", () => {
    // What these checks read of an adversary: any kind's derived numbers, and a nemesis's strain (Crime Boss).
    const by = (name: string) => prepared(bestiary.find((a) => a.name === name)!).system as unknown as { derived: CombatantDerived; strain: Track };
    const trooper = by("Stormtrooper");
    expect([trooper.derived.soak, trooper.derived.wounds.threshold]).toEqual([3 + 2, 5 * 4]); // Brawn 3 + laminate 2
    const hunter = by("Veteran Bounty Hunter");
    expect([hunter.derived.soak, hunter.derived.defence.melee, hunter.derived.defence.ranged]).toEqual([3 + 2, 1, 1]); // heavy battle armour
    expect(by("Crime Boss").strain.threshold).toBe(16);
    expect(by("Rancor").derived.soak).toBe(5 + 3); // Brawn 5 + thick hide
  });

  it.each([0, 1])("opens every adversary's sheet (part %i) with its name, its weapons, talents and abilities and no missing text", (half) => {
    for (const a of bestiary.filter((_, i) => i % 2 === half)) {
      const html = sheet(a);
      expect(html, a.name).toContain(a.name);
      const shown = a.items.filter((i) => i.type === "weapon" || i.type === "talent" || i.type === "ability");
      for (const w of shown) expect(html, `${a.name}: ${w.name}`).toContain(w.name.replaceAll("'", "&#x27;"));
    }
  });
});

describe("the garage", () => {
  it("holds at least 10 vehicles across both scales and the common roles", () => {
    expect(garage.length).toBeGreaterThanOrEqual(10);
    expect(new Set(garage.map((v) => v.system.domain))).toEqual(new Set(["planetary", "space"]));
    const names = garage.map((v) => v.name).join(" | ");
    for (const role of [/Speeder Bike/, /Landspeeder/, /Airspeeder/, /Swoop/, /Light Freighter/, /TIE/, /X-wing/, /Z-95/, /Shuttle/, /Patrol Craft/]) expect(names).toMatch(role);
  });

  it("every vehicle validates, its weapons are copies of the vehicle weapons mounted on arcs, one gunner station each", () => {
    for (const v of garage) {
      expectValid(v);
      const weapons = v.items.filter((i) => i.type === "weapon");
      for (const w of weapons) {
        expectCopy(v, w);
        expect(w.system.skill, `${v.name}: ${w.name}`).toBe("gunnery");
        expect((w.system.firingArcs as string[]).length, `${v.name}: ${w.name}`).toBeGreaterThan(0);
      }
      const stations = v.system.stations as { pilot: string; gunners: { weaponId: string; actorUuid: string }[] };
      expect(stations.gunners.map((g) => g.weaponId).sort(), v.name).toEqual(weapons.map((w) => w._id).sort());
      expect(stations.pilot, v.name).toBe("");
      // Below silhouette 5 a vehicle has fore and aft defence zones only (seed 002 SILHOUETTE 5+).
      const defence = v.system.defence as Record<string, number>;
      if ((v.system.silhouette as number) < 5) expect([defence.port, defence.starboard], v.name).toEqual([0, 0]);
    }
    expect(garage.filter((v) => v.items.length > 0).length).toBeGreaterThanOrEqual(7);
  });

  it("opens every vehicle's sheet with its name, weapons and no missing text", () => {
    for (const v of garage) {
      const html = sheet(v);
      expect(html, v.name).toContain(v.name);
      for (const w of v.items) expect(html, `${v.name}: ${w.name}`).toContain(w.name);
    }
  });
});
