/**
 * The Force power card's model (pure): what the stored check flag and the card's record on the actor
 * say, read defensively (a message's flags are its author's data), and what a spend or its Undo writes.
 * The rule itself (which pips are free, what the other side's cost) is module/rules/force/force.ts forcePoints.
 */
import { boundedText, MAX_NAME_CHARS } from "../../rules/text.ts";
import { forceCostFlip, forcePoints, powerActivates, type ForcePips, type ForcePointSpend } from "../../rules/force/force.ts";
import { NO_CAPS, moveTrack, readChange, undoChange, undoPaths, type LedgerEntry, type TrackCaps, type TrackChange, type Tracks } from "../../chat/track-change.ts";

import { FORCE_CHECK, FORCE_LOG } from "./flags.ts";
import { registerLedgerReader } from "../../chat/ledger-readers.ts";

export { FORCE_CHECK, FORCE_LOG };

/** The Force power a check was rolled for (from its item, at the time of the roll). */
export interface ForcePowerRef {
  name: string;
  /** Force points the base effect needs. */
  points: number;
  /** A combined check: a skill check rolled with the Force dice, which must also succeed. */
  combined: boolean;
}

export interface ForceFlag {
  actorUuid: string;
  tokenUuid: string;
  power?: ForcePowerRef;
}

export interface ForceRecord extends ForcePointSpend {
  /** Pips of the other side turned into points. */
  used: number;
  darkSideUser: boolean;
  /** What the strain did to the tracks (rivals take it as wounds), for an exact Undo. */
  change: TrackChange;
  /** The conflict was added to the character's morality (false: only noted here, an actor without morality). */
  conflictApplied: boolean;
  /**
   * A GM-run dark side adversary used light pips: the strain is paid, but the light side Destiny point is
   * the players' and the GM does not flip it (noted on the card instead).
   */
  flipSkipped?: boolean;
}

const isWhole = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v) && v >= 0;

export function readForceFlag(value: unknown): ForceFlag | null {
  const f = value as Partial<ForceFlag> | null | undefined;
  if (!f || typeof f !== "object" || typeof f.actorUuid !== "string" || f.actorUuid === "") return null;
  const p = f.power as Partial<ForcePowerRef> | undefined;
  const power = p && typeof p === "object" && typeof p.name === "string" && isWhole(p.points)
    ? { power: { name: boundedText(p.name, MAX_NAME_CHARS), points: p.points, combined: p.combined === true } } : {};
  return { actorUuid: f.actorUuid, tokenUuid: typeof f.tokenUuid === "string" ? f.tokenUuid : "", ...power };
}

/** What the card says of the power: whether the points (spent, else the free ones) and the skill check activate it. */
export interface PowerView extends ForcePowerRef {
  got: number;
  /** The skill check of a combined check failed. */
  skillFailed: boolean;
  activates: boolean;
}

export function powerView(power: ForcePowerRef | undefined, points: number, succeeded: boolean): PowerView | null {
  if (!power) return null;
  const skill = power.combined ? succeeded : null;
  return { ...power, got: points, skillFailed: skill === false, activates: powerActivates(points, power.points, skill) };
}

export function readForceRecord(value: unknown): ForceRecord | null {
  const r = value as Partial<ForceRecord> | null | undefined;
  if (!r || typeof r !== "object") return null;
  const change = readChange(r.change);
  if (!change || ![r.used, r.points, r.strain, r.conflict, r.destinyFlips].every(isWhole)) return null;
  return {
    used: r.used!, points: r.points!, strain: r.strain!, conflict: r.conflict!, destinyFlips: r.destinyFlips!,
    darkSideUser: r.darkSideUser === true, change, conflictApplied: r.conflictApplied === true,
    ...(r.flipSkipped === true ? { flipSkipped: true } : {}),
  };
}

export const forcePath = (messageId: string) => `flags.eote.${FORCE_LOG}.${messageId}`;

/** One offer on the card: use `used` pips of the other side, and what that gives and costs. */
export interface ForceOffer extends ForcePointSpend {
  used: number;
}

export interface ForceCardView {
  light: number;
  dark: number;
  darkSideUser: boolean;
  /** The points the own side's pips give for free. */
  free: number;
  /** One offer per count of the other side's pips, 1 … all of them (none before a spend). */
  offers: ForceOffer[];
  record: ForceRecord | null;
}

export function buildForceCard(pips: ForcePips, darkSideUser: boolean, record: ForceRecord | null): ForceCardView {
  const other = darkSideUser ? pips.light : pips.dark;
  const offers = record ? [] : Array.from({ length: other }, (_, i) => ({ used: i + 1, ...forcePoints(pips, darkSideUser, i + 1) }));
  return { ...pips, darkSideUser, free: forcePoints(pips, darkSideUser).points, offers, record };
}

export const CONFLICT_PATH = "system.morality.conflict";

/**
 * Using `used` pips of the other side: the strain they cost, on the strain track, or as wounds for an
 * actor without one (rivals take strain as wounds, published rule), clamped to the track's cap; the
 * conflict added to the character's conflict this session (`conflictNow`; null for an actor without
 * morality, where the card only notes it). The record keeps the change made, so Undo takes off exactly
 * that. Null when the card already spent.
 */
export function forceSpendUpdate(
  pips: ForcePips, darkSideUser: boolean, used: number, tracks: Tracks, paths: { wounds: string; strain: string | null },
  messageId: string, existing: ForceRecord | null, caps: TrackCaps = NO_CAPS, conflictNow: number | null = null,
): { update: Record<string, unknown>; record: ForceRecord } | null {
  if (existing) return null;
  const spend = forcePoints(pips, darkSideUser, used);
  const update: Record<string, unknown> = {};
  const change: TrackChange = { wounds: 0, strain: 0 };
  if (spend.strain > 0) {
    if (tracks.strain !== null && paths.strain) {
      const moved = moveTrack(tracks.strain, spend.strain, caps.strain);
      change.strain = moved.applied;
      update[paths.strain] = moved.value;
    } else {
      const moved = moveTrack(tracks.wounds, spend.strain, caps.wounds);
      change.wounds = moved.applied;
      update[paths.wounds] = moved.value;
    }
  }
  const conflictApplied = spend.conflict > 0 && conflictNow !== null;
  if (conflictApplied) update[CONFLICT_PATH] = conflictNow + spend.conflict;
  const record: ForceRecord = { ...spend, used, darkSideUser, change, conflictApplied };
  update[forcePath(messageId)] = record;
  return { update, record };
}

/**
 * Undo: the record's change taken off the tracks as they are now (other cards absorbing the clamp), the
 * conflict it added taken off the conflict now (not below 0: the end of the session may have reset it),
 * the record removed.
 */
export function forceUndo(
  tracks: Tracks, paths: { wounds: string; strain: string | null }, messageId: string, record: ForceRecord,
  caps: TrackCaps = NO_CAPS, ledger: readonly LedgerEntry[] = [], conflictNow: number | null = null,
): Record<string, unknown> {
  const update = undoPaths(paths, tracks, undoChange(tracks, record.change, caps, ledger));
  if (record.conflictApplied && conflictNow !== null) update[CONFLICT_PATH] = Math.max(0, conflictNow - record.conflict);
  update[`flags.eote.${FORCE_LOG}.-=${messageId}`] = null;
  return update;
}

/**
 * A spend by the GM for a dark side adversary no player owns: the light pips' strain stands, the Destiny
 * flip does not (the GM flips only dark side points, and the light side point is the players').
 */
export function withoutFlip(spend: { update: Record<string, unknown>; record: ForceRecord }, messageId: string): { update: Record<string, unknown>; record: ForceRecord } {
  const record: ForceRecord = { ...spend.record, destinyFlips: 0, flipSkipped: true };
  return { update: { ...spend.update, [forcePath(messageId)]: record }, record };
}

/** The card's actor as one render or click read it. */
export interface ForceActorState {
  /** Its token's name (the actor's without one). */
  name: string;
  darkSideUser: boolean;
  /** The user at the keyboard may act for it now (the GM or an owner). */
  canAct: boolean;
}

/**
 * A Force card as one render or click reads it (module/features/force/card.ts readForceCard): the flag, the
 * roll's pips and whether it succeeded (a combined check's skill part), who posted it and why the card may
 * not act (a lang key, or null), its actor (null when gone) and this card's record on that actor.
 */
export interface ForceCardSnapshot {
  messageId: string;
  flag: ForceFlag;
  pips: ForcePips;
  succeeded: boolean;
  authorName: string;
  refusal: string | null;
  actor: ForceActorState | null;
  record: ForceRecord | null;
}

/**
 * The card's template context from its snapshot. A refused card (or one whose actor is gone) shows only
 * why, and Undo where its record is: Undo reads only the record (module/chat/section.ts mayUndo). Otherwise
 * the pips, the free points, the offers of the other side's pips, what the power gets and the record.
 */
export function forceCardView(s: ForceCardSnapshot) {
  const canUndo = s.record !== null && s.actor?.canAct === true;
  const base = { messageId: s.messageId, authorName: s.authorName, refusal: s.refusal, canUndo };
  if (s.refusal || !s.actor) return base;
  const view = buildForceCard(s.pips, s.actor.darkSideUser, s.record);
  return { ...view, power: powerView(s.flag.power, s.record?.points ?? view.free, s.succeeded), ...base, name: s.actor.name, canAct: s.actor.canAct };
}

/** The actor's tracks and conflict as a click reads them, for the spend or its Undo. */
export interface ForceTracksNow {
  tracks: Tracks;
  caps: TrackCaps;
  paths: { wounds: string; strain: string | null };
  /** The other cards' changes on the actor (module/chat/ledger.ts), for an exact Undo. */
  ledger: readonly LedgerEntry[];
  /** The character's conflict this session; null for an actor without morality. */
  conflict: number | null;
}

/** A Destiny point the spend flips: the other side's price (module/rules/force/force.ts forceCostFlip). */
export type ForceFlip = ReturnType<typeof forceCostFlip>;

/** What Use does: refused with a notice, or the update to write once `flip` (when not null) has flipped. */
export type ForceUsePlan =
  | { ok: false; notice: string }
  | { ok: true; update: Record<string, unknown>; record: ForceRecord; flip: ForceFlip | null; notice: string | null };

/**
 * Using `used` pips of the other side on the card: refused once the card has spent. A spend that flips a
 * Destiny point flips it first (the strain is only suffered once the point has flipped). `gmKeepsFlip` says,
 * for the flip's direction, whether it is a light side adversary run by the GM: its dark pips cost strain (and
 * conflict), but the light side Destiny point is the players', so the GM does not flip it (noted, with a notice).
 */
export function forceUsePlan(
  s: ForceCardSnapshot & { actor: ForceActorState }, used: number, now: ForceTracksNow, gmKeepsFlip: (flip: ForceFlip) => boolean,
): ForceUsePlan {
  const dark = s.actor.darkSideUser;
  let spend = forceSpendUpdate(s.pips, dark, used, now.tracks, now.paths, s.messageId, s.record, now.caps, now.conflict);
  if (!spend) return { ok: false, notice: "EOTE.Force.Card.AlreadySpent" };
  const flip = forceCostFlip(dark);
  let notice: string | null = null;
  if (spend.record.destinyFlips > 0 && gmKeepsFlip(flip)) {
    spend = withoutFlip(spend, s.messageId);
    notice = "EOTE.Force.Card.NoFlipNotice";
  }
  return { ok: true, ...spend, flip: spend.record.destinyFlips > 0 ? flip : null, notice };
}

/**
 * What Undo does with the card's record: nothing without one; when the GM's record says the spend flipped a
 * Destiny point (`costFlipped`), only a GM may undo, flipping the point back first; then the update.
 */
export type ForceUndoPlan = { ok: false; notice: string | null } | { ok: true; flipBack: boolean; update: Record<string, unknown> };

export function forceUndoPlan(s: ForceCardSnapshot, now: ForceTracksNow, costFlipped: boolean, isGM: boolean): ForceUndoPlan {
  if (!s.record) return { ok: false, notice: null };
  if (costFlipped && !isGM) return { ok: false, notice: "EOTE.Force.Card.UndoNeedsGM" };
  return { ok: true, flipBack: costFlipped, update: forceUndo(now.tracks, now.paths, s.messageId, s.record, now.caps, now.ledger, now.conflict) };
}

// An undo on this actor weighs these records too (module/chat/ledger.ts).
registerLedgerReader(FORCE_LOG, readForceRecord);
