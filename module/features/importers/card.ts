/**
 * The import report card: a GM's whispered message whose flags.eote.importReport (model.ts ReportFlag)
 * the system's chat message draws as it renders (module/chat/message.ts): counts per kind, every entry left out with its file and reason,
 * what was imported with a note, and, if a write failed, what happened. A report on a message a player
 * wrote is not drawn (only a GM can run an import). Names and reasons come from the GM's files: the
 * template escapes them.
 */
import { SYSTEM_ID, SYSTEM_PATH } from "../../system/config.ts";
import { format, shellI18n } from "../../foundry/localize.ts";
import { IMPORT_REPORT_FLAG } from "./flags.ts";
import { readReport, reportContext as contextWith, type ReportFlag } from "./model.ts";

export const IMPORT_REPORT_TEMPLATE = `${SYSTEM_PATH}/templates/chat/import-report.hbs`;

type Message = ChatMessage.Implementation;

/** The message's report, when a GM posted it; else null. */
export function reportOf(message: Message): ReportFlag | null {
  const author = (message as unknown as { author?: { isGM?: boolean } | null }).author;
  if (author?.isGM !== true) return null;
  const raw = (message.flags as { eote?: Record<string, unknown> } | undefined)?.eote?.[IMPORT_REPORT_FLAG];
  return raw === undefined ? null : readReport(raw);
}

/** The card's template context, reasons in the reader's language. */
export function reportContext(flag: ReportFlag) {
  return contextWith(flag, format, (key) => shellI18n.has(key));
}

export async function renderImportReport(message: Message, html: HTMLElement): Promise<void> {
  const flag = reportOf(message);
  if (!flag || !message.isContentVisible) return;
  const section = await foundry.applications.handlebars.renderTemplate(IMPORT_REPORT_TEMPLATE, reportContext(flag));
  html.querySelector(".eote-import-report")?.remove();
  (html.querySelector(".message-content") ?? html).insertAdjacentHTML("beforeend", section);
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
