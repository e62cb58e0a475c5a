/**
 * Starship actions on a vehicle (seed 002 STARSHIP ACTIONS; rules in module/rules/vehicles/starship-actions.ts):
 * the crew member at the action's station rolls its check at the seed's difficulty, and the roll's card
 * states what successes, advantage and triumph do. Manual Repairs rides the damage control card (its
 * Repair and Undo buttons remove hull trauma per success) and is refused a second time in an encounter.
 * Full Throttle (module/rules/vehicles/full-throttle.ts) is refused to a pilot without the talent (its maneuver, without Improved
 * Full Throttle) and while the vehicle cannot maneuver; taken as a maneuver it counts against the vessel's
 * starship maneuvers of the round (refused beyond the limit, a second costs the ship 2 system strain) and costs
 * the pilot 1 strain, both once the check is rolled.
 */
import { claimEncounterUse, manualRepairsUsed, recordEncounterUse } from "../../../foundry/encounter-use.ts";
import { openDicePoolDialog } from "../../../applications/dice-dialog/index.ts";
import { DIFFICULTY_LEVELS } from "../../../dice/index.ts";
import { EoteError } from "../../../dice/errors.ts";
import { actionLimit, gainAdvantageDifficulty, isStarshipAction, starshipAction, type StarshipActionId } from "../../../rules/vehicles/starship-actions.ts";
import { stationSkill } from "../../../rules/vehicles/crew.ts";
import { isAppliedAction, needsTarget } from "../../../rules/vehicles/starship-action-effects.ts";
import type { SkillId } from "../../../rules/checks/skills.ts";
import { notifyError } from "../../../foundry/notify.ts";
import { format, localize } from "../../../foundry/localize.ts";
import { actorView } from "../../../foundry/documents.ts";
import { tokenName, tokenUuidField } from "../../../chat/token-name.ts";
import { checkStatusModifiers } from "../../../foundry/inputs.ts";
import type { RepairFlag } from "../../vehicle-repair/index.ts";
import { crewMember, shipMotion } from "../../../foundry/crew.ts";
import { fullThrottleCheck, fullThrottleForms, type FullThrottleForm } from "../../../rules/vehicles/full-throttle.ts";
import { itemsOfType } from "../../../rules/character/owned-items.ts";
import { checkCanManeuver } from "./operable.ts";
import { chargeSecondManeuver, nextManeuverStrain, recordManeuver, sufferCrewStrain } from "./maneuver-charge.ts";

/** The vehicle this user targets (the first targeted token's vehicle), with its speed now; null for none. */
function targetedVehicle(): { name: string; speed: number; uuid: string } | null {
  for (const token of game.user?.targets ?? []) {
    const actor = (token as unknown as { actor?: Actor.Implementation | null }).actor;
    if (!actor || actorView(actor).type !== "vehicle") continue;
    return { name: tokenName(actor), speed: shipMotion(actor).motion.speed, uuid: actor.uuid };
  }
  return null;
}

/**
 * The crew member at the action's station opens its check (`checkIndex` picks among the seed's
 * alternatives, e.g. Perception for Plot Course), with the seed's difficulty and what each result does.
 */
export async function starshipActionCheck(vehicle: Actor.Implementation, id: StarshipActionId, checkIndex = 0): Promise<void> {
  try {
    if (!isStarshipAction(id)) return;
    const rule = starshipAction(id);
    const { system, motion } = shipMotion(vehicle);
    const limit = actionLimit(id, motion, manualRepairsUsed(vehicle));
    const names = { vehicle: tokenName(vehicle), action: localize(`EOTE.StarshipAction.${id}.Name`) };
    if (!limit.allowed) throw new EoteError(`EOTE.StarshipAction.Refused.${limit.reason}`, `${id} refused: ${limit.reason}`, names);
    const use = id === "manualRepairs" ? claimEncounterUse(vehicle, id) : null;
    const member = await crewMember(vehicle, rule.station);
    const check = rule.checks[checkIndex] ?? rule.checks[0]!;
    const throttle = id === "fullThrottle" ? fullThrottleCosts(vehicle, member, check.maneuver ? "maneuver" : "action", names) : null;
    const skill: SkillId = check.skill === "piloting" ? stationSkill("pilot", system.domain) : check.skill;
    const pool = member.checkPool(skill);
    // The actions whose card applies something to a target vehicle remember the one targeted now.
    const target = isAppliedAction(id) && needsTarget(id) ? targetedVehicle() : null;
    const difficulty = target && id === "gainAdvantage" ? gainAdvantageDifficulty(motion.speed, target.speed) : check.difficulty;
    pool.difficulty += difficulty;
    const notes = [
      // Named by level; only cancelling an enemy's advantage could add dice past Formidable, and no one asks that here yet.
      format("EOTE.StarshipAction.Note", { ...names, name: tokenName(member), difficulty: localize(`EOTE.Dice.Difficulty.${DIFFICULTY_LEVELS[Math.min(difficulty, DIFFICULTY_LEVELS.length - 1)]}`) }),
    ];
    if (target) notes.push(format(id === "gainAdvantage" ? "EOTE.StarshipAction.TargetSpeed" : "EOTE.StarshipAction.Target", { target: target.name, speed: target.speed }));
    notes.push(localize(`EOTE.StarshipAction.${id}.Results`));
    if (throttle?.form === "maneuver") notes.push(format("EOTE.StarshipAction.fullThrottle.ManeuverNote", { strain: throttle.pilotStrain }));
    for (const m of checkStatusModifiers(actorView(member))) notes.push(format(`EOTE.Combat.Note.Own.${m.status}`, { modifier: m.count }));
    const flags: Record<string, unknown> = {
      starshipAction: { id, vehicleUuid: vehicle.uuid, ...(target ? { targetUuid: target.uuid } : {}), ...(id === "fullThrottle" ? { pilotUuid: member.uuid } : {}) },
    };
    if (id === "manualRepairs") {
      const repair: RepairFlag = {
        vehicleUuid: vehicle.uuid, track: "hullTrauma", repairerUuid: member.uuid, ...tokenUuidField("vehicleTokenUuid", vehicle), ...(use ? { encounterUse: use } : {}),
      };
      flags["repair"] = repair;
    }
    await openDicePoolDialog({
      title: format("EOTE.StarshipAction.Title", { ...names, name: tokenName(member) }),
      privateTitle: localize(`EOTE.Skill.${skill}`),
      pool, actor: member, notes, flags, skillId: skill,
      ...(use ? { onRolled: () => recordEncounterUse(vehicle, use) } : {}),
      ...(throttle?.onRolled ? { onRolled: throttle.onRolled } : {}),
    });
  } catch (err) {
    notifyError(err);
  }
}

/**
 * Full Throttle's limits before its check opens, and what taking it costs once rolled: refused (EoteError) to a
 * pilot without the talent for this form, and while the vehicle cannot maneuver; as a maneuver (Improved Full
 * Throttle) refused beyond the round's starship maneuvers, then counted, the second's 2 system strain charged
 * to the ship and the pilot's 1 strain, when the check is rolled (a dialog closed without rolling costs nothing).
 */
function fullThrottleCosts(vehicle: Actor.Implementation, pilot: Actor.Implementation, form: FullThrottleForm, names: Record<string, string>) {
  const talents = itemsOfType(actorView(pilot).items, "talent").map((t) => t.key);
  if (!fullThrottleForms(talents).includes(form)) {
    throw new EoteError(`EOTE.StarshipAction.fullThrottle.Refused.${form}`, `Full Throttle (${form}) refused: the pilot lacks the talent`, { ...names, name: tokenName(pilot) });
  }
  checkCanManeuver(vehicle);
  const { pilotStrain } = fullThrottleCheck(form);
  if (form === "action") return { form, pilotStrain, onRolled: null };
  const silhouette = shipMotion(vehicle).system.silhouette;
  nextManeuverStrain(vehicle, silhouette);
  return {
    form, pilotStrain,
    onRolled: async () => {
      // Read the round again: another maneuver may have been taken while the dialog stood open. Past the round's
      // limit now, the refusal is shown and nothing is counted or charged.
      let secondStrain: number;
      try {
        secondStrain = nextManeuverStrain(vehicle, silhouette);
      } catch (err) {
        notifyError(err);
        return;
      }
      await recordManeuver(vehicle);
      await chargeSecondManeuver(vehicle, secondStrain);
      await sufferCrewStrain(pilot, pilotStrain);
    },
  };
}
