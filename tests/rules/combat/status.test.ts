import { describe, expect, it } from "vitest";
import {
  expiredEffectIds, isStatusId, ownStatusModifiers, restrictionsOf, STATUS_IDS, STATUSES, targetStatusModifiers,
} from "../../../module/rules/combat/status.ts";

describe("statuses (seed 002 ONGOING EFFECTS, STAND / DROP PRONE)", () => {
  it("are the four ids, each with label and hint keys", () => {
    expect(STATUS_IDS).toEqual(["disoriented", "immobilized", "staggered", "prone"]);
    expect(STATUSES.map((s) => s.label)).toEqual(STATUS_IDS.map((id) => `EOTE.Combat.Status.${id}`));
    expect(isStatusId("prone")).toBe(true);
    expect(isStatusId("Prone")).toBe(false);
  });

  it("disoriented adds a setback die to every check", () => {
    expect(ownStatusModifiers(new Set(["disoriented"]))).toEqual([{ status: "disoriented", die: "setback", count: 1 }]);
    expect(ownStatusModifiers(new Set(["disoriented"]), { attack: "ranged" })).toHaveLength(1);
  });

  it("prone hinders its own melee attacks only", () => {
    expect(ownStatusModifiers(new Set(["prone"]), { attack: "melee" })).toEqual([{ status: "prone", die: "setback", count: 1 }]);
    expect(ownStatusModifiers(new Set(["prone"]), { attack: "ranged" })).toEqual([]);
    expect(ownStatusModifiers(new Set(["prone"]))).toEqual([]);
  });

  it("a prone target gives melee attackers a boost and ranged attackers a setback", () => {
    expect(targetStatusModifiers(new Set(["prone"]), "melee")).toEqual([{ status: "prone", die: "boost", count: 1 }]);
    expect(targetStatusModifiers(new Set(["prone"]), "ranged")).toEqual([{ status: "prone", die: "setback", count: 1 }]);
    expect(targetStatusModifiers(new Set(["staggered", "disoriented"]), "ranged")).toEqual([]);
  });

  it("staggered and immobilized change no dice but forbid actions and maneuvers", () => {
    expect(ownStatusModifiers(new Set(["staggered", "immobilized"]), { attack: "melee" })).toEqual([]);
    expect(restrictionsOf(["staggered"])).toEqual(["noActions"]);
    expect(restrictionsOf(["immobilized", "staggered", "prone"]).sort()).toEqual(["noActions", "noManeuvers"]);
    expect(restrictionsOf([])).toEqual([]);
  });
});

describe("durations from several effects stack (seed 002 ONGOING EFFECTS)", () => {
  const fx = (id: string, rounds: number, startRound = 1, startTurn = 0, status: string | null = "disoriented") =>
    ({ id, expires: true, status, duration: { combat: "c", startRound, startTurn, rounds } });
  const at = (round: number, turn = 0) => ({ id: "c", round, turn });

  it("two Disorient 3 from the same slot last 6 rounds, and end together", () => {
    const both = [fx("a", 3), fx("b", 3)];
    expect(expiredEffectIds(both, at(4))).toEqual([]);
    expect(expiredEffectIds(both, at(6, 5))).toEqual([]);
    expect(expiredEffectIds(both, at(7))).toEqual(["a", "b"]);
  });

  it("a second applied later starts where the first ends; one applied after the first ended starts afresh", () => {
    // Disorient 3 at round 1, Disorient 2 at round 3 (first still runs): 1 + 3 + 2 = round 6.
    expect(expiredEffectIds([fx("a", 3), fx("b", 2, 3)], at(5, 9))).toEqual([]);
    expect(expiredEffectIds([fx("a", 3), fx("b", 2, 3)], at(6))).toEqual(["a", "b"]);
    // Disorient 1 at round 1 ended at round 2; Disorient 2 at round 3 is a chain of its own, to round 5.
    expect(expiredEffectIds([fx("a", 1), fx("b", 2, 3)], at(3))).toEqual(["a"]);
    expect(expiredEffectIds([fx("b", 2, 3)], at(5))).toEqual(["b"]);
  });

  it("only effects of one status stack; without the other, each keeps its own rounds (undo of either card)", () => {
    expect(expiredEffectIds([fx("a", 3), fx("s", 3, 1, 0, "staggered")], at(4))).toEqual(["a", "s"]);
    // Undoing the first card's effect: the second runs as if the first had never been applied.
    expect(expiredEffectIds([fx("b", 3)], at(4))).toEqual(["b"]);
    expect(expiredEffectIds([fx("a", 3)], at(4))).toEqual(["a"]);
    // No status known: nothing to stack with.
    expect(expiredEffectIds([fx("x", 3, 1, 0, null), fx("y", 3, 1, 0, null)], at(4))).toEqual(["x", "y"]);
  });

  it("the chain keeps its first slot: Disorient 2 at round 1 turn 2 and Disorient 2 at round 2 turn 0 end at round 5 turn 2", () => {
    const chain = [fx("a", 2, 1, 2), fx("b", 2, 2, 0)];
    expect(expiredEffectIds(chain, at(5, 1))).toEqual([]);
    expect(expiredEffectIds(chain, at(5, 2))).toEqual(["a", "b"]);
  });
});
