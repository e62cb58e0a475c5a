/**
 * Opening a zip archive a GM chose, safe against zip bombs. The central directory is read and judged
 * before any byte is inflated (published ZIP format, PKWARE APPNOTE: local records, then the central
 * directory, then the end record; ZIP64 records where a size or count overflows):
 * - at most MAX_ZIP_ENTRIES entries, counted from the end record before the directory is walked;
 * - no two entries over the same bytes (a well-formed archive never has them; a bomb points many
 *   entries at one compressed stream so each inflates it again);
 * - folders and files the caller will not read are never inflated (nor counted);
 * - a wanted file over MAX_FILE_BYTES is set aside, and the wanted files together may declare at most
 *   MAX_ZIP_TOTAL_BYTES.
 * Then each wanted file is inflated in small steps with fflate's streaming Inflate, stopping the moment
 * it passes the size its entry declared (a short one in one call into a buffer of that size): a lying
 * header cannot inflate past the limits above.
 * Pure: no Foundry global.
 */
import { Inflate, inflateSync } from "fflate";
import { EoteError } from "../../../dice/errors.ts";
import { MAX_FILE_BYTES } from "./xml.ts";

/**
 * Entries an archive may hold. A full OggDude Data folder with its images is a few thousand entries
 * (one published data set counts 2,036, 264 of them XML); 20,000 leaves room for the largest while a
 * directory that big is still read in milliseconds.
 */
export const MAX_ZIP_ENTRIES = 20_000;

/**
 * What the files read from one archive may declare together: 256 MB. A full OggDude Data folder is a
 * few tens of MB of XML (that published set is 5.5 MB), so this is several times the largest real one,
 * yet small enough that a browser tab holds it and its parse without trouble.
 */
export const MAX_ZIP_TOTAL_BYTES = 256 * 1024 * 1024;

/** Compressed bytes handed to the inflater per step: deflate expands at most ~1,032×, so one step adds at most ~17 MB. */
const STEP = 16 * 1024;

/**
 * Deflated data this short (at most ~33 MB of output, whatever it declares) is inflated in one call
 * into a buffer one byte past its declared size: output beyond it is dropped and shows as that extra
 * byte. Much faster for the many small files of a Data folder than the stream's per-step buffers.
 */
const ONE_CALL = 32 * 1024;

export interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  size: number;
  /** Where its local record starts, and where its data starts and ends. */
  localOffset: number;
  dataStart: number;
  dataEnd: number;
}

/** The files chosen from an archive, and those set aside for their size (by name). */
export interface Unzipped {
  files: Record<string, Uint8Array>;
  tooLarge: string[];
}

const badZip = (file: string, message: string) => new EoteError("EOTE.Import.Error.BadZip", `${file} could not be opened: ${message}`, { file, message });

type Decoder = new (label: string) => { decode(bytes: Uint8Array): string };
const TextDecoder = (globalThis as unknown as { TextDecoder: Decoder }).TextDecoder;

function reader(bytes: Uint8Array) {
  const u16 = (at: number) => bytes[at]! | (bytes[at + 1]! << 8);
  const u32 = (at: number) => (bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16) | (bytes[at + 3]! << 24)) >>> 0;
  const u64 = (at: number) => u32(at) + u32(at + 4) * 0x1_0000_0000;
  return { u16, u32, u64 };
}

/** The end record (searched backwards past a comment of at most 65,535 bytes), ZIP64's when the plain one overflows. */
function endRecord(file: string, bytes: Uint8Array): { count: number; cdOffset: number; cdSize: number } {
  const { u16, u32, u64 } = reader(bytes);
  let at = bytes.length - 22;
  const stop = Math.max(0, bytes.length - 22 - 0xffff);
  while (at >= stop && u32(at) !== 0x06054b50) at--;
  if (at < stop || at < 0) throw badZip(file, "no end of central directory");
  let count = u16(at + 10);
  let cdSize = u32(at + 12);
  let cdOffset = u32(at + 16);
  const locator = at - 20;
  const hasZip64 = locator >= 0 && u32(locator) === 0x07064b50;
  // 0xFFFF entries with no ZIP64 record is a plain archive of exactly that many.
  if (hasZip64 || cdSize === 0xffffffff || cdOffset === 0xffffffff) {
    if (!hasZip64) throw badZip(file, "no ZIP64 end record");
    const record = u64(locator + 8);
    if (record + 56 > bytes.length || u32(record) !== 0x06064b50) throw badZip(file, "no ZIP64 end record");
    count = u64(record + 32);
    cdSize = u64(record + 40);
    cdOffset = u64(record + 48);
  }
  if (cdOffset + cdSize > bytes.length) throw badZip(file, "the central directory lies outside the file");
  return { count, cdOffset, cdSize };
}

/** An entry's ZIP64 extra field fills in whichever of its sizes and offset overflowed, in that order. */
function zip64(bytes: Uint8Array, extra: number, extraEnd: number, entry: { size: number; compressedSize: number; localOffset: number }): void {
  const { u16, u64 } = reader(bytes);
  for (let at = extra; at + 4 <= extraEnd; at += 4 + u16(at + 2)) {
    if (u16(at) !== 0x0001) continue;
    let field = at + 4;
    const end = field + u16(at + 2);
    for (const key of ["size", "compressedSize", "localOffset"] as const) {
      if (entry[key] !== 0xffffffff) continue;
      if (field + 8 > end) return;
      entry[key] = u64(field);
      field += 8;
    }
    return;
  }
}

function nameOf(bytes: Uint8Array, utf8: boolean): string {
  if (utf8) return new TextDecoder("utf-8").decode(bytes);
  let out = "";
  for (const b of bytes) out += String.fromCharCode(b);
  return out;
}

/**
 * Every entry of the central directory, each with the byte range its local record and data take.
 * Refused (localised, naming the file): more than MAX_ZIP_ENTRIES entries, a directory or record
 * outside the file, two entries whose records overlap.
 */
export function zipEntries(file: string, bytes: Uint8Array): ZipEntry[] {
  const { u16, u32 } = reader(bytes);
  const end = endRecord(file, bytes);
  if (end.count > MAX_ZIP_ENTRIES) throw zipEntriesError(file);
  const entries: ZipEntry[] = [];
  let at = end.cdOffset;
  const cdEnd = end.cdOffset + end.cdSize;
  for (let i = 0; i < end.count; i++) {
    if (at + 46 > cdEnd || u32(at) !== 0x02014b50) throw badZip(file, `central directory entry ${i + 1} is missing`);
    const nameLength = u16(at + 28);
    const extraLength = u16(at + 30);
    const next = at + 46 + nameLength + extraLength + u16(at + 32);
    if (next > cdEnd) throw badZip(file, `central directory entry ${i + 1} is cut short`);
    const flags = u16(at + 8);
    const entry = { size: u32(at + 24), compressedSize: u32(at + 20), localOffset: u32(at + 42) };
    zip64(bytes, at + 46 + nameLength, at + 46 + nameLength + extraLength, entry);
    const name = nameOf(bytes.subarray(at + 46, at + 46 + nameLength), (flags & 0x800) !== 0);
    const local = entry.localOffset;
    if (local + 30 > bytes.length || u32(local) !== 0x04034b50) throw badZip(file, `${name} has no local header`);
    const dataStart = local + 30 + u16(local + 26) + u16(local + 28);
    const dataEnd = dataStart + entry.compressedSize;
    if (dataEnd > bytes.length) throw badZip(file, `${name} runs past the end of the file`);
    entries.push({ name, method: u16(at + 10), flags, ...entry, dataStart, dataEnd });
    at = next;
  }
  const byStart = [...entries].sort((a, b) => a.localOffset - b.localOffset);
  for (let i = 1; i < byStart.length; i++) {
    const before = byStart[i - 1]!;
    const entry = byStart[i]!;
    if (entry.localOffset < before.dataEnd) {
      throw new EoteError("EOTE.Import.Error.ZipOverlap", `${file} is refused: its entries ${before.name} and ${entry.name} share the same bytes.`, { file, first: before.name, second: entry.name });
    }
  }
  return entries;
}

function zipEntriesError(file: string): EoteError {
  return new EoteError("EOTE.Import.Error.ZipEntries", `${file} is refused: it holds more than ${MAX_ZIP_ENTRIES} entries.`, { file, limit: MAX_ZIP_ENTRIES });
}

function lies(file: string, entry: ZipEntry): EoteError {
  return new EoteError("EOTE.Import.Error.ZipLies", `${file} is refused: ${entry.name} does not hold the ${entry.size} bytes it declares.`, { file, entry: entry.name, size: entry.size });
}

/** One entry's data, inflated step by step and stopped as soon as it passes its declared size. */
function inflateEntry(file: string, bytes: Uint8Array, entry: ZipEntry): Uint8Array {
  const data = bytes.subarray(entry.dataStart, entry.dataEnd);
  if (entry.flags & 1) throw badZip(file, `${entry.name} is encrypted`);
  if (entry.method === 0) {
    if (data.length !== entry.size) throw lies(file, entry);
    return data.slice();
  }
  if (entry.method !== 8) throw badZip(file, `${entry.name} uses compression method ${entry.method}`);
  if (data.length <= ONE_CALL) {
    let out: Uint8Array;
    try {
      out = inflateSync(data, { out: new Uint8Array(entry.size + 1) });
    } catch (err) {
      throw badZip(file, `${entry.name}: ${err instanceof Error ? err.message : String(err)}`);
    }
    if (out.length !== entry.size) throw lies(file, entry);
    return out;
  }
  const chunks: Uint8Array[] = [];
  let total = 0;
  let over = false;
  const inflater = new Inflate((chunk) => {
    total += chunk.length;
    if (total > entry.size) over = true;
    else chunks.push(chunk);
  });
  try {
    for (let at = 0; at < data.length && !over; at += STEP) inflater.push(data.subarray(at, at + STEP), at + STEP >= data.length);
    if (data.length === 0) inflater.push(data, true);
  } catch (err) {
    throw badZip(file, `${entry.name}: ${err instanceof Error ? err.message : String(err)}`);
  }
  if (over || total !== entry.size) throw lies(file, entry);
  const out = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

/**
 * The files of an archive that `wanted` accepts (folders never), inflated within the limits above.
 * Wanted files over MAX_FILE_BYTES come back by name in `tooLarge`, not inflated.
 */
export function readZip(file: string, bytes: Uint8Array, wanted: (path: string) => boolean): Unzipped {
  const chosen: ZipEntry[] = [];
  const tooLarge: string[] = [];
  let total = 0;
  for (const entry of zipEntries(file, bytes)) {
    if (entry.name.endsWith("/") || !wanted(entry.name)) continue;
    if (entry.size > MAX_FILE_BYTES) {
      tooLarge.push(entry.name);
      continue;
    }
    total += entry.size;
    chosen.push(entry);
  }
  if (total > MAX_ZIP_TOTAL_BYTES) {
    const limit = MAX_ZIP_TOTAL_BYTES / (1024 * 1024);
    throw new EoteError("EOTE.Import.Error.ZipTotal", `${file} is refused: the files it holds would take more than ${limit} MB once inflated.`, { file, limit });
  }
  const files: Record<string, Uint8Array> = {};
  for (const entry of chosen) files[entry.name] = inflateEntry(file, bytes, entry);
  return { files, tooLarge };
}
