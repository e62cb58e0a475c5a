import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { character, minion } from "../fixtures/actors.ts";
import { heavyBattleArmour, own } from "../fixtures/items.ts";
import { installFoundryDouble } from "../doubles/fields.ts";

const manifest = JSON.parse(readFileSync(new URL("../../system.json", import.meta.url), "utf8")) as {
  documentTypes: { Actor: Record<string, unknown>; Item: Record<string, unknown> };
};

// Not shellSuite: the data-model double alone (tests/doubles/fields.ts: core's DataModel fields and CONFIG),
// for what the system registers and its models' fields, with no users or chat to install.
const { CONFIG } = installFoundryDouble();
let models: typeof import("../../module/data/models/index.ts");
let documents: typeof import("../../module/documents/index.ts");

beforeAll(async () => {
  models = await import("../../module/data/models/index.ts");
  documents = await import("../../module/documents/index.ts");
  documents.registerDocuments();
});

describe("registration", () => {
  it("every system.json document type has a model in CONFIG, and vice versa", () => {
    expect(Object.keys(CONFIG.Actor["dataModels"] as object).sort()).toEqual(Object.keys(manifest.documentTypes.Actor).sort());
    expect(Object.keys(CONFIG.Item["dataModels"] as object).sort()).toEqual(Object.keys(manifest.documentTypes.Item).sort());
    expect(Object.keys(models.ACTOR_MODELS).sort()).toEqual(Object.keys(manifest.documentTypes.Actor).sort());
  });

  it("sets the document classes and token bars", () => {
    expect(CONFIG.Actor["documentClass"]).toBe(documents.EoteActor);
    expect(CONFIG.Item["documentClass"]).toBe(documents.EoteItem);
    expect(CONFIG.Actor["trackableAttributes"]).toMatchObject({ character: { bar: ["wounds", "strain"] } });
  });

  it("sets legacyTransferral off: item effects stay on their item (the double starts from the legacy mode)", () => {
    expect(CONFIG.ActiveEffect["legacyTransferral"]).toBe(false);
  });

  it("each type's token bars are among its trackable bar attributes", async () => {
    const { TOKEN_DEFAULTS } = await import("../../module/data/models/token.ts");
    expect(Object.keys(TOKEN_DEFAULTS).sort()).toEqual(Object.keys(documents.TRACKABLE_ATTRIBUTES).sort());
    for (const [type, { bar1, bar2 }] of Object.entries(TOKEN_DEFAULTS)) {
      const trackable: readonly string[] = documents.TRACKABLE_ATTRIBUTES[type as keyof typeof documents.TRACKABLE_ATTRIBUTES].bar;
      expect(trackable, type).toContain(bar1);
      if (bar2 !== null) expect(trackable, type).toContain(bar2);
    }
  });

  it("each model's schema has exactly the spec's fields", async () => {
    const { ACTOR_SPECS, ITEM_SPECS } = await import("../../module/data/spec/index.ts");
    for (const [type, model] of Object.entries(models.ACTOR_MODELS)) {
      const spec = ACTOR_SPECS[type as keyof typeof ACTOR_SPECS];
      expect(Object.keys(model.defineSchema()), type).toEqual(spec.kind === "obj" ? Object.keys(spec.fields) : []);
    }
    for (const [type, model] of Object.entries(models.ITEM_MODELS)) {
      const spec = ITEM_SPECS[type as keyof typeof ITEM_SPECS];
      expect(Object.keys(model.defineSchema()), type).toEqual(spec.kind === "obj" ? Object.keys(spec.fields) : []);
    }
  });
});

describe("prepareDerivedData in the shell", () => {
  it("a character model derives from its owned items and gives token bars a max", () => {
    const model = Object.assign(Object.create(models.CharacterModel.prototype), character(), {
      parent: { items: [own.armour(heavyBattleArmour({ worn: true }))] },
    }) as InstanceType<typeof models.CharacterModel> & { wounds: { max?: number } };
    model.prepareDerivedData();
    expect(model.derived.soak).toBe(5);
    expect(model.derived.defence).toEqual({ melee: 1, ranged: 1 });
    expect(model.wounds.max).toBe(13);
  });

  it("a minion group's skill ranks follow its numbers", () => {
    const model = Object.assign(Object.create(models.MinionModel.prototype), minion(), { parent: { items: [] } }) as
      InstanceType<typeof models.MinionModel> & { wounds: { value: number } };
    model.prepareDerivedData();
    expect(model.derived.skillRanks.rangedHeavy).toBe(3);
    model.wounds.value = 10;
    model.prepareDerivedData();
    expect(model.derived.standing).toBe(2);
    expect(model.derived.skillRanks.rangedHeavy).toBe(1);
  });
});

describe("migrateData on load", () => {
  it("each model migrates its raw source before Foundry cleans it", () => {
    const raw = { skill: "Ranged (Heavy)", qualities: ["Pierce 2"], damage: "9" };
    const out = models.WeaponModel.migrateData(raw) as unknown as typeof raw;
    expect(out).toMatchObject({ skill: "rangedHeavy", qualities: [{ key: "pierce", rating: 2 }], damage: 9 });
    const m = { groupSkills: ["Vigilance"], wounds: { value: 0, max: 5 } };
    models.MinionModel.migrateData(m);
    expect(m).toEqual({ groupSkills: ["vigilance"], wounds: { value: 0, max: 5, threshold: 5 } });
  });
});
