/**
 * Text a user wrote, cut to a size a card can draw: a name or title from a flag or an actor can be any
 * length, and every client renders the card.
 */

/** The longest name a card draws from data a user wrote (an actor's, an item's, an obligation's type). */
export const MAX_NAME_CHARS = 200;

/** `value` as text of at most `max` characters ("…" marks a cut); anything but a string is no text. */
export function boundedText(value: unknown, max: number): string {
  if (typeof value !== "string") return "";
  return value.length > max ? `${value.slice(0, max - 1)}…` : value;
}

/**
 * The longest item description a sheet row or a "Show in chat" message carries, in characters of stored HTML. Pack
 * texts are a few hundred; a player's own text may be anything, and every client renders the message.
 */
export const MAX_RULES_TEXT = 8000;

/**
 * The stored description cut to MAX_RULES_TEXT. A cut ends at the last closed tag before the limit, so
 * no tag is split (the enricher and the HTML parser close what is left open); anything but a string is none.
 */
export function boundRulesText(raw: unknown): { text: string; cut: boolean } {
  if (typeof raw !== "string") return { text: "", cut: false };
  if (raw.length <= MAX_RULES_TEXT) return { text: raw, cut: false };
  const head = raw.slice(0, MAX_RULES_TEXT);
  const lastOpen = head.lastIndexOf("<");
  const lastClose = head.lastIndexOf(">");
  return { text: lastOpen > lastClose ? head.slice(0, lastOpen) : head, cut: true };
}

/**
 * Text made safe for HTML, element content and quoted attribute values alike: the five characters HTML
 * gives meaning to become entities. The pure side's one escape (importers, symbol labels); the shell
 * escapes documents' text with Foundry's own (module/foundry/documents.ts escapeText).
 */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

/** The entities escapeHtml (and Foundry's escapeHTML) writes, and the two other spellings descriptions hold. */
const ENTITIES: Readonly<Record<string, string>> = { amp: "&", lt: "<", gt: ">", quot: "\"", "#39": "'", "#x27": "'", nbsp: " " };

/**
 * HTML-escaped text read back as plain text: those entities decoded in one pass, so `&amp;lt;` gives `&lt;`
 * (never `<`); any other entity is left as written. The result is plain text, to be escaped again before
 * it is drawn.
 */
export function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (_m, name: string) => ENTITIES[name]!);
}
