/**
 * A critical injury's or a vehicle critical hit's line on a chat card (pure): every card that names one (the
 * attack card, the hazard card) shows it the same way, from the system's own critical table.
 */
import { boundedText, decodeEntities } from "../rules/text.ts";
import { severityLabel } from "../rules/combat/critical.ts";
import { isVehicleCritKey } from "../rules/vehicles/critical-hits.ts";

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

/** A critical table's row as a card reads it by the critical's total: its severity and its effect in one line. */
export interface CritTableEntry {
  severity: number;
  effect: string;
}

/** What a card shows of one critical: its name and total, its severity's label, and its one-line effect. */
export interface CriticalLine {
  name: string;
  total: number;
  severityKey: string;
  /** The effect from the system's table (plain text, escaped by the template); null when it cannot be read. */
  effect: string | null;
  /** A vehicle critical hit's effect, said by its row key (module/rules/vehicles/critical-hits.ts); "" otherwise. */
  effectKey: string;
}

/**
 * One critical as every card names it (the attack card, the hazard card): its severity as rolled, else its table
 * row's (a hazard's record keeps none), and what it does: a vehicle hit's by its key, anyone else's from its row in
 * the system's own table (never from the item on the target, which its owner may have rewritten).
 */
export function criticalLine(crit: { name: string; total: number; severity?: number; vehicleKey?: string }, entry?: CritTableEntry): CriticalLine {
  const severity = crit.severity || entry?.severity || 0;
  return {
    name: crit.name, total: crit.total, severityKey: severityLabel(severity),
    effect: entry?.effect || null,
    effectKey: isVehicleCritKey(crit.vehicleKey) ? `EOTE.VehicleCrit.Card.Effect.${crit.vehicleKey}` : "",
  };
}
