/**
 * convertStarWarsFFG: Actor and Item JSON as StarWarsFFG's "Export Data" writes it (its template.json
 * types, `system` or the older `data`, embedded items) to documents of this system. Nothing is lost:
 * every value no converter reads is kept in the document's `flags.eote.imported.unmapped` by its path,
 * an embedded item that cannot become one of ours is kept whole in `flags.eote.imported.items`, and
 * the report lists both. A document nested too deep or too large to walk safely is left out with its
 * reason (json.ts), and the rest import. Pure: no Foundry global.
 */
import { ResultBuilder, camelId, type ImportedDocument, type ImportResult } from "../result.ts";
import { convertActor, stakesFrom } from "./actors.ts";
import { convertItem } from "./items.ts";
import { Reader, type Json } from "./reader.ts";
import { decodeText, MAX_FILE_BYTES, sizeOf } from "../xml.ts";
import { jsonBounds, MAX_FILE_ENTRIES } from "../json.ts";
import { importedImage } from "../../images-model.ts";

/** What the converter needs of the world it imports into: its id, for the image paths it keeps. */
export interface ConvertOptions {
  worldId?: string;
}

const ACTOR_TYPES = new Set(["character", "minion", "rival", "nemesis", "vehicle", "homestead"]);
const SOURCE = "StarWarsFFG";

const str = (v: unknown) => (typeof v === "string" ? v : "");
const systemOf = (doc: Json) => ((doc["system"] ?? doc["data"] ?? {}) as Json);

function importKey(doc: Json): string {
  const flags = (doc["flags"] ?? {}) as Json;
  const ffg = (flags["starwarsffg"] ?? {}) as Json;
  return str(ffg["ffgimportid"]) || str(flags["ffgimportid"]);
}

function sourceKey(doc: Json): string {
  return importKey(doc) || str(doc["_id"]) || `${str(doc["type"])}:${str(doc["name"])}`;
}

/**
 * The document's image when images-model.ts keeps it; else undefined (the type's default image) and,
 * for a path that was given, a line in the report.
 */
function image(doc: Json, out: ResultBuilder, key: string, name: string, options: ConvertOptions): string | undefined {
  const raw = doc["img"];
  if (raw === undefined || raw === null || raw === "") return undefined;
  const kept = importedImage(raw, options);
  if (kept !== null) return kept;
  const path = (typeof raw === "string" ? raw : typeof raw).slice(0, 120);
  out.warn(SOURCE, key, "ImageRefused", `${name}: the image ${path} is not in this world's folder, this system's or Foundry's icons; the default image is used.`, { name, path });
  return undefined;
}

/** The imported record: what did not map, with the source's own type and flags. */
function record(doc: Json, unmapped: Json, extra: Record<string, unknown> = {}): Record<string, unknown> {
  const out: Record<string, unknown> = { source: "starwarsffg", type: str(doc["type"]), ...extra };
  if (Object.keys(unmapped).length) out["unmapped"] = unmapped;
  const flags = (doc["flags"] ?? {}) as Json;
  if (flags["starwarsffg"]) out["flags"] = flags["starwarsffg"];
  if (Array.isArray(doc["effects"]) && doc["effects"].length) out["effects"] = doc["effects"];
  return out;
}

function noteUnmapped(out: ResultBuilder, key: string, name: string, unmapped: Json): void {
  const paths = Object.keys(unmapped);
  if (paths.length === 0) return;
  out.warn(SOURCE, key, "Unmapped", `${name}: ${paths.length} values kept aside (${paths.slice(0, 8).join(", ")}${paths.length > 8 ? ", …" : ""}).`, {
    name, count: paths.length, paths: paths.slice(0, 8).join(", "),
  });
}

function item(doc: Json, talentKeys: Map<string, string>, out: ResultBuilder, options: ConvertOptions, owner?: string): ImportedDocument | null {
  const name = str(doc["name"]);
  const r = new Reader(systemOf(doc));
  const made = convertItem(str(doc["type"]), { name, importKey: importKey(doc), r, talentKeys });
  const key = owner ? `${owner} / ${name}` : sourceKey(doc);
  if ("reason" in made) {
    out.skip(SOURCE, key, made.reason, `${name}: ${made.reason === "UnknownSkill" ? `skill ${made.detail} is not one of this system's` : `type ${made.detail} has no counterpart here`}.`, { name, detail: made.detail });
    return null;
  }
  const unmapped = r.unmapped();
  noteUnmapped(out, key, name, unmapped);
  const result: ImportedDocument = {
    documentName: "Item", name, type: made.type, system: made.system, sourceKey: sourceKey(doc),
    flags: { eote: { imported: record(doc, unmapped, made.extra) } },
  };
  const img = image(doc, out, key, name, options);
  if (img) result.img = img;
  return result;
}

function actor(doc: Json, out: ResultBuilder, options: ConvertOptions): ImportedDocument | null {
  const name = str(doc["name"]);
  const key = sourceKey(doc);
  const type = str(doc["type"]);
  const embedded = (Array.isArray(doc["items"]) ? doc["items"] : []).filter((i): i is Json => typeof i === "object" && i !== null);
  const talentKeys = new Map<string, string>();
  for (const i of embedded) if (i["type"] === "talent") talentKeys.set(str(i["name"]).toLowerCase(), importKey(i) || camelId(str(i["name"])));
  const worn = embedded.filter((i) => i["type"] === "armour" && ((systemOf(i)["equippable"] ?? {}) as Json)["equipped"] === true);
  const armour = {
    soak: worn.reduce((sum, a) => sum + (Number(((systemOf(a)["soak"] ?? {}) as Json)["value"]) || 0), 0),
    defence: worn.reduce((best, a) => Math.max(best, Number(((systemOf(a)["defence"] ?? {}) as Json)["value"]) || 0), 0),
  };
  const stakes = stakesFrom(embedded);
  const r = new Reader(systemOf(doc));
  const made = convertActor(type, r, { armour, stakes });
  if (!made) {
    out.skip(SOURCE, key, "UnknownType", `${name}: type ${type || "—"} has no counterpart here.`, { name, detail: type || "—" });
    return null;
  }
  const items: ImportedDocument[] = [];
  const dropped: Json[] = [];
  for (const i of embedded) {
    if (stakes.used.has(i)) continue;
    const converted = item(i, talentKeys, out, options, name);
    if (converted) items.push(converted);
    else dropped.push(i);
  }
  const unmapped = r.unmapped();
  noteUnmapped(out, key, name, unmapped);
  const extra: Record<string, unknown> = {};
  if (dropped.length) extra["items"] = dropped;
  const result: ImportedDocument = {
    documentName: "Actor", name, type: made.type, system: made.system, items, sourceKey: key,
    flags: { eote: { imported: record(doc, unmapped, extra) } },
  };
  const img = image(doc, out, key, name, options);
  if (img) result.img = img;
  return result;
}

export function convertStarWarsFFG(documents: readonly unknown[], options: ConvertOptions = {}): ImportResult {
  const out = new ResultBuilder();
  const seen = new Set<string>();
  documents.forEach((raw, index) => {
    if (typeof raw !== "object" || raw === null || Array.isArray(raw) || typeof (raw as Json)["type"] !== "string") {
      out.skip(SOURCE, `#${index + 1}`, "NotADocument", `Entry ${index + 1} is not an exported Actor or Item.`, { index: index + 1 });
      return;
    }
    const doc = raw as Json;
    const bounds = jsonBounds(doc);
    if (!bounds.ok) {
      const name = str(doc["name"]) || `#${index + 1}`;
      out.skip(SOURCE, name, bounds.reasonKey, `${name} is past the import's bound on ${bounds.reasonKey === "TooDeep" ? "nesting" : bounds.reasonKey === "TooManyValues" ? "values" : "text"} (${bounds.limit}); it is left out.`, { name, limit: bounds.limit });
      return;
    }
    const converted = ACTOR_TYPES.has(str(doc["type"])) ? actor(doc, out, options) : item(doc, new Map(), out, options);
    if (!converted) return;
    if (seen.has(`${converted.documentName}:${converted.sourceKey}`)) {
      out.skip(SOURCE, converted.sourceKey, "DuplicateKey", `${converted.sourceKey} appears twice; the first is kept.`, { key: converted.sourceKey });
      return;
    }
    seen.add(`${converted.documentName}:${converted.sourceKey}`);
    out.add(SOURCE, converted);
  });
  return out.result();
}

/**
 * StarWarsFFG export files (one document, or a list of them, per file) read and converted; a file that
 * is not JSON, or is too large, is listed with its name.
 */
export function importStarWarsFFG(files: Record<string, string | Uint8Array>, options: ConvertOptions = {}): ImportResult {
  const pre = new ResultBuilder();
  const documents: unknown[] = [];
  for (const [file, data] of Object.entries(files)) {
    if (sizeOf(data) > MAX_FILE_BYTES) {
      pre.skip(file, undefined, "TooLarge", `${file} is over 50 MB.`, { file, limit: 50 });
      continue;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(decodeText(data));
    } catch (err) {
      // A parser that recurses (V8's does not) runs out of stack on a file nested thousands deep.
      if (err instanceof RangeError) {
        pre.skip(file, undefined, "FileTooDeep", `${file} is nested too deeply to read.`, { file });
        continue;
      }
      const message = err instanceof Error ? err.message : String(err);
      pre.skip(file, undefined, "MalformedJson", `${file} is not valid JSON: ${message}`, { file, message });
      continue;
    }
    if (Array.isArray(parsed) && parsed.length > MAX_FILE_ENTRIES) {
      pre.skip(file, undefined, "TooManyEntries", `${file} lists more than ${MAX_FILE_ENTRIES} entries.`, { file, limit: MAX_FILE_ENTRIES });
      continue;
    }
    if (Array.isArray(parsed)) for (const doc of parsed) documents.push(doc);
    else documents.push(parsed);
  }
  const result = convertStarWarsFFG(documents, options);
  return { documents: result.documents, skipped: [...pre.skipped, ...result.skipped], warnings: result.warnings };
}
