/**
 * Reading the sources' files: bytes to text (a byte-order mark is read and dropped, UTF-16 decoded),
 * XML parsed by fast-xml-parser, and small readers for the parsed values, which are strings, objects
 * or, for an element seen more than once, arrays. Pure: no Foundry global.
 */
import { XMLParser } from "fast-xml-parser";

export { MAX_FILE_BYTES } from "./limits.ts";

export type XmlNode = Record<string, unknown>;

/** The platform's TextDecoder (Node and every browser have it); typed here so the pure check needs no DOM library. */
type Decoder = new (label: string) => { decode(bytes: Uint8Array): string };
const TextDecoder = (globalThis as unknown as { TextDecoder: Decoder }).TextDecoder;

/** Text of a file: UTF-8 unless a UTF-16 byte-order mark says otherwise; the mark itself dropped. */
export function decodeText(data: string | Uint8Array): string {
  if (typeof data === "string") return data.replace(/^\uFEFF/, "");
  if (data[0] === 0xff && data[1] === 0xfe) return new TextDecoder("utf-16le").decode(data.subarray(2));
  if (data[0] === 0xfe && data[1] === 0xff) return new TextDecoder("utf-16be").decode(data.subarray(2));
  const start = data[0] === 0xef && data[1] === 0xbb && data[2] === 0xbf ? 3 : 0;
  return new TextDecoder("utf-8").decode(data.subarray(start));
}

/** Size of a file as read: bytes, or UTF-16 code units for text given as a string. */
export function sizeOf(data: string | Uint8Array): number {
  return typeof data === "string" ? data.length : data.byteLength;
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  // Every value stays text: "0010" keys, "true" flags and numbers are read by the helpers below.
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  // OggDude's files nest about 6 deep (Specialization, TalentRows, TalentRow, Directions, Direction,
  // Down); a file deeper than 100 is refused as malformed, in linear time, before any walk (the
  // parser's own default, stated so an upgrade cannot lift it). Entities keep the parser's default
  // bounds on their size and count.
  maxNestedTags: 100,
});

export type XmlParse = { ok: true; root: XmlNode } | { ok: false; message: string; line: number };

/** The parsed document, or where it is malformed. */
export function parseXml(text: string): XmlParse {
  try {
    const root = parser.parse(text, true) as unknown;
    if (root === null || typeof root !== "object") return { ok: false, message: "no XML element", line: 1 };
    return { ok: true, root: root as XmlNode };
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    const line = /:(\d+):\d+$/.exec(message)?.[1];
    return { ok: false, message: message.replace(/:\d+:\d+$/, ""), line: line ? Number(line) : 0 };
  }
}

/** An element's children of one name as a list: none, one or several. */
export function list(value: unknown): unknown[] {
  if (value === undefined || value === null || value === "") return [];
  return Array.isArray(value) ? value : [value];
}

/** The elements under a container (`<Talents><Talent/>…</Talents>` → the Talent nodes). */
export function nodes(container: unknown, name: string): XmlNode[] {
  const holder = container as XmlNode | undefined;
  return list(holder?.[name]).filter((n): n is XmlNode => typeof n === "object" && n !== null);
}

/** An element's text ("" when absent; the text of an element that also has attributes). */
export function text(value: unknown): string {
  if (value === undefined || value === null) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (Array.isArray(value)) return text(value[0]);
  if (typeof value === "object") return text((value as XmlNode)["#text"]);
  return "";
}

/** A whole number, or `fallback` when absent or not a number. */
export function int(value: unknown, fallback = 0): number {
  const t = text(value).trim();
  if (t === "") return fallback;
  const n = Number.parseInt(t, 10);
  return Number.isFinite(n) ? n : fallback;
}

/** A number (hyperdrive classes are ½ and 1.5), or null when absent or not a number. */
export function decimal(value: unknown): number | null {
  const t = text(value).trim();
  if (t === "") return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : null;
}

/** OggDude's booleans are "true"/"false" elements. */
export function flag(value: unknown): boolean {
  return text(value).trim().toLowerCase() === "true";
}

/** The keys listed in a container (`<CareerSkills><Key>…</Key></CareerSkills>`). */
export function keys(container: unknown): string[] {
  return list((container as XmlNode | undefined)?.["Key"]).map(text).filter((k) => k !== "");
}

/** Book titles an entry cites (`<Source>` or `<Sources><Source>`), for the record kept in flags. */
export function sources(entry: XmlNode): string[] {
  const direct = list(entry["Source"]);
  const nested = list((entry["Sources"] as XmlNode | undefined)?.["Source"]);
  return [...direct, ...nested].map((s) => {
    const page = typeof s === "object" && s !== null ? text((s as XmlNode)["@_Page"]) : "";
    return page ? `${text(s)}, p. ${page}` : text(s);
  }).filter((s) => s !== "");
}
