/**
 * A tiny stand-in for the Foundry globals the data shell touches at import and registration time.
 * Test-only; module/ never imports it. Fields record their class name and options for inspection.
 */
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
  prepareBaseData(): void {}
  prepareDerivedData(): void {}
}

export function installFoundryDouble(): { CONFIG: { Actor: Record<string, unknown>; Item: Record<string, unknown> } } {
  const CONFIG = {
    Actor: { documentClass: null, dataModels: {}, trackableAttributes: {} },
    Item: { documentClass: null, dataModels: {} },
  };
  Object.assign(globalThis, {
    foundry: { abstract: { TypeDataModel: FakeTypeDataModel }, data: { fields: fakeFields } },
    Actor: class {},
    Item: class {},
    CONFIG,
  });
  return { CONFIG };
}
