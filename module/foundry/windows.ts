/**
 * Windows opened one per client (the fear check, a hazard, the Destiny pool, the party view), found again
 * by their id in v13's foundry.applications.instances. Globals are only read when called.
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

/**
 * Opens the window `id`: the open one drawn again and brought to the front, or a new one from `make`
 * (which should pass the same id, so it is found again).
 */
export async function openWindow(id: string, make: () => foundry.applications.api.ApplicationV2): Promise<void> {
  const open = foundry.applications.instances.get(id);
  if (open) {
    await open.render({ force: true });
    open.bringToFront?.();
    return;
  }
  await make().render({ force: true });
}
