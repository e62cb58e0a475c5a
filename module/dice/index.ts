/**
 * The narrative dice core: pure TypeScript with no Foundry global.
 * This barrel is also the entry point of the standalone library dist/dice.mjs. Every public function
 * checks its arguments on entry (validate.ts): bad input raises an EoteError naming what is wrong.
 */
export * from "./types.ts";
export { EoteError } from "./errors.ts";
export { MAX_POOL_DICE, MAX_POOL_SYMBOLS, normalisePool, type PoolInput } from "./validate.ts";
export { DICE_ERRORS } from "./fail.ts";
export { FACES, SIDES } from "./faces.ts";
export { sumSymbols, tally, type Outcome } from "./tally.ts";
export {
  DIFFICULTY_LEVELS, addDice, checkPool, difficultyPool, downgrade, mergePools, opposedPool, poolSize, removeDice, upgrade, validatePool,
  type DifficultyId, type UpgradeTarget,
} from "./pool.ts";
export { MAX_NOTATION_DICE, formatPool, parsePool, type PoolStyle } from "./notation.ts";
export {
  MAX_ODDS_DICE, MAX_ODDS_SYMBOLS, distribution, distributionOfFaces, forEachOutcome, odds, probabilityOf,
  type Distribution, type DistributionOptions, type Odds,
} from "./odds.ts";
export { MAX_ROLL_DICE, MAX_SEED, rollDie, rollPool, seededRandom, type PoolRoll, type RandomSource, type RolledDie } from "./roll.ts";
