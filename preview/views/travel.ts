/**
 * Travel (vehicle area): the navigator's jump form (module/features/travel/form.ts, context from
 * model.ts) and the hyperspace jump card appended to the Astrogation roll's card as the
 * renderChatMessageHTML hook does (module/features/travel/card.ts): a success with advantage and a triumph
 * on the class 2 drive, a failure with threat and despair on the class 12 backup across the galaxy.
 * The sheet's Navigation block alone (it sits below the fold of the whole vehicle sheet views), play and edit.
 */
import { buildJumpCard, defaultJumpChoice, jumpFormContext, type JumpFlag } from "../../module/features/travel/model.ts";
import { parsePool } from "../../module/dice/index.ts";
import { buildCardContext, type Outcome } from "../../module/roll/card-model.ts";
import { chatMessage } from "../frame.ts";
import type { Kit } from "../kit.ts";
import type { View } from "../types.ts";
import { renderCard, rollWanted } from "./cards.ts";
import { buildVehicleContext, SHEET_SIZES } from "../../module/applications/sheets/context/index.ts";
import { EDIT, PLAY, vehicleInput } from "../data/actors.ts";

export const JUMP_TEMPLATE = "templates/chat/jump.hbs";
export const JUMP_FORM_TEMPLATE = "templates/dialogs/jump.hbs";

const DRIVES = { primary: 2, backup: 12 };

function jumpCard(kit: Kit, pool: string, wanted: (o: Outcome) => boolean, flag: JumpFlag): string {
  const dice = rollWanted(parsePool(pool), wanted);
  const outcome = buildCardContext({ dice }).outcome;
  const section = kit.engine.render(JUMP_TEMPLATE, buildJumpCard(outcome, flag, "Wayward Star"));
  const title = kit.i18n.format("EOTE.Travel.CheckTitle", { vehicle: "Wayward Star", name: "Kira Voss" });
  const card = renderCard(kit, { title, pool }, dice);
  const at = card.lastIndexOf("</div>");
  return card.slice(0, at) + section + card.slice(at);
}

/** The Navigation block in a vehicle sheet's frame: a class 2 drive with a class 12 backup, no navigator seated. */
function navigationView(kit: Kit, id: string, title: string, flags: typeof PLAY): View {
  const input = vehicleInput(kit, flags, 3);
  const system = { ...input.system, consumables: "2 months", sensorRange: "short" as const };
  const html = `<div class="eote-vehicle">${kit.engine.render("templates/actor/vehicle-navigation.hbs", buildVehicleContext({ ...input, system }))}</div>`;
  return { id: `actor-${id}`, title, group: "Actor sheets", frame: "sheet", classes: "eote sheet actor vehicle", html, size: { width: SHEET_SIZES.VehicleSheet.width, height: 260 } };
}

export function travelViews(kit: Kit): View[] {
  const ok = jumpCard(kit, "2p1a1i", (o) => o.succeeded && o.netSuccess >= 2 && o.advantage >= 1 && o.triumph >= 1,
    { vehicleUuid: "Actor.wayward", distance: "sector", hyperdriveClass: 2, difficulty: 1 });
  const bad = jumpCard(kit, "1a3i1c", (o) => !o.succeeded && o.threat >= 1 && o.despair >= 1,
    { vehicleUuid: "Actor.wayward", distance: "galaxy", hyperdriveClass: 12, difficulty: 4 });
  const choice = { ...defaultJumpChoice({ navicomputer: false, hyperdrive: DRIVES }), underPressure: true, damage: "light" as const };
  return [
    navigationView(kit, "vehicle-navigation", "Vehicle: navigation, Plot hyperspace jump", PLAY),
    navigationView(kit, "vehicle-navigation-edit", "Vehicle: navigation, edit mode", EDIT),
    { id: "chat-jump-plotted", title: "Hyperspace jump: plotted, with advantage and a triumph", group: "Chat cards", frame: "chat", html: chatMessage("Kira Voss", ok) },
    { id: "chat-jump-failed", title: "Hyperspace jump: failed, with threat and despair (backup drive)", group: "Chat cards", frame: "chat", html: chatMessage("Kira Voss", bad) },
    {
      id: "dialog-jump-form", title: "Plot hyperspace jump: no navicomputer, under pressure, lightly damaged", group: "Dialogs", frame: "dialog",
      classes: "eote eote-jump-form", html: kit.engine.render(JUMP_FORM_TEMPLATE, jumpFormContext(choice, DRIVES)),
    },
  ];
}
