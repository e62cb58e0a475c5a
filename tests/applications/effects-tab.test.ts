// The Effects tab's shell (module/applications/sheets/effects-tab.ts) over the v13 doubles: what it reads
// from allApplicableEffects, and the row buttons as the owning player, the GM, and a player who does not
// own the actor (no buttons drawn, and the action refuses with a notice, nothing written).
import { describe, expect, it } from "vitest";
import { character, vehicle } from "../fixtures/actors.ts";
import { blaster, critical, talent } from "../fixtures/items.ts";
import { asUser, FakeActor, noticeKeys, notices, OWNERSHIP, register, users, type FakeEffect } from "../doubles/index.ts";
import { elementLike } from "../doubles/typed.ts";
import type { CharacterData } from "../../module/rules/types.ts";

import { shellSuite } from "../doubles/suite.ts";

const shell = shellSuite({ keys: true, seed: 3, modules: { tab: () => import("../../module/applications/sheets/effects-tab.ts") } });
const PLAYER = { default: OWNERSHIP.NONE, [users.player.id]: OWNERSHIP.OWNER };
const STRAIN = { key: "system.modifiers.strainThreshold", mode: 2, value: "1" };


/** Kira: Grit 2 (a ranked talent's effect), an injury's effect, an unequipped blaster's effect; her own status and a timed effect. */
async function kira(): Promise<FakeActor<CharacterData>> {
  asUser(users.gm);
  const pc = register(new FakeActor("Kira", "character", character(), { ownership: PLAYER, items: [
    { _id: "grit000000000001", name: "Grit", type: "talent", system: talent({ ranked: true, rank: 2 }), effects: [{ _id: "gritEffect000001", name: "Grit", changes: [STRAIN] }] },
    { _id: "injury0000000001", name: "Bruised Ribs", type: "criticalInjury", system: critical(), effects: [{ _id: "injuryEffect0001", name: "Bruised Ribs", changes: [{ key: "system.modifiers.checks.all.setback", mode: 2, value: "1" }] }] },
    { _id: "blaster000000001", name: "Blaster", type: "weapon", system: blaster({ equipped: false }), effects: [{ _id: "scopeEffect00001", name: "Scope", changes: [{ key: "system.modifiers.checks.rangedLight.boost", mode: 2, value: "1" }] }] },
  ] }));
  await pc.createEmbeddedDocuments("ActiveEffect", [
    { _id: "statusDisorient1", name: "Disoriented", statuses: ["disoriented"], changes: [] },
    { _id: "timedEffect00001", name: "Evasive", duration: { rounds: 3, remaining: 2 }, changes: [{ key: "system.modifiers.defence.ranged", mode: 2, value: "1" }] },
  ], { keepId: true });
  return pc;
}

/** A row's button, as the template draws it (data-effect-id and data-item-id on the row). */
function button(effectId: string, itemId = ""): HTMLElement {
  const row = { dataset: { effectId, itemId } };
  return elementLike({ closest: (selector: string) => (selector === "[data-effect-id]" || selector === "[data-item-id]" ? row : null) });
}

describe("effectsContext", () => {
  it("lists the actor's own effects, then its items' in order, each with its source, state and rounds", async () => {
    const pc = await kira();
    asUser(users.player);
    const ctx = shell.tab.effectsContext(pc).effectsTab!;
    expect(ctx.canManage).toBe(true);
    expect(ctx.rows.map((r) => [r.id, r.itemId, r.source, r.state, r.rounds])).toEqual([
      ["statusDisorient1", "", "status", "active", null],
      ["timedEffect00001", "", "actor", "active", 2],
      ["gritEffect000001", "grit000000000001", "talent", "active", null],
      ["injuryEffect0001", "injury0000000001", "criticalInjury", "active", null],
      ["scopeEffect00001", "blaster000000001", "gear", "suppressed", null],
    ]);
    // Grit 2: the change counts once per rank, as EoteActiveEffect#apply adds it.
    expect(ctx.rows[2]!.lines).toEqual([{ key: "EOTE.Modifier.Derived.strainThreshold", data: { value: 2 } }]);
  });

  it("a closed tab reads nothing; an observer sees the rows without the right to manage them", async () => {
    const pc = await kira();
    expect(shell.tab.effectsContext(pc, false).effectsTab).toBeNull();
    asUser(users.other);
    expect(shell.tab.effectsContext(pc).effectsTab!.canManage).toBe(false);
  });
});

describe("the row buttons", () => {
  it("the owning player disables and enables an item's effect, and the prepared data follows", async () => {
    const pc = await kira();
    asUser(users.player);
    const strainBefore = pc.system.derived.strain.threshold;
    await shell.tab.toggleEffect(pc, button("gritEffect000001", "grit000000000001"));
    const grit = pc.items.get("grit000000000001")!.effects.get("gritEffect000001")! as FakeEffect;
    expect(grit.disabled).toBe(true);
    expect(pc.system.derived.strain.threshold).toBe(strainBefore - 2);
    expect(shell.tab.effectsContext(pc).effectsTab!.rows.find((r) => r.id === "gritEffect000001")!.state).toBe("disabled");
    await shell.tab.toggleEffect(pc, button("gritEffect000001", "grit000000000001"));
    expect(grit.disabled).toBe(false);
    expect(notices).toEqual([]);
  });

  it("the owning player opens an effect's sheet and deletes the actor's own effect (its status goes with it)", async () => {
    const pc = await kira();
    asUser(users.player);
    const status = pc.effects.get("statusDisorient1")! as FakeEffect;
    shell.tab.editEffect(pc, button("statusDisorient1"));
    expect(status.sheet.renders).toBe(1);
    await shell.tab.deleteEffect(pc, button("statusDisorient1"));
    expect(pc.effects.has("statusDisorient1")).toBe(false);
    expect(pc.statuses.has("disoriented")).toBe(false);
    await shell.tab.deleteEffect(pc, button("injuryEffect0001", "injury0000000001"));
    expect(pc.items.get("injury0000000001")!.effects.size).toBe(0);
  });

  it("the GM manages a vehicle's effects", async () => {
    asUser(users.gm);
    const ship = register(new FakeActor("Krayt", "vehicle", vehicle(), { ownership: { default: OWNERSHIP.NONE } }));
    await ship.createEmbeddedDocuments("ActiveEffect", [{ _id: "repairEffect0001", name: "Emergency repairs", changes: [{ key: "system.modifiers.vehicle.speed", mode: 2, value: "-1" }] }], { keepId: true });
    expect(shell.tab.effectsContext(ship).effectsTab!.rows[0]).toMatchObject({ source: "actor", lines: [{ key: "EOTE.Effects.Vehicle.speed", data: { value: -1 } }] });
    await shell.tab.toggleEffect(ship, button("repairEffect0001"));
    expect((ship.effects.get("repairEffect0001")! as FakeEffect).disabled).toBe(true);
  });

  it("a player who does not own the actor is refused every action, nothing written or opened", async () => {
    const pc = await kira();
    asUser(users.other);
    await shell.tab.toggleEffect(pc, button("gritEffect000001", "grit000000000001"));
    shell.tab.editEffect(pc, button("statusDisorient1"));
    await shell.tab.deleteEffect(pc, button("statusDisorient1"));
    expect(noticeKeys()).toEqual(["EOTE.Effects.NotYours", "EOTE.Effects.NotYours", "EOTE.Effects.NotYours"]);
    expect((pc.items.get("grit000000000001")!.effects.get("gritEffect000001")! as FakeEffect).disabled).toBe(false);
    expect((pc.effects.get("statusDisorient1")! as FakeEffect).sheet.renders).toBe(0);
    expect(pc.effects.has("statusDisorient1")).toBe(true);
  });

  it("a row naming no effect of this actor does nothing", async () => {
    const pc = await kira();
    asUser(users.player);
    await shell.tab.deleteEffect(pc, button("gritEffect000001"));
    await shell.tab.toggleEffect(pc, button("nope", "grit000000000001"));
    expect(pc.items.get("grit000000000001")!.effects.size).toBe(1);
    expect(notices).toEqual([]);
  });
});
