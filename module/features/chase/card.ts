/**
 * The chase card in Foundry: its registered card (module/chat/register.ts) fills the message startChase posted
 * (flags.eote.chase) with the band now and every round so far, replayed from the message's rolls at each
 * render (./model.ts), and the GM's Next round and Undo last round. Only a GM's card acts, and only for a
 * GM: a player could post a message with the same flag (module/chat/trust.ts), which shows only
 * why it cannot act. The message itself changes each round, so Foundry redraws it everywhere.
 */
import { registerCard } from "../../chat/register.ts";
import { eoteFlagOf, cardStanding, mountSection } from "../../chat/section.ts";
import { CHASE_FLAG } from "./flags.ts";
import { SYSTEM_PATH } from "../../system/config.ts";
import { actorFromUuidSync } from "../../foundry/documents.ts";
import { tokenName } from "../../chat/token-name.ts";
import { chaseFlagOf, chaseOutcomes, nextChaseRound, undoChaseRound } from "./actions.ts";
import { buildChaseCard, replayChase } from "./model.ts";

export function registerChaseCard(): void {
  registerCard((message) => eoteFlagOf(message, CHASE_FLAG) !== undefined, renderChase);
}

export const CHASE_CARD_TEMPLATE = `${SYSTEM_PATH}/templates/chat/chase.hbs`;

type Message = ChatMessage.Implementation;

/** The card's template context, or null when the message is no chase card or is hidden from the user. */
export function chaseContext(message: Message) {
  const flag = chaseFlagOf(message);
  if (!flag || !message.isContentVisible) return null;
  const { authorName, refusal } = cardStanding(message, null);
  const base = { messageId: message.id ?? "", authorName, refusal: refusal ? "EOTE.Chase.Card.Refused" : null };
  if (refusal) return base;
  const name = (uuid: string, tokenUuid?: string) => {
    const actor = actorFromUuidSync(uuid);
    return actor ? tokenName(actor, tokenUuid) : "";
  };
  const pilots: Record<string, string> = {};
  for (const round of flag.rounds) for (const uuid of [round.pursuerPilotUuid, round.quarryPilotUuid]) pilots[uuid] ??= name(uuid);
  const names = { pursuer: name(flag.pursuer.actorUuid, flag.pursuer.tokenUuid), quarry: name(flag.quarry.actorUuid, flag.quarry.tokenUuid), pilots };
  return { ...base, ...buildChaseCard(flag, replayChase(flag, chaseOutcomes(message)), names, game.user?.isGM === true) };
}

export async function chaseSection(message: Message): Promise<string | null> {
  const context = chaseContext(message);
  return context ? foundry.applications.handlebars.renderTemplate(CHASE_CARD_TEMPLATE, context) : null;
}

/** A click on the card: Next round or Undo last round (each checks the card and the user again). */
export async function runChaseAction(message: Message, action: string): Promise<void> {
  if (action === "eoteChaseNext") await nextChaseRound(message);
  else if (action === "eoteChaseUndo") await undoChaseRound(message);
}

export async function renderChase(message: Message, html: HTMLElement): Promise<void> {
  const section = await chaseSection(message);
  if (section === null) return;
  mountSection(html, ".eote-chase", section, (button) => runChaseAction(message, button.dataset.action ?? ""), ".eote-chase-card");
}
