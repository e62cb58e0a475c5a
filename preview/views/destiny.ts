/** The Destiny pool window, as a player and as the GM sees it, from the pure view in the real template. */
import { destinyView, type DestinyPool } from "../../module/features/destiny/model.ts";
import type { Kit } from "../kit.ts";
import type { View } from "../types.ts";

export const DESTINY_TEMPLATE = "templates/dialogs/destiny-pool.hbs";

interface DestinySpec {
  id: string;
  title: string;
  pool: DestinyPool;
  isGM: boolean;
}

const SPECS: readonly DestinySpec[] = [
  { id: "player", title: "Destiny pool (player)", pool: { light: 3, dark: 2 }, isGM: false },
  { id: "gm", title: "Destiny pool (GM)", pool: { light: 1, dark: 4 }, isGM: true },
  { id: "empty", title: "Destiny pool (GM, not formed yet)", pool: { light: 0, dark: 0 }, isGM: true },
];

export function destinyViews(kit: Kit, group = "Dialogs"): View[] {
  return SPECS.map((spec) => ({
    id: `destiny-${spec.id}`, title: spec.title, group, frame: "dialog" as const, classes: "eote eote-destiny-pool",
    // The context DestinyPoolWindow#_prepareContext gives the template.
    html: kit.engine.render(DESTINY_TEMPLATE, destinyView(spec.pool, spec.isGM)),
  }));
}
