/**
 * Finding contests in the chat log: a message's contest flag and the open contests a user may join.
 * Kept apart from the card (no template path), so the dice dialog can import it without the build's globals.
 */
import { contestFlagOf, type ContestFlag } from "./model.ts";

type Message = ChatMessage.Implementation;

/** The message's contest flag (flags.eote.check.contest), or null. */
export function messageContest(message: Message): ContestFlag | null {
  const check = (message.flags as { eote?: { check?: { contest?: unknown } } } | undefined)?.eote?.check;
  return contestFlagOf(check?.contest);
}

/** The chat log's messages, oldest first. */
export function allMessages(): Message[] {
  return [...((game.messages as unknown as { contents?: Message[] } | undefined)?.contents ?? [])];
}

/** Open contests the current user can see, newest first, for the dice dialog's choice. */
export function openContests(limit = 10): { id: string; label: string }[] {
  return allMessages().reverse().flatMap((m) => {
    const flag = messageContest(m);
    if (!flag?.opens || m.isContentVisible === false) return [];
    const speaker = (m as unknown as { speaker?: { alias?: string } }).speaker?.alias ?? "";
    const title = (m.rolls?.[0] as unknown as { narrativeOptions?: { title?: string } } | undefined)?.narrativeOptions?.title ?? "";
    return [{ id: flag.id, label: [title, speaker].filter(Boolean).join(" — ") }];
  }).slice(0, limit);
}

