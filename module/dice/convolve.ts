/**
 * The convolution engine of exact odds. Representation: net success (triumphs and despairs included)
 * and net advantage are the two signed axes of a dense grid (typed array with offsets); triumph and
 * despair counts are layers, capped at `cap` ("cap or more"), so a cap of 1 keeps P(triumph ≥ 1)
 * exact at four layers, and `Infinity` keeps every count. Each die convolves the grid with its
 * handful of distinct outcomes over the cells that may hold probability only.
 */
import type { Face, SymbolCounts } from "./types.ts";

/** The success/advantage/triumph/despair grid of a pool (the force pips aside). */
export interface GridDistribution {
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
}

/** One distinct outcome of a die: its moves along each axis and its probability. */
export interface Step { ds: number; da: number; dt: number; dd: number; w: number }

const STEP_CACHE = new WeakMap<readonly Face[], Step[]>();
const NET_STEP_CACHE = new WeakMap<readonly Face[], Step[]>();

/** The distinct outcomes of one die, merged and weighted (cached per face table). `layered`
 * keeps triumph and despair counts apart (dt, dd); without it they only count in net success,
 * so a triumph face merges with a plain success face and the grid needs a single layer. */
export function steps(faces: readonly Face[], layered = true): Step[] {
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

/** The engine behind distributionOfFaces, over checked dice (as their steps), checked automatic
 * symbols and checked caps. With caps of 0 (and steps without layers) it is the plain grid of net
 * success and net advantage. */
export function convolve(dice: readonly Step[][], auto: Partial<SymbolCounts>, triumphCap: number, despairCap: number): GridDistribution {
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

