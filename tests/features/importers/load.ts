/** Reads a fixture folder as the importers take it: path inside the folder → text. */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { validateSystemData } from "../../../module/data/spec/index.ts";
import type { ImportedDocument } from "../../../module/features/importers/model/converters.ts";

export const FIXTURES = new URL("../../fixtures/importers", import.meta.url).pathname;

export function readFolder(root: string, filter: (path: string) => boolean = () => true): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (filter(name)) out[relative(root, path).split("\\").join("/")] = readFileSync(path, "utf8");
    }
  };
  walk(root);
  return out;
}

/** UTF-8 bytes with a byte-order mark in front, as Windows tools write them. */
export function withBom(text: string): Uint8Array {
  const body = new TextEncoder().encode(text);
  const out = new Uint8Array(body.length + 3);
  out.set([0xef, 0xbb, 0xbf]);
  out.set(body, 3);
  return out;
}

/** Every problem validateSystemData finds in the documents and their items, by name. */
export function invalid(docs: readonly ImportedDocument[]): string[] {
  return docs.flatMap((d) => [
    ...validateSystemData(d.documentName, d.type, d.system).map((i) => `${d.name}: ${i.message}`),
    ...(d.items ?? []).flatMap((item) => validateSystemData("Item", item.type, item.system).map((i) => `${d.name} / ${item.name}: ${i.message}`)),
  ]);
}

export function byKey(docs: readonly ImportedDocument[], key: string): ImportedDocument {
  const found = docs.find((d) => d.sourceKey === key);
  if (!found) throw new Error(`no document ${key}`);
  return found;
}

/** Text as the bytes a GM's file holds (UTF-8). */
export const enc = (s: string) => new TextEncoder().encode(s);

/** The EoteError a call throws (its key and data), or a failure if it does not throw. */
export const errorOf = (run: () => unknown) => {
  try {
    run();
  } catch (err) {
    return err as { key: string; data: Record<string, unknown> };
  }
  throw new Error("did not throw");
};
