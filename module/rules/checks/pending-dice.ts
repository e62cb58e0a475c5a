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
}

const PENDING_DICE: readonly PendingDie[] = ["boost", "setback", "upgradeAbility", "upgradeDifficulty"];

/** Stored entries read defensively (flags.eote.pendingDice.<id>): anything malformed is skipped. */
export function readPending(value: unknown): Record<string, PendingEntry> {
  if (!value || typeof value !== "object") return {};
  const out: Record<string, PendingEntry> = {};
  for (const [id, raw] of Object.entries(value as Record<string, unknown>)) {
    const entry = raw as Partial<PendingEntry> | null;
    if (entry && PENDING_DICE.includes(entry.die as PendingDie)) out[id] = { die: entry.die as PendingDie, from: String(entry.from ?? "") };
  }
  return out;
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
