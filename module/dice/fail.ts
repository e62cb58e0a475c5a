/**
 * Every error the dice core raises, in one table: i18n key (under EOTE.Dice.Error) → English
 * template. lang/en.json carries the same templates, so game.i18n.format(key, data) in Foundry and
 * the English message of the library and CLI say the same thing.
 */
import { EoteError } from "./errors.ts";

export const DICE_ERRORS = {
  NegativeCharacteristic: "A characteristic cannot be negative (got {value}).",
  InvalidCharacteristic: "A characteristic must be a whole number (got {value}).",
  NegativeRank: "A skill rank cannot be negative (got {value}).",
  InvalidRank: "A skill rank must be a whole number (got {value}).",
  UnknownDifficulty: "Unknown difficulty \"{value}\": use 0 to 5 or simple, easy, average, hard, daunting, formidable, impossible.",
  InvalidUpgradeTarget: "Only \"ability\" or \"difficulty\" dice can be upgraded or downgraded (got \"{value}\").",
  InvalidCount: "The number of dice, upgrades or downgrades must be a whole number from 0 to {max} (got {value}).",
  InvalidDieCount: "The number of {die} dice must be a whole number of 0 or more (got {value}).",
  InvalidSymbolCount: "The number of automatic {symbol} symbols must be a whole number of 0 or more (got {value}).",
  NotAPool: "Expected a dice pool or dice notation (got {value}).",
  TooManyDice: "A pool of {count} dice is too large: at most {max} dice.",
  TooManyDiceForOdds: "Exact odds are computed for pools of at most {max} dice (this pool has {count}).",
  TooManySymbolsForOdds: "Exact odds take at most {max} automatic {symbol} symbols (got {count}).",
  InvalidCap: "A triumph or despair cap must be a whole number of 0 or more, or Infinity (got {value}).",
  UnknownLetter: "Unknown die letter \"{letter}\" in \"{part}\": use a (ability), p (proficiency), b (boost), i (difficulty), c (challenge), s (setback), f (force).",
  BadNotation: "Cannot read \"{part}\" in dice notation \"{text}\": write counts and letters (2a1p2i), letters (aapii) or a formula (2da+1dp+2di).",
  InvalidRandom: "The random source returned {value}; it must return a number from 0 (included) to 1 (excluded).",
  UnknownPoolKey: "Unknown key {key} in a dice pool: use boost, setback, ability, difficulty, proficiency, challenge, force or symbols.",
  UnknownSymbol: "Unknown automatic symbol {symbol}: use success, advantage, triumph, failure, threat, despair, light or dark.",
  UnknownDie: "Unknown die {value}: use boost, setback, ability, difficulty, proficiency, challenge or force.",
  TooManyOfDie: "A pool of {count} {die} dice is too large: at most {max} dice.",
  TooManySymbols: "A pool of {count} automatic {symbol} symbols is too large: at most {max}.",
  InvalidPoolStyle: "Unknown notation style {value}: use counts, letters or formula.",
  InvalidSeed: "A seed must be a whole number from 0 to {max} (got {value}).",
  InvalidFaces: "A die must be a list of 1 to {max} faces (got {value}).",
} as const;

export type DiceErrorName = keyof typeof DICE_ERRORS;

/** Builds the EoteError for one entry of the table. */
export function diceError(name: DiceErrorName, data: Record<string, string | number> = {}): EoteError {
  const message = DICE_ERRORS[name].replace(/\{(\w+)\}/g, (_, k: string) => String(data[k] ?? `{${k}}`));
  return new EoteError(`EOTE.Dice.Error.${name}`, message, data);
}
