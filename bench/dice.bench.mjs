// Dice core figures: exact-odds times and rollPool throughput against raw Math.random.
// Targets: 2a1p2i1c1b1s under 0.5 ms, any 40-die pool under 20 ms, rollPool within 3× of raw draws.
import { odds, rollPool, parsePool } from "../dist/dice.mjs";

/** Milliseconds of CPU time per call (process.cpuUsage, so time the process spends waiting for
 * a core on a busy machine is left out): calls run in batches of at least ~20 ms, for `minMs`
 * in all, and the fastest batch counts. */
function timeMs(fn, minMs = 400) {
  const cpuMs = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
  for (let i = 0; i < 20; i++) fn();
  let perBatch = 1;
  for (;;) {
    const t0 = cpuMs();
    for (let i = 0; i < perBatch; i++) fn();
    if (cpuMs() - t0 >= 20) break;
    perBatch *= 2;
  }
  let best = Infinity;
  const start = performance.now();
  while (performance.now() - start < minMs) {
    const t0 = cpuMs();
    for (let i = 0; i < perBatch; i++) fn();
    best = Math.min(best, (cpuMs() - t0) / perBatch);
  }
  return best;
}

const round = (x, digits = 4) => Number(x.toPrecision(digits));

export async function bench() {
  const example = parsePool("2a1p2i1c1b1s");
  const mixed20 = parsePool("3a3p2b3i3c2s4f"); // 20 dice of every kind
  // Pools that stress the grid differently: one side only, both sides at full width, all force.
  const forties = {
    fortyWithForce: "5a5p5b5i5c5s10f",
    twentyVsTwenty: "20p20c",
    fortyProficiency: "40p",
    mixedForty: "7a7p6b7i7c6s",
    fortyForce: "40f",
  };
  const fortyTimes = Object.fromEntries(Object.entries(forties).map(([k, v]) => [k, round(timeMs(() => odds(v)))]));

  const rollPoolSample = parsePool("7a7p6b7i7c6s"); // 40 dice
  const rollMs = timeMs(() => rollPool(rollPoolSample), 500);
  const rollDicePerSecond = 40 / (rollMs / 1000);
  // A typical check (8 dice), where the fixed cost per roll weighs more.
  const rollExampleMs = timeMs(() => rollPool(example), 500);
  let sink = 0;
  const randomMs = timeMs(() => { for (let i = 0; i < 1000; i++) sink += Math.random(); }, 500);
  const randomPerSecond = 1000 / (randomMs / 1000);
  if (sink < 0) console.log(sink); // keeps the draws alive

  return {
    oddsExampleMs: round(timeMs(() => odds(example))),
    oddsExampleTargetMs: 0.5,
    oddsMixed20Ms: round(timeMs(() => odds(mixed20))),
    oddsForty: fortyTimes,
    oddsFortyWithForceMs: fortyTimes.fortyWithForce,
    oddsFortyWorstMs: Math.max(...Object.values(fortyTimes)),
    oddsFortyTargetMs: 20,
    rollPoolDicePerSecond: Math.round(rollDicePerSecond),
    mathRandomDrawsPerSecond: Math.round(randomPerSecond),
    rollPoolSlowdownVsRandom: round(randomPerSecond / rollDicePerSecond, 3),
    rollPoolExampleDicePerSecond: Math.round(8 / (rollExampleMs / 1000)),
    rollPoolSlowdownTarget: 3,
    pools: { example: "2a1p2i1c1b1s", mixed20: "3a3p2b3i3c2s4f", forty: forties, rollPool: "7a7p6b7i7c6s" },
  };
}
