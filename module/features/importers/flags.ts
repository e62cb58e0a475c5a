/** The importers' flag names (all under flags.eote). */

/** On an imported document: the source's own key, which a re-import matches to update it. */
export const SOURCE_KEY_FLAG = "sourceKey";
/** On an imported document: which importer made it (oggdude, adversaries, starwarsffg). */
export const IMPORT_SOURCE_FLAG = "importSource";
/** On the report card's message: the report (module/features/importers/model.ts ReportFlag). */
export const IMPORT_REPORT_FLAG = "importReport";
