/**
 * The sublight trip and navigation hazard cards' registration (the cards: ./passage-card-run.ts). Their
 * code loads on first use: only a message carrying flags.eote.sublight or flags.eote.check.navHazard, or
 * a change to a vessel's hazard record, needs it.
 */
import { registerCard } from "../cards/register-card.ts";
import { checkFlagOf, eoteFlagOf } from "../cards/section.ts";
import { NAV_HAZARD_CHECK, NAV_HAZARD_LOG, SUBLIGHT_FLAG } from "./flags.ts";

export function registerPassageCards(): void {
  registerCard(
    (message) => eoteFlagOf(message, SUBLIGHT_FLAG) !== undefined || checkFlagOf(message, NAV_HAZARD_CHECK) !== undefined,
    async () => (await import("./passage-card-run.ts")).renderPassage, NAV_HAZARD_LOG,
  );
}
