/**
 * Registering a chat card: a cheap test of the message's flags picks the card's messages, and the card's
 * render draws into the message's element. Every chat card of the system registers here; the system's
 * ChatMessage class (./message.ts) awaits every card of a message in its renderHTML, so a card is in the
 * element before Foundry puts it in the log. A record change on an actor redraws the shown cards in place.
 */
import { notifyError } from "../foundry/notify.ts";
import { redrawOnRecordChange } from "./redraw.ts";

type Message = ChatMessage.Implementation;
export type CardRender = (message: Message, html: HTMLElement) => Promise<void>;

interface Card {
  isCard: (message: Message) => boolean;
  render: CardRender;
}

/** The registered cards, in registration order (the order their sections are drawn in). */
const cards: Card[] = [];

/**
 * Registers the card: `isCard` (sync, cheap) picks its messages, `render` draws the card into the message's
 * element; `log` (flags.eote.<log> on an actor) is the record whose change redraws the card.
 */
export function registerCard(isCard: (message: Message) => boolean, render: CardRender, log?: string): void {
  cards.push({ isCard, render });
  if (log === undefined) return;
  Hooks.on("updateActor", redrawOnRecordChange(log, async (message, html) => {
    if (isCard(message)) await render(message, html);
  }));
}

/**
 * Draws every registered card of `message` into `html`, one after another, and resolves once all are in.
 * A card that fails is a notice; the message and its other cards are still drawn.
 */
export async function drawCards(message: Message, html: HTMLElement): Promise<void> {
  for (const card of cards) {
    try {
      if (card.isCard(message)) await card.render(message, html);
    } catch (err) {
      notifyError(err);
    }
  }
}
