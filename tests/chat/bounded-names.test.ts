// Names a player wrote reach every client's card through flags: the card models cut them to a size a
// card can draw, whatever length was written (module/rules/text.ts).
import { describe, expect, it } from "vitest";
import { readFlag } from "../../module/features/obligation/model.ts";
import { readForceFlag } from "../../module/features/force/model.ts";
import { boundedText, MAX_NAME_CHARS } from "../../module/rules/text.ts";

const long = "x".repeat(5000);

describe("names from flags are bounded", () => {
  it("boundedText cuts with an ellipsis and gives no text for a non-string", () => {
    expect(boundedText("short", 10)).toBe("short");
    expect(boundedText("abcdefghijk", 5)).toBe("abcd…");
    expect(boundedText(42, 5)).toBe("");
  });

  it("an obligation card's triggered type", () => {
    const flag = readFlag({ d100: 5, total: 20, doubled: false, triggered: { actorUuid: "Actor.a", index: 0, type: long, magnitude: 10 }, reductions: [{ actorUuid: "Actor.a", amount: 2 }] });
    expect(flag?.triggered?.type).toHaveLength(MAX_NAME_CHARS);
    expect(flag?.triggered?.type.endsWith("…")).toBe(true);
  });

  it("a Force card's power name", () => {
    const flag = readForceFlag({ actorUuid: "Actor.a", tokenUuid: "", power: { name: long, points: 1, combined: false } });
    expect(flag?.power?.name).toHaveLength(MAX_NAME_CHARS);
  });
});
