/**
 * Bounds on one imported JSON document, measured without recursion before any converter walks it:
 * a hostile file can nest values thousands of levels deep (JSON.parse takes it; every recursive walk
 * after it, ours or Foundry's own serialisation of the flags the document keeps, overflows the stack
 * or crawls) or hold millions of values. A document past a bound is left out with its reason; the
 * rest of the file imports. Pure: no Foundry global.
 */

/**
 * Levels of nesting a document may have, itself the first. An exported StarWarsFFG actor is about 8
 * deep (actor, items, system, attributes, an entry, its value), a module's flags a few more; 64 is
 * several times that, and far below where a recursive reader (JSON.stringify overflows V8's stack at
 * a few thousand levels) is in danger.
 */
export const MAX_JSON_DEPTH = 64;

/**
 * Values (objects, lists, strings, numbers…) in one document. A full character with a few hundred
 * items is some tens of thousands (a sample character with 40 items is 740).
 */
export const MAX_JSON_VALUES = 200_000;

/** Characters of text (keys and strings) in one document: room for long descriptions and a few inline images. */
export const MAX_JSON_TEXT = 8_000_000;

/**
 * Entries in one file's list. A StarWarsFFG export holds one document a file, a compendium's a few
 * thousand; the largest Star Wars Adversaries list a few hundred. Past this the file is left out
 * whole: each entry would cost a line in the report (a 2 MB list of a million zeros took 9 s and
 * 266 MB).
 */
export const MAX_FILE_ENTRIES = 20_000;

export type JsonBounds = { ok: true } | { ok: false; reasonKey: "TooDeep" | "TooManyValues" | "TooMuchText"; limit: number };

/** Whether a parsed value keeps within the bounds above; it stops at the first one passed. */
export function jsonBounds(value: unknown): JsonBounds {
  const stack: [unknown, number][] = [[value, 1]];
  let values = 0;
  let text = 0;
  while (stack.length > 0) {
    const [at, depth] = stack.pop()!;
    if (depth > MAX_JSON_DEPTH) return { ok: false, reasonKey: "TooDeep", limit: MAX_JSON_DEPTH };
    if (++values > MAX_JSON_VALUES) return { ok: false, reasonKey: "TooManyValues", limit: MAX_JSON_VALUES };
    if (typeof at === "string") text += at.length;
    else if (typeof at === "object" && at !== null) {
      const entries = Array.isArray(at) ? at.map((item) => ["", item] as const) : Object.entries(at);
      if (values + stack.length + entries.length > MAX_JSON_VALUES) return { ok: false, reasonKey: "TooManyValues", limit: MAX_JSON_VALUES };
      for (const [key, item] of entries) {
        text += key.length;
        stack.push([item, depth + 1]);
      }
    }
    if (text > MAX_JSON_TEXT) return { ok: false, reasonKey: "TooMuchText", limit: MAX_JSON_TEXT };
  }
  return { ok: true };
}
