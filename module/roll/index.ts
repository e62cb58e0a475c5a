/** Foundry side of the narrative dice: dice terms, NarrativeRoll, chat card, Dice So Nice (issue 4). */
export function registerRoll(): void {
  // Filled in by the dice-in-Foundry work: CONFIG.Dice.terms / CONFIG.Dice.rolls.
}
