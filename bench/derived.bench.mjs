// Preparing derived data for a world: 300 characters with 40 owned items and 20 active effects each
// (10 on the actor, 10 transferred from talents), as Foundry does at load: base data (modifiers at
// zero), the effects' ADD changes (a ranked talent's counted per rank), then the derived data by the
// real rules. Target: one frame (< 16 ms) for the whole world in Node.
import { build } from "esbuild";
import { fileURLToPath } from "node:url";

async function loadRules() {
  const root = fileURLToPath(new URL("../module/", import.meta.url));
  const result = await build({
    stdin: {
      contents: 'export { characterDerived } from "./rules/character/actor-derived.ts";\nexport * from "./rules/checks/modifiers.ts";\n',
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

/** What prepareData does for one actor: a prepared copy, base modifiers, the effects' ADD changes, then derived data. */
function prepare(rules, actor) {
  const data = { ...actor.source, characteristics: { ...actor.source.characteristics }, modifiers: rules.baseModifiers() };
  for (const e of actor.effects) {
    const ranks = rules.effectRanks(e.carrier);
    for (const c of e.changes) {
      const path = c.key.slice(7).split(".");
      let node = data;
      for (const k of path.slice(0, -1)) node = node[k] ??= {};
      const last = path.at(-1);
      node[last] = (typeof node[last] === "number" ? node[last] : 0) + rules.scaledChangeValue(c.value, ranks);
    }
  }
  return rules.characterDerived(data, actor.items);
}

export async function bench() {
  const rules = await loadRules();
  const actors = world(300);
  const once = () => { for (const a of actors) prepare(rules, a); };
  for (let i = 0; i < 20; i++) once();
  const times = [];
  for (let i = 0; i < 100; i++) {
    const start = performance.now();
    once();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return {
    prepareWorld300Ms: Math.round(times[Math.floor(times.length / 2)] * 100) / 100,
    prepareWorld300MinMs: Math.round(times[0] * 100) / 100,
    prepareWorld300P95Ms: Math.round(times[Math.floor(times.length * 0.95)] * 100) / 100,
    prepareWorldTargetMs: 16,
  };
}
