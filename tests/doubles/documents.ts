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
import type { DerivedByType } from "../../module/rules/character/derived-types.ts";
import type { OwnedItem } from "../../module/rules/character/owned-items.ts";
import type { ActorDataByType, ActorType, ItemDataByType, ItemType } from "../../module/rules/types.ts";
import { baseModifiers, carrierSuppresses, effectRanks, parseModifierKey, scaledChangeValue } from "../../module/rules/checks/modifiers.ts";
import { createdSource, dataModelClass, expandObject, mergeInto, updatedSource } from "./pipeline.ts";
import { configured, globalAt, hooks } from "./typed.ts";
import { Collection } from "./collection.ts";
import { currentUser, levelOf, OWNERSHIP, type OwnershipLevel, type OwnershipName } from "./users.ts";
import { sheetOf } from "./sheets.ts";
import type { EoteActor } from "../../module/documents/actor.ts";
import type { CharacterData } from "../../module/rules/types.ts";

/** A document's flags: scope by scope, free-form (the code under test narrows what it reads). */
export type Flags = Record<string, unknown>;

/** Any item's system data, as the rules type it (module/rules/types.ts). */
export type ItemSystem = ItemDataByType[ItemType];
/** Any actor's stored system data, as the rules type it. */
export type ActorSystem = ActorDataByType[ActorType];
/** The system data of an actor that fights as a person (wounds, strain or a group's wounds, characteristics): not a vehicle. */
export type CombatantSystem = ActorDataByType["character" | "minion" | "rival" | "nemesis"];

/** The derived data the rules compute for system data of type S (unknown for data of no actor type). */
export type DerivedOf<S> = Either<
  { [K in ActorType]: [S] extends [ActorDataByType[K]] ? [ActorDataByType[K]] extends [S] ? DerivedByType[K] : never : never }[ActorType],
  Either<{ [K in ActorType]: [S] extends [ActorDataByType[K]] ? DerivedByType[K] : never }[ActorType], DerivedByType[ActorType]>>;
/** T, or U where T is never. */
type Either<T, U> = [T] extends [never] ? U : T;

/** Any actor double, whatever its data: what the doubles' own records and parameters hold. */
export type AnyFakeActor = FakeActor<unknown, unknown>;
/** Any item double, whatever its data. */
export type AnyFakeItem = FakeItem<unknown>;

/** An actor's `system` once prepared: the stored data of type S and what the rules derive from it. */
export type Prepared<S> = S & { derived: DerivedOf<S> };

export interface PackDoc<S = ItemSystem> {
  _id: string;
  name: string;
  type: string;
  /** The item's system data (an interface such as WeaponData). */
  system: S;
  /** Embedded ActiveEffects (an item's are transferred to its owner when `transfer` is true). */
  effects?: EffectSource[];
  flags?: Flags;
  _stats?: Record<string, unknown>;
}

/** An ActiveEffect's source as a test or a pack writes it (the fields the double and tests read, and any other). */
export interface EffectSource {
  _id?: string;
  name?: string;
  img?: string;
  description?: string;
  changes?: EffectChange[];
  disabled?: boolean;
  transfer?: boolean;
  statuses?: string[];
  flags?: Flags;
  duration?: Record<string, unknown>;
  [field: string]: unknown;
}

/** One change of an ActiveEffect (CONST.ACTIVE_EFFECT_MODES: ADD 2, OVERRIDE 5). */
export interface EffectChange {
  key: string;
  mode: number;
  value: string;
}

/**
 * An item's source as a test writes it: a pack document, or any item data (a fixture's interface such
 * as WeaponData, effects as read from YAML) with its id optional, a new one given when it is missing.
 */
export interface ItemSource<S = unknown> {
  _id?: string | undefined;
  name: string;
  type: string;
  img?: string | undefined;
  system: S;
  effects?: readonly unknown[] | undefined;
  flags?: Flags | undefined;
  _stats?: Record<string, unknown> | undefined;
}

/** The item type each of our item packs holds (packs/_source/<name>), so a pack's documents come typed. */
export interface ItemPackData {
  weapons: ItemDataByType["weapon"];
  "vehicle-weapons": ItemDataByType["weapon"];
  armour: ItemDataByType["armour"];
  gear: ItemDataByType["gear"];
  qualities: ItemDataByType["quality"];
  talents: ItemDataByType["talent"];
  species: ItemDataByType["species"];
  careers: ItemDataByType["career"];
  specialisations: ItemDataByType["specialisation"];
  "force-powers": ItemDataByType["forcePower"];
  "critical-injuries": ItemDataByType["criticalInjury"];
  "vehicle-critical-hits": ItemDataByType["criticalHit"];
}

/** Every item of a pack, from its YAML source; typed by the pack's item type for our item packs. */
export function packSource<N extends keyof ItemPackData>(name: N): PackDoc<ItemPackData[N]>[];
export function packSource(name: string): PackDoc[];
export function packSource(name: string): PackDoc[] {
  const dir = join("packs/_source", name);
  return readdirSync(dir).filter((f) => f.endsWith(".yml")).map((f) => load(readFileSync(join(dir, f), "utf8")) as PackDoc);
}

/** One item of a pack by name (a copy); typed as packSource. */
export function packItem<N extends keyof ItemPackData>(pack: N, name: string): PackDoc<ItemPackData[N]>;
export function packItem(pack: string, name: string): PackDoc;
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

/** The value at a dotted path under `node` (foundry.utils.getProperty), undefined where it stops. */
export function propertyAt(node: unknown, path: string): unknown {
  return path.split(".").reduce<unknown>((n, k) => (typeof n === "object" && n !== null ? (n as Record<string, unknown>)[k] : undefined), node);
}

/** Anything with v13's getFlag: actors, items, effects, messages. */
interface Flagged {
  getFlag(scope: string, key: string): unknown;
}

/**
 * A flag that holds a record (a log by message id, one log entry), checked: a value that is not a plain
 * object throws, so a test reads its entries without a cast (`Object.keys(flagRecord(actor, "eote", "fearBoosts"))`).
 * `fallback` stands in for a flag that is not set at all.
 */
export function flagRecord(doc: Flagged, scope: string, key: string, fallback?: Record<string, unknown>): Record<string, unknown> {
  const value = doc.getFlag(scope, key) ?? fallback;
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw new Error(`tests/doubles: flag ${scope}.${key} is not a record`);
  return value as Record<string, unknown>;
}

/** A flag that holds a list, checked: a value that is not an array throws. */
export function flagList(doc: Flagged, scope: string, key: string): unknown[] {
  const value = doc.getFlag(scope, key);
  if (!Array.isArray(value)) throw new Error(`tests/doubles: flag ${scope}.${key} is not a list`);
  return value;
}

class FakeItemDouble<out S = ItemSystem> {
  id: string;
  name: string;
  img: string;
  type: string;
  /** The item's system data, typed by the data it was made from (a fixture's WeaponData, a pack's item). */
  system: S;
  flags: Flags;
  _stats: Record<string, unknown>;
  updates: Record<string, unknown>[] = [];
  /** Its embedded ActiveEffects. */
  effects = new Collection<FakeEffect>();
  /** Its compendium's id; null for a world item (Item.create). */
  readonly #pack: string | null;
  /** This double as the document it stands in for (typed.ts). */
  get #self(): AnyFakeItem { return this as unknown as AnyFakeItem; }
  constructor(data: ItemSource<S>,
    readonly parent: AnyFakeActor | null = null, pack: string | null = "eote.pack") {
    this.id = data._id ?? newId();
    this.name = data.name;
    this.img = data.img ?? "icons/svg/item-bag.svg"; // core's default item image
    this.type = data.type;
    this.system = structuredClone(data.system);
    for (const e of data.effects ?? []) {
      if (typeof e !== "object" || e === null) throw new Error(`tests/doubles: an effect of ${data.name} is not an object`);
      const effect = makeEffect({ ...e }, this.#self);
      this.effects.set(effect.id, effect);
    }
    this.flags = structuredClone(data.flags ?? {});
    this._stats = structuredClone(data._stats ?? {});
    this.#pack = pack;
  }
  /** v13 Item.implementation: the configured document class. */
  static get implementation(): typeof FakeItem {
    return configured<typeof FakeItem>("Item") ?? FakeItem;
  }

  /**
   * Item.create for a world item (a GM here): a document of CONFIG.Item.documentClass from the cleaned
   * data; fromUuid and game.items find it until it is deleted.
   */
  static async create<S extends object = ItemSystem>(data: { name: string; type: string; system?: Partial<S>; flags?: Flags }): Promise<FakeItem<S>> {
    if (!currentUser()?.isGM) throw new PermissionDenied("create Item");
    const system = createdSource("Item", data.type, structuredClone(data.system ?? {})) as S;
    const item = new (FakeItem.implementation)<S>({ name: data.name, type: data.type, system, ...(data.flags ? { flags: data.flags } : {}) }, null, null);
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
    const fromUuid = globalAt("foundry", "utils", "fromUuid") as (uuid: string) => Promise<unknown>;
    return data.uuid ? fromUuid(data.uuid) : null;
  }

  /** As every v13 document: its type's name. */
  get documentName(): string {
    return "Item";
  }
  /** v13 Document#pack: the id of the compendium it is in; null for a world or owned item. */
  get pack(): string | null {
    return this.parent || this.#pack === "world" ? null : this.#pack;
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
    return propertyAt(this.flags[scope], key);
  }
  /** toObject() as core: the source, without compendium provenance beyond what `_stats` keeps. Flags only when set. */
  toObject() {
    const flags = Object.keys(this.flags).length ? { flags: structuredClone(this.flags) } : {};
    const stats = Object.keys(this._stats).length ? { _stats: structuredClone(this._stats) } : {};
    const effects = this.effects.size ? { effects: this.effects.map((e) => e.toObject()) } : {};
    return { _id: this.id, name: this.name, type: this.type, system: structuredClone(this.system), ...flags, ...stats, ...effects };
  }
  /** v13: an item's own ActiveEffects are embedded documents it creates and deletes (its owner's permission). */
  async createEmbeddedDocuments(type: string, data: EffectSource[], options: { keepId?: boolean } = {}): Promise<FakeEffect[]> {
    if (type !== "ActiveEffect") throw new Error(`An Item embeds no ${type} documents`);
    if (!this.isOwner) throw new PermissionDenied(`create ${type} in Item ${this.id}`);
    const made = data.map((d) => makeEffect(d, this.#self, options.keepId && typeof d["_id"] === "string" ? d["_id"] : newId()));
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
    this.name = String(next["name"]);
    this.system = next["system"] as S;
    this.flags = (next["flags"] ?? {}) as Flags;
    this.parent?.prepare();
    return this;
  }
}

/**
 * An Item as the module sees it (typed.ts): the double's members and Item.Implementation's, its `system`
 * typed by the data it was made from (`new FakeItem({ …, system: blaster() })` is a FakeItem<WeaponData>).
 */
export type FakeItem<S = ItemSystem> = FakeItemDouble<S> & Item.Implementation;
export const FakeItem = FakeItemDouble as unknown as Omit<typeof FakeItemDouble, "prototype"> & {
  new <S = ItemSystem>(data: ItemSource<S>, parent?: AnyFakeActor | null, pack?: string | null): FakeItem<S>;
  readonly prototype: FakeItem;
};

class ItemCollection extends Collection<FakeItem> {}

/**
 * The item as one of `type`, checked at run time (an item of another type, or none, throws): its `system`
 * typed as that type's data (module/rules/types.ts), `itemOfType(actor.items.contents[0], "weapon").system.damage`.
 */
export function itemOfType<K extends ItemType>(item: { readonly type: string } | null | undefined, type: K): FakeItem<ItemDataByType[K]> {
  if (item?.type !== type) throw new Error(`tests/doubles: expected a ${type} item, got ${item?.type ?? "none"}`);
  return item as unknown as FakeItem<ItemDataByType[K]>;
}

/** The actor as one of `type`, checked at run time: its `system` typed as that type's data, `actorOfType(token.actor, "vehicle")`. */
export function actorOfType<K extends ActorType>(actor: { readonly type: string } | null | undefined, type: K): FakeActor<ActorDataByType[K]> {
  if (actor?.type !== type) throw new Error(`tests/doubles: expected a ${type} actor, got ${actor?.type ?? "none"}`);
  return actor as unknown as FakeActor<ActorDataByType[K]>;
}

/** Each actor type's derived data, by the real rules (the data models' prepareDerivedData). */
export const DERIVE: { [K in ActorType]: (system: ActorDataByType[K], items: OwnedItem[]) => DerivedByType[K] } = {
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
  data: EffectSource;
  /** The stored source, as core keeps it on every document (the expiry hook reads duration, statuses, flags). */
  _source: EffectSource;
  toObject(): EffectSource;
  readonly uuid: string;
  readonly name: string;
  readonly description: string;
  readonly changes: { key: string; mode: number; value: string }[];
  readonly disabled: boolean;
  readonly transfer: boolean;
  readonly active: boolean;
  readonly flags: Flags;
  readonly parent: AnyFakeActor | AnyFakeItem;
  getFlag(scope: string, key: string): unknown;
  readonly img: string;
  /** EoteActiveEffect#isSuppressed: an item's effect while its gear is not in use. */
  readonly isSuppressed: boolean;
  /**
   * v13 `duration` as stored; core also derives `remaining` (rounds left in the combat it started in):
   * the double has no combat clock, so a test stores the `remaining` it wants core to have computed.
   */
  readonly duration: { rounds?: number | null; remaining?: number | null; startRound?: number | null } & Record<string, unknown>;
  /** Foundry's effect sheet: the double counts its renders. */
  readonly sheet: { renders: number; render(force?: boolean): unknown };
  /** v13 Document#update: the owner of its parent (a GM, or the actor's owner) only. */
  update(changes: Record<string, unknown>): Promise<FakeEffect>;
  /** v13 Document#delete: through the parent's deleteEmbeddedDocuments, with its permission check. */
  delete(): Promise<FakeEffect>;
}

/** An effect document from its data. v13's default `transfer` is true for an item's effect, and ignored on an actor's. */
export function makeEffect(d: EffectSource, parent: AnyFakeActor | AnyFakeItem, id: string = typeof d["_id"] === "string" ? d["_id"] : newId()): FakeEffect {
  const source: EffectSource = { ...structuredClone(d), _id: id };
  const flags = () => (source["flags"] ?? {}) as Flags;
  return {
    id, statuses: new Set<string>((d["statuses"] ?? []) as string[]), data: structuredClone(d), _source: source,
    toObject: () => structuredClone(source),
    get uuid() { return `${parent.uuid}.ActiveEffect.${id}`; },
    get name() { return String(source["name"] ?? ""); },
    get description() { return String(source["description"] ?? ""); },
    get changes() { return (source["changes"] ?? []) as { key: string; mode: number; value: string }[]; },
    get disabled() { return source["disabled"] === true; },
    get transfer() { return source["transfer"] !== false; },
    // v13: not disabled and not suppressed (EoteActiveEffect#isSuppressed: gear not in use).
    get active() { return source["disabled"] !== true && !(parent instanceof FakeItem && carrierSuppresses(parent)); },
    get flags() { return flags(); },
    parent,
    getFlag(scope: string, key: string) { return propertyAt(flags()[scope], key); },
    get img() { return String(source["img"] ?? ""); },
    get isSuppressed() { return parent instanceof FakeItem && carrierSuppresses(parent); },
    get duration() { return (source["duration"] ?? {}) as FakeEffect["duration"]; },
    sheet: { renders: 0, render(this: { renders: number }) { this.renders += 1; return this; } },
    async update(this: FakeEffect, changes: Record<string, unknown>) {
      if (!parent.isOwner) throw new PermissionDenied(`update ActiveEffect ${id}`);
      writeGate(this, "update");
      for (const [key, value] of Object.entries(changes)) {
        const path = key.split(".");
        let node = source;
        for (const k of path.slice(0, -1)) node = (node[k] ??= {}) as EffectSource;
        node[path.at(-1)!] = structuredClone(value);
      }
      const actor = parent instanceof FakeItem ? parent.parent : parent as AnyFakeActor;
      actor?.prepare();
      return this;
    },
    async delete(this: FakeEffect) {
      await parent.deleteEmbeddedDocuments("ActiveEffect", [id]);
      return this;
    },
  };
}

// CONST.ACTIVE_EFFECT_MODES in v13: ADD 2, UPGRADE 4 (the larger of the value and what is there), OVERRIDE 5.
const MODE_ADD = 2;
const MODE_UPGRADE = 4;
const MODE_OVERRIDE = 5;

/**
 * The system data as v13 prepares it (a copy): base data (the models' prepareBaseData: zeroed
 * `modifiers`, module/rules/checks/modifiers.ts), then the changes of every applicable active effect, the
 * actor's own and its items' transferred ones (Actor#allApplicableEffects). Numeric ADD, UPGRADE and OVERRIDE
 * changes to `system.*`; an ADD to a path that is not there sets it, as core's ADD of a value to
 * nothing does. A ranked talent's modifier counts once per rank, as EoteActiveEffect#apply does.
 */
function withEffectChanges(system: Record<string, unknown>, effects: readonly FakeEffect[]): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...structuredClone(system), modifiers: baseModifiers() };
  for (const effect of effects) {
    if (!effect.active) continue;
    const ranks = effect.parent instanceof FakeItem ? effectRanks(effect.parent) : 1;
    for (const change of effect.changes) {
      if (!change.key.startsWith("system.") || (change.mode !== MODE_ADD && change.mode !== MODE_UPGRADE && change.mode !== MODE_OVERRIDE)) continue;
      const value = change.mode === MODE_ADD && parseModifierKey(change.key) ? scaledChangeValue(change.value, ranks) : Number(change.value);
      const path = change.key.slice("system.".length).split(".");
      const last = path.at(-1)!;
      let parent = copy;
      for (const k of path.slice(0, -1)) parent = (parent[k] ??= {}) as Record<string, unknown>;
      const current = parent[last];
      if (current === undefined && change.mode === MODE_ADD) parent[last] = value;
      else if (typeof current === "number") parent[last] = change.mode === MODE_ADD ? current + value : change.mode === MODE_UPGRADE ? Math.max(current, value) : value;
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
export interface PrototypeToken {
  name?: string;
  actorLink?: boolean;
  disposition?: number;
  sight?: { enabled: boolean };
  bar1?: { attribute: string | null };
  bar2?: { attribute: string | null };
  [field: string]: unknown;
}

export function corePrototypeToken(name: string): PrototypeToken {
  return {
    name, actorLink: false, disposition: TOKEN_DISPOSITIONS.HOSTILE, sight: { enabled: false },
    bar1: { attribute: MANIFEST.primaryTokenAttribute ?? null }, bar2: { attribute: MANIFEST.secondaryTokenAttribute ?? null },
  };
}

/** World items made by Item.create, by id (game.items and fromUuid read it). */
export const worldItems = new Map<string, AnyFakeItem>();

/** World actors, tokens' synthetic actors and created actors by uuid (fromUuid reads it). */
export const actors = new Map<string, AnyFakeActor>();

/**
 * The actors made through Actor.create and not deleted: game.actors lists these (tests that build
 * actors directly with `new FakeActor` and want them listed set game.actors themselves).
 */
export const createdActors = new Set<AnyFakeActor>();

/** What Actor.create takes (the fields the double models); the type's initial values fill what `system` omits. */
export interface ActorCreateData<S = ActorSystem> {
  name: string;
  type: string;
  system?: Partial<S>;
  prototypeToken?: Record<string, unknown>;
  items?: readonly ItemSource[];
  flags?: Flags;
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

export class FakeActorDouble<out S = ActorSystem, out D = DerivedOf<S>> {
  id = newId();
  uuid = `Actor.${this.id}`;
  flags: Flags = {};
  items = new ItemCollection();
  effects = new Collection<FakeEffect>();
  /** Statuses given directly (as tests set them) plus those of the actor's effects, as Foundry derives them. */
  statuses: Set<string>;
  updates: Record<string, unknown>[] = [];
  /** Entries by user id and `default` (core's levels). */
  ownership: Record<string, OwnershipLevel>;
  /** The token of an unlinked token's synthetic actor (null for world actors). */
  token: FakeToken<unknown, unknown> | null = null;
  /** v13 Document#pack: the id of the compendium it is in, null for a world actor. */
  pack: string | null = null;
  /** The prototype token's source (the fields our code reads; see corePrototypeToken). */
  prototypeToken: PrototypeToken;

  /**
   * v13 keeps two copies of a document's system: `_source.system`, what is stored, and `system`, what
   * prepareData made of it (applyActiveEffects changes it in place). The double's `system` is the stored
   * object itself while no applicable effect changes a `system.*` path (tests that set a stored value
   * directly keep working), and a prepared copy once one does: reading `system` then sees the effect, as
   * in v13, and code that writes what it read back with update() would bake the effect into the source.
   */
  system: S & { derived: D };
  /** The stored system; `derived` is put on it (or on the prepared copy) by prepare(). */
  private stored: S & { derived: D };
  /** This double as the document it stands in for (typed.ts). */
  get #self(): FakeActor<S, D> { return this as unknown as FakeActor<S, D>; }
  /** The same, as any actor (the doubles' records hold actors of every type). */
  get #any(): AnyFakeActor { return this as unknown as AnyFakeActor; }

  constructor(public name: string, public type: string, system: S, options: ActorOptions = {}) {
    // prepare() below adds `derived` to this very object, as the double always has.
    this.stored = system as S & { derived: D };
    this.system = this.stored;
    for (const item of options.items ?? []) {
      // An actor holds items of every type: each item's data is as the test wrote it (itemOfType narrows one).
      const created = new FakeItem(item as ItemSource<ItemSystem>, this.#any);
      this.items.set(created.id, created);
    }
    this.statuses = new Set(options.statuses ?? []);
    // A test writes levels as plain numbers; core's are branded (the same numbers).
    this.ownership = (options.ownership as Record<string, OwnershipLevel> | undefined) ?? { default: options.owner === false ? OWNERSHIP.NONE : OWNERSHIP.OWNER };
    this.prototypeToken = corePrototypeToken(name);
    this.prepare();
  }

  /** v13 Actor.implementation: the configured document class. */
  static get implementation(): typeof FakeActor {
    return configured<typeof FakeActor>("Actor") ?? FakeActor;
  }

  /**
   * Actor.create as v13 runs it on the creating client (see the file's notes): the pending document,
   * its `_preCreate`, the `preCreateActor` hook, then the actor exists (fromUuid and game.actors find it).
   * Returns undefined when creation was cancelled. A GM, or a user with core's ACTOR_CREATE permission
   * (User#can), creates actors; the creator owns what it made.
   */
  static async create<S extends object = ActorSystem>(data: ActorCreateData<S>, options: Record<string, unknown> = {}): Promise<FakeActor<S> | undefined> {
    const user = currentUser() as { id?: string; isGM?: boolean; can?: (p: string) => boolean } | undefined;
    if (!user?.isGM && user?.can?.("ACTOR_CREATE") !== true) throw new PermissionDenied("create Actor");
    const cls = FakeActor.implementation;
    // The type's initial values under what was given: the whole data of type S.
    const system = createdSource("Actor", data.type, structuredClone(data.system ?? {})) as S;
    const ownership = data.ownership ?? { default: OWNERSHIP.NONE, ...(user.id ? { [user.id]: OWNERSHIP.OWNER } : {}) };
    const actor = new cls<S>(data.name, data.type, system, { items: data.items ?? [], ownership });
    if (data.prototypeToken) actor.updateSource({ prototypeToken: data.prototypeToken });
    if (data.flags) actor.updateSource({ flags: data.flags });
    const given = structuredClone(data);
    if ((await actor._preCreate(given, options, user)) === false) return undefined;
    if (hooks()?.call("preCreateActor", actor, given, options, user.id) === false) return undefined;
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
    this.adopt(next);
  }

  /** Takes the pipeline's result as its source, then prepares it again. */
  private adopt(next: Record<string, unknown>): void {
    this.name = String(next["name"]);
    this.stored = next["system"] as S & { derived: D };
    this.flags = (next["flags"] ?? {}) as Flags;
    this.ownership = next["ownership"] as Record<string, OwnershipLevel>;
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
  async getTokenDocument(): Promise<FakeToken<S, D>> {
    return new FakeToken(this.#self, { linked: this.prototypeToken.actorLink === true, name: this.prototypeToken.name ?? this.name });
  }

  /** Deletes the actor (its owner or a GM): fromUuid and game.actors no longer find it. */
  async delete(): Promise<this> {
    requireOwner(levelOf(this.ownership, currentUser()), `delete Actor ${this.id}`);
    actors.delete(this.uuid);
    createdActors.delete(this.#any);
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
    const prepared = withEffectChanges(this.sourceOf(), effects) as S & { derived: D };
    const changesSystem = effects.some((e) => e.active && e.changes.some((c) => c.key.startsWith("system.")));
    this.system = changesSystem ? prepared : this.stored;
    const derive = DERIVE[this.type as ActorType] as (system: unknown, items: OwnedItem[]) => D;
    this.system.derived = derive(prepared, owned);
  }

  /** v13 Document#_source: the stored data, effects not applied. */
  get _source(): { name: string; type: string; system: Record<string, unknown>; flags: Flags; ownership: Record<string, OwnershipLevel>; prototypeToken: PrototypeToken } {
    return { name: this.name, type: this.type, system: this.sourceOf(), flags: this.flags, ownership: this.ownership, prototypeToken: this.prototypeToken };
  }

  getFlag(scope: string, key: string): unknown {
    return propertyAt(this.flags[scope], key);
  }

  /** v13 Actor#allApplicableEffects: the actor's own effects, then its items' effects marked `transfer`. */
  *allApplicableEffects(): Generator<FakeEffect> {
    yield* this.effects.values();
    for (const item of this.items.values()) for (const e of item.effects.values()) if (e.transfer) yield e;
  }

  /** The stored system (derived values are computed, never stored). */
  sourceOf(): Record<string, unknown> {
    const { derived: _derived, ...stored } = this.stored as Record<string, unknown>;
    return stored;
  }

  async update(changes: Record<string, unknown>): Promise<this> {
    requireOwner(levelOf(this.ownership, currentUser()), `update Actor ${this.id}`);
    writeGate(this, "update");
    const source = { name: this.name, system: this.sourceOf(), flags: this.flags, ownership: this.ownership };
    const { next } = updatedSource("Actor", this.type, source, changes);
    this.updates.push(changes);
    this.adopt(next);
    return this;
  }

  /** v13: embedded ActiveEffects or Items, as their sources; the made documents returned (effects or items by `type`). */
  // One document made per source, in order: the result has the sources' length, each item typed by its source's system.
  async createEmbeddedDocuments<const T extends readonly EffectSource[]>(type: "ActiveEffect", data: T, options?: { keepId?: boolean }): Promise<{ -readonly [K in keyof T]: FakeEffect }>;
  async createEmbeddedDocuments<const T extends readonly ItemSource[]>(type: "Item", data: T, options?: { keepId?: boolean }): Promise<{ -readonly [K in keyof T]: FakeItem<T[K]["system"]> }>;
  async createEmbeddedDocuments(type: string, data: readonly object[], options?: { keepId?: boolean }): Promise<(FakeEffect | FakeItem)[]>;
  async createEmbeddedDocuments(type: string, data: readonly object[], options: { keepId?: boolean } = {}): Promise<(FakeEffect | FakeItem)[]> {
    requireOwner(levelOf(this.ownership, currentUser()), `create ${type} in Actor ${this.id}`);
    writeGate(this, "create");
    const keptId = (d: { _id?: unknown }) => (options.keepId && typeof d._id === "string" ? d._id : newId());
    if (type === "ActiveEffect") {
      const made = (data as EffectSource[]).map((d) => makeEffect(d, this.#any, keptId(d)));
      for (const e of made) {
        this.effects.set(e.id, e);
        for (const status of e.statuses) this.statuses.add(status);
      }
      this.prepare();
      return made;
    }
    // Every item is checked before any is created: one invalid item fails the whole call.
    const sources = (data as ItemSource[]).map((d) => ({ ...d, system: createdSource("Item", d.type, d.system ?? {}) }));
    const created = sources.map((d) => new FakeItem({ ...d, system: d.system as unknown as ItemSystem, _id: keptId(d) }, this.#any)); // validated, initial values filled
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
    return EoteActorProto.current.checkPool.call(this, skill);
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
  getActiveTokens(linked = false, _document = false): FakeToken<unknown, unknown>[] {
    const onScene = [...placedTokens.values()].filter((t) => t.sceneId === viewedScene.id);
    if (this.token) return onScene.filter((t) => t === this.token);
    return onScene.filter((t) => (t.actorLink ? t.actor === this.#any : !linked && t.base === this.#any));
  }
}

/**
 * An Actor as the module sees it (typed.ts): the double's members and Actor.Implementation's, its `system`
 * typed by the data it was made from (`new FakeActor("Kira", "character", character())` is a
 * FakeActor<CharacterData>, whose `system.xp.total` is a number and `system.derived` CharacterDerived).
 */
export type FakeActor<S = ActorSystem, D = DerivedOf<S>> = FakeActorDouble<S, D> & Actor.Implementation;
export const FakeActor = FakeActorDouble as unknown as Omit<typeof FakeActorDouble, "prototype"> & {
  new <S = ActorSystem, D = DerivedOf<S>>(name: string, type: string, system: S, options?: ActorOptions): FakeActor<S, D>;
  readonly prototype: FakeActor;
};

/** The scene the client views (v13 canvas.scene); tokens placed elsewhere are not active. */
export const viewedScene = { id: "scene0000000001" };

/** Every placed token by uuid (placeToken in index.ts adds them; fromUuid finds them there). */
export const placedTokens = new Map<string, FakeToken<unknown, unknown>>();

/** The real EoteActor prototype, set by installFoundry once the module is loaded. */
export const EoteActorProto: { current: Pick<EoteActor, "checkPool"> } = {
  current: { checkPool: () => { throw new Error("tests/doubles: installFoundry() loads EoteActor before a double rolls a check"); } },
};

/**
 * A token on a scene. Linked: its actor is the world actor. Unlinked: it gets its own synthetic actor
 * (a copy of the world actor's data, with `token` set and a token uuid), as v13's ActorDelta does.
 */
class FakeTokenDouble<out S = ActorSystem, out D = DerivedOf<S>> {
  id = newId();
  uuid: string;
  actor: FakeActor<S, D>;
  readonly sceneId: string;
  constructor(readonly base: FakeActor<S, D>, readonly options: { name?: string; linked?: boolean; scene?: string } = {}) {
    this.sceneId = options.scene ?? "scene0000000001";
    this.uuid = `Scene.${this.sceneId}.Token.${this.id}`;
    if (options.linked) {
      this.actor = base;
    } else {
      const synthetic = new FakeActor<S, D>(base.name, base.type, structuredClone(base.sourceOf()) as S, {
        items: base.items.map((i) => i.toObject() as PackDoc), ownership: { ...base.ownership },
      });
      // v13: the synthetic actor keeps its base actor's id, under the token's uuid (its items follow).
      synthetic.id = base.id;
      synthetic.uuid = `${this.uuid}.Actor.${base.id}`;
      synthetic.token = this as unknown as FakeToken<unknown, unknown>; // this double as the TokenDocument it stands in for (typed.ts)
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

/** A TokenDocument as the module sees it (typed.ts): the double's members and TokenDocument.Implementation's; its actor's data S. */
export type FakeToken<S = ActorSystem, D = DerivedOf<S>> = FakeTokenDouble<S, D> & TokenDocument.Implementation;
export const FakeToken = FakeTokenDouble as unknown as Omit<typeof FakeTokenDouble, "prototype"> & {
  new <S = ActorSystem, D = DerivedOf<S>>(base: FakeActor<S, D>, options?: { name?: string; linked?: boolean; scene?: string }): FakeToken<S, D>;
  readonly prototype: FakeToken;
};
