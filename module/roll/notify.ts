/**
 * Showing errors to the user: an EoteError as its localised notice (game.i18n.format(key, data)),
 * anything else as a generic notice with the details in the console. Globals are only read when called.
 */
export function notifyError(err: unknown): void {
  const e = err as { key?: unknown; data?: Record<string, string | number> };
  if (typeof e?.key === "string") {
    ui.notifications?.error(game.i18n!.format(e.key, (e.data ?? {}) as Record<string, string>));
  } else {
    console.error(err);
    ui.notifications?.error(game.i18n!.localize("EOTE.Dice.Notice.Unexpected"));
  }
}
