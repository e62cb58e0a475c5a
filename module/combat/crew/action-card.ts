/**
 * The starship action card's registration (the card: ./action-card-run.ts). Its code loads on first use:
 * only a roll carrying flags.eote.check.starshipAction, or a change to an action's record, needs it.
 */
import { notifyError } from "../../roll/notify.ts";
import { redrawOnRecordChange } from "../cards/redraw.ts";
import { checkFlagOf } from "../cards/section.ts";
import { ACTION_LOG } from "./flags.ts";

type Message = ChatMessage.Implementation;

async function renderAction(message: Message, html: HTMLElement): Promise<void> {
  if (checkFlagOf(message, "starshipAction") === undefined) return;
  await (await import("./action-card-run.ts")).renderAction(message, html);
}

export function registerStarshipActionCard(): void {
  Hooks.on("renderChatMessageHTML", (message: Message, html: HTMLElement) => void renderAction(message, html).catch(notifyError));
  Hooks.on("updateActor", redrawOnRecordChange(ACTION_LOG, renderAction));
}
