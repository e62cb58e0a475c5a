/**
 * Update a document by dotted field paths ("system.wounds.value", "flags.eote.combatLog.<id>"). The
 * League types cannot see our data models' fields or flags, so the change object is cast here, once.
 */
export async function updatePaths(document: Actor.Implementation | Item.Implementation, changes: Record<string, unknown>): Promise<void> {
  await (document as unknown as { update(data: Record<string, unknown>): Promise<unknown> }).update(changes);
}
