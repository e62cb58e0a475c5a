/**
 * The hazard card's registration (the card: ./card-run.ts). Its code loads on first use: only a message
 * carrying flags.eote.hazard (or flags.eote.check.hazard), or a change to a target's hazard record, needs it.
 */
import { registerCard } from "../cards/register-card.ts";
import { checkFlagOf, eoteFlagOf } from "../cards/section.ts";
import { HAZARD_FLAG, HAZARD_LOG } from "./flags.ts";

export function registerHazardCard(): void {
  registerCard(
    (message) => (eoteFlagOf(message, HAZARD_FLAG) ?? checkFlagOf(message, HAZARD_FLAG)) !== undefined,
    async () => (await import("./card-run.ts")).renderHazard, HAZARD_LOG,
  );
}
