// Compiles packs/_source/<pack>/*.yml into the LevelDB compendia Foundry loads (dist/packs/<pack>),
// one per pack that system.json declares. Every source file is checked first (scripts/packs/),
// so a malformed or keyless file stops the build with its name instead of being skipped.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { compilePack } from "@foundryvtt/foundryvtt-cli";
import { PackSourceError, readPackSource } from "./packs/validate.mjs";
import { CRITICAL_ITEM_TYPES, criticalPackProblem, criticalTableChecker } from "./packs/critical.mjs";
import { loadDataSpec } from "./lib/load-data-spec.mjs";
import { packUuids, readJournalSource, uuidLinks } from "./packs/journal.mjs";
import { embeddedProblems } from "./packs/embedded.mjs";
import { treeProblems } from "./packs/trees.mjs";

const SOURCE = join("packs", "_source");

/** The packs system.json declares, with where their sources live. */
export function declaredPacks(manifest = JSON.parse(readFileSync("system.json", "utf8")), sourceRoot = SOURCE) {
  return manifest.packs.map((p) => ({ name: p.name, type: p.type, src: join(sourceRoot, p.name) }));
}

/**
 * The checks the sources go through, from the game's own code so packs and the live system agree:
 * `system(type, data)` lists problems with an item's `system` data (module/data validateSystemData),
 * `actorSystem(type, data)` the same for an actor's,
 * `criticalTable(rows)` those of a critical table's d100 ranges (module/rules checkCriticalTable),
 * `journalId(entry, page?)` the id of a rules-reference entry or page (module/features/rules-reference/model/ids.ts),
 * `effectChange(change)` whether an item effect's change is an ADD of a key the modifier scheme knows
 * (module/rules/checks/modifiers.ts parseModifierKey), so a mistyped key cannot ship as a talent that does nothing;
 * `tree` the talent tree rule (module/rules/character/identity.ts): the cells no line from the top row reaches;
 * `forceTree` what is wrong with a Force power's upgrade tree (module/rules/force/force-tree.ts forceTreeProblems).
 */
const issueText = (i) => (i.path && i.message.startsWith(i.path) ? `system.${i.message}` : `system: ${i.message}`);

export async function packChecks() {
  const { validateSystemData, checkCriticalTable, parseModifierKey, MODE_ADD, referenceEntryId, referencePageId, unreachableCells, TREE_CELLS, forceTreeProblems } = await loadDataSpec();
  return {
    tree: { unreachableCells, treeCells: TREE_CELLS },
    forceTree: forceTreeProblems,
    journalId: (entry, page) => (page === undefined ? referenceEntryId(entry) : referencePageId(entry, page)),
    effectChange: (change) => (change?.mode === MODE_ADD && typeof change.value === "string" && parseModifierKey(String(change.key)) !== null),
    system: (type, system) => validateSystemData("Item", type, system).map(issueText),
    actorSystem: (type, system) => validateSystemData("Actor", type, system).map(issueText),
    criticalTable: criticalTableChecker(checkCriticalTable),
  };
}

/**
 * A table result linking to a critical row must roll on the same range as that row: the open-ended
 * row's result runs from its min upward.
 */
function linkedRangeProblem(result, item) {
  if (!item || !CRITICAL_ITEM_TYPES.includes(item.type)) return null;
  const { min, max } = item.system;
  const [low, high] = result.range;
  if (low === min && (max === null ? high >= min : high === max)) return null;
  return `result ${result._id} (${result.name ?? ""}) covers ${low}–${high} but its item covers ${min}–${max ?? "+"}`;
}

/**
 * Checks every pack's sources, and the links between packs: each weapon or armour quality must
 * name a quality item's key, each RollTable result an item of this system's packs (on the item's
 * d100 range when it is a critical row); each critical item pack covers 1 upward once; each
 * specialisation's tree cell a talent item's key, every cell reachable (scripts/packs/trees.mjs); an
 * actor's items copied from a pack match their source (scripts/packs/embedded.mjs).
 * @returns {Map<string, { file: string, doc: any }[]>} sources per pack name
 * @throws {PackSourceError}
 */
export function readAllPackSources(packs, checks, systemId = "eote") {
  const sources = new Map();
  for (const pack of packs) {
    if (!existsSync(pack.src)) throw new PackSourceError(pack.src, [`pack "${pack.name}" is in system.json but has no source folder`]);
    if (pack.type === "JournalEntry") {
      sources.set(pack.name, readJournalSource(pack.src, checks.journalId));
      continue;
    }
    const entries = readPackSource(pack.src, pack.type, checks);
    const critical = criticalPackProblem(entries, checks.criticalTable);
    if (critical) throw new PackSourceError(critical.file || pack.src, critical.problems);
    sources.set(pack.name, entries);
  }
  const all = [...sources.values()].flat();
  const qualityKeys = new Set(all.filter((e) => e.doc.type === "quality").map((e) => e.doc.system.key));
  const items = new Map();
  for (const [name, entries] of sources) {
    for (const { doc } of entries) if (doc._key.startsWith("!items!")) items.set(`Compendium.${systemId}.${name}.Item.${doc._id}`, doc);
  }
  const talents = new Map(all.filter((e) => e.doc.type === "talent").map((e) => [e.doc.system.key, e.doc.name]));
  const keyOwners = new Map();
  for (const { file, doc } of all) {
    if (doc.type === "quality") {
      if (keyOwners.has(doc.system.key)) throw new PackSourceError(file, [`quality key "${doc.system.key}" is already used by ${keyOwners.get(doc.system.key)}`]);
      keyOwners.set(doc.system.key, file);
    }
    // A Force power's upgrade tree: every cell an upgrade, as many cells as ranks, none over another or
    // unreachable from the base power, none bought in the pack (module/rules/force/force-tree.ts).
    if (doc.type === "forcePower" && checks.forceTree) {
      const problems = [...checks.forceTree(doc.system), ...(doc.system.tree ?? []).flatMap((c, i) => (c.bought ? [`tree cell ${i} is marked bought in the pack`] : []))];
      if (problems.length) throw new PackSourceError(file, problems.map((p) => `system.tree: ${p}`));
    }
    if (doc.type === "specialisation" && checks.tree) {
      const problems = treeProblems(doc, talents, checks.tree);
      if (problems.length) throw new PackSourceError(file, problems);
    }
    for (const ref of doc.system?.qualities ?? []) {
      if (!qualityKeys.has(ref.key)) throw new PackSourceError(file, [`quality "${ref.key}" has no quality item`]);
    }
    for (const result of doc.results ?? []) {
      if (result.type !== "document") continue;
      if (!items.has(result.documentUuid)) {
        throw new PackSourceError(file, [`result ${result._id} links to ${result.documentUuid}, which no pack holds`]);
      }
      const mismatch = linkedRangeProblem(result, items.get(result.documentUuid));
      if (mismatch) throw new PackSourceError(file, [mismatch]);
    }
  }
  // An actor's items copied from a pack match their source; a vehicle's gunners sit at its own weapons.
  for (const { file, doc } of all) {
    if (!doc._key.startsWith("!actors!")) continue;
    const problems = embeddedProblems(doc, items, qualityKeys);
    if (problems.length) throw new PackSourceError(file, problems);
  }
  // Every @UUID link in pack text (the rules reference's links to items, tables and its own pages)
  // must name a document these packs hold: a GM clicking it would otherwise get "not found".
  const uuids = packUuids(sources, packs, systemId);
  for (const { file, doc } of all) {
    const broken = uuidLinks(doc).filter((uuid) => !uuids.has(uuid));
    if (broken.length) throw new PackSourceError(file, broken.map((uuid) => `links to ${uuid}, which no pack holds`));
  }
  return sources;
}

/** A journal pack's sources are topics, not documents: the rendered entries are compiled from a scratch folder. */
export async function compileRendered(entries, out) {
  const scratch = mkdtempSync(join(tmpdir(), "eote-journal-"));
  try {
    for (const { doc } of entries) writeFileSync(join(scratch, `${doc._id}.json`), JSON.stringify(doc));
    await compilePack(scratch, out);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * Called by scripts/build.mjs: validates, then compiles each pack into dest/<name>.
 * @returns {Promise<Record<string, number>>} documents per pack
 */
export async function buildPacks({ dest, log = () => {}, packs = declaredPacks() }) {
  const sources = readAllPackSources(packs, await packChecks());
  const counts = {};
  for (const pack of packs) {
    const out = join(dest, pack.name);
    rmSync(out, { recursive: true, force: true });
    if (pack.type === "JournalEntry") await compileRendered(sources.get(pack.name), out);
    else await compilePack(pack.src, out, { yaml: true });
    counts[pack.name] = sources.get(pack.name).length;
  }
  log(`validated ${Object.values(counts).reduce((a, b) => a + b, 0)} pack documents`);
  return counts;
}
