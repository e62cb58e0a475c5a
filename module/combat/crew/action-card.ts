/**
 * The starship action part of a roll's chat card: what the check achieved (seed 002 STARSHIP ACTIONS,
 * module/rules/starship-actions.ts actionOutcomes), one line each, rebuilt from the stored roll at every
 * render. It changes nothing, so it needs no trust: the action id is read against the known list and
 * every line is a fixed lang key. Manual Repairs' hull trauma is applied by the damage control part of
 * the same card (its Repair and Undo buttons).
 */
import { SYSTEM_PATH } from "../../config.ts";
import { isStarshipAction } from "../../rules/starship-actions.ts";
import { actionCardContext, type RolledOutcome } from "./action-card-model.ts";
import { notifyError } from "../../roll/notify.ts";
import { outcomeOf } from "../attack/card.ts";
import { checkFlagOf, mountSection } from "../cards/section.ts";

export const ACTION_CARD_TEMPLATE = `${SYSTEM_PATH}/templates/chat/starship-action.hbs`;

type Message = ChatMessage.Implementation;

export async function actionSection(message: Message): Promise<string | null> {
  const flag = checkFlagOf(message, "starshipAction") as { id?: unknown } | undefined;
  const outcome = outcomeOf(message) as RolledOutcome | null;
  if (!flag || !isStarshipAction(flag.id) || !outcome || !message.isContentVisible) return null;
  return foundry.applications.handlebars.renderTemplate(ACTION_CARD_TEMPLATE, actionCardContext(flag.id, outcome));
}

async function renderAction(message: Message, html: HTMLElement): Promise<void> {
  const section = await actionSection(message);
  if (section !== null) mountSection(html, ".eote-starship-action", section, async () => {});
}

export function registerStarshipActionCard(): void {
  Hooks.on("renderChatMessageHTML", (message: Message, html: HTMLElement) => void renderAction(message, html).catch(notifyError));
}
