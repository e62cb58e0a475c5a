/**
 * Reading documents as the plain views module/foundry/inputs.ts and the rules take, and the small
 * Foundry look-ups the combat shell shares (permission, uuids). No rule is decided here.
 */
import type { OwnedItem } from "../rules/character/owned-items.ts";
import type { ActorType } from "../rules/types.ts";
import type { ActorView } from "./inputs.ts";

export function actorView(actor: Actor.Implementation): ActorView {
  // Our data models give `system` the module/rules/types.ts shape plus `derived` (module/data/models).
  const system = actor.system as unknown as { derived?: unknown };
  return {
    type: actor.type as ActorType,
    system,
    derived: system.derived,
    statuses: actor.statuses ?? new Set<string>(),
    items: actor.items.map((item) => ({ type: item.type, system: item.system }) as unknown as OwnedItem),
  };
}

/** Who may apply damage, crits and undo to a target: the GM or the target's owner. */
export function canActOn(actor: Actor.Implementation | null | undefined): boolean {
  return !!actor && (game.user?.isGM === true || actor.isOwner);
}



/** Text from documents (names) made safe to put inside chat HTML. */
export function escapeText(text: string | null | undefined): string {
  return foundry.utils.escapeHTML(text ?? "");
}

export { updatePaths } from "./update.ts";

/** An actor from a uuid without awaiting (tokens' synthetic actors included) — for rendering only. */
/** Stored uuids are plain strings; the League types want a template-literal uuid type. */
type AnyUuid = Parameters<typeof foundry.utils.fromUuidSync>[0];

export function actorFromUuidSync(uuid: string): Actor.Implementation | null {
  const doc = foundry.utils.fromUuidSync(uuid as AnyUuid) as unknown;
  return doc instanceof Actor ? (doc as Actor.Implementation) : null;
}

export async function actorFromUuid(uuid: string): Promise<Actor.Implementation | null> {
  const doc = (await foundry.utils.fromUuid(uuid as AnyUuid)) as unknown;
  return doc instanceof Actor ? (doc as Actor.Implementation) : null;
}

/** An item from a uuid without awaiting (owned items of world or token actors included), or null. */
export function itemFromUuidSync(uuid: string): Item.Implementation | null {
  const doc = foundry.utils.fromUuidSync(uuid as AnyUuid) as unknown;
  return doc instanceof Item ? (doc as Item.Implementation) : null;
}

/**
 * An item's data for a new copy on an actor: v13 WorldCollection#fromCompendium, which drops the id and keeps
 * a compendium item's source link (_stats.compendiumSource, which toObject() drops); its plain data before
 * the world's items exist.
 */
export function itemSourceOf(item: Item.Implementation): Record<string, unknown> {
  return { ...(game.items?.fromCompendium(item) ?? item.toObject()) } as unknown as Record<string, unknown>;
}
