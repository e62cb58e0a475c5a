/**
 * The starship action part of a roll's chat card: what the check achieved (seed 002 STARSHIP ACTIONS,
 * module/rules/vehicles/starship-actions.ts actionOutcomes), one line each, rebuilt from the stored roll at every
 * render; for the actions whose results the card applies (module/rules/vehicles/starship-action-effects.ts) an
 * Apply button per defence zone (or one Apply), then Undo (module/features/crew/actions/apply.ts). The card
 * acts only when its author is a GM or owns the acting vehicle (card trust), and only for a viewer who
 * may change every vehicle touched. Manual Repairs' hull trauma is applied by the damage control part of
 * the same card (its Repair and Undo buttons).
 */
import { registerCard } from "../../chat/register.ts";
import { checkFlagOf, mayUndo, mountSection } from "../../chat/section.ts";
import { ACTION_LOG } from "./flags.ts";
import { SYSTEM_PATH } from "../../system/config.ts";
import { isAppliedAction, needsPilot, needsTarget, zoneChoice } from "../../rules/vehicles/starship-action-effects.ts";
import { crewUuid } from "../../foundry/crew.ts";
import { FIRING_ARCS, type FiringArc } from "../../rules/types.ts";
import { actionCardContext, applyContext, readActionFlag, type ActionFlag, type RolledOutcome } from "./action-model.ts";
import { outcomeOf } from "../../chat/roll-outcome.ts";
import { actorFromUuid, actorFromUuidSync, canActOn } from "../../foundry/documents.ts";
import { cardButton, type Click } from "../../chat/button.ts";
import { tokenName } from "../../chat/token-name.ts";
import { actionRecordOf, actionStanding, applyAction, undoAction, weaponsOf, zonesOf, type ActionParties } from "./actions/apply.ts";

export function registerStarshipActionCard(): void {
  registerCard((message) => checkFlagOf(message, "starshipAction") !== undefined, renderAction, ACTION_LOG);
}

export const ACTION_CARD_TEMPLATE = `${SYSTEM_PATH}/templates/chat/starship-action.hbs`;

type Message = ChatMessage.Implementation;

/**
 * The target the card acts on: once applied, the one the acting vehicle's record names (the flag's
 * target is the author's data and may have been re-pointed since); before, the flag's.
 */
function targetUuidOf(flag: ActionFlag, vehicle: Actor.Implementation | null, messageId: string): string | undefined {
  const record = actionRecordOf(vehicle, messageId);
  return record ? record.targetUuid : flag.targetUuid;
}

/** The pilot the card acts on: once applied, the one recorded; before, the one seated now. */
function pilotUuidOf(vehicle: Actor.Implementation | null, messageId: string): string {
  const record = actionRecordOf(vehicle, messageId);
  return record ? record.pilotUuid ?? "" : vehicle ? crewUuid(vehicle, "pilot") : "";
}

function partiesSync(flag: ActionFlag, messageId: string): ActionParties {
  const vehicle = actorFromUuidSync(flag.vehicleUuid);
  const targetUuid = targetUuidOf(flag, vehicle, messageId);
  const pilotUuid = isAppliedAction(flag.id) && needsPilot(flag.id) ? pilotUuidOf(vehicle, messageId) : "";
  return { vehicle, target: targetUuid ? actorFromUuidSync(targetUuid) : null, pilot: pilotUuid ? actorFromUuidSync(pilotUuid) : null };
}

/** The Apply part as this viewer sees it now; null for an action that applies nothing. */
function applyPart(message: Message, flag: ActionFlag, outcome: RolledOutcome) {
  const id = flag.id;
  if (!isAppliedAction(id)) return null;
  const messageId = message.id ?? "";
  const parties = partiesSync(flag, messageId);
  const recorded = [parties.vehicle, parties.target, parties.pilot ?? null].filter((a) => actionRecordOf(a, messageId));
  const applied = recorded.length > 0;
  const { authorName, refusal } = actionStanding(message, parties.vehicle);
  const zoneSubject = zoneChoice(id);
  const zones = zoneSubject ? zonesOf(zoneSubject === "vehicle" ? parties.vehicle : parties.target) : [];
  const acting = [parties.vehicle, ...(needsTarget(id) ? [parties.target] : []), ...(needsPilot(id) ? [parties.pilot ?? null] : [])];
  // Undo needs the right to change every vehicle holding a record; Apply, every vehicle it touches.
  const canAct = applied ? recorded.every((a) => mayUndo(a, true)) : acting.every((a) => canActOn(a));
  const targetName = needsTarget(id) && parties.target ? tokenName(parties.target) : null;
  const weapons = id === "sliceSystems" ? weaponsOf(parties.target) : [];
  return applyContext(id, outcome, { zones, targetFound: !!parties.target, applied, canAct, refusal: applied ? null : refusal, authorName, targetName, weapons }, needsTarget(id));
}

export async function actionSection(message: Message): Promise<string | null> {
  const flag = readActionFlag(checkFlagOf(message, "starshipAction"));
  const outcome = outcomeOf(message) as RolledOutcome | null;
  if (!flag || !outcome || !message.isContentVisible) return null;
  return foundry.applications.handlebars.renderTemplate(ACTION_CARD_TEMPLATE, actionCardContext(flag.id, outcome, applyPart(message, flag, outcome)));
}

export async function renderAction(message: Message, html: HTMLElement): Promise<void> {
  const section = await actionSection(message);
  if (section !== null) mountSection(html, ".eote-starship-action", section, (button) => runActionButton(
    message, button.dataset["action"] ?? "", button.dataset["zone"] ?? "",
    button.closest(".eote-starship-action")?.querySelector<HTMLSelectElement>("select[name=eoteSliceWeapon]")?.value ?? "",
  ));
}

type ActionClick = Click & { zone: string; weaponId: string };

/** One card button: Apply (with the zone of its button, the weapon picked) or Undo, each checked again by applyAction and undoAction. */
const actionButton = cardButton<ActionClick, { flag: ActionFlag; outcome: RolledOutcome }>({
  read: (message) => {
    const flag = readActionFlag(checkFlagOf(message, "starshipAction"));
    const outcome = outcomeOf(message) as RolledOutcome | null;
    return flag && outcome ? { flag, outcome } : null;
  },
  // One click at a time per card on this client: a double click would read "not applied" twice.
  busy: { key: (message) => `starshipAction:${message.id ?? ""}`, notice: "EOTE.Combat.Notice.Busy" },
  act: async ({ message, click: { action, zone, weaponId }, state: { flag, outcome } }) => {
    const messageId = message.id ?? "";
    const vehicle = await actorFromUuid(flag.vehicleUuid);
    const targetUuid = targetUuidOf(flag, vehicle, messageId);
    const pilotUuid = isAppliedAction(flag.id) && needsPilot(flag.id) ? pilotUuidOf(vehicle, messageId) : "";
    const parties = { vehicle, target: targetUuid ? await actorFromUuid(targetUuid) : null, pilot: pilotUuid ? await actorFromUuid(pilotUuid) : null };
    if (action === "eoteActionApply") {
      const arc = (FIRING_ARCS as readonly string[]).includes(zone) ? (zone as FiringArc) : undefined;
      await applyAction(message, flag, outcome, parties, arc, weaponId);
    } else if (action === "eoteActionUndo") {
      await undoAction(message, parties);
    }
  },
});

export function runActionButton(message: Message, action: string, zone = "", weaponId = ""): Promise<void> {
  return actionButton(message, { action, zone, weaponId });
}
