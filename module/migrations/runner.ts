/**
 * The world migration runner (shell). At `ready`, for the active GM only: when the world's
 * `eote.schemaVersion` is older than CURRENT_SCHEMA_VERSION, it persists migrated data for world
 * actors, world items, actors' embedded items, the ActorDeltas of unlinked tokens on every scene and
 * unlocked world compendia, then writes the new version. The data models already reshaped each source
 * in memory on load (migrateData), so this writes the full `system` of each document without diffing
 * (diff: false), merged recursively into what the database holds, so keys the current schema no
 * longer knows stay stored rather than being deleted. It is also the only place the whole-document
 * steps run (defaults, values read from other fields), on `toObject()` sources.
 * A document that fails is logged and left as it was while the rest go on; then the version is NOT
 * written and the GM is told how many failed, so the next start retries (migrations are idempotent).
 * World actors and items that v13 could not validate at load (a value past a range the schema gained
 * later, such as a number past its cap) are kept apart (`invalidDocumentIds`, `getInvalid(id)`); they
 * are migrated too, from their stored data in `game.data`, as dnd5e's runner does.
 */
import { SYSTEM_ID } from "../system/config.ts";
import { format } from "../foundry/localize.ts";
import { completeSystem, CURRENT_SCHEMA_VERSION, migrateSystem, MIGRATIONS, reshapeSystem } from "./migrations.ts";
import { changesFrom, overlay, type Plain } from "./overlay.ts";

interface PlainDoc {
  _id?: string | null;
  type?: string;
  system?: unknown;
  items?: PlainDoc[];
}

/** The update for one document: its migrated system, or null when its type is not ours. */
function systemUpdate(documentName: "Actor" | "Item", doc: PlainDoc, fromVersion: number): { _id: string; system: unknown } | null {
  if (!doc._id || doc.type === undefined || doc.type === "base") return null;
  const system = structuredClone(doc.system ?? {});
  // The in-memory source is already migrated (migrateData); run again in case it was not, e.g. a
  // document created by a module before the models were registered. Migrations are idempotent.
  migrateSystem(documentName, doc.type, system, fromVersion);
  return { _id: doc._id, system };
}

async function migrateActor(actor: Actor.Implementation, fromVersion: number, stored?: PlainDoc): Promise<void> {
  const source = stored ?? actor.toObject() as unknown as PlainDoc;
  const update = systemUpdate("Actor", source, fromVersion);
  if (update) await actor.update(update as unknown as Actor.UpdateData, { diff: false });
  const items = (source.items ?? []).map((i) => systemUpdate("Item", i, fromVersion)).filter((u) => u !== null);
  if (items.length > 0) await actor.updateEmbeddedDocuments("Item", items as Item.UpdateData[], { diff: false });
}

async function migrateItem(item: Item.Implementation, fromVersion: number, stored?: PlainDoc): Promise<void> {
  const update = systemUpdate("Item", stored ?? item.toObject() as unknown as PlainDoc, fromVersion);
  if (update) await item.update(update as unknown as Item.UpdateData, { diff: false });
}

const isPlain = (v: unknown): v is Plain => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * An unlinked token keeps its own changes in an ActorDelta whose `system` holds only the keys that
 * token changed. Those keys get the partial-safe reshape; the whole-document steps are evaluated on
 * the token's synthetic actor (the migrated base actor with the delta laid over it) and only what
 * they change there is added to the delta, so a delta with its own droid species gets the flag while
 * one that changed only wounds keeps following its base actor. Items the delta holds are migrated as
 * the synthetic actor's items. Linked tokens are their world actor, migrated with the world actors.
 */
async function migrateDelta(token: TokenDocument.Implementation, fromVersion: number): Promise<void> {
  const base = token.baseActor;
  if (token.actorLink || !token.delta || !base) return;
  const delta = token.delta.toObject() as unknown as PlainDoc & { items?: PlainDoc[] };
  const own: Plain = structuredClone(isPlain(delta.system) ? delta.system : {});
  const reshaped = reshapeSystem("Actor", base.type, own, fromVersion);

  const baseSystem = structuredClone((base.toObject() as unknown as PlainDoc).system ?? {});
  migrateSystem("Actor", base.type, baseSystem, fromVersion);
  const synthetic = overlay(isPlain(baseSystem) ? baseSystem : {}, own);
  const before = structuredClone(synthetic);
  completeSystem("Actor", base.type, synthetic, fromVersion);
  const completed = changesFrom(before, synthetic);

  if (reshaped || Object.keys(completed).length > 0) {
    await token.delta.update({ system: overlay(own, completed) } as ActorDelta.UpdateData, { diff: false });
  }
  const items = (delta.items ?? []).map((i) => systemUpdate("Item", i, fromVersion)).filter((u) => u !== null);
  if (items.length > 0 && token.actor) {
    await token.actor.updateEmbeddedDocuments("Item", items as Item.UpdateData[], { diff: false });
  }
}

/** Runs one document's migration; false (logged, the GM told) when it failed. */
async function guarded(name: string, work: () => Promise<void>): Promise<boolean> {
  try {
    await work();
    return true;
  } catch (err) {
    console.error(`${SYSTEM_ID} | Migrating ${name} failed; its data was left as it was.`, err);
    ui.notifications?.error(format("EOTE.Error.MigrationFailed", { name }, `Migrating ${name} failed.`));
    return false;
  }
}

interface InvalidAware<D> {
  invalidDocumentIds?: Set<string>;
  getInvalid?(id: string): D | undefined;
}

/**
 * The world's documents of one kind that failed validation at load, each with its stored data (a copy
 * from `game.data`, where the world's data arrived). Empty when there are none.
 */
function invalidDocuments<D>(collection: InvalidAware<D> | undefined, stored: readonly PlainDoc[] | undefined): { doc: D; source: PlainDoc }[] {
  const out: { doc: D; source: PlainDoc }[] = [];
  for (const id of collection?.invalidDocumentIds ?? []) {
    const doc = collection?.getInvalid?.(id);
    const source = stored?.find((s) => s._id === id);
    if (doc && source) out.push({ doc, source: structuredClone(source) });
  }
  return out;
}

/** The world's own unlocked Actor and Item compendia: the packs the runner migrates. */
function migratablePacks() {
  // System packs are rebuilt from YAML, and locked ones are left alone.
  return [...(game.packs ?? [])].filter((pack) => pack.metadata.packageType === "world" && !pack.locked
    && (pack.documentName === "Actor" || pack.documentName === "Item"));
}

export async function migrateWorld(): Promise<void> {
  const fromVersion = game.settings.get(SYSTEM_ID, "schemaVersion");
  if (fromVersion >= CURRENT_SCHEMA_VERSION) return;
  const version = CURRENT_SCHEMA_VERSION;
  // A world with nothing of ours to migrate (a new world) just records the version, with no notices.
  const data = (game as unknown as { data?: { actors?: PlainDoc[]; items?: PlainDoc[] } }).data;
  const invalidActors = invalidDocuments(game.actors as unknown as InvalidAware<Actor.Implementation> | undefined, data?.actors);
  const invalidItems = invalidDocuments(game.items as unknown as InvalidAware<Item.Implementation> | undefined, data?.items);
  if (!game.actors?.size && !game.items?.size && !invalidActors.length && !invalidItems.length && migratablePacks().length === 0) {
    await game.settings.set(SYSTEM_ID, "schemaVersion", version);
    return;
  }
  ui.notifications?.info(format("EOTE.Actor.Migration.Start", { version }, `Migrating to schema ${version}.`), { permanent: true });
  for (const m of MIGRATIONS) if (m.version > fromVersion) console.log(`${SYSTEM_ID} | Migration ${m.version}: ${m.summary}`);

  // The world collections' stored-document types do not narrow to the configured classes; the
  // entries are our documents, read only through toObject() and updated through the base API.
  const actors = (game.actors?.contents ?? []) as unknown as Actor.Implementation[];
  const items = (game.items?.contents ?? []) as unknown as Item.Implementation[];
  let failed = 0;
  const run = async (name: string, work: () => Promise<void>) => {
    if (!(await guarded(name, work))) failed += 1;
  };
  for (const actor of actors) await run(actor.name, () => migrateActor(actor, fromVersion));
  for (const item of items) await run(item.name, () => migrateItem(item, fromVersion));
  for (const { doc, source } of invalidActors) await run(doc.name, () => migrateActor(doc, fromVersion, source));
  for (const { doc, source } of invalidItems) await run(doc.name, () => migrateItem(doc, fromVersion, source));
  // After the world actors, so each delta is read against its migrated base actor.
  for (const scene of game.scenes?.contents ?? []) {
    for (const token of scene.tokens) await run(token.name, () => migrateDelta(token, fromVersion));
  }
  for (const pack of migratablePacks()) {
    const documents = await pack.getDocuments();
    for (const doc of documents) {
      if (doc instanceof Actor) await run(doc.name, () => migrateActor(doc, fromVersion));
      else if (doc instanceof Item) await run(doc.name, () => migrateItem(doc, fromVersion));
    }
  }

  if (failed > 0) {
    // The version stays: the next start runs the migrations again, and they are idempotent.
    ui.notifications?.error(format("EOTE.Actor.Migration.Incomplete", { count: failed, version },
      `${failed} documents could not be migrated to schema ${version}; the migration runs again at the next start.`), { permanent: true });
    return;
  }
  await game.settings.set(SYSTEM_ID, "schemaVersion", version);
  ui.notifications?.info(format("EOTE.Actor.Migration.Done", { version }, `Migrated to schema ${version}.`), { permanent: true });
}

