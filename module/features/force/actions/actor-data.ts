/** What an actor's data says of the Force and its conflict (read at render and on the card, so kept small). */

/** The character's conflict this session, or null for an actor without morality. */
export function conflictOf(actor: Actor.Implementation): number | null {
  const conflict = (actor.system as unknown as { morality?: { conflict?: unknown } }).morality?.conflict;
  return typeof conflict === "number" && Number.isInteger(conflict) && conflict >= 0 ? conflict : null;
}

/** The stored Force numbers of an actor (0 for actors without them). */
export function forceOf(actor: Actor.Implementation): { rating: number; committed: number } {
  const s = actor.system as unknown as { forceRating?: unknown; forceCommitted?: unknown };
  const n = (v: unknown) => (typeof v === "number" && Number.isInteger(v) && v >= 0 ? v : 0);
  return { rating: n(s.forceRating), committed: n(s.forceCommitted) };
}

/**
 * Whether the actor is a dark side user: a character's morality standing (module/rules/force/morality.ts,
 * derived by its data model); an actor without morality (adversaries) may be marked with
 * `system.darkSideUser` or flags.eote.darkSideUser; else false.
 */
export function isDarkSideUser(actor: Actor.Implementation): boolean {
  const system = actor.system as unknown as { darkSideUser?: unknown; derived?: { morality?: { standing?: unknown } } };
  const standing = system.derived?.morality?.standing;
  if (typeof standing === "string") return standing === "darkSide";
  if (typeof system.darkSideUser === "boolean") return system.darkSideUser;
  return (actor.flags as { eote?: { darkSideUser?: unknown } } | undefined)?.eote?.darkSideUser === true;
}
