/**
 * The files a GM hands the import tool, checked before any converter runs: a `.zip` of OggDude's Data
 * folder is opened with fflate (never more than 50 MB a file, so a zip bomb is refused by its declared
 * size before it is inflated), and every error names the file, as a localised EoteError the form shows.
 * Pure: no Foundry global.
 */
import { unzipSync } from "fflate";
import { EoteError } from "../../dice/errors.ts";
import { sourceOf } from "./oggdude/index.ts";
import type { ImportIssue } from "./result.ts";
import { importIssue } from "./result.ts";
import { MAX_FILE_BYTES } from "./xml.ts";

export type SourceId = "oggdude" | "adversaries" | "starwarsffg";

export function tooLarge(file: string): EoteError {
  return new EoteError("EOTE.Import.Error.TooLarge", `${file} is over 50 MB.`, { file, limit: 50 });
}

/** Whether bytes start like a zip archive (a local file header, or an empty archive's end record). */
export function looksLikeZip(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && (bytes[2] === 0x03 || bytes[2] === 0x05) && (bytes[3] === 0x04 || bytes[3] === 0x06);
}

/**
 * A zip's files by path, folders left out. Entries over 50 MB are not inflated: they come back in
 * `skipped`. Not a zip: an error naming the file.
 */
export function unzipFiles(file: string, bytes: Uint8Array): { files: Record<string, Uint8Array>; skipped: ImportIssue[] } {
  if (!looksLikeZip(bytes)) throw new EoteError("EOTE.Import.Error.NotAZip", `${file} is not a zip archive.`, { file });
  const skipped: ImportIssue[] = [];
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(bytes, {
      filter: (info) => {
        if (info.name.endsWith("/")) return false;
        if (info.originalSize > MAX_FILE_BYTES) {
          skipped.push(importIssue(file, info.name, "TooLarge", `${info.name} is over 50 MB.`, { file: info.name, limit: 50 }));
          return false;
        }
        return true;
      },
    });
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    throw new EoteError("EOTE.Import.Error.BadZip", `${file} could not be opened: ${message}`, { file, message });
  }
  return { files: entries, skipped };
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
      const inner = unzipFiles(name, bytes);
      skipped.push(...inner.skipped);
      for (const [path, data] of Object.entries(inner.files)) if (sourceOf(path)) files[path] = data;
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
