/**
 * The checks two vehicle critical hits call for, opened in the dice dialog from the vehicle sheet's
 * "Critical hits in force" block:
 * - Knocked Off Course (seed 002: "must make Piloting check to regain control (d = speed)"): the pilot's
 *   Piloting check, through the crew's station check (module/features/crew crewCheck), its difficulty the
 *   vehicle's speed now (module/rules/vehicles/critical-hits.ts controlCheckDifficulty). Offered while the
 *   hit's short-term effect lasts;
 * - Fire! (seed 002: "requiring Cool and Vigilance checks"): a crew member's Cool or Vigilance check at the
 *   difficulty of module/rules/vehicles/critical-hit-aftermath.ts fireFight, by the user's own character when
 *   it is aboard, else the first crew member aboard the user may roll for. Offered while the hit stands.
 * Refusals are localised notices; the dialog keeps the user's roll mode, as every check's.
 */
import type { VehicleData } from "../../../rules/types.ts";
import type { VehicleDerived } from "../../../rules/character/derived-types.ts";
import { controlCheckDifficulty, controlCheckOpen } from "../../../rules/vehicles/critical-hits.ts";
import { fireFight } from "../../../rules/vehicles/critical-hit-aftermath.ts";
import { effectiveSpeed } from "../../../rules/vehicles/vehicle.ts";
import { seatedUuids } from "../../../rules/vehicles/crew.ts";
import { format, localize } from "../../../foundry/localize.ts";
import { actorFromUuid, actorView, canActOn } from "../../../foundry/documents.ts";
import { checkStatusModifiers } from "../../../foundry/inputs.ts";
import { tokenName } from "../../../chat/token-name.ts";
import { warnKey } from "../../../foundry/notify.ts";
import { openDicePoolDialog } from "../../../applications/dice-dialog/index.ts";
import { api as crewApi } from "../../crew/index.ts";

/** The critical-hit checks the sheet offers: the pilot's control check, a fire fought with Cool or Vigilance. */
export const VEHICLE_CRIT_CHECKS = ["control", "fireCool", "fireVigilance"] as const;
export type VehicleCritCheck = (typeof VEHICLE_CRIT_CHECKS)[number];

export function isVehicleCritCheck(value: unknown): value is VehicleCritCheck {
  return (VEHICLE_CRIT_CHECKS as readonly unknown[]).includes(value);
}

function vehicleParts(vehicle: Actor.Implementation): { system: VehicleData; derived: Partial<VehicleDerived> } | null {
  const view = actorView(vehicle);
  return view.type === "vehicle" ? { system: view.system as VehicleData, derived: view.derived as Partial<VehicleDerived> } : null;
}

/** Opens the check `which` for `vehicle`; refused with a notice when its hit is not in force. */
export async function vehicleCritCheck(vehicle: Actor.Implementation, which: VehicleCritCheck): Promise<void> {
  const parts = vehicleParts(vehicle);
  if (!parts) return;
  const names = { vehicle: tokenName(vehicle) };
  if (which === "control") {
    const shortLine = parts.derived.crits?.lines.some(controlCheckOpen) === true;
    if (!shortLine) return warnKey("EOTE.VehicleCrit.Act.NotInForce", { ...names, hit: localize("EOTE.VehicleCrit.Key.knockedOffCourse") });
    const speed = parts.derived.damage ? effectiveSpeed(parts.system.speed.value, parts.derived.damage) : parts.system.speed.value;
    const difficulty = controlCheckDifficulty(speed);
    await crewApi.crewCheck(vehicle, "pilot", "", {
      difficulty, titleKey: "EOTE.VehicleCrit.Act.ControlTitle",
      notes: [format("EOTE.VehicleCrit.Act.ControlNote", { difficulty })],
      flags: { vehicleCritCheck: "control" },
    });
    return;
  }
  if (parts.derived.crits?.keys.includes("fire") !== true) return warnKey("EOTE.VehicleCrit.Act.NotInForce", { ...names, hit: localize("EOTE.VehicleCrit.Key.fire") });
  const member = await fireFighter(vehicle, parts.system);
  if (!member) return warnKey("EOTE.VehicleCrit.Act.NoOneToRoll", names);
  const fight = fireFight(parts.system.silhouette);
  const skill = which === "fireCool" ? "cool" : "vigilance";
  const pool = member.checkPool(skill);
  pool.difficulty += fight.difficulty;
  const data = { name: tokenName(member), vehicle: tokenName(vehicle), skill: localize(`EOTE.Skill.${skill}`) };
  const notes = [format("EOTE.VehicleCrit.Act.FireNote", { ...data, rounds: fight.rounds })];
  for (const m of checkStatusModifiers(actorView(member))) notes.push(format(`EOTE.Combat.Note.Own.${m.status}`, { modifier: m.count }));
  await openDicePoolDialog({
    title: format("EOTE.VehicleCrit.Act.FireTitle", data), privateTitle: localize(`EOTE.Skill.${skill}`),
    pool, actor: member, notes, skillId: skill,
    flags: { vehicleCritCheck: "fire" }, privateFlags: { vehicleCritCheck: "fire" },
  });
}

/** Who fights the fire for this user: their own character when aboard, else the first crew member aboard they may roll for. */
async function fireFighter(vehicle: Actor.Implementation, system: VehicleData): Promise<Actor.Implementation | null> {
  const uuids = seatedUuids(system.stations);
  const own = (game.user as unknown as { character?: { uuid?: string } | null } | null)?.character?.uuid ?? "";
  const ordered = uuids.includes(own) ? [own, ...uuids.filter((u) => u !== own)] : uuids;
  for (const uuid of ordered) {
    const actor = await actorFromUuid(uuid);
    if (actor && actor.uuid !== vehicle.uuid && canActOn(actor)) return actor;
  }
  return null;
}
