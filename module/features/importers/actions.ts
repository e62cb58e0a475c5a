/**
 * The import tool's writes, GM only. Everything is parsed and converted first (the pure core); only
 * then is anything written, kind by kind, in batches of BATCH_SIZE documents per request, into world
 * compendia it creates ("Imported: Weapons"…) or the world. A document an import created before (the
 * GM-only import record, records.ts, holds its id and source key) is updated in place, its items and
 * effects replaced, so a re-import never duplicates; a document that only carries the key in its flags,
 * or that a player owns now, is never updated: a new one is made and the report says why (model.ts
 * matchExisting). If a write fails, the compendia this run created are removed and the documents it
 * created in the world deleted; what it could not take back (updates) the report lists.
 * Foundry v13 API: CompendiumCollection.createCompendium, Document.createDocuments/updateDocuments with
 * `{ pack }`, CompendiumCollection#getIndex({ fields }), #getDocument, #deleteCompendium.
 */
import { SYSTEM_ID } from "../../system/config.ts";
import { format, localize } from "../../foundry/localize.ts";
import { IMPORT_SOURCE_FLAG, SOURCE_KEY_FLAG } from "./flags.ts";
import { batches, kindOf, matchExisting, packName, planKind, reportFlag, type Destination, type ExistingDocument, type ReportFlag, type WritePlan } from "./model.ts";
import { importRecords, recordScope, updateImportRecords } from "./actions/records.ts";
import { importIssue } from "./model/result.ts";
import { postImportReport } from "./card.ts";
import type { SourceId } from "./model/files.ts";
import type { SystemWeapon } from "./model/adversaries/index.ts";
import { importerCore } from "./actions/lazy.ts";
import type { ImportedDocument, ImportIssue, ImportResult } from "./model/result.ts";

export type Progress = (fraction: number, stage: { key: string; data: Record<string, string | number> }) => void;

type DocClass = {
  createDocuments(data: object[], options?: object): Promise<{ id: string | null }[]>;
  updateDocuments(data: object[], options?: object): Promise<unknown[]>;
  deleteDocuments(ids: string[], options?: object): Promise<unknown[]>;
};
type Embedded = {
  id: string | null;
  items?: { map<T>(fn: (i: { id: string | null }) => T): T[] };
  effects?: { map<T>(fn: (e: { id: string | null }) => T): T[] };
  deleteEmbeddedDocuments(type: string, ids: string[]): Promise<unknown>;
  createEmbeddedDocuments(type: string, data: object[]): Promise<unknown>;
};
interface Pack {
  collection: string;
  metadata: { id?: string; name: string; label: string };
  getIndex(options?: { fields?: string[] }): Promise<Iterable<{ _id: string; flags?: { eote?: Record<string, unknown> } }>>;
  getDocument(id: string): Promise<Embedded | null | undefined>;
  deleteCompendium(): Promise<unknown>;
}

function documentClass(documentName: "Actor" | "Item"): DocClass {
  const cls = (documentName === "Actor" ? Actor : Item) as unknown as { implementation?: DocClass } & DocClass;
  return cls.implementation ?? cls;
}

function compendiumApi(): { createCompendium(metadata: object): Promise<Pack> } {
  return (foundry.documents as unknown as { collections: { CompendiumCollection: { createCompendium(metadata: object): Promise<Pack> } } }).collections.CompendiumCollection;
}

/** The create data of a document: ours plus the flags a re-import finds it by. */
export function createData(doc: ImportedDocument, source: SourceId): Record<string, unknown> {
  const eote = { ...(doc.flags?.eote ?? {}), [SOURCE_KEY_FLAG]: doc.sourceKey, [IMPORT_SOURCE_FLAG]: source };
  const data: Record<string, unknown> = { name: doc.name, type: doc.type, system: doc.system, flags: { [SYSTEM_ID]: eote } };
  if (doc.img) data["img"] = doc.img;
  if (doc.effects?.length) data["effects"] = doc.effects;
  if (doc.items) data["items"] = doc.items.map((i) => embeddedData(i));
  return data;
}

function embeddedData(doc: ImportedDocument): Record<string, unknown> {
  const data: Record<string, unknown> = { name: doc.name, type: doc.type, system: doc.system };
  if (doc.img) data["img"] = doc.img;
  if (doc.effects?.length) data["effects"] = doc.effects;
  if (doc.flags?.eote) data["flags"] = { [SYSTEM_ID]: doc.flags.eote };
  return data;
}

/** What one run wrote, for the report and for taking it back. */
interface Written {
  createdPacks: Pack[];
  /** `pack`: the compendium it went into ("" for the world). */
  created: { documentName: "Actor" | "Item"; id: string; kind: string; name: string; pack: string; key: string }[];
  updated: { kind: string; name: string }[];
}

type WorldDoc = Embedded & { flags?: Record<string, unknown>; testUserPermission?(user: unknown, level: "OWNER"): boolean };

function worldCollection(documentName: "Actor" | "Item"): Iterable<WorldDoc> {
  return ((documentName === "Actor" ? game.actors : game.items) ?? []) as unknown as Iterable<WorldDoc>;
}

const flagKey = (flags: Record<string, unknown> | undefined): string | undefined => {
  const key = (flags?.[SYSTEM_ID] as Record<string, unknown> | undefined)?.[SOURCE_KEY_FLAG];
  return typeof key === "string" ? key : undefined;
};

/** Whether some non-GM user owns the document now (core's hasPlayerOwner, asked of the users directly). */
function hasPlayerOwner(doc: WorldDoc): boolean {
  return (game.users?.contents ?? []).some((u) => !u.isGM && doc.testUserPermission?.(u, "OWNER") === true);
}

/** The destination's documents as read once for a kind: what matchExisting needs of each, and the world's documents by id. */
interface DestinationRead {
  existing: ExistingDocument[];
  /** The world's documents walked (none for a compendium, whose documents are fetched when updated). */
  documents: Map<string, Embedded>;
}

/**
 * The destination's documents as matchExisting reads them: each id with the key its flags claim, the
 * key the GM-only import record holds for it, and whether a player owns it. Records of documents no
 * longer there are dropped (a GM's write). The world's documents are walked once here and kept, so an
 * update replaces their items and effects without looking them up again.
 */
async function existingDocuments(pack: Pack | null, documentName: "Actor" | "Item"): Promise<DestinationRead> {
  const scope = recordScope(pack?.collection ?? null, documentName);
  const recorded = importRecords()[scope] ?? {};
  const out: ExistingDocument[] = [];
  const documents = new Map<string, Embedded>();
  const withRecord = (id: string, flags: Record<string, unknown> | undefined, playerOwned: boolean) => {
    const doc: ExistingDocument = { id, playerOwned };
    const claim = flagKey(flags);
    if (claim !== undefined) doc.flagKey = claim;
    if (Object.hasOwn(recorded, id)) doc.recordedKey = recorded[id]!;
    out.push(doc);
  };
  if (pack) {
    // A compendium's documents are written by the pack's owners only (the GM's, for the packs the import makes).
    for (const entry of await pack.getIndex({ fields: [`flags.${SYSTEM_ID}.${SOURCE_KEY_FLAG}`] })) withRecord(entry._id, entry.flags as Record<string, unknown> | undefined, false);
  } else {
    for (const doc of worldCollection(documentName)) {
      if (!doc.id) continue;
      documents.set(doc.id, doc);
      withRecord(doc.id, doc.flags, hasPlayerOwner(doc));
    }
  }
  const present = new Set(out.map((d) => d.id));
  if (Object.keys(recorded).some((id) => !present.has(id))) await updateImportRecords(scope, { keep: (id) => present.has(id) });
  return { existing: out, documents };
}

/** The report's line for a document made new although one with its key exists. */
function refusedIssue(source: SourceId, note: WritePlan["notes"][number]): ImportIssue {
  const { doc, reason } = note;
  const english = reason === "PlayerOwned"
    ? `${doc.name}: the document an earlier import made is now owned by a player; imported as a new one.`
    : `${doc.name}: a document this import did not make carries the key ${doc.sourceKey}; imported as a new one.`;
  // Listed under the source's name (as the GM chose it in the form), where the importers list a file.
  return importIssue(localize(`EOTE.Import.Source.${source}`), doc.sourceKey, reason, english, { name: doc.name, key: doc.sourceKey });
}

async function packFor(kind: string, written: Written): Promise<Pack> {
  const name = packName(kind);
  const found = game.packs?.get(`world.${name}`) as unknown as Pack | undefined;
  if (found) return found;
  const label = format("EOTE.Import.Pack", { kind: localize(`EOTE.Import.Kind.${kind}`) });
  const type = ["character", "adversary", "vehicle"].includes(kind) ? "Actor" : "Item";
  const pack = await compendiumApi().createCompendium({ name, label, type, packageType: "world" });
  written.createdPacks.push(pack);
  return pack;
}

/** Replaces an updated document's own items and effects with the imported ones. */
async function replaceEmbedded(target: Embedded | null | undefined, doc: ImportedDocument): Promise<void> {
  if (!target) return;
  if (doc.documentName === "Actor") {
    const old = target.items?.map((i) => i.id).filter((id): id is string => !!id) ?? [];
    if (old.length) await target.deleteEmbeddedDocuments("Item", old);
    if (doc.items?.length) await target.createEmbeddedDocuments("Item", doc.items.map(embeddedData));
  } else {
    const old = target.effects?.map((e) => e.id).filter((id): id is string => !!id) ?? [];
    if (old.length) await target.deleteEmbeddedDocuments("ActiveEffect", old);
    if (doc.effects?.length) await target.createEmbeddedDocuments("ActiveEffect", doc.effects);
  }
}

async function writePlan(plan: WritePlan, pack: Pack | null, documents: ReadonlyMap<string, Embedded>, source: SourceId, written: Written, step: () => void): Promise<void> {
  const options = pack ? { pack: pack.collection } : {};
  const documentName = plan.creates[0]?.documentName ?? plan.updates[0]?.doc.documentName ?? "Item";
  const cls = documentClass(documentName);
  for (const batch of batches(plan.creates)) {
    const made = await cls.createDocuments(batch.map((d) => createData(d, source)), options);
    made.forEach((m, i) => {
      if (m.id) written.created.push({ documentName, id: m.id, kind: plan.kind, name: batch[i]!.name, pack: pack?.collection ?? "", key: batch[i]!.sourceKey });
    });
    for (let i = 0; i < batch.length; i++) step();
  }
  // Recorded once the kind's documents exist (one setting write per kind): a run that fails later takes
  // back what it made and its records with it (rollBack).
  const madeKeys = written.created.filter((c) => c.kind === plan.kind && c.documentName === documentName && c.pack === (pack?.collection ?? "")).map((c) => [c.id, c.key] as const);
  if (madeKeys.length) await updateImportRecords(recordScope(pack?.collection ?? null, documentName), { add: madeKeys });
  for (const batch of batches(plan.updates)) {
    await cls.updateDocuments(batch.map(({ id, doc }) => {
      const { items: _items, effects: _effects, type: _type, ...data } = createData(doc, source);
      return { _id: id, ...data };
    }), options);
    for (const { id, doc } of batch) {
      const needsEmbedded = doc.documentName === "Actor" || (doc.effects?.length ?? 0) > 0;
      if (needsEmbedded) {
        const target = pack ? await pack.getDocument(id) : documents.get(id);
        await replaceEmbedded(target, doc);
      }
      written.updated.push({ kind: plan.kind, name: doc.name });
      step();
    }
  }
}

/**
 * Takes back what a failed run created: the compendia it made (with all in them), and the documents it
 * added elsewhere (to a compendium of an earlier import, or the world). Updates cannot be taken back:
 * the report lists them. False when taking back failed too (the report then lists all that was written).
 */
async function rollBack(written: Written): Promise<boolean> {
  try {
    const madePacks = new Set(written.createdPacks.map((p) => p.collection));
    for (const pack of written.createdPacks) await pack.deleteCompendium();
    written.created = written.created.filter((c) => !madePacks.has(c.pack));
    const groups = new Map<string, Written["created"]>();
    for (const c of written.created) groups.set(`${c.documentName}|${c.pack}`, [...(groups.get(`${c.documentName}|${c.pack}`) ?? []), c]);
    for (const group of groups.values()) {
      const { documentName, pack } = group[0]!;
      for (const batch of batches(group.map((c) => c.id))) await documentClass(documentName).deleteDocuments(batch, pack ? { pack } : {});
      await updateImportRecords(recordScope(pack || null, documentName), { remove: group.map((c) => c.id) });
      written.created = written.created.filter((c) => !group.includes(c));
    }
    return true;
  } catch {
    return false;
  }
}

export interface WriteOptions {
  source: SourceId;
  destination: Destination;
  kinds: readonly string[];
  onProgress?: Progress;
  /** Share of the progress bar the writes fill (reading and converting come before). */
  from?: number;
}

/**
 * Writes a converted import and returns the report card's flag. The caller has checked the user is
 * the GM; the server refuses compendium creation to anyone else anyway.
 */
export async function writeImport(result: ImportResult, options: WriteOptions): Promise<ReportFlag> {
  const { source, destination, kinds } = options;
  const from = options.from ?? 0;
  const wanted = result.documents.filter((d) => kinds.includes(kindOf(d)));
  const byKind = new Map<string, ImportedDocument[]>();
  for (const doc of wanted) byKind.set(kindOf(doc), [...(byKind.get(kindOf(doc)) ?? []), doc]);
  const written: Written = { createdPacks: [], created: [], updated: [] };
  const counts: ReportFlag["counts"] = [];
  const warnings: ImportIssue[] = [...result.warnings];
  let done = 0;
  const total = Math.max(1, wanted.length);
  let current = "";
  const step = () => {
    done += 1;
    options.onProgress?.(from + (1 - from) * (done / total), { key: "EOTE.Import.Progress.Writing", data: { kind: localize(`EOTE.Import.Kind.${current}`), done, total } });
  };
  try {
    for (const [kind, docs] of byKind) {
      current = kind;
      const pack = destination === "compendia" ? await packFor(kind, written) : null;
      const { existing, documents } = await existingDocuments(pack, docs[0]!.documentName);
      const { ours, refused } = matchExisting(existing);
      const plan = planKind(kind, docs, ours, refused);
      warnings.push(...plan.notes.map((n) => refusedIssue(source, n)));
      await writePlan(plan, pack, documents, source, written, step);
      counts.push({ kind, created: plan.creates.length, updated: plan.updates.length });
    }
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    const rolledBack = await rollBack(written);
    const left = [
      ...written.created.map((c) => ({ kind: c.kind, name: c.name, action: "created" as const })),
      ...written.updated.map((u) => ({ ...u, action: "updated" as const })),
    ];
    return reportFlag({ source, destination, counts: [], skipped: result.skipped, warnings, failure: { message, rolledBack, written: left } });
  }
  options.onProgress?.(1, { key: "EOTE.Import.Progress.Done", data: {} });
  return reportFlag({ source, destination, counts, skipped: result.skipped, warnings, failure: null });
}

// ---------- One run, from the GM's files to the report ----------

export interface ImportRequest {
  source: SourceId;
  /** Files by path (a folder's relative path, or the file's name), as read by the form. */
  files: Record<string, Uint8Array>;
  kinds: readonly string[];
  destination: Destination;
}

/**
 * The pure core for a request (fetched on first use: lazy.ts): the files checked (a zip opened), then
 * converted. Bad files throw a localised EoteError.
 */
export async function convertRequest(request: ImportRequest, systemWeapons: readonly SystemWeapon[] = []): Promise<ImportResult> {
  const { importAdversaries, importOggDude, importStarWarsFFG, jsonFiles, oggDudeFiles } = await importerCore();
  if (request.source === "oggdude") {
    const { files, skipped } = oggDudeFiles(request.files);
    const result = importOggDude(files, { kinds: request.kinds });
    return { ...result, skipped: [...skipped, ...result.skipped] };
  }
  const files = jsonFiles(request.files);
  // Image paths are kept only inside this world's folder (images-model.ts).
  const worldId: unknown = (game as unknown as { world?: { id?: unknown } }).world?.id;
  return request.source === "adversaries" ? importAdversaries(files, { systemWeapons }) : importStarWarsFFG(files, typeof worldId === "string" ? { worldId } : {});
}

let running = false;

/**
 * This system's weapons compendium, for adversaries that name a weapon the data set lacks (a few dozen
 * documents, read only for a Star Wars Adversaries import); none when the pack is missing.
 */
async function systemWeapons(): Promise<SystemWeapon[]> {
  const pack = game.packs?.get(`${SYSTEM_ID}.weapons`);
  if (!pack) return [];
  const docs = await pack.getDocuments() as unknown as Item.Implementation[];
  return docs.map((d) => ({ name: d.name, system: d.toObject().system as unknown as Record<string, unknown> }));
}

/**
 * The whole import for the GM: convert (10–30 % of the bar), write (the rest), post the report card.
 * A player is refused before anything is read; a second run waits for the first to end. Bad input
 * (not a zip, the wrong folder, a file too large) throws its localised error with nothing written.
 */
export async function runImport(request: ImportRequest, onProgress?: Progress): Promise<ReportFlag | null> {
  if (game.user?.isGM !== true) {
    ui.notifications?.warn(localize("EOTE.Import.Notice.GmOnly"));
    return null;
  }
  if (request.kinds.length === 0) {
    ui.notifications?.warn(localize("EOTE.Import.Notice.NothingChosen"));
    return null;
  }
  if (running) {
    ui.notifications?.warn(localize("EOTE.Import.Notice.Busy"));
    return null;
  }
  running = true;
  try {
    onProgress?.(0.1, { key: "EOTE.Import.Progress.Converting", data: {} });
    const result = await convertRequest(request, request.source === "adversaries" ? await systemWeapons() : []);
    onProgress?.(0.3, { key: "EOTE.Import.Progress.Converting", data: {} });
    const report = await writeImport(result, { ...request, ...(onProgress ? { onProgress } : {}), from: 0.3 });
    await postImportReport(report);
    const created = report.counts.reduce((s, c) => s + c.created, 0);
    const updated = report.counts.reduce((s, c) => s + c.updated, 0);
    ui.notifications?.info(format("EOTE.Import.Notice.Done", { created, updated, skipped: report.skippedTotal }));
    return report;
  } finally {
    running = false;
  }
}
