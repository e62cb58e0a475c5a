/**
 * What a critical on the attack card does, in one line: read from the system's own critical tables
 * (eote.critical-injuries, eote.vehicle-critical-hits), never from the item on the target, which its
 * owner may have rewritten. The row is found again by the crit's total (module/rules/combat/critical.ts
 * lookupCritical), its description reduced to plain text and bounded (model.ts critEffectLine).
 * The tables are read once per session: they are the system's locked packs.
 */
import { criticalTableFor, lookupCritical, type CriticalTable } from "../../rules/combat/critical.ts";
import { criticalRows } from "../critical/index.ts";
import { critEffectLine, type DamageRecord } from "./model.ts";

type Row = { min: number; max: number | null; effect: string };

const tables = new Map<CriticalTable, Promise<Row[]>>();

function rowsOf(table: CriticalTable): Promise<Row[]> {
  let rows = tables.get(table);
  if (!rows) {
    rows = criticalRows(table).then((found) => found.map((r) => ({
      min: r.min, max: r.max, effect: critEffectLine((r.item.system as unknown as { description?: unknown }).description),
    })));
    // A failed read is tried again at the next draw.
    rows.catch(() => tables.delete(table));
    tables.set(table, rows);
  }
  return rows;
}

/** The one-line effect of each critical the record holds, by its total; none when the table cannot be read. */
export async function critEffectsOf(actorType: string, record: DamageRecord | null): Promise<Record<number, string>> {
  if (!record?.crits.length) return {};
  const rows = await rowsOf(criticalTableFor(actorType)).catch(() => [] as Row[]);
  const out: Record<number, string> = {};
  for (const crit of record.crits) {
    if (!Number.isFinite(crit.total)) continue;
    try {
      const effect = lookupCritical(rows, crit.total).effect;
      if (effect) out[crit.total] = effect;
    } catch {
      // No row covers it (a record from an older table): the card shows the crit without its effect.
    }
  }
  return out;
}
