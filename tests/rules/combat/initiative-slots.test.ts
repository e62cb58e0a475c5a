// Initiative slots (seed 001 Step 2, seed 002 INITIATIVE): who may fill a slot, round rollover,
// defeated and added combatants.
import { describe, expect, it } from "vitest";
import {
  claimantsOf, claimRefusal, eligibleFor, firstSlot, hasActed, nextSlot, sideOf, slotSides, type SlotCombatant,
} from "../../../module/rules/combat/initiative-slots.ts";

const pc = (id: string, more: Partial<SlotCombatant> = {}): SlotCombatant => ({ id, side: "pc", rolled: true, defeated: false, claim: null, ...more });
const npc = (id: string, more: Partial<SlotCombatant> = {}): SlotCombatant => ({ id, side: "npc", rolled: true, defeated: false, claim: null, ...more });

/** Kira rolled best, then a thug, then Oskar, then a second thug. */
const order = () => [pc("kira"), npc("thug1"), pc("oskar"), npc("thug2")];

describe("slots", () => {
  it("each rolled result is a slot of the side that rolled it; PCs are characters", () => {
    expect(slotSides(order())).toEqual(["pc", "npc", "pc", "npc"]);
    expect(slotSides([pc("a"), npc("b", { rolled: false })])).toEqual(["pc", null]);
    expect(sideOf("character")).toBe("pc");
    expect(["rival", "minion", "nemesis", "vehicle"].map(sideOf)).toEqual(["npc", "npc", "npc", "npc"]);
  });

  it("on a PC slot any PC who has not acted may act, never an NPC", () => {
    const o = order();
    expect(eligibleFor(o, 1, 0)).toEqual(["kira", "oskar"]);
    expect(claimRefusal(o, 1, 0, "oskar")).toBeNull();
    expect(claimRefusal(o, 1, 0, "thug1")).toBe("wrongSide");
    expect(eligibleFor(o, 1, 1)).toEqual(["thug1", "thug2"]);
  });

  it("one who has acted this round may not fill another slot; the slot's claimant is known", () => {
    const o = order();
    o[2]!.claim = { round: 1, slot: o[0]!.id }; // Oskar took the first PC slot
    expect(claimantsOf(o, 1).get(0)).toBe("oskar");
    expect(hasActed(o, 1, "oskar")).toBe(true);
    expect(claimRefusal(o, 1, 2, "oskar")).toBe("acted");
    expect(claimRefusal(o, 1, 0, "kira")).toBe("taken");
    expect(eligibleFor(o, 1, 2)).toEqual(["kira"]);
  });

  it("two claims on one slot: the first in the order keeps it, the other has not acted", () => {
    const o = order();
    o[0]!.claim = { round: 1, slot: o[0]!.id };
    o[2]!.claim = { round: 1, slot: o[0]!.id };
    expect(claimantsOf(o, 1).get(0)).toBe("kira");
    expect(hasActed(o, 1, "oskar")).toBe(false);
  });

  it("a claim on a slot of the other side counts for nothing", () => {
    const o = order();
    o[0]!.claim = { round: 1, slot: o[1]!.id };
    expect(claimantsOf(o, 1).size).toBe(0);
  });

  it("round rollover: last round's claims do not count, the round starts at the top", () => {
    const o = order();
    o.forEach((c) => { c.claim = { round: 1, slot: c.id }; });
    expect(claimantsOf(o, 1).size).toBe(4);
    expect(nextSlot(o, 1, 3)).toBeNull();
    expect(firstSlot(o, 2)).toBe(0);
    expect(eligibleFor(o, 2, 0)).toEqual(["kira", "oskar"]);
  });

  it("a defeated combatant fills no slot; its slot stays its side's and the side's last slot goes unused", () => {
    const o = order();
    o[0]!.defeated = true; // Kira is down: two PC slots, one PC to fill them
    expect(claimRefusal(o, 1, 0, "kira")).toBe("defeated");
    expect(eligibleFor(o, 1, 0)).toEqual(["oskar"]);
    o[2]!.claim = { round: 1, slot: o[0]!.id };
    o[1]!.claim = { round: 1, slot: o[1]!.id };
    // Slot 2 (PC) has nobody left to fill it: passed over to the NPC slot.
    expect(nextSlot(o, 1, 1)).toBe(3);
    o[3]!.claim = { round: 1, slot: o[3]!.id };
    expect(nextSlot(o, 1, 3)).toBeNull();
  });

  it("with every NPC defeated, NPC slots are passed over, the first slot too", () => {
    const o = [npc("a", { defeated: true }), pc("kira"), npc("b", { defeated: true })];
    expect(firstSlot(o, 1)).toBe(1);
    expect(nextSlot(o, 1, 1)).toBeNull();
  });

  it("an added combatant makes no slot until it rolls, then may fill a slot of its side this round", () => {
    const o = order();
    o[0]!.claim = { round: 1, slot: o[0]!.id };
    const added = npc("thug3", { rolled: false });
    const withNew = [...o, added];
    expect(slotSides(withNew).at(-1)).toBeNull();
    expect(claimRefusal(withNew, 1, 4, "thug3")).toBe("noSlot");
    expect(eligibleFor(withNew, 1, 1)).toEqual(["thug1", "thug2", "thug3"]);
    // It rolls 2nd best: a new NPC slot is inserted after Kira's.
    const rolled = [o[0]!, npc("thug3"), ...o.slice(1)];
    expect(slotSides(rolled)).toEqual(["pc", "npc", "npc", "pc", "npc"]);
    expect(nextSlot(rolled, 1, 0)).toBe(1);
  });

  it("a claim names the slot by who rolled it: a combatant inserted before it does not move it", () => {
    const o = order();
    o[1]!.claim = { round: 1, slot: "thug1" };
    const rolled = [o[0]!, npc("thug3"), ...o.slice(1)];
    expect(claimantsOf(rolled, 1)).toEqual(new Map([[2, "thug1"]]));
    expect(claimRefusal(rolled, 1, 1, "thug1")).toBe("acted");
  });

  it("an unrolled combatant's place in the order is passed over", () => {
    const o = [pc("kira"), npc("late", { rolled: false }), npc("thug")];
    expect(nextSlot(o, 1, 0)).toBe(2);
  });
});
