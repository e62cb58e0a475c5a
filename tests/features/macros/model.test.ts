// Hotbar macros' pure core (module/features/macros/model.ts): a drop's data read as a request only when
// every id has its shape, the command built from those ids as JSON strings calling game.system.api.macros,
// one key per item and actor, and which owned items a macro uses.
import { describe, expect, it } from "vitest";
import { DRAG_TYPES, itemUse, macroCommand, macroKey, macroRequest } from "../../../module/features/macros/model.ts";

describe("macroRequest", () => {
  it("reads an owned item, a token actor's item, a compendium item, a skill and a recovery button", () => {
    expect(macroRequest({ type: "Item", uuid: "Actor.abc123.Item.def456" })).toEqual({ kind: "item", uuid: "Actor.abc123.Item.def456" });
    expect(macroRequest({ type: "Item", uuid: "Scene.s1.Token.t1.Actor.a1.Item.i1" })).toEqual({ kind: "item", uuid: "Scene.s1.Token.t1.Actor.a1.Item.i1" });
    expect(macroRequest({ type: "Item", uuid: "Compendium.eote.weapons.Item.x1" })).toEqual({ kind: "show", uuid: "Compendium.eote.weapons.Item.x1" });
    expect(macroRequest({ type: DRAG_TYPES.skill, skill: "rangedLight" })).toEqual({ kind: "skill", skill: "rangedLight" });
    expect(macroRequest({ type: DRAG_TYPES.recovery, actorUuid: "Actor.a1", action: "useStimpack" })).toEqual({ kind: "recovery", actorUuid: "Actor.a1", action: "useStimpack" });
  });

  it("refuses anything whose ids are not of their shape (text that would break out of the command)", () => {
    for (const data of [
      null, "Item", { type: "Item", uuid: 'Actor.a");alert(1);("' }, { type: "Item", uuid: "Item.worldItem1" },
      { type: "Item", uuid: "Actor.a1.Item.i1\n" }, { type: "Actor", uuid: "Actor.a1" }, { type: DRAG_TYPES.skill, skill: "cool'" },
      { type: DRAG_TYPES.skill, skill: "x".repeat(41) }, { type: DRAG_TYPES.recovery, actorUuid: "Actor.a1", action: "deleteActor" },
      { type: DRAG_TYPES.recovery, actorUuid: "Actor.a1.Item.i1", action: "naturalRest" }, { type: "Macro", uuid: "Macro.m1" },
    ]) expect(macroRequest(data)).toBeNull();
  });
});

describe("macroCommand and macroKey", () => {
  it("calls the system's macro API with the ids as JSON strings", () => {
    expect(macroCommand({ kind: "item", uuid: "Actor.a1.Item.i1" })).toBe('return game.system.api.macros.useItem("Actor.a1.Item.i1");');
    expect(macroCommand({ kind: "show", uuid: "Compendium.eote.weapons.Item.x1" })).toBe('return game.system.api.macros.showItem("Compendium.eote.weapons.Item.x1");');
    expect(macroCommand({ kind: "skill", skill: "cool" })).toBe('return game.system.api.macros.rollSkill("cool");');
    expect(macroCommand({ kind: "recovery", actorUuid: "Actor.a1", action: "medicine" })).toBe('return game.system.api.macros.recover("Actor.a1", "medicine");');
  });

  it("keys one macro per item and actor, per skill, per actor's recovery action", () => {
    expect(macroKey({ kind: "item", uuid: "Actor.a1.Item.i1" })).not.toBe(macroKey({ kind: "item", uuid: "Actor.a2.Item.i1" }));
    expect(macroKey({ kind: "recovery", actorUuid: "Actor.a1", action: "medicine" })).toBe("recovery:Actor.a1:medicine");
    expect(macroKey({ kind: "skill", skill: "cool" })).toBe("skill:cool");
  });
});

describe("itemUse", () => {
  it("a weapon attacks, a Force power is used, a talent only with an activation; anything else has no use", () => {
    expect(itemUse("weapon", undefined)).toBe("attack");
    expect(itemUse("forcePower", undefined)).toBe("forcePower");
    expect(itemUse("talent", "activeManeuver")).toBe("talent");
    expect(itemUse("talent", "passive")).toBeNull();
    expect(itemUse("armour", undefined)).toBeNull();
  });
});
