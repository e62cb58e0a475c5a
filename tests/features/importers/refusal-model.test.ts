// A refused record in the table's words: the first validation problem kept as data at import, named by the
// field's label keys at render (module/features/importers/refusal-model.ts).
import { describe, expect, it } from "vitest";
import { fieldLabel, refusalOf, reasonWords } from "../../../module/features/importers/refusal-model.ts";
import { reportContext, reportFlag } from "../../../module/features/importers/model.ts";
import { importIssue } from "../../../module/features/importers/model/result.ts";
import { validateSystemData } from "../../../module/data/validate.ts";
import { makeI18n } from "../../doubles/roll.ts";
import { keyWithData } from "../../doubles/keys.ts";

// Keys, not English: the reader's language echoes each key with its data (tests/doubles/keys.ts); `has` is the real one.
const i18n = makeI18n({ keys: true });
const has = (key: string) => i18n.has(key);
const text = (key: string, data: Record<string, string | number>) => i18n.format(key, data);

describe("a refused record's reason", () => {
  it("keeps the first problem's field, value and limit, the record's type and what became of it", () => {
    const issues = [{ path: "characteristics.brawn", key: "EOTE.Error.Validation.AboveMax", message: "characteristics.brawn must be at most 12, not 14.", data: { path: "characteristics.brawn", value: 14, max: 12 } }];
    expect(refusalOf({ documentName: "Actor", name: "Kira", type: "character" }, issues)).toEqual({
      reasonKey: "AboveMax", reason: "Kira: characteristics.brawn must be at most 12, not 14.",
      data: { name: "Kira", path: "characteristics.brawn", value: 14, limit: 12, typeKey: "TYPES.Actor.character", outcomeKey: "EOTE.Import.Outcome.Skipped", fields: "characteristics.brawn" },
    });
    // An item on an imported actor is left out, not the record.
    expect(refusalOf({ documentName: "Item", name: "Stick", type: "weapon" }, issues, true).data["outcomeKey"]).toBe("EOTE.Import.Outcome.LeftOut");
    // A problem with no words of its own keeps the English list, as before.
    const other = [{ path: "skills.x", key: "EOTE.Error.Validation.UnknownField", message: "skills.x: x is not a known field here.", data: { path: "skills.x" } }];
    expect(refusalOf({ documentName: "Actor", name: "Kira", type: "character" }, other)).toMatchObject({ reasonKey: "Invalid", data: { name: "Kira", problems: "skills.x: x is not a known field here." } });
  });

  it("from the real validation: a character's Brawn over its cap", () => {
    const issues = validateSystemData("Actor", "character", { characteristics: { brawn: 14 } }, { partial: true });
    const refusal = refusalOf({ documentName: "Actor", name: "Kira", type: "character" }, issues);
    expect(refusal.reasonKey).toBe("AboveMax");
    expect(refusal.data).toMatchObject({ path: "characteristics.brawn", value: 14 });
  });
});

describe("a field named by its label keys", () => {
  it("finds the first segment with a label the sheets already use, and what follows it as its part", () => {
    expect(fieldLabel("characteristics.brawn", has)).toEqual({ key: "EOTE.Characteristic.brawn", partKey: null, path: "characteristics.brawn" });
    expect(fieldLabel("skills.astrogation.rank", has)).toEqual({ key: "EOTE.Skill.astrogation", partKey: "EOTE.Import.Field.Part.rank", path: "skills.astrogation.rank" });
    expect(fieldLabel("wounds.threshold", has)).toMatchObject({ key: "EOTE.Sheet.Track.wounds", partKey: "EOTE.Import.Field.Part.threshold" });
    expect(fieldLabel("defence.melee", has)).toMatchObject({ key: "EOTE.Sheet.Stat.DefenceMelee", partKey: null });
    expect(fieldLabel("soak", has)).toMatchObject({ key: "EOTE.Sheet.Stat.Soak" });
    // A field no label names reads as its path.
    expect(fieldLabel("mystery.thing", has)).toEqual({ key: null, partKey: null, path: "mystery.thing" });
  });

  it("says the whole reason in words on the report: 'Brawn 14 is above the most a Character can have, 12: the record was skipped'", () => {
    const data = { name: "Kira", path: "characteristics.brawn", value: 14, limit: 12, typeKey: "TYPES.Actor.character", outcomeKey: "EOTE.Import.Outcome.Skipped" };
    expect(reasonWords(data, has, text)).toMatchObject({ field: "EOTE.Characteristic.brawn", type: "TYPES.Actor.character", outcome: "EOTE.Import.Outcome.Skipped" });
    const flag = reportFlag({ source: "adversaries", destination: "world", counts: [], skipped: [importIssue("kira.json", "Kira", "AboveMax", "English", data)], warnings: [], failure: null });
    const [row] = reportContext(flag, text, has).skipped;
    expect(row).toMatchObject({ source: "kira.json", key: "Kira" });
    expect(row!.text).toBe(keyWithData("EOTE.Import.Reason.AboveMax", {
      ...data, field: "EOTE.Characteristic.brawn", type: "TYPES.Actor.character", outcome: "EOTE.Import.Outcome.Skipped",
    }));
    // A stored key that is no lang key, or a name that does not end in Key, is left as written.
    expect(reasonWords({ nameKey: "<b>x</b>", typeKey: "TYPES.Actor.nope" }, has, text)).toEqual({ nameKey: "<b>x</b>", typeKey: "TYPES.Actor.nope" });
  });
});
