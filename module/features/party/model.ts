/**
 * What the GM's party view shows (pure): each player character's wounds and strain against their
 * thresholds, obligation and duty totals, morality, XP, whether the last ledger entry is a grant the GM
 * may take back, and the GM-only XP audit (module/rules/character/advancement.ts xpAudit) where it finds
 * something. Names are player-written: bounded here, escaped by the template.
 */
import { lastPurchase, namedXpAudit, undoGrant, type NamedXpAudit } from "../../rules/character/advancement.ts";
import type { LedgerEntry } from "../../rules/types.ts";
import { boundedText, MAX_NAME_CHARS } from "../../rules/text.ts";

/** One player character as the shell reads it from its documents. */
export interface PartyMemberInput {
  id: string;
  name: string;
  wounds: { value: number; threshold: number };
  strain: { value: number; threshold: number };
  obligations: readonly { magnitude: number }[];
  duties: readonly { magnitude: number }[];
  /** Null for a character without morality data. */
  morality: { value: number; standing: "darkSide" | "neutral" | "paragon" } | null;
  xp: { total: number; available: number; ledger: readonly LedgerEntry[] };
  skillRanks: Readonly<Record<string, number>>;
  /** `free`: ranks given outside the ledger (a species' starting talent). */
  talents: readonly { id: string; name: string; rank: number; free?: number }[];
}

export interface TrackCell {
  value: number;
  threshold: number;
  /** Over the threshold: incapacitated. */
  exceeded: boolean;
}

/** The XP audit's lines for one character (module/rules/character/advancement.ts namedXpAudit). */
export type AuditLines = NamedXpAudit;

export interface PartyRow {
  id: string;
  name: string;
  wounds: TrackCell;
  strain: TrackCell;
  obligation: number;
  duty: number;
  /** The standing's i18n key, null for neither dark side nor paragon. */
  morality: { value: number; standingKey: string | null } | null;
  xp: { total: number; available: number };
  /** The amount of the last ledger entry when it is a grant whose XP is still there to take back; else null. */
  undoGrant: number | null;
  /** Null when the ledger explains everything. */
  audit: AuditLines | null;
}

export interface PartyView {
  rows: PartyRow[];
  empty: boolean;
  totals: { obligation: number; duty: number };
  maxGrant: number;
}

const whole = (n: number) => (Number.isFinite(n) ? Math.max(0, Math.trunc(n)) : 0);
const sum = (stakes: readonly { magnitude: number }[]) => stakes.reduce((n, s) => n + whole(s.magnitude), 0);
const track = (t: { value: number; threshold: number }): TrackCell => ({ value: whole(t.value), threshold: whole(t.threshold), exceeded: whole(t.value) > whole(t.threshold) });

/** The amount of the last ledger entry when it is a grant that can still be undone, else null. */
export function undoableGrant(xp: PartyMemberInput["xp"]): number | null {
  const last = xp.ledger[lastPurchase(xp.ledger)];
  if (last?.kind !== "grant" || undoGrant(xp, last) === null) return null;
  return last.to - last.from;
}

function audit(m: PartyMemberInput): AuditLines | null {
  const names = new Map(m.talents.map((t) => [t.id, boundedText(t.name, MAX_NAME_CHARS)]));
  return namedXpAudit(m.xp, m.skillRanks, m.talents.map(({ id, rank, free }) => ({ id, rank, free: free ?? 0 })), names);
}

export function partyRow(m: PartyMemberInput): PartyRow {
  return {
    id: m.id, name: boundedText(m.name, MAX_NAME_CHARS),
    wounds: track(m.wounds), strain: track(m.strain),
    obligation: sum(m.obligations), duty: sum(m.duties),
    morality: m.morality ? { value: m.morality.value, standingKey: m.morality.standing === "neutral" ? null : `EOTE.Party.Standing.${m.morality.standing}` } : null,
    xp: { total: m.xp.total, available: m.xp.available },
    undoGrant: undoableGrant(m.xp),
    audit: audit(m),
  };
}

export function partyView(members: readonly PartyMemberInput[], maxGrant: number): PartyView {
  const rows = members.map(partyRow);
  return {
    rows, empty: rows.length === 0, maxGrant,
    totals: { obligation: rows.reduce((n, r) => n + r.obligation, 0), duty: rows.reduce((n, r) => n + r.duty, 0) },
  };
}
