/**
 * Zip archives written byte by byte, for the hostile cases fflate's zipSync will not make: central
 * directory entries that point at one shared local record (overlapping entries), sizes that lie, an
 * end record that claims more entries than it holds. Layout per the published ZIP format (PKWARE
 * APPNOTE): local file headers and their data, then the central directory, then the end record.
 */

const enc = (s: string) => new TextEncoder().encode(s);

/** One local record: its header and data as stored (`data` already deflated when `method` is 8). */
export interface LocalRecord {
  name: string;
  data: Uint8Array;
  method?: 0 | 8;
  /** Uncompressed size written in the local header (the central entry's is what readers trust). */
  declared?: number;
}

/** One central directory entry, pointing at a local record by its index. */
export interface CentralEntry {
  name: string;
  local: number;
  /** Uncompressed size the entry declares (defaults to the record's data length). */
  declared?: number;
}

function u16(out: number[], v: number): void {
  out.push(v & 0xff, (v >>> 8) & 0xff);
}
function u32(out: number[], v: number): void {
  out.push(v & 0xff, (v >>> 8) & 0xff, (v >>> 16) & 0xff, (v >>> 24) & 0xff);
}

function u64(out: number[], v: number): void {
  u32(out, v % 0x1_0000_0000);
  u32(out, Math.floor(v / 0x1_0000_0000));
}

/**
 * The archive: local records in order, then `central` (every record once, by default), then the end
 * record, whose entry count is `claimedEntries` when given; with `zip64`, the sizes, offsets and
 * counts are in ZIP64 fields (as writers do past 4 GB or 65,535 entries) and the plain ones all ones.
 */
export function rawZip(locals: readonly LocalRecord[], central?: readonly CentralEntry[], claimedEntries?: number, zip64 = false): Uint8Array {
  const parts: number[] = [];
  const offsets: number[] = [];
  for (const rec of locals) {
    offsets.push(parts.length);
    const name = enc(rec.name);
    u32(parts, 0x04034b50); u16(parts, 20); u16(parts, 0x800); u16(parts, rec.method ?? 0);
    u16(parts, 0); u16(parts, 0x21); u32(parts, 0);
    u32(parts, rec.data.length); u32(parts, rec.declared ?? rec.data.length);
    u16(parts, name.length); u16(parts, 0);
    for (const b of name) parts.push(b);
    for (const b of rec.data) parts.push(b);
  }
  const entries: readonly CentralEntry[] = central ?? locals.map((r, i) => ({ name: r.name, local: i }));
  const cdStart = parts.length;
  for (const entry of entries) {
    const rec = locals[entry.local]!;
    const name = enc(entry.name);
    u32(parts, 0x02014b50); u16(parts, 20); u16(parts, 20); u16(parts, 0x800); u16(parts, rec.method ?? 0);
    u16(parts, 0); u16(parts, 0x21); u32(parts, 0);
    const declared = entry.declared ?? rec.declared ?? rec.data.length;
    if (zip64) {
      // Sizes and offset in the ZIP64 extra field (id 1), in that order, the plain fields all ones.
      u32(parts, 0xffffffff); u32(parts, 0xffffffff);
      u16(parts, name.length); u16(parts, 28); u16(parts, 0); u16(parts, 0); u16(parts, 0); u32(parts, 0);
      u32(parts, 0xffffffff);
      for (const b of name) parts.push(b);
      u16(parts, 1); u16(parts, 24);
      u64(parts, declared); u64(parts, rec.data.length); u64(parts, offsets[entry.local]!);
      continue;
    }
    u32(parts, rec.data.length); u32(parts, declared);
    u16(parts, name.length); u16(parts, 0); u16(parts, 0); u16(parts, 0); u16(parts, 0); u32(parts, 0);
    u32(parts, offsets[entry.local]!);
    for (const b of name) parts.push(b);
  }
  const cdSize = parts.length - cdStart;
  if (zip64) {
    const record = parts.length;
    u32(parts, 0x06064b50); u64(parts, 44); u16(parts, 45); u16(parts, 45); u32(parts, 0); u32(parts, 0);
    u64(parts, claimedEntries ?? entries.length); u64(parts, claimedEntries ?? entries.length);
    u64(parts, cdSize); u64(parts, cdStart);
    u32(parts, 0x07064b50); u32(parts, 0); u64(parts, record); u32(parts, 1);
    u32(parts, 0x06054b50); u16(parts, 0); u16(parts, 0); u16(parts, 0xffff); u16(parts, 0xffff);
    u32(parts, 0xffffffff); u32(parts, 0xffffffff); u16(parts, 0);
    return Uint8Array.from(parts);
  }
  const count = Math.min(0xffff, claimedEntries ?? entries.length);
  u32(parts, 0x06054b50); u16(parts, 0); u16(parts, 0); u16(parts, count); u16(parts, count);
  u32(parts, cdSize); u32(parts, cdStart); u16(parts, 0);
  return Uint8Array.from(parts);
}
