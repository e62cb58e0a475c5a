// The starship action part of a roll's card (seed 002 STARSHIP ACTIONS): one line per result the roll
// achieved, from fixed lang keys; a failure says nothing changes; and what a click writes or refuses, decided
// from the card as read once (the pure applyPlan and undoPlan).
import { describe, expect, it } from "vitest";
import { actionCardContext, applyContext, applyPlan, undoPlan, type ActionCardRead, type PartyRead } from "../../../module/features/crew/action-model.ts";
import { createEnvironment, missingKeys, render } from "../../applications/handlebars-env.ts";

const hbs = createEnvironment({ keys: true });
const outcome = (netSuccess: number, netAdvantage = 0, triumph = 0) => ({ succeeded: netSuccess > 0, netSuccess, netAdvantage, triumph });

describe("starship action card", () => {
  it("slice with two advantage and a triumph: three lines", () => {
    missingKeys.clear();
    const out = render(hbs, "chat/starship-action.hbs", actionCardContext("sliceSystems", outcome(1, 2, 1)));
    expect([...missingKeys]).toEqual([]);
    expect(out).toContain("EOTE.StarshipAction.sliceSystems.Name");
    expect(out.match(/<li>/g)).toHaveLength(3);
    expect(out).toContain("EOTE.StarshipAction.sliceSystems.Outcome.disable");
  });

  it("manual repairs counts the hull trauma; a failure changes nothing", () => {
    expect(render(hbs, "chat/starship-action.hbs", actionCardContext("manualRepairs", outcome(3)))).toContain("EOTE.StarshipAction.manualRepairs.Outcome.hullTrauma {&quot;count&quot;:3}");
    expect(render(hbs, "chat/starship-action.hbs", actionCardContext("jamming", outcome(0, 3)))).toContain("EOTE.StarshipAction.Failed");
  });
});

describe("the apply part", () => {
  const input = { zones: ["fore", "aft"] as const, targetFound: true, applied: false, canAct: true, refusal: null, authorName: "Gamemaster", targetName: null };

  it("a button per zone for boost shields; Undo once applied; none for a failure", () => {
    missingKeys.clear();
    const open = applyContext("boostShields", outcome(1), { ...input, zones: [...input.zones] }, false);
    const out = render(hbs, "chat/starship-action.hbs", actionCardContext("boostShields", outcome(1), open));
    expect([...missingKeys]).toEqual([]);
    expect(out.match(/data-action="eoteActionApply"/g)).toHaveLength(2);
    expect(out).toContain('data-zone="aft">EOTE.Sheet.Arc.aft</button>');
    const done = applyContext("boostShields", outcome(1), { ...input, zones: [...input.zones], applied: true }, false);
    const applied = render(hbs, "chat/starship-action.hbs", actionCardContext("boostShields", outcome(1), done));
    expect(applied).toContain("EOTE.StarshipAction.Apply.Applied");
    expect(applied).toContain('data-action="eoteActionUndo"');
    expect(applied).not.toContain("eoteActionApply");
    expect(applyContext("boostShields", outcome(0, 2), { ...input, zones: [...input.zones] }, false)).toBeNull();
  });

  it("a refused card shows why and no button", () => {
    const refused = applyContext("gainAdvantage", outcome(1), { ...input, zones: [], refusal: "EOTE.Combat.Trust.NotOwner" }, true);
    const out = render(hbs, "chat/starship-action.hbs", actionCardContext("gainAdvantage", outcome(1), refused));
    expect(out).toContain("eote-card__refused");
    expect(out).not.toContain("<button");
  });
});

describe("what a click does, from the card as read (applyPlan, undoPlan)", () => {
  const party = (uuid: string, over: Partial<PartyRead> = {}): PartyRead => ({
    uuid, name: uuid, record: null, mayAct: true, zones: ["fore", "aft"], weapons: [], systemStrain: { value: 14, threshold: 15 }, traits: null, ...over,
  });
  const read = (over: Partial<ActionCardRead> = {}): ActionCardRead => ({
    flag: { id: "sliceSystems", vehicleUuid: "Actor.ship", targetUuid: "Actor.enemy" }, outcome: outcome(1, 2), messageId: "msg0000000000001",
    authorName: "Player", refusal: null, vehicle: party("Actor.ship"), target: party("Actor.enemy"), pilot: null, domain: "space", ...over,
  });

  it("Slice with two advantage: the vehicle's empty record naming the target first, then the target's effect and its system strain, stopped one past threshold", () => {
    const plan = applyPlan(read(), "aft");
    expect(plan && "writes" in plan ? plan.writes.map((w) => [w.subject, w.effects.length, w.systemStrain, w.record]) : plan).toEqual([
      ["vehicle", 0, null, { effectIds: [], change: { wounds: 0, strain: 0 }, targetUuid: "Actor.enemy" }],
      ["target", 1, 15, { effectIds: [], change: { wounds: 0, strain: 1 } }],
    ]);
  });

  it("refusals: no zone the target has, a target the viewer may not change, a record anywhere, no pilot for Full Throttle", () => {
    expect(applyPlan(read(), "port")).toEqual({ refusal: "EOTE.StarshipAction.Apply.NoZone" });
    expect(applyPlan(read({ target: party("Actor.enemy", { mayAct: false }) }), "aft")).toEqual({ refusal: "EOTE.Combat.Notice.NotAllowed" });
    expect(applyPlan(read({ appliedInWorld: true }), "aft")).toEqual({ refusal: "EOTE.StarshipAction.Apply.Already" });
    expect(applyPlan(read({ target: null }), "aft")).toEqual({ refusal: "EOTE.StarshipAction.Apply.NoTarget" });
    expect(applyPlan(read({ flag: { id: "fullThrottle", vehicleUuid: "Actor.ship" }, target: null }), undefined)).toEqual({ refusal: "EOTE.StarshipAction.Apply.NoPilot" });
    expect(applyPlan(read({ flag: { id: "jamming", vehicleUuid: "Actor.ship" } }), undefined)).toBeNull();
  });

  it("Full Throttle reads the pilot (its Cunning, its talents) and records it, writing on the vehicle alone", () => {
    const pilot = party("Actor.kira", { systemStrain: null, traits: { cunning: 4, talents: ["fullThrottle", "supremeFullThrottle"] } });
    const plan = applyPlan(read({ flag: { id: "fullThrottle", vehicleUuid: "Actor.ship" }, target: null, pilot }), undefined);
    expect(plan && "writes" in plan ? plan.writes.map((w) => [w.subject, w.effects[0]?.rounds, w.effects[0]?.changes, w.record.pilotUuid]) : plan).toEqual([
      ["vehicle", 4, [{ key: "system.modifiers.vehicle.topSpeed", mode: 4, value: "2" }], "Actor.kira"],
    ]);
    // A pilot the viewer may not act for (the GM's ace, seated by the ship's owner after the roll) is refused.
    expect(applyPlan(read({ flag: { id: "fullThrottle", vehicleUuid: "Actor.ship" }, target: null, pilot: { ...pilot, mayAct: false } }), undefined)).toEqual({ refusal: "EOTE.Combat.Notice.NotAllowed" });
  });

  it("Undo: each actor holding a record once, refused where the viewer may not change one", () => {
    const record = { effectIds: ["e1"], change: { wounds: 0, strain: 1 } };
    expect(undoPlan(read())).toBeNull();
    expect(undoPlan(read({ vehicle: party("Actor.ship", { record }), target: party("Actor.enemy", { record }) }))).toEqual({ subjects: ["vehicle", "target"] });
    expect(undoPlan(read({ vehicle: party("Actor.ship", { record }), target: party("Actor.ship", { record }) }))).toEqual({ subjects: ["vehicle"] });
    expect(undoPlan(read({ vehicle: party("Actor.ship", { record }), target: party("Actor.enemy", { record, mayAct: false }) }))).toEqual({ refusal: "EOTE.Combat.Notice.NotAllowed" });
  });
});
