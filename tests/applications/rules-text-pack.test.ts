// Which rules text a sheet row shows (module/applications/sheets/context/rules-text.ts): the item's own
// description, or, when it has none, the system pack's text for the item's stable key (talents carry `system.key`).
import { describe, expect, it } from "vitest";
import { missingTextKeys, packKeyOf, RULES_TEXT_TYPES, withPackTexts } from "../../module/applications/sheets/context/rules-text.ts";

const talent = (id: string, key: string) => ({ id, type: "talent", system: { key, description: "" } });

describe("rules text from the pack by key", () => {
  it("only a talent's key links it to its pack entry", () => {
    expect(packKeyOf(talent("a", "quickDraw"))).toBe("quickDraw");
    expect(packKeyOf(talent("a", ""))).toBe("");
    expect(packKeyOf({ id: "b", type: "criticalInjury", system: { key: "winded" } })).toBe("");
    expect(packKeyOf({ id: "c", type: "talent", system: { key: 7 } })).toBe("");
  });

  it("asks the pack only for the keys of items of the shown types with no text of their own, once each", () => {
    const items = [talent("a", "quickDraw"), talent("b", "grit"), talent("c", "quickDraw"), talent("d", ""), talent("e", "dodge")];
    expect(missingTextKeys(items, { b: "<p>Mine</p>" }, RULES_TEXT_TYPES)).toEqual(["quickDraw", "dodge"]);
    expect(missingTextKeys(items, {}, ["criticalInjury"])).toEqual([]);
  });

  it("fills the rows with no text from the pack; an item's own text always wins; an unknown key stays empty", () => {
    const items = [talent("a", "quickDraw"), talent("b", "quickDraw"), talent("c", "nowhere")];
    const texts = withPackTexts(items, { b: "<p>House rule</p>" }, { quickDraw: "<p>Pack text</p>" });
    expect(texts).toEqual({ a: "<p>Pack text</p>", b: "<p>House rule</p>" });
    // A key named like an Object member is not found on the prototype.
    expect(withPackTexts([talent("x", "toString")], {}, {})).toEqual({});
  });
});
