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
 *   for, as v13's Collection by id that iterates its entries), `getDocument(id)`, `getDocuments()`,
 *   `importDocument(doc)` and `deleteCompendium()`;
 * - who sees a pack: its ownership by role (`{ PLAYER: "OBSERVER", ASSISTANT: "OWNER" }`, the default of
 *   world packs and of our system.json), `getUserLevel(user)`, `testUserPermission(user, level)` and
 *   `visible` (at least OBSERVER for the user at the keyboard; a GM owns every pack);
 * - the document hooks core fires for compendium documents as for world ones: `createItem`, `updateItem`,
 *   `deleteItem` (and the Actor ones) with the document, whose `pack` names its compendium.
 * `failWritesAfter(n)` makes the write after the next n throw, as a server refusing it mid-import
 * would (a test control, not Foundry behaviour).
 */
import { FakeActor, FakeItem, newId, PermissionDenied, propertyAt, type PackDoc, type ActorSystem, type AnyFakeActor, type AnyFakeItem, type Flags, type ItemSource, type ItemSystem } from "./documents.ts";
import { createdSource } from "./pipeline.ts";
import { Collection } from "./collection.ts";
import { globalAt } from "./typed.ts";
import { currentUser, OWNERSHIP, type OwnershipName } from "./users.ts";

type Doc = AnyFakeActor | AnyFakeItem;
type Plain = Record<string, unknown>;
/** An index entry: `_id`, `name`, `type`, `uuid`, `img` and the fields asked for. */
export type IndexEntry = Record<string, unknown>;
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


/** v13 CompendiumCollection#getIndex({ fields }): `_id`, `name`, `type`, `uuid` and the fields asked for. */
export function indexEntry(d: { _id?: unknown; id?: unknown; name?: unknown; type?: unknown; system?: unknown; img?: unknown; flags?: unknown }, uuid: string, fields: readonly string[] = []): IndexEntry {
  const entry: IndexEntry = { _id: d._id ?? d.id, name: d.name, type: d.type, uuid };
  // v13 indexes every document's image (CONFIG[documentName].compendiumIndexFields).
  if (typeof d.img === "string") entry["img"] = d.img;
  for (const field of fields) {
    const value = propertyAt(d, field);
    if (value !== undefined) setPath(entry, field, structuredClone(value));
  }
  return entry;
}

function setPath(target: Plain, path: string, value: unknown): void {
  const parts = path.split(".");
  let node = target;
  for (const p of parts.slice(0, -1)) node = (node[p] ??= {}) as Plain;
  node[parts.at(-1)!] = value;
}

/** A document built from create data, as the server stores it (initial values, validated). */
function build(documentName: DocumentName, input: CreateInput, id: string, pack: string | null): Doc {
  const data = input as CreateData; // a pack document has the same fields, the ones it sets
  const type = String(data.type);
  if (documentName === "Item") {
    // The type's initial values under what was given: a whole item's data.
    const system = createdSource("Item", type, data.system ?? {}) as unknown as ItemSystem;
    const item = new FakeItem({ ...data, name: String(data.name), type, _id: id, system, img: data.img ?? "icons/svg/item-bag.svg" }, null, pack ?? "world");
    return item;
  }
  const system = createdSource("Actor", type, (data.system ?? {}) as Plain) as unknown as ActorSystem;
  const items: ItemSource[] = (data.items ?? []).map((i) => ({ ...i, _id: i._id ?? newId(), system: createdSource("Item", i.type, (i.system ?? {}) as Plain) }));
  // Core gives the creating user OWNER and everyone else the default NONE, unless the data says otherwise.
  const creator = currentUser()?.id;
  const ownership = data.ownership ?? { default: OWNERSHIP.NONE, ...(creator ? { [creator]: OWNERSHIP.OWNER } : {}) };
  const actor = new FakeActor(String(data.name), type, system, { items, ownership });
  actor.id = id;
  actor.uuid = pack ? `Compendium.${pack}.Actor.${id}` : `Actor.${id}`;
  actor.pack = pack;
  actor.flags = structuredClone(data.flags ?? {});
  actor.img = data.img ?? "icons/svg/mystery-man.svg";
  return actor as unknown as AnyFakeActor;
}

/** What a test creates a document from: create data, or a pack's document as it is. */
export type CreateInput = CreateData | PackDoc<unknown>;

/** A document's create data as a test writes it (the fields the double reads). */
export interface CreateData {
  _id?: string;
  name?: unknown;
  type?: unknown;
  img?: string;
  system?: object;
  items?: readonly ItemSource<unknown>[];
  flags?: Flags;
  ownership?: Record<string, number>;
  [field: string]: unknown;
}

/** A pack's or the world's documents by id, iterating the documents, as core's collections do. */
export class DocCollection extends Collection<Doc> {}

/** v13's user roles (CONST.USER_ROLES) by name, as a pack's ownership names them. */
const ROLES = { NONE: 0, PLAYER: 1, TRUSTED: 2, ASSISTANT: 3, GAMEMASTER: 4 } as const;
type RoleName = keyof typeof ROLES;

export interface PackMetadata {
  id: string;
  name: string;
  label: string;
  type: DocumentName;
  packageType: "world" | "system";
  packageName: string;
  /** The system the pack's documents are for (v13 sets it on a world's Actor and Item packs). */
  system?: string;
  /** The level each role has, by role name; a role not listed has the next lower role's level. */
  ownership?: Partial<Record<RoleName, OwnershipName>>;
}

/** A pack's index: v13's Collection of index entries by id, iterating the entries. */
export class IndexCollection extends Collection<IndexEntry> {}

export class CompendiumDouble {
  readonly docs = new DocCollection();
  deleted = false;
  constructor(readonly metadata: PackMetadata) {}
  get collection(): string { return this.metadata.id; }
  get documentName(): DocumentName { return this.metadata.type; }
  get title(): string { return this.metadata.label; }

  /** v13: the highest level the user's role reaches in the pack's ownership (a GM owns it). */
  getUserLevel(user: { isGM?: boolean; role?: number } | null | undefined = currentUser() as { isGM?: boolean; role?: number }): number {
    if (!user) return OWNERSHIP.NONE;
    if (user.isGM) return OWNERSHIP.OWNER;
    const ownership = this.metadata.ownership ?? { PLAYER: "OBSERVER", ASSISTANT: "OWNER" };
    let level: number = OWNERSHIP.NONE;
    for (const [role, name] of Object.entries(ownership) as [RoleName, OwnershipName][]) {
      if ((user.role ?? ROLES.PLAYER) >= ROLES[role]) level = Math.max(level, OWNERSHIP[name]);
    }
    return level;
  }
  testUserPermission(user: { isGM?: boolean; role?: number }, level: OwnershipName, { exact = false } = {}): boolean {
    const has = this.getUserLevel(user);
    return exact ? has === OWNERSHIP[level] : has >= OWNERSHIP[level];
  }
  /** v13: whether the user at the keyboard may see the pack (OBSERVER or more). */
  get visible(): boolean {
    return this.getUserLevel() >= OWNERSHIP.OBSERVER;
  }

  /** v13 getIndex({ fields }): the entries with `_id`, `name`, `type`, `uuid`, `img` and the fields asked for. */
  async getIndex(options: { fields?: string[] } = {}): Promise<IndexCollection> {
    const index = new IndexCollection();
    for (const d of this.docs) {
      index.set(d.id, indexEntry({ ...d, _id: d.id, name: d.name, type: d.type, system: d.system, img: d.img, flags: d.flags }, d.uuid, options.fields));
    }
    return index;
  }
  async getDocuments(): Promise<Doc[]> { return this.docs.contents; }
  async getDocument(id: string): Promise<Doc | undefined> { return this.docs.get(id); }

  /** v13: the document's data created in this pack. */
  async importDocument(doc: Doc): Promise<Doc> {
    const [made] = await createDocuments(this.documentName, [doc.toObject() as CreateData], { pack: this.collection });
    return made!;
  }

  async deleteCompendium(): Promise<this> {
    requireGm(`delete the compendium ${this.collection}`);
    packs().delete(this.collection);
    this.deleted = true;
    return this;
  }
}

/** Core's document hooks after a write (create and delete: document, options, user id; update: document, changes, options, user id). */
function fire(hook: string, doc: Doc, options: object, changes?: object): void {
  const hooks = (globalThis as { Hooks?: { callAll?(name: string, ...args: unknown[]): unknown } }).Hooks;
  const userId = currentUser()?.id;
  if (changes) hooks?.callAll?.(hook, doc, changes, options, userId);
  else hooks?.callAll?.(hook, doc, options, userId);
}

function packs(): Collection<unknown> {
  return globalAt("game", "packs") as Collection<unknown>;
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

async function createDocuments(documentName: DocumentName, data: readonly CreateInput[], options: { pack?: string; keepId?: boolean } = {}): Promise<Doc[]> {
  const into = target(documentName, options.pack);
  countWrite();
  // Built and validated first: one invalid document and nothing is written.
  const made = data.map((d) => build(documentName, d, options.keepId && typeof d._id === "string" ? d._id : newId(), options.pack ?? null));
  for (const doc of made) into.set(doc.id, doc);
  for (const doc of made) fire(`create${documentName}`, doc, options);
  return made;
}

/**
 * A document as the server finds it for a write: read past the client's `get`, which a read-once test wraps to
 * count what the shell looks up (lookups.ts), so the server's side of a write counts as none of them.
 */
const stored = (into: DocCollection, id: string): Doc | undefined => Collection.prototype.get.call(into, id) as Doc | undefined;

async function updateDocuments(documentName: DocumentName, updates: readonly ({ _id: string } & Plain)[], options: { pack?: string } = {}): Promise<Doc[]> {
  const into = target(documentName, options.pack);
  countWrite();
  const out: Doc[] = [];
  for (const { _id, ...changes } of updates) {
    const doc = stored(into, _id);
    if (!doc) throw new Error(`No ${documentName} ${_id} to update`);
    await doc.update(changes);
    if (typeof changes["img"] === "string") doc.img = changes["img"];
    out.push(doc);
    fire(`update${documentName}`, doc, options, changes);
  }
  return out;
}

async function deleteDocuments(documentName: DocumentName, ids: string[], options: { pack?: string } = {}): Promise<string[]> {
  const into = target(documentName, options.pack);
  countWrite();
  for (const id of ids) if (!into.has(id)) throw new Error(`No ${documentName} ${id} to delete`);
  const gone = ids.map((id) => stored(into, id)!);
  for (const id of ids) into.delete(id);
  for (const doc of gone) fire(`delete${documentName}`, doc, options);
  return ids;
}

/** The world's Actors and Items (game.actors, game.items). */
export const world: Record<DocumentName, DocCollection> = { Actor: new DocCollection(), Item: new DocCollection() };

/**
 * Adds a pack to game.packs holding these documents (written as the server stores them, no hooks): one of
 * our system's (`eote.<name>`, locked) or a world's; a test setting up the packs a world has.
 */
export function addPack(metadata: Omit<PackMetadata, "id" | "packageName"> & { packageName?: string }, data: readonly CreateInput[] = []): CompendiumDouble {
  const packageName = metadata.packageName ?? (metadata.packageType === "system" ? "eote" : "world");
  const id = `${packageName}.${metadata.name}`;
  const pack = new CompendiumDouble({ ...metadata, id, packageName });
  for (const d of data) {
    const doc = build(metadata.type, d, typeof d._id === "string" ? d._id : newId(), id);
    pack.docs.set(doc.id, doc);
  }
  packs().set(id, pack);
  return pack;
}

/** Installs the compendium and world-collection doubles over installFoundry()'s globals. */
export function installCompendia(): void {
  // The globals installFoundry set up, in the members this install reads and replaces.
  type FromUuid = ((uuid: string) => Promise<unknown>) & { packAware?: boolean };
  const g = globalThis as unknown as {
    foundry: { documents?: { collections?: object }; utils: { fromUuid?: FromUuid } };
    game: { system?: { id?: string }; actors?: unknown; items?: { fromCompendium?: unknown } };
  };
  world.Actor.clear();
  world.Item.clear();
  writeFaults.failAfter = null;
  writeFaults.writes = 0;
  const documents = (g.foundry.documents ??= {});
  documents.collections = {
    ...documents.collections,
    CompendiumCollection: {
      async createCompendium(metadata: { name?: string; label: string; type: DocumentName }) {
        requireGm("create a compendium");
        const name = metadata.name ?? metadata.label.toLowerCase().replace(/[^a-z0-9]+/g, "-");
        const id = `world.${name}`;
        if (packs().has(id)) throw new Error(`A compendium named ${name} already exists`);
        // v13 marks a world's Actor and Item packs with the world's system.
        const system = g.game.system?.id;
        const pack = new CompendiumDouble({ id, name, label: metadata.label, type: metadata.type, packageType: "world", packageName: "world", ...(system ? { system } : {}) });
        packs().set(id, pack);
        return pack;
      },
    },
  };
  for (const [cls, name] of [[FakeActor, "Actor"], [FakeItem, "Item"]] as const) {
    Object.assign(cls, {
      createDocuments: (data: readonly CreateInput[], options?: { pack?: string; keepId?: boolean }) => createDocuments(name, data, options),
      updateDocuments: (data: readonly ({ _id: string } & Plain)[], options?: { pack?: string }) => updateDocuments(name, data, options),
      deleteDocuments: (ids: string[], options?: { pack?: string }) => deleteDocuments(name, ids, options),
    });
  }
  // v13 fromUuid loads a compendium document by its uuid (Compendium.<pack>.<Document>.<id>).
  const fromUuid = g.foundry.utils.fromUuid;
  if (fromUuid && !fromUuid.packAware) {
    const packAware = async (uuid: string) => {
      const m = /^Compendium\.([^.]+\.[^.]+)\.(Actor|Item)\.([^.]+)$/.exec(uuid);
      const pack = m ? packs().get(m[1]!) : undefined;
      if (pack instanceof CompendiumDouble && pack.documentName === m![2]) return pack.docs.get(m![3]!) ?? null;
      return fromUuid(uuid);
    };
    g.foundry.utils.fromUuid = Object.assign(packAware, { packAware: true });
  }
  const fromCompendium = g.game.items?.fromCompendium;
  g.game.actors = world.Actor;
  g.game.items = Object.assign(world.Item, { fromCompendium });
}
