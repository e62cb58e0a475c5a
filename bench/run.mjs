// npm run bench: prints one JSON object of figures. dist/ is built first by the npm script.
// Each bench/*.bench.mjs exports `bench()` returning an object of named figures; this file
// gathers them, so areas add benchmarks without touching each other's. Each runs in its own Node
// process, so one benchmark's heap, JIT state or leftover browser never skews the next one's figures.
import { execFileSync } from "node:child_process";
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

const RUN_ONE = "const { bench } = await import(process.argv[1]); process.stdout.write(JSON.stringify(await bench()));";

for (const file of readdirSync(here).filter((f) => f.endsWith(".bench.mjs")).sort()) {
  const out = execFileSync(process.execPath, ["--input-type=module", "-e", RUN_ONE, join(here, file)], {
    encoding: "utf8", stdio: ["ignore", "pipe", "inherit"], maxBuffer: 16 * 1024 * 1024,
  });
  figures[file.replace(/\.bench\.mjs$/, "")] = JSON.parse(out);
}

console.log(JSON.stringify(figures, null, 2));
