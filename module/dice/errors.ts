/**
 * Errors raised by the pure core. They carry an i18n key and data, so the Foundry shell shows a
 * localised notice (game.i18n.format(key, data)) while the library and CLI show the English message.
 */
export class EoteError extends Error {
  override readonly name = "EoteError";

  constructor(
    /** i18n key under EOTE.*, e.g. "EOTE.Dice.Error.UnknownLetter". */
    readonly key: string,
    /** English message for the library, CLI and logs. */
    message: string,
    /** Values for the localised template, e.g. { part: "2x" }. */
    readonly data: Readonly<Record<string, string | number>> = {},
  ) {
    super(message);
  }
}
