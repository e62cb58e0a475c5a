// The critical treatment card's pure model (module/features/critical/model.ts) and its template
// with real Handlebars: success (Remove), failure (the injury stays), removed (Undo), undone, gone,
// viewers who may not act, and stored flags and records read defensively; a vehicle critical hit's
// repair (kind "repair") worded as a repair.
import { describe, expect, it } from "vitest";
import {
  buildCriticalTreatmentCard, criticalTreatmentKeys, readCriticalTreatmentFlag, readCriticalTreatmentRecord, removeUpdate, undoUpdate,
  type CriticalTreatmentFlag, type TreatmentPatientInput,
} from "../../../module/features/critical/model.ts";
import { cardRender } from "../../fixtures/card-template.ts";
import { shownKey } from "../../doubles/keys.ts";

const render = cardRender("critical-treatment.hbs", { keys: true });

const flag = (over: Partial<CriticalTreatmentFlag> = {}): CriticalTreatmentFlag =>
  ({ patientUuid: "Actor.kira", injuryId: "inj1", kind: "medicine", name: "Agonizing Wound", severity: 2, ...over });
const wound = { id: "inj1", name: "Agonizing Wound", severity: 2 };
const woundData = { _id: "inj1", name: "Agonizing Wound", type: "criticalInjury", system: { severity: 2 } };
const patient = (over: Partial<TreatmentPatientInput> = {}): TreatmentPatientInput =>
  ({ name: "Kira", canAct: true, injury: wound, record: null, underRolled: false, ...over });
const removedRecord = { removed: { itemId: "inj1", name: "Agonizing Wound", severity: 2, data: woundData } };
const buttons = (html: string) => [...html.matchAll(/data-action="(\w+)"/g)].map((m) => m[1]);

describe("card", () => {
  it("a success offers Remove <injury>, named with its severity and the kind of check", () => {
    const ctx = buildCriticalTreatmentCard(flag(), true, patient());
    expect(ctx).toMatchObject({ succeeded: true, removed: false, gone: false, canRemove: true, canUndo: false, buttons: true });
    const html = render(ctx);
    expect(html).toContain(shownKey("EOTE.Combat.Medicine.Patient", { name: "Kira" }));
    expect(html).toContain(`EOTE.Combat.CriticalTreatment.ByTreatment · ${shownKey("EOTE.Combat.CriticalTreatment.Against", { name: "Agonizing Wound", severity: "EOTE.Combat.Severity.average" })}`);
    expect(html).toContain(shownKey("EOTE.Combat.CriticalTreatment.Succeeded", { name: "Agonizing Wound" }));
    expect(html).toContain(`data-action="eoteRemoveCritical">${shownKey("EOTE.Combat.CriticalTreatment.Remove", { name: "Agonizing Wound" })}</button>`);
    expect(buttons(html)).toEqual(["eoteRemoveCritical"]);
  });

  it("a Resilience check at rest says so", () => {
    const html = render(buildCriticalTreatmentCard(flag({ kind: "resilience" }), true, patient()));
    expect(html).toContain(`EOTE.Combat.CriticalTreatment.ByResilience · ${shownKey("EOTE.Combat.CriticalTreatment.Against", { name: "Agonizing Wound", severity: "EOTE.Combat.Severity.average" })}`);
  });

  it("a failure says the injury stays, with no button", () => {
    const ctx = buildCriticalTreatmentCard(flag(), false, patient());
    expect(ctx).toMatchObject({ canRemove: false, canUndo: false, buttons: false });
    const html = render(ctx);
    expect(html).toContain(shownKey("EOTE.Combat.CriticalTreatment.Failed", { name: "Agonizing Wound" }));
    expect(html).not.toContain("<button");
    expect(html).not.toContain("eote-critical-treatment__buttons");
  });

  it("once removed: the line says so, Undo instead of Remove", () => {
    // The item is gone; its name comes from the record.
    const ctx = buildCriticalTreatmentCard(flag({ name: "old name" }), true, patient({ injury: null, record: removedRecord }));
    expect(ctx).toMatchObject({ removed: true, gone: false, canRemove: false, canUndo: true });
    const html = render(ctx);
    expect(html).toContain(shownKey("EOTE.Combat.CriticalTreatment.Removed", { name: "Agonizing Wound" }));
    expect(html).not.toContain("EOTE.Combat.CriticalTreatment.Succeeded");
    expect(buttons(html)).toEqual(["eoteCriticalTreatmentUndo"]);
  });

  it("after Undo (no record, the injury back) the card offers Remove again", () => {
    const html = render(buildCriticalTreatmentCard(flag(), true, patient()));
    expect(buttons(html)).toEqual(["eoteRemoveCritical"]);
  });

  it("an injury removed elsewhere: the card names it from the roll and offers nothing", () => {
    const ctx = buildCriticalTreatmentCard(flag({ name: "Minor Nick", severity: 1 }), true, patient({ injury: null }));
    expect(ctx).toMatchObject({ gone: true, removed: false, canRemove: false, canUndo: false });
    const html = render(ctx);
    expect(html).toContain(shownKey("EOTE.Combat.CriticalTreatment.Against", { name: "Minor Nick", severity: "EOTE.Combat.Severity.easy" }));
    expect(html).toContain(shownKey("EOTE.Combat.CriticalTreatment.Gone", { name: "Minor Nick" }));
    expect(html).not.toContain("<button");
  });

  it("a viewer who is neither GM nor owner sees the result but no button", () => {
    expect(buttons(render(buildCriticalTreatmentCard(flag(), true, patient({ canAct: false }))))).toEqual([]);
    const html = render(buildCriticalTreatmentCard(flag(), true, patient({ canAct: false, injury: null, record: removedRecord })));
    expect(html).toContain(shownKey("EOTE.Combat.CriticalTreatment.Removed", { name: "Agonizing Wound" }));
    expect(buttons(html)).toEqual([]);
  });
});

describe("a repair of a vehicle's critical hit", () => {
  const hit = { id: "hit1", name: "Shields Failing", severity: 2 };
  const hitData = { _id: "hit1", name: "Shields Failing", type: "criticalHit", system: { severity: 2 } };
  const repairFlag = flag({ patientUuid: "Actor.ship", injuryId: "hit1", kind: "repair", name: "Shields Failing" });
  const ship = (over: Partial<TreatmentPatientInput> = {}) => patient({ name: "Wayfarer", injury: hit, ...over });
  const repaired = { removed: { itemId: "hit1", name: "Shields Failing", severity: 2, data: hitData } };

  it("a success names the vehicle and offers Repair <hit>", () => {
    const ctx = buildCriticalTreatmentCard(repairFlag, true, ship());
    expect(ctx).toMatchObject({ kind: "repair", canRemove: true, buttons: true });
    const html = render(ctx);
    expect(html).toContain(shownKey("EOTE.Combat.Repair.Vehicle", { name: "Wayfarer" }));
    expect(html).not.toContain("EOTE.Combat.Medicine.Patient");
    expect(html).toContain(`EOTE.Combat.CriticalTreatment.ByRepair · ${shownKey("EOTE.Combat.CriticalTreatment.Against", { name: "Shields Failing", severity: "EOTE.Combat.Severity.average" })}`);
    expect(html).toContain(shownKey("EOTE.Combat.CriticalTreatment.RepairSucceeded", { name: "Shields Failing" }));
    expect(html).toContain(`data-action="eoteRemoveCritical">${shownKey("EOTE.Combat.CriticalTreatment.RepairHit", { name: "Shields Failing" })}</button>`);
  });

  it("once repaired: Repaired <hit> and Undo; gone elsewhere: no longer on the vehicle; failed: it stays", () => {
    const done = render(buildCriticalTreatmentCard(repairFlag, true, ship({ injury: null, record: repaired })));
    expect(done).toContain(shownKey("EOTE.Combat.CriticalTreatment.Repaired", { name: "Shields Failing" }));
    expect(buttons(done)).toEqual(["eoteCriticalTreatmentUndo"]);
    const gone = render(buildCriticalTreatmentCard(repairFlag, true, ship({ injury: null })));
    expect(gone).toContain(shownKey("EOTE.Combat.CriticalTreatment.GoneFromVehicle", { name: "Shields Failing" }));
    expect(buttons(gone)).toEqual([]);
    const failed = render(buildCriticalTreatmentCard(repairFlag, false, ship()));
    expect(failed).toContain(shownKey("EOTE.Combat.CriticalTreatment.Failed", { name: "Shields Failing" }));
    expect(buttons(failed)).toEqual([]);
  });

  it("the announcement and the nothing-to-do warning are a repair's; Remove and Undo write as for an injury", () => {
    expect(criticalTreatmentKeys("repair")).toMatchObject({
      announce: "EOTE.Combat.CriticalTreatment.RepairedAnnounce", nothing: "EOTE.Combat.CriticalTreatment.NoHitToRepair",
    });
    expect(criticalTreatmentKeys("medicine").announce).toBe("EOTE.Combat.Medicine.TreatedAnnounce");
    expect(removeUpdate(true, ship(), "m9", hitData))
      .toEqual({ update: { "flags.eote.criticalTreatmentLog.m9": repaired }, deleteId: "hit1" });
    expect(undoUpdate(ship({ injury: null, record: repaired }), "m9"))
      .toEqual({ update: { "flags.eote.criticalTreatmentLog.-=m9": null }, recreate: hitData });
  });

  it("the flag reads kind repair back", () => {
    expect(readCriticalTreatmentFlag({ patientUuid: "Actor.ship", injuryId: "hit1", kind: "repair", name: "Shields Failing", severity: 2 }))
      .toEqual(repairFlag);
  });
});

describe("updates", () => {
  it("Remove writes the record with the injury's data, then deletes the item", () => {
    expect(removeUpdate(true, patient(), "m1", woundData)).toEqual({
      update: { "flags.eote.criticalTreatmentLog.m1": removedRecord },
      deleteId: "inj1",
    });
  });

  it("Remove does nothing on a failure, twice, or when the injury is gone", () => {
    expect(removeUpdate(false, patient(), "m1", woundData)).toBeNull();
    expect(removeUpdate(true, patient({ record: removedRecord }), "m1", woundData)).toBeNull();
    expect(removeUpdate(true, patient({ injury: null }), "m1", woundData)).toBeNull();
  });

  it("Undo drops the record and recreates the injury, unless it is back already", () => {
    expect(undoUpdate(patient({ injury: null, record: removedRecord }), "m1"))
      .toEqual({ update: { "flags.eote.criticalTreatmentLog.-=m1": null }, recreate: woundData });
    expect(undoUpdate(patient({ record: removedRecord }), "m1"))
      .toEqual({ update: { "flags.eote.criticalTreatmentLog.-=m1": null }, recreate: null });
    expect(undoUpdate(patient(), "m1")).toBeNull();
  });
});

describe("stored data read defensively", () => {
  it("flags: the kind must be known and the ids present; name and severity default", () => {
    expect(readCriticalTreatmentFlag({ patientUuid: "Actor.a", injuryId: "i", kind: "resilience" }))
      .toEqual({ patientUuid: "Actor.a", injuryId: "i", kind: "resilience", name: "", severity: 0 });
    expect(readCriticalTreatmentFlag({ patientUuid: "Actor.a", injuryId: "i", kind: "surgery" })).toBeNull();
    expect(readCriticalTreatmentFlag({ patientUuid: "", injuryId: "i", kind: "medicine" })).toBeNull();
    expect(readCriticalTreatmentFlag({ patientUuid: "Actor.a", kind: "medicine" })).toBeNull();
    expect(readCriticalTreatmentFlag(null)).toBeNull();
  });

  it("records: a removal needs the item id, name, severity and data", () => {
    expect(readCriticalTreatmentRecord(removedRecord)).toEqual(removedRecord);
    expect(readCriticalTreatmentRecord({ removed: { itemId: "inj1", name: "X", severity: 2 } })).toBeNull();
    expect(readCriticalTreatmentRecord({ removed: null })).toBeNull();
    expect(readCriticalTreatmentRecord("yes")).toBeNull();
    expect(readCriticalTreatmentRecord(undefined)).toBeNull();
  });
});
