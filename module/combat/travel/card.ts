/**
 * The hyperspace jump card's registration (the card: ./card-run.ts). Its code loads on first use: only a
 * roll carrying flags.eote.check.jump needs it.
 */
import { registerCard } from "../cards/register-card.ts";
import { checkFlagOf } from "../cards/section.ts";

export function registerJumpCard(): void {
  registerCard((message) => checkFlagOf(message, "jump") !== undefined, async () => (await import("./card-run.ts")).renderJump);
}
