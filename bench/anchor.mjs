// The anchor the dice figures are compared with: the community system's dice libraries (StarWarsFFG
// vendors @swrpg-online/dice and @swrpg-online/monte-carlo). Not a dependency of this project: the
// bench loads them from EOTE_ANCHOR_DIR, a folder holding them as `dice/` and `monte-carlo/` (such as
// StarWarsFFG's lib/@swrpg-online, or a node_modules/@swrpg-online after `npm install` elsewhere),
// and skips the comparison, saying why, without it.
import { existsSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

/** Entry files tried when a package folder has no package.json (a vendored dist/ only). */
const FALLBACK_ENTRIES = {
  dice: ["dist/bundle.esm.js", "dist/index.esm.js", "dist/index.js"],
  "monte-carlo": ["dist/index.esm.js", "dist/index.js"],
};

/** The ES module entry of a package folder: package.json's `module`, its exports' `import`, `main`, or a known dist file. */
function entryOf(folder, name) {
  const candidates = [];
  const manifest = join(folder, "package.json");
  if (existsSync(manifest)) {
    const pkg = JSON.parse(readFileSync(manifest, "utf8"));
    const dot = pkg.exports?.["."];
    candidates.push(pkg.module, typeof dot === "object" ? dot?.import : dot, pkg.main);
  }
  candidates.push(...FALLBACK_ENTRIES[name]);
  const found = candidates.filter((c) => typeof c === "string").map((c) => join(folder, c)).find((p) => existsSync(p));
  if (!found) throw new Error(`no entry file for ${name} in ${folder}`);
  return found;
}

/**
 * { roll, MonteCarlo, dir } from EOTE_ANCHOR_DIR, or { skipped } saying why there is no anchor.
 * A folder holding `@swrpg-online/` (a node_modules) is accepted too.
 */
export async function loadAnchor(env = process.env) {
  const given = env.EOTE_ANCHOR_DIR;
  if (!given) return { skipped: "EOTE_ANCHOR_DIR is not set: no anchor to compare with" };
  let dir = resolve(given);
  if (existsSync(join(dir, "@swrpg-online"))) dir = join(dir, "@swrpg-online");
  if (!existsSync(dir) || !statSync(dir).isDirectory()) return { skipped: `EOTE_ANCHOR_DIR ${given} is not a folder` };
  try {
    const dice = await import(pathToFileURL(entryOf(join(dir, "dice"), "dice")).href);
    const monteCarlo = await import(pathToFileURL(entryOf(join(dir, "monte-carlo"), "monte-carlo")).href);
    const roll = dice.roll ?? dice.default?.roll;
    const MonteCarlo = monteCarlo.MonteCarlo ?? monteCarlo.default?.MonteCarlo;
    if (typeof roll !== "function" || typeof MonteCarlo !== "function") {
      return { skipped: `EOTE_ANCHOR_DIR ${given}: dice.roll or monte-carlo's MonteCarlo not found` };
    }
    return { roll, MonteCarlo, dir };
  } catch (error) {
    return { skipped: `EOTE_ANCHOR_DIR ${given}: ${error.message}` };
  }
}

/** One of our pools (checked, every die key present) as the anchor's DicePool. */
export function anchorPool(pool) {
  return {
    boostDice: pool.boost, abilityDice: pool.ability, proficiencyDice: pool.proficiency,
    setBackDice: pool.setback, difficultyDice: pool.difficulty, challengeDice: pool.challenge, forceDice: pool.force,
  };
}
