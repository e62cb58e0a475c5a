/** The trade card's flag names, apart from its model. */

/** The check flag kind: flags.eote.check.trade. */
export const TRADE_CHECK = "trade";
/** Where the card keeps what it did, on the trader: flags.eote.tradeLog.<messageId>. */
export const TRADE_LOG = "tradeLog";
