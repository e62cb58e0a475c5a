/**
 * Starship and vehicle play: the vehicle sheet with its crew stations (and a long-name crew), a vehicle
 * whose damage has shut it down and overloaded its systems, a vehicle weapon's attack card and its
 * options prompt (band, side, zone). Pure builders and the real templates, as the other views.
 */
import { buildVehicleContext, SHEET_SIZES, type CrewLookup } from "../../module/applications/sheets/context/index.ts";
import { buildAttackCard, emptyRecord, type AttackFlag, type TargetInput } from "../../module/features/attack/model.ts";
import { choicesView, defaultChoices } from "../../module/features/attack/options-model.ts";
import { buildActs, formatActs } from "../../module/features/attack/acts-model.ts";
import { resolveFromFlag } from "../../module/features/attack/model.ts";
import { attackAllowance } from "../../module/rules/combat/attack-spending.ts";
import { FRESH_USE } from "../../module/rules/gear/weapon-use.ts";
import { vehicleDerived } from "../../module/rules/vehicles/vehicle.ts";
import { baseModifiers, baseVehicleModifiers } from "../../module/rules/checks/modifiers.ts";
import { parsePool } from "../../module/dice/index.ts";
import { buildCardContext } from "../../module/roll/card-model.ts";
import { blaster } from "../../tests/fixtures/items.ts";
import { EDIT, fixtureItem, PLAY, vehicleInput } from "../data/actors.ts";
import { ATTACK_PROMPT_CLASSES, chatMessage, promptForm } from "../frame.ts";
import type { Kit } from "../kit.ts";
import type { View } from "../types.ts";
import { renderCard, rollWanted } from "./cards.ts";
import { ATTACK_TEMPLATE, OPTIONS_TEMPLATE } from "./attack.ts";
import { renderSheet } from "./sheets.ts";
import type { ActorInput } from "../../module/applications/sheets/context/inputs.ts";

const sheetView = (id: string, title: string, html: string): View => ({
  id: `actor-${id}`, title, group: "Actor sheets", frame: "sheet", classes: "eote sheet actor vehicle", html, size: SHEET_SIZES.VehicleSheet,
});

const CANNON = blaster({ skill: "gunnery", damage: 5, crit: 3, range: "engaged" /* Close: a light laser cannon (published; the seeds list no vehicle weapons) */, firingArcs: ["fore"], qualities: [{ key: "linked", rating: 1 }] });

/** The freighter with a second, dorsal turret, and its crew seated by uuid; `names` is who the sheet finds. */
function crewedVehicle(kit: Kit, names: Record<string, string>, flags = PLAY): { input: ActorInput<"vehicle">; lookup: CrewLookup } {
  const base = vehicleInput(kit, flags);
  const turret = fixtureItem("weapon", names["turret"] ?? "Dorsal quad laser turret",
    blaster({ skill: "gunnery", damage: 5, crit: 3, range: "medium", firingArcs: ["fore", "aft", "port", "starboard"], qualities: [{ key: "linked", rating: 3 }] }));
  const items = [...base.items, turret];
  const cannonId = items.find((i) => i.type === "weapon")!.id;
  const system = {
    ...base.system,
    stations: {
      pilot: "Actor.kira", copilot: "Actor.r5", commander: "", engineer: "Actor.tekka", navigator: "Actor.gone", sensors: "",
      gunners: [{ weaponId: cannonId, actorUuid: "Actor.gunners" }, { weaponId: turret.id, actorUuid: "Actor.kira" }],
    },
  };
  const lookup: CrewLookup = {
    // Kira has Full Throttle and Improved Full Throttle: the pilot's row offers both forms (module/rules/vehicles/full-throttle.ts).
    "Actor.kira": { name: names["kira"] ?? "Kira Voss", img: "icons/svg/mystery-man.svg", talents: ["fullThrottle", "improvedFullThrottle"] },
    "Actor.r5": { name: names["r5"] ?? "R5-K3", img: "icons/svg/cowled.svg" },
    "Actor.tekka": { name: names["tekka"] ?? "Tekka", img: "icons/svg/mystery-man.svg" },
    "Actor.gunners": { name: names["gunners"] ?? "Gun crew (minion group)", img: "icons/svg/mystery-man.svg" },
    "Actor.gone": null,
  };
  return { input: { ...base, items, system: { ...system, derived: vehicleDerived(system, items) } }, lookup };
}

function sheetViews(kit: Kit): View[] {
  const crewed = crewedVehicle(kit, {});
  const long = crewedVehicle(kit, {
    kira: "Captain Tavrin Okonkwo-Vashenthal of the Outer Rim Salvage Guild",
    gunners: "Imperial Remnant Turbolaser Battery Gun Crew Seventeen (minion group)",
    turret: "Kuat Drive Yards dorsal quad laser turret, refitted with a targeting computer",
  });
  const damaged = crewedVehicle(kit, {});
  const system = { ...damaged.input.system, hullTrauma: { value: 23, threshold: 22 }, systemStrain: { value: 16, threshold: 15 } };
  const damagedInput = { ...damaged.input, system: { ...system, derived: vehicleDerived(system, damaged.input.items) } };
  const edit = crewedVehicle(kit, {}, { ...EDIT, activeTab: "crew" });
  // The combat tab under Full Throttle: the speed rating raised by 1 (an effect's prepared modifier), the printed one beside it.
  const throttled = { ...crewed.input.system, modifiers: { ...baseModifiers(), vehicle: { ...baseVehicleModifiers(), topSpeed: 1 } } };
  const throttledInput = { ...crewed.input, system: { ...crewed.input.system, derived: vehicleDerived(throttled, crewed.input.items) } };
  // The crew views open the Crew and actions tab.
  const onCrewTab = (v: ReturnType<typeof crewedVehicle>) => ({ ...v, input: { ...v.input, flags: { ...v.input.flags, activeTab: "crew" } } });
  return [
    sheetView("vehicle-crew-combat", "Vehicle: the Combat tab of a crewed ship (gunners in the weapon rows), its top speed raised by Full Throttle", renderSheet(kit, "VehicleSheet", buildVehicleContext(throttledInput, crewed.lookup))),
    sheetView("vehicle-crew", "Vehicle: crew stations; the pilot's Full Throttle as an action or a maneuver", renderSheet(kit, "VehicleSheet", buildVehicleContext(onCrewTab(crewed).input, crewed.lookup))),
    sheetView("vehicle-crew-long", "Vehicle: crew with long names", renderSheet(kit, "VehicleSheet", buildVehicleContext(onCrewTab(long).input, long.lookup))),
    sheetView("vehicle-damaged", "Vehicle: shut down, systems overloaded, weapons inoperable", renderSheet(kit, "VehicleSheet", buildVehicleContext(damagedInput, damaged.lookup))),
    sheetView("vehicle-crew-edit", "Vehicle: crew stations, edit mode", renderSheet(kit, "VehicleSheet", buildVehicleContext(edit.input, edit.lookup))),
  ];
}

/** A gunner's hit on an interceptor (silhouette 3 against 3: Average; its aft zone 1: one setback). */
function attackCardView(kit: Kit): View {
  const pool = "2p1a2i1b";
  const dice = rollWanted(parsePool(pool), (o) => o.succeeded && o.netAdvantage >= 2 && o.triumph === 0);
  const outcome = buildCardContext({ dice }).outcome;
  const flag: AttackFlag = {
    weaponUuid: "Actor.ship.Item.cannon", attackerUuid: "Actor.ship", targetUuids: ["Actor.interceptor"], rangeBand: "engaged",
    weapon: { skill: CANNON.skill, damage: CANNON.damage, addBrawn: false, crit: CANNON.crit, qualities: CANNON.qualities },
    weaponName: "Twin light laser cannon", brawn: 0, scale: "vehicle", autoFire: false, stunSetting: false, targetSilhouette: 3,
  };
  const target: TargetInput = { uuid: "Actor.interceptor", name: "TIE Interceptor", canAct: true, record: null };
  const result = resolveFromFlag(outcome, flag);
  const acts = formatActs(buildActs({
    messageId: "preview-vehicle-attack", roll: outcome, result, allow: attackAllowance(outcome, result, [emptyRecord()]),
    targets: [{ ...target, ensnared: false, silhouette: 3 }], viewer: { isGM: true, ownsAttacker: true },
    weapon: { ranged: true, improvised: false, use: FRESH_USE },
  }), kit.i18n);
  const context = { ...buildAttackCard(outcome, flag, [target], []), acts, messageId: "preview-vehicle-attack", authorName: "Kira's player", refusal: null };
  const section = kit.engine.render(ATTACK_TEMPLATE, context);
  const card = renderCard(kit, { title: "Twin light laser cannon", pool, flavor: "Gunner: Kira Voss · Close range · Fore arc · Aft zone 1" }, dice);
  const at = card.lastIndexOf("</div>");
  return {
    id: "chat-attack-vehicle", title: "Attack: a vehicle weapon's hit on a starfighter", group: "Chat cards", frame: "chat",
    html: chatMessage("Wayward Star", card.slice(0, at) + section + card.slice(at)),
  };
}

function optionsView(kit: Kit): View {
  const context = { vehicle: true, firingArcs: CANNON.firingArcs, targetZones: ["fore", "aft", "port", "starboard"] as const, silhouettes: { attacker: 4, target: 5 }, attackerName: "Wayward Star", targetNames: ["Corellian Corvette"] };
  const content = kit.engine.render(OPTIONS_TEMPLATE, choicesView(CANNON, { ...defaultChoices(CANNON, context), targetZone: "port" }, context));
  return {
    id: "dialog-attack-options-vehicle", title: "Attack options: a vehicle weapon at a silhouette 5 target", group: "Dialogs", frame: "dialog", classes: ATTACK_PROMPT_CLASSES,
    html: promptForm(content, kit.i18n.localize("EOTE.Combat.Options.Continue"), kit.i18n.localize("EOTE.Combat.Options.Cancel")),
  };
}

export function vehiclePlayViews(kit: Kit): View[] {
  return [...sheetViews(kit), attackCardView(kit), optionsView(kit)];
}
