/**
 * The Foundry globals the data shell touches at import and registration time, for the registration
 * tests: fields record their class name and options for inspection (the update pipeline and documents
 * are pipeline.ts and documents.ts). Test-only; module/ never imports it.
 */
import { escapeHTML } from "./escape.ts";
export class FakeField {
  constructor(readonly kind: string, readonly options: Record<string, unknown>, readonly inner?: unknown) {}
}

const field = (kind: string) =>
  class extends FakeField {
    constructor(...args: unknown[]) {
      const takesInner = kind === "SchemaField" || kind === "ArrayField";
      super(kind, (takesInner ? args[1] : args[0]) as Record<string, unknown>, takesInner ? args[0] : undefined);
    }
  };

export const fakeFields = {
  NumberField: field("NumberField"),
  StringField: field("StringField"),
  HTMLField: field("HTMLField"),
  BooleanField: field("BooleanField"),
  SchemaField: field("SchemaField"),
  ArrayField: field("ArrayField"),
};

class FakeTypeDataModel {
  static migrateData(source: object): object {
    return source;
  }
  parent: unknown;
  /** v13 TypeDataModel#_preCreate, called by its document's _preCreate: nothing by default. */
  async _preCreate(_data: object, _options: object, _user: unknown): Promise<boolean | void> {
    return undefined;
  }
  prepareBaseData(): void {}
  prepareDerivedData(): void {}
}

/** Document base classes: just enough of Actor and Item for our subclasses' hooks and helpers. */
class FakeDocument {
  type = "base";
  name = "";
  parent: unknown = null;
  system: unknown = {};
  updates: unknown[] = [];
  async _preCreate(): Promise<boolean | void> {
    return undefined;
  }
  async update(data: unknown): Promise<this> {
    this.updates.push(data);
    return this;
  }
  /** Changes made to the source before creation (Document#updateSource in _preCreate). */
  sourceUpdates: unknown[] = [];
  updateSource(changes: unknown): void {
    this.sourceUpdates.push(changes);
  }
}

export const notices: { level: string; message: string }[] = [];

/**
 * ActiveEffect as our subclass sees it: a parent, and `apply(actor, change)`, which in v13 applies one
 * change to the actor and returns what it changed by key. The double records the change it was given
 * (after our subclass's scaling) and adds a numeric ADD to the actor's property, as core does.
 */
class FakeActiveEffect {
  parent: unknown = null;
  get isSuppressed(): boolean { return false; }
  applied: { key: string; mode: number; value: string }[] = [];
  apply(actor: Record<string, unknown>, change: { key: string; mode: number; value: string }): Record<string, unknown> {
    this.applied.push(change);
    const path = change.key.split(".");
    const found = path.slice(0, -1).reduce<unknown>((n, k) => (typeof n === "object" && n !== null ? (n as Record<string, unknown>)[k] : undefined), actor);
    const last = path.at(-1)!;
    if (typeof found !== "object" || found === null || change.mode !== 2) return {};
    const holder = found as Record<string, unknown>;
    holder[last] = (typeof holder[last] === "number" ? holder[last] : 0) + Number(change.value);
    return { [change.key]: holder[last] };
  }
}

/** CONST.TOKEN_DISPOSITIONS in v13. */
export const TOKEN_DISPOSITIONS = { SECRET: -2, HOSTILE: -1, NEUTRAL: 0, FRIENDLY: 1 } as const;

export function installFoundryDouble(): { CONFIG: { Actor: Record<string, unknown>; Item: Record<string, unknown>; ActiveEffect: Record<string, unknown> } } {
  const CONFIG = {
    Actor: { documentClass: null, dataModels: {}, trackableAttributes: {} },
    Item: { documentClass: null, dataModels: {} },
    // v13's default for legacyTransferral is not documented (FOUNDRY-V13-FACTS.md, Active effects): the
    // double starts from the legacy mode, the one our item effects must not run under.
    ActiveEffect: { documentClass: null, legacyTransferral: true },
  };
  Object.assign(globalThis, {
    foundry: { abstract: { TypeDataModel: FakeTypeDataModel }, data: { fields: fakeFields }, utils: { escapeHTML } },
    Actor: class extends FakeDocument {},
    Item: class extends FakeDocument {},
    ActiveEffect: FakeActiveEffect,
    CONFIG,
    CONST: { TOKEN_DISPOSITIONS: TOKEN_DISPOSITIONS },
    ui: {
      notifications: {
        warn: (message: string) => notices.push({ level: "warn", message }),
        info: (message: string) => notices.push({ level: "info", message }),
        error: (message: string) => notices.push({ level: "error", message }),
      },
    },
    game: {
      // Stands in for localisation: the key plus its data, so tests see which string was asked for.
      i18n: { format: (key: string, data: Record<string, string>) => `${key} ${JSON.stringify(data)}` },
    },
  });
  return { CONFIG };
}
