/**
 * `/pool` opens the dice pool dialog with no actor; `/pool 2da 1di` starts from that pool
 * (the core's parsePool reads the notation). Macros call openDicePoolDialog directly.
 */
import { emptyPool } from "../dice/types.ts";
import { parsePool } from "../dice/index.ts";
import { openDicePoolDialog } from "../applications/dice-dialog/index.ts";
import { notifyError } from "../foundry/notify.ts";
import { localize } from "../foundry/localize.ts";

const POOL_COMMAND = /^\/pool(?:\s+(.*))?$/is;

/** The notation after `/pool` ("" for none), or null if the message is not that command. */
export function poolCommandText(message: string): string | null {
  const match = POOL_COMMAND.exec(message.trim());
  return match ? (match[1] ?? "").trim() : null;
}

/** Handles `/pool`; returns false (cancel the message) when it did. */
export function chatCommandPool(message: string): boolean {
  const text = poolCommandText(message);
  if (text === null) return true;
  try {
    const pool = text ? parsePool(text) : emptyPool();
    void openDicePoolDialog({ title: localize("EOTE.Dice.Dialog.Title"), pool, actor: null });
  } catch (err) {
    notifyError(err);
  }
  return false;
}
