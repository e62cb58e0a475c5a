import { describe, expect, it } from "vitest";
import { attachQuality, detachQuality } from "../../module/rules/qualities-attach.ts";
import { quality } from "./fixtures.ts";

describe("attachQuality", () => {
  it("attaches a ranked quality at rating 1 by default, or the rating given", () => {
    expect(attachQuality([], quality({ key: "pierce", ranked: true }))).toEqual([{ key: "pierce", rating: 1 }]);
    expect(attachQuality([], quality({ key: "pierce", ranked: true }), 3)).toEqual([{ key: "pierce", rating: 3 }]);
    expect(attachQuality([], quality({ key: "pierce", ranked: true }), 0)).toEqual([{ key: "pierce", rating: 1 }]);
  });

  it("attaches an unranked quality without a rating", () => {
    expect(attachQuality([], quality({ key: "sunder", ranked: false }), 2)).toEqual([{ key: "sunder", rating: null }]);
  });

  it("replaces the rating of a quality already attached instead of listing it twice", () => {
    const before = [{ key: "pierce", rating: 1 }, { key: "vicious", rating: 2 }];
    const after = attachQuality(before, quality({ key: "pierce" }), 4);
    expect(after).toEqual([{ key: "pierce", rating: 4 }, { key: "vicious", rating: 2 }]);
    expect(before[0]).toEqual({ key: "pierce", rating: 1 });
  });

  it("detaches by index and ignores an index out of range", () => {
    const list = [{ key: "pierce", rating: 1 }, { key: "vicious", rating: 2 }];
    expect(detachQuality(list, 0)).toEqual([{ key: "vicious", rating: 2 }]);
    expect(detachQuality(list, 5)).toEqual(list);
  });
});
