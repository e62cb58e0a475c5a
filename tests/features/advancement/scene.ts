/**
 * What the advancement's shell tests share: their harness (the doubles at seed 5, the advancement's api as
 * `adv`, and whatever other modules a file names, the Force's index where a test buys powers) and the table
 * they set: a character's ownership by the player, talent-tree cells.
 */
import { shellSuite } from "../../doubles/suite.ts";
import { OWNERSHIP, users } from "../../doubles/index.ts";

const adv = () => import("../../../module/features/advancement/index.ts").then((m) => m.api);

/** shellSuite (seed 5) with the advancement's api as `adv`, and the `modules` given beside it; `keys: true` echoes i18n keys (docs/testing.md). */
export function advancementSuite<M extends Record<string, () => Promise<unknown>>>(modules?: M, options: { keys?: boolean } = {}) {
  return shellSuite({ seed: 5, keys: options.keys === true, modules: { adv, ...modules } as { adv: typeof adv } & M });
}

/** The Force's index, for the tests that buy powers beside talents. */
export const force = () => import("../../../module/features/force/index.ts").then((m) => m.api);

/** Ownership of a character the player owns and nobody else sees. */
export const PLAYER = { default: OWNERSHIP.NONE, [users.player.id]: OWNERSHIP.OWNER };

/** An unbought talent-tree cell, joined to the right or down as given. */
export const cell = (key: string, links: { right?: boolean; down?: boolean } = {}) => ({ key, name: key.toUpperCase(), right: false, down: false, bought: false, ...links });

/** The Pilot tree's first row as these tests use it: Grit joined down to the second row's first cell. */
export const pilotRow = () => [cell("grit", { down: true }), cell("toughened"), cell("fullThrottle"), cell("skilledJockey"), cell("grit2")];
