// Figures for the dice shell's pure parts: building a chat card's view model, and the dice pool
// dialog's view (exact odds included), which is recomputed on every click in the dialog.
// CPU time per call as { min, median, max, runs } (bench/timing.mjs); target met when the median meets it.
// Targets: the dialog's view is recomputed on every click in it, so each stays within a frame (16 ms); a
// card's view model is one part of drawing a card, and 500 cards have 0.3 s in the browser (the chat-log
// target, browser.bench.mjs), 600 µs a card for everything; the page's part took about 190 µs a card and the
// template's about as much, so the model may take a third: 200 µs (about 75 µs on an idle host today).
import { build } from "esbuild";
import { budget, cpuRuns, spread } from "./timing.mjs";

async function load() {
  const out = await build({
    stdin: {
      contents: `export { buildCardContext } from "./module/roll/card-model.ts";
                 export { dialogView } from "./module/applications/dice-dialog/state.ts";`,
      resolveDir: process.cwd(), loader: "ts",
    },
    bundle: true, write: false, format: "esm", platform: "node",
  });
  const code = out.outputFiles[0].text;
  return import(`data:text/javascript;base64,${Buffer.from(code).toString("base64")}`);
}

export async function bench() {
  const { buildCardContext, dialogView } = await load();
  const dice = [
    ...Array.from({ length: 3 }, (_, i) => ({ die: "ability", face: (i % 8) + 1 })),
    ...Array.from({ length: 2 }, (_, i) => ({ die: "proficiency", face: (i * 5 % 12) + 1 })),
    ...Array.from({ length: 3 }, (_, i) => ({ die: "difficulty", face: (i * 3 % 8) + 1 })),
    { die: "challenge", face: 12 }, { die: "boost", face: 3 }, { die: "setback", face: 4 },
  ];
  const typical = { ability: 2, proficiency: 1, boost: 1, difficulty: 2, challenge: 0, setback: 1, force: 0 };
  const large = { ability: 3, proficiency: 3, boost: 2, difficulty: 3, challenge: 2, setback: 2, force: 0 };
  const micros = (samples) => spread(samples.map((ms) => ms * 1000));
  return {
    cardContextMicros: budget(micros(cpuRuns(() => buildCardContext({ dice, automatic: { advantage: 1 } }))), 200, { key: "targetMicros" }),
    dialogViewTypicalPoolMs: budget(spread(cpuRuns(() => dialogView(typical))), 16),
    dialogViewLargePoolMs: budget(spread(cpuRuns(() => dialogView(large))), 16),
  };
}
