import { describe, expect, it } from "vitest";
import { readFileSync, readdirSync } from "node:fs";
import * as sass from "sass";

const root = new URL("../../", import.meta.url).pathname;

describe("sheet styles", () => {
  it("compile with the rest of the system's styles and style the sheet classes", () => {
    const { css } = sass.compile(`${root}styles/eote.scss`);
    expect(css).toContain(".eote.sheet .eote-characteristic");
    expect(css).toContain(".eote.sheet .tab.active");
  });

  it("take text and surface colours from Foundry's theme variables, not fixed light-theme colours", () => {
    // Die faces keep their own colours (styles/sheets/_dice.scss); everything else follows the theme.
    const files = ["styles/_sheets.scss", ...readdirSync(`${root}styles/sheets`).filter((f) => f !== "_dice.scss").map((f) => `styles/sheets/${f}`)];
    for (const file of files) {
      const source = readFileSync(`${root}${file}`, "utf8");
      const literal = source.replace(/var\([^()]*(\([^()]*\))?[^()]*\)/g, "").match(/#[0-9a-f]{3,8}\b|\b(white|black)\b(?!-)|rgb\(/gi);
      expect(literal, file).toBeNull();
      // A partial that sets colours at all takes them from the theme (sheets/_controls.scss only sizes).
      const setsColours = /(^|[\s;{])(color|background(-color)?|border(-color)?)\s*:/m.test(source.replace(/\/\/.*$/gm, ""));
      if (file !== "styles/_sheets.scss" && setsColours) expect(source, file).toContain("var(--color-text-");
    }
  });
});
