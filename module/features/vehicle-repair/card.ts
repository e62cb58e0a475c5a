/**
 * The damage control part of a roll's chat card: its registered card (module/chat/register.ts) adds it to a roll
 * carrying flags.eote.check.repair (posted by repairCheck), computed at every render from the stored
 * roll and the vehicle's current track and record. Buttons (GM or the vehicle's owner, checked again
 * by the handler): Repair (the track and the record in one update) and Undo. The card acts only when its
 * author is a GM or owns the repairer it names (module/chat/trust.ts), and that repairer sits at a station of the
 * vehicle unless its author is a GM or owns the vehicle; otherwise it shows why, with only Undo. The record
 * lives on the vehicle (flags.eote.repairLog.<messageId>), like the Medicine card's, so any owner can undo.
 */
import { registerCard } from "../../chat/register.ts";
import { checkFlagOf, cardRecordOf, cardStanding, eoteFlagsOf, mayUndo, mountSection, type CardStanding } from "../../chat/section.ts";
import { REPAIR_LOG } from "./flags.ts";
import { SYSTEM_PATH } from "../../system/config.ts";
import type { RepairRoll } from "../../rules/vehicles/repair.ts";
import { cardButton, type Click } from "../../chat/button.ts";
import { outcomeOf } from "../../chat/roll-outcome.ts";
import { localize } from "../../foundry/localize.ts";
import { actorFromUuid, actorFromUuidSync, actorView, canActOn, updatePaths } from "../../foundry/documents.ts";
import { vehicleTrack } from "./actions.ts";
import { buildRepairCard, readRepairFlag, readRepairRecord, repairPath, repairUndo, repairUpdate, type RepairFlag, type RepairRecord, type VehicleInput } from "./model.ts";
import { crewCardRefusal } from "../../foundry/crew.ts";
import { cardLedger, tracksOf } from "../../chat/ledger.ts";
import { tokenName } from "../../chat/token-name.ts";
import { clearEncounterUsePaths } from "../../foundry/encounter-use.ts";

export function registerRepairCard(): void {
  registerCard((message) => checkFlagOf(message, "repair") !== undefined, renderRepair, REPAIR_LOG);
}

export const REPAIR_CARD_TEMPLATE = `${SYSTEM_PATH}/templates/chat/repair.hbs`;

type Message = ChatMessage.Implementation;

export function repairFlagOf(message: Message): RepairFlag | null {
  return readRepairFlag(checkFlagOf(message, "repair"));
}

export function repairRecordOf(actor: Actor.Implementation | null, messageId: string): RepairRecord | null {
  return readRepairRecord(cardRecordOf(actor, REPAIR_LOG, messageId));
}

/** The vehicle as the model reads it; null for anything but a vehicle or a missing actor. */
export function vehicleInput(actor: Actor.Implementation | null, flag: RepairFlag, messageId: string): VehicleInput | null {
  if (!actor || actorView(actor).type !== "vehicle") return null;
  const { value, threshold } = vehicleTrack(actor, flag.track);
  return {
    uuid: actor.uuid, name: tokenName(actor, flag.vehicleTokenUuid), canAct: canActOn(actor), track: flag.track, value, threshold,
    record: repairRecordOf(actor, messageId),
  };
}

/**
 * Whether the card may act: its author a GM or an owner of the repairer (module/chat/section.ts cardStanding),
 * and the repairer at a station of the vehicle unless its author is a GM or owns the vehicle
 * (module/foundry/crew.ts crewCardRefusal): the flags naming both are the author's to edit.
 */
function standingOf(message: Message, flag: RepairFlag, vehicle: Actor.Implementation): CardStanding {
  const standing = cardStanding(message, flag.repairerUuid ? actorFromUuidSync(flag.repairerUuid) : null);
  return { authorName: standing.authorName, refusal: standing.refusal ?? crewCardRefusal(message, vehicle, flag.repairerUuid ?? "") };
}

/** What one render of the card reads, once: the flag, the roll's outcome, the vehicle (document and model input) and the card's standing. */
export interface RepairCardRead {
  messageId: string;
  flag: RepairFlag;
  outcome: RepairRoll;
  actor: Actor.Implementation;
  vehicle: VehicleInput;
  standing: CardStanding;
}

/** Reads the card's documents once for a render; null when the message is no repair card to draw (or its vehicle is gone). */
export function readRepairCard(message: Message): RepairCardRead | null {
  const flag = repairFlagOf(message);
  const outcome = outcomeOf(message) as RepairRoll | null;
  if (!flag || !outcome || !message.isContentVisible) return null;
  const messageId = message.id ?? "";
  const actor = actorFromUuidSync(flag.vehicleUuid);
  const vehicle = vehicleInput(actor, flag, messageId);
  if (!vehicle || !actor) return null;
  return { messageId, flag, outcome, actor, vehicle, standing: standingOf(message, flag, actor) };
}

export async function repairSection(message: Message): Promise<string | null> {
  const read = readRepairCard(message);
  if (!read) return null;
  const { messageId: id, vehicle, standing: { authorName, refusal } } = read;
  if (refusal) {
    // Refused now: only Undo of what it did (mayUndo).
    const canUndo = mayUndo(read.actor, vehicle.record !== null);
    return foundry.applications.handlebars.renderTemplate(REPAIR_CARD_TEMPLATE, { messageId: id, authorName, refusal, canUndo });
  }
  return foundry.applications.handlebars.renderTemplate(REPAIR_CARD_TEMPLATE, {
    ...buildRepairCard(read.outcome, vehicle), messageId: id, authorName, refusal, temporary: read.flag.temporary === true,
  });
}

export async function renderRepair(message: Message, html: HTMLElement): Promise<void> {
  const section = await repairSection(message);
  if (section === null) return;
  mountSection(html, ".eote-repair", section, (button) => runRepairAction(message, button.dataset.action ?? ""));
}

type RepairState = { flag: RepairFlag; outcome: RepairRoll; actor: Actor.Implementation | null };

/** One damage control card button, after checking the flag, the card's trust and the viewer's right to repair the vehicle. */
const repairButton = cardButton<Click, RepairState>({
  read: async (message) => {
    const flag = repairFlagOf(message);
    const outcome = outcomeOf(message) as RepairRoll | null;
    return flag && outcome ? { flag, outcome, actor: await actorFromUuid(flag.vehicleUuid) } : null;
  },
  // Undo reads only the record on the vehicle: it skips the card's trust (module/chat/section.ts mayUndo).
  recordOnly: ["eoteRepairUndo"],
  trust: (message, { flag, actor }) => actor ? standingOf(message, flag, actor).refusal : null,
  who: { owner: ({ actor }) => actor, notice: "EOTE.Combat.Notice.NotAllowed" },
  act: async ({ message, click: { action }, state: { flag, outcome }, target: actor }) => {
    const id = message.id ?? "";
    const vehicle = vehicleInput(actor, flag, id);
    if (!vehicle) return;
    if (action === "eoteRepair") {
      const change = repairUpdate(outcome, vehicle, id, flag.encounterUse ?? null);
      if (!change) ui.notifications?.warn(localize("EOTE.Combat.Repair.NothingToRepair"));
      else await updatePaths(actor, change.update);
    } else if (action === "eoteRepairUndo" && vehicle.record) {
      // The record's change names the tracks it wrote; undo reads them now.
      const { tracks, caps } = tracksOf(actorView(actor));
      // The once-per-encounter record this card's check wrote goes in the same update (only if still its own),
      // read from the record Repair wrote on the vehicle, not from the message's flags.
      await updatePaths(actor, {
        ...repairUndo(tracks, id, vehicle.record, caps, cardLedger(eoteFlagsOf(actor), repairPath(id))),
        ...clearEncounterUsePaths(actor, vehicle.record.encounterUse),
      });
    }
  },
});

export function runRepairAction(message: Message, action: string): Promise<void> {
  return repairButton(message, { action });
}
