/**
 * The sublight trip's card and the navigation hazard's part of a Piloting roll's card: registered cards
 * (module/chat/register.ts) fill them from their flags (flags.eote.sublight, flags.eote.check.navHazard) at every render
 * (../passage-model.ts). The sublight card has no buttons. A failed hazard check's card offers Apply −1
 * speed and, once applied, Undo (./passage-speed.ts: the card's trust and the viewer's rights checked
 * again at click); the record on the vessel keeps every client's card current. Each render reads its card
 * once (./state.ts) and draws what the pure model makes of it.
 */
import { registerCard } from "../../../chat/register.ts";
import { checkFlagOf, eoteFlagOf, mountSection } from "../../../chat/section.ts";
import { NAV_HAZARD_CHECK, NAV_HAZARD_LOG, SUBLIGHT_FLAG } from "../flags.ts";
import { SYSTEM_PATH } from "../../../system/config.ts";
import { navHazardCardView, sublightCardView } from "../passage-model.ts";
import { readNavHazardCard, readSublightCard } from "./state.ts";
import { runNavHazardAction } from "./passage-speed.ts";

export function registerPassageCards(): void {
  registerCard(
    (message) => eoteFlagOf(message, SUBLIGHT_FLAG) !== undefined || checkFlagOf(message, NAV_HAZARD_CHECK) !== undefined,
    renderPassage, NAV_HAZARD_LOG,
  );
}

export const SUBLIGHT_CARD_TEMPLATE = `${SYSTEM_PATH}/templates/chat/sublight.hbs`;
export const NAV_HAZARD_CARD_TEMPLATE = `${SYSTEM_PATH}/templates/chat/nav-hazard.hbs`;

type Message = ChatMessage.Implementation;

export async function sublightSection(message: Message): Promise<string | null> {
  // A card hidden from this user is not read: nothing is looked up for it.
  const snapshot = message.isContentVisible ? readSublightCard(message) : null;
  if (!snapshot) return null;
  return foundry.applications.handlebars.renderTemplate(SUBLIGHT_CARD_TEMPLATE, { ...sublightCardView(snapshot) });
}

export async function navHazardSection(message: Message): Promise<string | null> {
  const read = message.isContentVisible ? readNavHazardCard(message) : null;
  const view = read ? navHazardCardView(read.snapshot) : null;
  if (!view) return null;
  return foundry.applications.handlebars.renderTemplate(NAV_HAZARD_CARD_TEMPLATE, { ...view });
}

export async function renderPassage(message: Message, html: HTMLElement): Promise<void> {
  const sublight = await sublightSection(message);
  if (sublight !== null) mountSection(html, ".eote-sublight", sublight, async () => {}, ".eote-sublight-card");
  const hazard = await navHazardSection(message);
  if (hazard !== null) mountSection(html, ".eote-nav-hazard", hazard, (button) => runNavHazardAction(message, button.dataset.action ?? ""));
}
