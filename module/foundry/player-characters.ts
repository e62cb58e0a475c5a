/** The world's player characters, as the GM's tools (morality, obligation, fear) list them. */
type AnyActor = Actor.Implementation;

/** Player characters: characters some non-GM user owns (core's Actor#hasPlayerOwner). */
export function playerCharacters(): AnyActor[] {
  const players = (game.users?.contents ?? []).filter((u) => !u.isGM);
  const actors = (game.actors?.contents ?? []) as AnyActor[];
  return actors.filter((a) => a.type === "character" && players.some((u) => a.testUserPermission(u as never, "OWNER")));
}
