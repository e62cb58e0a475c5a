/**
 * A critical injury's or a vehicle critical hit's line on a chat card (pure): every card that names one (the
 * attack card, the hazard card) shows it the same way, from the system's own critical table.
 */
import { boundedText, decodeEntities } from "../rules/text.ts";

/** The longest critical effect line the card draws. */
export const MAX_CRIT_EFFECT_CHARS = 160;

/**
 * A critical table row's description as one plain line for the card: tags dropped, the few entities a
 * description holds decoded (the template escapes the result again), white space folded, bounded.
 */
export function critEffectLine(html: unknown): string {
  if (typeof html !== "string") return "";
  const text = decodeEntities(html.slice(0, 4 * MAX_CRIT_EFFECT_CHARS).replace(/<[^>]*>?/g, " "))
    .replace(/\s+/g, " ").trim();
  return boundedText(text, MAX_CRIT_EFFECT_CHARS);
}
