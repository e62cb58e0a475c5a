/** What every view builder gets: our strings, the shared Handlebars engine and the pack documents. */
import { symbolHelpers } from "../module/roll/symbols.ts";
import { createEngine, type Engine } from "./handlebars.ts";
import { createI18n, type I18n } from "./i18n.ts";
import type { PackDoc, Sources } from "./load.ts";

export interface Kit {
  i18n: I18n;
  engine: Engine;
  packs: Record<string, PackDoc[]>;
}

export function createKit(src: Sources): Kit {
  const i18n = createI18n(src.lang, undefined, src.langTag);
  const engine = createEngine({ i18n, templates: src.templates, helpers: symbolHelpers(i18n.localize) });
  return { i18n, engine, packs: src.packs };
}

/** A pack document by pack and name; a missing one is a broken preview, so it throws. */
export function packDoc(kit: Kit, pack: string, name: string): PackDoc {
  const doc = kit.packs[pack]?.find((d) => d.name === name);
  if (!doc) throw new Error(`preview: no "${name}" in pack ${pack}`);
  return doc;
}
