/**
 * What the world migration runner reads, over the shared v13 doubles (tests/doubles/): world actors as
 * v13 loads them, scenes, and tokens with their ActorDelta. Test-only; module/ never imports it.
 * - A loaded document's source was reshaped by migrateData, then cleaned: unknown keys dropped and
 *   every schema field present, a field the stored data lacked reading as its initial value
 *   (`createdSource` of the double pipeline). `toObject()` returns that source.
 * - An unlinked token's ActorDelta stores only the keys that token changed (`system` partial, plus
 *   items of its own); `update(changes, { diff: false })` merges them recursively into the delta.
 *   Its synthetic actor is the base actor's source with the delta laid over it; a linked token's
 *   actor is the world actor itself, and its delta is unused.
 */
import { FakeActor, FakeActorDouble, type ActorSystem, type DerivedOf, type ItemSource } from "./documents.ts";
import { createdSource, expandObject, mergeInto } from "./pipeline.ts";

type Plain = Record<string, unknown>;

/** A world actor as loaded from stored data, typed by the data it was loaded from (`WorldActor.load("Vex", "character", character())`). */
export class WorldActor<out S = ActorSystem, out D = DerivedOf<S>> extends FakeActorDouble<S, D> {
  static load<S extends object>(name: string, type: string, stored: S, items: readonly ItemSource[] = []): WorldActor<S> {
    const loadedItems = items.map((i) => ({ ...i, system: createdSource("Item", i.type, structuredClone(i.system ?? {}) as Plain) }));
    // The type's initial values under what was stored: still data of type S.
    return new WorldActor<S>(name, type, createdSource("Actor", type, structuredClone(stored) as Plain) as S, { items: loadedItems });
  }

  /**
   * A world actor whose stored data v13 could not validate at load (a value past a range the schema gained
   * later): built from the stored data as it is (core builds it with strict validation off and keeps it
   * apart in `invalidDocumentIds`). An update still validates the result, so only a repair succeeds.
   */
  static loadInvalid<S extends object>(name: string, type: string, stored: S): WorldActor<S> {
    return new WorldActor<S>(name, type, structuredClone(stored));
  }

  toObject(): Plain {
    return {
      _id: this.id, name: this.name, type: this.type, system: structuredClone(this.sourceOf()),
      items: this.items.map((i) => i.toObject()), flags: structuredClone(this.flags),
    };
  }

  async updateEmbeddedDocuments(type: string, updates: Plain[], _options: object = {}): Promise<unknown[]> {
    if (type !== "Item") throw new Error(`WorldActor: ${type} updates are not modelled`);
    const done = [];
    for (const { _id, ...changes } of updates) {
      const item = this.items.get(String(_id));
      if (!item) throw new Error(`no item ${_id}`); // Foundry refuses to update what is not there.
      done.push(await item.update(changes));
    }
    return done;
  }
}

export class FakeActorDelta {
  readonly updates: { changes: Plain; options: object }[] = [];
  constructor(readonly source: { _id: string; system: Plain; items?: ItemSource[] }) {}
  toObject(): Plain {
    return structuredClone(this.source);
  }
  async update(changes: Plain, options: object = {}): Promise<this> {
    this.updates.push({ changes: structuredClone(changes), options });
    mergeInto(this.source, expandObject(changes));
    return this;
  }
}

let tokenCount = 0;

export class SceneToken<out S = ActorSystem, out D = DerivedOf<S>> {
  readonly id = `token${String(++tokenCount).padStart(11, "0")}`;
  readonly delta: FakeActorDelta;
  constructor(readonly baseActor: WorldActor<S, D>, readonly actorLink: boolean, delta: { system?: Plain; items?: ItemSource[] } = {}) {
    this.delta = new FakeActorDelta({ _id: this.id, system: structuredClone(delta.system ?? {}), ...(delta.items ? { items: delta.items } : {}) });
  }
  get name(): string {
    return this.baseActor.name;
  }
  /** The world actor when linked; else a synthetic actor, base with the delta laid over it, writing items to the delta. */
  get actor(): FakeActorDouble<S, D> {
    if (this.actorLink) return this.baseActor;
    const system = mergeInto(structuredClone(this.baseActor.sourceOf()), this.delta.source.system);
    const delta = this.delta;
    const synthetic = new FakeActor<S, D>(this.baseActor.name, this.baseActor.type, createdSource("Actor", this.baseActor.type, system) as S);
    return Object.assign(synthetic, {
      async updateEmbeddedDocuments(type: string, updates: Plain[]): Promise<unknown[]> {
        if (type !== "Item") throw new Error(`synthetic actor: ${type} updates are not modelled`);
        for (const { _id, ...changes } of updates) {
          const own = delta.source.items?.find((i) => i._id === _id);
          if (!own) throw new Error(`no item ${_id} in the delta`);
          mergeInto(own, expandObject(changes));
        }
        return updates;
      },
    });
  }
}

export function scene(name: string, tokens: SceneToken<unknown, unknown>[]) {
  return { name, tokens };
}
