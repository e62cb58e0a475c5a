/**
 * The Destiny pool window and how it opens: a button in the token controls (the left toolbar), the
 * place a GM looks for table tools during play, and available to players too since everyone spends
 * points. The pool was once under the players list, which is easy to collapse and hard to read.
 */
import { openDestinyPool } from "./form.ts";
import { addTokenTool, onSceneControls } from "../../foundry/scene-tools.ts";

export { openDestinyPool };

export function registerDestinyWindow(): void {
  onSceneControls((controls) => addTokenTool(controls, {
    name: "eoteDestiny", title: "EOTE.Dice.Destiny.Open", icon: "fa-solid fa-yin-yang", visible: true, onChange: () => void openDestinyPool(),
  }));
}

// What other areas use of this feature.
export { destinyFlag, destinyNotes, destinyRow, impossibleDifficulty, noDestiny, setImpossible, toggleDestiny, withDestiny } from "../../applications/dice-dialog/destiny-state.ts";
export { destinyLink } from "./actions/dialog-link.ts";
export { payDestiny } from "./actions/dialog-pay.ts";
export { emptyDestinyPool, flipAnswer, formDestinyPool, registerDestiny, requestFlip, setDestinyPool } from "./actions.ts";
export { canFlip, isFlipDirection, oppositeFlip } from "./model.ts";
export type { DestinyPool } from "./model.ts";
export { costFlipOf, undoCostFlip } from "./actions/gm.ts";
export { onPoolChange, readPool, registerFlipCostCheck } from "./actions/setting.ts";
export { registerDestinyCard } from "./card.ts";
export { registerDestinyTracker } from "./tracker.ts";
