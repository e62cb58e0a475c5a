/**
 * Starship maneuvers and actions (seed 002 STARSHIP MANEUVERS, STARSHIP ACTIONS): the vehicle sheet of a
 * silhouette 4 freighter at speed 3 in combat, one of its two starship maneuvers taken this round, with its
 * Actions menu open (Gain the Advantage marked too slow); a silhouette 6 frigate whose one maneuver of the
 * round is spent (four zones in the deflector pickers); and the card of a Slice Enemy's Systems check with
 * a triumph; a fighter held by a tractor beam (the maneuvers that would move it marked) with a free
 * maneuver waiting. Pure builders and the real templates.
 */
import { buildVehicleContext, roundLimitView, SHEET_SIZES, tractorHoldView } from "../../module/applications/sheets/context/index.ts";
import { actionCardContext } from "../../module/features/crew/action-model.ts";
import { vehicleDerived } from "../../module/rules/vehicles/vehicle.ts";
import { maneuverCounter } from "../../module/rules/vehicles/maneuver-tally.ts";
import { parsePool } from "../../module/dice/index.ts";
import { buildCardContext } from "../../module/roll/card-model.ts";
import { PLAY, vehicleInput } from "../data/actors.ts";
import { chatMessage } from "../frame.ts";
import type { Kit } from "../kit.ts";
import type { View } from "../types.ts";
import { renderCard, rollWanted } from "./cards.ts";
import { renderSheet } from "./sheets.ts";

const ACTION_TEMPLATE = "templates/chat/starship-action.hbs";

const CLOCK = { id: "combat0000000001", round: 2 };

/** As the sheet does (module/applications/sheets/vehicle-sheet.ts): the round's count and its limit on the buttons. */
function withCounter(context: ReturnType<typeof buildVehicleContext>, counter: ReturnType<typeof maneuverCounter>) {
  return { ...context, ...roundLimitView(context.maneuvers, counter) };
}

function sheetView(kit: Kit): View[] {
  const base = vehicleInput(kit, PLAY, 4);
  const system = { ...base.system, speed: { value: 3, max: 4 } };
  const input = { ...base, system: { ...system, derived: vehicleDerived(system, base.items) } };
  const counter = maneuverCounter(4, { combat: CLOCK.id, round: CLOCK.round, count: 1 }, CLOCK);
  const html = renderSheet(kit, "VehicleSheet", withCounter(buildVehicleContext(input, {}), counter));
  // The same ship on its Crew and actions tab: each starship action once, a button per check.
  const actions = renderSheet(kit, "VehicleSheet", withCounter(buildVehicleContext({ ...input, flags: { ...input.flags, activeTab: "crew" } }, {}), counter));
  return [{
    id: "actor-vehicle-maneuvers", title: "Vehicle: maneuvers row (1 / 2 this round)", group: "Actor sheets", frame: "sheet",
    classes: "eote sheet actor vehicle", html, size: SHEET_SIZES.VehicleSheet,
  }, {
    id: "actor-vehicle-actions", title: "Vehicle: starship actions (Gain the Advantage marked too slow), Crew and actions tab", group: "Actor sheets", frame: "sheet",
    classes: "eote sheet actor vehicle", html: actions, size: SHEET_SIZES.VehicleSheet,
  }];
}

function largeShipView(kit: Kit): View {
  const base = vehicleInput(kit, PLAY, 6);
  const system = { ...base.system, silhouette: 6, speed: { value: 2, max: 3 }, defence: { fore: 2, aft: 1, port: 1, starboard: 1 } };
  const input = { ...base, system: { ...system, derived: vehicleDerived(system, base.items) } };
  const counter = maneuverCounter(6, { combat: CLOCK.id, round: CLOCK.round, count: 1 }, CLOCK);
  const html = renderSheet(kit, "VehicleSheet", withCounter(buildVehicleContext(input, {}), counter));
  return {
    id: "actor-vehicle-maneuvers-large", title: "Vehicle: silhouette 6, its one maneuver of the round spent, four deflector zones", group: "Actor sheets", frame: "sheet",
    classes: "eote sheet actor vehicle", html, size: SHEET_SIZES.VehicleSheet,
  };
}

/**
 * A fighter held by a tractor beam (seed 002 TRACTOR): Accelerate, Fly/Drive, Punch It and Evasive Action
 * marked; in combat, with a free pilot-only maneuver an attack's advantage gave it.
 */
function heldView(kit: Kit): View {
  const base = vehicleInput(kit, PLAY, 3);
  const system = { ...base.system, speed: { value: 3, max: 5 } };
  const input = { ...base, system: { ...system, derived: vehicleDerived(system, base.items) } };
  const context = buildVehicleContext(input, {});
  const counter = maneuverCounter(3, { combat: CLOCK.id, round: CLOCK.round, count: 1 }, CLOCK);
  const free = new Set(["freePilotManeuver"] as const);
  const html = renderSheet(kit, "VehicleSheet", { ...context, ...roundLimitView(tractorHoldView(context.maneuvers, true), counter, free) });
  return {
    id: "actor-vehicle-tractor-held", title: "Vehicle: held by a tractor beam (moving maneuvers marked), a free pilot-only maneuver from an attack waiting", group: "Actor sheets", frame: "sheet",
    classes: "eote sheet actor vehicle", html, size: SHEET_SIZES.VehicleSheet,
  };
}

function cardView(kit: Kit): View {
  const pool = "2a1p3i";
  const dice = rollWanted(parsePool(pool), (o) => o.succeeded && o.triumph >= 1 && o.netAdvantage >= 2);
  const outcome = buildCardContext({ dice }).outcome;
  const section = kit.engine.render(ACTION_TEMPLATE, actionCardContext("sliceSystems", outcome));
  const card = renderCard(kit, { title: "Wayward Star: Slice Enemy’s Systems (Tekka)", pool }, dice);
  const at = card.lastIndexOf("</div>");
  return {
    id: "chat-starship-action", title: "Starship action: Slice Enemy's Systems with a triumph", group: "Chat cards", frame: "chat",
    html: chatMessage("Tekka", card.slice(0, at) + section + card.slice(at)),
  };
}

/**
 * A squadron of three fighters flown as one minion group (seed 002 VEHICLE MINIONS), one already destroyed.
 * The seeds give no TIE profile: these are the published TIE/ln fighter's (one pilot, no passengers,
 * encumbrance 4, no hyperdrive or shields, hull trauma 6 and system strain 8 a ship).
 */
function squadronView(kit: Kit): View {
  const base = vehicleInput(kit, PLAY, 3);
  const system = {
    ...base.system, group: 3, speed: { value: 5, max: 5 }, handling: 3, armour: 2,
    hullTrauma: { value: 8, threshold: 6 }, systemStrain: { value: 0, threshold: 8 }, defence: { fore: 0, aft: 0, port: 0, starboard: 0 },
    crew: "One pilot", passengers: 0, encumbranceCapacity: 4, hardPoints: 0,
    hyperdrive: { primary: null, backup: null }, navicomputer: false, sensorRange: "close" as const, consumables: "Two days", price: 25000,
  };
  const input = {
    ...base, name: "TIE squadron", system: { ...system, derived: vehicleDerived(system, base.items) },
    enriched: { notes: "<p>Three TIE/ln fighters of the local garrison.</p>" },
  };
  return {
    id: "actor-vehicle-squadron", title: "Vehicle: a squadron of three flown as one minion group", group: "Actor sheets", frame: "sheet",
    classes: "eote sheet actor vehicle", html: renderSheet(kit, "VehicleSheet", buildVehicleContext(input, {})), size: SHEET_SIZES.VehicleSheet,
  };
}

export function starshipViews(kit: Kit): View[] {
  return [...sheetView(kit), largeShipView(kit), heldView(kit), squadronView(kit), cardView(kit)];
}
