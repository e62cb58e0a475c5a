/** The starship action card's names, kept apart so the eager card registration (./card.ts) reads them without loading the card. */

/** flags.eote.<ACTION_LOG>.<messageId>: what an applied starship action changed, on each actor it touched. */
export const ACTION_LOG = "starshipActionLog";
