/**
 * World compendia and the world's Actors and Items as Foundry v13 documents them, for the import tool:
 * - `foundry.documents.collections.CompendiumCollection.createCompendium(metadata)` makes a world pack
 *   `world.<name>` (its metadata `type` the document name), added to `game.packs`; only a GM may, and
 *   a name already taken is refused;
 * - `Actor.createDocuments(data, { pack })` / `Item.createDocuments`: every document built and validated
 *   before any is written (one invalid document fails the whole call), new ids unless `keepId`; into the
 *   pack, or the world collection without `pack`; `updateDocuments([{ _id, … }], { pack })` through each
 *   document's update pipeline; `deleteDocuments(ids, { pack })`. Compendium writes are the GM's;
 * - a pack's `getIndex({ fields })` (entries with `_id`, `name`, `type`, `uuid` and the fields asked
 *   for), `getDocument(id)`, `getDocuments()`, `importDocument(doc)` and `deleteCompendium()`.
 * `failWritesAfter(n)` makes the write after the next n throw, as a server refusing it mid-import
 * would (a test control, not Foundry behaviour).
 */
import { FakeActor, FakeItem, newId, PermissionDenied, type PackDoc } from "./documents.ts";
import { createdSource } from "./pipeline.ts";
import { currentUser, OWNERSHIP } from "./users.ts";

type Doc = FakeActor | FakeItem;
type DocumentName = "Actor" | "Item";

/** Injected failure: the write after `failAfter` successful ones throws (then it resets to null). */
const writeFaults: { failAfter: number | null; writes: number } = { failAfter: null, writes: 0 };

/** The next `n` writes (create, update or delete calls) succeed, the one after throws. */
export function failWritesAfter(n: number): void {
  writeFaults.failAfter = n;
  writeFaults.writes = 0;
}

function countWrite(): void {
  if (writeFaults.failAfter !== null && writeFaults.writes >= writeFaults.failAfter) {
    writeFaults.failAfter = null;
    throw new Error("The server refused the write");
  }
  writeFaults.writes += 1;
}

function requireGm(what: string): void {
  if (currentUser()?.isGM !== true) throw new PermissionDenied(what);
}

const pick = (obj: any, path: string) => path.split(".").reduce((n, k) => n?.[k], obj);

/** v13 CompendiumCollection#getIndex({ fields }): `_id`, `name`, `type`, `uuid` and the fields asked for. */
export function indexEntry(d: { _id?: unknown; id?: unknown; name?: unknown; type?: unknown; system?: unknown }, uuid: string, fields: readonly string[] = []): Record<string, any> {
  const entry: Record<string, any> = { _id: d._id ?? d.id, name: d.name, type: d.type, uuid };
  for (const field of fields) {
    const value = pick(d, field);
    if (value !== undefined) setPath(entry, field, structuredClone(value));
  }
  return entry;
}

function setPath(target: Record<string, any>, path: string, value: unknown): void {
  const parts = path.split(".");
  let node = target;
  for (const p of parts.slice(0, -1)) node = (node[p] ??= {});
  node[parts.at(-1)!] = value;
}

/** A document built from create data, as the server stores it (initial values, validated). */
function build(documentName: DocumentName, data: Record<string, any>, id: string, pack: string | null): Doc {
  if (documentName === "Item") {
    const system = createdSource("Item", data["type"], data["system"] ?? {});
    const item = new FakeItem({ ...data, _id: id, system } as PackDoc, null, pack ?? "world");
    (item as any).img = data["img"] ?? "icons/svg/item-bag.svg";
    return item;
  }
  const system = createdSource("Actor", data["type"], data["system"] ?? {});
  const items = ((data["items"] ?? []) as Record<string, any>[]).map((i) => ({ ...i, _id: i["_id"] ?? newId(), system: createdSource("Item", i["type"], i["system"] ?? {}) }));
  // Core gives the creating user OWNER and everyone else the default NONE, unless the data says otherwise.
  const creator = currentUser()?.id;
  const ownership = data["ownership"] ?? { default: OWNERSHIP.NONE, ...(creator ? { [creator]: OWNERSHIP.OWNER } : {}) };
  const actor = new FakeActor(data["name"], data["type"], system, { items: items as PackDoc[], ownership });
  actor.id = id;
  actor.uuid = pack ? `Compendium.${pack}.Actor.${id}` : `Actor.${id}`;
  actor.flags = structuredClone(data["flags"] ?? {});
  (actor as any).img = data["img"] ?? "icons/svg/mystery-man.svg";
  return actor;
}

/** A Map that iterates its documents, as core's collections do. */
export class DocCollection extends Map<string, Doc> {
  override [Symbol.iterator](): any { return this.values(); }
  get contents(): Doc[] { return [...this.values()]; }
  filter(fn: (d: Doc) => boolean): Doc[] { return this.contents.filter(fn); }
  find(fn: (d: Doc) => boolean): Doc | undefined { return this.contents.find(fn); }
  map<T>(fn: (d: Doc) => T): T[] { return this.contents.map(fn); }
}

export class CompendiumDouble {
  readonly docs = new DocCollection();
  deleted = false;
  constructor(readonly metadata: { id: string; name: string; label: string; type: DocumentName; packageType: "world" | "system"; packageName: string }) {}
  get collection(): string { return this.metadata.id; }
  get documentName(): DocumentName { return this.metadata.type; }

  async getIndex(options: { fields?: string[] } = {}) {
    return this.docs.map((d) => indexEntry({ ...d, _id: d.id, name: d.name, type: d.type, system: (d as any).system }, d.uuid, options.fields));
  }
  async getDocuments(): Promise<Doc[]> { return this.docs.contents; }
  async getDocument(id: string): Promise<Doc | undefined> { return this.docs.get(id); }

  /** v13: the document's data created in this pack. */
  async importDocument(doc: Doc): Promise<Doc> {
    const [made] = await createDocuments(this.documentName, [(doc as FakeItem).toObject?.() ?? doc], { pack: this.collection });
    return made!;
  }

  async deleteCompendium(): Promise<this> {
    requireGm(`delete the compendium ${this.collection}`);
    packs().delete(this.collection);
    this.deleted = true;
    return this;
  }
}

function packs(): Map<string, unknown> {
  return (globalThis as any).game.packs as Map<string, unknown>;
}

function target(documentName: DocumentName, pack: string | undefined): DocCollection {
  if (pack) {
    const found = packs().get(pack);
    if (!(found instanceof CompendiumDouble) || found.documentName !== documentName) throw new Error(`No ${documentName} compendium ${pack}`);
    requireGm(`write to the compendium ${pack}`);
    return found.docs;
  }
  requireGm(`create ${documentName} documents in the world`);
  return world[documentName];
}

async function createDocuments(documentName: DocumentName, data: Record<string, any>[], options: { pack?: string; keepId?: boolean } = {}): Promise<Doc[]> {
  const into = target(documentName, options.pack);
  countWrite();
  // Built and validated first: one invalid document and nothing is written.
  const made = data.map((d) => build(documentName, d, options.keepId && d["_id"] ? d["_id"] : newId(), options.pack ?? null));
  for (const doc of made) into.set(doc.id, doc);
  return made;
}

async function updateDocuments(documentName: DocumentName, updates: Record<string, any>[], options: { pack?: string } = {}): Promise<Doc[]> {
  const into = target(documentName, options.pack);
  countWrite();
  const out: Doc[] = [];
  for (const { _id, ...changes } of updates) {
    const doc = into.get(_id);
    if (!doc) throw new Error(`No ${documentName} ${_id} to update`);
    await doc.update(changes);
    if (typeof changes["img"] === "string") (doc as any).img = changes["img"];
    out.push(doc);
  }
  return out;
}

async function deleteDocuments(documentName: DocumentName, ids: string[], options: { pack?: string } = {}): Promise<string[]> {
  const into = target(documentName, options.pack);
  countWrite();
  for (const id of ids) if (!into.has(id)) throw new Error(`No ${documentName} ${id} to delete`);
  for (const id of ids) into.delete(id);
  return ids;
}

/** The world's Actors and Items (game.actors, game.items). */
export const world: Record<DocumentName, DocCollection> = { Actor: new DocCollection(), Item: new DocCollection() };

/** Installs the compendium and world-collection doubles over installFoundry()'s globals. */
export function installCompendia(): void {
  const g = globalThis as any;
  world.Actor.clear();
  world.Item.clear();
  writeFaults.failAfter = null;
  writeFaults.writes = 0;
  g.foundry.documents ??= {};
  g.foundry.documents.collections = {
    ...g.foundry.documents.collections,
    CompendiumCollection: {
      async createCompendium(metadata: { name?: string; label: string; type: DocumentName }) {
        requireGm("create a compendium");
        const name = metadata.name ?? metadata.label.toLowerCase().replace(/[^a-z0-9]+/g, "-");
        const id = `world.${name}`;
        if (packs().has(id)) throw new Error(`A compendium named ${name} already exists`);
        const pack = new CompendiumDouble({ id, name, label: metadata.label, type: metadata.type, packageType: "world", packageName: "world" });
        packs().set(id, pack);
        return pack;
      },
    },
  };
  for (const [cls, name] of [[FakeActor, "Actor"], [FakeItem, "Item"]] as const) {
    Object.assign(cls, {
      createDocuments: (data: Record<string, any>[], options?: { pack?: string; keepId?: boolean }) => createDocuments(name, data, options),
      updateDocuments: (data: Record<string, any>[], options?: { pack?: string }) => updateDocuments(name, data, options),
      deleteDocuments: (ids: string[], options?: { pack?: string }) => deleteDocuments(name, ids, options),
    });
  }
  const fromCompendium = g.game.items?.fromCompendium;
  g.game.actors = world.Actor;
  g.game.items = Object.assign(world.Item, { fromCompendium });
}
