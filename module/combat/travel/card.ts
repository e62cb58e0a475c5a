/**
 * The hyperspace jump card's registration (the card: ./card-run.ts). Its code loads on first use: only a
 * roll carrying flags.eote.check.jump needs it.
 */
import { registerLazyCard } from "../cards/lazy-card.ts";
import { checkFlagOf } from "../cards/section.ts";

export function registerJumpCard(): void {
  registerLazyCard((message) => checkFlagOf(message, "jump") !== undefined, async () => (await import("./card-run.ts")).renderJump);
}
