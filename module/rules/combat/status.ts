/**
 * Ongoing combat states (seed 002 ONGOING EFFECTS and STAND / DROP PRONE) and what they do to dice pools.
 * Staggered and immobilized change no dice: they forbid actions or maneuvers, exposed as data the
 * shell shows. Durations from several effects of one status stack (seed 002): see expiredEffectIds.
 */
export type StatusId = "disoriented" | "immobilized" | "staggered" | "prone";
export const STATUS_IDS: readonly StatusId[] = ["disoriented", "immobilized", "staggered", "prone"];

export type Restriction = "noActions" | "noManeuvers";

export interface StatusDefinition {
  id: StatusId;
  /** i18n keys: EOTE.Combat.Status.<id> (label) and EOTE.Combat.Status.<id>Hint (what it does). */
  label: string;
  hint: string;
  restrictions: readonly Restriction[];
}

const define = (id: StatusId, restrictions: readonly Restriction[]): StatusDefinition =>
  ({ id, label: `EOTE.Combat.Status.${id}`, hint: `EOTE.Combat.Status.${id}Hint`, restrictions });

export const STATUSES: readonly StatusDefinition[] = [
  define("disoriented", []),
  define("immobilized", ["noManeuvers"]),
  define("staggered", ["noActions"]),
  define("prone", []),
];

export function isStatusId(value: unknown): value is StatusId {
  return typeof value === "string" && (STATUS_IDS as readonly string[]).includes(value);
}

/** What the actor may not do this turn, from the statuses it has. */
export function restrictionsOf(statuses: Iterable<StatusId>): Restriction[] {
  const found = new Set<Restriction>();
  for (const id of statuses) {
    for (const r of STATUSES.find((s) => s.id === id)?.restrictions ?? []) found.add(r);
  }
  return [...found];
}

/** One die a status adds to a check, so the dice dialog can say which status put it there. */
export interface StatusModifier {
  status: StatusId;
  die: "boost" | "setback";
  count: number;
}

/** Which kind of check the status is asked about. */
export interface CheckContext {
  /** The check is an attack, and of which kind; absent for any other check. */
  attack?: "melee" | "ranged";
}

/**
 * Dice a character's own statuses add to a check it makes.
 * Disoriented: +1 setback to every check (seed 002 ONGOING EFFECTS).
 * Prone: +1 setback to melee attacks it makes (seed 002 STAND / DROP PRONE, "when making melee attacks";
 * the seed's glyph is ambiguous between boost and setback, and a fighter on the ground is hindered).
 */
export function ownStatusModifiers(statuses: ReadonlySet<StatusId>, check: CheckContext = {}): StatusModifier[] {
  const out: StatusModifier[] = [];
  if (statuses.has("disoriented")) out.push({ status: "disoriented", die: "setback", count: 1 });
  if (statuses.has("prone") && check.attack === "melee") out.push({ status: "prone", die: "setback", count: 1 });
  return out;
}

/**
 * Dice a target's statuses add to an attack against it. Prone: melee attackers gain +1 boost,
 * ranged attackers +1 setback (seed 002 STAND / DROP PRONE; published Drop Prone maneuver).
 */
export function targetStatusModifiers(statuses: ReadonlySet<StatusId>, attack: "melee" | "ranged"): StatusModifier[] {
  if (!statuses.has("prone")) return [];
  return [{ status: "prone", die: attack === "melee" ? "boost" : "setback", count: 1 }];
}

/** What expiry needs of an effect: its id, our mark, the status it carries and its stored duration. */
export interface EffectClock {
  id: string;
  expires: boolean;
  /** The status the effect gives (Foundry status id); effects of one status stack their durations. */
  status?: string | null;
  duration: { combat?: string | null; startRound?: number | null; startTurn?: number | null; rounds?: number | null };
}

/** A slot in a combat: initiative turn `turn` of round `round`. */
interface Slot { round: number; turn: number }

const before = (a: Slot, b: Slot): boolean => a.round < b.round || (a.round === b.round && a.turn < b.turn);

/**
 * Pure: the ids of effects the cards set whose rounds have run out in this combat. An effect of
 * N rounds ends when the same initiative slot comes round N rounds later (seed 002 ONGOING EFFECTS:
 * durations are in rounds). Core v13 shows a duration but never deletes an expired effect.
 *
 * Durations from several effects stack (seed 002 ONGOING EFFECTS): an effect of a status applied while
 * another of the same status still runs starts when that one ends, so two Disorient 3 from the same slot
 * last 6 rounds. Each effect keeps its own start and rounds (what its card applied), and the chain is
 * worked out here each time; the effects of one chain end together at its end. Undoing one card
 * deletes only its effect, and the others then run as if it had never been applied: each card's share
 * of the duration goes with its card, in any order.
 */
export function expiredEffectIds(effects: readonly EffectClock[], clock: { id: string; round: number; turn: number }): string[] {
  const timed = effects.filter(({ expires, duration: d }) => expires && d.combat === clock.id && !!d.rounds);
  const chains = new Map<string, EffectClock[]>();
  timed.forEach((e, i) => {
    // An effect without a status stacks with nothing: its own chain.
    const key = e.status ? `status:${e.status}` : `alone:${i}`;
    chains.set(key, [...chains.get(key) ?? [], e]);
  });
  const now: Slot = { round: clock.round, turn: clock.turn };
  const expired = new Set<string>();
  for (const chain of chains.values()) {
    const ordered = chain
      .map((e) => ({ e, start: { round: e.duration.startRound ?? 0, turn: e.duration.startTurn ?? 0 } }))
      .sort((a, b) => (before(a.start, b.start) ? -1 : before(b.start, a.start) ? 1 : 0));
    let group: string[] = [];
    let end: Slot | null = null;
    const close = () => { if (end && !before(now, end)) group.forEach((id) => expired.add(id)); };
    for (const { e, start } of ordered) {
      // Applied while the chain still ran: it begins where the chain ends; otherwise a new chain begins.
      let from = start;
      if (end && before(start, end)) from = end;
      else {
        close();
        group = [];
      }
      end = { round: from.round + (e.duration.rounds ?? 0), turn: from.turn };
      group.push(e.id);
    }
    close();
  }
  return timed.filter((e) => expired.has(e.id)).map((e) => e.id);
}
