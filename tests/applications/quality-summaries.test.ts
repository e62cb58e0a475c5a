// A quality's rule summary has one text: the sheets' quality-run tooltips (EOTE.QualitySummary.<key>) and
// the quality's compendium description say the same, for every known quality.
import { describe, expect, it } from "vitest";
import { QUALITY_KEYS } from "../../module/rules/gear/qualities.ts";
import { packSource } from "../doubles/index.ts";
import { lookupKey } from "./handlebars-env.ts";

describe("quality summaries", () => {
  const pack = packSource("qualities");

  it("exist for every known quality, and each is its compendium description", () => {
    for (const key of QUALITY_KEYS) {
      const summary = lookupKey(`EOTE.QualitySummary.${key}`);
      expect(summary, key).toBeTypeOf("string");
      const doc = pack.find((d) => d.system["key"] === key);
      expect(doc, key).toBeDefined();
      expect(doc!.system["description"], key).toBe(`<p>${summary}</p>`);
    }
    expect(pack).toHaveLength(QUALITY_KEYS.length);
  });
});
