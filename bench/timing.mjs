// Shared timing for the Node benchmarks (not a benchmark itself: run.mjs only runs *.bench.mjs).
// Every figure is reported as { min, median, max, runs } over at least 5 runs, so one slow stretch of
// this shared host shows as a spread instead of moving the figure.

/** CPU milliseconds this process has used (user + system, all its threads). Time spent waiting for a
 * core on a busy machine is not counted, so figures move less with the other work on the host. */
export function cpuMs() {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

export const round = (x, digits = 4) => (Number.isFinite(x) ? Number(x.toPrecision(digits)) : x);

/** min, median and max of some samples, rounded, and how many there were. */
export function spread(samples, digits = 4) {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    min: round(sorted[0], digits),
    median: round(sorted[Math.floor(sorted.length / 2)], digits),
    max: round(sorted.at(-1), digits),
    runs: sorted.length,
  };
}

/** Calls per batch so that one batch takes at least `batchMs` of CPU (after a warm-up). */
function batchSize(fn, batchMs) {
  for (let i = 0; i < 10; i++) fn();
  let calls = 1;
  for (;;) {
    const t0 = cpuMs();
    for (let i = 0; i < calls; i++) fn();
    if (cpuMs() - t0 >= batchMs || calls >= 1 << 24) return calls;
    calls *= 2;
  }
}

/**
 * CPU ms per call of each function, `runs` samples each: every run times one batch of each function
 * in turn, so functions compared with one another (ours and the anchor's) share each stretch of the
 * host. Returns { name: samples }.
 */
export function cpuRunsTogether(fns, { runs = 7, batchMs = 25 } = {}) {
  const sizes = Object.fromEntries(Object.entries(fns).map(([name, fn]) => [name, batchSize(fn, batchMs)]));
  const samples = Object.fromEntries(Object.keys(fns).map((name) => [name, []]));
  for (let r = 0; r < runs; r++) {
    for (const [name, fn] of Object.entries(fns)) {
      const calls = sizes[name];
      const t0 = cpuMs();
      for (let i = 0; i < calls; i++) fn();
      samples[name].push((cpuMs() - t0) / calls);
    }
  }
  return samples;
}

/** Calls the functions in turn for about `ms` of CPU, so V8 has optimised the code they share before
 * any of them is timed (otherwise the first one timed pays for the compilation). */
export function warmUp(fns, ms = 300) {
  const t0 = cpuMs();
  while (cpuMs() - t0 < ms) for (const fn of fns) fn();
}

/** CPU ms per call of one function: `runs` samples. */
export function cpuRuns(fn, options) {
  return cpuRunsTogether({ fn }, options).fn;
}

/** Ratio of two sets of samples, run by run (a[i] / b[i]): paired, since run i of both shared a stretch of the host. */
export function pairedRatios(a, b) {
  return a.map((x, i) => x / b[i]);
}

/**
 * A figure against its budget: the spread ({ min, median, max, runs }) with the target beside it under
 * `key` and whether the median meets it: under the target, or at least it with `atLeast` (a speed-up).
 * Each call site says in a comment where its target comes from.
 */
export function budget(stats, target, { key = "targetMs", atLeast = false } = {}) {
  return { ...stats, [key]: target, met: atLeast ? stats.median >= target : stats.median < target };
}
