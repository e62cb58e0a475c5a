/**
 * Stable document ids for the rules-reference compendium, derived from each entry's and page's key
 * (`difficulty`, `difficulty/levels`). The pack build (scripts/packs/journal.mjs) and the shell that
 * opens a page compute the same id from the same key, so renaming a page keeps its id (and every
 * link to it) and no id is copied by hand. Pure: no Foundry global.
 */

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** FNV-1a, 32 bits. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** A Foundry document id (16 letters or digits) that depends only on `key`. */
export function stableDocumentId(key: string): string {
  let id = "";
  for (let i = 0; i < 16; i++) id += ALPHABET[fnv1a(`${i}:${key}`) % ALPHABET.length];
  return id;
}

/** The compendium this system ships the reference in (system.json "packs"). */
export const REFERENCE_PACK = "eote.rules-reference";

/** The id of a topic's journal entry, and of one of its pages. */
export const referenceEntryId = (entry: string): string => stableDocumentId(`rules-reference/${entry}`);
export const referencePageId = (entry: string, page: string): string => stableDocumentId(`rules-reference/${entry}/${page}`);
