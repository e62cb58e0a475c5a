/**
 * importOggDude: the files of OggDude's Data folder (by their path inside it) to documents of this
 * system. Every file is parsed once; the look-ups other entries need (descriptors, talent names,
 * Force abilities, careers' specialisations, trees' rows) are read first, then each entry is converted
 * on its own, so one bad entry or file never stops the rest. Pure: no Foundry global, no I/O.
 */
import type { ImportedDocument, ImportResult } from "../result.ts";
import { ResultBuilder } from "../result.ts";
import { decodeText, MAX_FILE_BYTES, nodes, parseXml, sizeOf, text, type XmlNode } from "../xml.ts";
import { attachment } from "./attachments.ts";
import { identify, newContext, type OggContext } from "./context.ts";
import { forcePower } from "./force.ts";
import { armour, gear, quality, readDescriptor, weapon } from "./gear.ts";
import { career, learnCareer, learnTrees, specialisation, species } from "./identity.ts";
import { talent } from "./talents.ts";
import { vehicle } from "./vehicles.ts";

/** What the GM may choose to bring in: document types, vehicles for the vehicle actors. */
export const OGGDUDE_KINDS = [
  "weapon", "armour", "gear", "attachment", "quality", "talent", "career", "species", "specialisation", "forcePower", "vehicle",
] as const;
export type OggDudeKind = (typeof OGGDUDE_KINDS)[number];

export interface ImportOptions {
  /** Only these kinds are converted (all when absent). */
  kinds?: readonly string[];
}

type Convert = (ctx: OggContext, file: string, entry: XmlNode) => ImportedDocument | null;

/** A list file (one file, a root element holding entries) or a folder of one-entry files. */
interface Source {
  kind: OggDudeKind | null;
  root: string;
  entry: string;
  convert?: Convert;
}

const LIST_FILES: Readonly<Record<string, Source>> = {
  "itemdescriptors.xml": { kind: "quality", root: "ItemDescriptors", entry: "ItemDescriptor", convert: quality },
  "skills.xml": { kind: null, root: "Skills", entry: "Skill" },
  "force abilities.xml": { kind: null, root: "ForceAbilities", entry: "ForceAbility" },
  "talents.xml": { kind: "talent", root: "Talents", entry: "Talent", convert: talent },
  "weapons.xml": { kind: "weapon", root: "Weapons", entry: "Weapon", convert: weapon },
  "armor.xml": { kind: "armour", root: "Armors", entry: "Armor", convert: armour },
  "gear.xml": { kind: "gear", root: "Gears", entry: "Gear", convert: gear },
  "itemattachments.xml": { kind: "attachment", root: "ItemAttachments", entry: "ItemAttachment", convert: attachment },
};

const FOLDERS: Readonly<Record<string, Source>> = {
  careers: { kind: "career", root: "Career", entry: "Career", convert: career },
  species: { kind: "species", root: "Species", entry: "Species", convert: species },
  specializations: { kind: "specialisation", root: "Specialization", entry: "Specialization", convert: specialisation },
  "force powers": { kind: "forcePower", root: "ForcePower", entry: "ForcePower", convert: forcePower },
  vehicles: { kind: "vehicle", root: "Vehicle", entry: "Vehicle", convert: vehicle },
};

/** The conversion order: what others copy (weapons for vehicles) comes first. */
const ORDER: readonly string[] = [
  "itemdescriptors.xml", "talents.xml", "weapons.xml", "armor.xml", "gear.xml", "itemattachments.xml",
  "careers", "species", "specializations", "force powers", "vehicles",
];

/** A path inside the Data folder, in lower case with `/`: "Data/Careers/Ace.xml" → "careers/ace.xml". */
export function dataPath(path: string): string {
  const p = path.replace(/\\/g, "/").replace(/^\/+/, "");
  const at = p.toLowerCase().lastIndexOf("data/");
  return (at >= 0 && (at === 0 || p[at - 1] === "/") ? p.slice(at + 5) : p).toLowerCase();
}

/** Which source a path is, or null for a file the importer does not read (images, other data). */
export function sourceOf(path: string): { id: string; source: Source } | null {
  const p = dataPath(path);
  if (!p.endsWith(".xml")) return null;
  const list = LIST_FILES[p];
  if (list) return { id: p, source: list };
  const slash = p.lastIndexOf("/");
  const folder = FOLDERS[p.slice(0, slash)];
  return slash > 0 && folder ? { id: p.slice(0, slash), source: folder } : null;
}

interface Parsed {
  file: string;
  id: string;
  source: Source;
  entries: XmlNode[];
}

function parseAll(files: Record<string, string | Uint8Array>, out: ResultBuilder): Parsed[] {
  const parsed: Parsed[] = [];
  for (const [file, data] of Object.entries(files)) {
    const known = sourceOf(file);
    if (!known) continue;
    if (sizeOf(data) > MAX_FILE_BYTES) {
      out.skip(file, undefined, "TooLarge", `${file} is over 50 MB.`, { file, limit: 50 });
      continue;
    }
    const xml = parseXml(decodeText(data));
    if (!xml.ok) {
      out.skip(file, undefined, "MalformedXml", `${file} is not well-formed XML (line ${xml.line}): ${xml.message}`, { file, line: xml.line, message: xml.message });
      continue;
    }
    const { source } = known;
    const rootNode = xml.root[source.root];
    if (rootNode === undefined) {
      out.skip(file, undefined, "WrongRoot", `${file} has no <${source.root}> element.`, { file, element: source.root });
      continue;
    }
    const entries = source.root === source.entry
      ? [typeof rootNode === "object" && rootNode !== null ? rootNode as XmlNode : {}]
      : nodes(rootNode, source.entry);
    parsed.push({ file, id: known.id, source, entries });
  }
  return parsed;
}

function learn(ctx: OggContext, parsed: readonly Parsed[]): void {
  for (const p of parsed) {
    for (const entry of p.entries) {
      const { key, name } = identify(entry);
      if (p.id === "itemdescriptors.xml") ctx.descriptors.set(key, readDescriptor(entry));
      else if (p.id === "talents.xml") ctx.talentNames.set(key, name);
      else if (p.id === "force abilities.xml") ctx.forceAbilities.set(key, entry);
      else if (p.id === "careers") learnCareer(ctx, entry);
      else if (p.id === "specializations") learnTrees(ctx, entry);
      else if (p.id === "skills.xml" && key !== "") ctx.extraSkills.set(key, name);
    }
  }
}

export function importOggDude(files: Record<string, string | Uint8Array>, options: ImportOptions = {}): ImportResult {
  const out = new ResultBuilder();
  const parsed = parseAll(files, out);
  if (parsed.length === 0 && out.skipped.length === 0) {
    out.skip("", undefined, "WrongFolder", "None of these files is in OggDude's Data folder.", {});
    return out.result();
  }
  const ctx = newContext(out);
  learn(ctx, parsed);
  const wanted = (kind: string | null) => kind !== null && (!options.kinds || options.kinds.includes(kind));
  const needWeapons = wanted("vehicle");
  for (const id of ORDER) {
    // Keys are unique per kind, across the files of a folder too.
    const seen = new Set<string>();
    for (const p of parsed.filter((x) => x.id === id)) {
      const { kind, convert } = p.source;
      const keep = wanted(kind);
      if (!convert || !(keep || (kind === "weapon" && needWeapons))) continue;
      for (const entry of p.entries) {
        if (kind === "quality" && text(entry["IsQuality"]).trim().toLowerCase() !== "true") continue;
        const doc = convert(ctx, p.file, entry);
        if (!doc) continue;
        if (seen.has(doc.sourceKey)) {
          out.skip(p.file, doc.sourceKey, "DuplicateKey", `${doc.sourceKey} appears twice in ${p.file}; the first is kept.`, { key: doc.sourceKey });
          continue;
        }
        seen.add(doc.sourceKey);
        if (kind === "weapon") ctx.weapons.set(doc.sourceKey, doc);
        if (keep) out.add(p.file, doc);
      }
    }
  }
  return out.result();
}
