/**
 * Exact odds: the full probability distribution of a pool, computed by convolution, not sampled.
 *
 * The grid of net success, net advantage, triumph and despair is convolve.ts's. Light and dark pips
 * only come from force dice, which carry nothing else, so they live in a separate, independent grid
 * here. `odds` needs no joint triumph/despair counts, so it runs the engine on one layer and takes
 * P(at least one triumph) and P(at least one despair) from their closed form.
 */
import { convolve, steps, type GridDistribution } from "./convolve.ts";
import { diceError } from "./fail.ts";
import { FACES, SIDES } from "./faces.ts";
import { parsePool } from "./notation.ts";
import { DIE_TYPES, type DieType, type Face, type Pool, type SymbolCounts } from "./types.ts";
import { checkSymbols, normalisePool, shown, type PoolInput } from "./validate.ts";

export type { GridDistribution } from "./convolve.ts";

/** Largest pool odds are computed for: the grid grows with every die, and 40 dice take a few ms. */
export const MAX_ODDS_DICE = 40;
/** Most automatic symbols of one kind odds accept; talents and gear add a handful, and the grid
 * grows with them. */
export const MAX_ODDS_SYMBOLS = 40;

export interface DistributionOptions {
  /** Triumph counts above this are lumped into it (default 1: "none" or "one or more"). */
  readonly triumphCap?: number;
  /** Despair counts above this are lumped into it (default 1). */
  readonly despairCap?: number;
}

/** The exact joint distribution of a pool's result: the grid, and the force pips beside it. */
export interface Distribution extends GridDistribution {
  readonly lightMin: number;
  readonly lightMax: number;
  readonly darkMin: number;
  readonly darkMax: number;
  /** P(light, dark), independent of the rest, at (light − lightMin)·darkSpan + dark − darkMin. */
  readonly force: Float64Array;
}

// Dice without triumph or despair first, so those layers open as late as possible.
const GRID_DICE: readonly DieType[] = ["boost", "setback", "ability", "difficulty", "proficiency", "challenge"];

function capOf(cap: number | undefined): number {
  if (cap === undefined) return 1;
  if (cap === Infinity) return cap;
  if (typeof cap !== "number" || !Number.isInteger(cap) || cap < 0) throw diceError("InvalidCap", { value: shown(cap) });
  return cap;
}

/** Options checked like any argument: an object (or nothing) whose caps capOf accepts. */
function checkOptions(options: unknown): DistributionOptions {
  if (options === undefined) return {};
  if (typeof options !== "object" || options === null) throw diceError("InvalidCap", { value: shown(options) });
  const { triumphCap, despairCap } = options as Record<string, unknown>;
  return { triumphCap: capOf(triumphCap as number | undefined), despairCap: capOf(despairCap as number | undefined) };
}

/** Most faces a custom die given to distributionOfFaces may have. */
const MAX_FACES = 100;

/** Face tables for the engine: at most MAX_ODDS_DICE dice, each 1 to MAX_FACES faces of checked
 * symbols (at most MAX_ODDS_SYMBOLS of one symbol on a face). */
function checkTables(tables: unknown): (readonly Face[])[] {
  if (!Array.isArray(tables)) throw diceError("InvalidFaces", { value: shown(tables), max: MAX_FACES });
  if (tables.length > MAX_ODDS_DICE) throw diceError("TooManyDiceForOdds", { count: tables.length, max: MAX_ODDS_DICE });
  return tables.map((faces: unknown) => {
    // The core's own tables are frozen and known good; only foreign tables are walked.
    if (Object.values(FACES).includes(faces as readonly Face[])) return faces as readonly Face[];
    if (!Array.isArray(faces) || faces.length === 0 || faces.length > MAX_FACES) {
      throw diceError("InvalidFaces", { value: shown(faces), max: MAX_FACES });
    }
    return faces.map((f: unknown) => checkSymbols(f, MAX_ODDS_SYMBOLS));
  });
}

/** Resolves notation or a pool object into a checked pool small enough for exact odds. */
export function oddsPool(input: PoolInput | string): Pool {
  const pool = typeof input === "string" ? parsePool(input) : normalisePool(input);
  let size = 0;
  for (const die of DIE_TYPES) size += pool[die]; // checked just above: poolSize would check again
  if (size > MAX_ODDS_DICE) throw diceError("TooManyDiceForOdds", { count: size, max: MAX_ODDS_DICE });
  for (const [symbol, count] of Object.entries(pool.symbols ?? {})) {
    if (count > MAX_ODDS_SYMBOLS) throw diceError("TooManySymbolsForOdds", { symbol, count, max: MAX_ODDS_SYMBOLS });
  }
  return pool;
}

/** The exact joint distribution of net success, net advantage, triumph and despair (and light
 * and dark) for a pool of up to 40 dice plus automatic symbols. */
export function distribution(input: PoolInput | string, options: DistributionOptions = {}): Distribution {
  const pool = oddsPool(input);
  checkOptions(options);
  const tables = gridTables(pool);
  const auto = pool.symbols ?? {};
  const force = pool.force ?? 0;
  return {
    ...distributionOfFaces(tables, auto, options),
    lightMin: auto.light ?? 0, lightMax: (auto.light ?? 0) + 2 * force,
    darkMin: auto.dark ?? 0, darkMax: (auto.dark ?? 0) + 2 * force,
    force: forceGrid(force),
  };
}

/** The convolution engine over any dice given as face tables (success, advantage, failure,
 * threat, triumph, despair; light and dark are ignored), plus automatic symbols. Dice whose
 * faces lack a blank are fine too: the box follows the reachable cells, and whatever lies
 * outside the final box is cleared. */
export function distributionOfFaces(
  faceTables: readonly (readonly Face[])[], automatic: Partial<SymbolCounts> = {}, options: DistributionOptions = {},
): GridDistribution {
  const tables = checkTables(faceTables);
  const auto = checkSymbols(automatic, MAX_ODDS_SYMBOLS);
  checkOptions(options);
  return convolve(tables.map((t) => steps(t)), auto, capOf(options.triumphCap), capOf(options.despairCap));
}

/** P(light, dark) pips of n force dice: index light·(2n+1) + dark. */
function forceGrid(n: number): Float64Array {
  const side = 2 * n + 1;
  let cur = new Float64Array(side * side);
  let nxt = new Float64Array(side * side);
  cur[0] = 1;
  const outcomes = new Map<string, { dl: number; dd: number; w: number }>();
  for (const f of FACES.force) {
    const dl = f.light ?? 0, dd = f.dark ?? 0, key = `${dl},${dd}`;
    const hit = outcomes.get(key);
    if (hit) hit.w += 1 / SIDES.force;
    else outcomes.set(key, { dl, dd, w: 1 / SIDES.force });
  }
  for (let i = 0; i < n; i++) {
    const reach = 2 * i; // after i dice, at most 2i pips of either kind
    const next = reach + 2;
    for (let l = 0; l <= next; l++) nxt.fill(0, l * side, l * side + next + 1);
    for (const { dl, dd, w } of outcomes.values()) {
      for (let l = 0; l <= reach; l++) {
        const from = l * side;
        const to = (l + dl) * side + dd;
        for (let d = 0; d <= reach; d++) nxt[to + d]! += w * cur[from + d]!;
      }
    }
    [cur, nxt] = [nxt, cur];
  }
  return cur;
}

/** Calls fn for every outcome of non-zero probability (light and dark aside). */
export function forEachOutcome(
  dist: GridDistribution,
  fn: (netSuccess: number, netAdvantage: number, triumph: number, despair: number, p: number) => void,
): void {
  const rows = dist.netSuccessMax - dist.netSuccessMin + 1;
  const cols = dist.netAdvantageMax - dist.netAdvantageMin + 1;
  let i = 0;
  for (let t = 0; t <= dist.triumphMax; t++) {
    for (let d = 0; d <= dist.despairMax; d++) {
      for (let s = 0; s < rows; s++) {
        for (let a = 0; a < cols; a++, i++) {
          const p = dist.cells[i]!;
          if (p !== 0) fn(s + dist.netSuccessMin, a + dist.netAdvantageMin, t, d, p);
        }
      }
    }
  }
}

/** Sum of the probabilities of the outcomes a predicate accepts. */
export function probabilityOf(
  dist: Distribution,
  accept: (netSuccess: number, netAdvantage: number, triumph: number, despair: number) => boolean,
): number {
  let total = 0;
  forEachOutcome(dist, (s, a, t, d, p) => { if (accept(s, a, t, d)) total += p; });
  return total;
}

/** Summary figures of a pool's exact odds. Probabilities are numbers from 0 to 1. */
export interface Odds {
  /** Number of dice in the pool. */
  readonly dice: number;
  /** P(net success ≥ 1): the check succeeds. */
  readonly success: number;
  /** P(net advantage ≥ 1). */
  readonly advantage: number;
  /** P(net threat ≥ 1). */
  readonly threat: number;
  /** P(at least one triumph). */
  readonly triumph: number;
  /** P(at least one despair). */
  readonly despair: number;
  /** Expected net success (signed; triumphs and despairs included). */
  readonly meanNetSuccess: number;
  /** Expected net advantage (signed). */
  readonly meanNetAdvantage: number;
  /** [N] = P(success with at least N net advantage), N from 0 (= success) to the most possible. */
  readonly successWithAdvantage: readonly number[];
  /** Expected light and dark pips. */
  readonly meanLight: number;
  readonly meanDark: number;
}

/** The dice of a checked pool that the grid convolves (force aside), in GRID_DICE order. */
function gridTables(pool: Pool): (readonly Face[])[] {
  const tables: (readonly Face[])[] = [];
  for (const die of GRID_DICE) for (let i = 0; i < pool[die]; i++) tables.push(FACES[die]);
  return tables;
}

/** P(a die of this face table shows no `symbol`), cached per face table and symbol. */
const NONE_CACHE = new WeakMap<readonly Face[], Partial<Record<"triumph" | "despair", number>>>();
function chanceOfNone(faces: readonly Face[], symbol: "triumph" | "despair"): number {
  let entry = NONE_CACHE.get(faces);
  if (!entry) NONE_CACHE.set(faces, entry = {});
  return entry[symbol] ??= faces.filter((f) => !f[symbol]).length / faces.length;
}

/** P(at least one triumph (despair)): the dice are independent, so it is 1 − ∏ P(die shows none)
 * over the pool's dice, and 1 when the pool carries an automatic one. */
function atLeastOne(pool: Pool, symbol: "triumph" | "despair"): number {
  if ((pool.symbols?.[symbol] ?? 0) > 0) return 1;
  let none = 1;
  for (const die of GRID_DICE) if (pool[die] > 0) none *= chanceOfNone(FACES[die], symbol) ** pool[die];
  return 1 - none;
}

/**
 * Exact odds of a pool (or notation) of up to 40 dice. Of triumph and despair the summary only
 * needs P(at least one), which has the closed form above; every other figure depends on them only
 * through net success, where a triumph counts as a success and a despair as a failure. So the
 * convolution runs over net success and net advantage alone (one layer, triumph faces merged with
 * success faces), not over the four triumph/despair layers `distribution` keeps.
 */
export function odds(input: PoolInput | string): Odds {
  const pool = oddsPool(input);
  const grid = convolve(gridTables(pool).map((t) => steps(t, false)), pool.symbols ?? {}, 0, 0);
  let success = 0, advantage = 0, threat = 0, meanS = 0, meanA = 0;
  const topAdvantage = Math.max(0, grid.netAdvantageMax);
  // successByAdvantage[N] = P(success and net advantage exactly N) for N ≥ 1; [0] for N ≤ 0.
  const successByAdvantage = new Float64Array(topAdvantage + 1);
  const cols = grid.netAdvantageMax - grid.netAdvantageMin + 1;
  const cells = grid.cells; // a single layer: index (s − sMin)·cols + a − aMin
  for (let s = grid.netSuccessMin, i = 0; s <= grid.netSuccessMax; s++) {
    for (let a = grid.netAdvantageMin; a <= grid.netAdvantageMax; a++, i++) {
      const p = cells[i]!;
      if (p === 0) continue;
      meanS += s * p;
      meanA += a * p;
      if (a >= 1) advantage += p;
      else if (a <= -1) threat += p;
      if (s >= 1) {
        success += p;
        successByAdvantage[Math.max(0, a)]! += p;
      }
    }
  }
  const successWithAdvantage: number[] = new Array<number>(topAdvantage + 1);
  let tail = 0;
  for (let n = topAdvantage; n >= 0; n--) {
    tail += successByAdvantage[n]!;
    successWithAdvantage[n] = tail;
  }
  const force = pool.force;
  // Linearity of expectation: a force die averages 8/12 light and 8/12 dark pips.
  const pips = (key: "light" | "dark") =>
    (pool.symbols?.[key] ?? 0) + force * FACES.force.reduce((n, f) => n + (f[key] ?? 0), 0) / SIDES.force;
  let dice = 0;
  for (const die of DIE_TYPES) dice += pool[die];
  return {
    dice, success, advantage, threat, triumph: atLeastOne(pool, "triumph"), despair: atLeastOne(pool, "despair"),
    meanNetSuccess: meanS, meanNetAdvantage: meanA, successWithAdvantage,
    meanLight: pips("light"), meanDark: pips("dark"),
  };
}
