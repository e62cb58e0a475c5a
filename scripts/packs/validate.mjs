// Checks every pack source file before the CLI compiles it. The CLI alone skips a file without
// `_key` silently and stops at the first YAML error without saying much; here any problem stops
// the build with an error naming the file and what is wrong.
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { load } from "js-yaml";
import { tableRangeProblems } from "./critical.mjs";
import { documentMarkupProblems } from "./markup.mjs";

const ID = /^[A-Za-z0-9]{16}$/;

export class PackSourceError extends Error {
  name = "PackSourceError";
  /** @param {string} file @param {string[]} problems */
  constructor(file, problems) {
    super(`pack source ${file}: ${problems.join("; ")}`);
    this.file = file;
    this.problems = problems;
  }
}

/** The key prefix of a pack's primary documents (the CLI stores each under it). */
const PREFIX = { Item: "items", RollTable: "tables", Actor: "actors" };

const isMapping = (v) => v !== null && typeof v === "object" && !Array.isArray(v);

function documentProblems(doc, documentType, checks) {
  const problems = [];
  if (!isMapping(doc)) return ["is not a YAML mapping (one document per file)"];
  if (typeof doc._id !== "string" || !ID.test(doc._id)) problems.push("_id must be 16 letters or digits");
  const prefix = PREFIX[documentType];
  if (doc._key === undefined) problems.push(`_key is missing (expected "!${prefix}!${doc._id}")`);
  else if (doc._key !== `!${prefix}!${doc._id}`) problems.push(`_key must be "!${prefix}!${doc._id}", not "${doc._key}"`);
  if (typeof doc.name !== "string" || doc.name.trim() === "") problems.push("name is missing");
  if (doc.img !== undefined && typeof doc.img !== "string") problems.push("img must be a path");
  if (documentType === "Item") problems.push(...checks.system(doc.type, doc.system), ...effectProblems(doc, checks.effectChange));
  else if (documentType === "Actor") problems.push(...(checks.actorSystem?.(doc.type, doc.system) ?? []), ...actorItemProblems(doc, checks));
  else problems.push(...tableProblems(doc, checks.criticalTable));
  problems.push(...documentMarkupProblems(doc));
  return problems;
}

/**
 * An item's embedded ActiveEffects: each keyed under its item (`!items.effects!<item>.<effect>`, the
 * key the CLI stores it by), carried to the owner (`transfer`), and changing only what the modifier
 * scheme knows.
 */
function effectProblems(doc, effectChange, owner = null, path = "") {
  if (doc.effects === undefined) return [];
  if (!Array.isArray(doc.effects)) return [`${path}effects must be a list`];
  const problems = [];
  for (const [i, e] of doc.effects.entries()) {
    const at = `${path}effects[${i}]`;
    if (!isMapping(e)) { problems.push(`${at} must be a mapping`); continue; }
    if (typeof e._id !== "string" || !ID.test(e._id)) problems.push(`${at}._id must be 16 letters or digits`);
    const key = owner ? `!actors.items.effects!${owner}.${doc._id}.${e._id}` : `!items.effects!${doc._id}.${e._id}`;
    if (e._key !== key) problems.push(`${at}._key must be "${key}"`);
    if (e.transfer !== true) problems.push(`${at}.transfer must be true (an item's effect applies to its owner)`);
    if (!Array.isArray(e.changes)) { problems.push(`${at}.changes must be a list`); continue; }
    for (const [j, c] of e.changes.entries()) {
      if (effectChange && !effectChange(c)) problems.push(`${at}.changes[${j}] (${String(c?.key)}) is not an ADD of a known modifier key (module/rules/checks/modifiers.ts)`);
    }
  }
  return problems;
}

/**
 * An actor's embedded items (adversaries' weapons, armour and talents; vehicles' weapons): each keyed
 * under its actor (`!actors.items!<actor>.<item>`), a valid item of its type, its effects keyed under
 * both (`!actors.items.effects!<actor>.<item>.<effect>`) and changing only what the scheme knows.
 */
function actorItemProblems(actor, checks) {
  if (actor.effects !== undefined && (!Array.isArray(actor.effects) || actor.effects.length > 0)) return ["effects: a pack actor carries no effects of its own"];
  if (!Array.isArray(actor.items)) return ["items must be a list"];
  const problems = [];
  const seen = new Set();
  for (const [i, item] of actor.items.entries()) {
    const at = `items[${i}]`;
    if (!isMapping(item)) { problems.push(`${at} must be a mapping`); continue; }
    if (typeof item._id !== "string" || !ID.test(item._id)) problems.push(`${at}._id must be 16 letters or digits`);
    else if (seen.has(item._id)) problems.push(`${at}._id ${item._id} is repeated`);
    seen.add(item._id);
    const key = `!actors.items!${actor._id}.${item._id}`;
    if (item._key !== key) problems.push(`${at}._key must be "${key}"`);
    if (typeof item.name !== "string" || item.name.trim() === "") problems.push(`${at}.name is missing`);
    problems.push(...checks.system(item.type, item.system).map((p) => `${at}.${p}`));
    problems.push(...effectProblems(item, checks.effectChange, actor._id, `${at}.`));
  }
  return problems;
}

function tableProblems(table, criticalTable) {
  const problems = [];
  if (typeof table.formula !== "string" || table.formula.trim() === "") problems.push("formula is missing");
  if (!Array.isArray(table.results) || table.results.length === 0) return [...problems, "results must be a non-empty list"];
  const seen = new Set();
  for (const [i, r] of table.results.entries()) {
    const at = `results[${i}]`;
    if (!isMapping(r)) { problems.push(`${at} must be a mapping`); continue; }
    if (typeof r._id !== "string" || !ID.test(r._id)) problems.push(`${at}._id must be 16 letters or digits`);
    else if (seen.has(r._id)) problems.push(`${at}._id ${r._id} is repeated`);
    seen.add(r._id);
    // Embedded documents carry their own key: collection "tables.results", parent id, own id.
    const key = `!tables.results!${table._id}.${r._id}`;
    if (r._key !== key) problems.push(`${at}._key must be "${key}"`);
    const [low, high] = Array.isArray(r.range) ? r.range : [];
    if (!Number.isInteger(low) || !Number.isInteger(high) || r.range.length !== 2 || low > high) {
      problems.push(`${at}.range must be [low, high] whole numbers with low <= high`);
    }
    if (r.type === "document") {
      if (typeof r.documentUuid !== "string" || !/^Compendium\.[\w-]+\.[\w-]+\.Item\.[A-Za-z0-9]{16}$/.test(r.documentUuid)) {
        problems.push(`${at}.documentUuid must be Compendium.<system>.<pack>.Item.<id>`);
      }
    } else if (r.type !== "text") problems.push(`${at}.type must be "document" or "text"`);
  }
  // The d100 tables (every table of this system is a critical table) must cover each total once.
  if (problems.length === 0 && /^\s*1d100\s*$/i.test(table.formula)) problems.push(...tableRangeProblems(table.results, criticalTable));
  return problems;
}

/**
 * Reads and checks every source file of one pack.
 * @param {string} dir  packs/_source/<pack>
 * @param {"Item"|"RollTable"|"Actor"} documentType  the pack's type in system.json
 * @param {{ system: (type: string, system: unknown) => string[], actorSystem?: (type: string, system: unknown) => string[], criticalTable: Function, effectChange?: (change: unknown) => boolean }} checks
 *   problems with an item's or actor's system data (the data models' validator), a critical table's
 *   d100 ranges (the game's rule) and whether an effect's change is known; see packChecks in scripts/packs.mjs
 * @returns {{ file: string, doc: any }[]}
 * @throws {PackSourceError} naming the first bad file
 */
export function readPackSource(dir, documentType, checks) {
  const entries = [];
  const ids = new Map();
  for (const name of readdirSync(dir).sort()) {
    const file = join(dir, name);
    if (statSync(file).isDirectory()) throw new PackSourceError(file, ["sub-folders are not compiled; keep one file per document directly in the pack folder"]);
    if (!/\.ya?ml$/.test(name)) throw new PackSourceError(file, ["is not a .yml source file"]);
    let doc;
    try {
      doc = load(readFileSync(file, "utf8"), { filename: file });
    } catch (err) {
      throw new PackSourceError(file, [`is not valid YAML: ${err.reason ?? err.message}${err.mark ? ` (line ${err.mark.line + 1})` : ""}`]);
    }
    const problems = documentProblems(doc, documentType, checks);
    if (problems.length) throw new PackSourceError(file, problems);
    if (ids.has(doc._id)) throw new PackSourceError(file, [`_id ${doc._id} is already used by ${ids.get(doc._id)}`]);
    ids.set(doc._id, file);
    entries.push({ file, doc });
  }
  if (entries.length === 0) throw new PackSourceError(dir, ["holds no source files"]);
  return entries;
}
