/**
 * The competitive check's card in Foundry: its registered card (module/chat/register.ts) adds the standing to the roll
 * that opened a contest, rebuilt from every message of that contest at each render (model.ts
 * decides what counts). When a roll joins, changes or leaves, the opening roll is redrawn everywhere
 * it is shown.
 */
import { SYSTEM_PATH } from "../../system/config.ts";
import { localize } from "../../foundry/localize.ts";
import { mountSection } from "../../chat/section.ts";
import { tokenName } from "../../chat/token-name.ts";
import { notifyError } from "../../foundry/notify.ts";
import { buildContestCard, rollCounts, type ContestFlag, type ContestRoll } from "./model.ts";
import { allMessages, messageContest } from "./actions.ts";

export const CONTEST_CARD_TEMPLATE = `${SYSTEM_PATH}/templates/chat/contest.hbs`;

type Message = ChatMessage.Implementation;
type AnyUuid = Parameters<typeof foundry.utils.fromUuidSync>[0];

/** One message as the model reads it: its actor, whether its author may roll for it, its outcome. */
function contestRoll(message: Message, flag: ContestFlag): ContestRoll {
  const doc = foundry.utils.fromUuidSync(flag.actorUuid as AnyUuid) as unknown;
  const actor = doc instanceof Actor ? (doc as Actor.Implementation) : null;
  // v13: ChatMessage#author is the User who created the message (a player cannot post as another).
  const author = (message as unknown as { author?: { id?: string | null; isGM?: boolean } | null }).author ?? null;
  const owns = !!actor && !!author && actor.testUserPermission(author as never, "OWNER");
  // A stored roll holding more dice than any roll can is hand-written: it counts for nothing.
  const roll = message.rolls?.[0] as unknown as { actionableOutcome?: ContestRoll["result"] | null } | undefined;
  const outcome = roll?.actionableOutcome ?? null;
  const speaker = (message as unknown as { speaker?: { alias?: string } }).speaker?.alias ?? "";
  return {
    messageId: message.id ?? "",
    actorUuid: flag.actorUuid,
    name: actor ? tokenName(actor) : speaker || localize("EOTE.Check.Contest.Unknown"),
    trusted: rollCounts(author?.id ? { id: author.id, isGM: author.isGM === true } : null, !!actor, owns),
    visible: message.isContentVisible !== false,
    result: outcome ? { netSuccess: outcome.netSuccess, triumph: outcome.triumph, netAdvantage: outcome.netAdvantage } : null,
  };
}

/** The standing's HTML on a contest's opening roll, or null for any other message. */
export async function contestSection(message: Message): Promise<string | null> {
  const flag = messageContest(message);
  if (!flag?.opens) return null;
  const rolls = allMessages().flatMap((m) => {
    const f = messageContest(m);
    return f && f.id === flag.id ? [contestRoll(m, f)] : [];
  });
  const context = { ...buildContestCard(rolls), contestId: flag.id };
  return foundry.applications.handlebars.renderTemplate(CONTEST_CARD_TEMPLATE, context);
}

export async function renderContest(message: Message, html: HTMLElement): Promise<void> {
  const section = await contestSection(message);
  if (section !== null) mountSection(html, ".eote-contest", section, async () => {});
}

/** Redraws the card(s) that opened this message's contest, wherever they are shown. */
export function redrawContest(message: Message): void {
  const flag = messageContest(message);
  if (!flag) return;
  for (const opener of allMessages()) {
    const f = messageContest(opener);
    if (!f?.opens || f.id !== flag.id || opener.id === message.id) continue;
    for (const element of document.querySelectorAll<HTMLElement>(`[data-message-id="${CSS.escape(opener.id ?? "")}"].chat-message`)) {
      void renderContest(opener, element).catch(notifyError);
    }
  }
}
