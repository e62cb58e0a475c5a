// Figures for the dice shell's pure parts: building a chat card's view model, and the dice pool
// dialog's view (exact odds included), which is recomputed on every click in the dialog.
import { build } from "esbuild";

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

function time(fn, minMs = 200) {
  let n = 0;
  const start = performance.now();
  while (performance.now() - start < minMs) { fn(); n++; }
  return (performance.now() - start) / n;
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
  return {
    cardContextMicros: Math.round(time(() => buildCardContext({ dice, automatic: { advantage: 1 } })) * 1000 * 10) / 10,
    dialogViewTypicalPoolMs: Math.round(time(() => dialogView(typical), 300) * 1000) / 1000,
    dialogViewLargePoolMs: Math.round(time(() => dialogView(large), 500) * 1000) / 1000,
    dialogViewTargetMs: 50,
  };
}
