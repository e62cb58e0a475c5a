/**
 * What every chat-card section (attack, Medicine, critical treatment, damage control) shares: the
 * check flag its roll was posted with (flags.eote.check.<kind>), the record the card keeps on an actor
 * (flags.eote.<log>.<messageId>), and putting the rendered section into the message with its buttons.
 * Each card reads and validates the raw values with its own pure model.
 */
import { localize } from "../foundry/localize.ts";
import { cardTrust, type CardAuthor, type CardTrust, type WeaponState } from "./trust.ts";
import { canActOn } from "../foundry/documents.ts";

type Message = ChatMessage.Implementation;

/** What every section shows of who posted it, and whether (and why not) it may act. */
export interface CardStanding {
  /** The author's name, for "Posted by" (the template escapes it). */
  authorName: string;
  /** The lang key of why the card may not act, or null when it may. */
  refusal: string | null;
}

/**
 * Whether the card may act for `acting` (the attacker, healer or repairer the card names): asks the
 * one trust rule (trust.ts) with the message's author and that author's ownership of the actor.
 * Called at render and again at click, so an edit of the flags after posting is judged as it is now.
 */
export function cardStanding(message: Message, acting: Actor.Implementation | null, weapon?: WeaponState): CardStanding & { trust: CardTrust } {
  // v13: ChatMessage#author is the User who created the message (a player cannot post as another).
  const user = (message as unknown as { author?: { id?: string | null; isGM?: boolean; name?: string | null } | null }).author ?? null;
  const author: CardAuthor | null = user?.id ? { id: user.id, isGM: user.isGM === true } : null;
  const owns = !!acting && !!user && author !== null && acting.testUserPermission(user as never, "OWNER");
  const trust = cardTrust({ author, actorFound: !!acting, authorOwnsActor: owns, ...(weapon ? { weapon } : {}) });
  return { trust, authorName: user?.name ?? "", refusal: trust.ok ? null : trust.reason };
}

/** At click: false (with the reason as a notice) when the card may not act. */
export function mayAct(standing: { trust: CardTrust }): boolean {
  if (standing.trust.ok) return true;
  ui.notifications?.warn(localize(standing.trust.reason));
  return false;
}

/**
 * A GM tool's card (morality, obligation, hazard, chase) acts only when a GM posted it: its trust for a
 * card button (./button.ts), refused with `refusedKey` (the trust rule's own reasons name an acting actor).
 */
export function gmCardTrust(refusedKey: string): (message: Message) => string | null {
  return (message) => (cardStanding(message, null).trust.ok ? null : refusedKey);
}

/**
 * Whether this user may undo what a card did to `actor`: undo reads only the card's record on that actor
 * (written by a click the card's trust allowed then) and takes no number from the flags, the author or the
 * acting actor. So it skips the card's trust: a card refused now (its weapon or healer since deleted)
 * still undoes what it did, for the GM or the actor's owner, and only where a record is.
 */
export function mayUndo(actor: Actor.Implementation | null, hasRecord: boolean): boolean {
  return hasRecord && canActOn(actor);
}

/** The raw flags.eote.<key> a message carries (a GM tool's card: hazard, chase, sublight...), for its model to validate. */
export function eoteFlagOf(message: Message, key: string): unknown {
  return (message.flags as { eote?: Record<string, unknown> } | undefined)?.eote?.[key];
}

/** The raw flags.eote.check.<kind> the roll's message carries, for the card's model to validate. */
export function checkFlagOf(message: Message, kind: string): unknown {
  return (message.flags as { eote?: { check?: Record<string, unknown> } }).eote?.check?.[kind];
}

/** The raw flags.eote.<log>.<messageId> record on an actor, for the card's model to validate. */
export function cardRecordOf(actor: Actor.Implementation | null, log: string, messageId: string): unknown {
  return (actor?.flags as { eote?: Record<string, Record<string, unknown> | undefined> } | undefined)?.eote?.[log]?.[messageId];
}

/** An actor's flags.eote, where every card keeps its record (for the undo ledger, module/chat/ledger.ts). */
export function eoteFlagsOf(actor: Actor.Implementation): unknown {
  return (actor.flags as { eote?: unknown } | undefined)?.eote;
}

/**
 * Puts `section` (its root matched by `selector`) in a message's element: in place of the one an earlier
 * draw left (a redraw), else at the end of the roll card (`container`); and sends its clicked buttons to
 * `run`. The button stays disabled until its action settles, so a double click does not apply twice.
 */
export function mountSection(
  html: HTMLElement, selector: string, section: string, run: (button: HTMLButtonElement) => Promise<void>, container = ".eote-roll",
): void {
  const old = html.querySelector(selector);
  if (old) {
    old.insertAdjacentHTML("afterend", section);
    old.remove();
  } else {
    (html.querySelector(container) ?? html).insertAdjacentHTML("beforeend", section);
  }
  html.querySelector(selector)?.addEventListener("click", (event) => {
    const button = (event.target as HTMLElement).closest<HTMLButtonElement>("button[data-action]");
    if (!button) return;
    event.preventDefault();
    event.stopPropagation();
    button.disabled = true;
    void run(button).finally(() => { button.disabled = false; });
  });
}
