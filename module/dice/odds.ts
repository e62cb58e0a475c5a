/**
 * Exact odds: the full probability distribution of a pool, computed by convolution, not sampled.
 *
 * Representation: net success (triumphs and despairs included) and net advantage are the two
 * signed axes of a dense grid (typed array with offsets); triumph and despair counts are layers,
 * capped at `cap` ("cap or more"), so the default cap of 1 keeps P(triumph ≥ 1) exact at four
 * layers, and `Infinity` keeps every count. Light and dark pips only come from force dice, which
 * carry nothing else, so they live in a separate, independent grid. Each die convolves the grid
 * with its handful of distinct outcomes over the grid's current bounding box only. `odds` needs
 * no joint triumph/despair counts, so it runs the same engine on one layer and takes P(at least one
 * triumph) and P(at least one despair) from their closed form.
 */
import { diceError } from "./fail.ts";
import { FACES, SIDES } from "./faces.ts";
import { parsePool } from "./notation.ts";
import { DIE_TYPES, type DieType, type Face, type Pool, type SymbolCounts } from "./types.ts";
import { checkSymbols, normalisePool, shown, type PoolInput } from "./validate.ts";

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

/** The exact joint distribution of a pool's result. */
export interface Distribution {
  readonly netSuccessMin: number;
  readonly netSuccessMax: number;
  readonly netAdvantageMin: number;
  readonly netAdvantageMax: number;
  /** Highest triumph layer: min(cap, most triumphs possible). */
  readonly triumphMax: number;
  readonly despairMax: number;
  /** Whether the top triumph (despair) layer means "that many or more" (the cap was reached). */
  readonly triumphCapped: boolean;
  readonly despairCapped: boolean;
  /** P(netSuccess, netAdvantage, triumph, despair), at index
   * ((triumph·(despairMax+1) + despair)·successSpan + netSuccess − netSuccessMin)·advantageSpan + netAdvantage − netAdvantageMin. */
  readonly cells: Float64Array;
  readonly lightMin: number;
  readonly lightMax: number;
  readonly darkMin: number;
  readonly darkMax: number;
  /** P(light, dark), independent of the rest, at (light − lightMin)·darkSpan + dark − darkMin. */
  readonly force: Float64Array;
}

interface Step { ds: number; da: number; dt: number; dd: number; w: number }

const STEP_CACHE = new WeakMap<readonly Face[], Step[]>();
const NET_STEP_CACHE = new WeakMap<readonly Face[], Step[]>();

/** The distinct outcomes of one die, merged and weighted (cached per face table). `layered`
 * keeps triumph and despair counts apart (dt, dd); without it they only count in net success,
 * so a triumph face merges with a plain success face and the grid needs a single layer. */
function steps(faces: readonly Face[], layered = true): Step[] {
  const cache = layered ? STEP_CACHE : NET_STEP_CACHE;
  const cached = cache.get(faces);
  if (cached) return cached;
  const byKey = new Map<string, Step>();
  const w = 1 / faces.length;
  for (const f of faces) {
    const ds = (f.success ?? 0) + (f.triumph ?? 0) - (f.failure ?? 0) - (f.despair ?? 0);
    const da = (f.advantage ?? 0) - (f.threat ?? 0);
    const dt = layered ? f.triumph ?? 0 : 0;
    const dd = layered ? f.despair ?? 0 : 0;
    const key = `${ds},${da},${dt},${dd}`;
    const step = byKey.get(key);
    if (step) step.w += w;
    else byKey.set(key, { ds, da, dt, dd, w });
  }
  const list = [...byKey.values()];
  cache.set(faces, list);
  return list;
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

/** The success/advantage/triumph/despair grid alone, without the force pips. */
export type GridDistribution = Omit<Distribution, "lightMin" | "lightMax" | "darkMin" | "darkMax" | "force">;

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

/** The engine behind distributionOfFaces, over checked dice (as their steps), checked automatic
 * symbols and checked caps. With caps of 0 (and steps without layers) it is the plain grid of net
 * success and net advantage. */
function convolve(dice: readonly Step[][], auto: Partial<SymbolCounts>, triumphCap: number, despairCap: number): GridDistribution {
  const autoT = auto.triumph ?? 0;
  const autoD = auto.despair ?? 0;
  const autoS = (auto.success ?? 0) + autoT - (auto.failure ?? 0) - autoD;
  const autoA = (auto.advantage ?? 0) - (auto.threat ?? 0);
  // Final bounds (what the result covers), and the working grid's bounds: every box the convolution
  // passes through. They differ only for dice without a blank face, whose partial sums may lie
  // outside the final bounds (a die of +2 or −2 then one of +2: −2 after the first die, never at the end).
  let sMin = autoS, sMax = autoS, aMin = autoA, aMax = autoA, tAll = autoT, dAll = autoD;
  let gs0 = sMin, gs1 = sMax, ga0 = aMin, ga1 = aMax;
  for (const list of dice) {
    sMin += Math.min(...list.map((s) => s.ds));
    sMax += Math.max(...list.map((s) => s.ds));
    aMin += Math.min(...list.map((s) => s.da));
    aMax += Math.max(...list.map((s) => s.da));
    tAll += Math.max(...list.map((s) => s.dt));
    dAll += Math.max(...list.map((s) => s.dd));
    gs0 = Math.min(gs0, sMin); gs1 = Math.max(gs1, sMax); ga0 = Math.min(ga0, aMin); ga1 = Math.max(ga1, aMax);
  }
  const tCap = Math.min(triumphCap, tAll);
  const dCap = Math.min(despairCap, dAll);
  const cols = ga1 - ga0 + 1;
  const rows = gs1 - gs0 + 1;
  const plane = rows * cols;
  const dLayers = dCap + 1;
  const size = (tCap + 1) * dLayers * plane;
  let cur = new Float64Array(size);
  let nxt = new Float64Array(size);
  // Support: rows s0..s1 and layers t0..t1, d0..d1 (grid coordinates), and in each row s the columns
  // lo[s]..hi[s] that may hold probability (none when lo > hi), the same for every layer. Rows have
  // their own spans because a pool's outcomes fill a diagonal band of its bounding box, not the box
  // (a proficiency die adds at most two symbols in all): the corners are skipped, not convolved.
  let s0 = autoS - gs0, s1 = s0;
  let t0 = Math.min(autoT, tCap), d0 = Math.min(autoD, dCap);
  let t1 = t0, d1 = d0;
  let lo = new Int32Array(rows), hi = new Int32Array(rows);
  let nlo = new Int32Array(rows), nhi = new Int32Array(rows);
  lo[s0] = hi[s0] = autoA - ga0;
  cur[((t0 * dLayers + d0) * rows + s0) * cols + lo[s0]!] = 1;

  for (const list of dice) {
    let dsMin = Infinity, dsMax = -Infinity, dtMin = Infinity, dtMax = 0, ddMin = Infinity, ddMax = 0;
    for (const st of list) {
      dsMin = Math.min(dsMin, st.ds); dsMax = Math.max(dsMax, st.ds);
      dtMin = Math.min(dtMin, st.dt); dtMax = Math.max(dtMax, st.dt);
      ddMin = Math.min(ddMin, st.dd); ddMax = Math.max(ddMax, st.dd);
    }
    const ns0 = s0 + dsMin, ns1 = s1 + dsMax;
    const nt0 = Math.min(tCap, t0 + dtMin), nt1 = Math.min(tCap, t1 + dtMax);
    const nd0 = Math.min(dCap, d0 + ddMin), nd1 = Math.min(dCap, d1 + ddMax);
    // The new spans: every step of the die moves every row's span.
    nlo.fill(cols, ns0, ns1 + 1);
    nhi.fill(-1, ns0, ns1 + 1);
    for (const st of list) {
      for (let s = s0; s <= s1; s++) {
        if (lo[s]! > hi[s]!) continue;
        const r = s + st.ds;
        nlo[r] = Math.min(nlo[r]!, lo[s]! + st.da);
        nhi[r] = Math.max(nhi[r]!, hi[s]! + st.da);
      }
    }
    for (let t = nt0; t <= nt1; t++) {
      for (let d = nd0; d <= nd1; d++) {
        const base = (t * dLayers + d) * plane;
        for (let s = ns0; s <= ns1; s++) if (nlo[s]! <= nhi[s]!) nxt.fill(0, base + s * cols + nlo[s]!, base + s * cols + nhi[s]! + 1);
      }
    }
    for (const st of list) {
      const w = st.w;
      for (let t = t0; t <= t1; t++) {
        const tt = Math.min(tCap, t + st.dt);
        for (let d = d0; d <= d1; d++) {
          const dd = Math.min(dCap, d + st.dd);
          const src = (t * dLayers + d) * plane;
          const dst = (tt * dLayers + dd) * plane + st.da + st.ds * cols;
          for (let s = s0; s <= s1; s++) {
            const from = src + s * cols + lo[s]!;
            const to = dst + s * cols + lo[s]!;
            const span = hi[s]! - lo[s]! + 1;
            for (let k = 0; k < span; k++) nxt[to + k]! += w * cur[from + k]!;
          }
        }
      }
    }
    [cur, nxt, lo, nlo, hi, nhi] = [nxt, cur, nlo, lo, nhi, hi];
    s0 = ns0; s1 = ns1; t0 = nt0; t1 = nt1; d0 = nd0; d1 = nd1;
  }
  // Only the final spans are meaningful: copy them out into a grid of the final bounds, leaving
  // whatever an earlier step left elsewhere.
  const outCols = aMax - aMin + 1;
  const outPlane = (sMax - sMin + 1) * outCols;
  const clean = new Float64Array((tCap + 1) * dLayers * outPlane);
  for (let t = t0; t <= t1; t++) {
    for (let d = d0; d <= d1; d++) {
      const base = (t * dLayers + d) * plane;
      const outBase = (t * dLayers + d) * outPlane + (gs0 - sMin) * outCols + ga0 - aMin;
      for (let s = s0; s <= s1; s++) {
        if (lo[s]! <= hi[s]!) clean.set(cur.subarray(base + s * cols + lo[s]!, base + s * cols + hi[s]! + 1), outBase + s * outCols + lo[s]!);
      }
    }
  }
  return {
    netSuccessMin: sMin, netSuccessMax: sMax, netAdvantageMin: aMin, netAdvantageMax: aMax,
    triumphMax: tCap, despairMax: dCap, triumphCapped: tCap < tAll, despairCapped: dCap < dAll,
    cells: clean,
  };
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
