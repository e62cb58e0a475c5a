/**
 * The files a GM hands the import tool, checked before any converter runs: a `.zip` of OggDude's Data
 * folder is opened by zip.ts (a zip bomb refused from its directory before anything is inflated, only
 * the files the importer reads inflated, none past 50 MB), and every error names the file, as a
 * localised EoteError the form shows.
 * Pure: no Foundry global.
 */
import { EoteError } from "../../../dice/errors.ts";
import { sourceOf } from "./oggdude/index.ts";
import type { ImportIssue } from "./result.ts";
import { importIssue } from "./result.ts";
import { readZip } from "./zip.ts";

export { tooLarge } from "./limits.ts";

export type SourceId = "oggdude" | "adversaries" | "starwarsffg";

/** Whether bytes start like a zip archive (a local file header, or an empty archive's end record). */
export function looksLikeZip(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && (bytes[2] === 0x03 || bytes[2] === 0x05) && (bytes[3] === 0x04 || bytes[3] === 0x06);
}

/** What the importers read from an archive when the caller names nothing else: XML and JSON files. */
const READABLE = /\.(xml|json)$/i;

/**
 * A zip's files by path: only those `wanted` accepts (XML and JSON by default), folders left out, none
 * of the others inflated. Entries over 50 MB are not inflated: they come back in `skipped`. Not a zip,
 * or a zip bomb (too many entries, too much in all, entries over the same bytes, a size that lies):
 * an error naming the file (zip.ts).
 */
export function unzipFiles(file: string, bytes: Uint8Array, wanted: (path: string) => boolean = (p) => READABLE.test(p)): { files: Record<string, Uint8Array>; skipped: ImportIssue[] } {
  if (!looksLikeZip(bytes)) throw new EoteError("EOTE.Import.Error.NotAZip", `${file} is not a zip archive.`, { file });
  const { files, tooLarge: large } = readZip(file, bytes, wanted);
  const skipped = large.map((name) => importIssue(file, name, "TooLarge", `${name} is over 50 MB.`, { file: name, limit: 50 }));
  return { files, skipped };
}

/**
 * OggDude's files among those chosen (a zip opened, or files picked one by one): at least one must be
 * a file of its Data folder, else the GM chose the wrong folder.
 */
export function oggDudeFiles(chosen: Record<string, Uint8Array>): { files: Record<string, Uint8Array>; skipped: ImportIssue[] } {
  const files: Record<string, Uint8Array> = {};
  const skipped: ImportIssue[] = [];
  for (const [name, bytes] of Object.entries(chosen)) {
    if (name.toLowerCase().endsWith(".zip")) {
      const inner = unzipFiles(name, bytes, (path) => sourceOf(path) !== null);
      skipped.push(...inner.skipped);
      Object.assign(files, inner.files);
    } else if (sourceOf(name)) files[name] = bytes;
  }
  if (Object.keys(files).length === 0) {
    throw new EoteError("EOTE.Import.Error.WrongFolder", "None of these files is from OggDude's Data folder (Weapons.xml, Talents.xml, Careers/…).", {
      files: Object.keys(chosen).slice(0, 3).join(", "),
    });
  }
  return { files, skipped };
}

/** Files of the other sources must be JSON. */
export function jsonFiles(chosen: Record<string, Uint8Array>): Record<string, Uint8Array> {
  const files: Record<string, Uint8Array> = {};
  for (const [name, bytes] of Object.entries(chosen)) {
    if (!name.toLowerCase().endsWith(".json")) throw new EoteError("EOTE.Import.Error.NotJson", `${name} is not a .json file.`, { file: name });
    files[name] = bytes;
  }
  if (Object.keys(files).length === 0) throw new EoteError("EOTE.Import.Error.NoFiles", "Choose at least one file.");
  return files;
}
