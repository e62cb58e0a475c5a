// Card actions by id (module/chat/card-action.ts): the id a click names, the ids a record carries (its
// writer's data, read defensively and bounded) and the document ids derived from an action, the same on
// every client.
import { describe, expect, it } from "vitest";
import { cardActionId, derivedId, hasAct, MAX_CARD_ACTS, readActs, withAct } from "../../module/chat/card-action.ts";

describe("card action ids", () => {
  it("a button and the step of the record it was clicked on", () => {
    expect(cardActionId("eoteApplyDamage", 0)).toBe("eoteApplyDamage:0");
    expect(cardActionId("eoteApplyStatus", "disorient")).toBe("eoteApplyStatus:disorient");
  });

  it("a record's acts: strings only, the newest kept, each once; '' names nothing", () => {
    expect(readActs(["a", 3, null, "b"])).toEqual(["a", "b"]);
    expect(readActs("a")).toEqual([]);
    expect(withAct(["a"], "a")).toEqual(["a"]);
    expect(withAct(undefined, "")).toEqual([]);
    const many = Array.from({ length: MAX_CARD_ACTS }, (_, i) => `x${i}`);
    expect(withAct(many, "new")).toEqual([...many.slice(1), "new"]);
    expect(hasAct(["a"], "a")).toBe(true);
    expect(hasAct(["a"], "")).toBe(false);
    expect(hasAct({ a: 1 }, "a")).toBe(false);
  });

  it("derivedId: 16 letters and digits, the same for the same seed, different for another", () => {
    const id = derivedId("msg1:eoteApplyCritical:0");
    expect(id).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(derivedId("msg1:eoteApplyCritical:0")).toBe(id);
    expect(derivedId("msg1:eoteApplyCritical:1")).not.toBe(id);
    expect(derivedId("")).toMatch(/^[A-Za-z0-9]{16}$/);
  });
});
