// What a sheet shows so it fits its window and says what it means: Knowledge skills under their
// heading without the repeated prefix (the full name kept in the title and the roll's label).
import { beforeEach, describe, expect, it } from "vitest";
import { buildCharacterContext } from "../../module/applications/sheets/context/index.ts";
import { createEnvironment, missingKeys, render } from "./handlebars-env.ts";
import { CHARACTER, CHARACTER_ITEMS, EDIT, PLAY } from "./fixtures.ts";

const hbs = createEnvironment();
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
      expect(row![0]).toContain('<span class="eote-skill-name" title="Knowledge (Core Worlds)">Core Worlds</span>');
      expect(row![0]).toContain('aria-label="Roll Knowledge (Core Worlds)"');
      // Other skills keep their one name.
      expect(html).toContain('<span class="eote-skill-name" title="Ranged (Light)">Ranged (Light)</span>');
    }
  });
});
