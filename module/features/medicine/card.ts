/**
 * The Medicine card in Foundry: its registered card (module/chat/register.ts) adds the treatment section to a
 * NarrativeRoll message carrying flags.eote.check.medicine (posted by medicineCheck), computed at every
 * render from the stored roll and the patient's current state and record. Buttons (GM or the
 * patient's owner, checked again by the handlers): Heal / Apply (healing plus what threat and despair
 * make the patient suffer, in one update), +1 wound (Triumph) and Treat a critical injury (one per
 * triumph from one budget; the least severe injury first), Undo. Healing a patient back within its
 * thresholds also removes the unconscious markers attack cards put on it; suffering that pushes it
 * over a threshold adds none (the GM marks it). The card acts only when its author is a GM or owns the
 * healer it names (module/chat/trust.ts); otherwise it shows why, with only Undo of what it did. The record lives on the patient
 * (flags.eote.medicineLog.<messageId>), like the attack card's, so any owner can undo.
 */
import { SYSTEM_PATH } from "../../system/config.ts";
import type { MedicineRoll } from "../../rules/combat/recovery.ts";
import type { ActorType } from "../../rules/types.ts";
import { cardButton, type Click } from "../../chat/button.ts";
import { outcomeOf } from "../../chat/roll-outcome.ts";
import { api as attackApi } from "../attack/index.ts";
import { format, localize } from "../../foundry/localize.ts";
import { actorFromUuid, actorFromUuidSync, actorView, canActOn, escapeText, updatePaths } from "../../foundry/documents.ts";
import { removeEffects } from "../../foundry/effects.ts";
import { trackPaths } from "../../chat/track-change.ts";
import {
  buildMedicineCard, healUpdate, medicinePath, medicineUndo, MEDICINE_LOG, nextCritical, readMedicineRecord, triumphWoundUpdate, withTreated,
  withWoke,
  type MedicineFlag, type MedicineRecord, type PatientInput,
} from "./model.ts";
import { cardRecordOf, cardStanding, checkFlagOf, eoteFlagsOf, mayUndo, mountSection } from "../../chat/section.ts";
import { registerCard } from "../../chat/register.ts";
import { cardLedger, tracksOf } from "../../chat/ledger.ts";
import { createFollowUp } from "../../chat/follow-up.ts";
import { speakerFor, tokenName } from "../../chat/token-name.ts";

/** The Medicine section is drawn when a Medicine check's message is shown or the patient's record changes. */
export function registerMedicineCard(): void {
  registerCard((message) => checkFlagOf(message, "medicine") !== undefined, renderMedicine, MEDICINE_LOG);
}

export const MEDICINE_CARD_TEMPLATE = `${SYSTEM_PATH}/templates/chat/medicine.hbs`;

type Message = ChatMessage.Implementation;

export function medicineFlagOf(message: Message): MedicineFlag | null {
  const flag = checkFlagOf(message, "medicine") as Partial<MedicineFlag> | undefined;
  if (!flag || typeof flag.patientUuid !== "string" || !flag.patientUuid) return null;
  return {
    patientUuid: flag.patientUuid,
    ...(typeof flag.healerUuid === "string" && flag.healerUuid ? { healerUuid: flag.healerUuid } : {}),
    ...(typeof flag.patientTokenUuid === "string" && flag.patientTokenUuid ? { patientTokenUuid: flag.patientTokenUuid } : {}),
  };
}

export function medicineRecordOf(actor: Actor.Implementation | null, messageId: string): MedicineRecord | null {
  return readMedicineRecord(cardRecordOf(actor, MEDICINE_LOG, messageId));
}

/** The patient as the model reads it, named by its token (`tokenUuid`, else tokenOf); null for a vehicle (repaired, not healed) or a missing actor. */
export function patientInput(actor: Actor.Implementation | null, messageId: string, tokenUuid?: string): PatientInput | null {
  if (!actor) return null;
  const view = actorView(actor);
  if (view.type === "vehicle") return null;
  const system = view.system as { wounds: { value: number }; strain?: { value: number } };
  const derived = view.derived as { wounds: { threshold: number }; strain?: { threshold: number } };
  const hasStrain = trackPaths(view.type).strain !== null && system.strain !== undefined;
  const held = tracksOf(view);
  const injuries = actor.items
    .filter((item) => (item.type as string) === "criticalInjury")
    .map((item) => ({ id: item.id ?? "", name: item.name ?? "", severity: (item.system as unknown as { severity: number }).severity }));
  return {
    uuid: actor.uuid, name: tokenName(actor, tokenUuid), canAct: canActOn(actor),
    // Strain as the rules hold it (at most one past the threshold; module/rules/combat/damage.ts strainCap).
    wounds: system.wounds.value, strain: hasStrain ? held.tracks.strain : null,
    thresholds: { wounds: derived.wounds.threshold, strain: hasStrain ? derived.strain?.threshold ?? null : null },
    injuries, record: medicineRecordOf(actor, messageId), caps: held.caps,
  };
}

/** Whether the card may act: its author a GM or an owner of the healer (module/chat/section.ts cardStanding). */
function standingOf(message: Message, flag: MedicineFlag) {
  return cardStanding(message, flag.healerUuid ? actorFromUuidSync(flag.healerUuid) : null);
}

/** What one render of the card reads, once: the flag, the roll's outcome, the patient (document and model input) and the card's standing. */
export interface MedicineCardRead {
  messageId: string;
  flag: MedicineFlag;
  outcome: MedicineRoll;
  actor: Actor.Implementation;
  patient: PatientInput;
  standing: ReturnType<typeof standingOf>;
}

/** Reads the card's documents once for a render; null when the message is no Medicine card to draw (or its patient is gone or a vehicle). */
export function readMedicineCard(message: Message): MedicineCardRead | null {
  const flag = medicineFlagOf(message);
  const outcome = outcomeOf(message) as MedicineRoll | null;
  if (!flag || !outcome || !message.isContentVisible) return null;
  const messageId = message.id ?? "";
  const actor = actorFromUuidSync(flag.patientUuid);
  const patient = patientInput(actor, messageId, flag.patientTokenUuid);
  if (!actor || !patient) return null;
  return { messageId, flag, outcome, actor, patient, standing: standingOf(message, flag) };
}

export async function medicineSection(message: Message): Promise<string | null> {
  const read = readMedicineCard(message);
  if (!read) return null;
  const { messageId: id, patient, standing: { authorName, refusal } } = read;
  if (refusal) {
    // Refused now: only Undo of what it did (mayUndo).
    const canUndo = mayUndo(read.actor, patient.record !== null);
    return foundry.applications.handlebars.renderTemplate(MEDICINE_CARD_TEMPLATE, { messageId: id, authorName, refusal, canUndo });
  }
  const context = { ...buildMedicineCard(read.outcome, patient), messageId: id, authorName, refusal };
  return foundry.applications.handlebars.renderTemplate(MEDICINE_CARD_TEMPLATE, context);
}

/** Adds (or redraws) the Medicine section of a message shown in `html`; nothing for any other message. */
export async function renderMedicine(message: Message, html: HTMLElement): Promise<void> {
  const section = await medicineSection(message);
  if (section === null) return;
  mountSection(html, ".eote-medicine", section, (button) => runMedicineAction(message, button.dataset.action ?? ""));
}

type MedicineState = { flag: MedicineFlag; outcome: MedicineRoll };

/** One Medicine card button, after checking the flag, the card's trust and the viewer's right to treat the patient. */
const medicineButton = cardButton<Click, MedicineState>({
  read: (message) => {
    const flag = medicineFlagOf(message);
    const outcome = outcomeOf(message) as MedicineRoll | null;
    return flag && outcome ? { flag, outcome } : null;
  },
  // Undo reads only the record on the patient: it skips the card's trust (module/chat/section.ts mayUndo).
  recordOnly: ["eoteMedicineUndo"],
  trust: (message, { flag }) => standingOf(message, flag).refusal,
  who: { owner: ({ flag }) => actorFromUuid(flag.patientUuid), notice: "EOTE.Combat.Notice.NotAllowed" },
  act: async ({ message, click: { action }, state: { flag, outcome }, target: actor }) => {
    const id = message.id ?? "";
    const patient = patientInput(actor, id, flag.patientTokenUuid);
    if (!patient) return;
    if (action === "eoteHeal") await heal(actor, outcome, patient, id);
    else if (action === "eoteTriumphWound") await triumphWound(actor, outcome, patient, id);
    else if (action === "eoteTreatCritical") await treatCritical(actor, outcome, patient, id, flag.patientTokenUuid);
    else if (action === "eoteMedicineUndo") await undoMedicine(actor, patient, id);
  },
});

export function runMedicineAction(message: Message, action: string): Promise<void> {
  return medicineButton(message, { action });
}

type TrackChange = { update: Record<string, unknown>; record: MedicineRecord; conscious: boolean };

async function heal(actor: Actor.Implementation, outcome: MedicineRoll, patient: PatientInput, messageId: string): Promise<void> {
  const change = healUpdate(actor.type as ActorType, outcome, patient, messageId);
  if (!change) {
    ui.notifications?.warn(localize("EOTE.Combat.Notice.NothingToHeal"));
    return;
  }
  await applyAndWake(actor, change, messageId);
}

async function triumphWound(actor: Actor.Implementation, outcome: MedicineRoll, patient: PatientInput, messageId: string): Promise<void> {
  const change = triumphWoundUpdate(actor.type as ActorType, outcome, patient, messageId);
  if (!change) {
    ui.notifications?.warn(localize("EOTE.Combat.Notice.NoTriumphWound"));
    return;
  }
  await applyAndWake(actor, change, messageId);
}

/**
 * Writes the tracks and record; when the patient ends within its thresholds, also removes the
 * unconscious markers attack cards put on it. Only `conscious` decides: a patient left (or pushed)
 * over a threshold keeps every marker.
 */
async function applyAndWake(actor: Actor.Implementation, change: TrackChange, messageId: string): Promise<void> {
  const markers = change.conscious ? attackApi.incapacitationMarkers(actor) : [];
  if (!markers.length) {
    await updatePaths(actor, change.update);
    return;
  }
  // Keep the markers' data on the record first, so undo can put them back as they were.
  const data = markers.map((id) => actor.effects.get(id)!.toObject() as unknown as Record<string, unknown>);
  await updatePaths(actor, { ...change.update, [medicinePath(messageId)]: withWoke(change.record, data) });
  await removeEffects(actor, markers);
}

/** Removes the least severe critical injury, keeping its data on the record first so undo can bring it back. */
async function treatCritical(actor: Actor.Implementation, outcome: MedicineRoll, patient: PatientInput, messageId: string, tokenUuid?: string): Promise<void> {
  const injury = nextCritical(outcome, patient);
  const item = injury ? actor.items.get(injury.id) : undefined;
  if (!injury || !item) {
    ui.notifications?.warn(localize("EOTE.Combat.Notice.NoCriticalToTreat"));
    return;
  }
  const data = item.toObject() as unknown as Record<string, unknown>;
  const record = withTreated(patient.record, { itemId: injury.id, name: injury.name, severity: injury.severity, data });
  await updatePaths(actor, { [medicinePath(messageId)]: record });
  await actor.deleteEmbeddedDocuments("Item", [injury.id]);
  // Seen by those who saw the Medicine roll.
  await createFollowUp({
    content: `<p class="eote-recovery">${format("EOTE.Combat.Medicine.TreatedAnnounce", { actor: escapeText(patient.name), name: escapeText(injury.name) })}</p>`,
    speaker: speakerFor(actor, tokenUuid),
  }, messageId);
}

async function undoMedicine(actor: Actor.Implementation, patient: PatientInput, messageId: string): Promise<void> {
  if (!patient.record) return;
  const ledger = cardLedger(eoteFlagsOf(actor), medicinePath(messageId));
  const { update, recreate, restoreEffects } = medicineUndo(actor.type as ActorType, patient, messageId, patient.record, ledger);
  // An injury still present (its removal never went through) is not duplicated.
  const missing = recreate.filter((data) => !actor.items.has(String(data["_id"] ?? "")));
  // keepId: the injury comes back as the same item, so anything pointing at it still does.
  if (missing.length) await actor.createEmbeddedDocuments("Item", missing as never, { keepId: true });
  // The markers come back with their ids, so the attack card that set them can still undo them.
  const asleep = restoreEffects.filter((data) => !actor.effects.has(String(data["_id"] ?? "")));
  if (asleep.length) await actor.createEmbeddedDocuments("ActiveEffect", asleep as never, { keepId: true });
  await updatePaths(actor, update);
}
