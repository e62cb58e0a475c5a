// CharacterSheet renders only the open tab's content (CharacterContext.tabOpen), so opening another tab
// must render that tab's part. Over a double of ActorSheetV2 that records changeTab and render calls.
import { describe, expect, it } from "vitest";
import type { TabSheetBase } from "../doubles/sheet-bases.ts";
import { shellSuite } from "../doubles/suite.ts";
import { installTabSheets } from "./sheet-kit.ts";

const shell = shellSuite({ keys: true, install: installTabSheets, modules: {
  CharacterSheet: async () => (await import("../../module/applications/sheets/character-sheet.ts")).CharacterSheet as unknown as new () => TabSheetBase,
} });

describe("CharacterSheet tabs", () => {
  it("opens on the first tab", () => {
    expect(new shell.CharacterSheet().tabGroups).toEqual({ primary: "skills" });
  });

  it("opening a tab renders that tab's part, once", () => {
    const sheet = new shell.CharacterSheet();
    sheet.changeTab("combat", "primary");
    expect(sheet.tabGroups["primary"]).toBe("combat");
    expect(sheet.renders).toEqual([{ parts: ["combat"] }]);
    sheet.changeTab("combat", "primary"); // the tab already shown: nothing to fill
    expect(sheet.renders).toHaveLength(1);
    sheet.changeTab("notes", "primary");
    expect(sheet.renders).toEqual([{ parts: ["combat"] }, { parts: ["notes"] }]);
  });

  it("renders nothing before the first render, for another tab group, or for a tab that is not a part", () => {
    const unrendered = new shell.CharacterSheet();
    unrendered.rendered = false;
    unrendered.changeTab("combat", "primary");
    expect(unrendered.renders).toEqual([]);
    const sheet = new shell.CharacterSheet();
    sheet.changeTab("other", "secondary");
    sheet.changeTab("header", "primary");
    expect(sheet.renders).toEqual([]);
  });
});
