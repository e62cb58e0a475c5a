/**
 * Dice bought for a character's next check (seed 000 SPENDING ADVANTAGE AND TRIUMPHS / THREAT AND
 * DESPAIR IN COMBAT: "add a boost to ... next check", "upgrade the difficulty of ... next check"),
 * kept on that character until its next check opens, then added to the pool with a note each.
 */
import { addDice, upgrade } from "../../dice/index.ts";
import type { Pool } from "../../dice/types.ts";
import type { PendingDie } from "../combat/attack-spend-options.ts";
import { note, type RuleNote } from "./notes.ts";

export interface PendingEntry {
  die: PendingDie;
  /** Who bought it (the attacker's token name), for the note. */
  from: string;
  /**
   * The card (its chat message id) whose spending row gave it: that card's Undo takes back only a die
   * naming it, so a line written into another card's log cannot remove this one. "" for a die stored
   * before dice named their card (no card's Undo takes it back).
   */
  card: string;
}

const PENDING_DICE: readonly PendingDie[] = ["boost", "setback", "upgradeAbility", "upgradeDifficulty"];

/** Stored entries read defensively (flags.eote.pendingDice.<id>): anything malformed is skipped. */
export function readPending(value: unknown): Record<string, PendingEntry> {
  if (!value || typeof value !== "object") return {};
  const out: Record<string, PendingEntry> = {};
  for (const [id, raw] of Object.entries(value as Record<string, unknown>)) {
    const entry = raw as Partial<PendingEntry> | null;
    if (!entry || !PENDING_DICE.includes(entry.die as PendingDie)) continue;
    out[id] = { die: entry.die as PendingDie, from: String(entry.from ?? ""), card: typeof entry.card === "string" ? entry.card : "" };
  }
  return out;
}

/** Whether the pending die `id` among `stored` (flags.eote.pendingDice) was given by the card `messageId`. */
export function pendingFromCard(stored: unknown, id: string, messageId: string): boolean {
  const all = readPending(stored);
  const entry = Object.hasOwn(all, id) ? all[id] : undefined;
  return messageId !== "" && entry?.card === messageId;
}

/** The pool with every pending entry applied, in the order given, and one note per entry. */
export function applyPending(pool: Pool, entries: readonly PendingEntry[]): { pool: Pool; notes: RuleNote[] } {
  let out = pool;
  const notes: RuleNote[] = [];
  for (const entry of entries) {
    if (entry.die === "boost" || entry.die === "setback") out = addDice(out, entry.die, 1);
    else out = upgrade(out, entry.die === "upgradeAbility" ? "ability" : "difficulty", 1);
    notes.push(note(`Spend.Pending.${entry.die}`, { from: entry.from }));
  }
  return { pool: out, notes };
}
