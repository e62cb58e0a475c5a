/**
 * Window sizes the sheets open at (DEFAULT_OPTIONS.position), kept here so the preview gallery and
 * the render benchmark draw each sheet in the window Foundry gives it, and a CSS-safe form of an
 * item image for list rows (drawn as the name cell's background rather than one <img> per row).
 */

/** Every tab a character sheet may show; the Force tab only for Force-sensitive characters (or in edit mode). */
export const CHARACTER_TABS = ["skills", "combat", "inventory", "talents", "advancement", "force", "effects", "notes"] as const;
export type CharacterTab = (typeof CHARACTER_TABS)[number];

/**
 * The vehicle sheet's tabs, so a GM mid-fight sees one screen at a time: Combat (profile, defence
 * zones, maneuvers, weapons with their gunners), Crew and actions (stations, starship actions, damage
 * control, repairs and critical hits), Navigation, Cargo and notes.
 */
export const VEHICLE_TABS = ["combat", "crew", "navigation", "cargo", "effects"] as const;
export type VehicleTab = (typeof VEHICLE_TABS)[number];

export interface SheetSize { width: number; height: number }

const ACTOR_SHEET: SheetSize = { width: 760, height: 780 };

/** Per sheet class. The character sheet sets none of its own: it opens at the actor sheet's size. */
export const SHEET_SIZES = {
  EoteActorSheet: ACTOR_SHEET,
  CharacterSheet: ACTOR_SHEET,
  // Wide enough for the weapon table's fixed columns (styles/sheets/_tables.scss) beside a name.
  AdversarySheet: { width: 720, height: 720 },
  VehicleSheet: { width: 680, height: 720 },
  EoteItemSheet: { width: 560, height: 620 },
  // A specialisation: its talent tree's four columns beside each other, the longest talent names whole.
  SpecialisationSheet: { width: 720, height: 720 },
  // The limited view (name, portrait, public text): a user with LIMITED permission on any actor.
  LimitedSheet: { width: 520, height: 480 },
} as const satisfies Record<string, SheetSize>;

/**
 * `url("…")` for an image path, for a style attribute's custom property. Characters that could end
 * the CSS string or the declaration (quotes, backslash, parentheses, whitespace, control characters,
 * angle brackets, semicolon) are percent-encoded, which leaves the URL the same resource; `%` itself is
 * kept so an already-encoded path stays as it is. An empty path gives "" (no image).
 */
export function cssImageUrl(path: string): string {
  if (!path) return "";
  const safe = path.replace(/["'\\()<>;\s\u0000-\u001f\u007f]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`);
  return `url("${safe}")`;
}
