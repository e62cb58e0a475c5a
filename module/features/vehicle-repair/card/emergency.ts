/**
 * Emergency repairs in Foundry (seed 002 EMERGENCY REPAIRS; rules module/rules/vehicles/vehicle-repairs.ts, card
 * model ../emergency-model.ts): the engineer's Mechanics check at Hard posts a card whose Restore puts the
 * emergency repairs effect on the shut-down vehicle (−1 speed, −3 handling, weapons inoperable, any hull
 * trauma a critical hit at +30: module/rules/vehicles/vehicle.ts and module/rules/combat/critical.ts read it), and whose
 * Undo deletes exactly that effect. Trust and Undo as the damage control card (../card.ts): the repairer
 * must also sit at a station of the vehicle, unless the card's author is a GM or owns the vehicle.
 */
import { registerCard } from "../../../chat/register.ts";
import { checkFlagOf, cardRecordOf, cardStanding, mayUndo, mountSection } from "../../../chat/section.ts";
import { EMERGENCY_LOG } from "../flags.ts";
import { openDicePoolDialog } from "../../../applications/dice-dialog/index.ts";
import { DIFFICULTY_LEVELS } from "../../../dice/index.ts";
import { EoteError } from "../../../dice/errors.ts";
import type { VehicleDerived } from "../../../rules/character/derived-types.ts";
import { EMERGENCY_REPAIR_DIFFICULTY } from "../../../rules/vehicles/vehicle-repairs.ts";
import { REPAIR_SKILL } from "../../../rules/vehicles/repair.ts";
import { notifyError } from "../../../foundry/notify.ts";
import { outcomeOf } from "../../../chat/roll-outcome.ts";
import { format, localize } from "../../../foundry/localize.ts";
import { actorFromUuid, actorFromUuidSync, actorView, canActOn, updatePaths } from "../../../foundry/documents.ts";
import { tokenName, tokenUuidField } from "../../../chat/token-name.ts";
import { checkStatusModifiers } from "../../../foundry/inputs.ts";
import { repairerFor } from "../../../foundry/crew.ts";
import { crewCardRefusal } from "../../../foundry/crew.ts";
import { cardButton, type Click } from "../../../chat/button.ts";
import { buildEmergencyCard, emergencyEffectData, emergencyPath, readEmergencyFlag, readEmergencyRecord, type EmergencyFlag, type EmergencyVehicle } from "../emergency-model.ts";
import { SYSTEM_PATH } from "../../../system/config.ts";

/** Whether an effect is a vehicle state this system put on (emergency repairs, a damaged component). */
export function vehicleStateOf(effect: { flags?: unknown }): string | null {
  const state = (effect.flags as { eote?: { vehicleState?: unknown } } | undefined)?.eote?.vehicleState;
  return typeof state === "string" ? state : null;
}

export function registerEmergencyCard(): void {
  registerCard(
    (message) => checkFlagOf(message, "emergencyRepair") !== undefined, renderEmergency, EMERGENCY_LOG,
  );
}

export const EMERGENCY_CARD_TEMPLATE = `${SYSTEM_PATH}/templates/chat/emergency-repair.hbs`;

type Message = ChatMessage.Implementation;

function vehicleOf(actor: Actor.Implementation | null, flag: EmergencyFlag, messageId: string): EmergencyVehicle | null {
  if (!actor || actorView(actor).type !== "vehicle") return null;
  const damage = (actorView(actor).derived as Partial<VehicleDerived>).damage;
  return {
    name: tokenName(actor, flag.vehicleTokenUuid), canAct: canActOn(actor),
    shutDown: damage?.shutDown === true, underEmergencyRepairs: damage?.emergencyRepairs === true,
    record: readEmergencyRecord(cardRecordOf(actor, EMERGENCY_LOG, messageId)),
  };
}

/** Opens the dice dialog for `repairer`'s Mechanics check at Hard to bring `vehicle` back from shut down. */
export async function emergencyRepairCheck(repairer: Actor.Implementation, vehicle: Actor.Implementation): Promise<void> {
  try {
    if (actorView(vehicle).type !== "vehicle") throw new EoteError("EOTE.Combat.Repair.NotVehicle", "Only vehicles get emergency repairs");
    if (repairer.uuid === vehicle.uuid || actorView(repairer).type === "vehicle") {
      ui.notifications?.warn(localize("EOTE.Combat.Repair.NoRepairer"));
      return;
    }
    const pool = repairer.checkPool(REPAIR_SKILL);
    pool.difficulty += EMERGENCY_REPAIR_DIFFICULTY;
    const notes = [
      format("EOTE.Combat.Repair.Emergency.Note", { difficulty: localize(`EOTE.Dice.Difficulty.${DIFFICULTY_LEVELS[EMERGENCY_REPAIR_DIFFICULTY]}`) }),
      format("EOTE.Combat.Repair.RepairerNote", { repairer: tokenName(repairer), vehicle: tokenName(vehicle) }),
    ];
    for (const m of checkStatusModifiers(actorView(repairer))) notes.push(format(`EOTE.Combat.Note.Own.${m.status}`, { modifier: m.count }));
    const emergencyRepair: EmergencyFlag = { vehicleUuid: vehicle.uuid, repairerUuid: repairer.uuid, ...tokenUuidField("vehicleTokenUuid", vehicle) };
    await openDicePoolDialog({
      title: format("EOTE.Combat.Repair.Emergency.Title", { vehicle: tokenName(vehicle) }),
      privateTitle: localize(`EOTE.Skill.${REPAIR_SKILL}`),
      pool, actor: repairer, notes, flags: { emergencyRepair },
    });
  } catch (err) {
    notifyError(err);
  }
}

/** The sheet's Emergency repairs: by the engineer at the station (or the stand-in module/foundry/crew.ts repairerFor names). */
export async function emergencyRepairs(vehicle: Actor.Implementation): Promise<void> {
  try {
    const repairer = await repairerFor(vehicle);
    if (repairer) await emergencyRepairCheck(repairer, vehicle);
  } catch (err) {
    notifyError(err);
  }
}

export async function emergencySection(message: Message): Promise<string | null> {
  const flag = readEmergencyFlag(checkFlagOf(message, "emergencyRepair"));
  const outcome = outcomeOf(message);
  if (!flag || !outcome || !message.isContentVisible) return null;
  const id = message.id ?? "";
  const actor = actorFromUuidSync(flag.vehicleUuid);
  const vehicle = vehicleOf(actor, flag, id);
  if (!vehicle || !actor) return null;
  const standing = cardStanding(message, actorFromUuidSync(flag.repairerUuid));
  const { authorName } = standing;
  const refusal = standing.refusal ?? crewCardRefusal(message, actor, flag.repairerUuid);
  const render = foundry.applications.handlebars.renderTemplate;
  if (refusal) return render(EMERGENCY_CARD_TEMPLATE, { messageId: id, authorName, refusal, canUndo: mayUndo(actor, vehicle.record !== null) });
  return render(EMERGENCY_CARD_TEMPLATE, { ...buildEmergencyCard(outcome, vehicle), messageId: id, authorName, refusal });
}

export async function renderEmergency(message: Message, html: HTMLElement): Promise<void> {
  const section = await emergencySection(message);
  if (section === null) return;
  mountSection(html, ".eote-emergency-repair", section, (button) => runEmergencyAction(message, button.dataset.action ?? ""));
}

type EmergencyState = { flag: EmergencyFlag; outcome: NonNullable<ReturnType<typeof outcomeOf>>; actor: Actor.Implementation | null };

/** Restore or Undo, after checking the flag, the card's trust (not for Undo) and the viewer's right to change the vehicle. */
const emergencyButton = cardButton<Click, EmergencyState>({
  read: async (message) => {
    const flag = readEmergencyFlag(checkFlagOf(message, "emergencyRepair"));
    const outcome = outcomeOf(message);
    return flag && outcome ? { flag, outcome, actor: await actorFromUuid(flag.vehicleUuid) } : null;
  },
  recordOnly: ["eoteEmergencyUndo"],
  // The repairer's owner posted it, and that repairer is aboard unless the author may change the vehicle (module/foundry/crew.ts).
  trust: (message, { flag, actor }) =>
    cardStanding(message, actorFromUuidSync(flag.repairerUuid)).refusal ?? (actor ? crewCardRefusal(message, actor, flag.repairerUuid) : null),
  who: { owner: ({ actor }) => actor, notice: "EOTE.Combat.Notice.NotAllowed" },
  act: async ({ message, click: { action }, state: { flag, outcome }, target: actor }) => {
    const id = message.id ?? "";
    const vehicle = vehicleOf(actor, flag, id);
    if (!vehicle) return;
    if (action === "eoteEmergencyRestore") {
      if (!buildEmergencyCard(outcome, vehicle).canRestore) {
        ui.notifications?.warn(localize("EOTE.Combat.Repair.Emergency.NotNeeded"));
        return;
      }
      // The record first, naming the effect by the id it is created with: Undo never misses it.
      const effectId = foundry.utils.randomID();
      await updatePaths(actor, { [emergencyPath(id)]: { effectId } });
      const data = { ...emergencyEffectData(localize("EOTE.Combat.Repair.Emergency.EffectName"), localize("EOTE.Combat.Repair.Emergency.EffectDescription"), message.uuid ?? ""), _id: effectId };
      await actor.createEmbeddedDocuments("ActiveEffect", [data as never], { keepId: true });
    } else if (action === "eoteEmergencyUndo" && vehicle.record) {
      const effectId = vehicle.record.effectId;
      if (actor.effects.has(effectId)) await actor.deleteEmbeddedDocuments("ActiveEffect", [effectId]);
      await updatePaths(actor, { [`flags.eote.${EMERGENCY_LOG}.-=${id}`]: null });
    }
  },
});

export function runEmergencyAction(message: Message, action: string): Promise<void> {
  return emergencyButton(message, { action });
}
