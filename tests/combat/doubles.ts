/**
 * Test doubles for the combat shell, on top of the roll double (tests/roll/foundry-double.ts): an
 * actor whose derived data is recomputed by the real rules after each update, compendium packs read
 * from packs/_source YAML, and the few globals the shell calls (fromUuid, ChatMessage, notices).
 * They do NOT reproduce Foundry's permissions, flag scoping, DOM or socket; only real Foundry proves those.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { load } from "js-yaml";
import { characterDerived, minionDerived, rivalDerived, vehicleDerived } from "../../module/rules/actor-derived.ts";
import type { OwnedItem } from "../../module/rules/owned-items.ts";
import { installFoundryDouble, seeded } from "../roll/foundry-double.ts";

export interface PackDoc {
  _id: string;
  name: string;
  type: string;
  system: Record<string, unknown>;
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
const newId = () => `id${(++nextId).toString().padStart(14, "0")}`;

export class FakeItem {
  id: string;
  name: string;
  type: string;
  system: any;
  uuid: string;
  flags: Record<string, any>;
  /** Document metadata; only `compendiumSource` is kept (what fromCompendium sets). */
  _stats: { compendiumSource?: string | null } | undefined;
  updates: Record<string, unknown>[] = [];
  constructor(data: { _id?: string; name: string; type: string; system: unknown; flags?: Record<string, any>; _stats?: { compendiumSource?: string | null } }, parent?: FakeActor) {
    this.id = data._id ?? newId();
    this.name = data.name;
    this.type = data.type;
    this.system = structuredClone(data.system);
    this.flags = structuredClone(data.flags ?? {});
    this._stats = data._stats?.compendiumSource ? { compendiumSource: data._stats.compendiumSource } : undefined;
    this.uuid = parent ? `${parent.uuid}.Item.${this.id}` : `Compendium.eote.pack.Item.${this.id}`;
  }
  /**
   * Flags only when set, so the data of items that never had any reads as before. As in v13, the
   * compendium source link is not part of it for a compendium document (fromCompendium adds it).
   */
  toObject() {
    const flags = Object.keys(this.flags).length ? { flags: structuredClone(this.flags) } : {};
    const stats = this._stats ? { _stats: { ...this._stats } } : {};
    return { _id: this.id, name: this.name, type: this.type, system: structuredClone(this.system), ...flags, ...stats };
  }
  async update(changes: Record<string, unknown>): Promise<this> {
    this.updates.push(changes);
    for (const [path, value] of Object.entries(changes)) setPath(this, path, value);
    return this;
  }
}

class ItemCollection extends Map<string, FakeItem> {
  map<T>(fn: (item: FakeItem) => T): T[] { return [...this.values()].map(fn); }
  filter(fn: (item: FakeItem) => boolean): FakeItem[] { return [...this.values()].filter(fn); }
}

function setPath(target: any, path: string, value: unknown): void {
  const parts = path.split(".");
  const last = parts.pop()!;
  let node = target;
  for (const p of parts) node = node[p] ??= {};
  if (last.startsWith("-=")) delete node[last.slice(2)];
  else node[last] = value;
}

export const DERIVE: Record<string, (system: any, items: OwnedItem[]) => unknown> = {
  character: characterDerived, nemesis: characterDerived, rival: rivalDerived, minion: minionDerived, vehicle: vehicleDerived,
};

/** An ActiveEffect as the shell reads it: id, statuses, and the data it was created with. */
export interface FakeEffect {
  id: string;
  statuses: Set<string>;
  data: Record<string, any>;
  toObject(): Record<string, any>;
}

export class FakeActor {
  id = newId();
  uuid = `Actor.${this.id}`;
  flags: Record<string, any> = {};
  items = new ItemCollection();
  effects = new Map<string, FakeEffect>();
  /** Statuses given directly (as tests set them) plus those of the actor's effects, as Foundry derives them. */
  statuses: Set<string>;
  updates: Record<string, unknown>[] = [];
  isOwner: boolean;

  constructor(public name: string, public type: string, public system: any, options: { items?: PackDoc[]; statuses?: string[]; owner?: boolean } = {}) {
    for (const item of options.items ?? []) {
      const created = new FakeItem(item, this);
      this.items.set(created.id, created);
    }
    this.statuses = new Set(options.statuses ?? []);
    this.isOwner = options.owner ?? true;
    this.prepare();
  }

  /** Derived data by the real rules, as the data models do in prepareDerivedData. */
  prepare(): void {
    const owned = this.items.map((i) => ({ type: i.type, system: i.system }) as OwnedItem);
    this.system.derived = DERIVE[this.type]!(this.system, owned);
  }

  getFlag(scope: string, key: string): unknown {
    return key.split(".").reduce((node, k) => node?.[k], this.flags[scope]);
  }

  async update(changes: Record<string, unknown>): Promise<this> {
    this.updates.push(changes);
    for (const [path, value] of Object.entries(changes)) setPath(this, path, value);
    this.prepare();
    return this;
  }

  async createEmbeddedDocuments(type: string, data: any[], options: { keepId?: boolean } = {}): Promise<any[]> {
    if (type === "ActiveEffect") {
      const made = data.map((d) => {
        const id: string = d._id ?? newId();
        return { id, statuses: new Set<string>(d.statuses ?? []), data: structuredClone(d), toObject: () => ({ ...structuredClone(d), _id: id }) };
      });
      for (const e of made) {
        this.effects.set(e.id, e);
        for (const status of e.statuses) this.statuses.add(status);
      }
      return made;
    }
    const created = data.map((d) => new FakeItem({ ...d, _id: options.keepId && d._id ? d._id : newId() }, this));
    for (const item of created) this.items.set(item.id, item);
    this.prepare();
    return created;
  }

  async deleteEmbeddedDocuments(type: string, ids: string[]): Promise<void> {
    if (type === "ActiveEffect") {
      for (const id of ids) {
        const effect = this.effects.get(id);
        if (!effect) throw new Error(`no effect ${id}`); // Foundry refuses to delete what is not there.
        this.effects.delete(id);
        for (const status of effect.statuses) {
          if (![...this.effects.values()].some((e) => e.statuses.has(status))) this.statuses.delete(status);
        }
      }
      return;
    }
    for (const id of ids) {
      if (!this.items.has(id)) throw new Error(`no item ${id}`);
      this.items.delete(id);
    }
    this.prepare();
  }

  /** EoteActor.checkPool, borrowed from the real class so the double rolls what Foundry would. */
  checkPool(skill: string) {
    return (EoteActorProto as any).checkPool.call(this, skill);
  }

  get eoteData() {
    return { type: this.type, system: this.system, derived: this.system.derived };
  }
}

let EoteActorProto: object = {};

export const notices: string[] = [];
export const messages: Record<string, unknown>[] = [];
export const actors = new Map<string, FakeActor>();

/** Installs the roll double plus the combat globals; returns the config whose randomUniform tests may swap. */
export async function installCombatDouble(seed = 1) {
  const config = installFoundryDouble(seeded(seed)) as any;
  const g = globalThis as any;
  g.Actor = FakeActor;
  g.Item = FakeItem;
  g.ui = {
    notifications: {
      error: (m: string) => notices.push(m), warn: (m: string) => notices.push(m), info: (m: string) => notices.push(m),
    },
  };
  g.ChatMessage = {
    getSpeaker: ({ actor }: { actor?: { name: string } } = {}) => ({ alias: actor?.name ?? "Gamemaster" }),
    create: async (data: Record<string, unknown>) => { messages.push(data); return data; },
  };
  g.game.user = { isGM: true, targets: new Set() };
  const packs = new Map<string, { getDocuments(): Promise<FakeItem[]> }>();
  for (const [id, dir] of [["eote.critical-injuries", "critical-injuries"], ["eote.vehicle-critical-hits", "vehicle-critical-hits"]] as const) {
    packs.set(id, { getDocuments: async () => packSource(dir).map((d) => new FakeItem(d)) });
  }
  g.game.packs = packs;
  // WorldCollection#fromCompendium: the document's data without its id, linked to its compendium uuid.
  g.game.items = {
    fromCompendium: (doc: FakeItem) => {
      const { _id, ...data } = doc.toObject();
      return doc.uuid.startsWith("Compendium.") ? { ...data, _stats: { compendiumSource: doc.uuid } } : data;
    },
  };
  g.game.combat = null;
  // Core's status list as our registration leaves it, and core's defeated marker id.
  const { mergedStatusEffects } = await import("../../module/combat/statuses.ts");
  g.CONFIG.statusEffects = mergedStatusEffects([
    { id: "dead", name: "EFFECT.StatusDead", img: "icons/svg/skull.svg" },
    { id: "unconscious", name: "EFFECT.StatusUnconscious", img: "icons/svg/unconscious.svg" },
  ]);
  g.CONFIG.specialStatusEffects = { DEFEATED: "dead" };
  // ActiveEffect.fromStatusEffect as core builds it: the configured entry's data with its status id.
  g.ActiveEffect = {
    implementation: {
      fromStatusEffect: async (statusId: string) => {
        const entry = g.CONFIG.statusEffects.find((e: { id: string }) => e.id === statusId);
        if (!entry) throw new Error(`no status ${statusId}`);
        const { id, ...rest } = entry;
        const data = { _id: `status${id}`.padEnd(16, "0").slice(0, 16), ...rest, statuses: [id], duration: {}, flags: {} };
        return { toObject: () => structuredClone(data) };
      },
    },
  };
  g.foundry.utils = {
    // Core's escapeHTML escapes these five characters (kept if the roll double already provides it).
    escapeHTML: (t: string) => t.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" })[c]!),
    ...g.foundry.utils,
    fromUuidSync: (uuid: string) => actors.get(uuid) ?? null,
    fromUuid: async (uuid: string) => actors.get(uuid) ?? null,
    getProperty: (obj: any, path: string) => path.split(".").reduce((n, k) => n?.[k], obj),
  };
  const terms = await import("../../module/roll/terms.ts");
  const { NarrativeRoll } = await import("../../module/roll/narrative-roll.ts");
  const { routeNarrativeFormulas } = await import("../../module/roll/routing.ts");
  const { DIE_LETTERS, DIE_TYPES } = await import("../../module/dice/types.ts");
  for (const die of DIE_TYPES) config.Dice.terms[DIE_LETTERS[die]] = terms.NARRATIVE_TERMS[die];
  config.Dice.rolls.push(NarrativeRoll);
  routeNarrativeFormulas();
  const { EoteActor } = await import("../../module/documents/actor.ts");
  EoteActorProto = EoteActor.prototype;
  return config as { Dice: { randomUniform: () => number } };
}

export function register(actor: FakeActor): FakeActor {
  actors.set(actor.uuid, actor);
  return actor;
}
