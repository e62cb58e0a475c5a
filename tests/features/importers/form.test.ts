// The import form and report card as the gallery draws them (preview/views/importers.ts): every string
// localised, the progress bar where it should be, and the report's rows.
import { describe, expect, it } from "vitest";
import { createKit } from "../../../preview/kit.ts";
import { loadSources } from "../../../preview/load.ts";
import { importerViews } from "../../../preview/views/importers.ts";

const views = importerViews(createKit(loadSources(".")));
const html = (id: string) => views.find((v) => v.id === id)!.html;
const text = (id: string) => html(id).replace(/<[^>]*>/g, " ").replace(/&#x27;/g, "'").replace(/\s+/g, " ");

describe("the import tool in the gallery", () => {
  it("every view is localised and clean", () => {
    expect(views.map((v) => v.id)).toEqual(["dialog-import", "dialog-import-running", "chat-import-report", "chat-import-report-refused", "chat-import-report-failed"]);
    for (const v of views) {
      expect(v.html, v.id).not.toMatch(/EOTE\.[A-Z]|undefined|NaN|\[object Object\]/);
    }
  });
  it("the idle form offers OggDude's zip or folder, every kind ticked, and hides the bar", () => {
    expect(html("dialog-import")).toMatch(/<input type="file" name="folder" webkitdirectory/);
    expect((html("dialog-import").match(/type="checkbox"/g) ?? []).length).toBe(11);
    expect(html("dialog-import")).toContain('class="eote-import-dialog__progress" hidden');
  });
  it("the running form shows the bar and what it writes, its controls disabled", () => {
    expect(html("dialog-import-running")).toContain('<progress max="100" value="62"');
    expect(text("dialog-import-running")).toContain("Writing Adversaries: 620 of 1000");
    expect(html("dialog-import-running")).toMatch(/<button type="submit" disabled>/);
  });
  it("the report lists counts per kind, and every entry left out with its file and reason", () => {
    const t = text("chat-import-report");
    expect(t).toContain("Import report");
    expect(t).toMatch(/Weapons 412 0/);
    expect(t).toMatch(/Vehicles 402 12/);
    expect(t).toContain("Left out (3)");
    expect(t).toContain("Weapons.xml · WARGAMEMANUAL The skill WARF is not one of this system's skills.");
    expect(t).toContain("Imported with notes (2)");
    expect(text("chat-import-report-failed")).toContain("The import stopped: The server refused the write");
    expect(text("chat-import-report-failed")).toContain("The compendia it had made were removed");
  });
  it("the world re-import's report names each record refused, the field out of range and the image path", () => {
    const t = text("chat-import-report-refused");
    for (const part of ["NEMESIS-VORN", "Moff Vorn", "RIVAL-KESS", "Kess the Bounty Hunter", "//tracker.example/pixel.png", "Doomsday Blaster", "damage", "price"]) {
      expect(t).toContain(part);
    }
  });
});
