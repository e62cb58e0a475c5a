/**
 * The starship action part of a roll's chat card: what the check achieved (seed 002 STARSHIP ACTIONS,
 * module/rules/vehicles/starship-actions.ts actionOutcomes), one line each, rebuilt from the stored roll at every
 * render; for the actions whose results the card applies (module/rules/vehicles/starship-action-effects.ts) an
 * Apply button per defence zone (or one Apply), then Undo (module/features/crew/actions/apply.ts). The card
 * acts only when its author is a GM or owns the acting vehicle (card trust), and only for a viewer who
 * may change every vehicle touched. Manual Repairs' hull trauma is applied by the damage control part of
 * the same card (its Repair and Undo buttons).
 *
 * Read → model → write: a render or a click reads the card once (readStarshipActionCard: its flag, roll and
 * standing, and the vehicle, target and pilot it names, each looked up once), the pure model decides
 * (./action-model.ts starshipActionView, applyPlan, undoPlan), and the actions only write (./actions/apply.ts).
 */
import { registerCard } from "../../chat/register.ts";
import { checkFlagOf, mountSection } from "../../chat/section.ts";
import { ACTION_LOG } from "./flags.ts";
import { SYSTEM_PATH } from "../../system/config.ts";
import { isAppliedAction } from "../../rules/vehicles/starship-action-effects.ts";
import { crewUuid } from "../../foundry/crew.ts";
import { FIRING_ARCS, type FiringArc, type VehicleData } from "../../rules/types.ts";
import type { VehicleDerived } from "../../rules/character/derived-types.ts";
import type { PilotTraits } from "../../rules/vehicles/starship-action-effects.ts";
import type { Characteristics } from "../../rules/types.ts";
import { itemsOfType } from "../../rules/character/owned-items.ts";
import type { ActorView } from "../../foundry/inputs.ts";
import { cardPilotUuid, readActionFlag, starshipActionView, type PartyRead, type RolledOutcome } from "./action-model.ts";
import { outcomeOf } from "../../chat/roll-outcome.ts";
import { actorFromUuid, actorFromUuidSync, actorView, canActOn } from "../../foundry/documents.ts";
import { cardButton, type Click } from "../../chat/button.ts";
import { tokenName } from "../../chat/token-name.ts";
import { actionRecordOf, actionStanding, applyAction, undoAction, weaponsOf, type StarshipActionCard } from "./actions/apply.ts";

export function registerStarshipActionCard(): void {
  registerCard((message) => checkFlagOf(message, "starshipAction") !== undefined, renderAction, ACTION_LOG);
}

export const ACTION_CARD_TEMPLATE = `${SYSTEM_PATH}/templates/chat/starship-action.hbs`;

type Message = ChatMessage.Implementation;
type Find = (uuid: string) => Actor.Implementation | null | Promise<Actor.Implementation | null>;

/** A crew member's Cunning (as prepared: effects included) and its talents' keys. */
function crewTraits(view: ActorView): PilotTraits {
  const cunning = (view.system as { characteristics?: Partial<Characteristics> }).characteristics?.cunning ?? 1;
  return { cunning, talents: itemsOfType(view.items, "talent").map((t) => t.key).filter((k) => k !== "") };
}

/** One named actor as the model reads it. */
function partyRead(actor: Actor.Implementation | null, messageId: string): PartyRead | null {
  if (!actor) return null;
  const view = actorView(actor);
  const vehicle = view.type === "vehicle" ? { system: view.system as VehicleData, derived: view.derived as VehicleDerived } : null;
  return {
    uuid: actor.uuid, name: tokenName(actor), record: actionRecordOf(actor, messageId), mayAct: canActOn(actor),
    zones: vehicle?.derived.defenceZones ?? [], weapons: weaponsOf(actor),
    systemStrain: vehicle ? { value: vehicle.system.systemStrain.value, threshold: vehicle.derived.systemStrain.threshold } : null,
    traits: vehicle ? null : crewTraits(view),
  };
}

/**
 * The card's flag, roll and standing, and every document it names, each looked up once (`find`: a sync
 * look-up for a render, an awaited one for a click): the acting vehicle; the target the card acts on (once
 * applied, the one the vehicle's record names, since the flag is the author's data and may have been
 * re-pointed; before, the flag's); the pilot (once applied, the one recorded; before, Full Throttle's the one who
 * rolled it, the others' the one seated now).
 * Null when the message is no starship action card or its content is hidden from the user. `world`: also
 * look for this card's record on every world actor (a click's "applied already").
 */
async function readCard(message: Message, find: Find, world: boolean): Promise<StarshipActionCard | null> {
  const flag = readActionFlag(checkFlagOf(message, "starshipAction"));
  const outcome = outcomeOf(message) as RolledOutcome | null;
  if (!flag || !outcome || !message.isContentVisible) return null;
  const messageId = message.id ?? "";
  const vehicle = await find(flag.vehicleUuid);
  const { authorName, refusal } = actionStanding(message, vehicle);
  const record = actionRecordOf(vehicle, messageId);
  const targetUuid = record ? record.targetUuid : flag.targetUuid;
  const seated = vehicle && actorView(vehicle).type === "vehicle" ? crewUuid(vehicle, "pilot") : "";
  const pilotUuid = cardPilotUuid(flag, record, seated);
  const target = targetUuid ? await find(targetUuid) : null;
  const pilot = pilotUuid ? await find(pilotUuid) : null;
  const appliedInWorld = world && ((game.actors?.contents ?? []) as Actor.Implementation[]).some((a) => actionRecordOf(a, messageId) !== null);
  const domain = vehicle && actorView(vehicle).type === "vehicle" ? (actorView(vehicle).system as VehicleData).domain : "space";
  return {
    read: {
      flag, outcome, messageId, authorName, refusal, domain, appliedInWorld,
      vehicle: partyRead(vehicle, messageId), target: partyRead(target, messageId), pilot: partyRead(pilot, messageId),
    },
    parties: { vehicle, target, pilot },
  };
}

/** The card as read for one render (sync look-ups). */
export function readStarshipActionCard(message: Message): Promise<StarshipActionCard | null> {
  return readCard(message, actorFromUuidSync, false);
}

export async function actionSection(message: Message): Promise<string | null> {
  const card = await readStarshipActionCard(message);
  if (!card) return null;
  return foundry.applications.handlebars.renderTemplate(ACTION_CARD_TEMPLATE, starshipActionView(card.read));
}

export async function renderAction(message: Message, html: HTMLElement): Promise<void> {
  const section = await actionSection(message);
  if (section !== null) mountSection(html, ".eote-starship-action", section, (button) => runActionButton(
    message, button.dataset["action"] ?? "", button.dataset["zone"] ?? "",
    button.closest(".eote-starship-action")?.querySelector<HTMLSelectElement>("select[name=eoteSliceWeapon]")?.value ?? "",
  ));
}

type ActionClick = Click & { zone: string; weaponId: string };

/**
 * One card button: Apply (with the zone of its button, the weapon picked) or Undo. The card is read once
 * (awaited look-ups), the model decides (action-model.ts applyPlan, undoPlan), the actions write. Apply
 * needs the card's trust; Undo reads only the records (module/chat/section.ts mayUndo).
 */
const actionButton = cardButton<ActionClick, StarshipActionCard>({
  actions: ["eoteActionApply", "eoteActionUndo"],
  read: (message) => readCard(message, actorFromUuid, true),
  trust: (_message, card) => (isAppliedAction(card.read.flag.id) ? card.read.refusal : null),
  recordOnly: ["eoteActionUndo"],
  // One click at a time per card on this client: a double click would read "not applied" twice.
  busy: { key: (message) => `starshipAction:${message.id ?? ""}`, notice: "EOTE.Combat.Notice.Busy" },
  act: async ({ click: { action, zone, weaponId }, state: card }) => {
    if (action === "eoteActionApply") {
      const arc = (FIRING_ARCS as readonly string[]).includes(zone) ? (zone as FiringArc) : undefined;
      await applyAction(card, arc, weaponId);
    } else {
      await undoAction(card);
    }
  },
});

export function runActionButton(message: Message, action: string, zone = "", weaponId = ""): Promise<void> {
  return actionButton(message, { action, zone, weaponId });
}
