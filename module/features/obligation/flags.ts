/** The obligation card's flag names, apart from its model. */

/** The card's message flag: flags.eote.obligation. */
export const OBLIGATION_FLAG = "obligation";
/** Where the card keeps the effect it gave, on each character: flags.eote.obligationLog.<messageId>. */
export const OBLIGATION_LOG = "obligationLog";
