/**
 * Checks against a critical injury in Foundry (rules in module/rules/combat/critical-treatment.ts): a healer's
 * Medicine check (Mechanics on a droid) or the patient's Resilience check at rest, difficulty the
 * injury's severity (seed 000 MEDICAL CHECK DIFFICULTY; seed 002 RECOVERY, MEDICINE / MECHANICS SKILL).
 * One check a week per injury (seed 002): the world time of the last one is kept on the injury
 * (flags.eote.lastTreatmentCheck, seconds), written when the roll's message is created. Within the week
 * a player is stopped with a warning and the GM warned but let through. The roll's card
 * (module/features/critical/card.ts) removes the injury on a success.
 * A vehicle's critical hit goes the same way as kind "repair": a crew member's Mechanics check against
 * its severity (seed 002 DAMAGE CONTROL), without the weekly limit (weeklyLimited says why).
 */
import { openDicePoolDialog } from "../../../applications/dice-dialog/index.ts";
import { EoteError } from "../../../dice/errors.ts";
import {
  criticalItemType, criticalTreatmentDifficulty, treatmentGate, treatmentWait, waitDays, weeklyLimited, type CriticalTreatmentKind,
} from "../../../rules/combat/critical-treatment.ts";
import { SELF_TREATMENT_PENALTY, treatmentSkill } from "../../../rules/combat/recovery.ts";
import { REPAIR_SKILL } from "../../../rules/vehicles/repair.ts";
import { criticalHitKeyOf, repairWaitsForEncounter } from "../../../rules/vehicles/critical-hits.ts";
import type { CriticalHitData } from "../../../rules/types.ts";
import { noticeName, notifyError } from "../../../foundry/notify.ts";
import { criticalTreatmentFlagOf } from "../card.ts";
import type { CriticalTreatmentFlag } from "../model.ts";
import { format, localize, plural } from "../../../foundry/localize.ts";
import { actorFromUuid, actorView, updatePaths } from "../../../foundry/documents.ts";
import { tokenName, tokenUuidField } from "../../../chat/token-name.ts";
import { repairerFor } from "../../../foundry/crew.ts";
import { checkStatusModifiers, isDroidView } from "../../../foundry/inputs.ts";

export const LAST_CHECK_FLAG = "lastTreatmentCheck";

type Message = ChatMessage.Implementation;

/** World time now, in seconds (0 before the game is ready). */
function worldTime(): number {
  return game.time?.worldTime ?? 0;
}

export function lastTreatmentCheck(item: Item.Implementation): unknown {
  return (item.flags as { eote?: Record<string, unknown> } | undefined)?.eote?.[LAST_CHECK_FLAG];
}

/** The critical the kind works on: a vehicle's critical hit for a repair, else a non-vehicle's critical injury. */
function criticalOf(patient: Actor.Implementation, injuryId: string, kind: CriticalTreatmentKind): Item.Implementation {
  const item = patient.items.get(injuryId);
  const repair = kind === "repair";
  // A repair needs a vehicle, any other kind anything but one.
  if (item && (item.type as string) === criticalItemType(kind) && (actorView(patient).type === "vehicle") === repair) return item;
  if (repair) throw new EoteError("EOTE.Combat.CriticalTreatment.NotCriticalHit", "That item is not a critical hit of this vehicle", { injuryId });
  throw new EoteError("EOTE.Combat.CriticalTreatment.NotCritical", "That item is not a critical injury of this actor", { injuryId });
}

/** A vehicle has no Mechanics skill: a repair by the vehicle itself (or another vehicle) is refused with a notice. */
function noRepairer(repairer: Actor.Implementation, vehicle: Actor.Implementation): boolean {
  if (repairer !== vehicle && repairer.uuid !== vehicle.uuid && actorView(repairer).type !== "vehicle") return false;
  ui.notifications?.warn(localize("EOTE.Combat.Repair.NoRepairer"));
  return true;
}

/**
 * Shield Overload cannot be repaired before the encounter ends (module/rules/vehicles/critical-hits.ts):
 * while a combat has started, the repair is refused with a notice.
 */
function repairWaits(item: Item.Implementation): boolean {
  const key = criticalHitKeyOf(item.system as unknown as CriticalHitData);
  const started = (game.combat as unknown as { started?: boolean } | null | undefined)?.started === true;
  if (!repairWaitsForEncounter(key, started)) return false;
  ui.notifications?.warn(format("EOTE.VehicleCrit.Error.RepairAfterEncounter", { name: noticeName(item.name) }));
  return true;
}

/**
 * Whether a check may be opened now under the one-a-week limit, warning when not (and the GM also when
 * it is let through).
 */
function passesWeeklyLimit(item: Item.Implementation): boolean {
  const wait = treatmentWait(lastTreatmentCheck(item), worldTime());
  const gate = treatmentGate(wait, game.user?.isGM === true);
  if (gate === "open") return true;
  const data = { injury: item.name ?? "", days: plural("EOTE.Count.day", waitDays(wait)) };
  ui.notifications?.warn(format(gate === "refuse" ? "EOTE.Combat.CriticalTreatment.TooSoon" : "EOTE.Combat.CriticalTreatment.TooSoonGM", data));
  return gate === "warnAndOpen";
}

/**
 * Opens the dice dialog for a check against the patient's critical injury `injuryId`: with `kind`
 * "medicine" `healer` rolls Medicine (Mechanics on a droid patient), two harder on itself; with
 * "resilience" the patient rolls its own Resilience (the healer plays no part); with "repair" the
 * patient is a vehicle, `injuryId` one of its critical hits and `healer` a crew member rolling
 * Mechanics (the vehicle itself is refused with a notice). The roll carries
 * flags.eote.check.criticalTreatment, from which its card offers Remove.
 */
export async function criticalTreatmentCheck(
  healer: Actor.Implementation, patient: Actor.Implementation, injuryId: string, kind: CriticalTreatmentKind,
): Promise<void> {
  try {
    const item = criticalOf(patient, injuryId, kind);
    const severity = (item.system as unknown as { severity: number }).severity;
    const roller = kind === "resilience" ? patient : healer;
    const self = roller === patient || roller.uuid === patient.uuid;
    const dice = criticalTreatmentDifficulty(severity, kind, self);
    if (kind === "repair" && noRepairer(roller, patient)) return;
    if (kind === "repair" && repairWaits(item)) return;
    if (weeklyLimited(kind) && !passesWeeklyLimit(item)) return;
    const droid = isDroidView(actorView(patient));
    const skill = kind === "resilience" ? "resilience" : kind === "repair" ? REPAIR_SKILL : treatmentSkill(droid);
    const pool = roller.checkPool(skill);
    pool.difficulty += dice;
    const names = { injury: item.name ?? "", patient: tokenName(patient) };
    const notes = [format("EOTE.Combat.CriticalTreatment.SeverityNote", { injury: names.injury, severity, dice: plural("EOTE.Count.difficultyDie", severity) })];
    if (kind === "resilience") notes.push(format("EOTE.Combat.CriticalTreatment.RestNote", { patient: names.patient }));
    else if (kind === "repair") notes.push(format("EOTE.Combat.Repair.RepairerNote", { repairer: tokenName(roller), vehicle: names.patient }));
    else if (self) {
      notes.push(format("EOTE.Combat.Recovery.SelfHealerNote", { patient: names.patient }));
      notes.push(format("EOTE.Combat.Recovery.SelfNote", { modifier: SELF_TREATMENT_PENALTY }));
    } else notes.push(format("EOTE.Combat.Recovery.HealerNote", { healer: tokenName(roller), patient: names.patient }));
    for (const m of checkStatusModifiers(actorView(roller))) notes.push(format(`EOTE.Combat.Note.Own.${m.status}`, { modifier: m.count }));
    const title = kind === "resilience" ? "ResilienceTitle" : skill === "mechanics" ? "MechanicsTitle" : "MedicineTitle";
    // The patient's token, so the card prints its name on clients that do not view its scene.
    const flag: CriticalTreatmentFlag = {
      patientUuid: patient.uuid, injuryId, kind, name: names.injury, severity, healerUuid: roller.uuid, ...tokenUuidField("patientTokenUuid", patient),
    };
    await openDicePoolDialog({
      title: format(`EOTE.Combat.CriticalTreatment.${title}`, names), pool, actor: roller, notes, flags: { criticalTreatment: flag },
      // A roll others cannot see keeps no injury name or severity in its flags and title (the card reads the item).
      privateTitle: localize(`EOTE.Skill.${skill}`), privateFlags: { criticalTreatment: { ...flag, name: "", severity: 0 } },
    });
  } catch (err) {
    notifyError(err);
  }
}

/**
 * On the new message's author's client only: keeps the world time of the check on the injury, which
 * starts the week before the next one. An injury already gone, or a patient the author may not update,
 * is left alone.
 */
export async function recordTreatmentCheck(message: Message): Promise<void> {
  const flag = criticalTreatmentFlagOf(message);
  // A repair has no weekly limit, so nothing to keep.
  if (!flag || !message.isAuthor || !weeklyLimited(flag.kind)) return;
  const patient = await actorFromUuid(flag.patientUuid);
  const item = patient?.items.get(flag.injuryId);
  if (!patient?.isOwner || !item) return;
  await updatePaths(item, { [`flags.eote.${LAST_CHECK_FLAG}`]: worldTime() });
}

/** A treatment check's new message starts the injury's week, on its author's client (recordTreatmentCheck). */
export function registerTreatmentChecks(): void {
  Hooks.on("createChatMessage", (message: Message) => {
    if (!message.isAuthor || !criticalTreatmentFlagOf(message)) return;
    void recordTreatmentCheck(message).catch(notifyError);
  });
}

/**
 * A critical hit's repair asked from the vehicle sheet: the repairer is the crew member at the engineer
 * station, or with none seated the user's character or the GM's controlled token (module/foundry/crew.ts repairerFor).
 */
export async function repairCriticalHit(vehicle: Actor.Implementation, hitId: string): Promise<void> {
  try {
    const repairer = await repairerFor(vehicle);
    if (repairer) await criticalTreatmentCheck(repairer, vehicle, hitId, "repair");
  } catch (err) {
    notifyError(err);
  }
}
