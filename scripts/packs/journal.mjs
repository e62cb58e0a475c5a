// The rules-reference pack: its sources are topics (packs/_source/rules-reference/<topic>.yml), each a
// journal entry of text pages written as blocks (paragraphs, sub-headings, lists, tables). This file
// checks a topic and renders it as the JournalEntry document the CLI compiles, with ids derived from
// the keys (module/features/rules-reference/model/ids.ts, the same function the shell uses to open a page).
//
// Every page is self-contained so a GM can @Embed it in their own journal: its own heading, real
// <table>s, and only inline styles (no class of ours that the GM's world may not style). Borders use
// a half-transparent grey so they read on the light and the dark theme alike.
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { load } from "js-yaml";
import { PackSourceError } from "./validate.mjs";
import { documentMarkupProblems } from "./markup.mjs";

const KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ROW_ID = /^[A-Za-z0-9]+$/;
const isMapping = (v) => v !== null && typeof v === "object" && !Array.isArray(v);
const isText = (v) => typeof v === "string" && v.trim() !== "";
const isCell = (v) => typeof v === "string" || typeof v === "number";

const STYLE = {
  table: "width:100%;border-collapse:collapse;margin:0.5em 0 1em",
  caption: "caption-side:top;text-align:left;font-weight:bold;padding:0.25em 0",
  th: "text-align:left;vertical-align:bottom;padding:0.25em 0.5em;border-bottom:2px solid rgba(128,128,128,0.7)",
  td: "text-align:left;vertical-align:top;padding:0.25em 0.5em;border-bottom:1px solid rgba(128,128,128,0.4)",
};

function rowProblems(row, width, at) {
  const cells = isMapping(row) ? row.cells : row;
  const problems = [];
  if (isMapping(row) && (typeof row.id !== "string" || !ROW_ID.test(row.id))) problems.push(`${at}.id must be letters or digits`);
  if (!Array.isArray(cells) || !cells.every(isCell)) return [...problems, `${at} must be a list of cells (or { id, cells })`];
  if (cells.length !== width) problems.push(`${at} has ${cells.length} cells, the head has ${width}`);
  return problems;
}

function blockProblems(block, at) {
  if (!isMapping(block)) return [`${at} must be a mapping (p, h, list or table)`];
  const kinds = Object.keys(block);
  if (kinds.length !== 1) return [`${at} must have exactly one of p, h, list, table`];
  const [kind] = kinds;
  const value = block[kind];
  if (kind === "p" || kind === "h") return isText(value) ? [] : [`${at}.${kind} must be text`];
  if (kind === "list") return Array.isArray(value) && value.length && value.every(isText) ? [] : [`${at}.list must be a non-empty list of text`];
  if (kind !== "table") return [`${at} has unknown block "${kind}"`];
  if (!isMapping(value)) return [`${at}.table must be a mapping`];
  const problems = [];
  if (value.id !== undefined && !KEY.test(String(value.id))) problems.push(`${at}.table.id must be a lower-case key`);
  if (value.caption !== undefined && !isText(value.caption)) problems.push(`${at}.table.caption must be text`);
  if (value.nowrap !== undefined && !(Number.isInteger(value.nowrap) && value.nowrap > 0)) problems.push(`${at}.table.nowrap must be a whole number of leading columns`);
  if (!Array.isArray(value.head) || !value.head.length || !value.head.every(isText)) return [...problems, `${at}.table.head must be a list of column names`];
  if (!Array.isArray(value.rows) || !value.rows.length) return [...problems, `${at}.table.rows must be a non-empty list`];
  value.rows.forEach((row, i) => problems.push(...rowProblems(row, value.head.length, `${at}.table.rows[${i}]`)));
  const ids = value.rows.filter(isMapping).map((r) => r.id);
  if (new Set(ids).size !== ids.length) problems.push(`${at}.table has a repeated row id`);
  return problems;
}

/** The problems of one topic source: keys, names, pages and their blocks, and markup that would run script. */
export function topicProblems(topic) {
  if (!isMapping(topic)) return ["is not a YAML mapping (one topic per file)"];
  const problems = [];
  if (typeof topic.key !== "string" || !KEY.test(topic.key)) problems.push("key must be a lower-case key (letters, digits, dashes)");
  if (!isText(topic.name)) problems.push("name is missing");
  if (!Number.isInteger(topic.sort)) problems.push("sort must be a whole number");
  if (!Array.isArray(topic.pages) || !topic.pages.length) return [...problems, "pages must be a non-empty list"];
  const keys = new Set();
  topic.pages.forEach((page, i) => {
    const at = `pages[${i}]`;
    if (!isMapping(page)) { problems.push(`${at} must be a mapping`); return; }
    if (typeof page.key !== "string" || !KEY.test(page.key)) problems.push(`${at}.key must be a lower-case key`);
    else if (keys.has(page.key)) problems.push(`${at}.key "${page.key}" is repeated`);
    keys.add(page.key);
    if (!isText(page.name)) problems.push(`${at}.name is missing`);
    if (!Array.isArray(page.blocks) || !page.blocks.length) { problems.push(`${at}.blocks must be a non-empty list`); return; }
    page.blocks.forEach((b, j) => problems.push(...blockProblems(b, `${at}.blocks[${j}]`)));
  });
  return [...problems, ...documentMarkupProblems(topic)];
}

const attr = (text) => String(text).replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** A table's HTML; `nowrap` leading columns (d100 ranges, severities) keep each cell on one line. */
function renderTable(table) {
  const head = table.head.map((h) => `<th scope="col" style="${STYLE.th}">${h}</th>`).join("");
  const style = (i) => (i < (table.nowrap ?? 0) ? `${STYLE.td};white-space:nowrap` : STYLE.td);
  const rows = table.rows.map((row) => {
    const cells = (isMapping(row) ? row.cells : row).map((c, i) => `<td style="${style(i)}">${c}</td>`).join("");
    return isMapping(row) ? `<tr data-reference-row="${attr(row.id)}">${cells}</tr>` : `<tr>${cells}</tr>`;
  }).join("");
  const caption = table.caption ? `<caption style="${STYLE.caption}">${table.caption}</caption>` : "";
  const id = table.id ? ` data-reference-table="${attr(table.id)}"` : "";
  return `<table${id} style="${STYLE.table}">${caption}<thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>`;
}

function renderBlock(block) {
  if ("p" in block) return `<p>${block.p}</p>`;
  if ("h" in block) return `<h3>${block.h}</h3>`;
  if ("list" in block) return `<ul>${block.list.map((li) => `<li>${li}</li>`).join("")}</ul>`;
  return renderTable(block.table);
}

/** A page's HTML: its own heading, then its blocks. */
export function renderPageHtml(page) {
  return `<h2>${page.name}</h2>${page.blocks.map(renderBlock).join("")}`;
}

const STATS = { coreVersion: "13.345", systemId: "eote" };

/**
 * The JournalEntry a topic compiles to: the entry and each page keyed as the CLI stores them
 * ("!journal!<entry>", "!journal.pages!<entry>.<page>"), pages in source order, titles hidden because
 * each page's HTML carries its own heading (so an @Embed of the page is headed too).
 * @param {(entry: string, page?: string) => string} idOf
 */
export function topicDocument(topic, idOf) {
  const entryId = idOf(topic.key);
  const pages = topic.pages.map((page, i) => {
    const _id = idOf(topic.key, page.key);
    return {
      _id, _key: `!journal.pages!${entryId}.${_id}`, name: page.name, type: "text",
      title: { show: false, level: 1 }, text: { format: 1, content: renderPageHtml(page) },
      sort: (i + 1) * 100, ownership: { default: -1 }, flags: { eote: { key: `${topic.key}/${page.key}` } },
      _stats: STATS,
    };
  });
  return {
    _id: entryId, _key: `!journal!${entryId}`, name: topic.name, pages, folder: null, sort: topic.sort,
    ownership: { default: 0 }, flags: { eote: { key: topic.key } }, _stats: STATS,
  };
}

/**
 * Reads and checks every topic of the rules-reference pack and renders them.
 * @returns {{ file: string, doc: any, topic: any }[]}
 * @throws {PackSourceError} naming the first bad file
 */
export function readJournalSource(dir, idOf) {
  const entries = [];
  const keys = new Map();
  const ids = new Map();
  for (const name of readdirSync(dir).sort()) {
    const file = join(dir, name);
    if (statSync(file).isDirectory() || !/\.ya?ml$/.test(name)) throw new PackSourceError(file, ["is not a .yml topic file"]);
    let topic;
    try {
      topic = load(readFileSync(file, "utf8"), { filename: file });
    } catch (err) {
      throw new PackSourceError(file, [`is not valid YAML: ${err.reason ?? err.message}${err.mark ? ` (line ${err.mark.line + 1})` : ""}`]);
    }
    const problems = topicProblems(topic);
    if (problems.length) throw new PackSourceError(file, problems);
    if (keys.has(topic.key)) throw new PackSourceError(file, [`key "${topic.key}" is already used by ${keys.get(topic.key)}`]);
    keys.set(topic.key, file);
    const doc = topicDocument(topic, idOf);
    for (const id of [doc._id, ...doc.pages.map((p) => p._id)]) {
      if (ids.has(id)) throw new PackSourceError(file, [`derived id ${id} collides with ${ids.get(id)}; change a key`]);
      ids.set(id, file);
    }
    entries.push({ file, doc, topic });
  }
  if (entries.length === 0) throw new PackSourceError(dir, ["holds no source files"]);
  return entries;
}

const UUID_LINK = /@UUID\[([^\]]+)\]/g;

/** Every @UUID[...] target in a document's strings. */
export function uuidLinks(value, out = []) {
  if (typeof value === "string") for (const [, uuid] of value.matchAll(UUID_LINK)) out.push(uuid);
  else if (value && typeof value === "object") for (const v of Object.values(value)) uuidLinks(v, out);
  return out;
}

/**
 * The uuids the packs hold: "Compendium.<system>.<pack>.<Type>.<id>" for each primary document and,
 * for journal entries, "…JournalEntry.<id>.JournalEntryPage.<page>" for each page.
 */
export function packUuids(sources, packs, systemId = "eote") {
  const uuids = new Set();
  for (const pack of packs) {
    for (const { doc } of sources.get(pack.name) ?? []) {
      const base = `Compendium.${systemId}.${pack.name}.${pack.type}.${doc._id}`;
      uuids.add(base);
      for (const page of pack.type === "JournalEntry" ? doc.pages : []) uuids.add(`${base}.JournalEntryPage.${page._id}`);
    }
  }
  return uuids;
}
