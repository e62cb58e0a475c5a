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

const NARRATIVE_COUNTS = new RegExp(`(?:^|[^a-z0-9@.])(\\d*)d([${letters}])(?![a-z0-9])`, "gi");

/** How many narrative dice the formula writes out (`2da+dp` → 3); counts only known once rolled
 * (`(1d4)da`) are not included. Flavour text in [brackets] is ignored. */
export function narrativeDiceCount(formula: string): number {
  let n = 0;
  for (const m of formula.replace(/\[[^\]]*\]/g, "").matchAll(NARRATIVE_COUNTS)) n += m[1] ? Number(m[1]) : 1;
  return n;
}

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

/**
 * Stored roll data (a chat message's `rolls`, JSON objects or strings) with every roll that holds
 * narrative dice but was built as another class retagged as a NarrativeRoll; null when none needs it.
 * `narrativeClasses` names NarrativeRoll and its registered subclasses, which are left as they are.
 * A safety net under the Roll.create routing (routing.ts): if some core path builds its roll another
 * way, the message is still stored, and re-rendered after reload, as a narrative card.
 */
export function retagNarrativeRolls(rolls: readonly unknown[], narrativeClasses: ReadonlySet<string> = new Set(["NarrativeRoll"])): unknown[] | null {
  let changed = false;
  const out = rolls.map((entry) => {
    const data: unknown = typeof entry === "string" ? safeParse(entry) : entry;
    if (!isMisclassedNarrative(data, narrativeClasses)) return entry;
    changed = true;
    return { ...(data as object), class: "NarrativeRoll" };
  });
  return changed ? out : null;
}

/**
 * Is this stored roll data (a roll's toJSON()) a roll with narrative dice whose class is not
 * NarrativeRoll or one of its registered subclasses (`narrativeClasses`, the initiative roll)?
 */
export function isMisclassedNarrative(data: unknown, narrativeClasses: ReadonlySet<string>): boolean {
  if (!data || typeof data !== "object") return false;
  const roll = data as { class?: unknown; formula?: unknown };
  if (typeof roll.class === "string" && narrativeClasses.has(roll.class)) return false;
  return typeof roll.formula === "string" && hasNarrativeTerms(roll.formula);
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
