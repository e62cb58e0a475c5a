/** The fear card's flag names, apart from its model. */

/** The check flag kind: flags.eote.check.fear. */
export const FEAR_CHECK = "fear";
/** Where the card keeps what it did, on the character: flags.eote.fearLog.<messageId>. */
export const FEAR_LOG = "fearLog";
/** Boosts allies gave to this character's next fear check: flags.eote.fearBoosts.<key> = { from }. */
export const FEAR_BOOSTS = "fearBoosts";
