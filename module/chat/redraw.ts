/**
 * Keeping chat cards current on every client. A card's buttons and lines depend on a record kept on
 * the target actor (flags.eote.<log>.<messageId>); when that record changes the actor update reaches
 * everyone, but the message itself did not change, so Foundry would not redraw it.
 */
import { notifyError } from "../foundry/notify.ts";

type Message = ChatMessage.Implementation;
type Render = (message: Message, element: HTMLElement) => Promise<void>;

/** An updateActor handler that redraws, with `render`, every shown card whose `flags.eote.<log>` entry changed. */
export function redrawOnRecordChange(log: string, render: Render): (actor: unknown, changes: unknown) => void {
  return (_actor, changes) => {
    const entries = foundry.utils.getProperty(changes as object, `flags.eote.${log}`) as Record<string, unknown> | undefined;
    if (!entries || typeof entries !== "object") return;
    for (const key of Object.keys(entries)) {
      const id = key.replace(/^-=/, "");
      // The collection's stored type and the configured document type differ only in the League types.
      const message = game.messages?.get(id) as unknown as Message | undefined;
      if (!message) continue;
      // Every place the message is shown (log, popout, notification pane) is redrawn.
      for (const element of document.querySelectorAll<HTMLElement>(`[data-message-id="${CSS.escape(id)}"].chat-message`)) {
        void render(message, element).catch(notifyError);
      }
    }
  };
}
