// Preparing derived data for a world: 300 characters with 40 owned items and 20 active effects each
// (10 on the actor, 10 transferred from talents), as Foundry does at load, in its order: the data
// model's prepareBaseData (modifiers at zero), the effects' ADD changes, then the data model's
// prepareDerivedData (characterDerived by the real rules, and the token bars). The shipped code (the
// real CharacterModel's two prepare steps) is timed apart from the harness (this file's stand-ins for
// what Foundry does around them: resetting each actor's data from its source, and applying the
// effects' changes, through our ranked-talent scaling as EoteActiveEffect does). characterDerived
// alone is reported too. Target: one frame (< 16 ms) for the whole world in Node, for the shipped code
// and for everything together. CPU ms over 15 runs (bench/timing.mjs), after 20 warm-up runs.
import { build } from "esbuild";
import { fileURLToPath } from "node:url";
import { cpuMs, spread } from "./timing.mjs";

/** Outside Foundry the data models' base class is this stand-in (its prepare steps do nothing, as
 * TypeDataModel's own do): set before the models are loaded, since they extend it when imported. */
class TypeDataModel {
  prepareBaseData() {}
  prepareDerivedData() {}
  static migrateData(source) { return source; }
}

async function loadShipped() {
  globalThis.foundry ??= {};
  globalThis.foundry.abstract ??= {};
  globalThis.foundry.abstract.TypeDataModel ??= TypeDataModel;
  const root = fileURLToPath(new URL("../module/", import.meta.url));
  const result = await build({
    stdin: {
      contents: 'export { CharacterModel } from "./data/models/actors.ts";\nexport { characterDerived } from "./rules/character/actor-derived.ts";\n'
        + 'export { effectRanks, scaledChangeValue } from "./rules/checks/modifiers.ts";\n',
      resolveDir: root, loader: "ts", sourcefile: "bench-derived-entry.ts",
    },
    bundle: true, format: "esm", platform: "neutral", target: "es2022", write: false,
  });
  return import(`data:text/javascript;base64,${Buffer.from(result.outputFiles[0].text).toString("base64")}`);
}

const SKILLS = ["cool", "rangedLight", "melee", "charm", "deception", "mechanics", "vigilance", "perception"];

function character(i) {
  return {
    characteristics: { brawn: 2 + (i % 3), agility: 3, intellect: 2, cunning: 2, willpower: 2, presence: 2 },
    droid: false, wounds: { value: i % 7, threshold: 12 }, soakBonus: 0, defenceBonus: { melee: 0, ranged: 0 }, notes: "",
    skills: Object.fromEntries(SKILLS.map((s) => [s, { rank: 1, career: false }])), customSkills: [],
    strain: { value: i % 5, threshold: 11 }, xp: { total: 100, available: 5 }, credits: 500, species: "", career: "",
    specialisations: [], motivations: [], obligations: [], duties: [], forceRating: 0, forceCommitted: 0,
    morality: { value: 30 + (i % 60), conflict: 0, darkSide: false, triggered: false, strength: "", weakness: "" }, biography: "",
  };
}

const weapon = (j) => ({ type: "weapon", system: { skill: "rangedLight", damage: 6, addBrawn: false, crit: 3, range: "medium", encumbrance: 1 + (j % 3), hardPoints: 0, qualities: [{ key: "defensive", rating: 1 }], equipped: j % 2 === 0, condition: "undamaged", firingArcs: [], description: "", price: 0, restricted: false, rarity: 0 } });
const armour = (j) => ({ type: "armour", system: { defence: j % 2, soak: 2, encumbrance: 3, hardPoints: 0, qualities: [{ key: "superior", rating: null }], worn: j === 0, description: "", price: 0, restricted: false, rarity: 0 } });
const gear = (j) => ({ type: "gear", system: { quantity: 1 + (j % 3), encumbrance: j % 2, description: "", price: 0, restricted: false, rarity: 0 } });
const talent = (j) => ({ type: "talent", system: { key: "grit", ranked: true, rank: 1 + (j % 3), activation: "passive", tier: 1, description: "" } });

const KEYS = [
  "system.modifiers.strainThreshold", "system.modifiers.woundThreshold", "system.modifiers.soak", "system.modifiers.defence.melee",
  "system.characteristics.brawn", "system.modifiers.checks.cool.boost", "system.modifiers.checks.combat.setback", "system.modifiers.checks.social.removeSetback",
];
const effect = (j, carrier) => ({ carrier, changes: [{ key: KEYS[j % KEYS.length], mode: 2, value: "1" }] });

function world(n) {
  return Array.from({ length: n }, (_, i) => {
    const items = [...Array.from({ length: 10 }, (_, j) => weapon(j)), ...Array.from({ length: 5 }, (_, j) => armour(j)),
      ...Array.from({ length: 15 }, (_, j) => gear(j)), ...Array.from({ length: 10 }, (_, j) => talent(j))];
    const effects = [...Array.from({ length: 10 }, (_, j) => effect(j, null)), ...Array.from({ length: 10 }, (_, j) => effect(j + 3, items[30 + j]))];
    return { source: character(i), items, effects };
  });
}

/** Harness: the model as Foundry initialises it from the stored source (the parts prepare writes to copied). */
function reset(shipped, actor) {
  const src = actor.source;
  const model = Object.assign(Object.create(shipped.CharacterModel.prototype), src, {
    characteristics: { ...src.characteristics }, wounds: { ...src.wounds }, strain: { ...src.strain },
  });
  model.parent = actor.parent;
  return model;
}

/** Harness: Foundry's application of the effects' ADD changes to system.*, a ranked talent's scaled (EoteActiveEffect#apply). */
function applyEffects(shipped, model, effects) {
  for (const e of effects) {
    const ranks = shipped.effectRanks(e.carrier);
    for (const c of e.changes) {
      const path = c.key.slice(7).split(".");
      let node = model;
      for (const k of path.slice(0, -1)) node = node[k] ??= {};
      const last = path.at(-1);
      node[last] = (typeof node[last] === "number" ? node[last] : 0) + shipped.scaledChangeValue(c.value, ranks);
    }
  }
}

export async function bench() {
  const shipped = await loadShipped();
  const actors = world(300).map((a) => ({ ...a, parent: { items: a.items } }));
  const times = { harnessReset: [], shippedBase: [], harnessEffects: [], shippedDerived: [], characterDerivedOnly: [] };
  const runOnce = (record) => {
    let t = cpuMs();
    const lap = (name) => { const now = cpuMs(); if (record) times[name].push(now - t); t = now; };
    const models = actors.map((a) => reset(shipped, a));
    lap("harnessReset");
    for (const m of models) m.prepareBaseData();
    lap("shippedBase");
    for (let i = 0; i < models.length; i++) applyEffects(shipped, models[i], actors[i].effects);
    lap("harnessEffects");
    for (const m of models) m.prepareDerivedData();
    lap("shippedDerived");
    for (let i = 0; i < models.length; i++) shipped.characterDerived(models[i], actors[i].items);
    lap("characterDerivedOnly");
    return models;
  };
  for (let i = 0; i < 20; i++) runOnce(false);
  const runs = 15;
  for (let i = 0; i < runs; i++) runOnce(true);
  const sum = (...names) => times[names[0]].map((_, i) => names.reduce((n, k) => n + times[k][i], 0));
  const shippedMs = sum("shippedBase", "shippedDerived");
  const harnessMs = sum("harnessReset", "harnessEffects");
  const totalMs = sum("shippedBase", "shippedDerived", "harnessReset", "harnessEffects");
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const targetMs = 16;
  return {
    world: "300 characters × 40 items × 20 effects",
    shippedMs: { ...spread(shippedMs), targetMs, met: median(shippedMs) < targetMs },
    shippedParts: { prepareBaseDataMs: spread(times.shippedBase), prepareDerivedDataMs: spread(times.shippedDerived), characterDerivedAloneMs: spread(times.characterDerivedOnly) },
    harnessMs: { ...spread(harnessMs), resetFromSourceMs: spread(times.harnessReset), applyEffectsMs: spread(times.harnessEffects) },
    totalMs: { ...spread(totalMs), targetMs, met: median(totalMs) < targetMs },
    timing: "CPU ms per world (process.cpuUsage), each phase a loop over the 300 actors in Foundry's order",
  };
}
