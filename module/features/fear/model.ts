/**
 * The fear card's model (pure): the flag a fear check is rolled with (flags.eote.check.fear), the record
 * the card keeps on the frightened character (flags.eote.fearLog.<messageId>), read defensively, and what
 * applying the results, a triumph, an ally's boost or Undo write. The rules are module/rules/force/fear.ts.
 */
import {
  allyBoostLeft, FEAR_LEVELS, FEAR_MODIFIERS, FEAR_TRIUMPH_USES, fearDifficulty, fearResult, fearSkill, triumphLeft,
  type FearLevelId, type FearModifierId, type FearResult, type FearTriumphUse,
} from "../../rules/force/fear.ts";
import type { Outcome } from "../../dice/tally.ts";
import { NO_CAPS, moveTrack, readChange, undoChange, undoPaths, type LedgerEntry, type TrackCaps, type TrackChange, type Tracks } from "../../chat/track-change.ts";

import { FEAR_BOOSTS, FEAR_CHECK, FEAR_LOG } from "./flags.ts";
import { registerLedgerReader } from "../../chat/ledger-readers.ts";

export { FEAR_BOOSTS, FEAR_CHECK, FEAR_LOG };
export const CONFLICT_PATH = "system.morality.conflict";

/** What the GM chose in the fear form: the same for every character of one fear check. */
export interface FearChoice {
  level: FearLevelId;
  modifiers: FearModifierId[];
  /** Mentally prepared: Cool instead of Discipline. */
  prepared: boolean;
  /** The GM's morality option (seed 002 MORALITY EFFECT). */
  moralityEffect: boolean;
}

export interface FearFlag extends FearChoice {
  actorUuid: string;
  tokenUuid: string;
}

/** What the card reads of its check's roll: the outcome the results come from (module/rules/force/fear.ts fearResult). */
export type FearOutcome = Pick<Outcome, "succeeded" | "threat" | "advantage" | "triumph" | "despair">;

export interface FearBoostGiven {
  actorUuid: string;
  key: string;
}

export interface FearRecord {
  result: FearResult;
  /** What the strain did to the tracks (rivals take it as wounds), for an exact Undo. */
  change: TrackChange;
  /** The conflict was added to the character's conflict this session (false: an actor without morality). */
  conflictApplied: boolean;
  /** Ids of the effects this card created (the penalty, staggered, immunity). */
  effects: string[];
  /** Data of earlier fear penalties a triumph cancelled, put back by Undo. */
  cancelled: Record<string, unknown>[];
  /** What each triumph used so far bought. */
  triumphUses: FearTriumphUse[];
  /** The boosts given to allies' next fear checks, taken back by Undo. */
  boosts: FearBoostGiven[];
}

const isWhole = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v) && v >= 0;
const isLevel = (v: unknown): v is FearLevelId => FEAR_LEVELS.some((l) => l.id === v);
const isModifier = (v: unknown): v is FearModifierId => FEAR_MODIFIERS.some((m) => m.id === v);

/** The GM's choice read defensively; null when the level is unknown. Unknown modifiers are dropped. */
export function readFearChoice(value: unknown): FearChoice | null {
  const c = value as Partial<FearChoice> | null | undefined;
  if (!c || typeof c !== "object" || !isLevel(c.level)) return null;
  const modifiers = Array.isArray(c.modifiers) ? [...new Set(c.modifiers.filter(isModifier))] : [];
  return { level: c.level, modifiers, prepared: c.prepared === true, moralityEffect: c.moralityEffect === true };
}

export function readFearFlag(value: unknown): FearFlag | null {
  const f = value as Partial<FearFlag> | null | undefined;
  const choice = readFearChoice(f);
  if (!f || !choice || typeof f.actorUuid !== "string" || f.actorUuid === "") return null;
  return { ...choice, actorUuid: f.actorUuid, tokenUuid: typeof f.tokenUuid === "string" ? f.tokenUuid : "" };
}

/** The check's difficulty dice, from the level and modifiers (never a number the flag claims). */
export function flagDifficulty(flag: FearChoice): number {
  return fearDifficulty(flag.level, flag.modifiers);
}

function readResult(value: unknown): FearResult | null {
  const r = value as Partial<FearResult> | null | undefined;
  if (!r || typeof r !== "object") return null;
  const counts = [r.setbackEachAction, r.difficultyEachAction, r.strain, r.allyBoosts, r.triumphs, r.conflict];
  if (!counts.every(isWhole)) return null;
  return {
    setbackEachAction: r.setbackEachAction!, difficultyEachAction: r.difficultyEachAction!, strain: r.strain!,
    staggered: r.staggered === true, allyBoosts: r.allyBoosts!, triumphs: r.triumphs!, conflict: r.conflict!,
  };
}

export function readFearRecord(value: unknown): FearRecord | null {
  const r = value as Partial<FearRecord> | null | undefined;
  if (!r || typeof r !== "object") return null;
  const result = readResult(r.result);
  const change = readChange(r.change);
  if (!result || !change) return null;
  const strings = (v: unknown) => (Array.isArray(v) ? v.filter((s): s is string => typeof s === "string") : []);
  return {
    result, change, conflictApplied: r.conflictApplied === true, effects: strings(r.effects),
    cancelled: Array.isArray(r.cancelled) ? r.cancelled.filter((c): c is Record<string, unknown> => !!c && typeof c === "object") : [],
    triumphUses: Array.isArray(r.triumphUses) ? r.triumphUses.filter((u): u is FearTriumphUse => (FEAR_TRIUMPH_USES as readonly string[]).includes(u)) : [],
    boosts: Array.isArray(r.boosts)
      ? r.boosts.filter((b): b is FearBoostGiven => !!b && typeof b.actorUuid === "string" && typeof b.key === "string")
      : [],
  };
}

export const fearPath = (messageId: string) => `flags.eote.${FEAR_LOG}.${messageId}`;

/** Ids the card gives the effects it creates, chosen before they exist so the record never misses one. */
export interface FearEffectIds {
  penalty: string | null;
  staggered: string | null;
}

/**
 * Applying a fear check's results: the strain (1 per threat; on the strain track, or as wounds for an
 * actor without one), the conflict of the morality option added to the character's conflict this session
 * (`conflictNow` null: an actor without morality, only noted), and the ids of the effects about to be
 * created, all in the record. Null when the card already applied.
 */
export function fearApplyUpdate(
  outcome: FearOutcome, flag: FearChoice,
  tracks: Tracks, paths: { wounds: string; strain: string | null }, messageId: string, existing: FearRecord | null,
  ids: FearEffectIds, caps: TrackCaps = NO_CAPS, conflictNow: number | null = null,
): { update: Record<string, unknown>; record: FearRecord } | null {
  if (existing) return null;
  const result = fearResult(outcome, flagDifficulty(flag), flag.moralityEffect);
  const update: Record<string, unknown> = {};
  const change: TrackChange = { wounds: 0, strain: 0 };
  if (result.strain > 0) {
    const onStrain = tracks.strain !== null && paths.strain !== null;
    const moved = moveTrack(onStrain ? tracks.strain! : tracks.wounds, result.strain, onStrain ? caps.strain : caps.wounds);
    if (onStrain) change.strain = moved.applied;
    else change.wounds = moved.applied;
    update[onStrain ? paths.strain! : paths.wounds] = moved.value;
  }
  const conflictApplied = result.conflict > 0 && conflictNow !== null;
  if (conflictApplied) update[CONFLICT_PATH] = conflictNow + result.conflict;
  const hasPenalty = result.setbackEachAction > 0 || result.difficultyEachAction > 0;
  const effects = [hasPenalty ? ids.penalty : null, result.staggered ? ids.staggered : null].filter((id): id is string => !!id);
  const record: FearRecord = { result, change, conflictApplied, effects, cancelled: [], triumphUses: [], boosts: [] };
  update[fearPath(messageId)] = record;
  return { update, record };
}

/** A triumph used: refused (null) when the check's triumphs are all used. */
export function withTriumphUse(record: FearRecord, use: FearTriumphUse, extra: { effect?: string; cancelled?: Record<string, unknown>[] }): FearRecord | null {
  if (!triumphLeft(record.result.triumphs, record.triumphUses.length)) return null;
  return {
    ...record,
    triumphUses: [...record.triumphUses, use],
    effects: extra.effect ? [...record.effects, extra.effect] : record.effects,
    cancelled: [...record.cancelled, ...(extra.cancelled ?? [])],
  };
}

/** An advantage given as a boost to an ally's next fear check: refused (null) when none is left. */
export function withBoost(record: FearRecord, boost: FearBoostGiven): FearRecord | null {
  if (!allyBoostLeft(record.result.allyBoosts, record.boosts.length)) return null;
  return { ...record, boosts: [...record.boosts, boost] };
}

/**
 * Undo: the strain taken off the tracks as they are now (other cards absorbing the clamp), the conflict
 * taken off the conflict now (not below 0), the record removed; the shell deletes `deleteEffects`, puts
 * back `restoreEffects` and takes the boosts back from the allies (this card's own keys only: isOwnBoostKey).
 */
export function fearUndo(
  tracks: Tracks, paths: { wounds: string; strain: string | null }, messageId: string, record: FearRecord,
  caps: TrackCaps = NO_CAPS, ledger: readonly LedgerEntry[] = [], conflictNow: number | null = null,
): { update: Record<string, unknown>; deleteEffects: string[]; restoreEffects: Record<string, unknown>[]; boosts: FearBoostGiven[] } {
  const update = undoPaths(paths, tracks, undoChange(tracks, record.change, caps, ledger));
  if (record.conflictApplied && conflictNow !== null) update[CONFLICT_PATH] = Math.max(0, conflictNow - record.result.conflict);
  update[`flags.eote.${FEAR_LOG}.-=${messageId}`] = null;
  const boosts = record.boosts.filter((b) => isOwnBoostKey(b.key, messageId, record.result.allyBoosts));
  return { update, deleteEffects: [...record.effects], restoreEffects: [...record.cancelled], boosts };
}

/**
 * Undo is exact or not at all: the first boost this card gave that still waits on an ally the user may not
 * change (the GM gave it, or the ally is another player's) refuses the whole Undo, before anything is
 * changed; its ally is named in the notice. Null: Undo may go on (a boost already used stays used).
 */
export function undoBarredBy<A>(boosts: readonly { ally: A | null; waiting: boolean; mayChange: boolean }[]): A | null {
  return boosts.find((b) => b.ally !== null && b.waiting && !b.mayChange)?.ally ?? null;
}

/** The key of the `index`-th boost the card `messageId` gives (flags.eote.fearBoosts.<key> on the ally). */
export function boostKey(messageId: string, index: number): string {
  return `${messageId}${index}`;
}

/**
 * Whether `key` names a boost the card `messageId` could have given: the card's id followed by the boost's
 * index, below the number its advantage gave (the key the card writes). The record listing boosts is on the
 * frightened character, which its owner can rewrite: its Undo takes back only this card's own keys, never
 * another card's boost on another character.
 */
export function isOwnBoostKey(key: string, messageId: string, allyBoosts: number): boolean {
  if (messageId === "" || !key.startsWith(messageId)) return false;
  const index = key.slice(messageId.length);
  return /^(0|[1-9]\d*)$/.test(index) && Number(index) < allyBoosts;
}

/**
 * The end of the encounter deletes every fear effect, the penalties a triumph cancelled included. An Undo
 * after it must not put those back: the state it restores is the one without this card, and that state has
 * no penalty either once the encounter is over. The update empties the `cancelled` list of each record
 * of the actor's fear log that has one.
 */
export function encounterEndUpdate(log: unknown): Record<string, unknown> {
  if (!log || typeof log !== "object") return {};
  const update: Record<string, unknown> = {};
  for (const [messageId, value] of Object.entries(log as Record<string, unknown>)) {
    const record = readFearRecord(value);
    if (record && record.cancelled.length > 0) update[`${fearPath(messageId)}.cancelled`] = [];
  }
  return update;
}

/** Boosts waiting on a character for its next fear check, read defensively. */
export function readFearBoosts(value: unknown): { key: string; from: string }[] {
  if (!value || typeof value !== "object") return [];
  return Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => !!v && typeof v === "object")
    .map(([key, v]) => ({ key, from: String((v as { from?: unknown }).from ?? "") }));
}

/** An ally the card may give a boost to, or gave one to. */
export interface FearAlly {
  uuid: string;
  name: string;
}

/**
 * A fear card as one render or click reads it (module/features/fear/card.ts readFearCard): the flag, the
 * roll's outcome, who posted it and why the card may not act (a lang key, or null: only a GM's fear card
 * acts), the character (null when gone: its token's name, whether the user may act for it) and this card's
 * record on it, the names of the allies that record says were boosted ("" for one gone), in its order, and
 * the allies the user may give a boost to now (empty when the user may not act for the character).
 */
export interface FearCardSnapshot {
  messageId: string;
  flag: FearFlag;
  outcome: FearOutcome;
  authorName: string;
  refusal: string | null;
  actor: { name: string; canAct: boolean } | null;
  record: FearRecord | null;
  boosted: string[];
  allies: FearAlly[];
}

/**
 * The card's template context from its snapshot. A refused card (or one whose character is gone) shows
 * only why, and Undo where its record is (Undo reads only the record: module/chat/section.ts mayUndo).
 * Otherwise the level, skill and difficulty, the results (as applied, else as the roll gives them), what
 * the triumphs and advantage bought, and the buttons for a user who may act for the character.
 */
export function fearCardView(s: FearCardSnapshot) {
  const { flag, record } = s;
  const base = { messageId: s.messageId, authorName: s.authorName, refusal: s.refusal, canUndo: record !== null && s.actor?.canAct === true };
  if (s.refusal || !s.actor) return base;
  const result = record?.result ?? fearResult(s.outcome, flagDifficulty(flag), flag.moralityEffect);
  const canAct = s.actor.canAct;
  const triumphsLeft = record ? result.triumphs - record.triumphUses.length : 0;
  const boostsLeft = record ? result.allyBoosts - record.boosts.length : 0;
  return {
    ...base,
    name: s.actor.name,
    levelKey: `EOTE.Fear.Level.${flag.level}`,
    modifierKeys: flag.modifiers.map((m) => `EOTE.Fear.Modifier.${m}`),
    skillKey: `EOTE.Skill.${fearSkill(flag.prepared)}`,
    difficulty: flagDifficulty(flag),
    moralityEffect: flag.moralityEffect,
    result, record,
    applied: record !== null,
    conflictNoted: !!record && record.result.conflict > 0 && !record.conflictApplied,
    uses: (record?.triumphUses ?? []).map((u) => `EOTE.Fear.Card.Used.${u}`),
    boosted: s.boosted,
    canApply: canAct && !record,
    triumphsLeft: canAct ? triumphsLeft : 0,
    allies: canAct && boostsLeft > 0 ? s.allies : [],
    boostsLeft,
  };
}

// An undo on this actor weighs these records too (module/chat/ledger.ts).
registerLedgerReader(FEAR_LOG, readFearRecord);
