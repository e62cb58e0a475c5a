/**
 * Kinds of check beyond the plain skill check: competitive checks' card (assisted and opposed checks live in
 * the dice dialog). The card loads when a message of a contest is shown, created, changed or deleted; the
 * dice dialog finds open contests with ./contests.ts openContests.
 */
import { checkFlagOf } from "../combat/cards/section.ts";
import { notifyError } from "../roll/notify.ts";

type Message = ChatMessage.Implementation;

/** A cheap test: whether the message belongs to a contest (flags.eote.check.contest), before loading the card. */
const inContest = (message: Message): boolean => checkFlagOf(message, "contest") !== undefined;

export function registerContestCard(): void {
  Hooks.on("renderChatMessageHTML", (message: Message, html: HTMLElement) => {
    if (inContest(message)) void import("./contest-card.ts").then((card) => card.renderContest(message, html)).catch(notifyError);
  });
  for (const hook of ["createChatMessage", "updateChatMessage", "deleteChatMessage"] as const) {
    Hooks.on(hook, (message: Message) => {
      if (inContest(message)) void import("./contest-card.ts").then((card) => card.redrawContest(message)).catch(notifyError);
    });
  }
}

export function registerChecks(): void {
  registerContestCard();
}
