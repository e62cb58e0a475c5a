/**
 * The import report card: a GM's whispered message whose flags.eote.importReport (model.ts ReportFlag)
 * the system's chat message draws as it renders (module/chat/message.ts): counts per kind, every entry left out with its file and reason,
 * what was imported with a note, and, if a write failed, what happened. A report on a message a player
 * wrote is not drawn (only a GM can run an import). Names and reasons come from the GM's files: the
 * template escapes them. A render reads the card once (readImportReport: the report, checked and bounded,
 * and who posted it; the report names no document, so nothing is looked up) and draws what the pure model
 * makes of it (model.ts reportCardView). It has no buttons and writes nothing.
 */
import { SYSTEM_ID, SYSTEM_PATH } from "../../system/config.ts";
import { format, shellI18n } from "../../foundry/localize.ts";
import { eoteFlagOf, mountSection } from "../../chat/section.ts";
import { IMPORT_REPORT_FLAG } from "./flags.ts";
import { readReport, reportCardView, type ImportReportSnapshot, type ReportFlag } from "./model.ts";

export const IMPORT_REPORT_TEMPLATE = `${SYSTEM_PATH}/templates/chat/import-report.hbs`;

type Message = ChatMessage.Implementation;

/** The message's report, when a GM posted it; else null. */
export function reportOf(message: Message): ReportFlag | null {
  const author = (message as unknown as { author?: { isGM?: boolean } | null }).author;
  if (author?.isGM !== true) return null;
  const raw = eoteFlagOf(message, IMPORT_REPORT_FLAG);
  return raw === undefined ? null : readReport(raw);
}

/** The report card's snapshot for one render: its report, when a GM posted it and this user may see it; else null. */
export function readImportReport(message: Message): ImportReportSnapshot | null {
  if (!message.isContentVisible) return null;
  const flag = reportOf(message);
  return flag ? { flag } : null;
}

/** Whether the reader's language has a key (the report names a refused field by its label). */
const has = (key: string): boolean => shellI18n.has(key);

/** The card's template context, reasons in the reader's language. */
export function reportContext(flag: ReportFlag) {
  return reportCardView({ flag }, format, has);
}

/** The report's section as HTML, or null when the message shows none to this user. */
export async function importReportSection(message: Message): Promise<string | null> {
  const snapshot = readImportReport(message);
  if (!snapshot) return null;
  return foundry.applications.handlebars.renderTemplate(IMPORT_REPORT_TEMPLATE, reportCardView(snapshot, format, has));
}

export async function renderImportReport(message: Message, html: HTMLElement): Promise<void> {
  const section = await importReportSection(message);
  if (section !== null) mountSection(html, ".eote-import-report", section, async () => {}, ".message-content");
}

/** Posts the report, whispered to the GMs. */
export async function postImportReport(flag: ReportFlag): Promise<void> {
  const gms = (game.users?.filter((u) => u.isGM) ?? []).map((u) => u.id).filter((id): id is string => !!id);
  await ChatMessage.create({
    content: "",
    whisper: gms,
    speaker: { alias: game.user?.name ?? "" },
    flags: { [SYSTEM_ID]: { [IMPORT_REPORT_FLAG]: flag } },
  } as never);
}
