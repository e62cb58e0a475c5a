/** Small adapters between Foundry documents and the pure context builders. */
import { SYSTEM_PATH } from "../../system/config.ts";
import { updatePaths as updateFields } from "../../foundry/update.ts";

// The sheets import these from here.
export { updateFields };
import type { AnyPlainItem } from "./context/inputs.ts";

export const TEMPLATES = `${SYSTEM_PATH}/templates`;

/** An owned item as the pure builders see it. */
export function plainItem(item: Item.Implementation): AnyPlainItem {
  // The data models give every item type its `system` shape (module/rules/types.ts); the League
  // types do not know our subtypes on this branch, so this is the one place that says so.
  const eote = (item.flags as { eote?: { weaponUse?: unknown; improvised?: unknown } } | undefined)?.eote;
  return {
    id: item.id ?? "", name: item.name, img: item.img ?? "", type: item.type, system: item.system,
    use: { weaponUse: eote?.weaponUse, improvised: eote?.improvised },
  } as unknown as AnyPlainItem;
}

/**
 * Owned items in their `sort` order, as the rows show them: dragging a row onto another sets `sort`
 * (core's _onSortItem), so listing in creation order would undo every re-sort. Ties keep creation order.
 */
export function bySort<T extends { sort?: number | null }>(items: Iterable<T>): T[] {
  return [...items].sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0));
}

/** Enriched (sanitised) HTML of a stored HTML field, for display outside the editor. */
export async function enrich(text: string, document: Actor.Implementation | Item.Implementation): Promise<string> {
  return foundry.applications.ux.TextEditor.implementation.enrichHTML(text, {
    secrets: document.isOwner, relativeTo: document,
  });
}

/** The data-* value on the clicked element or the closest ancestor carrying it. */
export function dataOf(target: HTMLElement, key: string): string | undefined {
  const holder = target.closest<HTMLElement>(`[data-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}]`);
  return holder?.dataset[key];
}

/** Pick a new image for the document's `img` with Foundry's file picker (data-action="editImage"). */
export async function pickImage(document: Actor.Implementation | Item.Implementation): Promise<void> {
  const FilePicker = foundry.applications.apps.FilePicker.implementation;
  const picker = new FilePicker({
    type: "image",
    current: document.img ?? "",
    callback: (path: string) => void updateFields(document, { img: path }),
  });
  await picker.browse();
}
