/**
 * The sublight trip's card and the navigation hazard's part of a Piloting roll's card: registered cards
 * (module/chat/register.ts) fill them from their flags (flags.eote.sublight, flags.eote.check.navHazard) at every render
 * (../passage-model.ts). The sublight card has no buttons. A failed hazard check's card offers Apply −1
 * speed and, once applied, Undo (./passage-speed.ts: the card's trust and the viewer's rights checked
 * again at click); the record on the vessel keeps every client's card current.
 */
import { registerCard } from "../../../chat/register.ts";
import { checkFlagOf, eoteFlagOf, mountSection } from "../../../chat/section.ts";
import { NAV_HAZARD_CHECK, NAV_HAZARD_LOG, SUBLIGHT_FLAG } from "../flags.ts";
import { SYSTEM_PATH } from "../../../system/config.ts";
import { outcomeOf } from "../../../chat/roll-outcome.ts";
import { actorFromUuidSync, canActOn } from "../../../foundry/documents.ts";
import { tokenName } from "../../../chat/token-name.ts";
import { buildNavHazardCard, buildSublightCard, readNavHazardFlag, readSublightFlag } from "../passage-model.ts";
import { navHazardRecordOf, navHazardRefusal, runNavHazardAction } from "./passage-speed.ts";

export function registerPassageCards(): void {
  registerCard(
    (message) => eoteFlagOf(message, SUBLIGHT_FLAG) !== undefined || checkFlagOf(message, NAV_HAZARD_CHECK) !== undefined,
    renderPassage, NAV_HAZARD_LOG,
  );
}

export const SUBLIGHT_CARD_TEMPLATE = `${SYSTEM_PATH}/templates/chat/sublight.hbs`;
export const NAV_HAZARD_CARD_TEMPLATE = `${SYSTEM_PATH}/templates/chat/nav-hazard.hbs`;

type Message = ChatMessage.Implementation;

function vehicleName(uuid: string, tokenUuid?: string): string {
  const vehicle = actorFromUuidSync(uuid);
  return vehicle ? tokenName(vehicle, tokenUuid) : "";
}

export async function sublightSection(message: Message): Promise<string | null> {
  const flag = readSublightFlag(eoteFlagOf(message, SUBLIGHT_FLAG));
  if (!flag || !message.isContentVisible) return null;
  const context = buildSublightCard(flag, vehicleName(flag.vehicleUuid, flag.vehicleTokenUuid));
  return foundry.applications.handlebars.renderTemplate(SUBLIGHT_CARD_TEMPLATE, { ...context });
}

export async function navHazardSection(message: Message): Promise<string | null> {
  const flag = readNavHazardFlag(checkFlagOf(message, NAV_HAZARD_CHECK));
  const outcome = outcomeOf(message);
  if (!flag || !outcome || !message.isContentVisible) return null;
  const vehicle = actorFromUuidSync(flag.vehicleUuid);
  const standing = vehicle?.type === "vehicle"
    ? { refusal: navHazardRefusal(message, vehicle), canAct: canActOn(vehicle), record: navHazardRecordOf(vehicle, message.id ?? "") }
    : undefined;
  const context = buildNavHazardCard(outcome, flag, vehicleName(flag.vehicleUuid, flag.vehicleTokenUuid), standing);
  return foundry.applications.handlebars.renderTemplate(NAV_HAZARD_CARD_TEMPLATE, { ...context });
}

export async function renderPassage(message: Message, html: HTMLElement): Promise<void> {
  const sublight = await sublightSection(message);
  if (sublight !== null) mountSection(html, ".eote-sublight", sublight, async () => {}, ".eote-sublight-card");
  const hazard = await navHazardSection(message);
  if (hazard !== null) mountSection(html, ".eote-nav-hazard", hazard, (button) => runNavHazardAction(message, button.dataset.action ?? ""));
}
