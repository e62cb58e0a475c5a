/**
 * Repairs beyond damage control, components and collisions (seed 002 EMERGENCY REPAIRS, REPAIRING HULL
 * TRAUMA, VEHICLE COMPONENTS, despair's collisions): the vehicle sheet of a shut-down freighter with a
 * damaged component (Emergency repairs offered, the drydock price), the same ship on emergency repairs,
 * the emergency repairs card, a temporary hull repair card, a pilot's despair offering a collision and
 * one applied; and the benchmark's vehicle with 12 weapons and 8 crew. Pure builders, real templates.
 */
import { buildVehicleContext, SHEET_SIZES, type CrewLookup } from "../../module/applications/sheets/context/index.ts";
import { vehicleRepairsView, type VehicleStateEntry } from "../../module/applications/sheets/context/vehicle-repairs.ts";
import { buildEmergencyCard } from "../../module/features/vehicle-repair/emergency-model.ts";
import { buildCollisionCard } from "../../module/features/vehicle-repair/collision-model.ts";
import { buildRepairCard } from "../../module/features/vehicle-repair/model.ts";
import { damageRepaired } from "../../module/rules/vehicles/repair.ts";
import { baseModifiers, baseVehicleModifiers, type VehicleModifiers } from "../../module/rules/checks/modifiers.ts";
import { EMERGENCY_REPAIR_EFFECT } from "../../module/rules/vehicles/vehicle-repairs.ts";
import { vehicleDerived } from "../../module/rules/vehicles/vehicle.ts";
import type { VehicleData } from "../../module/rules/types.ts";
import { parsePool } from "../../module/dice/index.ts";
import { buildCardContext, type Outcome } from "../../module/roll/card-model.ts";
import { blaster } from "../../tests/fixtures/items.ts";
import type { ActorInput } from "../../module/applications/sheets/context/inputs.ts";
import { fixtureItem, PLAY, vehicleInput } from "../data/actors.ts";
import { chatMessage } from "../frame.ts";
import type { Kit } from "../kit.ts";
import type { View } from "../types.ts";
import { renderCard, rollWanted } from "./cards.ts";
import { renderSheet } from "./sheets.ts";

const sheetView = (id: string, title: string, html: string): View => ({
  id: `actor-${id}`, title, group: "Actor sheets", frame: "sheet", classes: "eote sheet actor vehicle", html, size: SHEET_SIZES.VehicleSheet,
});

/** The vehicle input with its system changed and the effects' modifiers prepared, derived again. */
function prepared(base: ActorInput<"vehicle">, system: VehicleData, mods: Partial<VehicleModifiers> = {}): ActorInput<"vehicle"> {
  const withMods = { ...system, modifiers: { ...baseModifiers(), vehicle: { ...baseVehicleModifiers(), ...mods } } };
  return { ...base, system: { ...system, derived: vehicleDerived(withMods, base.items) } };
}

/** The sheet's context as VehicleSheet._prepareContext builds it, repairs section included. */
function vehicleSheet(kit: Kit, input: ActorInput<"vehicle">, states: VehicleStateEntry[], crew: CrewLookup = {}): string {
  const s = input.system;
  const repairs = vehicleRepairsView(s.silhouette, s.hullTrauma.value, s.derived.damage, states);
  return renderSheet(kit, "VehicleSheet", { ...buildVehicleContext(input, crew), repairs });
}

const SHIELDS: VehicleStateEntry = { id: "shieldsHit0000001", name: "Damaged: Shields", description: "−1 defence in all defence zones." };
const EMERGENCY: VehicleStateEntry = {
  id: "emergency0000001", name: "Emergency repairs", description: "−1 speed, −3 handling, weapons inoperable; any hull trauma is a critical hit at +30.",
};

function sheetViews(kit: Kit): View[] {
  // The repairs are on the Crew and actions tab.
  const base = vehicleInput(kit, { ...PLAY, activeTab: "crew" }, 4);
  const shutDown = { ...base.system, hullTrauma: { value: 23, threshold: 22 } };
  return [
    sheetView("vehicle-repairs-shut-down", "Vehicle: shut down, a damaged component, Emergency repairs and the drydock price",
      vehicleSheet(kit, prepared(base, shutDown, { defence: -1 }), [SHIELDS])),
    sheetView("vehicle-repairs-emergency", "Vehicle: running on emergency repairs",
      vehicleSheet(kit, prepared(base, shutDown, { ...EMERGENCY_REPAIR_EFFECT, defence: -1 }), [EMERGENCY, SHIELDS])),
  ];
}

/** The narrative card with `section` appended inside it, as the renderChatMessageHTML hooks do. */
function withSection(kit: Kit, title: string, pool: string, wanted: (o: Outcome) => boolean, section: (o: Outcome) => string): string {
  const dice = rollWanted(parsePool(pool), wanted);
  const outcome = buildCardContext({ dice }).outcome;
  const card = renderCard(kit, { title, pool }, dice);
  const at = card.lastIndexOf("</div>");
  return card.slice(0, at) + section(outcome) + card.slice(at);
}

function chatViews(kit: Kit): View[] {
  const chat = (id: string, title: string, who: string, html: string): View => ({ id: `chat-${id}`, title, group: "Chat cards", frame: "chat", html: chatMessage(who, html) });
  const emergency = withSection(kit, "Emergency repairs: Wayward Star", "1p2a3i", (o) => o.succeeded, (o) =>
    kit.engine.render("templates/chat/emergency-repair.hbs", {
      ...buildEmergencyCard(o, { name: "Wayward Star", canAct: true, shutDown: true, underEmergencyRepairs: false, record: null }),
      messageId: "preview-emergency", authorName: "Tekka's player",
    }));
  const temporary = withSection(kit, "Temporary repairs: Wayward Star (hull trauma)", "1p2a4i", (o) => o.succeeded && o.netSuccess >= 1, (o) =>
    kit.engine.render("templates/chat/repair.hbs", {
      ...buildRepairCard(o, { uuid: "Actor.w", name: "Wayward Star", canAct: true, track: "hullTrauma", value: 23, threshold: 22, record: null }),
      messageId: "preview-temporary", authorName: "Tekka's player", temporary: true,
    }));
  const collision = (record: boolean) => withSection(kit, "Wayward Star: Piloting (Space) (Kira Voss)", "2a1p2i1c", (o) => o.despair >= 1 && o.succeeded, (o) => {
    const rec = record ? { zone: "fore" as const, total: 20, itemId: "collisionHit0001", name: "Losing Power to Shields" } : null;
    const card = buildCollisionCard(o, "pilot", ["fore", "aft"], rec, true)!;
    return kit.engine.render("templates/chat/collision.hbs", { ...card, messageId: "preview-collision", refusal: null, vehicleName: "Wayward Star", kindKey: `EOTE.Combat.Repair.Collision.${card.kind}` });
  });
  return [
    chat("emergency-repair", "Emergency repairs: success, Restore", "Tekka", emergency),
    chat("temporary-repair", "Temporary hull repairs (Daunting past the threshold)", "Tekka", temporary),
    chat("collision", "A pilot's despair: the GM's collision buttons", "Kira Voss", collision(false)),
    chat("collision-applied", "Collision applied: its critical hit, with Undo", "Kira Voss", collision(true)),
  ];
}

export const BENCH_WEAPONS = 12;
const CREW = ["pilot", "copilot", "commander", "engineer", "navigator", "sensors", "gunnerA", "gunnerB"] as const;

/** A silhouette 6 cruiser with 12 weapons and 8 crew members (six stations, two gun crews sharing the guns). */
export function benchVehicle(kit: Kit): { input: ActorInput<"vehicle">; lookup: CrewLookup } {
  const base = vehicleInput(kit, PLAY, 6);
  const arcs = [["fore"], ["aft"], ["port"], ["starboard"], ["fore", "port"], ["fore", "starboard"]] as const;
  const weapons = Array.from({ length: BENCH_WEAPONS }, (_, i) => fixtureItem("weapon", `Turbolaser battery ${i + 1}`, blaster({
    skill: "gunnery", damage: 9 + (i % 3), crit: 3, range: (["short", "medium", "long"] as const)[i % 3]!, firingArcs: [...arcs[i % arcs.length]!],
    qualities: [{ key: "linked", rating: 1 + (i % 2) }, { key: "slowFiring", rating: 1 }],
  })));
  const items = [...base.items.filter((i) => i.type !== "weapon"), ...weapons];
  const uuid = (who: string) => `Actor.${who}`;
  const system = {
    ...base.system,
    stations: {
      pilot: uuid("pilot"), copilot: uuid("copilot"), commander: uuid("commander"), engineer: uuid("engineer"), navigator: uuid("navigator"), sensors: uuid("sensors"),
      gunners: weapons.map((w, i) => ({ weaponId: w.id, actorUuid: uuid(i % 2 ? "gunnerB" : "gunnerA") })),
    },
  };
  const lookup: CrewLookup = Object.fromEntries(CREW.map((who, i) => [uuid(who), { name: `Crew member ${i + 1} (${who})`, img: "icons/svg/mystery-man.svg" }]));
  return { input: prepared({ ...base, items }, system as VehicleData), lookup };
}

/** Context build plus render of the benchmark's vehicle sheet. */
export function benchVehicleSheetHtml(kit: Kit): string {
  const { input, lookup } = benchVehicle(kit);
  return vehicleSheet(kit, input, [], lookup);
}

/** The benchmark's vehicle on its Crew and actions tab: twelve gunner seats told apart. */
function benchCrewHtml(kit: Kit): string {
  const { input, lookup } = benchVehicle(kit);
  return vehicleSheet(kit, { ...input, flags: { ...input.flags, activeTab: "crew" } }, [], lookup);
}

export function vehicleRepairViews(kit: Kit): View[] {
  return [
    ...sheetViews(kit), ...chatViews(kit),
    sheetView("vehicle-bench", "Vehicle: the benchmark's cruiser, 12 weapons and 8 crew", benchVehicleSheetHtml(kit)),
    sheetView("vehicle-bench-crew", "Vehicle: the benchmark's cruiser on its Crew and actions tab (12 gunner seats)", benchCrewHtml(kit)),
  ];
}
