// Crew stations on the vehicle sheet: the template marks every seat as a drop zone with its station and
// weapon; an actor dropped on a seat (v13 ActorSheetV2 calls _onDropActor) takes it; elsewhere nothing.
import { describe, expect, it } from "vitest";
import { character, vehicle } from "../fixtures/actors.ts";
import { blaster } from "../fixtures/items.ts";
import { FakeActor, noticeKeys, register } from "../doubles/index.ts";
import { shellSuite } from "../doubles/suite.ts";
import { DropActorSheetBase, loadedOver } from "../doubles/sheet-bases.ts";

/** Just enough of a DOM element for closest() and dataset. */
function seat(station: string, weaponId = "") {
  const row = { dataset: { station, weaponId }, closest: (s: string) => (s === "[data-station]" ? row : null) };
  const child = { closest: (s: string) => row.closest(s) };
  return child;
}
const elsewhere = { closest: () => null };

type VehicleSheetDouble = DropActorSheetBase & { _onDropActor(event: unknown, actor: unknown): Promise<unknown> };

const shell = shellSuite({
  keys: true,
  seed: 3,
  install: () => {
    const g = globalThis as unknown as { foundry: { applications: { sheets: unknown }; abstract: object }; Combat?: unknown };
    g.foundry.applications.sheets = { ActorSheetV2: DropActorSheetBase };
    // Dropped actors arrive as documents: the doubles' actors stand for v13 documents here.
    g.foundry.abstract = { ...g.foundry.abstract, Document: FakeActor };
    g.Combat = g.Combat ?? class {};
  },
  modules: {
    VehicleSheet: async () => loadedOver<VehicleSheetDouble>((await import("../../module/applications/sheets/vehicle-sheet.ts")).VehicleSheet),
  },
});

function ship() {
  const cannon = { _id: "cannon0000000001", name: "Laser cannon", type: "weapon", system: { ...blaster({ skill: "gunnery", range: "short", firingArcs: ["fore"] }) } };
  return register(new FakeActor("Wayward Star", "vehicle", vehicle(3), { items: [cannon] }));
}

describe("dropping an actor on a crew station", () => {
  it("seats them at the station dropped on; a gunner at the row's weapon", async () => {
    const s = ship();
    const kira = register(new FakeActor("Kira", "character", character()));
    const sheet = new shell.VehicleSheet(s);
    await sheet._onDropActor({ target: seat("pilot") }, kira);
    expect(s.system.stations.pilot).toBe(kira.uuid);
    const weaponId = s.items.contents[0]!.id;
    await sheet._onDropActor({ target: seat("gunner", weaponId) }, kira);
    expect(s.system.stations.gunners).toEqual([{ weaponId, actorUuid: kira.uuid }]);
  });

  it("a drop off the stations, on an unknown station, or on a read-only sheet changes nothing", async () => {
    const s = ship();
    const kira = register(new FakeActor("Kira", "character", character()));
    const sheet = new shell.VehicleSheet(s);
    await sheet._onDropActor({ target: elsewhere }, kira);
    await sheet._onDropActor({ target: seat("captain") }, kira);
    sheet.isEditable = false;
    await sheet._onDropActor({ target: seat("pilot") }, kira);
    expect(s.system.stations.pilot).toBe("");
    expect(s.updates).toEqual([]);
  });

  it("another vehicle is refused with a notice", async () => {
    const s = ship();
    const sheet = new shell.VehicleSheet(s);
    await sheet._onDropActor({ target: seat("pilot") }, ship());
    expect(noticeKeys()).toEqual(["EOTE.Crew.CannotCrew"]);
    expect(s.system.stations.pilot).toBe("");
  });
});
