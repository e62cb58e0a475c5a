// The host reference shared by the Chromium benchmarks (not a benchmark itself: run.mjs only runs *.bench.mjs).

/**
 * A fixed script workload timed in the page (median of 5), printed beside the figures: this shared
 * host has slower and faster stretches that the load average does not show, and every figure moves
 * with them. A figure read next to a high reference was measured on a slow stretch.
 */
export function referenceMs(page) {
  return page.evaluate(() => {
    const times = [];
    for (let r = 0; r < 5; r++) {
      const t = performance.now();
      let x = 0;
      for (let i = 1; i < 2_000_000; i++) x += Math.sqrt(i) % 7;
      if (x < 0) throw new Error("unreachable"); // keeps the loop from being dropped
      times.push(performance.now() - t);
    }
    return times.sort((a, b) => a - b)[2];
  });
}
