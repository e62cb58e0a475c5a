/**
 * The chase card's registration (the card: ./card-run.ts). Its code loads on first use: only a message
 * carrying flags.eote.chase needs it.
 */
import { registerCard } from "../cards/register-card.ts";
import { eoteFlagOf } from "../cards/section.ts";
import { CHASE_FLAG } from "./flags.ts";

export function registerChaseCard(): void {
  registerCard((message) => eoteFlagOf(message, CHASE_FLAG) !== undefined, async () => (await import("./card-run.ts")).renderChase);
}
