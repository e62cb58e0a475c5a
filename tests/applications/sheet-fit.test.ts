// What a sheet shows so it fits its window and says what it means: Knowledge skills under their
// heading without the repeated prefix (the full name kept in the title and the roll's label).
import { beforeEach, describe, expect, it } from "vitest";
import { buildCharacterContext } from "../../module/applications/sheets/context/index.ts";
import { createEnvironment, missingKeys, render } from "./handlebars-env.ts";
import { CHARACTER, CHARACTER_ITEMS, EDIT, PLAY, READ_ONLY } from "./fixtures.ts";
import { shownKey } from "../doubles/keys.ts";

const hbs = createEnvironment({ keys: true });
beforeEach(() => missingKeys.clear());

describe("skill names", () => {
  it("a Knowledge skill's row shows its short name under the heading, its full name in the title and roll label", () => {
    for (const flags of [PLAY, EDIT]) {
      const ctx = buildCharacterContext({ name: "Kell", img: "", type: "character", system: CHARACTER, items: CHARACTER_ITEMS, flags: { ...flags, activeTab: "skills" } });
      const html = render(hbs, "actor/character-skills.hbs", ctx);
      expect([...missingKeys]).toEqual([]);
      const row = html.match(/<tr data-skill-id="coreWorlds"[\s\S]*?<\/tr>/);
      if (flags === PLAY && !row) continue; // play mode lists only skills with ranks
      expect(row, "coreWorlds row").not.toBeNull();
      expect(row![0]).toContain('<span class="eote-skill-name" title="EOTE.Skill.coreWorlds">EOTE.Sheet.Skill.Short.coreWorlds</span>');
      expect(row![0]).toContain(`aria-label="${shownKey("EOTE.Sheet.Skill.Roll", { skill: "EOTE.Skill.coreWorlds" })}"`);
      // Other skills keep their one name.
      expect(html).toContain('<span class="eote-skill-name" title="EOTE.Skill.rangedLight">EOTE.Skill.rangedLight</span>');
    }
  });
});

describe("empty fields say so", () => {
  const notes = (flags: typeof PLAY, system = CHARACTER, enriched = { biography: "", notes: "<p>Owes Teemo.</p>" }) =>
    render(hbs, "actor/character-notes.hbs", buildCharacterContext({ name: "Kell", img: "", type: "character", system, items: CHARACTER_ITEMS, flags: { ...flags, activeTab: "notes" }, enriched }));

  it("an empty text field's heading stands over a hint, a written one over its text only", () => {
    for (const flags of [PLAY, READ_ONLY]) {
      const html = notes(flags);
      expect([...missingKeys]).toEqual([]);
      const sections = html.match(/<section class="eote-editor">[\s\S]*?<\/section>/g) ?? [];
      expect(sections).toHaveLength(2);
      const [biography, written] = sections as [string, string];
      expect(biography).toContain('<p class="eote-hint eote-editor__empty">EOTE.Sheet.NothingWritten</p>');
      expect(written).not.toContain("EOTE.Sheet.NothingWritten");
      expect(written).toContain("Owes Teemo.");
    }
    // Read-only, the empty field draws no empty box under the hint.
    expect(notes(READ_ONLY).match(/<div class="eote-enriched">/g)).toHaveLength(1);
  });

  it("an empty emotional strength or weakness reads None yet", () => {
    const system = { ...CHARACTER, morality: { ...CHARACTER.morality, strength: "", weakness: "Pride" } };
    const html = notes(PLAY, system);
    expect(html).toMatch(/<dt>EOTE\.Morality\.Strength<\/dt><dd><span class="eote-hint">EOTE\.Sheet\.Empty<\/span><\/dd>/);
    expect(html).toContain("<dt>EOTE.Morality.Weakness</dt><dd>Pride</dd>");
  });
});
