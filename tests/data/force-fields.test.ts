import { describe, expect, it } from "vitest";
import { defaultSystemData, validateSystemData } from "../../module/data/spec/index.ts";
import { character, nemesis, rival } from "../fixtures/actors.ts";

const keys = (issues: { key: string; path: string }[]) => issues.map((i) => `${i.path} ${i.key}`);

describe("Force rating and committed dice", () => {
  it("new characters, nemeses and rivals start with none", () => {
    for (const type of ["character", "nemesis", "rival"] as const) {
      expect(defaultSystemData("Actor", type)).toMatchObject({ forceRating: 0, forceCommitted: 0 });
    }
  });

  it("committed dice may reach the rating but never pass it", () => {
    expect(validateSystemData("Actor", "character", { ...character(), forceRating: 2, forceCommitted: 2 })).toEqual([]);
    expect(keys(validateSystemData("Actor", "character", { ...character(), forceRating: 2, forceCommitted: 3 })))
      .toEqual(["forceCommitted EOTE.Error.Validation.AboveMax"]);
    expect(keys(validateSystemData("Actor", "nemesis", { ...nemesis(), forceRating: 1, forceCommitted: 2 })))
      .toEqual(["forceCommitted EOTE.Error.Validation.AboveMax"]);
    expect(keys(validateSystemData("Actor", "rival", { ...rival(), forceRating: 0, forceCommitted: 1 })))
      .toEqual(["forceCommitted EOTE.Error.Validation.AboveMax"]);
  });

  it("committed dice are a whole number from 0", () => {
    expect(keys(validateSystemData("Actor", "rival", { ...rival(), forceRating: 3, forceCommitted: -1 }))).toHaveLength(1);
    expect(keys(validateSystemData("Actor", "rival", { ...rival(), forceRating: 3, forceCommitted: 1.5 }))).toHaveLength(1);
  });
});
