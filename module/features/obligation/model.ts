/**
 * The obligation card's stored data, pure: the message flag (what was rolled and who it names, ids
 * only) and the record on each character (the effect it was given), read back defensively: a message's
 * flags and an actor's flags are data a user wrote.
 */
import { MODE_ADD } from "../../rules/checks/modifiers.ts";
import { boundedText, MAX_NAME_CHARS } from "../../rules/text.ts";

import { OBLIGATION_FLAG, OBLIGATION_LOG } from "./flags.ts";

export { OBLIGATION_FLAG, OBLIGATION_LOG };

export interface ObligationFlag {
  d100: number;
  total: number;
  doubled: boolean;
  /** The triggered entry: whose, which, its type and magnitude; null when nothing triggered. */
  triggered: { actorUuid: string; index: number; type: string; magnitude: number } | null;
  /** Every character the roll lowered, with the reduction. */
  reductions: { actorUuid: string; amount: number }[];
}

/** On each character: the effect the card created (deleted exactly by Undo). */
export interface ObligationRecord {
  effectId: string;
  amount: number;
}

export const logPath = (messageId: string) => `flags.eote.${OBLIGATION_LOG}.${messageId}`;

const whole = (v: unknown, min = 0, max = Number.MAX_SAFE_INTEGER): v is number => typeof v === "number" && Number.isInteger(v) && v >= min && v <= max;
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

export function readFlag(raw: unknown): ObligationFlag | null {
  if (!isRecord(raw) || !whole(raw["d100"], 1, 100) || !whole(raw["total"]) || typeof raw["doubled"] !== "boolean") return null;
  const t = raw["triggered"];
  let triggered: ObligationFlag["triggered"] = null;
  if (t !== null) {
    if (!isRecord(t) || typeof t["actorUuid"] !== "string" || !whole(t["index"]) || typeof t["type"] !== "string" || !whole(t["magnitude"])) return null;
    triggered = { actorUuid: t["actorUuid"], index: t["index"], type: boundedText(t["type"], MAX_NAME_CHARS), magnitude: t["magnitude"] };
  }
  const reductions = raw["reductions"];
  if (!Array.isArray(reductions) || !reductions.every((r) => isRecord(r) && typeof r["actorUuid"] === "string" && whole(r["amount"], 1))) return null;
  return {
    d100: raw["d100"], total: raw["total"], doubled: raw["doubled"], triggered,
    reductions: (reductions as { actorUuid: string; amount: number }[]).map((r) => ({ actorUuid: r.actorUuid, amount: r.amount })),
  };
}

export function readRecord(raw: unknown): ObligationRecord | null {
  return isRecord(raw) && typeof raw["effectId"] === "string" && whole(raw["amount"], 1) ? { effectId: raw["effectId"], amount: raw["amount"] } : null;
}

/** The session-long effect: the strain threshold lowered through the modifier scheme (module/rules/checks/modifiers.ts). */
export function reductionEffect(name: string, amount: number, messageId: string) {
  return {
    name, img: "icons/svg/chained.svg", transfer: false, disabled: false,
    changes: [{ key: "system.modifiers.strainThreshold", mode: MODE_ADD, value: String(-amount) }],
    flags: { eote: { obligationCard: messageId } },
  };
}

/**
 * What one render of the card reads, once: the flag, who posted it and whether the card may act (its
 * trust), whether the user is a GM, and each character the flag names (its name, and whether this card's
 * record is on it).
 */
export interface ObligationCardSnapshot {
  flag: ObligationFlag;
  messageId: string;
  authorName: string;
  refused: boolean;
  isGM: boolean;
  actors: Readonly<Record<string, { name: string; applied: boolean }>>;
}

/** The card's template context from its snapshot: the roll, the triggered entry, a row per reduction, and Undo for the GM. */
export function obligationCardView(s: ObligationCardSnapshot) {
  const actor = (uuid: string) => s.actors[uuid] ?? { name: "", applied: false };
  const triggered = s.flag.triggered;
  const rows = s.refused ? [] : s.flag.reductions.map((r) => ({
    name: actor(r.actorUuid).name, amount: r.amount, applied: actor(r.actorUuid).applied, triggered: r.actorUuid === triggered?.actorUuid,
  }));
  return {
    messageId: s.messageId, authorName: s.authorName, refusal: s.refused ? "EOTE.Obligation.Card.Refused" : null,
    d100: s.flag.d100, total: s.flag.total, doubled: s.flag.doubled,
    triggered: triggered ? { ...triggered, name: actor(triggered.actorUuid).name } : null,
    rows,
    canUndo: !s.refused && s.isGM && rows.some((r) => r.applied),
  };
}
