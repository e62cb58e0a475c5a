/**
 * The collision section's registration (the section: ./collision-run.ts). Its code loads on first use:
 * only a GM's view of a station check (flags.eote.check.crewStation) needs it; nobody else sees the section.
 */
import { registerCard } from "../cards/register-card.ts";
import { checkFlagOf } from "../cards/section.ts";
import { COLLISION_LOG } from "./flags.ts";

export function registerCollisionCard(): void {
  // The collision section is the GM's: a player's client never loads it.
  registerCard(
    (message) => checkFlagOf(message, "crewStation") !== undefined && game.user?.isGM === true,
    async () => (await import("./collision-run.ts")).renderCollision, COLLISION_LOG,
  );
}
