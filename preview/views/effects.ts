/**
 * The Effects tab (module/applications/sheets/context/effects.ts, templates/partials/effects-list.hbs):
 * a character's effects from a ranked talent, a critical injury, a status, a temporary effect with rounds
 * left, one disabled and gear not in use (suppressed), as the owner sees them (with the buttons) and as an
 * observer does; a vehicle's from emergency repairs, a damaged component and a starship action; a rival's.
 */
import { buildAdversaryContext, buildCharacterContext, buildVehicleContext, SHEET_SIZES } from "../../module/applications/sheets/context/index.ts";
import { effectsTab, type EffectInput } from "../../module/applications/sheets/context/effects.ts";
import { checkModifierKey } from "../../module/rules/checks/modifiers.ts";
import { adversaryInputs, characterInput, PLAY, READ_ONLY, vehicleInput } from "../data/actors.ts";
import type { Kit } from "../kit.ts";
import type { View } from "../types.ts";
import { renderSheet } from "./sheets.ts";

const add = (key: string, value: number) => ({ key, mode: 2, value: String(value) });
const row = (over: Partial<EffectInput> & Pick<EffectInput, "id" | "name">): EffectInput => ({
  itemId: "", img: "", statuses: [], carrier: null, disabled: false, suppressed: false, rounds: null, changes: [], ...over,
});

const CHARACTER_EFFECTS: EffectInput[] = [
  row({ id: "status1", name: "Disoriented", statuses: ["disoriented"], rounds: 2, changes: [add(checkModifierKey("all", "setback"), 1)] }),
  row({ id: "timed1", name: "Coordinated fire", rounds: 1, changes: [add(checkModifierKey("rangedHeavy", "boost"), 1), add(checkModifierKey("gunnery", "boost"), 1)] }),
  row({ id: "grit1", itemId: "talent1", name: "Grit", carrier: { type: "talent", name: "Grit", system: { ranked: true, rank: 2 } }, changes: [add("system.modifiers.strainThreshold", 1)] }),
  row({ id: "dedication1", itemId: "talent2", name: "Dedication (Willpower)", disabled: true, carrier: { type: "talent", name: "Dedication", system: { ranked: false } }, changes: [add("system.characteristics.willpower", 1)] }),
  row({ id: "injury1", itemId: "injury1", name: "Off-Balance", carrier: { type: "criticalInjury", name: "Off-Balance", system: {} }, changes: [add(checkModifierKey("all", "setback"), 1)] }),
  row({ id: "scope1", itemId: "rifle1", name: "Targeting scope", suppressed: true, carrier: { type: "weapon", name: "Blaster Rifle", system: { equipped: false } }, changes: [add(checkModifierKey("rangedHeavy", "removeSetback"), 1)] }),
];

const VEHICLE_EFFECTS: EffectInput[] = [
  row({ id: "repair1", name: "Emergency repairs", changes: [add("system.modifiers.vehicle.speed", -1), add("system.modifiers.vehicle.defence", 1)] }),
  row({ id: "evasive1", name: "Evasive maneuvers", rounds: 1, changes: [add(checkModifierKey("pilotingSpace", "boost"), 1)] }),
  row({ id: "crit1", itemId: "crit1", name: "Knocked Off Course", carrier: { type: "criticalHit", name: "Knocked Off Course", system: {} }, changes: [add("system.modifiers.vehicle.maneuversLocked", 1)] }),
  row({ id: "old1", name: "Jammed comms (GM's note)", disabled: true, changes: [{ key: "system.modifiers.vehicle.comms", mode: 2, value: "1" }] }),
];

export function effectsViews(kit: Kit): View[] {
  const character = (owner: boolean) => ({
    ...buildCharacterContext(characterInput(kit, { ...(owner ? PLAY : READ_ONLY), activeTab: "effects" })),
    effectsTab: effectsTab(CHARACTER_EFFECTS, owner),
  });
  const ship = { ...buildVehicleContext(vehicleInput(kit, { ...PLAY, activeTab: "effects" })), effectsTab: effectsTab(VEHICLE_EFFECTS, true) };
  const rival = { ...buildAdversaryContext(adversaryInputs(kit).rival), effectsTab: effectsTab(CHARACTER_EFFECTS.slice(0, 3), true) };
  const sheet = (id: string, title: string, type: string, size: keyof typeof SHEET_SIZES, html: string): View => ({
    id, title, group: "Actor sheets", frame: "sheet", classes: `eote sheet actor ${type}`, html, size: SHEET_SIZES[size],
  });
  return [
    sheet("actor-character-effects-list", "Character: Effects tab (talent, injury, status, timed, disabled, gear not in use)", "character", "CharacterSheet",
      renderSheet(kit, "CharacterSheet", character(true))),
    sheet("actor-character-effects-observer", "Character: Effects tab, observer (no buttons)", "character", "CharacterSheet",
      renderSheet(kit, "CharacterSheet", character(false))),
    sheet("actor-vehicle-effects-list", "Vehicle: Effects tab (repairs, starship action, critical hit)", "vehicle", "VehicleSheet",
      renderSheet(kit, "VehicleSheet", ship)),
    sheet("actor-rival-effects", "Adversary: rival with effects", "rival", "AdversarySheet", renderSheet(kit, "AdversarySheet", rival)),
  ];
}
