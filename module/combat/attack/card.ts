/**
 * The attack card's hooks, registered at startup, and what every card reads of its roll. The card
 * itself (its section, buttons and handlers: card-render.ts) and the fires that burn at a turn's start
 * (burn.ts) are loaded on first use: when a message carrying an attack is shown, a target's card record
 * changes, an attack roll is posted, or a turn starts for an actor that some attack card acted on.
 */
import { notifyError } from "../../roll/notify.ts";
import type { NarrativeRoll } from "../../roll/narrative-roll.ts";
import { rolledDifficultyLevel } from "../../rules/rolled-difficulty.ts";
import { LOG_FLAG } from "../cards/log-flags.ts";
import { registerCard } from "../cards/register-card.ts";
import { checkFlagOf } from "../cards/section.ts";

type Message = ChatMessage.Implementation;

export function outcomeOf(message: Message) {
  const roll = message.rolls?.[0] as unknown as NarrativeRoll | undefined;
  return roll && "actionableOutcome" in roll ? roll.actionableOutcome : null;
}

/**
 * The difficulty level the message's roll was made at (rolled-difficulty.ts): its stored difficulty and
 * challenge dice; 0 when the roll holds none (or is no narrative roll), so a card asking for more refuses.
 * The roll is its author's data too (v13 lets the author update `rolls`): this catches an edit of the
 * flags alone, not a forged roll.
 */
export function rolledLevelOf(message: Message): number {
  const results = (message.rolls?.[0] as { narrativeResults?: unknown } | undefined)?.narrativeResults;
  if (!Array.isArray(results)) return 0;
  return rolledDifficultyLevel(results.filter((r): r is { die: string } => !!r && typeof (r as { die?: unknown }).die === "string"));
}

/** The active GM burns the combatant whose turn starts (core's updateCombat, on a turn or round change). */
function registerBurn(): void {
  Hooks.on("updateCombat", (combat: Combat.Implementation, changes: Record<string, unknown>) => {
    if (!game.user?.isActiveGM || !("round" in changes || "turn" in changes)) return;
    const clock = combat as unknown as { id: string | null; round: number | null; combatant?: { actor?: Actor.Implementation | null } | null };
    const actor = clock.combatant?.actor;
    if (!clock.id || !actor) return;
    // Fires live on attack card records: an actor no attack card acted on has none, and loads nothing.
    if (!(actor.flags as { eote?: Record<string, unknown> } | undefined)?.eote?.[LOG_FLAG]) return;
    const at = { combat: clock.id, round: clock.round ?? 0 };
    void import("./burn.ts").then((burn) => burn.burnAtTurn(actor, at)).catch(notifyError);
  });
}

export function registerAttackCard(): void {
  // The attack section (card-render.ts) loads when an attack's message is shown or its record changes.
  registerCard((message) => checkFlagOf(message, "attack") !== undefined, async () => (await import("./card-render.ts")).renderAttack, LOG_FLAG);
  // The weapon counts its shots and the round it fired (Limited Ammo, Slow-firing); fires burn each turn.
  // Only the author of an attack roll counts (shot-count.ts countAttack), so only that loads the code.
  Hooks.on("createChatMessage", (message: Message) => {
    if (!message.isAuthor || checkFlagOf(message, "attack") === undefined) return;
    void import("./shot-count.ts").then((count) => count.countAttack(message)).catch(notifyError);
  });
  registerBurn();
}
