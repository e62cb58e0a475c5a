/**
 * Dice notation, read and written: counts and letters (`2a1p2i1c1b1s`), repeated letters
 * (`aapiic`) and Foundry formulas (`2da+1dp+2di`). Letters follow DIE_LETTERS: a ability,
 * p proficiency, b boost, i difficulty, c challenge, s setback, f force (any case).
 * Bad notation raises an EoteError naming the bad part; nothing else escapes.
 */
import { diceError } from "./fail.ts";
import { DIE_LETTERS, DIE_TYPES, emptyPool, type DieType, type Pool } from "./types.ts";
import { MAX_POOL_DICE, normalisePool, shown, type PoolInput } from "./validate.ts";

/** Largest pool notation may describe: the pool limit (validate.ts). */
export const MAX_NOTATION_DICE = MAX_POOL_DICE;

const DIE_BY_LETTER: ReadonlyMap<string, DieType> = new Map(DIE_TYPES.map((die) => [DIE_LETTERS[die], die]));

export type PoolStyle = "counts" | "letters" | "formula";

function addDice(pool: Pool, letter: string, digits: string, part: string): void {
  const die = DIE_BY_LETTER.get(letter.toLowerCase());
  if (!die) throw diceError("UnknownLetter", { letter, part });
  const count = digits === "" ? 1 : Number(digits);
  const total = pool[die] + count;
  // Checked per term so an absurd count is refused before anything adds it up.
  if (total > MAX_NOTATION_DICE) throw diceError("TooManyOfDie", { die, count: total, max: MAX_NOTATION_DICE });
  pool[die] = total;
}

function parseFormula(text: string, compact: string): Pool {
  const pool = emptyPool();
  for (const raw of compact.split("+")) {
    const term = /^(\d*)d([a-z])$/i.exec(raw);
    if (!term) throw diceError("BadNotation", { part: raw === "" ? "+" : raw, text });
    addDice(pool, term[2] ?? "", term[1] ?? "", raw);
  }
  return pool;
}

function parseCounts(text: string, compact: string): Pool {
  const pool = emptyPool();
  const token = /(\d*)([a-z])/iy;
  let at = 0;
  while (at < compact.length) {
    token.lastIndex = at;
    const m = token.exec(compact);
    if (!m) {
      // Name the bad stretch: from here up to the next letter (or the end).
      const rest = compact.slice(at);
      const bad = /^\d*[^a-z\d]*/i.exec(rest)?.[0] || rest.slice(0, 1);
      throw diceError("BadNotation", { part: bad, text });
    }
    addDice(pool, m[2] ?? "", m[1] ?? "", m[0]);
    at = token.lastIndex;
  }
  return pool;
}

/** Reads dice notation into a pool. Whitespace is ignored; an empty string is the empty pool. */
export function parsePool(text: string): Pool {
  if (typeof text !== "string") throw diceError("NotAPool", { value: shown(text) });
  const compact = text.replace(/\s+/g, "");
  if (compact === "") return emptyPool();
  // A formula is the only form with "d" or "+" (d is no die letter: core Foundry uses it).
  // Each die's count is checked as it is read; the pool's total at the end.
  return normalisePool(/[d+]/i.test(compact) ? parseFormula(text, compact) : parseCounts(text, compact));
}

const STYLES: readonly unknown[] = ["counts", "letters", "formula"] satisfies PoolStyle[];

/** Writes a pool as notation, positive dice first (DIE_TYPES order). Automatic symbols have no
 * notation and are left out. */
export function formatPool(input: PoolInput, style: PoolStyle = "counts"): string {
  if (!STYLES.includes(style)) throw diceError("InvalidPoolStyle", { value: shown(style) });
  const pool = normalisePool(input);
  const parts: string[] = [];
  for (const die of DIE_TYPES) {
    const n = pool[die];
    if (n <= 0) continue;
    const letter = DIE_LETTERS[die];
    if (style === "letters") parts.push(letter.repeat(n));
    else if (style === "formula") parts.push(`${n}d${letter}`);
    else parts.push(`${n}${letter}`);
  }
  return parts.join(style === "formula" ? "+" : "");
}
