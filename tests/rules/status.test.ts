import { describe, expect, it } from "vitest";
import {
  isStatusId, ownStatusModifiers, restrictionsOf, STATUS_IDS, STATUSES, targetStatusModifiers,
} from "../../module/rules/status.ts";

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
