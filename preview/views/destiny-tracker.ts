/**
 * The always-visible Destiny tracker, docked above the players list, as a player and as the GM sees it
 * (and with an empty side), from the pure view in the real template.
 */
import { trackerView } from "../../module/features/destiny/tracker-model.ts";
import { canFlip, type DestinyPool } from "../../module/features/destiny/model.ts";
import type { Kit } from "../kit.ts";
import type { View } from "../types.ts";

export const TRACKER_TEMPLATE = "templates/dialogs/destiny-tracker.hbs";

const SPECS: readonly { id: string; title: string; pool: DestinyPool; isGM: boolean }[] = [
  { id: "player", title: "Destiny tracker (player)", pool: { light: 3, dark: 2 }, isGM: false },
  { id: "gm", title: "Destiny tracker (GM)", pool: { light: 1, dark: 4 }, isGM: true },
  { id: "player-empty", title: "Destiny tracker (player, no light side point left)", pool: { light: 0, dark: 5 }, isGM: false },
];

export function destinyTrackerViews(kit: Kit, group = "Interface"): View[] {
  return SPECS.map((spec) => ({
    id: `destiny-tracker-${spec.id}`, title: spec.title, group, frame: "dock" as const,
    // The application's root element (DestinyTracker: tag aside, its classes) around the part.
    html: `<aside id="eote-destiny-tracker" class="eote eote-destiny-tracker">${
      kit.engine.render(TRACKER_TEMPLATE, trackerView(spec.pool, spec.isGM, (d) => canFlip(d, spec.isGM)))}</aside>`,
  }));
}
