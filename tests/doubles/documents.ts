/**
 * Actors, items and tokens as v13 treats them where our shell depends on it:
 * - ownership levels per user (GM owns all; embedded items and effects follow their actor);
 * - update(): refused without OWNER, then the v13 pipeline (tests/doubles/pipeline.ts): dotted paths
 *   expanded, migrateData on the partial system diff, cleaning, validation; an invalid change throws
 *   and writes nothing; derived data recomputed by the real rules afterwards;
 * - createEmbeddedDocuments fills initial values and validates; new ids unless keepId;
 * - unlinked tokens have their own synthetic actor (`actor.token`, a token uuid) and a token name;
 * - Actor.create(data): a document of CONFIG.Actor.documentClass from the cleaned data, core's prototype
 *   token (unlinked, hostile, no sight, the bars system.json names for every type) under the data's own
 *   prototypeToken; then `_preCreate(data, options, user)`, which at core's level runs the type's data
 *   model `_preCreate` (TypeDataModel#_preCreate, "called by ClientDocument#_preCreate") with the
 *   actor as its `parent`; `updateSource` there changes the pending document; then the
 *   `preCreateActor` hook; false from either cancels. The creator owns what it creates.
 * Not reproduced: the server round trip, hooks on other clients, the canvas.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { load } from "js-yaml";
import { characterDerived, minionDerived, rivalDerived, vehicleDerived } from "../../module/rules/character/actor-derived.ts";
import type { OwnedItem } from "../../module/rules/character/owned-items.ts";
import { baseModifiers, carrierSuppresses, effectRanks, parseModifierKey, scaledChangeValue } from "../../module/rules/checks/modifiers.ts";
import { createdSource, dataModelClass, expandObject, mergeInto, updatedSource } from "./pipeline.ts";
import { standIn } from "./typed.ts";
import { currentUser, levelOf, OWNERSHIP, type OwnershipName } from "./users.ts";
import { sheetOf } from "./sheets.ts";

export interface PackDoc {
  _id: string;
  name: string;
  type: string;
  /** Any item's system data (an interface such as WeaponData too). */
  system: Record<string, any>;
  /** Embedded ActiveEffects (an item's are transferred to its owner when `transfer` is true). */
  effects?: Record<string, any>[];
  flags?: Record<string, any>;
  _stats?: Record<string, unknown>;
}

/**
 * An item's source as a test writes it: a pack document, or any item data (a fixture's interface such
 * as WeaponData, effects as read from YAML) with its id optional, a new one given when it is missing.
 */
export interface ItemSource {
  _id?: string | undefined;
  name: string;
  type: string;
  img?: string | undefined;
  system: unknown;
  effects?: readonly unknown[] | undefined;
  flags?: Record<string, any> | undefined;
  _stats?: Record<string, unknown> | undefined;
}

/** Every item of a pack, from its YAML source. */
export function packSource(name: string): PackDoc[] {
  const dir = join("packs/_source", name);
  return readdirSync(dir).filter((f) => f.endsWith(".yml")).map((f) => load(readFileSync(join(dir, f), "utf8")) as PackDoc);
}

export function packItem(pack: string, name: string): PackDoc {
  const found = packSource(pack).find((d) => d.name === name);
  if (!found) throw new Error(`${name} not in ${pack}`);
  return structuredClone(found);
}

let nextId = 0;
export const newId = () => `id${(++nextId).toString().padStart(14, "0")}`;

/** What Foundry says when a user lacks the permission for a write (the server refuses it). */
export class PermissionDenied extends Error {
  constructor(what: string) {
    super(`User ${String(currentUser()?.id ?? "?")} lacks permission to ${what}`);
  }
}

/**
 * A write the server refuses part-way through a flow (a dropped connection, a validation error), for tests
 * of what an interrupted purchase or Undo leaves: `failWrite({ nth: 2 })` makes the second write from now
 * throw and change nothing (any document: an actor's or item's update, an embedded create or delete);
 * `on` and `op` narrow which writes count. One rule at a time, used up when it fires; resetShell clears it.
 */
export interface WriteFailure {
  /** Which matching write fails: 1 the next one. */
  nth: number;
  on?: object;
  op?: "update" | "create" | "delete";
}
let failing: (WriteFailure & { seen: number }) | null = null;

export function failWrite(rule: WriteFailure): void {
  failing = { ...rule, seen: 0 };
}

export function clearWriteFailure(): void {
  failing = null;
}

/** What the server says to a write it refused (the double's lost connection). */
export class WriteRefused extends Error {}

/** Called first by every write of the doubles: throws (nothing written) when it is the chosen one. */
function writeGate(doc: object, op: WriteFailure["op"]): void {
  if (!failing || (failing.on && failing.on !== doc) || (failing.op && failing.op !== op)) return;
  if (++failing.seen < failing.nth) return;
  failing = null;
  throw new WriteRefused(`The server refused this ${op ?? "write"} (the test's chosen failure)`);
}

function requireOwner(level: number, what: string): void {
  if (level < OWNERSHIP.OWNER) throw new PermissionDenied(what);
}

/** Core's Collection: a Map with the array helpers (items and effects are embedded collections). */
/** foundry.utils.Collection: a Map whose iteration (for…of, spread) yields the documents, not [id, doc] pairs. */
class Collection<V> extends Map<string, V> {
  // Typed loosely: Map types its iterator as [key, value] pairs.
  override [Symbol.iterator](): any { return this.values(); }
  map<T>(fn: (value: V) => T): T[] { return [...this.values()].map(fn); }
  filter(fn: (value: V) => boolean): V[] { return [...this.values()].filter(fn); }
  find(fn: (value: V) => boolean): V | undefined { return [...this.values()].find(fn); }
  get contents(): V[] { return [...this.values()]; }
}

class FakeItemDouble {
  id: string;
  name: string;
  img: string;
  type: string;
  system: any;
  /** Free-form, typed loosely: the Item type it joins (typed.ts) would narrow what tests write. */
  flags: any;
  _stats: Record<string, unknown>;
  updates: Record<string, unknown>[] = [];
  /** Its embedded ActiveEffects. */
  effects = new Collection<FakeEffect>();
  /** Its compendium's id; null for a world item (Item.create). */
  readonly #pack: string | null;
  /** This double as the document it stands in for (typed.ts). */
  get #self(): FakeItem { return this as unknown as FakeItem; }
  constructor(data: ItemSource,
    readonly parent: FakeActor | null = null, pack: string | null = "eote.pack") {
    this.id = data._id ?? newId();
    this.name = data.name;
    this.img = (data as { img?: string }).img ?? "icons/svg/item-bag.svg"; // core's default item image
    this.type = data.type;
    this.system = structuredClone(data.system);
    for (const e of data.effects ?? []) {
      const effect = makeEffect(e as Record<string, any>, this.#self);
      this.effects.set(effect.id, effect);
    }
    this.flags = structuredClone(data.flags ?? {});
    this._stats = structuredClone(data._stats ?? {});
    this.#pack = pack;
  }
  /** v13 Item.implementation: the configured document class. */
  static get implementation(): typeof FakeItem {
    return (globalThis as any).CONFIG?.Item?.documentClass ?? FakeItem;
  }

  /**
   * Item.create for a world item (a GM here): a document of CONFIG.Item.documentClass from the cleaned
   * data; fromUuid and game.items find it until it is deleted.
   */
  static async create(data: { name: string; type: string; system?: Record<string, unknown>; flags?: Record<string, any> }): Promise<FakeItem> {
    if (!currentUser()?.isGM) throw new PermissionDenied("create Item");
    const system = createdSource("Item", data.type, structuredClone(data.system ?? {}));
    const item = new (FakeItem.implementation)({ name: data.name, type: data.type, system, ...(data.flags ? { flags: data.flags } : {}) }, null, null);
    worldItems.set(item.id, item);
    return item;
  }

  /** Deletes it: a world item leaves game.items; an owned item leaves its actor. */
  async delete(): Promise<this> {
    if (this.parent) await this.parent.deleteEmbeddedDocuments("Item", [this.id]);
    else if (!this.isOwner) throw new PermissionDenied(`delete Item ${this.id}`);
    else worldItems.delete(this.id);
    return this;
  }

  /** Document#sheet: its registered default sheet (sheets.ts). */
  get sheet() {
    return sheetOf("Item", this);
  }

  /** v13 Item.fromDropData: the dropped document found by its uuid (null when it is gone). */
  static async fromDropData(data: { uuid?: string }): Promise<unknown> {
    return data.uuid ? (globalThis as any).foundry.utils.fromUuid(data.uuid) : null;
  }

  /** As core: computed from the parent's uuid, so a synthetic actor's items carry the token's path. */
  get uuid(): string {
    if (this.parent) return `${this.parent.uuid}.Item.${this.id}`;
    return this.#pack === null ? `Item.${this.id}` : `Compendium.${this.#pack}.Item.${this.id}`;
  }
  get isOwner(): boolean {
    return this.parent ? this.parent.isOwner : currentUser()?.isGM === true;
  }
  testUserPermission(user: { id?: string; isGM?: boolean }, level: OwnershipName): boolean {
    return this.parent ? this.parent.testUserPermission(user, level) : user.isGM === true;
  }
  getFlag(scope: string, key: string): unknown {
    return key.split(".").reduce((node, k) => node?.[k], this.flags[scope]);
  }
  /** toObject() as core: the source, without compendium provenance beyond what `_stats` keeps. Flags only when set. */
  toObject() {
    const flags = Object.keys(this.flags).length ? { flags: structuredClone(this.flags) } : {};
    const stats = Object.keys(this._stats).length ? { _stats: structuredClone(this._stats) } : {};
    const effects = this.effects.size ? { effects: this.effects.map((e) => e.toObject()) } : {};
    return { _id: this.id, name: this.name, type: this.type, system: structuredClone(this.system), ...flags, ...stats, ...effects };
  }
  /** v13: an item's own ActiveEffects are embedded documents it creates and deletes (its owner's permission). */
  async createEmbeddedDocuments(type: string, data: Record<string, any>[], options: { keepId?: boolean } = {}): Promise<FakeEffect[]> {
    if (type !== "ActiveEffect") throw new Error(`An Item embeds no ${type} documents`);
    if (!this.isOwner) throw new PermissionDenied(`create ${type} in Item ${this.id}`);
    const made = data.map((d) => makeEffect(d, this as unknown as FakeItem, options.keepId && d["_id"] ? d["_id"] : newId()));
    for (const e of made) this.effects.set(e.id, e);
    this.parent?.prepare();
    return made;
  }

  async deleteEmbeddedDocuments(type: string, ids: string[]): Promise<string[]> {
    if (type !== "ActiveEffect") throw new Error(`An Item embeds no ${type} documents`);
    if (!this.isOwner) throw new PermissionDenied(`delete ${type} in Item ${this.id}`);
    for (const id of ids) if (!this.effects.has(id)) throw new Error(`no effect ${id}`);
    for (const id of ids) this.effects.delete(id);
    this.parent?.prepare();
    return ids;
  }

  async update(changes: Record<string, unknown>): Promise<this> {
    if (!this.isOwner) throw new PermissionDenied(`update Item ${this.id}`);
    writeGate(this, "update");
    const { next } = updatedSource("Item", this.type, { name: this.name, system: this.system, flags: this.flags }, changes);
    this.updates.push(changes);
    this.name = next["name"];
    this.system = next["system"];
    this.flags = next["flags"] ?? {};
    this.parent?.prepare();
    return this;
  }
}

/** An Item as the module sees it (typed.ts): the double's members and Item.Implementation's. */
export type FakeItem = FakeItemDouble & Item.Implementation;
export const FakeItem = standIn<Item.Implementation>()(FakeItemDouble);


class ItemCollection extends Collection<FakeItem> {}

export const DERIVE: Record<string, (system: any, items: OwnedItem[]) => unknown> = {
  character: characterDerived, nemesis: characterDerived, rival: rivalDerived, minion: minionDerived, vehicle: vehicleDerived,
};

/**
 * An ActiveEffect as the shell reads it: id, statuses, the data it was created with, and v13's getters
 * (name, description, changes, disabled, transfer, `active`, flags, parent). `active` is not disabled
 * and not suppressed, suppression being our EoteActiveEffect's (gear not equipped or worn).
 */
export interface FakeEffect {
  id: string;
  statuses: Set<string>;
  data: Record<string, any>;
  /** The stored source, as core keeps it on every document (the expiry hook reads duration, statuses, flags). */
  _source: Record<string, any>;
  toObject(): Record<string, any>;
  readonly uuid: string;
  readonly name: string;
  readonly description: string;
  readonly changes: { key: string; mode: number; value: string }[];
  readonly disabled: boolean;
  readonly transfer: boolean;
  readonly active: boolean;
  readonly flags: Record<string, any>;
  readonly parent: FakeActor | FakeItem;
  getFlag(scope: string, key: string): unknown;
}

/** An effect document from its data. v13's default `transfer` is true for an item's effect, and ignored on an actor's. */
export function makeEffect(d: Record<string, any>, parent: FakeActor | FakeItem, id: string = d["_id"] ?? newId()): FakeEffect {
  const source: Record<string, any> = { ...structuredClone(d), _id: id };
  return {
    id, statuses: new Set<string>(d["statuses"] ?? []), data: structuredClone(d), _source: source,
    toObject: () => structuredClone(source),
    get uuid() { return `${parent.uuid}.ActiveEffect.${id}`; },
    get name() { return String(source["name"] ?? ""); },
    get description() { return String(source["description"] ?? ""); },
    get changes() { return (source["changes"] ?? []) as { key: string; mode: number; value: string }[]; },
    get disabled() { return source["disabled"] === true; },
    get transfer() { return source["transfer"] !== false; },
    // v13: not disabled and not suppressed (EoteActiveEffect#isSuppressed: gear not in use).
    get active() { return source["disabled"] !== true && !(parent instanceof FakeItem && carrierSuppresses(parent)); },
    get flags() { return (source["flags"] ?? {}) as Record<string, any>; },
    parent,
    getFlag(scope: string, key: string) { return key.split(".").reduce((node: any, k) => node?.[k], (source["flags"] ?? {})[scope]); },
  };
}

// CONST.ACTIVE_EFFECT_MODES in v13: ADD 2, OVERRIDE 5.
const MODE_ADD = 2;
const MODE_OVERRIDE = 5;

/**
 * The system data as v13 prepares it (a copy): base data (the models' prepareBaseData: zeroed
 * `modifiers`, module/rules/checks/modifiers.ts), then the changes of every applicable active effect, the
 * actor's own and its items' transferred ones (Actor#allApplicableEffects). Numeric ADD and OVERRIDE
 * changes to `system.*`; an ADD to a path that is not there sets it, as core's ADD of a value to
 * nothing does. A ranked talent's modifier counts once per rank, as EoteActiveEffect#apply does.
 */
function withEffectChanges(system: any, effects: readonly FakeEffect[]): any {
  const copy = structuredClone(system);
  copy.modifiers = baseModifiers();
  for (const effect of effects) {
    if (!effect.active) continue;
    const ranks = effect.parent instanceof FakeItem ? effectRanks(effect.parent) : 1;
    for (const change of effect.changes) {
      if (!change.key.startsWith("system.") || (change.mode !== MODE_ADD && change.mode !== MODE_OVERRIDE)) continue;
      const value = change.mode === MODE_ADD && parseModifierKey(change.key) ? scaledChangeValue(change.value, ranks) : Number(change.value);
      const path = change.key.slice("system.".length).split(".");
      const last = path.at(-1)!;
      let parent = copy;
      for (const k of path.slice(0, -1)) parent = (parent[k] ??= {});
      if (parent[last] === undefined && change.mode === MODE_ADD) parent[last] = value;
      else if (typeof parent[last] === "number") parent[last] = change.mode === MODE_ADD ? parent[last] + value : value;
    }
  }
  return copy;
}

/** CONST.TOKEN_DISPOSITIONS in v13. */
export const TOKEN_DISPOSITIONS = { SECRET: -2, HOSTILE: -1, NEUTRAL: 0, FRIENDLY: 1 } as const;

const MANIFEST = JSON.parse(readFileSync("system.json", "utf8")) as { primaryTokenAttribute?: string; secondaryTokenAttribute?: string };

/**
 * The prototype token core gives a new actor, in the fields our code reads: not linked, hostile, sight
 * off, and for every type the bars system.json names (primary/secondaryTokenAttribute).
 */
export function corePrototypeToken(name: string): Record<string, any> {
  return {
    name, actorLink: false, disposition: TOKEN_DISPOSITIONS.HOSTILE, sight: { enabled: false },
    bar1: { attribute: MANIFEST.primaryTokenAttribute ?? null }, bar2: { attribute: MANIFEST.secondaryTokenAttribute ?? null },
  };
}

/** World items made by Item.create, by id (game.items and fromUuid read it). */
export const worldItems = new Map<string, FakeItem>();

/** World actors, tokens' synthetic actors and created actors by uuid (fromUuid reads it). */
export const actors = new Map<string, FakeActor>();

/**
 * The actors made through Actor.create and not deleted: game.actors lists these (tests that build
 * actors directly with `new FakeActor` and want them listed set game.actors themselves).
 */
export const createdActors = new Set<FakeActor>();

/** What Actor.create takes (the fields the double models). */
export interface ActorCreateData {
  name: string;
  type: string;
  system?: Record<string, unknown>;
  prototypeToken?: Record<string, unknown>;
  items?: PackDoc[];
  flags?: Record<string, any>;
  ownership?: Record<string, number>;
}

export interface ActorOptions {
  items?: readonly ItemSource[];
  statuses?: string[];
  /** Ownership entries by user id, plus `default` (the level of any user not listed). */
  ownership?: Record<string, number>;
  /** Older tests' shorthand: every player owns it (true) or none does (false). */
  owner?: boolean;
}

export class FakeActorDouble {
  id = newId();
  uuid = `Actor.${this.id}`;
  /** Free-form, typed loosely: the Actor type it joins (typed.ts) would narrow what tests write. */
  flags: any = {};
  items = new ItemCollection();
  effects = new Collection<FakeEffect>();
  /** Statuses given directly (as tests set them) plus those of the actor's effects, as Foundry derives them. */
  statuses: Set<string>;
  updates: Record<string, unknown>[] = [];
  /** Entries by user id and `default`; typed loosely, as core's levels are branded numbers. */
  ownership: any;
  /** The token of an unlinked token's synthetic actor (null for world actors). */
  token: FakeToken | null = null;
  /** The prototype token's source (the fields our code reads; see corePrototypeToken). */
  prototypeToken: Record<string, any>;

  /**
   * v13 keeps two copies of a document's system: `_source.system`, what is stored, and `system`, what
   * prepareData made of it (applyActiveEffects changes it in place). The double's `system` is the stored
   * object itself while no applicable effect changes a `system.*` path (tests that set a stored value
   * directly keep working), and a prepared copy once one does: reading `system` then sees the effect, as
   * in v13, and code that writes what it read back with update() would bake the effect into the source.
   */
  system: any;
  private stored: any;
  /** This double as the document it stands in for (typed.ts). */
  get #self(): FakeActor { return this as unknown as FakeActor; }

  constructor(public name: string, public type: string, system: any, options: ActorOptions = {}) {
    this.stored = system;
    this.system = system;
    for (const item of options.items ?? []) {
      const created = new FakeItem(item, this.#self);
      this.items.set(created.id, created);
    }
    this.statuses = new Set(options.statuses ?? []);
    this.ownership = options.ownership ?? { default: options.owner === false ? OWNERSHIP.NONE : OWNERSHIP.OWNER };
    this.prototypeToken = corePrototypeToken(name);
    this.prepare();
  }

  /** v13 Actor.implementation: the configured document class. */
  static get implementation(): typeof FakeActor {
    return (globalThis as any).CONFIG?.Actor?.documentClass ?? FakeActor;
  }

  /**
   * Actor.create as v13 runs it on the creating client (see the file's notes): the pending document,
   * its `_preCreate`, the `preCreateActor` hook, then the actor exists (fromUuid and game.actors find it).
   * Returns undefined when creation was cancelled. Only a GM creates actors here.
   */
  static async create(data: ActorCreateData, options: Record<string, unknown> = {}): Promise<FakeActor | undefined> {
    const user = currentUser();
    if (!user?.isGM) throw new PermissionDenied("create Actor");
    const cls = FakeActor.implementation;
    const system = createdSource("Actor", data.type, structuredClone(data.system ?? {}));
    const ownership = data.ownership ?? { default: OWNERSHIP.NONE, ...(user.id ? { [user.id]: OWNERSHIP.OWNER } : {}) };
    const actor = new cls(data.name, data.type, system, { items: data.items ?? [], ownership });
    if (data.prototypeToken) actor.updateSource({ prototypeToken: data.prototypeToken });
    if (data.flags) actor.updateSource({ flags: data.flags });
    const given = structuredClone(data);
    if ((await actor._preCreate(given, options, user)) === false) return undefined;
    if ((globalThis as any).Hooks?.call?.("preCreateActor", actor, given, options, user.id) === false) return undefined;
    actors.set(actor.uuid, actor);
    createdActors.add(actor);
    return actor;
  }

  /**
   * Core's ClientDocument#_preCreate for a document with a type data model: the model's own
   * `_preCreate(data, options, user)`, with this actor as its parent. Subclasses call it through super.
   */
  async _preCreate(data: object, options: object, user: unknown): Promise<boolean | void> {
    const Model = dataModelClass("Actor", this.type) as (abstract new () => object) | undefined;
    if (!Model) return undefined;
    const model = Object.assign(Object.create(Model.prototype), structuredClone(this.sourceOf()), { parent: this });
    return (model as { _preCreate(d: object, o: object, u: unknown): Promise<boolean | void> })._preCreate(data, options, user);
  }

  /**
   * DataModel#updateSource on a pending or existing actor: the change is merged into its source with
   * no database write (system through the update pipeline's cleaning and validation).
   */
  updateSource(changes: Record<string, unknown>): void {
    const diff = expandObject(changes);
    if (diff["prototypeToken"] && typeof diff["prototypeToken"] === "object") mergeInto(this.prototypeToken, diff["prototypeToken"]);
    const { prototypeToken: _token, ...rest } = diff;
    if (!Object.keys(rest).length) return;
    const { next } = updatedSource("Actor", this.type, { name: this.name, system: this.sourceOf(), flags: this.flags, ownership: this.ownership }, rest);
    this.name = next["name"];
    this.stored = next["system"];
    this.flags = next["flags"] ?? {};
    this.ownership = next["ownership"];
    this.prepare();
  }

  /** Document#sheet: its registered default sheet (sheets.ts). */
  get sheet() {
    return sheetOf("Actor", this);
  }

  /**
   * v13 Actor#getTokenDocument: a new (unplaced) token from the prototype token; linked to this actor
   * when the prototype says so, else with a synthetic actor of its own.
   */
  async getTokenDocument(): Promise<FakeToken> {
    return new FakeToken(this as unknown as FakeActor, { linked: this.prototypeToken["actorLink"] === true, name: this.prototypeToken["name"] ?? this.name });
  }

  /** Deletes the actor (its owner or a GM): fromUuid and game.actors no longer find it. */
  async delete(): Promise<this> {
    requireOwner(levelOf(this.ownership, currentUser()), `delete Actor ${this.id}`);
    actors.delete(this.uuid);
    createdActors.delete(this as unknown as FakeActor);
    return this;
  }

  /** The current user owns it (GM, or OWNER level), as core's isOwner. */
  get isOwner(): boolean {
    return levelOf(this.ownership, currentUser()) >= OWNERSHIP.OWNER;
  }
  /** Older tests flip ownership for every player this way. */
  set isOwner(value: boolean) {
    this.ownership = { default: value ? OWNERSHIP.OWNER : OWNERSHIP.NONE };
  }

  testUserPermission(user: { id?: string; isGM?: boolean }, level: OwnershipName, { exact = false } = {}): boolean {
    const has = levelOf(this.ownership, user);
    return exact ? has === OWNERSHIP[level] : has >= OWNERSHIP[level];
  }

  /**
   * v13 ClientDocument#limited: the current user has exactly LIMITED on it (not OBSERVER or OWNER; a GM never
   * is), the case in which core and dnd5e sheets show a limited view.
   */
  get limited(): boolean {
    return this.testUserPermission(currentUser() ?? {}, "LIMITED", { exact: true });
  }

  /** As every v13 document: its type's name. */
  get documentName(): string {
    return "Actor";
  }

  /**
   * Derived data by the real rules, as the data models do in prepareDerivedData. v13's Actor applies its
   * enabled effects' changes (applyActiveEffects, from prepareEmbeddedDocuments) after prepareBaseData and
   * before prepareDerivedData, so derived values see them. The double applies ADD and OVERRIDE changes to
   * `system.*` on a copy the rules derive from (its `system` is the stored source too, so it stays unchanged).
   */
  prepare(): void {
    const owned = this.items.map((i) => ({ type: i.type, system: i.system }) as OwnedItem);
    const effects = [...this.allApplicableEffects()];
    const { derived: _stale, ...stored } = this.stored;
    const prepared = withEffectChanges(stored, effects);
    const changesSystem = effects.some((e) => e.active && e.changes.some((c) => c.key.startsWith("system.")));
    this.system = changesSystem ? prepared : this.stored;
    this.system.derived = DERIVE[this.type]!(prepared, owned);
  }

  /** v13 Document#_source: the stored data, effects not applied. */
  get _source(): { name: string; type: string; system: Record<string, unknown>; flags: Record<string, any>; ownership: Record<string, number>; prototypeToken: Record<string, any> } {
    return { name: this.name, type: this.type, system: this.sourceOf(), flags: this.flags, ownership: this.ownership, prototypeToken: this.prototypeToken };
  }

  getFlag(scope: string, key: string): unknown {
    return key.split(".").reduce((node, k) => node?.[k], this.flags[scope]);
  }

  /** v13 Actor#allApplicableEffects: the actor's own effects, then its items' effects marked `transfer`. */
  *allApplicableEffects(): Generator<FakeEffect> {
    yield* this.effects.values();
    for (const item of this.items.values()) for (const e of item.effects.values()) if (e.transfer) yield e;
  }

  /** The stored system (derived values are computed, never stored). */
  sourceOf(): Record<string, unknown> {
    const { derived: _derived, ...stored } = this.stored;
    return stored;
  }

  async update(changes: Record<string, unknown>): Promise<this> {
    requireOwner(levelOf(this.ownership, currentUser()), `update Actor ${this.id}`);
    writeGate(this, "update");
    const source = { name: this.name, system: this.sourceOf(), flags: this.flags, ownership: this.ownership };
    const { next } = updatedSource("Actor", this.type, source, changes);
    this.updates.push(changes);
    this.name = next["name"];
    this.stored = next["system"];
    this.flags = next["flags"] ?? {};
    this.ownership = next["ownership"];
    this.prepare();
    return this;
  }

  async createEmbeddedDocuments(type: string, data: any[], options: { keepId?: boolean } = {}): Promise<any[]> {
    requireOwner(levelOf(this.ownership, currentUser()), `create ${type} in Actor ${this.id}`);
    writeGate(this, "create");
    if (type === "ActiveEffect") {
      const made = data.map((d) => makeEffect(d, this.#self, options.keepId && d._id ? d._id : newId()));
      for (const e of made) {
        this.effects.set(e.id, e);
        for (const status of e.statuses) this.statuses.add(status);
      }
      this.prepare();
      return made;
    }
    // Every item is checked before any is created: one invalid item fails the whole call.
    const sources = data.map((d) => ({ ...d, system: createdSource("Item", d.type, d.system ?? {}) }));
    const created = sources.map((d) => new FakeItem({ ...d, _id: options.keepId && d._id ? d._id : newId() }, this.#self));
    for (const item of created) this.items.set(item.id, item);
    this.prepare();
    return created;
  }

  async deleteEmbeddedDocuments(type: string, ids: string[]): Promise<void> {
    requireOwner(levelOf(this.ownership, currentUser()), `delete ${type} in Actor ${this.id}`);
    writeGate(this, "delete");
    if (type === "ActiveEffect") {
      for (const id of ids) {
        const effect = this.effects.get(id);
        if (!effect) throw new Error(`no effect ${id}`); // Foundry refuses to delete what is not there.
        this.effects.delete(id);
        for (const status of effect.statuses) {
          if (![...this.effects.values()].some((e) => e.statuses.has(status))) this.statuses.delete(status);
        }
      }
      this.prepare();
      return;
    }
    for (const id of ids) if (!this.items.has(id)) throw new Error(`no item ${id}`);
    for (const id of ids) this.items.delete(id);
    this.prepare();
  }

  /** EoteActor.checkPool, borrowed from the real class so the double rolls what Foundry would. */
  checkPool(skill: string) {
    return (EoteActorProto.current as any).checkPool.call(this, skill);
  }

  get eoteData() {
    return { type: this.type, system: this.system, derived: this.system.derived };
  }

  /**
   * v13 Actor#getActiveTokens(linked = false, document = false): the tokens of this actor on the viewed
   * scene (canvas.scene; here `viewedScene.id`). A synthetic actor answers only its own token; a world
   * actor its linked tokens, and with `linked` false also the unlinked tokens made from it. The double
   * keeps one object per token, so `document` changes nothing.
   */
  getActiveTokens(linked = false, _document = false): FakeToken[] {
    const onScene = [...placedTokens.values()].filter((t) => t.sceneId === viewedScene.id);
    if (this.token) return onScene.filter((t) => t === this.token);
    return onScene.filter((t) => (t.actorLink ? t.actor === this.#self : !linked && t.base === this.#self));
  }
}

/** An Actor as the module sees it (typed.ts): the double's members and Actor.Implementation's. */
export type FakeActor = FakeActorDouble & Actor.Implementation;
export const FakeActor = standIn<Actor.Implementation>()(FakeActorDouble);

/** The scene the client views (v13 canvas.scene); tokens placed elsewhere are not active. */
export const viewedScene = { id: "scene0000000001" };

/** Every placed token by uuid (placeToken in index.ts adds them; fromUuid finds them there). */
export const placedTokens = new Map<string, FakeToken>();

/** The real EoteActor prototype, set by installFoundry once the module is loaded. */
export const EoteActorProto: { current: object } = { current: {} };

/**
 * A token on a scene. Linked: its actor is the world actor. Unlinked: it gets its own synthetic actor
 * (a copy of the world actor's data, with `token` set and a token uuid), as v13's ActorDelta does.
 */
class FakeTokenDouble {
  id = newId();
  uuid: string;
  actor: FakeActor;
  readonly sceneId: string;
  constructor(readonly base: FakeActor, readonly options: { name?: string; linked?: boolean; scene?: string } = {}) {
    this.sceneId = options.scene ?? "scene0000000001";
    this.uuid = `Scene.${this.sceneId}.Token.${this.id}`;
    if (options.linked) {
      this.actor = base;
    } else {
      const synthetic = new FakeActor(base.name, base.type, structuredClone(base.sourceOf()), {
        items: base.items.map((i) => i.toObject() as PackDoc), ownership: { ...base.ownership },
      });
      // v13: the synthetic actor keeps its base actor's id, under the token's uuid (its items follow).
      synthetic.id = base.id;
      synthetic.uuid = `${this.uuid}.Actor.${base.id}`;
      synthetic.token = this as unknown as FakeToken; // this double as the TokenDocument it stands in for (typed.ts)
      this.actor = synthetic;
    }
  }
  get name(): string {
    return this.options.name ?? this.actor.name;
  }
  /** As every v13 document: its type's name ("Token"). */
  get documentName(): string {
    return "Token";
  }
  get actorLink(): boolean {
    return this.options.linked === true;
  }
  /** The TokenDocument: what game.user.targets' tokens expose as `document`. */
  get document(): this {
    return this;
  }
}

/** A TokenDocument as the module sees it (typed.ts): the double's members and TokenDocument.Implementation's. */
export type FakeToken = FakeTokenDouble & TokenDocument.Implementation;
export const FakeToken = standIn<TokenDocument.Implementation>()(FakeTokenDouble);
