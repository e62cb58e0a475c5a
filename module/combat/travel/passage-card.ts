/**
 * The sublight trip's card and the navigation hazard's part of a Piloting roll's card: renderChatMessageHTML
 * hooks fill them from their flags (flags.eote.sublight, flags.eote.check.navHazard) at every render
 * (./passage-model.ts). Neither has buttons or writes anything, so a forged flag can only change the text
 * of its own author's message.
 */
import { SYSTEM_PATH } from "../../config.ts";
import { notifyError } from "../../roll/notify.ts";
import { outcomeOf } from "../attack/card.ts";
import { actorFromUuidSync } from "../documents.ts";
import { checkFlagOf, mountSection } from "../cards/section.ts";
import { tokenName } from "../cards/token-name.ts";
import { NAV_HAZARD_CHECK, SUBLIGHT_FLAG, buildNavHazardCard, buildSublightCard, readNavHazardFlag, readSublightFlag } from "./passage-model.ts";

export const SUBLIGHT_CARD_TEMPLATE = `${SYSTEM_PATH}/templates/chat/sublight.hbs`;
export const NAV_HAZARD_CARD_TEMPLATE = `${SYSTEM_PATH}/templates/chat/nav-hazard.hbs`;

type Message = ChatMessage.Implementation;

function vehicleName(uuid: string, tokenUuid?: string): string {
  const vehicle = actorFromUuidSync(uuid);
  return vehicle ? tokenName(vehicle, tokenUuid) : "";
}

export async function sublightSection(message: Message): Promise<string | null> {
  const flag = readSublightFlag((message.flags as { eote?: Record<string, unknown> }).eote?.[SUBLIGHT_FLAG]);
  if (!flag || !message.isContentVisible) return null;
  const context = buildSublightCard(flag, vehicleName(flag.vehicleUuid, flag.vehicleTokenUuid));
  return foundry.applications.handlebars.renderTemplate(SUBLIGHT_CARD_TEMPLATE, { ...context });
}

export async function navHazardSection(message: Message): Promise<string | null> {
  const flag = readNavHazardFlag(checkFlagOf(message, NAV_HAZARD_CHECK));
  const outcome = outcomeOf(message);
  if (!flag || !outcome || !message.isContentVisible) return null;
  const context = buildNavHazardCard(outcome, flag, vehicleName(flag.vehicleUuid, flag.vehicleTokenUuid));
  return foundry.applications.handlebars.renderTemplate(NAV_HAZARD_CARD_TEMPLATE, { ...context });
}

async function renderPassage(message: Message, html: HTMLElement): Promise<void> {
  const sublight = await sublightSection(message);
  if (sublight !== null) mountSection(html, ".eote-sublight", sublight, async () => {}, ".eote-sublight-card");
  const hazard = await navHazardSection(message);
  if (hazard !== null) mountSection(html, ".eote-nav-hazard", hazard, async () => {});
}

export function registerPassageCards(): void {
  Hooks.on("renderChatMessageHTML", (message: Message, html: HTMLElement) => void renderPassage(message, html).catch(notifyError));
}
