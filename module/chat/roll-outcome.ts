/**
 * What every card reads of its roll: the outcome and the difficulty level it was rolled at. The attack
 * card's hooks are module/features/attack/index.ts.
 */
import type { NarrativeRoll } from "../roll/narrative-roll.ts";
import { rolledDifficultyLevel } from "../rules/checks/rolled-difficulty.ts";

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
