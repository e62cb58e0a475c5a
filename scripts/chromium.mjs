// The one place that finds the Chromium the browser tests and the browser benchmark drive through
// playwright-core. In order: CHROMIUM_PATH; else a system Chromium (/usr/bin/chromium, then `chromium`
// on PATH); else the headless Chromium shipped inside the @sparticuz/chromium devDependency, so
// `npm ci` is all a machine with no browser needs.
import { spawnSync } from "node:child_process";
import { accessSync, constants, existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { delimiter, dirname, join } from "node:path";
import { pathToFileURL } from "node:url";

/** The flags every launch uses, whichever Chromium it is. */
export const LAUNCH_ARGS = [
  "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
  "--disable-sync", "--no-first-run", "--disable-quic", "--disable-dev-shm-usage",
];

/**
 * The flags of @sparticuz/chromium's own `args` that are kept. The rest are for a serverless sandbox and
 * would make the tests see another browser than players have: --single-process (one crash takes the
 * browser down, and timings change), --disable-web-security, --allow-running-insecure-content and the
 * site-isolation switches (the XSS tests must run with the browser's normal protections),
 * --font-render-hinting=none and the SwiftShader GL switches (rendering differs from a desktop Chromium).
 * It runs headless with LAUNCH_ARGS alone; these are harmless and match its intended setup.
 */
export const SPARTICUZ_KEPT_ARGS = new Set(["--no-zygote", "--disable-domain-reliability", "--no-pings", "--disable-print-preview"]);

/** Where the system Chromium is looked for before PATH (Debian's package puts it here). */
export const SYSTEM_CHROMIUM = "/usr/bin/chromium";

/**
 * @typedef {{ executablePath: string, args: string[], source: "CHROMIUM_PATH" | "system" | "@sparticuz/chromium" }} ResolvedChromium
 * @typedef {{ executablePath: string, args: string[] }} Unpacked
 * @typedef {{
 *   env?: Record<string, string | undefined>,
 *   isExecutable?: (path: string) => boolean,
 *   unpackSparticuz?: () => Unpacked,
 * }} ResolveOptions
 */

/** @param {string} path */
function isExecutableFile(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * Finds the Chromium to launch and the flags to launch it with. Throws, naming what was tried and how
 * to fix it, when there is none: browser tests never skip silently.
 * @param {ResolveOptions} [options] seams for the resolver's own tests
 * @returns {ResolvedChromium}
 */
export function resolveChromium({ env = process.env, isExecutable = isExecutableFile, unpackSparticuz = unpackSparticuzChromium } = {}) {
  const fromEnv = env["CHROMIUM_PATH"];
  if (fromEnv) {
    // An explicit choice is never replaced by another browser behind the user's back.
    if (!isExecutable(fromEnv)) throw new Error(`CHROMIUM_PATH is ${fromEnv}, which is not an executable file. Point it at a Chromium binary, or unset it to use the system Chromium or @sparticuz/chromium.`);
    return { executablePath: fromEnv, args: [...LAUNCH_ARGS], source: "CHROMIUM_PATH" };
  }
  const onPath = (env["PATH"] ?? "").split(delimiter).filter(Boolean).map((dir) => join(dir, "chromium"));
  const system = [SYSTEM_CHROMIUM, ...onPath].find((path) => isExecutable(path));
  if (system) return { executablePath: system, args: [...LAUNCH_ARGS], source: "system" };
  let unpacked;
  try {
    unpacked = unpackSparticuz();
  } catch (err) {
    throw new Error("Browser tests found no Chromium: CHROMIUM_PATH is not set, there is no /usr/bin/chromium or "
      + `chromium on PATH, and @sparticuz/chromium failed (${err instanceof Error ? err.message : String(err)}). `
      + "Run `npm ci` (it installs @sparticuz/chromium), install Chromium, or set CHROMIUM_PATH to a Chromium binary.");
  }
  const kept = unpacked.args.filter((arg) => SPARTICUZ_KEPT_ARGS.has(arg) && !LAUNCH_ARGS.includes(arg));
  return { executablePath: unpacked.executablePath, args: [...LAUNCH_ARGS, ...kept], source: "@sparticuz/chromium" };
}

// Runs in a child process: @sparticuz/chromium unpacks into os.tmpdir(), which the child's TMPDIR points
// at a folder of our own, so the parent's TMPDIR is never changed under code running beside it.
const UNPACK = "const { default: c } = await import(process.argv[1]);"
  + "process.stdout.write(JSON.stringify({ executablePath: await c.executablePath(), args: c.args }));";

/**
 * Unpacks @sparticuz/chromium's brotli-packed binary once per package version into
 * <tmpdir>/eote-sparticuz-<version>/ and returns it with the package's flags. It unpacks into a fresh
 * folder and renames that into place, so parallel test workers never launch a half-written binary
 * (the package's own check is only "does /tmp/chromium exist"), and another version's leftover
 * /tmp/chromium is never picked up.
 * @returns {Unpacked}
 */
export function unpackSparticuzChromium() {
  const entry = createRequire(import.meta.url).resolve("@sparticuz/chromium");
  const pkgDir = join(dirname(entry), "..", "..");
  const { version } = JSON.parse(readFileSync(join(pkgDir, "package.json"), "utf8"));
  const dir = join(tmpdir(), `eote-sparticuz-${version}`);
  const run = (/** @type {string} */ into) => {
    const child = spawnSync(process.execPath, ["--input-type=module", "-e", UNPACK, pathToFileURL(entry).href], {
      env: { ...process.env, TMPDIR: into }, encoding: "utf8", maxBuffer: 1024 * 1024,
    });
    if (child.status !== 0) throw new Error(`unpacking it failed: ${(child.stderr || child.error?.message || "").trim().split("\n").slice(-3).join(" ")}`);
    return /** @type {Unpacked} */ (JSON.parse(child.stdout));
  };
  if (existsSync(join(dir, "chromium"))) return { ...run(dir), executablePath: join(dir, "chromium") };
  const partial = mkdtempSync(`${dir}.partial-`);
  try {
    const { args } = run(partial);
    if (!existsSync(join(partial, "chromium"))) throw new Error(`unpacking it left no binary in ${partial}`);
    try {
      renameSync(partial, dir);
    } catch (err) {
      // Another worker finished first: use its copy.
      if (!existsSync(join(dir, "chromium"))) throw err;
    }
    return { executablePath: join(dir, "chromium"), args };
  } finally {
    rmSync(partial, { recursive: true, force: true });
  }
}

/** Options for playwright-core's launch / launchPersistentContext, resolved as above. */
export function chromiumLaunchOptions() {
  const { executablePath, args } = resolveChromium();
  return { executablePath, args, headless: true };
}
