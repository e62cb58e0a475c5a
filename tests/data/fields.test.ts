import { describe, expect, it } from "vitest";
import { toField, toSchema } from "../../module/data/fields.ts";
import { ACTOR_SPECS, ITEM_SPECS } from "../../module/data/spec/index.ts";
import { arr, bool, choice, html, int, nullable, obj, str } from "../../module/data/spec/builders.ts";
import { FakeField, fakeFields } from "../doubles/fields.ts";

const f = (spec: Parameters<typeof toField>[0]) => toField(spec, fakeFields) as FakeField;

describe("spec to Foundry fields", () => {
  it("int becomes an integer NumberField with min, max and initial", () => {
    const field = f(int({ min: 1, max: 6, initial: 2 }));
    expect(field.kind).toBe("NumberField");
    expect(field.options).toEqual({ required: true, nullable: false, integer: true, min: 1, max: 6, initial: 2 });
  });

  it("nullable int starts at null and allows it", () => {
    expect(f(nullable(int({ min: 1 }))).options).toMatchObject({ nullable: true, initial: null, min: 1, integer: true });
  });

  it("a nullable int that keeps its initial allows null but starts at its own value", () => {
    expect(f(nullable(int({ min: 0, initial: 3 }), { keepInitial: true })).options).toMatchObject({ nullable: true, initial: 3, min: 0 });
  });

  it("choice becomes a non-blank StringField with its choices", () => {
    const field = f(choice(["engaged", "short"] as const, { initial: "short" }));
    expect(field.kind).toBe("StringField");
    expect(field.options).toMatchObject({ blank: false, choices: ["engaged", "short"], initial: "short" });
  });

  it("str, html and bool", () => {
    expect(f(str("x"))).toMatchObject({ kind: "StringField", options: { blank: true, initial: "x" } });
    expect(f(html())).toMatchObject({ kind: "HTMLField", options: { initial: "" } });
    expect(f(bool(true))).toMatchObject({ kind: "BooleanField", options: { initial: true } });
  });

  it("obj and arr nest their fields", () => {
    const field = f(obj({ qualities: arr(obj({ key: str(), rating: nullable(int({ min: 1 })) })) }));
    expect(field.kind).toBe("SchemaField");
    const qualities = (field.inner as Record<string, FakeField>)["qualities"];
    expect(qualities?.kind).toBe("ArrayField");
    const element = qualities?.inner as FakeField;
    expect(element.kind).toBe("SchemaField");
    expect((element.inner as Record<string, FakeField>)["rating"]?.options).toMatchObject({ nullable: true, min: 1 });
  });

  it("builds a schema with one field per stored field for every type", () => {
    const character = toSchema(ACTOR_SPECS.character, fakeFields) as Record<string, FakeField>;
    expect(Object.keys(character)).toContain("skills");
    const skills = character["skills"]?.inner as Record<string, FakeField>;
    expect(Object.keys(skills)).toHaveLength(34);
    expect((skills["rangedLight"]?.inner as Record<string, FakeField>)["rank"]?.options).toMatchObject({ min: 0, max: 5, integer: true });
    expect((character["characteristics"]?.inner as Record<string, FakeField>)["brawn"]?.options).toMatchObject({ min: 1, max: 6 });
    const weapon = toSchema(ITEM_SPECS.weapon, fakeFields) as Record<string, FakeField>;
    expect(weapon["skill"]?.options["choices"]).toContain("rangedLight");
    expect(weapon["crit"]?.options).toMatchObject({ nullable: true, initial: null });
    // A weapon's price and rarity may be "not listed" (null, a vehicle weapon); a new one starts at 0. Armour's may not.
    expect(weapon["price"]?.options).toMatchObject({ nullable: true, initial: 0, min: 0 });
    expect(weapon["rarity"]?.options).toMatchObject({ nullable: true, initial: 0, min: 0, max: 10 });
    const armour = toSchema(ITEM_SPECS.armour, fakeFields) as Record<string, FakeField>;
    expect(armour["price"]?.options).toMatchObject({ nullable: false, initial: 0 });
    expect(() => toSchema(int(), fakeFields)).toThrow(TypeError);
  });
});
