/**
 * The importers' pure core, callable from Node (tests, the bench, scripts): no Foundry global anywhere
 * below. The GM's tool (form.ts, actions.ts) is the shell around it.
 */
export { importOggDude, OGGDUDE_KINDS, type ImportOptions } from "./oggdude/index.ts";
export { importAdversaries } from "./adversaries/index.ts";
export { convertStarWarsFFG, importStarWarsFFG } from "./starwarsffg/index.ts";
export { jsonFiles, looksLikeZip, oggDudeFiles, tooLarge, unzipFiles, type SourceId } from "./files.ts";
export { escapeHtml, oggdudeHtml, plainHtml, safeHtml } from "./markup.ts";
export { mergeResults, type ImportedDocument, type ImportedEffect, type ImportIssue, type ImportResult } from "./result.ts";
export { MAX_FILE_BYTES } from "./xml.ts";
export { MAX_ZIP_ENTRIES, MAX_ZIP_TOTAL_BYTES } from "./zip.ts";
