// Chases (module/rules/vehicles/chase.ts, seed 002 CHASE settled by the published core rule): competitive
// Piloting; the side with more successes moves the distance one band, plus one band per point of speed
// difference only when the winner is the faster side; over when the pursuer reaches the nearest band.
import { describe, expect, it } from "vitest";
import { EoteError } from "../../../module/dice/errors.ts";
import { chaseBands, chaseRound } from "../../../module/rules/vehicles/chase.ts";

const side = (netSuccess: number, speed: number, triumph = 0, netAdvantage = 0) => ({ roll: { netSuccess, triumph, netAdvantage }, speed });

describe("chaseRound", () => {
  it("the winner moves one band, however many more successes it has", () => {
    // 4 successes against 1 at equal speed: one band, not three.
    expect(chaseRound("vehicle", "extreme", side(4, 3), side(1, 3))).toMatchObject({ to: "long", closed: 1, winner: "pursuer", bySuccess: 1, bySpeed: 0, state: "on" });
    expect(chaseRound("vehicle", "long", side(2, 3), side(1, 3))).toMatchObject({ to: "medium", closed: 1 });
  });
  it("a faster winner adds one band per point of speed over the other side", () => {
    expect(chaseRound("vehicle", "extreme", side(2, 4), side(1, 2))).toMatchObject({ to: "short", closed: 3, bySuccess: 1, bySpeed: 2 });
    expect(chaseRound("vehicle", "close", side(0, 2), side(2, 4))).toMatchObject({ to: "long", closed: -3, winner: "quarry", bySpeed: -2 });
  });
  it("a slower winner gets the one band only; the loser's speed does nothing", () => {
    expect(chaseRound("vehicle", "long", side(3, 1), side(0, 4))).toMatchObject({ to: "medium", closed: 1, bySuccess: 1, bySpeed: 0 });
    expect(chaseRound("vehicle", "short", side(0, 5), side(1, 2))).toMatchObject({ to: "medium", closed: -1, winner: "quarry", bySpeed: 0 });
  });
  it("equal successes: triumphs, then advantage decide; a full draw holds the distance, whatever the speeds", () => {
    expect(chaseRound("vehicle", "medium", side(1, 2, 1), side(1, 2))).toMatchObject({ to: "short", winner: "pursuer" });
    expect(chaseRound("vehicle", "medium", side(1, 2, 0, 1), side(1, 2, 0, 3))).toMatchObject({ to: "long", winner: "quarry" });
    expect(chaseRound("vehicle", "medium", side(1, 4), side(1, 2))).toMatchObject({ to: "medium", closed: 0, winner: null, bySpeed: 0, state: "on" });
  });
  it("ends at close range for vehicles", () => {
    expect(chaseRound("vehicle", "short", side(3, 3), side(0, 3))).toMatchObject({ to: "close", state: "caught" });
  });
  it("ends at engaged on foot", () => {
    expect(chaseBands("personal")[0]).toBe("engaged");
    expect(chaseRound("personal", "short", side(2, 0), side(0, 0))).toMatchObject({ to: "engaged", state: "caught" });
    expect(chaseRound("personal", "medium", side(3, 0), side(0, 0))).toMatchObject({ to: "short", state: "on" });
  });
  it("the quarry escapes past the farthest band", () => {
    expect(chaseRound("vehicle", "extreme", side(0, 2), side(2, 2))).toMatchObject({ to: "extreme", state: "escaped" });
  });
  it("refuses a band of the other scale and a bad speed", () => {
    expect(() => chaseRound("vehicle", "engaged", side(1, 1), side(1, 1))).toThrow(EoteError);
    expect(() => chaseRound("vehicle", "short", side(1, -1), side(1, 1))).toThrow(EoteError);
  });
});
