/**
 * Reading StarWarsFFG's `system` data while remembering what was read: whatever a converter never
 * reads is what does not map, kept whole in `flags.eote.imported.unmapped` by its dotted path, so
 * nothing is lost. Its labels (`label`, `abrev`), derived values (`adjusted`), field-type names
 * (`"type": "Number"`), zero minimums and empty values are template noise, not data, and are not kept.
 * Pure: no Foundry global.
 */
export type Json = Record<string, unknown>;

const NOISE_KEYS = new Set(["label", "abrev", "adjusted"]);
const TYPE_NAMES = new Set(["Number", "String", "Boolean"]);

export class Reader {
  readonly #read = new Set<string>();

  constructor(readonly data: Json) {}

  /** The value at a dotted path (undefined when absent), marked as read with all it holds. */
  get(path: string): unknown {
    this.#read.add(path);
    return this.peek(path);
  }

  /** The value at a dotted path, not marked: a converter that may not keep it marks it itself. */
  peek(path: string): unknown {
    let at: unknown = this.data;
    for (const part of path.split(".")) {
      if (typeof at !== "object" || at === null) return undefined;
      at = (at as Json)[part];
    }
    return at;
  }

  /** A number at a path, or `fallback` when absent or not a number. */
  num(path: string, fallback = 0): number {
    const v = this.get(path);
    const n = typeof v === "number" ? v : typeof v === "string" && v.trim() !== "" ? Number(v) : Number.NaN;
    return Number.isFinite(n) ? Math.trunc(n) : fallback;
  }

  str(path: string): string {
    const v = this.get(path);
    return typeof v === "string" ? v : typeof v === "number" ? String(v) : "";
  }

  bool(path: string): boolean {
    const v = this.get(path);
    return v === true || v === "true";
  }

  /** Marks paths as read without using them (values that are ours to recompute). */
  skip(...paths: string[]): void {
    for (const p of paths) this.#read.add(p);
  }

  /**
   * Every leaf never read, by dotted path (empty objects and lists count as leaves). Walked with a
   * list, not recursion, and only below paths not read (so a path's own check is enough): linear in
   * the data's size. The document's depth and size are bounded before (json.ts).
   */
  unmapped(): Json {
    const out: Json = {};
    const pending: [unknown, string][] = [[this.data, ""]];
    while (pending.length > 0) {
      const [value, path] = pending.pop()!;
      if (path !== "" && this.#read.has(path)) continue;
      const key = path.slice(path.lastIndexOf(".") + 1);
      if (NOISE_KEYS.has(key) || (key === "type" && typeof value === "string" && TYPE_NAMES.has(value))) continue;
      if (isEmpty(value) || (key === "min" && value === 0)) continue;
      if (typeof value === "object" && value !== null && !Array.isArray(value)) {
        const children = Object.entries(value);
        for (let i = children.length - 1; i >= 0; i--) {
          const [k, v] = children[i]!;
          pending.push([v, path === "" ? k : `${path}.${k}`]);
        }
        continue;
      }
      if (path !== "") out[path] = value;
    }
    return out;
  }
}

function isEmpty(value: unknown): boolean {
  if (value === "" || value === null || value === undefined) return true;
  if (Array.isArray(value)) return value.length === 0;
  return typeof value === "object" && Object.keys(value).length === 0;
}
