/**
 * Records only a GM can write: one hidden world setting, `eote.gmRecords`, holding what a card's later
 * GM-side act may rely on (a Destiny point a card's cost flipped, so its Undo may flip it back, and so the
 * cost is not paid twice). Players can read world settings but not write them; flags on a player's
 * actor or chat message are that player's to rewrite, and memory is gone after a reload or when another
 * GM becomes the active one (FOUNDRY-V13-FACTS.md, Users and sockets).
 *
 * Shape: `{ [messageId]: { [kind]: value } }`, keyed by the chat message (the card) the record belongs
 * to. Each reader checks its own value's shape. A write drops the records of messages no longer in the
 * log, so the setting stays as small as the log. Only a GM's client writes: the callers run on the active
 * GM's client (a query's handler) or behind a GM check, and the server refuses a player's write of a
 * world setting anyway.
 */
import { registerHiddenWorldObject } from "../system/settings.ts";
import { SYSTEM_ID } from "../system/config.ts";

/** The setting's key: `eote.gmRecords`. */
export const GM_RECORDS = "gmRecords";

type Records = Record<string, Record<string, unknown>>;

declare global {
  interface SettingConfig {
    "eote.gmRecords": Records;
  }
}

export function registerGmRecords(): void {
  registerHiddenWorldObject(GM_RECORDS);
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

function allRecords(): Records {
  const stored = game.settings?.get(SYSTEM_ID, GM_RECORDS) as unknown;
  if (!isRecord(stored)) return {};
  return Object.fromEntries(Object.entries(stored).filter((entry): entry is [string, Record<string, unknown>] => isRecord(entry[1])));
}

/** What a GM recorded of `kind` for the card `messageId`, or null. */
export function gmRecordOf(messageId: string, kind: string): unknown {
  const entry = allRecords()[messageId];
  return entry && Object.hasOwn(entry, kind) ? entry[kind] ?? null : null;
}

/** Writes (or, with null, removes) the record of `kind` for `messageId`; a GM's client only. */
export async function writeGmRecord(messageId: string, kind: string, value: unknown): Promise<void> {
  if (messageId === "") return;
  const next: Records = {};
  for (const [id, entry] of Object.entries(allRecords())) {
    // A card deleted from the log can never be acted on again: its records go.
    if (id !== messageId && game.messages?.get(id)) next[id] = entry;
  }
  const { [kind]: _old, ...others } = allRecords()[messageId] ?? {};
  const entry = value === null ? others : { ...others, [kind]: value };
  if (Object.keys(entry).length > 0) next[messageId] = entry;
  await game.settings.set(SYSTEM_ID, GM_RECORDS, next as never);
}
