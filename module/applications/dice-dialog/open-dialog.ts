/** Opening the dice pool dialog: index.ts's openDicePoolDialog. */
import type { DicePoolRequest } from "./index.ts";
import { dicePoolDialogClass } from "./pool-dialog.ts";
import { withPendingDice } from "../../foundry/pending-dice.ts";
import { withOnceEffects } from "../../foundry/once-effects.ts";

/** Opens the dialog; resolves when it is rolled or closed. */
export async function openDicePoolDialog(request: DicePoolRequest): Promise<void> {
  const DicePoolDialog = dicePoolDialogClass();
  // Boosts, setbacks and upgrades an attack bought for this character's next check (attack card spends).
  // A starship action's effect for the crew member's next check only (Co-pilot, Plot Course) is used up.
  const prepared = withOnceEffects(withPendingDice(request));
  await new Promise<void>((resolve) => {
    void new DicePoolDialog(prepared, resolve).render({ force: true });
  });
}
