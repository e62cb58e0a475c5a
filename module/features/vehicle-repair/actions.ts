/**
 * Vehicle damage control in Foundry: a Mechanics check by a crew member repairs system strain or hull
 * trauma (rules: module/rules/vehicles/repair.ts; difficulty from seed 000 DAMAGE CONTROL DIFFICULTY). The roll
 * carries the vehicle and track (flags.eote.check.repair), from which its card offers Repair
 * (module/features/vehicle-repair/card.ts). Macro-callable through game.system.api.combat and the vehicle sheet.
 */
import { openDicePoolDialog } from "../../applications/dice-dialog/index.ts";
import { DIFFICULTY_LEVELS } from "../../dice/index.ts";
import { EoteError } from "../../dice/errors.ts";
import { damageControlDifficulty } from "../../rules/combat/recovery.ts";
import { isRepairTrack, REPAIR_SKILL, type RepairTrack } from "../../rules/vehicles/repair.ts";
import { temporaryRepairDifficulty } from "../../rules/vehicles/vehicle-repairs.ts";
import type { VehicleData } from "../../rules/types.ts";
import type { VehicleDerived } from "../../rules/character/derived-types.ts";
import { notifyError } from "../../foundry/notify.ts";
import { format, localize } from "../../foundry/localize.ts";
import { actorView } from "../../foundry/documents.ts";
import { tokenName, tokenUuidField } from "../../chat/token-name.ts";
import { repairerFor } from "../../foundry/crew.ts";
import { claimEncounterUse, recordEncounterUse } from "../../foundry/encounter-use.ts";
import { checkStatusModifiers } from "../../foundry/inputs.ts";
import type { RepairFlag } from "./model.ts";


/** A vehicle track's value and threshold; throws for anything but a vehicle. */
export function vehicleTrack(vehicle: Actor.Implementation, track: RepairTrack): { value: number; threshold: number } {
  const view = actorView(vehicle);
  if (view.type !== "vehicle") throw new EoteError("EOTE.Combat.Repair.NotVehicle", "Only vehicles are repaired by damage control");
  const system = view.system as VehicleData;
  const derived = view.derived as VehicleDerived;
  return { value: system[track].value, threshold: derived[track].threshold };
}

/**
 * Opens the dice dialog for `repairer`'s Mechanics check on `vehicle`'s `track`, its difficulty from the
 * track against its threshold. A vehicle has no Mechanics skill: a vehicle as its own repairer is refused.
 * Damage control is a starship action taken once per encounter (seed 002 DAMAGE CONTROL): a second one in
 * the same combat is refused; the rolled check records its use on the vehicle, and the card's Undo clears it.
 * `temporary`: temporary repairs of hull trauma (seed 002 REPAIRING HULL TRAUMA: Hard or Daunting,
 * module/rules/vehicles/vehicle-repairs.ts), out of combat, with the same card; they are not damage control and
 * use up no action of the encounter.
 */
export async function repairCheck(
  repairer: Actor.Implementation, vehicle: Actor.Implementation, track: RepairTrack, options: { temporary?: boolean } = {},
): Promise<void> {
  try {
    if (!isRepairTrack(track)) throw new EoteError("EOTE.Combat.Repair.BadTrack", `${String(track)} is not repaired by damage control`, { track: String(track) });
    const temporary = options.temporary === true && track === "hullTrauma";
    const { value, threshold } = vehicleTrack(vehicle, track);
    if (repairer === vehicle || repairer.uuid === vehicle.uuid || actorView(repairer).type === "vehicle") {
      ui.notifications?.warn(localize("EOTE.Combat.Repair.NoRepairer"));
      return;
    }
    const use = temporary ? null : claimEncounterUse(vehicle, "damageControl");
    const level = temporary ? temporaryRepairDifficulty(value, threshold) : damageControlDifficulty(value, Math.max(1, threshold));
    const pool = repairer.checkPool(REPAIR_SKILL);
    pool.difficulty += level;
    const trackName = localize(`EOTE.Sheet.Track.${track}`);
    const notes = [
      format("EOTE.Combat.Repair.Note", { track: trackName, value, threshold, difficulty: localize(`EOTE.Dice.Difficulty.${DIFFICULTY_LEVELS[level]}`) }),
      format("EOTE.Combat.Repair.RepairerNote", { repairer: tokenName(repairer), vehicle: tokenName(vehicle) }),
      ...(temporary ? [localize("EOTE.Combat.Repair.Temporary.Note")] : []),
    ];
    for (const m of checkStatusModifiers(actorView(repairer))) notes.push(format(`EOTE.Combat.Note.Own.${m.status}`, { modifier: m.count }));
    // The vehicle's token, so the card prints its name on clients that do not view its scene.
    const repair: RepairFlag = {
      vehicleUuid: vehicle.uuid, track, repairerUuid: repairer.uuid, ...tokenUuidField("vehicleTokenUuid", vehicle),
      ...(use ? { encounterUse: use } : {}), ...(temporary ? { temporary } : {}),
    };
    await openDicePoolDialog({
      title: format(temporary ? "EOTE.Combat.Repair.Temporary.Title" : "EOTE.Combat.Repair.Title", { vehicle: tokenName(vehicle), track: localize(`EOTE.Combat.Repair.Track.${track}`) }),
      privateTitle: localize(`EOTE.Skill.${REPAIR_SKILL}`),
      pool, actor: repairer, notes, flags: { repair },
      onRolled: () => recordEncounterUse(vehicle, use),
    });
  } catch (err) {
    notifyError(err);
  }
}

/**
 * Damage control asked from the vehicle sheet: the repairer is the crew member at the engineer station
 * (module/foundry/crew.ts repairerFor), or, with none seated, the user's character or the GM's controlled token.
 */
export async function damageControl(vehicle: Actor.Implementation, track: RepairTrack, options: { temporary?: boolean } = {}): Promise<void> {
  try {
    const repairer = await repairerFor(vehicle);
    if (repairer) await repairCheck(repairer, vehicle, track, options);
  } catch (err) {
    notifyError(err);
  }
}
