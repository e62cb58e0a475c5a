/**
 * The compendium browser's reads: the Item and Actor packs of this system (its own, and every world
 * compendium) the user may see, each read through `CompendiumCollection#getIndex({ fields })` with only
 * the fields the browser shows (./entry-model.ts INDEX_FIELDS), never whole documents. Each pack's index is
 * read once and kept until a document of that pack is created, updated or deleted (./index.ts calls
 * `forgetPack` from those hooks); the catalogue built from them is kept until one of them changes.
 * Globals are only read when called.
 */
import { SYSTEM_ID } from "../../system/config.ts";
import { browserCatalogue, INDEX_FIELDS, type BrowserCatalogue, type PackIndex, type RawIndexEntry } from "./entry-model.ts";

/** What the browser reads of a v13 CompendiumCollection. */
export interface BrowsablePack {
  collection: string;
  documentName: string;
  visible?: boolean;
  metadata: { label?: string; packageType?: string; packageName?: string; system?: string | string[] };
  getIndex(options: { fields: string[] }): Promise<Iterable<RawIndexEntry>>;
}

/**
 * Each pack's index by pack id, as a promise (two openings at once share one read), with the pack it was
 * read from: a compendium deleted and made again under the same id (a re-import) is read afresh.
 */
const read = new Map<string, { pack: BrowsablePack; index: Promise<PackIndex> }>();
let catalogue: { key: string; value: BrowserCatalogue } | null = null;

/** Whether a pack holds this system's actors or items: ours, or another package's made for this system (a world's). */
function ofThisSystem(pack: BrowsablePack): boolean {
  if (pack.documentName !== "Item" && pack.documentName !== "Actor") return false;
  const { packageType, packageName, system } = pack.metadata;
  if (packageType === "system") return packageName === SYSTEM_ID;
  // A world is always of one system; a module's pack says which system it is for.
  if (packageType === "world") return system === undefined || system === SYSTEM_ID || (Array.isArray(system) && system.includes(SYSTEM_ID));
  return system === SYSTEM_ID || (Array.isArray(system) && system.includes(SYSTEM_ID));
}

/** The packs the browser searches for the current user: this system's, and only those the user may see (v13 `visible`). */
export function browsablePacks(): BrowsablePack[] {
  const packs = (game.packs ?? []) as unknown as Iterable<BrowsablePack>;
  return [...packs].filter((p) => ofThisSystem(p) && p.visible === true);
}

/** One pack's index, read once (the fields the browser needs) and kept until the pack changes. */
function packIndex(pack: BrowsablePack): Promise<PackIndex> {
  const kept = read.get(pack.collection);
  if (kept?.pack === pack) return kept.index;
  const documentName = pack.documentName as "Item" | "Actor";
  const reading = pack.getIndex({ fields: [...INDEX_FIELDS[documentName]] }).then((entries) =>
    ({ id: pack.collection, label: pack.metadata.label ?? pack.collection, documentName, entries: [...entries] }));
  read.set(pack.collection, { pack, index: reading });
  if (kept) catalogue = null;
  // A failed read is not kept: the next opening tries again.
  reading.catch(() => { if (read.get(pack.collection)?.index === reading) read.delete(pack.collection); });
  return reading;
}

/** The catalogue of every pack the user may see, from the kept indexes (read where missing). */
export async function loadCatalogue(): Promise<BrowserCatalogue> {
  const packs = browsablePacks();
  const indexes = await Promise.all(packs.map(packIndex));
  const key = indexes.map((i) => i.id).join("|");
  // The same packs, none changed since (forgetPack drops it): the catalogue made from them stands.
  if (catalogue?.key === key) return catalogue.value;
  catalogue = { key, value: browserCatalogue(indexes) };
  return catalogue.value;
}

/** A document of this pack changed: its index is read again next time. Returns whether it was kept. */
export function forgetPack(packId: string): boolean {
  const had = read.delete(packId);
  if (had) catalogue = null;
  return had;
}

/** Everything read is forgotten (tests, and a change of packs the hooks do not name). */
export function forgetAll(): void {
  read.clear();
  catalogue = null;
}

/** Opens a result: the document by its uuid, then its sheet (a compendium document opens read-only for a player). */
export async function openEntry(uuid: string): Promise<boolean> {
  if (!uuid.startsWith("Compendium.")) return false;
  const doc = (await foundry.utils.fromUuid(uuid as Parameters<typeof foundry.utils.fromUuid>[0])) as unknown as { sheet?: { render(options: { force: boolean }): unknown } | null } | null;
  if (!doc?.sheet) return false;
  await doc.sheet.render({ force: true });
  return true;
}

/**
 * The drag data of a result, as a drag from a compendium gives it (`{ type, uuid }`): a sheet's or the
 * canvas's drop handler resolves it like any other. Only our own compendium uuids are given.
 */
export function dragDataOf(documentName: string, uuid: string): { type: "Item" | "Actor"; uuid: string } | null {
  if ((documentName !== "Item" && documentName !== "Actor") || !/^Compendium\.[\w-]+\.[\w-]+\.(Item|Actor)\.[\w]+$/.test(uuid)) return null;
  return { type: documentName, uuid };
}
