/**
 * What a drop on an item sheet means. The sheet listens for drops on its whole window, but a link
 * dropped into the description's editor belongs to the editor (it becomes a content link there),
 * so only the qualities area, or a quality item dropped anywhere else, attaches a quality.
 */

/** The description editor: v13's <prose-mirror> element and the editable content inside it. */
export const EDITOR_SELECTOR = "prose-mirror, .ProseMirror, .editor-content";
/** The qualities list of a weapon or armour sheet (templates/partials/quality-list.hbs). */
export const QUALITY_ZONE_SELECTOR = '[data-drop-zone="qualities"]';

/** The attachments list of a weapon or armour sheet (templates/partials/attachment-list.hbs). */
export const ATTACHMENT_ZONE_SELECTOR = '[data-drop-zone="attachments"]';

export type ItemSheetDrop = "editor" | "qualities" | "elsewhere";

interface Closest {
  closest(selector: string): unknown;
}

/** Where the drop landed: in the editor, on the qualities area, or somewhere else on the sheet. */
export function itemSheetDropArea(target: EventTarget | null): ItemSheetDrop {
  const element = target !== null && typeof (target as Partial<Closest>).closest === "function" ? target as unknown as Closest : null;
  if (!element) return "elsewhere";
  if (element.closest(EDITOR_SELECTOR)) return "editor";
  if (element.closest(QUALITY_ZONE_SELECTOR)) return "qualities";
  return "elsewhere";
}

/**
 * Whether a dropped item is attached as a quality: on the qualities area always (a wrong type gets
 * the ownership rule's notice), elsewhere only when it is a quality, in the editor never.
 */
export function attachesQuality(area: ItemSheetDrop, droppedType: string): boolean {
  if (area === "editor") return false;
  return area === "qualities" || droppedType === "quality";
}

/** Whether a dropped item is installed as an attachment: an attachment item anywhere but the editor. */
export function installsAttachment(area: ItemSheetDrop, droppedType: string): boolean {
  return area !== "editor" && droppedType === "attachment";
}
