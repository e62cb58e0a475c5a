/**
 * The importers' pure core (model/converters.ts: the converters, the XML parser, the zip reader), loaded the first
 * time a GM converts something. A world never needs it at start, and it is about a fifth of the system,
 * so the build ships it as dist/importers.mjs (rollup.config.js), a module that imports nothing, and
 * this import() fetches it beside dist/eote.mjs. From source (tests, the bench) it is model/converters.ts itself.
 */
export type ImporterCore = typeof import("../model/converters.ts");

let loading: Promise<ImporterCore> | null = null;

/** The converters, fetched once and kept (a failed fetch is tried again on the next use). */
export function importerCore(): Promise<ImporterCore> {
  loading ??= import("../model/converters.ts").catch((err: unknown) => {
    loading = null;
    throw err;
  });
  return loading;
}
