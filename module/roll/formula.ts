/**
 * Recognising narrative dice in a Foundry formula (pure). Letters follow module/dice DIE_LETTERS:
 * `2da+1dp+2di+1dc`. A formula with any narrative term becomes a NarrativeRoll; one without stays core.
 */
import type { DieType } from "../dice/types.ts";
import { DIE_LETTERS, DIE_TYPES } from "../dice/types.ts";

/** Letter -> die, the inverse of DIE_LETTERS. */
export const DIE_BY_LETTER: Readonly<Record<string, DieType>> = Object.fromEntries(
  DIE_TYPES.map((die) => [DIE_LETTERS[die], die]),
);

const letters = DIE_TYPES.map((die) => DIE_LETTERS[die]).join("");
/** `NdX` where X is a narrative letter not followed by another letter or digit (so `1d20`, `2dcs` don't match). */
const NARRATIVE_TERM = new RegExp(`(?:^|[^a-z0-9@.])(\\d*|\\))d([${letters}])(?![a-z0-9])`, "i");

/** Does this formula roll any narrative die? Flavour text in [brackets] is ignored. */
export function hasNarrativeTerms(formula: string): boolean {
  return NARRATIVE_TERM.test(formula.replace(/\[[^\]]*\]/g, ""));
}

/** Chat commands that roll a formula, as core Foundry knows them. */
const ROLL_COMMAND = /^\/(r|roll|gmr|gmroll|br|broll|blindroll|sr|selfroll|pr|publicroll)\s+(.+)$/is;

/** The formula of a chat roll command (`/r 2da+1dp # flavour`), or null for other messages. */
export function chatRollFormula(message: string): string | null {
  const match = ROLL_COMMAND.exec(message.trim());
  if (!match?.[2]) return null;
  return match[2].split("#")[0]!.trim();
}
