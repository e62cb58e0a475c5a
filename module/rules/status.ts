/**
 * Ongoing combat states (seed 002 ONGOING EFFECTS and STAND / DROP PRONE) and what they do to dice pools.
 * Staggered and immobilized change no dice: they forbid actions or maneuvers, exposed as data the
 * shell shows. Durations from several effects stack (seed 002), which the shell tracks per effect.
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

/** What expiry needs of an effect: its id, our mark, and its stored duration. */
export interface EffectClock {
  id: string;
  expires: boolean;
  duration: { combat?: string | null; startRound?: number | null; startTurn?: number | null; rounds?: number | null };
}

/**
 * Pure: the ids of effects the cards set whose rounds have run out in this combat. An effect of
 * N rounds ends when the same initiative slot comes round N rounds later (seed 002 ONGOING EFFECTS:
 * durations are in rounds). Core v13 shows a duration but never deletes an expired effect.
 */
export function expiredEffectIds(effects: readonly EffectClock[], clock: { id: string; round: number; turn: number }): string[] {
  return effects.filter(({ expires, duration: d }) => {
    if (!expires || d.combat !== clock.id || !d.rounds) return false;
    const start = (d.startRound ?? 0) + d.rounds;
    return clock.round > start || (clock.round === start && clock.turn >= (d.startTurn ?? 0));
  }).map((e) => e.id);
}
