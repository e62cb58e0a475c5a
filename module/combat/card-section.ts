/**
 * What every chat-card section (attack, Medicine, critical treatment, damage control) shares: the
 * check flag its roll was posted with (flags.eote.check.<kind>), the record the card keeps on an actor
 * (flags.eote.<log>.<messageId>), and putting the rendered section into the message with its buttons.
 * Each card reads and validates the raw values with its own pure model.
 */
type Message = ChatMessage.Implementation;

/** The raw flags.eote.check.<kind> the roll's message carries, for the card's model to validate. */
export function checkFlagOf(message: Message, kind: string): unknown {
  return (message.flags as { eote?: { check?: Record<string, unknown> } }).eote?.check?.[kind];
}

/** The raw flags.eote.<log>.<messageId> record on an actor, for the card's model to validate. */
export function cardRecordOf(actor: Actor.Implementation | null, log: string, messageId: string): unknown {
  return (actor?.flags as { eote?: Record<string, Record<string, unknown> | undefined> } | undefined)?.eote?.[log]?.[messageId];
}

/** An actor's flags.eote, where every card keeps its record (for the undo ledger, module/combat/card-ledger.ts). */
export function eoteFlagsOf(actor: Actor.Implementation): unknown {
  return (actor.flags as { eote?: unknown } | undefined)?.eote;
}

/**
 * Puts `section` (its root matched by `selector`) at the end of the roll card in a shown message,
 * replacing the one an earlier render left, and sends its clicked buttons to `run`. The button stays
 * disabled until its action settles, so a double click does not apply twice.
 */
export function mountSection(html: HTMLElement, selector: string, section: string, run: (button: HTMLButtonElement) => Promise<void>): void {
  html.querySelector(selector)?.remove();
  (html.querySelector(".eote-roll") ?? html).insertAdjacentHTML("beforeend", section);
  html.querySelector(selector)?.addEventListener("click", (event) => {
    const button = (event.target as HTMLElement).closest<HTMLButtonElement>("button[data-action]");
    if (!button) return;
    event.preventDefault();
    event.stopPropagation();
    button.disabled = true;
    void run(button).finally(() => { button.disabled = false; });
  });
}
