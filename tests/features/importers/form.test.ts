// The import form and report card as the gallery draws them (preview/views/importers.ts), asserted by key:
// every string asked for is one lang/en.json has, the progress bar where it should be, and the report's rows.
// The gallery's kit here echoes keys (tests/doubles/keys.ts); the English pages are the browser tests'.
import { describe, expect, it } from "vitest";
import { symbolHelpers } from "../../../module/roll/symbols.ts";
import { createEngine } from "../../../preview/handlebars.ts";
import { createI18n } from "../../../preview/i18n.ts";
import type { Kit } from "../../../preview/kit.ts";
import { loadSources } from "../../../preview/load.ts";
import { importerViews } from "../../../preview/views/importers.ts";
import { echoingKeys, keyWithData, shownKey } from "../../doubles/keys.ts";

const sources = loadSources(".");
/** Keys a view asked for that lang/en.json does not have. */
const missing = new Set<string>();
const i18n = echoingKeys(createI18n(sources.lang, (key) => missing.add(key)), () => true);
const kit: Kit = { i18n, engine: createEngine({ i18n, templates: sources.templates, helpers: symbolHelpers(i18n.localize) }), packs: sources.packs };
const views = importerViews(kit);
const html = (id: string) => views.find((v) => v.id === id)!.html;
const text = (id: string) => html(id).replace(/<[^>]*>/g, " ").replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/\s+/g, " ");

describe("the import tool in the gallery", () => {
  it("every view asks only for keys lang/en.json has, and is clean", () => {
    expect(views.map((v) => v.id)).toEqual(["dialog-import", "dialog-import-running", "chat-import-report", "chat-import-report-refused", "chat-import-report-failed"]);
    expect([...missing]).toEqual([]);
    for (const v of views) {
      expect(v.html, v.id).not.toMatch(/undefined|NaN|\[object Object\]/);
    }
  });
  it("the idle form offers OggDude's zip or folder, every kind ticked, and hides the bar", () => {
    expect(html("dialog-import")).toMatch(/<input type="file" name="folder" webkitdirectory/);
    expect((html("dialog-import").match(/type="checkbox"/g) ?? []).length).toBe(11);
    expect(html("dialog-import")).toContain('class="eote-import-dialog__progress" hidden');
  });
  it("the running form shows the bar and what it writes, its controls disabled", () => {
    expect(html("dialog-import-running")).toContain('<progress max="100" value="62"');
    expect(html("dialog-import-running")).toContain(shownKey("EOTE.Import.Progress.Writing", { kind: "EOTE.Import.Kind.adversary", done: 620, total: 1000 }));
    expect(html("dialog-import-running")).toMatch(/<button type="submit" disabled>/);
  });
  it("the report lists counts per kind, and every entry left out with its file and reason", () => {
    const t = text("chat-import-report");
    expect(t).toContain("EOTE.Import.Card.Title");
    expect(t).toMatch(/EOTE\.Import\.Kind\.weapon 412 0/);
    expect(t).toMatch(/EOTE\.Import\.Kind\.vehicle 402 12/);
    expect(t).toContain("EOTE.Import.Card.Skipped (3)");
    expect(t).toContain(`Weapons.xml · WARGAMEMANUAL ${keyWithData("EOTE.Import.Reason.UnknownSkill", { skill: "WARF" })}`);
    expect(t).toContain("EOTE.Import.Card.Warnings (2)");
    expect(text("chat-import-report-failed")).toContain(keyWithData("EOTE.Import.Card.Failed", { message: "The server refused the write" }));
    expect(text("chat-import-report-failed")).toContain("EOTE.Import.Card.RolledBack");
  });
  it("the world re-import's report names each record refused, the field out of range and the image path", () => {
    const t = text("chat-import-report-refused");
    for (const part of ["NEMESIS-VORN", "Moff Vorn", "RIVAL-KESS", "Kess the Bounty Hunter", "//tracker.example/pixel.png", "Doomsday Blaster", "damage", "price"]) {
      expect(t).toContain(part);
    }
  });
});
