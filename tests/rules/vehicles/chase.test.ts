// Chases (module/rules/vehicles/chase.ts, seed 002 CHASE): competitive Piloting, one band per net success and per
// point of speed difference, over when the pursuer reaches the nearest band.
import { describe, expect, it } from "vitest";
import { EoteError } from "../../../module/dice/errors.ts";
import { chaseBands, chaseRound } from "../../../module/rules/vehicles/chase.ts";

const side = (netSuccess: number, speed: number) => ({ roll: { netSuccess }, speed });

describe("chaseRound", () => {
  it("the pursuer's extra success closes one band", () => {
    expect(chaseRound("vehicle", "long", side(2, 3), side(1, 3))).toMatchObject({ to: "medium", closed: 1, state: "on" });
  });
  it("each point of speed difference is a band", () => {
    expect(chaseRound("vehicle", "long", side(1, 4), side(1, 2))).toMatchObject({ to: "short", bySpeed: 2, bySuccess: 0 });
  });
  it("the quarry's edge opens the distance", () => {
    expect(chaseRound("vehicle", "short", side(0, 2), side(2, 3))).toMatchObject({ to: "extreme", closed: -3, state: "on" });
  });
  it("ends at close range for vehicles", () => {
    expect(chaseRound("vehicle", "short", side(3, 3), side(0, 3))).toMatchObject({ to: "close", state: "caught" });
  });
  it("ends at engaged on foot", () => {
    expect(chaseBands("personal")[0]).toBe("engaged");
    expect(chaseRound("personal", "medium", side(2, 0), side(0, 0))).toMatchObject({ to: "engaged", state: "caught" });
  });
  it("the quarry escapes past the farthest band", () => {
    expect(chaseRound("vehicle", "long", side(0, 2), side(2, 2))).toMatchObject({ to: "extreme", state: "escaped" });
  });
  it("an even round keeps the distance", () => {
    expect(chaseRound("vehicle", "medium", side(1, 2), side(1, 2))).toMatchObject({ to: "medium", closed: 0, state: "on" });
  });
  it("refuses a band of the other scale and a bad speed", () => {
    expect(() => chaseRound("vehicle", "engaged", side(1, 1), side(1, 1))).toThrow(EoteError);
    expect(() => chaseRound("vehicle", "short", side(1, -1), side(1, 1))).toThrow(EoteError);
  });
});
