/**
 * What a critical on the attack card does, in one line: read from the system's own critical tables
 * (eote.critical-injuries, eote.vehicle-critical-hits), never from the item on the target, which its
 * owner may have rewritten. The row is found again by the crit's total (module/rules/combat/critical.ts
 * lookupCritical), its description reduced to plain text and bounded (module/chat/critical-line.ts critEffectLine).
 * The tables are read once per session: they are the system's locked packs.
 */
import { criticalTableFor, lookupCritical, type CriticalTable } from "../../../rules/combat/critical.ts";
import { criticalRows } from "../actions.ts";
import { critEffectLine, type CritTableEntry } from "../../../chat/critical-line.ts";

type Row = { min: number; max: number | null; severity: number; effect: string };

const tables = new Map<CriticalTable, Promise<Row[]>>();

function rowsOf(table: CriticalTable): Promise<Row[]> {
  let rows = tables.get(table);
  if (!rows) {
    rows = criticalRows(table).then((found) => found.map((r) => ({
      min: r.min, max: r.max, severity: r.severity, effect: critEffectLine((r.item.system as unknown as { description?: unknown }).description),
    })));
    // A failed read is tried again at the next draw.
    rows.catch(() => tables.delete(table));
    tables.set(table, rows);
  }
  return rows;
}

/**
 * The severity and one-line effect of each critical total (an attack record's, a hazard's), from the table of the
 * actor's kind; none when the table cannot be read. Every card that names a critical reads it here
 * (module/chat/critical-line.ts criticalLine draws it).
 */
export async function critEffectsOf(actorType: string, totals: readonly number[]): Promise<Record<number, CritTableEntry>> {
  if (!totals.length) return {};
  const rows = await rowsOf(criticalTableFor(actorType)).catch(() => [] as Row[]);
  const out: Record<number, CritTableEntry> = {};
  for (const total of totals) {
    if (!Number.isFinite(total)) continue;
    try {
      const { severity, effect } = lookupCritical(rows, total);
      out[total] = { severity, effect };
    } catch {
      // No row covers it (a record from an older table): the card shows the crit without its effect.
    }
  }
  return out;
}
