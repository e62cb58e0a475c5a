/** The Force card's flag names, apart from its model. */

/** Where the card keeps what a spend did, on the actor: flags.eote.forceLog.<messageId>. */
export const FORCE_LOG = "forceLog";
/** The check flag kind: flags.eote.check.force. */
export const FORCE_CHECK = "force";
