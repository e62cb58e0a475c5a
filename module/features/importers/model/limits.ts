/**
 * The importers' size limit and its error, apart from the converters so the GM's form checks a file's
 * size before the converters (a module loaded on use: lazy.ts) are fetched. Pure: no Foundry global.
 */
import { EoteError } from "../../../dice/errors.ts";

/** The largest file read (the GM's form refuses it before reading; the pure core refuses it too). */
export const MAX_FILE_BYTES = 50 * 1024 * 1024;

export function tooLarge(file: string): EoteError {
  return new EoteError("EOTE.Import.Error.TooLarge", `${file} is over 50 MB.`, { file, limit: 50 });
}
