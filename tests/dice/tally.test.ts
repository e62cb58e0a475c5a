// Cancellation (seed 002 "OUTCOME"): failure cancels success, threat cancels advantage,
// triumph counts as a success and despair as a failure, and neither is cancelled itself.
import { describe, expect, it } from "vitest";
import { FACES, sumSymbols, tally } from "../../module/dice/index.ts";

describe("sumSymbols", () => {
  it("adds faces and automatic symbols", () => {
    const faces = [FACES.ability[6]!, FACES.proficiency[11]!, FACES.difficulty[7]!, FACES.force[9]!];
    expect(sumSymbols(faces, { advantage: 2, failure: 1 })).toEqual({
      success: 1, advantage: 3, triumph: 1, failure: 2, threat: 1, despair: 0, light: 2, dark: 0,
    });
  });
  it("gives all zeros for no faces", () => {
    expect(sumSymbols([])).toEqual({ success: 0, advantage: 0, triumph: 0, failure: 0, threat: 0, despair: 0, light: 0, dark: 0 });
  });
});

describe("tally", () => {
  it("cancels success against failure and advantage against threat", () => {
    const o = tally({ success: 3, failure: 1, advantage: 1, threat: 4 });
    expect(o).toMatchObject({ success: 2, failure: 0, advantage: 0, threat: 3, netSuccess: 2, netAdvantage: -3, succeeded: true });
  });
  it("fails on a tie: one net success is needed", () => {
    const o = tally({ success: 2, failure: 2 });
    expect(o).toMatchObject({ success: 0, failure: 0, netSuccess: 0, succeeded: false });
  });
  it("counts a triumph as a success that failures cancel, yet keeps the triumph", () => {
    const o = tally({ triumph: 1, failure: 1 });
    expect(o).toMatchObject({ success: 0, failure: 0, triumph: 1, netSuccess: 0, succeeded: false });
    expect(tally({ triumph: 1 })).toMatchObject({ success: 1, triumph: 1, succeeded: true });
  });
  it("counts a despair as a failure and keeps both triumph and despair", () => {
    const o = tally({ success: 1, triumph: 1, despair: 1 });
    expect(o).toMatchObject({ success: 1, failure: 0, triumph: 1, despair: 1, netSuccess: 1, succeeded: true });
    expect(tally({ despair: 2, success: 1 })).toMatchObject({ failure: 1, despair: 2, netSuccess: -1 });
  });
  it("never cancels light against dark", () => {
    expect(tally({ light: 3, dark: 2 })).toMatchObject({ light: 3, dark: 2 });
  });
  it("reads missing keys as zero", () => {
    expect(tally({})).toEqual({
      success: 0, failure: 0, advantage: 0, threat: 0, triumph: 0, despair: 0, light: 0, dark: 0,
      netSuccess: 0, netAdvantage: 0, succeeded: false,
    });
  });
});
