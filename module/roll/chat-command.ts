/**
 * `/pool` opens the dice pool dialog with no actor; `/pool 2da 1di` starts from that pool (each
 * space-separated part read by the dice library's parsePool, the parts added together). Macros call
 * openDicePoolDialog directly.
 */
import { emptyPool, type Pool } from "../dice/types.ts";
import { mergePools, parsePool } from "../dice/index.ts";
import { openDicePoolDialog } from "../applications/dice-dialog/index.ts";
import { notifyError } from "../foundry/notify.ts";
import { localize } from "../foundry/localize.ts";

const POOL_COMMAND = /^\/pool(?:\s+(.*))?$/is;

/** The notation after `/pool` ("" for none), or null if the message is not that command. */
export function poolCommandText(message: string): string | null {
  const match = POOL_COMMAND.exec(message.trim());
  return match ? (match[1] ?? "").trim() : null;
}

/** The pool a `/pool` command's text names: "" none, else its space-separated parts added ("2da 1di", "2a1p 2i"). */
export function commandPool(text: string): Pool {
  const parts = text.split(/\s+/).filter((part) => part !== "");
  return parts.length ? mergePools(...parts.map((part) => parsePool(part))) : emptyPool();
}

/** Handles `/pool`; returns false (cancel the message) when it did. */
export function chatCommandPool(message: string): boolean {
  const text = poolCommandText(message);
  if (text === null) return true;
  try {
    const pool = commandPool(text);
    void openDicePoolDialog({ title: localize("EOTE.Dice.Dialog.Title"), pool, actor: null });
  } catch (err) {
    notifyError(err);
  }
  return false;
}
