import { describe, expect, it } from "vitest";
import { detachQuality } from "../../../module/rules/character/ownership.ts";

describe("detachQuality", () => {
  it("detaches by index and ignores an index out of range", () => {
    const list = [{ key: "pierce", rating: 1 }, { key: "vicious", rating: 2 }];
    expect(detachQuality(list, 0)).toEqual([{ key: "vicious", rating: 2 }]);
    expect(detachQuality(list, 5)).toEqual(list);
    expect(list).toHaveLength(2);
  });
});
