// One combatant's turn (seed 001 Step 2, seed 002 TURN / ACTIONS / MANEUVERS / INITIATIVE / ENCUMBRANCE).
import { describe, expect, it } from "vitest";
import {
  buyManeuver, FRESH_TURN, maneuverForAction, readTurnState, takeAction, takeFreeManeuver, turnAllowance, turnSummary,
  type AllowanceInputs, type TurnState, type TurnStep,
} from "../../../module/rules/combat/turn.ts";

const plain: AllowanceInputs = { firstRound: false, triumph: 0, despair: 0, encumbered: false, restrictions: [] };
const allow = (more: Partial<AllowanceInputs> = {}) => turnAllowance({ ...plain, ...more });
const strain = (value: number, threshold = 12) => ({ value, threshold, asWounds: false });
const state = (step: TurnStep): TurnState => { if (!step.ok) throw new Error(step.reason); return step.state; };

describe("turn allowance", () => {
  it("one action, one free maneuver, at most two maneuvers", () => {
    expect(allow()).toEqual({ freeManeuvers: 1, maxManeuvers: 2, noActions: false, noManeuvers: false });
  });

  it("initiative triumph: one more maneuver in the first round only; despair one fewer", () => {
    expect(allow({ firstRound: true, triumph: 1 })).toMatchObject({ freeManeuvers: 2, maxManeuvers: 3 });
    expect(allow({ firstRound: false, triumph: 1 })).toMatchObject({ freeManeuvers: 1, maxManeuvers: 2 });
    expect(allow({ firstRound: true, despair: 1 })).toMatchObject({ freeManeuvers: 0, maxManeuvers: 1 });
    expect(allow({ firstRound: true, triumph: 1, despair: 1 })).toMatchObject({ freeManeuvers: 1, maxManeuvers: 2 });
  });

  it("over encumbrance threshold + Brawn: the first maneuver costs 2 strain (no free one)", () => {
    expect(allow({ encumbered: true })).toMatchObject({ freeManeuvers: 0, maxManeuvers: 2 });
  });

  it("staggered forbids actions, immobilized maneuvers", () => {
    expect(allow({ restrictions: ["noActions"] })).toMatchObject({ noActions: true, noManeuvers: false });
    expect(allow({ restrictions: ["noManeuvers"] })).toMatchObject({ noActions: false, noManeuvers: true });
  });
});

describe("spending a turn", () => {
  it("one action only", () => {
    const after = state(takeAction(FRESH_TURN, allow()));
    expect(takeAction(after, allow())).toEqual({ ok: false, reason: "actionUsed" });
  });

  it("one free maneuver, then a second for 2 strain, then no third", () => {
    const a = allow();
    const one = takeFreeManeuver(FRESH_TURN, a);
    expect(one).toMatchObject({ ok: true, strain: 0, source: "free" });
    expect(takeFreeManeuver(state(one), a)).toEqual({ ok: false, reason: "noFreeManeuver" });
    const two = buyManeuver(state(one), a, strain(0));
    expect(two).toMatchObject({ ok: true, strain: 2, source: "strain" });
    expect(buyManeuver(state(two), a, strain(2))).toEqual({ ok: false, reason: "maneuverLimit" });
    expect(maneuverForAction(state(two), a)).toEqual({ ok: false, reason: "maneuverLimit" });
    // The action is still there.
    expect(takeAction(state(two), a).ok).toBe(true);
  });

  it("the action may be exchanged for the second maneuver, and is then spent", () => {
    const a = allow();
    const two = state(maneuverForAction(state(takeFreeManeuver(FRESH_TURN, a)), a));
    expect(two.maneuvers).toEqual(["free", "action"]);
    expect(takeAction(two, a)).toEqual({ ok: false, reason: "actionUsed" });
    expect(maneuverForAction(state(takeAction(FRESH_TURN, a)), a)).toEqual({ ok: false, reason: "actionUsed" });
  });

  it("only one maneuver can be bought with strain per turn", () => {
    const a = allow({ encumbered: true });
    const one = state(buyManeuver(FRESH_TURN, a, strain(0)));
    expect(buyManeuver(one, a, strain(2))).toEqual({ ok: false, reason: "strainBought" });
    expect(maneuverForAction(one, a).ok).toBe(true);
  });

  it("strain may not be chosen past the threshold; 12 threshold: 10 → 12 yes, 11 → 13 no", () => {
    expect(buyManeuver(FRESH_TURN, allow(), strain(10)).ok).toBe(true);
    expect(buyManeuver(FRESH_TURN, allow(), strain(11))).toEqual({ ok: false, reason: "strainLimit" });
    expect(buyManeuver(FRESH_TURN, allow(), null)).toEqual({ ok: false, reason: "noStrain" });
  });

  it("statuses refuse what they forbid", () => {
    expect(takeAction(FRESH_TURN, allow({ restrictions: ["noActions"] }))).toEqual({ ok: false, reason: "actionForbidden" });
    const immobile = allow({ restrictions: ["noManeuvers"] });
    expect(takeFreeManeuver(FRESH_TURN, immobile)).toEqual({ ok: false, reason: "maneuverForbidden" });
    expect(buyManeuver(FRESH_TURN, immobile, strain(0))).toEqual({ ok: false, reason: "maneuverForbidden" });
    expect(maneuverForAction(FRESH_TURN, immobile)).toEqual({ ok: false, reason: "maneuverForbidden" });
  });

  it("a triumph's first round allows three maneuvers: two free and one bought", () => {
    const a = allow({ firstRound: true, triumph: 1 });
    const two = state(takeFreeManeuver(state(takeFreeManeuver(FRESH_TURN, a)), a));
    const three = state(buyManeuver(two, a, strain(0)));
    expect(three.maneuvers).toEqual(["free", "free", "strain"]);
    expect(maneuverForAction(three, a)).toEqual({ ok: false, reason: "maneuverLimit" });
  });

  it("a despair's first round: no free maneuver, one bought or exchanged", () => {
    const a = allow({ firstRound: true, despair: 1 });
    expect(takeFreeManeuver(FRESH_TURN, a)).toEqual({ ok: false, reason: "noFreeManeuver" });
    const one = state(buyManeuver(FRESH_TURN, a, strain(0)));
    expect(maneuverForAction(one, a)).toEqual({ ok: false, reason: "maneuverLimit" });
  });

  it("the summary says what is left", () => {
    const a = allow();
    expect(turnSummary(FRESH_TURN, a, strain(0))).toEqual({ actionLeft: true, freeLeft: 1, maneuversLeft: 2, canBuy: true });
    const one = state(takeFreeManeuver(FRESH_TURN, a));
    expect(turnSummary(one, a, strain(11))).toEqual({ actionLeft: true, freeLeft: 0, maneuversLeft: 1, canBuy: false });
  });

  it("a stored turn is read back; anything else is a fresh turn", () => {
    expect(readTurnState({ action: true, maneuvers: ["free", "bogus", "strain"] })).toEqual({ action: true, maneuvers: ["free", "strain"] });
    expect(readTurnState("junk")).toEqual({ action: false, maneuvers: [] });
  });
});
