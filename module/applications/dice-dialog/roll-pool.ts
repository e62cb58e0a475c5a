/**
 * Rolling a pool and posting it: what the dialog's Roll does, also offered to macros
 * (game.eote.dice.rollPool). Roll.create routes the narrative formula to NarrativeRoll
 * (module/roll/routing.ts), which keeps this module free of import-time Foundry globals.
 */
import { formatPool } from "../../dice/index.ts";
import type { Pool } from "../../dice/types.ts";
import type { NarrativeRollOptions } from "../../roll/narrative-roll.ts";
import type { DicePoolRequest } from "./index.ts";
import { currentRollMode, isPrivateVisibility, rollModeVisibility } from "../../chat/follow-up.ts";
import { speakerFor } from "../../chat/token-name.ts";
import { cleanFlavor, isRollMode } from "./state.ts";

/** How the roll is posted: its roll mode (the user's core.rollMode by default) and a flavour line. */
export interface RollPostOptions {
  rollMode?: string;
  flavor?: string;
}

/** Rolls a pool and posts it, titled with the check's name, as the actor, in the roll mode chosen. */
export async function rollPool(pool: Pool, request: DicePoolRequest, post: RollPostOptions = {}): Promise<Roll> {
  // The roll mode is settled once and given to toMessage, so what is stored matches who will see it.
  const rollMode = isRollMode(post.rollMode) ? post.rollMode : currentRollMode();
  const stored = storedCheck(request, isPrivateVisibility(rollModeVisibility(rollMode)));
  const options: NarrativeRollOptions = { title: stored.title, ...(pool.symbols ? { symbols: pool.symbols } : {}) };
  const roll = foundry.dice.Roll.create(formatPool(pool, "formula"), {}, options as Roll.Options);
  await roll.evaluate();
  // Foundry shows a message's flavour as HTML, so the user's line is escaped; on a roll whose content
  // is hidden from someone, core shows them "rolled privately" in its place.
  const flavor = cleanFlavor(post.flavor);
  await roll.toMessage({
    speaker: request.actor ? speakerFor(request.actor) : ChatMessage.getSpeaker(),
    // The card already shows the check's name (and hides it on blind rolls): flavour only when typed.
    ...(flavor ? { flavor: foundry.utils.escapeHTML(flavor) } : {}),
    flags: { eote: stored.flags },
  }, { rollMode } as never);
  return roll;
}

/**
 * What a check's message stores: all of it on a public roll; on a blind, private or self roll, whose
 * flags and roll data every client receives, the private flags and title and no notes.
 */
export function storedCheck(request: DicePoolRequest, hidden: boolean): { title: string; flags: { check: Record<string, unknown>; notes?: string[] } } {
  if (!hidden) return { title: request.title, flags: { check: request.flags ?? {}, notes: request.notes ?? [] } };
  return { title: request.privateTitle ?? request.title, flags: { check: request.privateFlags ?? request.flags ?? {} } };
}

/** The contest flag a roll carries: a new contest gets a fresh id and opens the card; none without an actor. */
export function contestFlag(choice: string, actorUuid: string | null): { id: string; actorUuid: string; opens?: true } | null {
  if (!choice || !actorUuid) return null;
  return choice === "new" ? { id: foundry.utils.randomID(), actorUuid, opens: true } : { id: choice, actorUuid };
}
