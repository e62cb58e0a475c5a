/**
 * Starship maneuvers and actions (seed 002 STARSHIP MANEUVERS, STARSHIP ACTIONS): the vehicle sheet of a
 * silhouette 4 freighter at speed 3 with its Actions menu open (Gain the Advantage marked too slow), and
 * the card of a Slice Enemy's Systems check with a triumph. Pure builders and the real templates.
 */
import { buildVehicleContext, SHEET_SIZES } from "../../module/applications/sheets/context/index.ts";
import { actionCardContext } from "../../module/combat/crew/action-card-model.ts";
import { vehicleDerived } from "../../module/rules/vehicle.ts";
import { parsePool } from "../../module/dice/index.ts";
import { buildCardContext } from "../../module/roll/card-model.ts";
import { PLAY, vehicleInput } from "../data/actors.ts";
import { chatMessage } from "../frame.ts";
import type { Kit } from "../kit.ts";
import type { View } from "../types.ts";
import { renderCard, rollWanted } from "./cards.ts";
import { renderSheet } from "./sheets.ts";

const ACTION_TEMPLATE = "templates/chat/starship-action.hbs";

function sheetView(kit: Kit): View {
  const base = vehicleInput(kit, PLAY, 4);
  const system = { ...base.system, speed: { value: 3, max: 4 } };
  const input = { ...base, system: { ...system, derived: vehicleDerived(system, base.items) } };
  const html = renderSheet(kit, "VehicleSheet", buildVehicleContext(input, {}))
    .replace('<details class="eote-starship-actions">', '<details class="eote-starship-actions" open>');
  return {
    id: "actor-vehicle-maneuvers", title: "Vehicle: maneuvers row and the actions menu", group: "Actor sheets", frame: "sheet",
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

/** A squadron of three fighters flown as one minion group (seed 002 VEHICLE MINIONS), one already destroyed. */
function squadronView(kit: Kit): View {
  const base = vehicleInput(kit, PLAY, 3);
  const system = { ...base.system, group: 3, hullTrauma: { value: 14, threshold: 10 } };
  const input = { ...base, name: "TIE squadron", system: { ...system, derived: vehicleDerived(system, base.items) } };
  return {
    id: "actor-vehicle-squadron", title: "Vehicle: a squadron of three flown as one minion group", group: "Actor sheets", frame: "sheet",
    classes: "eote sheet actor vehicle", html: renderSheet(kit, "VehicleSheet", buildVehicleContext(input, {})), size: SHEET_SIZES.VehicleSheet,
  };
}

export function starshipViews(kit: Kit): View[] {
  return [sheetView(kit), squadronView(kit), cardView(kit)];
}
