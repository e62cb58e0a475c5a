/**
 * The GM's tool windows (the fear check, a hazard): one per client, found again by its id in v13's
 * foundry.applications.instances. Globals are only read when called.
 */
import { warnKey } from "./notify.ts";

/**
 * Opens the window `id` for a GM, drawing the open one again or a new one from `make`; anyone else gets
 * the `gmOnly` notice and no window.
 */
export function openGmWindow(id: string, gmOnly: string, make: () => foundry.applications.api.ApplicationV2): void {
  if (game.user?.isGM !== true) {
    warnKey(gmOnly);
    return;
  }
  const open = foundry.applications.instances.get(id);
  if (open) {
    void open.render({ force: true });
    return;
  }
  void make().render({ force: true });
}
