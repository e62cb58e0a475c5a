#!/usr/bin/env node
// eote-dice: roll narrative dice or print their exact odds, from the built library (npm run build).
//   eote-dice roll 2a1p2i1c [--json] [--seed N]
//   eote-dice odds 2a1p2i1c1b1s [--json]
import { EoteError, formatPool, odds, parsePool, poolSize, rollPool, seededRandom as seeded } from "../dist/dice.mjs";

const USAGE = `usage: eote-dice roll <pool> [--json] [--seed N]
       eote-dice odds <pool> [--json]
pool: counts and letters (2a1p2i1c1b1s), letters (aapiic) or a formula (2da+1dp+2di);
      a ability, p proficiency, b boost, i difficulty, c challenge, s setback, f force`;

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

function main(argv) {
  const json = argv.includes("--json");
  const seedAt = argv.indexOf("--seed");
  const seedText = seedAt >= 0 ? argv[seedAt + 1] : undefined;
  const rest = argv.filter((a, i) => a !== "--json" && i !== seedAt && !(seedAt >= 0 && i === seedAt + 1));
  const [command, ...poolArgs] = rest;
  if (command === "--help" || command === "-h" || command === "help") {
    console.log(USAGE);
    return 0;
  }
  if ((command !== "roll" && command !== "odds") || poolArgs.length === 0 || poolArgs.some((a) => a.startsWith("--"))) {
    console.error(USAGE);
    return 2;
  }
  if (seedAt >= 0 && (command !== "roll" || !/^\d+$/.test(seedText ?? ""))) {
    console.error("eote-dice: --seed takes a whole number and only applies to roll");
    return 2;
  }
  try {
    const pool = parsePool(poolArgs.join(""));
    console.log(command === "roll" ? rollCommand(pool, json, seedText === undefined ? undefined : Number(seedText)) : oddsCommand(pool, json));
    return 0;
  } catch (e) {
    if (!(e instanceof EoteError)) throw e;
    if (json) console.error(JSON.stringify({ error: e.key, message: e.message, data: e.data }));
    else console.error(`eote-dice: ${e.message}`);
    return 1;
  }
}

process.exitCode = main(process.argv.slice(2));
