import { describe, expect, it } from "vitest";
import { loadDataSpec } from "../../scripts/lib/load-data-spec.mjs";

describe("data spec for plain Node (pack build)", () => {
  it("exposes validateSystemData and defaults without TypeScript", async () => {
    const spec = await loadDataSpec();
    expect(spec.validateSystemData("Item", "weapon", spec.defaultSystemData("Item", "weapon"))).toEqual([]);
    const issues = spec.validateSystemData("Item", "weapon", { ...spec.defaultSystemData("Item", "weapon"), skill: "blasters" });
    expect(issues.map((i: { key: string }) => i.key)).toEqual(["EOTE.Error.Validation.UnknownSkill"]);
  });
});
