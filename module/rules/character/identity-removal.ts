/**
 * Removing a species, career or specialisation from a character, reversing exactly what that item granted
 * and nothing else. The seeds are silent on character creation; this follows the published Edge of the
 * Empire core rules (Character Creation; Experience and Development) and the house decisions below.
 *
 * What each item grants, and how removal takes it back:
 * - Every one: career skills, thresholds (species base + characteristic) and its own effects are derived
 *   from the owned item each preparation, so they leave with it.
 * - Species: its free skill ranks at creation (ledger skill entries costing 0 with source "species" or
 *   "speciesChoice", ./free-ranks.ts); on a fresh character in creation, its start (characteristics, XP,
 *   starting talents, the Droid flag) recorded as a SpeciesStart. Removal takes the XP it added back off
 *   total and available, returns each characteristic still at the species' value to what it was before,
 *   takes each free rank back (rank and ledger entry, marked refunded), and each starting talent the start
 *   gave (deleted when the start created it, else its rank back), and the Droid flag back. Anything changed
 *   by hand since is left as it is now (the species' value is no longer in it); a characteristic raised by a
 *   purchase, a skill bought further, or a talent bought further blocks.
 * - Career: its free career-skill ranks at creation (skill entries costing 0 with source "career").
 *   Purchases priced as its career skills stay as bought (the ledger records what they cost).
 * - Specialisation: a further one was bought (a `specialisation` ledger entry naming the item); removal
 *   refunds it through the ledger, marked refunded, exactly as its Undo would. The first comes free.
 *
 * Conflicts: removal is refused, with the list of what must be undone first, while the ledger holds
 * unrefunded purchases that depend on the item: its free ranks, the talents bought in a specialisation's
 * tree (published rule: XP spent on talents stays spent unless the GM refunds it, so nothing is refunded
 * behind the table's back), and, for a species whose starting XP is no longer all there to take back, the
 * purchases that spent it. Outside character creation, only the GM refunds a bought specialisation's XP.
 * Pure: the shell reads the documents, calls identityRemoval once, and writes the plan.
 */
import { EoteError } from "../../dice/errors.ts";
import { CHARACTERISTICS, type CharacteristicId } from "./characteristics.ts";
import type { LedgerEntry } from "./identity-types.ts";
import { CREATION_CHARACTERISTIC_MAX, CREATION_SKILL_MAX, specialisationCost } from "./advancement.ts";
import type { SkillId } from "../checks/skills.ts";

export type IdentityKind = "species" | "career" | "specialisation";

/**
 * What a species' start wrote on a fresh character in creation (module/features/advancement/actions/drop.ts
 * records it on the owned species item): each characteristic before and as set, and the XP added to the
 * total and to what is available.
 */
export interface SpeciesStart {
  before: Record<CharacteristicId, number>;
  set: Record<CharacteristicId, number>;
  addedTotal: number;
  addedAvailable: number;
  /** The starting talents it gave: the talent item, its key, whether the start created it, its rank before and after. */
  talents: StartTalent[];
  /** The Droid flag before the start, when the start set it; null when it did not change it. */
  droidBefore: boolean | null;
}

export interface StartTalent {
  item: string;
  key: string;
  created: boolean;
  from: number;
  to: number;
}

/** The most starting talents a record may hold (a published species gives one at most). */
export const MAX_START_TALENTS = 8;
/** The longest item id or talent key a record may hold. */
const MAX_ID_CHARS = 64;

/** The largest XP a start may record: a species' starting XP is a few hundred at most. */
const MAX_START_XP = 1000;
/** Characteristics a record may hold (the published maximum is 6; a house rule may go a little past). */
const MAX_RECORDED_RATING = 10;

const isRating = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v) && v >= 0 && v <= MAX_RECORDED_RATING;
const isXp = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v) && v >= -MAX_START_XP && v <= MAX_START_XP;

function ratings(raw: unknown): Record<CharacteristicId, number> | null {
  const r = raw as Partial<Record<CharacteristicId, unknown>> | null;
  if (!r || typeof r !== "object") return null;
  const out = {} as Record<CharacteristicId, number>;
  for (const id of CHARACTERISTICS) {
    const v = r[id];
    if (!isRating(v)) return null;
    out[id] = v;
  }
  return out;
}

const isShortText = (v: unknown): v is string => typeof v === "string" && v.length <= MAX_ID_CHARS;

function startTalents(raw: unknown): StartTalent[] | null {
  if (raw === undefined) return []; // a record from before starting talents
  if (!Array.isArray(raw) || raw.length > MAX_START_TALENTS) return null;
  const out: StartTalent[] = [];
  for (const t of raw as Partial<Record<keyof StartTalent, unknown>>[]) {
    if (!t || typeof t !== "object" || !isShortText(t.item) || !isShortText(t.key) || typeof t.created !== "boolean") return null;
    if (!isRating(t.from) || !isRating(t.to)) return null;
    out.push({ item: t.item, key: t.key, created: t.created, from: t.from, to: t.to });
  }
  return out;
}

/**
 * A stored start record, or null. It sits in flags on the player's own item, so it is read as untrusted:
 * any value out of shape or bounds makes it no record (removal then takes back no characteristic or XP).
 */
export function speciesStartOf(raw: unknown): SpeciesStart | null {
  const r = raw as Partial<Record<keyof SpeciesStart, unknown>> | null;
  if (!r || typeof r !== "object") return null;
  const before = ratings(r.before);
  const set = ratings(r.set);
  const talents = startTalents(r.talents);
  const droidBefore = r.droidBefore === undefined ? null : r.droidBefore;
  if (!before || !set || !talents || !isXp(r.addedTotal) || !isXp(r.addedAvailable)) return null;
  if (droidBefore !== null && typeof droidBefore !== "boolean") return null;
  return { before, set, addedTotal: r.addedTotal, addedAvailable: r.addedAvailable, talents, droidBefore };
}

/**
 * The start record as a removal may act on it. It sits in flags on the player's own species item, while the
 * removal may be the GM's click, so it is held to what a start can have been (the shell records one only on a fresh
 * character in creation): the start only ever added XP (a fresh character has none), so taking it
 * back never gives XP, nor takes back more than it added to the total; and a characteristic goes back at
 * most to the creation maximum (published rule: none above 5 during character creation).
 */
export function trustedSpeciesStart(start: SpeciesStart | null): SpeciesStart | null {
  if (!start) return null;
  const addedTotal = Math.max(0, start.addedTotal);
  const before = Object.fromEntries(CHARACTERISTICS.map((id) => [id, Math.min(start.before[id], CREATION_CHARACTERISTIC_MAX)]));
  // A starting talent is one rank (published species give rank 1): a record never takes back more.
  const talents = start.talents.filter((t) => t.to === t.from + 1);
  return {
    before: before as SpeciesStart["before"], set: start.set, addedTotal, addedAvailable: Math.min(addedTotal, Math.max(0, start.addedAvailable)),
    talents, droidBefore: start.droidBefore,
  };
}

/** The record of a start: the characteristics and XP before it, and what the species set. */
export function recordSpeciesStart(
  before: { characteristics: Record<CharacteristicId, number>; total: number; available: number; droid?: boolean },
  species: { characteristics: Record<CharacteristicId, number>; startingXp: number; droid?: boolean },
  talents: StartTalent[] = [],
): SpeciesStart {
  const setsDroid = species.droid === true && before.droid !== true;
  return {
    before: { ...before.characteristics }, set: { ...species.characteristics },
    addedTotal: species.startingXp - before.total, addedAvailable: species.startingXp - before.available,
    talents: talents.map((t) => ({ ...t })), droidBefore: setsDroid ? before.droid === true : null,
  };
}

/** The character as removal reads it: stored characteristics and XP, and its ledger. */
export interface RemovalState {
  characteristics: Record<CharacteristicId, number>;
  xp: { total: number; available: number };
  ledger: readonly LedgerEntry[];
  creation: boolean;
  /** The user removing is a GM. */
  gm: boolean;
  /** Stored skill ranks (a species' free ranks come back off them). */
  skills?: Partial<Record<SkillId, number>>;
  /** Owned talents: item id, key and rank (a species' starting talents go). */
  talents?: readonly { id: string; key: string; rank: number }[];
  /** The Droid flag now. */
  droid?: boolean;
}

export interface RemovalTarget {
  kind: IdentityKind;
  /** The owned item's id. */
  itemId: string;
  /** A species' start record (speciesStartOf), or null. */
  start: SpeciesStart | null;
}

/** What removal writes besides deleting the item: characteristics, XP, and ledger entries marked refunded. */
export interface RemovalPlan {
  ok: true;
  characteristics: Partial<Record<CharacteristicId, number>>;
  xp: { total: number; available: number };
  refund: number[];
  /** Skill ranks to set (a species' free ranks taken back). */
  skills?: Partial<Record<SkillId, number>>;
  /** Talent items to delete, and talent ranks to set (a species' starting talents). */
  deleteTalents?: string[];
  talentRanks?: Record<string, number>;
  /** The Droid flag to set back; absent: unchanged. */
  droid?: boolean;
}

/** Refused: the ledger entries (by index) to undo first, or none with an error that says why. */
export type RemovalRefusal = { ok: false; blockers: number[]; error: EoteError };

const unrefunded = (ledger: readonly LedgerEntry[], match: (e: LedgerEntry) => boolean): number[] =>
  ledger.flatMap((e, i) => (!e.refunded && match(e) ? [i] : []));

/** Free skill ranks the species' or career's offer paid for (advancement.ts freeRankSource). */
const freeRanksFrom = (source: "species" | "speciesChoice" | "career" | "specialisation") => (e: LedgerEntry) => e.kind === "skill" && e.cost === 0 && e.source === source;

/** Entries that spent XP (a GM's grant spent none). */
const spentXp = (e: LedgerEntry) => e.kind !== "grant" && e.cost > 0;

function blocked(blockers: number[]): RemovalRefusal {
  return {
    ok: false, blockers,
    error: new EoteError("EOTE.IdentityItem.Error.Blocked", "Undo the purchases that depend on it first."),
  };
}

/** A species' free ranks (source "species" or "speciesChoice"), taken back latest first; a rank bought further blocks. */
function speciesRanksBack(state: RemovalState, plan: RemovalPlan, blockers: Set<number>): void {
  const ranks: Partial<Record<SkillId, number>> = { ...state.skills };
  const given = unrefunded(state.ledger, (e) => freeRanksFrom("species")(e) || freeRanksFrom("speciesChoice")(e));
  for (const i of given.reverse()) {
    const e = state.ledger[i]!;
    const skill = e.target as SkillId;
    // A free rank is one rank, below the creation maximum: a record out of that shape is only marked refunded.
    const shaped = Number.isInteger(e.from) && e.from >= 0 && e.to === e.from + 1 && e.to <= CREATION_SKILL_MAX;
    if (shaped && ranks[skill] === e.to) {
      ranks[skill] = e.from;
      (plan.skills ??= {})[skill] = e.from;
    } else if (shaped) {
      const later = unrefunded(state.ledger, (o) => o.kind === "skill" && o.target === e.target).filter((j) => j > i && !given.includes(j));
      for (const j of later) blockers.add(j);
    }
    plan.refund.push(i);
  }
  plan.refund.sort((a, b) => a - b);
}

/** The starting talents the start gave: deleted when it created them, else their rank back; a rank bought since blocks. */
function speciesTalentsBack(state: RemovalState, start: SpeciesStart, plan: RemovalPlan, blockers: Set<number>): void {
  for (const t of start.talents) {
    const owned = state.talents?.find((o) => o.id === t.item && o.key === t.key);
    if (!owned) continue;
    // A talent the ledger bought (a tree's cell) is the ledger's to take back, whatever the record claims.
    const bought = unrefunded(state.ledger, (e) => e.kind === "talent" && e.item === t.item);
    if (bought.length) {
      for (const j of bought) blockers.add(j);
    } else if (owned.rank === t.to) {
      if (t.created) (plan.deleteTalents ??= []).push(t.item);
      else (plan.talentRanks ??= {})[t.item] = t.from;
    }
  }
}

function speciesPlan(state: RemovalState, start: SpeciesStart | null): RemovalPlan | RemovalRefusal {
  const blockers = new Set<number>();
  const plan: RemovalPlan = { ok: true, characteristics: {}, xp: { ...state.xp }, refund: [] };
  speciesRanksBack(state, plan, blockers);
  if (start) {
    speciesTalentsBack(state, start, plan, blockers);
    if (start.droidBefore !== null && state.droid === true) plan.droid = start.droidBefore;
    for (const i of unrefunded(state.ledger, (e) => e.kind === "characteristic")) blockers.add(i);
    const short = state.xp.available < start.addedAvailable || state.xp.total < start.addedTotal;
    if (short) {
      const spent = unrefunded(state.ledger, spentXp);
      if (!spent.length && !blockers.size) {
        return {
          ok: false, blockers: [],
          error: new EoteError("EOTE.IdentityItem.Error.StartXpGone", "The species' starting XP is no longer there to take back."),
        };
      }
      for (const i of spent) blockers.add(i);
    }
    plan.xp = { total: state.xp.total - start.addedTotal, available: state.xp.available - start.addedAvailable };
    for (const id of CHARACTERISTICS) if (state.characteristics[id] === start.set[id]) plan.characteristics[id] = start.before[id];
  }
  return blockers.size ? blocked([...blockers].sort((a, b) => a - b)) : plan;
}

function specialisationPlan(state: RemovalState, itemId: string): RemovalPlan | RemovalRefusal {
  // Its talents bought from its tree, and the free ranks it gave as the first specialisation (./free-ranks.ts).
  const talents = unrefunded(state.ledger, (e) => (e.kind === "talent" && e.source === itemId) || (freeRanksFrom("specialisation")(e) && e.item === itemId));
  if (talents.length) return blocked(talents);
  const bought = unrefunded(state.ledger, (e) => e.kind === "specialisation" && e.item === itemId);
  // The ledger is the player's to write, while the refund may be the GM's click: each entry refunds at most
  // what buying that specialisation could have cost (specialisationCost, out of career, at the count it
  // reached), and all of them together at most the XP spent.
  const most = (e: LedgerEntry): number => Math.min(Math.max(0, e.cost), specialisationCost(Math.max(0, e.to - 1), false));
  const cost = Math.min(bought.reduce((n, i) => n + most(state.ledger[i]!), 0), Math.max(0, state.xp.total - state.xp.available));
  if (bought.some((i) => state.ledger[i]!.cost > 0) && !state.creation && !state.gm) {
    return {
      ok: false, blockers: [],
      error: new EoteError("EOTE.IdentityItem.Error.RefundGmOnly", "Outside character creation, only the GM refunds a specialisation's XP."),
    };
  }
  return { ok: true, characteristics: {}, xp: { total: state.xp.total, available: state.xp.available + cost }, refund: bought };
}

/** Whether and how the item can be removed: the writes that reverse its grants, or what must be undone first. */
export function identityRemoval(target: RemovalTarget, state: RemovalState): RemovalPlan | RemovalRefusal {
  switch (target.kind) {
    case "species":
      return speciesPlan(state, target.start);
    case "career": {
      const blockers = unrefunded(state.ledger, freeRanksFrom("career"));
      return blockers.length ? blocked(blockers) : { ok: true, characteristics: {}, xp: { ...state.xp }, refund: [] };
    }
    case "specialisation":
      return specialisationPlan(state, target.itemId);
  }
}
