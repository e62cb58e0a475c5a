/**
 * foundry.utils.Collection as v13 has it: a map of values by id whose iteration (for…of, spread) yields the
 * values, not Map's [id, value] pairs, with the array helpers core adds (contents, map, filter, find, some).
 * It keeps its entries in a Map rather than extending one, so its iterator is typed as what it yields.
 * Actors' items and effects, combatants, compendium documents and index entries, packs and macros use it.
 */
export class Collection<V> implements Iterable<V> {
  readonly #entries = new Map<string, V>();

  constructor(entries: Iterable<readonly [string, V]> = []) {
    for (const [key, value] of entries) this.#entries.set(key, value);
  }

  get size(): number { return this.#entries.size; }
  get(key: string): V | undefined { return this.#entries.get(key); }
  has(key: string): boolean { return this.#entries.has(key); }
  set(key: string, value: V): this { this.#entries.set(key, value); return this; }
  delete(key: string): boolean { return this.#entries.delete(key); }
  clear(): void { this.#entries.clear(); }
  keys(): MapIterator<string> { return this.#entries.keys(); }
  values(): MapIterator<V> { return this.#entries.values(); }
  entries(): MapIterator<[string, V]> { return this.#entries.entries(); }
  forEach(fn: (value: V, key: string) => void): void { this.#entries.forEach((value, key) => fn(value, key)); }
  [Symbol.iterator](): MapIterator<V> { return this.#entries.values(); }

  get contents(): V[] { return [...this.#entries.values()]; }
  map<T>(fn: (value: V) => T): T[] { return this.contents.map(fn); }
  filter(fn: (value: V) => boolean): V[] { return this.contents.filter(fn); }
  find(fn: (value: V) => boolean): V | undefined { return this.contents.find(fn); }
  some(fn: (value: V) => boolean): boolean { return this.contents.some(fn); }
}
