/**
 * What the GM's import tool shows, and the report card: pure view models (no Foundry global), so the
 * form, the card and the gallery draw from the same code. Also the plan of the writes: which documents
 * are new and which replace one imported before (matched by the source's key), in batches.
 */
import type { ImportedDocument, ImportIssue } from "./model/result.ts";
import { reasonWords } from "./refusal-model.ts";
import type { SourceId } from "./model/files.ts";

/** What the GM can choose to bring in, by source. Adversaries are minion, rival and nemesis actors. */
export const KINDS_BY_SOURCE: Readonly<Record<SourceId, readonly string[]>> = {
  oggdude: ["weapon", "armour", "gear", "attachment", "quality", "talent", "career", "species", "specialisation", "forcePower", "vehicle"],
  adversaries: ["adversary", "vehicle"],
  starwarsffg: [
    "character", "adversary", "vehicle", "weapon", "armour", "gear", "talent", "specialisation", "forcePower", "career", "species",
    "criticalInjury", "criticalHit", "ability", "attachment", "quality",
  ],
};

export const SOURCES: readonly SourceId[] = ["oggdude", "adversaries", "starwarsffg"];
export type Destination = "compendia" | "world";
export const DESTINATIONS: readonly Destination[] = ["compendia", "world"];

/** The kind a document counts under: its item type, or for actors character, adversary or vehicle. */
export function kindOf(doc: Pick<ImportedDocument, "documentName" | "type">): string {
  if (doc.documentName === "Item") return doc.type;
  return doc.type === "character" || doc.type === "vehicle" ? doc.type : "adversary";
}

/** The world compendium an import of a kind writes to: `world.imported-<kind>`, labelled "Imported: …". */
export function packName(kind: string): string {
  return `imported-${kind.toLowerCase()}`;
}

/** Writes go in batches of this many documents: one request each, progress after each. */
export const BATCH_SIZE = 100;

export function batches<T>(list: readonly T[], size = BATCH_SIZE): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

export interface WritePlan {
  kind: string;
  creates: ImportedDocument[];
  /** Documents replacing one imported before, with its id. */
  updates: { id: string; doc: ImportedDocument }[];
  /** Creates made new although a document with their key exists, and why (a reason key under EOTE.Import.Reason). */
  notes: { doc: ImportedDocument; reason: RefusedMatch }[];
}

/** Why a document with the same source key is not updated: the import did not make it, or a player owns it now. */
export type RefusedMatch = "KeyNotOurs" | "PlayerOwned";

/** A document already in the destination, as the shell read it. */
export interface ExistingDocument {
  id: string;
  /** Its `flags.eote.sourceKey`, if any: written by whoever may write the document, so a claim only. */
  flagKey?: string;
  /** The key the GM-only import record holds for this id, if an import created it. */
  recordedKey?: string;
  /** Some non-GM user owns it now. */
  playerOwned: boolean;
}

/**
 * Which documents a re-import may update: only those the import record says an import created, and
 * that no player owns now (an update would hand a player the GM's data under their ownership). Any
 * other document carrying a key (a flag a player wrote, or an import a player now owns) is refused,
 * so the import makes a new document and says why.
 */
export function matchExisting(existing: readonly ExistingDocument[]): { ours: Map<string, string>; refused: Map<string, RefusedMatch> } {
  const ours = new Map<string, string>();
  const refused = new Map<string, RefusedMatch>();
  for (const doc of existing) {
    if (doc.recordedKey !== undefined && !doc.playerOwned) ours.set(doc.recordedKey, doc.id);
  }
  for (const doc of existing) {
    if (doc.recordedKey !== undefined && doc.playerOwned && !ours.has(doc.recordedKey)) refused.set(doc.recordedKey, "PlayerOwned");
    const claim = doc.flagKey;
    if (claim !== undefined && claim !== doc.recordedKey && !ours.has(claim) && !refused.has(claim)) refused.set(claim, "KeyNotOurs");
  }
  return { ours, refused };
}

/**
 * New documents and re-imports of a kind: a document whose key the import made before (`existing`,
 * from matchExisting) is updated; any other is created, noted when `refused` has its key.
 */
export function planKind(
  kind: string, docs: readonly ImportedDocument[], existing: ReadonlyMap<string, string>, refused: ReadonlyMap<string, RefusedMatch> = new Map(),
): WritePlan {
  const plan: WritePlan = { kind, creates: [], updates: [], notes: [] };
  for (const doc of docs) {
    const id = existing.get(doc.sourceKey);
    if (id) plan.updates.push({ id, doc });
    else {
      plan.creates.push(doc);
      const reason = refused.get(doc.sourceKey);
      if (reason) plan.notes.push({ doc, reason });
    }
  }
  return plan;
}

// ---------- The form ----------

export interface FormState {
  source: SourceId;
  kinds: readonly string[];
  destination: Destination;
  /** 0–1 while running, null when idle. */
  progress: number | null;
  /** i18n key and data of what is happening now. */
  stage: { key: string; data: Record<string, string | number> } | null;
  /** A localised error to show (a refused file), or null. */
  error: string | null;
}

export function initialForm(source: SourceId = "oggdude"): FormState {
  return { source, kinds: KINDS_BY_SOURCE[source], destination: "compendia", progress: null, stage: null, error: null };
}

/** The form's context; `text` formats the stage in the reader's language (game.i18n.format, or the preview's). */
export function formView(state: FormState, text: (key: string, data: Record<string, string | number>) => string = (key) => key) {
  const running = state.progress !== null;
  return {
    sources: SOURCES.map((id) => ({ id, labelKey: `EOTE.Import.Source.${id}`, checked: id === state.source })),
    kinds: KINDS_BY_SOURCE[state.source].map((id) => ({ id, labelKey: `EOTE.Import.Kind.${id}`, checked: state.kinds.includes(id) })),
    destinations: DESTINATIONS.map((id) => ({ id, labelKey: `EOTE.Import.Destination.${id}`, checked: id === state.destination })),
    oggdude: state.source === "oggdude",
    accept: state.source === "oggdude" ? ".zip,.xml" : ".json",
    running,
    percent: running ? Math.round(Math.min(1, Math.max(0, state.progress ?? 0)) * 100) : 0,
    stageText: state.stage ? text(state.stage.key, state.stage.data) : "",
    error: state.error,
  };
}

/** The choices the submitted form makes (unknown values fall back to the defaults). */
export function choicesFromForm(values: Record<string, unknown>): { source: SourceId; kinds: string[]; destination: Destination } {
  const source = SOURCES.find((s) => s === values["source"]) ?? "oggdude";
  const kinds = KINDS_BY_SOURCE[source].filter((k) => values[`kind.${k}`] === true || values[`kind.${k}`] === "on");
  const destination = DESTINATIONS.find((d) => d === values["destination"]) ?? "compendia";
  return { source, kinds, destination };
}

// ---------- The report card ----------

/** Most issues the card lists of each list; the rest are counted. */
export const REPORT_ROWS = 50;

export interface ReportFlag {
  source: SourceId;
  destination: Destination;
  counts: { kind: string; created: number; updated: number }[];
  /** The first REPORT_ROWS of each list, and how many there were. */
  skipped: ImportIssue[];
  warnings: ImportIssue[];
  skippedTotal: number;
  warningsTotal: number;
  /** Set when a write failed: its message, whether the new packs were removed, what was written. */
  failure: { message: string; rolledBack: boolean; written: { kind: string; name: string; action: "created" | "updated" }[] } | null;
}

const str = (v: unknown, max = 300) => (typeof v === "string" ? v.slice(0, max) : "");
const num = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? Math.max(0, Math.trunc(v)) : 0);

function readIssue(raw: unknown): ImportIssue | null {
  if (typeof raw !== "object" || raw === null) return null;
  const r = raw as Record<string, unknown>;
  const reasonKey = str(r["reasonKey"], 80);
  if (!/^EOTE\.Import\.Reason\.[A-Za-z]+$/.test(reasonKey)) return null;
  const data: Record<string, string | number> = {};
  for (const [k, v] of Object.entries((r["reasonData"] ?? {}) as Record<string, unknown>).slice(0, 8)) {
    if (typeof v === "number" && Number.isFinite(v)) data[k] = v;
    else if (typeof v === "string") data[k] = v.slice(0, 300);
  }
  const issue: ImportIssue = { source: str(r["source"], 200), reason: str(r["reason"]), reasonKey, reasonData: data };
  if (typeof r["key"] === "string") issue.key = str(r["key"], 200);
  return issue;
}

/** The stored report, checked and bounded (it is drawn on every client that shows the message). */
export function readReport(raw: unknown): ReportFlag | null {
  if (typeof raw !== "object" || raw === null) return null;
  const r = raw as Record<string, unknown>;
  const source = SOURCES.find((s) => s === r["source"]);
  const destination = DESTINATIONS.find((d) => d === r["destination"]);
  if (!source || !destination || !Array.isArray(r["counts"])) return null;
  const list = (v: unknown) => (Array.isArray(v) ? v.slice(0, REPORT_ROWS).map(readIssue).filter((i): i is ImportIssue => i !== null) : []);
  const failure = r["failure"] as Record<string, unknown> | null | undefined;
  return {
    source, destination,
    counts: (r["counts"] as unknown[]).slice(0, 40).map((c) => c as Record<string, unknown>)
      .map((c) => ({ kind: str(c["kind"], 40), created: num(c["created"]), updated: num(c["updated"]) })),
    skipped: list(r["skipped"]),
    warnings: list(r["warnings"]),
    skippedTotal: num(r["skippedTotal"]),
    warningsTotal: num(r["warningsTotal"]),
    failure: failure && typeof failure === "object" ? {
      message: str(failure["message"]), rolledBack: failure["rolledBack"] === true,
      written: (Array.isArray(failure["written"]) ? failure["written"] : []).slice(0, REPORT_ROWS).map((w) => w as Record<string, unknown>)
        .map((w) => ({ kind: str(w["kind"], 40), name: str(w["name"], 200), action: w["action"] === "updated" ? "updated" as const : "created" as const })),
    } : null,
  };
}

/** The report as stored on the message: issues beyond REPORT_ROWS counted, not kept. */
export function reportFlag(
  report: Omit<ReportFlag, "skipped" | "warnings" | "skippedTotal" | "warningsTotal"> & { skipped: readonly ImportIssue[]; warnings: readonly ImportIssue[] },
): ReportFlag {
  return {
    ...report,
    skipped: report.skipped.slice(0, REPORT_ROWS),
    warnings: report.warnings.slice(0, REPORT_ROWS),
    skippedTotal: report.skipped.length,
    warningsTotal: report.warnings.length,
  };
}

export function reportView(flag: ReportFlag) {
  const totals = { skipped: Math.max(flag.skippedTotal, flag.skipped.length), warnings: Math.max(flag.warningsTotal, flag.warnings.length) };
  const row = (i: ImportIssue) => ({ source: i.source, key: i.key ?? "", reasonKey: i.reasonKey, reasonData: i.reasonData ?? {} });
  const counts = flag.counts.filter((c) => c.created + c.updated > 0).map((c) => ({ ...c, labelKey: `EOTE.Import.Kind.${c.kind}` }));
  return {
    sourceKey: `EOTE.Import.Source.${flag.source}`,
    destinationKey: `EOTE.Import.Destination.${flag.destination}`,
    counts,
    created: counts.reduce((s, c) => s + c.created, 0),
    updated: counts.reduce((s, c) => s + c.updated, 0),
    skipped: flag.skipped.map(row),
    skippedMore: Math.max(0, totals.skipped - flag.skipped.length),
    skippedTotal: totals.skipped,
    warnings: flag.warnings.map(row),
    warningsMore: Math.max(0, totals.warnings - flag.warnings.length),
    warningsTotal: totals.warnings,
    failure: flag.failure ? {
      ...flag.failure,
      written: flag.failure.written.map((w) => ({ ...w, labelKey: `EOTE.Import.Kind.${w.kind}`, actionKey: w.action === "updated" ? "EOTE.Import.Card.Updated" : "EOTE.Import.Card.Created" })),
      writtenCount: flag.failure.written.length,
    } : null,
  };
}

/**
 * The card's template context: the view with each reason in the reader's language (`text` formats a key; `has`
 * says which keys exist, to name a refused field by its label: ./refusal-model.ts reasonWords).
 */
export function reportContext(flag: ReportFlag, text: (key: string, data: Record<string, string | number>) => string, has: (key: string) => boolean = () => false) {
  const view = reportView(flag);
  const reason = (row: { reasonKey: string; reasonData: Record<string, string | number> }) => text(row.reasonKey, reasonWords(row.reasonData, has, text));
  return {
    ...view,
    skipped: view.skipped.map((r) => ({ ...r, text: reason(r) })),
    warnings: view.warnings.map((r) => ({ ...r, text: reason(r) })),
  };
}

/** The report card as one render reads it (card.ts readImportReport): the report a GM posted. It names no document, so none is looked up. */
export interface ImportReportSnapshot {
  flag: ReportFlag;
}

/** The card's template context from its snapshot (reportContext: reasons in the reader's language). */
export function reportCardView(snapshot: ImportReportSnapshot, text: (key: string, data: Record<string, string | number>) => string, has: (key: string) => boolean) {
  return reportContext(snapshot.flag, text, has);
}
