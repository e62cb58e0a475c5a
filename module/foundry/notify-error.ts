/**
 * Showing errors to the user: an EoteError as its localised notice (game.i18n.format(key, data)),
 * anything else as a generic notice with the details in the console. Globals are only read when called.
 */
const I18N_KEY = /^EOTE\.[A-Za-z0-9.]+$/;

export function notifyError(err: unknown): void {
  const e = err as { key?: unknown; data?: Record<string, string | number> };
  if (typeof e?.key === "string") {
    // A data value that names something (an arc, a range band) is itself an i18n key, as in rule notes.
    const data: Record<string, string> = {};
    for (const [k, v] of Object.entries(e.data ?? {})) data[k] = typeof v === "string" && I18N_KEY.test(v) ? game.i18n!.localize(v) : String(v);
    ui.notifications?.error(game.i18n!.format(e.key, data));
  } else {
    console.error(err);
    ui.notifications?.error(game.i18n!.localize("EOTE.Dice.Notice.Unexpected"));
  }
}
