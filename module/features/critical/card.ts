/**
 * The critical treatment card in Foundry: its registered card (module/chat/register.ts) adds a section to a NarrativeRoll
 * message carrying flags.eote.check.criticalTreatment (posted by criticalTreatmentCheck), computed at
 * every render from the stored roll, the injury on the patient and this card's record. Buttons (GM or
 * the patient's owner, checked again by the handlers): Remove <injury> on a success, Undo. The record
 * lives on the patient (flags.eote.criticalTreatmentLog.<messageId>), like the Medicine card's, and keeps
 * the removed injury's data so Undo recreates the same item (keepId). A repair (kind "repair") works the
 * same way on a vehicle's critical hit, its record on the vehicle. The card acts only when its author is a
 * GM or owns the actor who rolled (module/chat/trust.ts); otherwise it shows why, with only Undo.
 */
import { SYSTEM_PATH } from "../../system/config.ts";
import { cardButton, type Click } from "../../chat/button.ts";
import { outcomeOf, rolledLevelOf } from "../../chat/roll-outcome.ts";
import { criticalItemType, treatmentRollCovers } from "../../rules/combat/critical-treatment.ts";
import {
  buildCriticalTreatmentCard, CRITICAL_TREATMENT_LOG, criticalTreatmentKeys, readCriticalTreatmentFlag, readCriticalTreatmentRecord, removeUpdate, undoUpdate,
  type CriticalTreatmentFlag, type TreatmentPatientInput,
} from "./model.ts";
import { format, localize } from "../../foundry/localize.ts";
import { actorFromUuid, actorFromUuidSync, canActOn, escapeText, updatePaths } from "../../foundry/documents.ts";
import { cardRecordOf, cardStanding, checkFlagOf, mayUndo, mountSection } from "../../chat/section.ts";
import { registerCard } from "../../chat/register.ts";
import { createFollowUp } from "../../chat/follow-up.ts";
import { speakerFor, tokenName } from "../../chat/token-name.ts";

/** The treatment section is drawn when a treatment or repair check's message is shown or the patient's record changes. */
export function registerCriticalTreatmentCard(): void {
  registerCard((message) => checkFlagOf(message, "criticalTreatment") !== undefined, renderCriticalTreatment, CRITICAL_TREATMENT_LOG);
}

export const CRITICAL_TREATMENT_TEMPLATE = `${SYSTEM_PATH}/templates/chat/critical-treatment.hbs`;

type Message = ChatMessage.Implementation;

/** Why Remove is refused when the injury needs a harder check than the roll was made at. */
const UNDER_ROLLED = "EOTE.Combat.CriticalTreatment.UnderRolled";

export function criticalTreatmentFlagOf(message: Message): CriticalTreatmentFlag | null {
  return readCriticalTreatmentFlag(checkFlagOf(message, "criticalTreatment"));
}

/**
 * The patient as the model reads it: its name, the viewer's right to act, the injury if still there, the
 * record, and whether the roll (made at `rolledLevel`) is too easy for that injury as it is now. The flag's
 * injuryId may have been edited after the roll; the roll's own difficulty dice say what it was made against.
 * The healer treats itself (+2 difficulty) when the flag names the patient as healer.
 */
export function treatmentPatientInput(actor: Actor.Implementation, flag: CriticalTreatmentFlag, messageId: string, rolledLevel: number): TreatmentPatientInput {
  const item = actor.items.get(flag.injuryId);
  const injury = item && (item.type as string) === criticalItemType(flag.kind)
    ? { id: flag.injuryId, name: item.name ?? "", severity: (item.system as unknown as { severity: number }).severity }
    : null;
  const self = flag.healerUuid === flag.patientUuid;
  return {
    name: tokenName(actor, flag.patientTokenUuid), canAct: canActOn(actor), injury,
    record: readCriticalTreatmentRecord(cardRecordOf(actor, CRITICAL_TREATMENT_LOG, messageId)),
    underRolled: injury !== null && !treatmentRollCovers(rolledLevel, injury.severity, flag.kind, self),
  };
}

const succeededOf = (message: Message): boolean | null => outcomeOf(message)?.succeeded ?? null;

/** Whether the card may act: its author a GM or an owner of the actor who rolled (module/chat/section.ts cardStanding). */
function standingOf(message: Message, flag: CriticalTreatmentFlag) {
  return cardStanding(message, flag.healerUuid ? actorFromUuidSync(flag.healerUuid) : null);
}

/** What one render of the card reads, once: the flag, whether the roll succeeded, the patient (document and model input) and the card's standing. */
export interface TreatmentCardRead {
  messageId: string;
  flag: CriticalTreatmentFlag;
  succeeded: boolean;
  actor: Actor.Implementation;
  patient: TreatmentPatientInput;
  standing: ReturnType<typeof standingOf>;
}

/** Reads the card's documents once for a render; null when the message is no treatment card to draw (or its patient is gone). */
export function readTreatmentCard(message: Message): TreatmentCardRead | null {
  const flag = criticalTreatmentFlagOf(message);
  const succeeded = succeededOf(message);
  if (!flag || succeeded === null || !message.isContentVisible) return null;
  const actor = actorFromUuidSync(flag.patientUuid);
  if (!actor) return null;
  const messageId = message.id ?? "";
  const standing = standingOf(message, flag);
  return { messageId, flag, succeeded, actor, patient: treatmentPatientInput(actor, flag, messageId, rolledLevelOf(message)), standing };
}

export async function criticalTreatmentSection(message: Message): Promise<string | null> {
  const read = readTreatmentCard(message);
  if (!read) return null;
  const { messageId: id, patient, standing: { authorName, refusal } } = read;
  if (refusal) {
    // Refused now: only Undo of what it did (mayUndo).
    const canUndo = mayUndo(read.actor, patient.record !== null);
    return foundry.applications.handlebars.renderTemplate(CRITICAL_TREATMENT_TEMPLATE, { messageId: id, authorName, refusal, canUndo });
  }
  const context = { ...buildCriticalTreatmentCard(read.flag, read.succeeded, patient), messageId: id, authorName, refusal };
  return foundry.applications.handlebars.renderTemplate(CRITICAL_TREATMENT_TEMPLATE, context);
}

/** Adds (or redraws) the treatment section of a message shown in `html`; nothing for any other message. */
export async function renderCriticalTreatment(message: Message, html: HTMLElement): Promise<void> {
  const section = await criticalTreatmentSection(message);
  if (section === null) return;
  mountSection(html, ".eote-critical-treatment", section, (button) => runCriticalTreatmentAction(message, button.dataset.action ?? ""));
}

type TreatmentState = { flag: CriticalTreatmentFlag; succeeded: boolean };

/** One button of the card, after checking the flag, the card's trust and the viewer's right to act on the patient. */
const treatmentButton = cardButton<Click, TreatmentState>({
  read: (message) => {
    const flag = criticalTreatmentFlagOf(message);
    const succeeded = succeededOf(message);
    return flag && succeeded !== null ? { flag, succeeded } : null;
  },
  // Undo reads only the record on the patient: it skips the card's trust (module/chat/section.ts mayUndo).
  recordOnly: ["eoteCriticalTreatmentUndo"],
  trust: (message, { flag }) => standingOf(message, flag).refusal,
  who: { owner: ({ flag }) => actorFromUuid(flag.patientUuid), notice: "EOTE.Combat.Notice.NotAllowed" },
  act: async ({ message, click: { action }, state: { flag, succeeded }, target: actor }) => {
    const id = message.id ?? "";
    const patient = treatmentPatientInput(actor, flag, id, rolledLevelOf(message));
    if (action === "eoteRemoveCritical") await removeCritical(actor, succeeded, patient, flag, id);
    else if (action === "eoteCriticalTreatmentUndo") await undoRemoval(actor, patient, id);
  },
});

export function runCriticalTreatmentAction(message: Message, action: string): Promise<void> {
  return treatmentButton(message, { action });
}

/** Writes the record (the injury's data kept for undo) before deleting the item, then announces it. */
async function removeCritical(actor: Actor.Implementation, succeeded: boolean, patient: TreatmentPatientInput, flag: CriticalTreatmentFlag, messageId: string):
  Promise<void> {
  const item = actor.items.get(flag.injuryId);
  const keys = criticalTreatmentKeys(flag.kind);
  const change = item ? removeUpdate(succeeded, patient, messageId, item.toObject() as unknown as Record<string, unknown>) : null;
  if (!change) {
    ui.notifications?.warn(localize(patient.underRolled && !patient.record ? UNDER_ROLLED : keys.nothing));
    return;
  }
  await updatePaths(actor, change.update);
  await actor.deleteEmbeddedDocuments("Item", [change.deleteId]);
  // Seen by those who saw the treatment roll.
  await createFollowUp({
    content: `<p class="eote-recovery">${format(keys.announce, { actor: escapeText(patient.name), name: escapeText(patient.injury?.name) })}</p>`,
    speaker: speakerFor(actor, flag.patientTokenUuid),
  }, messageId);
}

async function undoRemoval(actor: Actor.Implementation, patient: TreatmentPatientInput, messageId: string): Promise<void> {
  const change = undoUpdate(patient, messageId);
  if (!change) return;
  // keepId: the injury comes back as the same item (its weekly check time included), so anything pointing at it still does.
  if (change.recreate && !actor.items.has(String(change.recreate["_id"] ?? ""))) {
    await actor.createEmbeddedDocuments("Item", [change.recreate] as never, { keepId: true });
  }
  await updatePaths(actor, change.update);
}
