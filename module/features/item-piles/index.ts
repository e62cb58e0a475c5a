/**
 * Item Piles (loot piles, merchants, trading between characters) knowing this system, when that module is
 * active: the integration on its ready hook and the credits guards (./actions.ts), built from our ids and
 * paths (./model.ts). With the module absent, register() does nothing.
 */
import { wireItemPiles } from "./actions.ts";
import { integrationData, merchantModifiers, refusesCredits } from "./model.ts";

/** For macros and other areas: what Item Piles is told, and the pure rules it follows. */
export const api = { integrationData, merchantModifiers, refusesCredits };

export function register(): void {
  wireItemPiles();
}
