// npm run bench: prints one JSON object of figures. dist/ is built first by the npm script.
// Each bench/*.bench.mjs exports `bench()` returning an object of named figures; this file
// gathers them, so areas add benchmarks without touching each other's.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { dirname, join } from "node:path";

const here = dirname(fileURLToPath(import.meta.url));
const code = readFileSync("dist/eote.mjs", "utf8");
const sourceMapComment = code.match(/\n\/\/# sourceMappingURL=.*\s*$/)?.[0] ?? "";

const figures = {
  bundle: {
    eoteMjsBytes: Buffer.byteLength(code) - Buffer.byteLength(sourceMapComment),
    eoteMjsTargetBytes: 150 * 1024,
    eoteCssBytes: statSync("dist/eote.css").size,
    releaseZipBytes: statSync("dist/eote.zip").size,
  },
};

for (const file of readdirSync(here).filter((f) => f.endsWith(".bench.mjs")).sort()) {
  const { bench } = await import(join(here, file));
  figures[file.replace(/\.bench\.mjs$/, "")] = await bench();
}

console.log(JSON.stringify(figures, null, 2));
