/**
 * Bacta tank and oil bath: the API (`start`, `end`) and the card's hooks, registered at startup. The
 * session's code and its card are card/immersion.ts: the card is drawn when a message of a session is
 * shown or must be redrawn. The card follows the clock: an updateWorldTime hook redraws the open
 * sessions' cards with the hours so far.
 */
import { notifyError } from "../../foundry/notify.ts";
import { IMMERSION_LOG, SESSION_FLAG } from "../../chat/log-flags.ts";
import { registerCard } from "../../chat/register.ts";
import { eoteFlagOf } from "../../chat/section.ts";
import { endImmersion, renderImmersion, startImmersion } from "./card/immersion.ts";

type Message = ChatMessage.Implementation;

export { startImmersion, endImmersion };

export const IMMERSION_API = { start: startImmersion, end: endImmersion };

/** Whether the message is a session's card (its flag; card/immersion.ts validates it). */
function isSessionCard(message: Message): boolean {
  return eoteFlagOf(message, SESSION_FLAG) !== undefined;
}

/** Redraws the shown cards of open sessions when the world clock moves (their hours so far change). */
function redrawOpenSessions(): void {
  for (const element of document.querySelectorAll<HTMLElement>(".chat-message[data-message-id]")) {
    const message = game.messages?.get(element.dataset.messageId ?? "") as unknown as Message | undefined;
    if (message && isSessionCard(message)) void renderImmersion(message, element).catch(notifyError);
  }
}

export function registerImmersion(): void {
  registerCard(isSessionCard, renderImmersion, IMMERSION_LOG);
  // The session itself (flags.eote.immersion) changes on start, end and undo: its card is redrawn too.
  Hooks.on("updateActor", (actor: Actor.Implementation, changes: object) => {
    const eote = (changes as { flags?: { eote?: Record<string, unknown> } }).flags?.eote;
    if (eote && (SESSION_FLAG in eote || `-=${SESSION_FLAG}` in eote)) redrawOpenSessions();
  });
  Hooks.on("updateWorldTime", () => redrawOpenSessions());
}
