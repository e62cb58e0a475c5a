/**
 * The competitive check's card in Foundry: its registered card (module/chat/register.ts) adds the standing to the roll
 * that opened a contest, rebuilt from every message of that contest at each render (model.ts
 * decides what counts). When a roll joins, changes or leaves, the opening roll is redrawn everywhere
 * it is shown. A render reads the card once (readContestCard: each message of the contest, and each actor
 * they roll for, looked up once however many rolls name it); the model draws it (contestCardView).
 */
import { SYSTEM_PATH } from "../../system/config.ts";
import { localize } from "../../foundry/localize.ts";
import { mountSection } from "../../chat/section.ts";
import { tokenName } from "../../chat/token-name.ts";
import { notifyError } from "../../foundry/notify.ts";
import { actorFromUuidSync } from "../../foundry/documents.ts";
import { contestCardView, rollCounts, type ContestCardSnapshot, type ContestFlag, type ContestRoll } from "./model.ts";
import { allMessages, messageContest } from "./actions.ts";

export const CONTEST_CARD_TEMPLATE = `${SYSTEM_PATH}/templates/chat/contest.hbs`;

type Message = ChatMessage.Implementation;

/** One message as the model reads it: its actor (as read for the card), whether its author may roll for it, its outcome. */
function contestRoll(message: Message, flag: ContestFlag, actor: Actor.Implementation | null): ContestRoll {
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

/**
 * The contest read once from the message that opened it: every message of the contest in posting order,
 * each actor they roll for looked up once. Null for any message but a contest's opening roll.
 */
export function readContestCard(message: Message): ContestCardSnapshot | null {
  const flag = messageContest(message);
  if (!flag?.opens) return null;
  const actors = new Map<string, Actor.Implementation | null>();
  const actorOf = (uuid: string): Actor.Implementation | null => {
    if (!actors.has(uuid)) actors.set(uuid, actorFromUuidSync(uuid));
    return actors.get(uuid) ?? null;
  };
  const rolls = allMessages().flatMap((m) => {
    const f = messageContest(m);
    return f && f.id === flag.id ? [contestRoll(m, f, actorOf(f.actorUuid))] : [];
  });
  return { contestId: flag.id, rolls };
}

/** The standing's HTML on a contest's opening roll, or null for any other message. */
export async function contestSection(message: Message): Promise<string | null> {
  const card = readContestCard(message);
  return card ? foundry.applications.handlebars.renderTemplate(CONTEST_CARD_TEMPLATE, contestCardView(card)) : null;
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
