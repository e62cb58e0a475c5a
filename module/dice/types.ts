/** Shared vocabulary of the narrative dice core. Pure data; no Foundry global. */

/** The seven narrative dice, by stable id. */
export type DieType = "boost" | "setback" | "ability" | "difficulty" | "proficiency" | "challenge" | "force";

/** Order dice are listed in pools, cards and formulas: positive dice first, then negative, then force. */
export const DIE_TYPES: readonly DieType[] = [
  "proficiency", "ability", "boost", "challenge", "difficulty", "setback", "force",
];

/** One-letter denominations, as peers use them: `2da+1dp+2di+1dc`. Difficulty is `i` because `d` is core's. */
export const DIE_LETTERS: Readonly<Record<DieType, string>> = {
  ability: "a", proficiency: "p", boost: "b", difficulty: "i", challenge: "c", setback: "s", force: "f",
};

/** Symbols a die face (or an automatic modifier) can carry. */
export type SymbolKey = "success" | "advantage" | "failure" | "threat" | "triumph" | "despair" | "light" | "dark";

export const SYMBOL_KEYS: readonly SymbolKey[] = [
  "success", "advantage", "triumph", "failure", "threat", "despair", "light", "dark",
];

export type SymbolCounts = Record<SymbolKey, number>;

/** A die face: the symbols printed on it (absent keys are zero). */
export type Face = Readonly<Partial<SymbolCounts>>;

/** A dice pool: how many of each die, plus automatic symbols added by talents, gear or qualities. */
export type Pool = Record<DieType, number> & { symbols?: Partial<SymbolCounts> };

/** A pool with every count zero. */
export function emptyPool(): Pool {
  return { boost: 0, setback: 0, ability: 0, difficulty: 0, proficiency: 0, challenge: 0, force: 0 };
}

/** Symbol counts with every count zero. */
export function noSymbols(): SymbolCounts {
  return { success: 0, advantage: 0, failure: 0, threat: 0, triumph: 0, despair: 0, light: 0, dark: 0 };
}
