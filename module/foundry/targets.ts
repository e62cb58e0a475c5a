/**
 * The user's targeted tokens, read by the attack button and by healerFor (a sheet's Medicine check picks
 * the targeted patient). Kept apart from attack.ts so healerFor, which answers synchronously, does not load
 * the attack code.
 */
import { tokenUuidOf } from "../chat/token-name.ts";

type TargetedToken = { actor?: Actor.Implementation | null; document?: { uuid?: string } };

/** The user's targeted tokens that have an actor, each with the uuid of the token it was picked through. */
export function targetedTokens(): { actor: Actor.Implementation; tokenUuid: string }[] {
  const tokens = [...(game.user?.targets ?? [])] as TargetedToken[];
  return tokens.flatMap((t) => (t.actor ? [{ actor: t.actor, tokenUuid: tokenUuidOf(t) }] : []));
}

/** The actors of the user's targeted tokens (unlinked tokens give their own synthetic actor). */
export function targetedActors(): Actor.Implementation[] {
  return targetedTokens().map((t) => t.actor);
}
