/**
 * Exact undo for the chat cards (pure). A card keeps on the actor the CHANGE it made to each damage
 * track (wounds / hull trauma, strain / system strain): the values after minus the values before, after
 * the rules clamped them. Undo applies the inverse to the track as it is now, so whatever happened
 * since (other cards, heals, sheet edits) stays, in any order.
 *
 * Clamping makes plain inverses order-dependent: a hit of 8 on 0 wounds, a heal of 3 (5 left), then
 * undoing the hit gives 5 - 8 → 0, and undoing the heal after it would add 3 wounds from nothing. The
 * heal only healed because the hit was there. So what an undo cannot take off (here 3) is taken from
 * the other cards' changes that moved the track the other way (the heal's -3 becomes 0), written in
 * the same update. The invariant kept: the track = its untracked part (sheet edits, older cards) + the
 * sum of the live cards' changes; undoing every card leaves the untracked part, whatever the order.
 * What no live card can absorb stays clamped (the untracked part moved, e.g. the GM lowered the track).
 */
import type { ActorType } from "../rules/types.ts";

export interface TrackChange {
  wounds: number;
  /** Strain (vehicles: system strain); 0 for actors without the track. */
  strain: number;
}

export interface Tracks {
  wounds: number;
  /** null for actors without strain (rivals, minions). */
  strain: number | null;
}

/** The highest value each track may hold (module/rules/combat/damage.ts woundCap); null: no upper bound. */
export interface TrackCaps {
  wounds: number | null;
  strain: number | null;
}

/** Another live card's change on the same actor, at its record's flag path. */
export interface LedgerEntry {
  path: string;
  change: TrackChange;
}

export const NO_CHANGE: TrackChange = Object.freeze({ wounds: 0, strain: 0 });
export const NO_CAPS: TrackCaps = Object.freeze({ wounds: null, strain: null });

export function changeBetween(before: Tracks, after: Tracks): TrackChange {
  return { wounds: after.wounds - before.wounds, strain: (after.strain ?? 0) - (before.strain ?? 0) };
}

export function addChanges(a: TrackChange, b: TrackChange): TrackChange {
  return { wounds: a.wounds + b.wounds, strain: a.strain + b.strain };
}

export function clampTrack(value: number, cap: number | null): number {
  return Math.max(0, cap === null ? value : Math.min(cap, value));
}

/** `value` moved by `delta` within [0, cap], and the change that actually took place. */
export function moveTrack(value: number, delta: number, cap: number | null): { value: number; applied: number } {
  const next = clampTrack(value + delta, cap);
  return { value: next, applied: next - value };
}

const isWhole = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v);

/** A stored change read defensively: null unless both tracks are whole numbers. */
export function readChange(value: unknown): TrackChange | null {
  const c = value as Partial<TrackChange> | null | undefined;
  return c && typeof c === "object" && isWhole(c.wounds) && isWhole(c.strain) ? { wounds: c.wounds, strain: c.strain } : null;
}

type TrackKey = keyof TrackChange;

/**
 * Undoing `change` from `current`: the tracks after (clamped to [0, cap]), and the other entries whose
 * change absorbed what the clamp left over (only those adjusted, with their new change). Entries absorb
 * in the order given, each at most down to 0.
 */
export function undoChange(current: Tracks, change: TrackChange, caps: TrackCaps, others: readonly LedgerEntry[]):
  { tracks: Tracks; adjusted: LedgerEntry[] } {
  const working = others.map((o) => ({ path: o.path, change: { ...o.change } }));
  const touched = new Set<number>();
  const undoOne = (key: TrackKey, value: number): number => {
    const wanted = value - change[key];
    const next = clampTrack(wanted, caps[key]);
    // < 0: more was taken off than is there, so cards that lowered the track overcounted; > 0 the reverse.
    let left = wanted - next;
    working.forEach((entry, i) => {
      const own = entry.change[key];
      if (left === 0 || own === 0 || Math.sign(own) !== Math.sign(left)) return;
      const take = Math.sign(left) * Math.min(Math.abs(left), Math.abs(own));
      entry.change[key] = own - take;
      left -= take;
      touched.add(i);
    });
    return next;
  };
  const wounds = undoOne("wounds", current.wounds);
  const strain = current.strain === null ? null : undoOne("strain", current.strain);
  return { tracks: { wounds, strain }, adjusted: [...touched].sort((a, b) => a - b).map((i) => working[i]!) };
}

/** Stored paths of the two damage tracks of each actor type. */
export function trackPaths(type: ActorType): { wounds: string; strain: string | null } {
  if (type === "vehicle") return { wounds: "system.hullTrauma.value", strain: "system.systemStrain.value" };
  if (type === "character" || type === "nemesis") return { wounds: "system.wounds.value", strain: "system.strain.value" };
  return { wounds: "system.wounds.value", strain: null };
}

/** The update paths for an undo: the tracks that changed and the absorbed entries' new changes. */
export function undoPaths(
  paths: { wounds: string; strain: string | null }, current: Tracks, result: { tracks: Tracks; adjusted: LedgerEntry[] },
): Record<string, unknown> {
  const update: Record<string, unknown> = {};
  if (result.tracks.wounds !== current.wounds) update[paths.wounds] = result.tracks.wounds;
  if (paths.strain && result.tracks.strain !== null && result.tracks.strain !== current.strain) update[paths.strain] = result.tracks.strain;
  for (const entry of result.adjusted) update[`${entry.path}.change`] = entry.change;
  return update;
}

/** What undo needs of the target now: its tracks, their caps, and the other live cards' changes on it. */
export interface UndoContext {
  tracks: Tracks;
  caps: TrackCaps;
  ledger: readonly LedgerEntry[];
}

/** A critical injury or hit a card removed (Medicine, critical treatment), kept whole so undo recreates it. */
export interface TreatedCritical {
  itemId: string;
  name: string;
  severity: number;
  /** The item's data, recreated by undo. */
  data: Record<string, unknown>;
}
