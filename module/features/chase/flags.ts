/** The chase card's names, kept apart so the eager card registration (./card.ts) reads them without loading the chase. */

/** flags.eote.<CHASE_FLAG> on the chase's card: its sides, start and rounds. */
export const CHASE_FLAG = "chase";
