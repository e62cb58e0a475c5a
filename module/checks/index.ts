/** Kinds of check beyond the plain skill check: competitive checks' card (assisted and opposed checks live in the dice dialog). */
import { registerContestCard } from "./contest-card.ts";

export { openContests } from "./contests.ts";

export function registerChecks(): void {
  registerContestCard();
}
