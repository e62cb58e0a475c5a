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

/**
 * The archive: local records in order, then `central` (every record once, by default), then the end
 * record, whose entry count is `claimedEntries` when given.
 */
export function rawZip(locals: readonly LocalRecord[], central?: readonly CentralEntry[], claimedEntries?: number): Uint8Array {
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
    u32(parts, rec.data.length); u32(parts, entry.declared ?? rec.declared ?? rec.data.length);
    u16(parts, name.length); u16(parts, 0); u16(parts, 0); u16(parts, 0); u16(parts, 0); u32(parts, 0);
    u32(parts, offsets[entry.local]!);
    for (const b of name) parts.push(b);
  }
  const cdSize = parts.length - cdStart;
  const count = Math.min(0xffff, claimedEntries ?? entries.length);
  u32(parts, 0x06054b50); u16(parts, 0); u16(parts, 0); u16(parts, count); u16(parts, count);
  u32(parts, cdSize); u32(parts, cdStart); u16(parts, 0);
  return Uint8Array.from(parts);
}
