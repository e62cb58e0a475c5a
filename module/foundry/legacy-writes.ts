/**
 * Old-style writes of a character's single obligation or motivation (before migration 4), from an old
 * macro or module: `actor.update({ "system.obligation": { type, value } })` or `{ "system.motivation": "…" }`.
 * Foundry passes an update's changes through the data model's migrateData, which cannot tell them from a
 * whole old document and would write a one-entry list over the character's whole list. Here, before the
 * update is sent, such a write becomes one more entry of the list or is refused, with a notice either way
 * (module/migrations/lists.ts legacyListWrite); every other change of the update goes through unchanged.
 */
import { legacyListWrite, type LegacyListField } from "../migrations/lists.ts";
import { format } from "./localize.ts";

type Plain = Record<string, unknown>;
const isPlain = (v: unknown): v is Plain => typeof v === "object" && v !== null && !Array.isArray(v);
const LEGACY = /^(obligation|motivation)(?:\.(.+))?$/;

/** Moves a legacy key's value (or a part of it, `rest` a path inside it) into `legacy`. */
function take(legacy: Plain, field: string, rest: string | undefined, value: unknown): void {
  if (rest === undefined) legacy[field] = value;
  // A part of the old object: kept as a partial object, which can never be a whole obligation.
  else legacy[field] = { ...(isPlain(legacy[field]) ? legacy[field] : {}), [rest]: value };
}

/**
 * `data` (an Actor update's changes, dotted or nested) with its old-style obligation and motivation keys
 * reshaped against `stored` (the character's stored `system`; null when unknown); `data` itself when it
 * has none. Only characters have the lists.
 */
export function withLegacyListWrites(type: string, name: string, stored: Plain | null, data: unknown): unknown {
  if (type !== "character" || !isPlain(data)) return data;
  const out: Plain = { ...data };
  const legacy: Plain = {};
  for (const [key, value] of Object.entries(data)) {
    const match = key.startsWith("system.") ? LEGACY.exec(key.slice("system.".length)) : null;
    if (!match) continue;
    delete out[key];
    take(legacy, match[1]!, match[2], value);
  }
  if (isPlain(data["system"])) {
    const system: Plain = { ...data["system"] };
    for (const [key, value] of Object.entries(data["system"])) {
      const match = LEGACY.exec(key);
      if (!match) continue;
      delete system[key];
      take(legacy, match[1]!, match[2], value);
    }
    out["system"] = system;
  }
  if (Object.keys(legacy).length === 0) return data;
  // A list the update writes itself wins over the old key.
  const given = (field: string) => `system.${field}` in data || (isPlain(data["system"]) && field in data["system"]);
  const lists = Object.fromEntries(["obligations", "motivations"].filter(given).map((f) => [f, true]));
  const { system, added, refused } = legacyListWrite({ ...lists, ...legacy }, stored);
  for (const field of ["obligations", "motivations"]) {
    if (!given(field) && system[field] !== undefined) out[`system.${field}`] = system[field];
  }
  for (const field of added) notify("info", field, "Added", name);
  for (const field of refused) notify("warn", field, "Refused", name);
  return out;
}

function notify(level: "info" | "warn", field: LegacyListField, outcome: "Added" | "Refused", name: string): void {
  const key = `EOTE.Actor.Migration.Legacy${field === "obligation" ? "Obligation" : "Motivation"}${outcome}`;
  ui.notifications?.[level](format(key, { name }));
}
