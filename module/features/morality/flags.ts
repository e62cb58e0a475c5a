/** The morality card's flag names, apart from its model. */

/** Where the card keeps what it did, on each character: flags.eote.moralityLog.<messageId>. */
export const MORALITY_LOG = "moralityLog";
/** The card's message flag: flags.eote.morality. */
export const MORALITY_FLAG = "morality";
