/**
 * Kinds of check beyond the plain skill check: competitive checks' card (assisted and opposed checks live in
 * the dice dialog). The card is drawn with a message of a contest, and again when one is created, changed or deleted; the
 * dice dialog finds open contests with `api.openContests` (./actions.ts).
 */
import { checkFlagOf } from "../../chat/section.ts";
import { registerCard } from "../../chat/register.ts";
import { notifyError } from "../../foundry/notify.ts";
import { redrawContest, renderContest } from "./card.ts";
import { openContests } from "./actions.ts";

type Message = ChatMessage.Implementation;

/** A cheap test: whether the message belongs to a contest (flags.eote.check.contest). */
const inContest = (message: Message): boolean => checkFlagOf(message, "contest") !== undefined;

function registerContestCard(): void {
  registerCard(inContest, renderContest);
  for (const hook of ["createChatMessage", "updateChatMessage", "deleteChatMessage"] as const) {
    Hooks.on(hook, (message: Message) => {
      if (!inContest(message)) return;
      try {
        redrawContest(message);
      } catch (error) {
        notifyError(error);
      }
    });
  }
}

export function register(): void {
  registerContestCard();
}

/** What the dice dialog asks of contests: the open ones it may join. */
export const api = { openContests };
