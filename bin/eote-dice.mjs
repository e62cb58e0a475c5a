#!/usr/bin/env node
// eote-dice: roll narrative dice or print their exact odds, from the built library (npm run build).
//   eote-dice roll 2a1p2i1c [--json] [--seed N]
//   eote-dice odds 2a1p2i1c1b1s [--json]
import { realpathSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { EoteError, MAX_SEED, formatPool, odds, parsePool, poolSize, rollPool, seededRandom as seeded } from "../dist/dice.mjs";

const USAGE = `usage: eote-dice roll <pool> [--json] [--seed N]
       eote-dice odds <pool> [--json]
       eote-dice --help        (also -h or help, anywhere on the line)
pool: counts and letters (2a1p2i1c1b1s), letters (aapiic) or a formula (2da+1dp+2di);
      a ability, p proficiency, b boost, i difficulty, c challenge, s setback, f force
--seed N: a whole number from 0 to ${MAX_SEED}, for a reproducible roll
exit: 0 done, 1 bad input (notation, empty pool, option), 2 no command, unknown command or no pool`;

const DIE_NAMES = {
  proficiency: "proficiency", ability: "ability", boost: "boost", challenge: "challenge",
  difficulty: "difficulty", setback: "setback", force: "force",
};
// Letters of the published face tables: s success, a advantage, x triumph, f failure, t threat,
// y despair, L light, D dark.
const SYMBOL_LETTERS = [["success", "s"], ["advantage", "a"], ["triumph", "x"], ["failure", "f"],
  ["threat", "t"], ["despair", "y"], ["light", "L"], ["dark", "D"]];

const plural = (n, word) => `${n} ${word}${n === 1 ? "" : word.endsWith("s") ? "es" : "s"}`;
const percent = (p) => `${(100 * p).toFixed(2)}%`.padStart(8);


function faceText(symbols) {
  const text = SYMBOL_LETTERS.map(([key, letter]) => letter.repeat(symbols[key] ?? 0)).join("");
  return text === "" ? "—" : text;
}

function describeOutcome(o) {
  const parts = [];
  if (o.success) parts.push(plural(o.success, "success"));
  if (o.failure) parts.push(plural(o.failure, "failure"));
  if (o.advantage) parts.push(`${o.advantage} advantage`);
  if (o.threat) parts.push(`${o.threat} threat`);
  if (o.triumph) parts.push(plural(o.triumph, "triumph"));
  if (o.despair) parts.push(`${o.despair} despair`);
  if (o.light) parts.push(`${o.light} light`);
  if (o.dark) parts.push(`${o.dark} dark`);
  return `${o.succeeded ? "SUCCESS" : "FAILURE"}${parts.length ? `: ${parts.join(", ")}` : ""}`;
}

function rollCommand(pool, json, seed) {
  const roll = rollPool(pool, seed === undefined ? Math.random : seeded(seed));
  if (json) return JSON.stringify({ pool: formatPool(pool), ...roll }, null, 2);
  const n = poolSize(pool);
  const lines = [`Pool: ${formatPool(pool) || "(empty)"} (${n} ${n === 1 ? "die" : "dice"})`];
  for (const d of roll.dice) lines.push(`  ${DIE_NAMES[d.die].padEnd(12)} face ${String(d.face).padStart(2)}  ${faceText(d.symbols)}`);
  lines.push(`Symbols: ${faceText(roll.symbols)}`);
  lines.push(`Result: ${describeOutcome(roll.outcome)}`);
  return lines.join("\n");
}

function oddsCommand(pool, json) {
  const o = odds(pool);
  if (json) return JSON.stringify({ pool: formatPool(pool), ...o }, null, 2);
  const lines = [
    `Pool: ${formatPool(pool) || "(empty)"} (${o.dice} ${o.dice === 1 ? "die" : "dice"}), exact odds`,
    `  success (s ≥ 1)        ${percent(o.success)}`,
    `  advantage (a ≥ 1)      ${percent(o.advantage)}`,
    `  threat (t ≥ 1)         ${percent(o.threat)}`,
    `  triumph (x ≥ 1)        ${percent(o.triumph)}`,
    `  despair (y ≥ 1)        ${percent(o.despair)}`,
    `  mean net success       ${o.meanNetSuccess.toFixed(3).padStart(8)}`,
    `  mean net advantage     ${o.meanNetAdvantage.toFixed(3).padStart(8)}`,
  ];
  if (pool.force) lines.push(`  mean light / dark      ${o.meanLight.toFixed(3)} / ${o.meanDark.toFixed(3)}`);
  o.successWithAdvantage.forEach((p, n) => {
    if (n >= 1 && n <= 4 && p > 0) lines.push(`  success with a ≥ ${n}    ${percent(p)}`);
  });
  return lines.join("\n");
}

/** A usage problem the user can fix: printed as "eote-dice: <message>", exit 1. */
class InputError extends Error {}

/**
 * Reads the command line. Any word starting with "-" is an option (no notation starts with one):
 * --help / -h anywhere asks for help, --json, --seed N or --seed=N; any other option is named in the error.
 */
function readArgs(argv) {
  const args = { help: false, json: false, seed: undefined, words: [] };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--help" || arg === "-h") args.help = true;
    else if (arg === "--json") args.json = true;
    else if (arg === "--seed" || arg.startsWith("--seed=")) {
      if (args.seed !== undefined) throw new InputError("--seed is given twice");
      const text = arg === "--seed" ? argv[++i] : arg.slice("--seed=".length);
      args.seed = readSeed(text);
    } else if (arg.startsWith("-") && arg !== "-") throw new InputError(`unknown option "${arg}" (options: --json, --seed N, --help)`);
    else args.words.push(arg);
  }
  return args;
}

/** A seed the generator takes as it is: digits only, at most MAX_SEED (never wrapped onto another). */
function readSeed(text) {
  if (text === undefined) throw new InputError("--seed needs a number");
  const n = Number(text);
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(n) || n > MAX_SEED) {
    throw new InputError(`--seed takes a whole number from 0 to ${MAX_SEED} (got "${text}")`);
  }
  return n;
}

function run(command, poolWords, args) {
  if (args.seed !== undefined && command !== "roll") throw new InputError("--seed only applies to roll");
  const text = poolWords.join("");
  const pool = parsePool(text);
  if (poolSize(pool) === 0) {
    throw new InputError(text.trim() === "" ? "the pool is empty: write at least one die, e.g. 2a1p2i" : `the pool "${text}" has no dice: write at least one, e.g. 2a1p2i`);
  }
  return command === "roll" ? rollCommand(pool, args.json, args.seed) : oddsCommand(pool, args.json);
}

/**
 * Runs one command line; returns the exit code. `io` prints each line (stdout, stderr): the console when
 * run as the bin, a recorder in the CLI's own tests.
 * @param {string[]} argv
 * @param {{ log(text: string): void, error(text: string): void }} [io]
 */
export function main(argv, io = console) {
  let args;
  try {
    args = readArgs(argv);
  } catch (e) {
    if (!(e instanceof InputError)) throw e;
    io.error(`eote-dice: ${e.message}; eote-dice --help shows the usage`);
    return 1;
  }
  const [command, ...poolWords] = args.words;
  if (args.help || command === "help") {
    io.log(USAGE);
    return 0;
  }
  if ((command !== "roll" && command !== "odds") || poolWords.length === 0) {
    io.error(command === undefined || command === "roll" || command === "odds" ? USAGE : `eote-dice: unknown command "${command}"\n${USAGE}`);
    return 2;
  }
  try {
    io.log(run(command, poolWords, args));
    return 0;
  } catch (e) {
    if (e instanceof InputError) {
      if (args.json) io.error(JSON.stringify({ error: "usage", message: e.message }));
      else io.error(`eote-dice: ${e.message}`);
      return 1;
    }
    if (!(e instanceof EoteError)) throw e;
    if (args.json) io.error(JSON.stringify({ error: e.key, message: e.message, data: e.data }));
    else io.error(`eote-dice: ${e.message}`);
    return 1;
  }
}

// Run as the bin (also through npm's node_modules/.bin link, whose path node keeps in argv), not when imported.
if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) process.exitCode = main(process.argv.slice(2));
