/**
 * The name cards print for an actor, and the speaker of the messages about it: its token's, not the
 * actor's. A GM who renames a token ("Hooded Figure") keeps the actor's real name off the chat. An
 * unlinked token's synthetic actor knows its token (`actor.token`); a linked actor's token is the one
 * that was targeted or rolled for (its uuid kept with the card's flag), else the one the user controls, else its first
 * token on the viewed scene. An actor with no token keeps its own name.
 */
type AnyUuid = Parameters<typeof foundry.utils.fromUuidSync>[0];
type TokenLike = { name?: string | null; actor?: Actor.Implementation | null; document?: TokenLike; uuid?: string };

/** The token documents the user controls on the canvas, if a scene is shown. */
function controlledTokens(): TokenLike[] {
  const layer = (globalThis as { canvas?: { tokens?: { controlled?: readonly TokenLike[] } | null } | null }).canvas?.tokens;
  return (layer?.controlled ?? []).map((token) => token.document ?? token);
}

/** The token document that stands for `actor` on the table, or null. */
export function tokenOf(actor: Actor.Implementation): TokenLike | null {
  const own = (actor as { token?: TokenLike | null }).token;
  if (own) return own;
  const controlled = controlledTokens().find((token) => token.actor === actor || (!!token.actor && token.actor.uuid === actor.uuid));
  if (controlled) return controlled;
  const active = (actor as { getActiveTokens?: (linked?: boolean, document?: boolean) => TokenLike[] }).getActiveTokens?.(true, true) ?? [];
  return active[0] ?? null;
}

/**
 * A token document of `actor` from a stored uuid (the targeted token of a card), or null. The uuid is the
 * card author's data: a token standing for another actor is ignored, so a card names its actor as its own
 * token, never as some other token.
 */
function tokenFromUuid(uuid: string | null | undefined, actor: Actor.Implementation): TokenLike | null {
  if (!uuid) return null;
  const doc = foundry.utils.fromUuidSync(uuid as AnyUuid) as unknown as (TokenLike & { documentName?: string }) | null;
  if (!doc || doc.documentName !== "Token") return null;
  return doc.actor === actor || (!!doc.actor && doc.actor.uuid === actor.uuid) ? doc : null;
}

/** The name to print for `actor`: the targeted token's (`tokenUuid`), else its token's, else its own. */
export function tokenName(actor: Actor.Implementation, tokenUuid?: string | null): string {
  return tokenFromUuid(tokenUuid, actor)?.name || tokenOf(actor)?.name || actor.name || "";
}

/** The uuid of the token a targeted token's actor was picked through ("" when there is none). */
export function tokenUuidOf(token: TokenLike | null | undefined): string {
  return token?.document?.uuid ?? token?.uuid ?? "";
}

/** `{ [key]: uuid }` of `actor`'s token (tokenOf) for a card's flag, or nothing when it has none. */
export function tokenUuidField<K extends string>(key: K, actor: Actor.Implementation): { [P in K]?: string } {
  const uuid = tokenUuidOf(tokenOf(actor));
  return (uuid ? { [key]: uuid } : {}) as { [P in K]?: string };
}

/** The chat speaker for `actor`, as its token (Foundry then shows the token's name). */
export function speakerFor(actor: Actor.Implementation | null | undefined, tokenUuid?: string | null): ChatMessage.SpeakerData {
  if (!actor) return ChatMessage.getSpeaker();
  const token = tokenFromUuid(tokenUuid, actor) ?? tokenOf(actor);
  return ChatMessage.getSpeaker((token ? { actor, token } : { actor }) as never);
}
