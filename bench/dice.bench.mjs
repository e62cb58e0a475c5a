// Dice core figures: exact-odds times, roll throughput, and both against the anchor (the community
// system's @swrpg-online libraries, bench/anchor.mjs) when EOTE_ANCHOR_DIR names them.
// Targets: 2a1p2i1c1b1s under 0.5 ms; any 40-die pool under 20 ms and at most a third of the layered
// distribution's time (how odds() worked before it dropped the triumph/despair layers; distribution()
// shares the engine's per-row spans, so the ratio understates the gain over the old odds()); at least 20×
// faster than the anchor's 10,000-sample Monte Carlo of the same pool; an 8-die roll at least 2× the
// anchor's roll(); rollPool within 3× of raw Math.random draws per die. Every time is CPU ms per call
// (bench/timing.mjs) as { min, median, max, runs }; a target is met when the median meets it.
import { build } from "esbuild";
import { distribution, forEachOutcome, odds, parsePool, rollPool } from "../dist/dice.mjs";
import { anchorPool, loadAnchor } from "./anchor.mjs";
import { budget, cpuRunsTogether, pairedRatios, spread, warmUp } from "./timing.mjs";

/** rollCheckedPool: the core's internal roll of a pool it already checked (not in dist/dice.mjs). */
async function loadCheckedRoll() {
  const out = await build({
    stdin: { contents: 'export { rollCheckedPool } from "./module/dice/roll.ts";', resolveDir: process.cwd(), loader: "ts" },
    bundle: true, write: false, format: "esm", platform: "neutral",
  });
  return (await import(`data:text/javascript;base64,${Buffer.from(out.outputFiles[0].text).toString("base64")}`)).rollCheckedPool;
}

/** The odds summary read off the layered joint distribution (triumph and despair as capped layers):
 * the work odds() did before it convolved one layer. Kept here as the same-process baseline. */
function layeredOdds(notation) {
  const dist = distribution(notation);
  let success = 0, advantage = 0, threat = 0, triumph = 0, despair = 0, meanS = 0, meanA = 0;
  const byAdvantage = new Float64Array(Math.max(0, dist.netAdvantageMax) + 1);
  forEachOutcome(dist, (s, a, t, d, p) => {
    meanS += s * p; meanA += a * p;
    if (a >= 1) advantage += p; else if (a <= -1) threat += p;
    if (t >= 1) triumph += p;
    if (d >= 1) despair += p;
    if (s >= 1) { success += p; byAdvantage[Math.max(0, a)] += p; }
  });
  return { success, advantage, threat, triumph, despair, meanS, meanA, byAdvantage };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ms = (samples) => spread(samples);
/** A ratio figure (paired run by run) against a "at least" target. */
const atLeast = (ratios, target) => ({ ...spread(ratios, 3), target, met: median(ratios) >= target });

const EXAMPLE = "2a1p2i1c1b1s";
const MIXED20 = "3a3p2b3i3c2s4f";
// Pools that stress the grid differently: one side only, both sides at full width, all force.
const FORTIES = {
  fortyWithForce: "5a5p5b5i5c5s10f",
  twentyVsTwenty: "20p20c",
  fortyProficiency: "40p",
  mixedForty: "7a7p6b7i7c6s",
  fortyForce: "40f",
};
const MC_SAMPLES = 10_000;

export async function bench() {
  const anchor = await loadAnchor();
  const rollCheckedPool = await loadCheckedRoll();

  // Odds: ours, the layered baseline and, with an anchor, its Monte Carlo of the same pool, run by run.
  // Targets per pool: the 0.5 ms for the typical pool, its 20 ms for any 40-die pool; a 20-die pool
  // is held to the 40-die target (it has fewer dice, so it can only be faster).
  const oddsOf = (notation, targetMs) => {
    const fns = { ours: () => odds(notation), layered: () => layeredOdds(notation) };
    if (anchor.MonteCarlo) {
      const pool = anchorPool(parsePool(notation));
      fns.anchor = () => new anchor.MonteCarlo(pool, MC_SAMPLES).simulate();
    }
    const s = cpuRunsTogether(fns, { runs: 7 });
    return {
      pool: notation, ms: budget(ms(s.ours), targetMs), layeredMs: ms(s.layered), speedupVsLayered: spread(pairedRatios(s.layered, s.ours), 3),
      ...(s.anchor ? { anchorMonteCarloMs: ms(s.anchor), speedupVsAnchor: spread(pairedRatios(s.anchor, s.ours), 3) } : {}),
      samples: s,
    };
  };
  const notations = [EXAMPLE, MIXED20, ...Object.values(FORTIES)];
  warmUp(notations.flatMap((n) => [() => odds(n), () => layeredOdds(n)]), 500);
  const example = oddsOf(EXAMPLE, 0.5);
  const mixed20 = oddsOf(MIXED20, 20);
  const forty = Object.fromEntries(Object.entries(FORTIES).map(([name, notation]) => [name, oddsOf(notation, 20)]));
  const worstName = Object.keys(forty).reduce((a, b) => (forty[b].ms.median > forty[a].ms.median ? b : a));
  const worst = forty[worstName];
  const layeredWorstName = Object.keys(forty).reduce((a, b) => (forty[b].layeredMs.median > forty[a].layeredMs.median ? b : a));
  const strip = ({ samples, ...figure }) => figure;

  // Rolling: an 8-die pool through the public rollPool (which checks the pool) and through the core's
  // rollCheckedPool (a pool already checked), and with an anchor its roll() of the same pool.
  const pool8 = parsePool(EXAMPLE);
  const pool40 = parsePool("7a7p6b7i7c6s");
  let sink = 0;
  const rollFns = {
    rollPool8: () => { sink += rollPool(pool8).outcome.netSuccess; },
    rollCheckedPool8: () => { sink += rollCheckedPool(pool8, Math.random).outcome.netSuccess; },
    rollPool40: () => { sink += rollPool(pool40).outcome.netSuccess; },
    mathRandom1000: () => { for (let i = 0; i < 1000; i++) sink += Math.random(); },
  };
  if (anchor.roll) {
    const theirs = anchorPool(pool8);
    rollFns.anchorRoll8 = () => { sink += anchor.roll(theirs).summary.successes; };
  }
  warmUp(Object.values(rollFns), 300);
  const r = cpuRunsTogether(rollFns, { runs: 7 });
  if (sink === -1) console.log(sink); // keeps the rolls alive
  const perSecond = (samples, per = 1) => spread(samples.map((x) => (per * 1000) / x), 4);
  const slowdownVsRandom = pairedRatios(r.rollPool40.map((x) => x / 40), r.mathRandom1000.map((x) => x / 1000));

  return {
    odds: {
      example: strip(example),
      mixed20: strip(mixed20),
      forty: Object.fromEntries(Object.entries(forty).map(([k, v]) => [k, strip(v)])),
      worstForty: {
        name: worstName, pool: worst.pool, ms: worst.ms,
        // At most a third of the worst 40-die pool's time the way odds() worked before (the layered
        // distribution, whose worst pool may be another one).
        layeredWorst: { name: layeredWorstName, pool: forty[layeredWorstName].pool, ms: forty[layeredWorstName].layeredMs },
        // Run by run (the same pool's runs, timed together, when the two worsts are one pool, as they are today).
        speedupVsLayeredWorst: atLeast(pairedRatios(forty[layeredWorstName].samples.layered, worst.samples.ours), 3),
      },
    },
    roll: {
      pool8: EXAMPLE,
      rollPool8RollsPerSecond: perSecond(r.rollPool8),
      rollCheckedPool8RollsPerSecond: perSecond(r.rollCheckedPool8),
      rollPool40DicePerSecond: perSecond(r.rollPool40, 40),
      mathRandomDrawsPerSecond: perSecond(r.mathRandom1000, 1000),
      rollPoolSlowdownVsRandom: { ...spread(slowdownVsRandom, 3), target: 3, met: median(slowdownVsRandom) <= 3 },
    },
    anchor: anchor.skipped
      ? { skipped: anchor.skipped }
      : {
        dir: anchor.dir,
        monteCarloSamples: MC_SAMPLES,
        // Exact odds against the anchor's 10,000-sample estimate of the same pool: at least 20× on every 40-die pool.
        oddsExampleSpeedup: spread(pairedRatios(example.samples.anchor, example.samples.ours), 3),
        oddsFortySpeedup: Object.fromEntries(Object.entries(forty).map(([k, v]) => [k, atLeast(pairedRatios(v.samples.anchor, v.samples.ours), 20)])),
        oddsWorstFortySpeedup: atLeast(pairedRatios(worst.samples.anchor, worst.samples.ours), 20),
        anchorRoll8RollsPerSecond: perSecond(r.anchorRoll8),
        // Rolling the 8-die pool: at least 2× the anchor's roll(), through the public rollPool and the core's checked-pool path.
        roll8SpeedupPublic: atLeast(pairedRatios(r.anchorRoll8, r.rollPool8), 2),
        roll8SpeedupCheckedPool: atLeast(pairedRatios(r.anchorRoll8, r.rollCheckedPool8), 2),
      },
    timing: "CPU ms per call (process.cpuUsage), batches of at least 25 ms; each run times every compared function in turn",
  };
}

