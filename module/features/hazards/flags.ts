/** The hazard card's names, kept apart so the eager card registration (./card.ts) reads them without loading the card. */

/** flags.eote.<HAZARD_FLAG> on the card's message: the hazard applied and to whom. */
export const HAZARD_FLAG = "hazard";
/** flags.eote.<HAZARD_LOG>.<messageId> on each target: what the hazard did to it. */
export const HAZARD_LOG = "hazardLog";
