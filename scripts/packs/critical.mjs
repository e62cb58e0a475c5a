// The d100 ranges of the critical tables, checked at build time with the rule the game looks rows up
// by (checkCriticalTable, module/rules/combat/critical.ts): a gap or an overlap would otherwise only show
// when a crit rolls into it at the table. Messages are the game's own English (lang/en.json).
import { readFileSync } from "node:fs";

/** Item types whose documents are the rows of a critical table, one pack per table. */
export const CRITICAL_ITEM_TYPES = ["criticalInjury", "criticalHit"];

const LANG = new URL("../../lang/en.json", import.meta.url);

function englishFor(key, data, strings) {
  let node = strings;
  for (const part of key.split(".")) node = node !== null && typeof node === "object" && Object.hasOwn(node, part) ? node[part] : undefined;
  const template = typeof node === "string" ? node : key;
  return template.replace(/\{(\w+)\}/g, (whole, name) => (Object.hasOwn(data, name) ? String(data[name]) : whole));
}

/**
 * Wraps the rule: `(rows) => { key, row, message }[]`, `key` the rule's i18n key, `row` the index in
 * `rows` of the row the problem is found at (the row after a gap), `message` the English text.
 * @param {(rows: { min: number, max: number | null }[]) => { key: string, data: object, row?: number }[]} checkCriticalTable
 */
export function criticalTableChecker(checkCriticalTable, strings = JSON.parse(readFileSync(LANG, "utf8"))) {
  return (rows) => checkCriticalTable(rows).map((p) => ({ key: p.key, row: p.row ?? -1, message: englishFor(p.key, p.data, strings) }));
}

const rangeText = (min, max) => `d100 ${min}–${max ?? "+"}`;

/**
 * The rows of one item pack's critical tables: the first row with problems and what they are.
 * @returns {{ file: string, problems: string[] } | null}
 */
export function criticalPackProblem(entries, criticalTable) {
  for (const type of CRITICAL_ITEM_TYPES) {
    const rows = entries.filter((e) => e.doc.type === type);
    if (rows.length === 0) continue;
    const problems = criticalTable(rows.map((e) => e.doc.system));
    if (problems.length === 0) continue;
    const at = problems[0].row;
    const entry = rows[at];
    const where = entry ? `${rangeText(entry.doc.system.min, entry.doc.system.max)}: ` : "";
    return {
      file: entry?.file ?? "",
      problems: problems.filter((p) => p.row === at).map((p) => `${where}${p.message}`),
    };
  }
  return null;
}

/**
 * Problems of a RollTable's result ranges as a critical table: results cover 1 upward without gap or
 * overlap. A table's last result is closed (it runs to 1000, past any raised total), so the rule's
 * "open-ended last row" does not apply to it.
 * @param {{ range: [number, number], name?: string }[]} results  results whose ranges are well-formed
 */
export function tableRangeProblems(results, criticalTable) {
  const rows = results.map((r) => ({ min: r.range[0], max: r.range[1] }));
  return criticalTable(rows)
    .filter((p) => p.key !== "EOTE.Combat.Error.CritNoOpenEnd")
    .map((p) => {
      const r = results[p.row];
      return r ? `results[${p.row}] (${r.name ?? ""}, ${rangeText(r.range[0], r.range[1])}): ${p.message}` : p.message;
    });
}
