/**
 * The Destiny feature, registered once: the pool's world setting, the dice dialog's link to it and the
 * active GM's answer to a player's flip (./actions.ts), the flip cards, the pool window behind a button in
 * the token controls (the left toolbar, the place a GM looks for table tools during play, and available
 * to players too since everyone spends points), and the always-visible tracker (./form/tracker.ts).
 */
import { openDestinyPool } from "./form.ts";
import { addTokenTool, onSceneControls } from "../../foundry/scene-tools.ts";
import { flipAnswer, formDestinyPool, registerDestiny, requestFlip, setDestinyPool } from "./actions.ts";
import { registerDestinyCard } from "./card.ts";
import { registerTracker } from "./form/tracker.ts";
import { destinyLink } from "./actions/dialog-link.ts";
import { payDestiny } from "./actions/dialog-pay.ts";
import { canFlip } from "./model.ts";
import { costFlipOf, undoCostFlip } from "./actions/gm.ts";
import { readPool, registerFlipCostCheck } from "./actions/setting.ts";

export type { DestinyPool } from "./model.ts";

/** The pool's button in the token controls. */
function registerDestinyWindow(): void {
  onSceneControls((controls) => addTokenTool(controls, {
    name: "eoteDestiny", title: "EOTE.Dice.Destiny.Open", icon: "fa-solid fa-yin-yang", visible: true, onChange: () => void openDestinyPool(),
  }));
}

export function register(): void {
  registerDestiny();
  registerDestinyCard();
  registerDestinyWindow();
  registerTracker();
}

/**
 * What other areas call: the pool window, forming, setting and flipping the pool (game.system.api.dice
 * keeps its names for these), the dice dialog's link and payment, and a Force card's Destiny cost.
 */
export const api = {
  openDestinyPool, formDestinyPool, setDestinyPool, requestFlip, flipAnswer, readPool, canFlip,
  destinyLink, payDestiny, costFlipOf, undoCostFlip, registerFlipCostCheck,
};
