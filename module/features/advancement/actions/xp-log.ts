/**
 * A character's XP log carried to another character or world (module/rules/character/ledger-file.ts decides
 * what a log file is and whether it adds up). Whoever owns the character saves its log as a JSON file; only a
 * GM takes a log onto a character, since a log sets its total and available XP, as a GM's XP grant does.
 */
import { ledgerFile, mergeLedger, readLedgerFile } from "../../../rules/character/ledger-file.ts";
import { updatePaths } from "../../../foundry/documents.ts";
import { localize, plural } from "../../../foundry/localize.ts";
import { noticeName, warn, warnKey } from "../../../foundry/notify.ts";
import { characterOf, ledgerOf } from "./actor-data.ts";
import { exclusive } from "../actions.ts";

/** The largest log file read (a log of MAX_LEDGER_ENTRIES entries is well under this). */
export const MAX_XP_LOG_BYTES = 2 * 1024 * 1024;

/** A file name from the character's name: letters, digits and dashes only. */
function fileName(name: string): string {
  const slug = name.normalize("NFKD").replace(/[^A-Za-z0-9]+/g, "-").replace(/^-+|-+$/g, "").slice(0, 60).toLowerCase();
  return `${slug || "character"}-xp-log.json`;
}

/** Saves the character's XP log as a JSON file (its owner or a GM); false when refused. */
export function exportXpLog(actor: Actor.Implementation): boolean {
  const c = characterOf(actor);
  if (!c || !actor.isOwner) {
    warnKey("EOTE.Combat.Notice.NotAllowed");
    return false;
  }
  const file = ledgerFile(actor.name ?? "", { total: c.xp.total, available: c.xp.available, ledger: ledgerOf(c) });
  foundry.utils.saveDataToFile(JSON.stringify(file, null, 2), "application/json", fileName(actor.name ?? ""));
  return true;
}

/**
 * Takes a log file's text onto the character (a GM only): its totals, and each entry the character's ledger
 * lacks. A file that is not a log, is too large, or would leave the character not adding up is refused with
 * its reason, and nothing is written. The number of entries added, or null when refused.
 */
export function importXpLog(actor: Actor.Implementation, text: string): Promise<number | null> {
  if (!game.user?.isGM || !characterOf(actor)) {
    warnKey("EOTE.XpLog.Error.GmOnly");
    return Promise.resolve(null);
  }
  return exclusive(actor, null, async () => {
    const c = characterOf(actor)!;
    if (text.length > MAX_XP_LOG_BYTES) {
      warnKey("EOTE.XpLog.Error.TooLarge", { limit: MAX_XP_LOG_BYTES / (1024 * 1024) });
      return null;
    }
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch {
      warnKey("EOTE.XpLog.Error.NotJson");
      return null;
    }
    const read = readLedgerFile(raw);
    if (!read.ok) {
      warn(read.error);
      return null;
    }
    const merged = mergeLedger({ total: c.xp.total, available: c.xp.available, ledger: ledgerOf(c) }, read.file);
    if (!merged.ok) {
      warn(merged.error);
      return null;
    }
    await updatePaths(actor, { "system.xp.total": merged.xp.total, "system.xp.available": merged.xp.available, "system.xp.ledger": merged.xp.ledger });
    ui.notifications?.info(plural("EOTE.XpLog.Imported", merged.added, { count: merged.added, name: noticeName(actor.name) }));
    return merged.added;
  });
}

/** What the import prompt needs of a chosen file (the browser's File). */
interface ChosenText {
  size: number;
  text(): Promise<string>;
}

/** The GM's prompt: choose a log file, then importXpLog. */
export async function promptXpLog(actor: Actor.Implementation): Promise<number | null> {
  if (!game.user?.isGM) {
    warnKey("EOTE.XpLog.Error.GmOnly");
    return null;
  }
  const { DialogV2 } = foundry.applications.api;
  const chosen = await DialogV2.prompt({
    window: { title: "EOTE.XpLog.ImportTitle" },
    content: `<p>${localize("EOTE.XpLog.ImportHint")}</p><label class="eote-field"><span>${localize("EOTE.XpLog.File")}</span><input type="file" name="log" accept=".json,application/json" required></label>`,
    ok: {
      label: "EOTE.XpLog.Import",
      callback: (_event: Event, button: HTMLButtonElement) => (button.form?.elements.namedItem("log") as HTMLInputElement | null)?.files?.[0] ?? null,
    },
    rejectClose: false,
  }) as ChosenText | null;
  if (!chosen) return null;
  if (chosen.size > MAX_XP_LOG_BYTES) {
    warnKey("EOTE.XpLog.Error.TooLarge", { limit: MAX_XP_LOG_BYTES / (1024 * 1024) });
    return null;
  }
  return importXpLog(actor, await chosen.text());
}
