// The Medicine card's pure model (module/features/medicine/model.ts) and its template with real Handlebars:
// healing, threat and despair (seed 002 MEDICINE / MECHANICS SKILL: t = +1 strain, y = +1 wound), the
// triumph budget shared by "+1 wound" and Treat, the updates, Undo and records of the older version.
import { describe, expect, it } from "vitest";
import {
  buildMedicineCard, emptyMedicineRecord, healUpdate, medicineUndo, readMedicineRecord, triumphWoundUpdate,
  type MedicineRecord, type PatientInput,
} from "../../../module/features/medicine/model.ts";
import type { MedicineRoll } from "../../../module/rules/combat/recovery.ts";
import { cardRender } from "../../fixtures/card-template.ts";
import { keyWithData, shownKey } from "../../doubles/keys.ts";

const render = cardRender("medicine.hbs", { keys: true });

const roll = (netSuccess: number, netAdvantage: number, triumph = 0, despair = 0): MedicineRoll =>
  ({ netSuccess, netAdvantage, triumph, despair, succeeded: netSuccess > 0 });
const failed = (netAdvantage: number, despair: number, triumph = 0): MedicineRoll =>
  ({ netSuccess: -1, netAdvantage, triumph, despair, succeeded: false });
const patient = (over: Partial<PatientInput> = {}): PatientInput => ({
  uuid: "Actor.p", name: "Kira", canAct: true, wounds: 7, strain: 4, thresholds: { wounds: 13, strain: 12 }, record: null,
  injuries: [{ id: "i2", name: "Agonizing Wound", severity: 2 }, { id: "i1", name: "Minor Nick", severity: 1 }], ...over,
});
const rivalPatient = (wounds: number) => patient({ name: "Thug", wounds, strain: null, thresholds: { wounds: 12, strain: null }, injuries: [] });
const record = (over: Partial<MedicineRecord>): MedicineRecord => ({ ...emptyMedicineRecord(), ...over });
const nick = { itemId: "i1", name: "Minor Nick", severity: 1, data: { _id: "i1" } };
const healButton = (html: string) => /data-action="eoteHeal">([^<]*)<\/button>/.exec(html)?.[1];

describe("card: healing only", () => {
  it("a success: Heal for net successes and net advantage; a triumph offers +1 wound and the least severe injury", () => {
    const ctx = buildMedicineCard(roll(3, 2, 1), patient());
    expect(ctx).toMatchObject({
      succeeded: true, heal: { wounds: 3, strain: 2 }, suffer: { wounds: 0, strain: 0 }, suffers: false, healed: false,
      triumphs: 1, triumphsLeft: 1, canHeal: true, canTriumphWound: true, canUndo: false,
    });
    expect(ctx.next).toEqual({ name: "Minor Nick", severityKey: "EOTE.Combat.Severity.easy" });
    const html = render(ctx);
    expect(html).toContain(shownKey("EOTE.Combat.Medicine.Patient", { name: "Kira" }));
    expect(html).toContain(shownKey("EOTE.Combat.Medicine.Heals", { strain: 2, wounds: keyWithData("EOTE.Count.wound.other", { count: "3" }) }));
    expect(html).not.toContain("EOTE.Combat.Medicine.Suffer");
    expect(html).toContain(shownKey("EOTE.Combat.Medicine.Triumphs", { count: 1, left: 1 }));
    expect(healButton(html)).toBe("EOTE.Combat.Medicine.Heal");
    expect(html).toContain('data-action="eoteTriumphWound">EOTE.Combat.Medicine.TriumphWound</button>');
    expect(html).toContain(`data-action="eoteTreatCritical">${shownKey("EOTE.Combat.Medicine.Treat", { name: "Minor Nick", severity: "EOTE.Combat.Severity.easy" })}</button>`);
    expect(html).not.toContain("eoteMedicineUndo");
  });

  it("no triumph: neither +1 wound nor Treat; a failed check without threat or despair offers nothing", () => {
    expect(buildMedicineCard(roll(2, 0), patient())).toMatchObject({ next: null, canTriumphWound: false, triumphs: 0 });
    const ctx = buildMedicineCard({ netSuccess: 0, netAdvantage: 2, triumph: 1, despair: 0, succeeded: false }, patient());
    expect(ctx).toMatchObject({ canHeal: false, canTriumphWound: false, next: null, triumphs: 0, suffers: false });
    const html = render(ctx);
    expect(html).toContain(">EOTE.Combat.Medicine.Failed<");
    expect(html).not.toContain("<button");
  });

  it("a viewer who is neither GM nor owner sees the result but no button", () => {
    const html = render(buildMedicineCard(roll(2, -1, 1, 1), patient({ canAct: false })));
    expect(html).toContain(shownKey("EOTE.Combat.Medicine.Heals", { strain: 0, wounds: keyWithData("EOTE.Count.wound.other", { count: "2" }) }));
    expect(html).toContain(shownKey("EOTE.Combat.Medicine.Suffers", { strain: 1, wounds: 1 }));
    expect(html).not.toContain("<button");
  });

  it("a patient with nothing to heal and nothing to suffer gets no Heal button", () => {
    expect(buildMedicineCard(roll(3, 2), patient({ wounds: 0, strain: 0 })).canHeal).toBe(false);
  });
});

describe("card: threat and despair", () => {
  it("threat: 1 strain per net threat; the button reads Apply", () => {
    const ctx = buildMedicineCard(roll(2, -3), patient());
    expect(ctx).toMatchObject({ heal: { wounds: 2, strain: 0 }, suffer: { wounds: 0, strain: 3 }, suffers: true, canHeal: true, threatAsWounds: false });
    const html = render(ctx);
    expect(html).toContain(shownKey("EOTE.Combat.Medicine.Heals", { strain: 0, wounds: keyWithData("EOTE.Count.wound.other", { count: "2" }) }));
    expect(html).toContain(shownKey("EOTE.Combat.Medicine.Suffers", { strain: 3, wounds: 0 }));
    expect(healButton(html)).toBe("EOTE.Combat.Medicine.Apply");
  });

  it("despair: 1 wound each, beside the healing", () => {
    expect(buildMedicineCard(roll(2, 1, 0, 1), patient())).toMatchObject({ heal: { wounds: 2, strain: 1 }, suffer: { wounds: 1, strain: 0 }, suffers: true });
  });

  it("a patient without strain suffers threat as wounds, and the card says so", () => {
    const ctx = buildMedicineCard(roll(1, -2, 0, 1), rivalPatient(5));
    expect(ctx).toMatchObject({ heal: { wounds: 1, strain: 0 }, suffer: { wounds: 3, strain: 0 }, threatAsWounds: true });
    const html = render(ctx);
    // No strain track: the lines name wounds only (not "strain +0").
    expect(html).toContain(`${shownKey("EOTE.Combat.Medicine.HealsWounds", { wounds: keyWithData("EOTE.Count.wound.one", { count: "1" }) })}</p>`);
    expect(html).toContain(`${shownKey("EOTE.Combat.Medicine.SuffersWounds", { wounds: 3 })}</p>`);
    expect(html).not.toContain("&quot;strain&quot;");
    expect(html).not.toContain("and 0 strain");
    expect(html).toContain(">EOTE.Combat.Medicine.ThreatAsWounds<");
  });

  it("a failed check with threat or despair shows what the patient suffers and offers Apply, no triumph", () => {
    const ctx = buildMedicineCard(failed(-2, 1, 1), patient());
    expect(ctx).toMatchObject({ heal: { wounds: 0, strain: 0 }, suffer: { wounds: 1, strain: 2 }, canHeal: true, triumphs: 0, next: null, canTriumphWound: false });
    const html = render(ctx);
    expect(html).toContain(">EOTE.Combat.Medicine.Failed<");
    expect(html).toContain(shownKey("EOTE.Combat.Medicine.Suffers", { strain: 2, wounds: 1 }));
    expect(healButton(html)).toBe("EOTE.Combat.Medicine.Apply");
    expect(html).not.toMatch(/eoteTriumphWound|eoteTreatCritical|Triumphs left/);
  });

  it("after Apply: what was healed and suffered, in the past tense, Undo and no Apply", () => {
    const done = record({ healed: { wounds: 2, strain: 0 }, suffered: { wounds: 1, strain: 3 } });
    const ctx = buildMedicineCard(roll(2, -3, 0, 1), patient({ wounds: 6, strain: 7, record: done }));
    expect(ctx).toMatchObject({ healed: true, heal: { wounds: 2, strain: 0 }, suffer: { wounds: 1, strain: 3 }, canHeal: false, canUndo: true });
    const html = render(ctx);
    expect(html).toContain(shownKey("EOTE.Combat.Medicine.Healed", { strain: 0, wounds: keyWithData("EOTE.Count.wound.other", { count: "2" }) }));
    expect(html).toContain(shownKey("EOTE.Combat.Medicine.Suffered", { strain: 3, wounds: 1 }));
    expect(html).not.toContain('data-action="eoteHeal"');
    expect(html).toContain('data-action="eoteMedicineUndo"');
  });
});

describe("updates: Heal / Apply", () => {
  it("heals and suffers in one update; a character's strain goes up with threat", () => {
    const change = healUpdate("character", roll(2, -3, 0, 1), patient(), "m")!;
    // 7 − 2 + 1 = 6 wounds; 4 + 3 = 7 strain.
    expect(change.update).toEqual({
      "system.wounds.value": 6, "system.strain.value": 7,
      "flags.eote.medicineLog.m": record({ healed: { wounds: 2, strain: 0 }, suffered: { wounds: 1, strain: 3 }, change: { wounds: -1, strain: 3 } }),
    });
    expect(change.conscious).toBe(true);
    expect(healUpdate("character", roll(2, -3, 0, 1), patient({ record: change.record }), "m")).toBeNull();
  });

  it("a rival: wounds only, its threat among them", () => {
    const change = healUpdate("rival", roll(1, -2, 0, 1), rivalPatient(5), "m")!;
    // 5 − 1 + 2 threat + 1 despair = 7.
    expect(change.update).toEqual({
      "system.wounds.value": 7, "flags.eote.medicineLog.m": record({ healed: { wounds: 1, strain: 0 }, suffered: { wounds: 3, strain: 0 }, change: { wounds: 2, strain: 0 } }),
    });
    const healOnly = healUpdate("rival", roll(2, 5), rivalPatient(5), "m")!;
    expect(healOnly.update).toEqual({ "system.wounds.value": 3, "flags.eote.medicineLog.m": record({ healed: { wounds: 2, strain: 0 }, change: { wounds: -2, strain: 0 } }) });
  });

  it("a failed check applies only what it makes the patient suffer; with neither, nothing", () => {
    expect(healUpdate("character", failed(-2, 1), patient(), "m")!.update).toMatchObject({ "system.wounds.value": 8, "system.strain.value": 6 });
    expect(healUpdate("character", failed(3, 0), patient(), "m")).toBeNull();
  });

  it("conscious: within both thresholds after healing and suffering together", () => {
    // 15 wounds of 13 − 2 = 13: at the threshold, conscious; − 1 = 14: still out. Strain over its threshold keeps one out too.
    expect(healUpdate("character", roll(2, 0), patient({ wounds: 15 }), "m")!.conscious).toBe(true);
    expect(healUpdate("character", roll(1, 0), patient({ wounds: 15 }), "m")!.conscious).toBe(false);
    expect(healUpdate("character", roll(3, 1), patient({ wounds: 15, strain: 14 }), "m")!.conscious).toBe(false);
    expect(healUpdate("character", roll(3, 2), patient({ wounds: 15, strain: 14 }), "m")!.conscious).toBe(true);
    // Suffering can push a conscious patient out: 12 − 1 + 2 = 13 is in, + 3 = 14 is out; 11 strain + 2 threat = 13 of 12 is out.
    expect(healUpdate("character", roll(1, 0, 0, 2), patient({ wounds: 12 }), "m")!.conscious).toBe(true);
    expect(healUpdate("character", roll(1, 0, 0, 3), patient({ wounds: 12 }), "m")!.conscious).toBe(false);
    expect(healUpdate("character", roll(1, -2), patient({ wounds: 2, strain: 11 }), "m")!.conscious).toBe(false);
  });
});

describe("triumphs: +1 wound or a critical injury, one budget", () => {
  it("+1 wound heals one wound and counts it on the record", () => {
    const change = triumphWoundUpdate("character", roll(1, 0, 2), patient(), "m")!;
    expect(change.update).toEqual({ "system.wounds.value": 6, "system.strain.value": 4, "flags.eote.medicineLog.m": record({ triumphWounds: 1, change: { wounds: -1, strain: 0 } }) });
    const ctx = buildMedicineCard(roll(1, 0, 2), patient({ wounds: 6, record: change.record }));
    expect(ctx).toMatchObject({ triumphsLeft: 1, triumphWounds: 1, canTriumphWound: true, canHeal: true, canUndo: true });
    expect(ctx.next?.name).toBe("Minor Nick");
    const html = render(ctx);
    expect(html).toContain(shownKey("EOTE.Combat.Medicine.Triumphs", { count: 2, left: 1 }));
    expect(html).toContain(shownKey("EOTE.Combat.Medicine.TriumphHealed", { count: 1 }));
  });

  it("a wound and a critical spend the two triumphs: neither button remains", () => {
    const spent = record({ triumphWounds: 1, criticals: [nick] });
    const p = patient({ wounds: 6, record: spent });
    expect(buildMedicineCard(roll(1, 0, 2), p)).toMatchObject({ triumphsLeft: 0, canTriumphWound: false, next: null });
    expect(triumphWoundUpdate("character", roll(1, 0, 2), p, "m")).toBeNull();
    const twoCrits = patient({ record: record({ criticals: [nick, { ...nick, itemId: "i2" }] }) });
    expect(buildMedicineCard(roll(1, 0, 2), twoCrits)).toMatchObject({ triumphsLeft: 0, canTriumphWound: false });
    const twoWounds = patient({ record: record({ triumphWounds: 2 }) });
    expect(buildMedicineCard(roll(1, 0, 2), twoWounds).next).toBeNull();
  });

  it("no +1 wound when the patient has no wound left after the pending healing, or none at all", () => {
    expect(buildMedicineCard(roll(3, 0, 1), patient({ wounds: 3 })).canTriumphWound).toBe(false);
    expect(buildMedicineCard(roll(3, 0, 1), patient({ wounds: 4 })).canTriumphWound).toBe(true);
    const healed = patient({ wounds: 0, record: record({ healed: { wounds: 3, strain: 0 } }) });
    expect(buildMedicineCard(roll(3, 0, 1), healed).canTriumphWound).toBe(false);
    expect(triumphWoundUpdate("character", roll(3, 0, 1), healed, "m")).toBeNull();
  });

  it("a failed check's triumph buys nothing", () => {
    expect(triumphWoundUpdate("character", failed(0, 0, 1), patient(), "m")).toBeNull();
  });

  it("+1 wound before or after Apply ends at the same wounds", () => {
    const r = roll(3, 0, 1, 1);
    // Triumph first: 3 → 2; Apply then heals 3 of 2 + 1 despair → 0.
    const first = triumphWoundUpdate("character", r, patient({ wounds: 3 }), "m")!;
    const thenApply = healUpdate("character", r, patient({ wounds: 2, record: first.record }), "m")!;
    expect(thenApply.update["system.wounds.value"]).toBe(0);
    // Apply first: 3 − 3 + 1 = 1; the triumph then → 0.
    const apply = healUpdate("character", r, patient({ wounds: 3 }), "m")!;
    expect(apply.update["system.wounds.value"]).toBe(1);
    expect(triumphWoundUpdate("character", r, patient({ wounds: 1, record: apply.record }), "m")!.update["system.wounds.value"]).toBe(0);
  });
});

describe("Undo", () => {
  it("takes the card's change off the tracks as they are now", () => {
    // Healed 2, suffered 1 wound and 3 strain, one triumph wound: a change of −2 wounds, +3 strain.
    const done = record({
      healed: { wounds: 2, strain: 0 }, suffered: { wounds: 1, strain: 3 }, triumphWounds: 1, criticals: [nick], woke: [{ _id: "e1" }],
      change: { wounds: -2, strain: 3 },
    });
    // Hurt again since: 6 wounds, 5 strain. Wounds 6 + 2 + 1 − 1 = 8; strain 5 − 3 = 2.
    expect(medicineUndo("character", { wounds: 6, strain: 5 }, "m", done)).toEqual({
      update: { "flags.eote.medicineLog.-=m": null, "system.wounds.value": 8, "system.strain.value": 2 },
      recreate: [{ _id: "i1" }], restoreEffects: [{ _id: "e1" }],
    });
  });

  it("never below 0; a rival's threat wounds taken back; triumph wounds alone", () => {
    const done = record({ healed: { wounds: 0, strain: 0 }, suffered: { wounds: 1, strain: 3 }, change: { wounds: 1, strain: 3 } });
    // Wounds 0 − 1 stays 0 (unchanged, not written); strain 1 − 3 stops at 0.
    expect(medicineUndo("character", { wounds: 0, strain: 1 }, "m", done).update).toEqual({
      "flags.eote.medicineLog.-=m": null, "system.strain.value": 0,
    });
    const rivalDone = record({ healed: { wounds: 1, strain: 0 }, suffered: { wounds: 3, strain: 0 }, change: { wounds: 2, strain: 0 } });
    expect(medicineUndo("rival", { wounds: 7, strain: null }, "m", rivalDone).update).toEqual({
      "flags.eote.medicineLog.-=m": null, "system.wounds.value": 5,
    });
    expect(medicineUndo("character", { wounds: 4, strain: 2 }, "m", record({ triumphWounds: 2, change: { wounds: -2, strain: 0 } })).update).toEqual({
      "flags.eote.medicineLog.-=m": null, "system.wounds.value": 6,
    });
  });
});

describe("records of the older version", () => {
  const old = { healed: { wounds: 3, strain: 0 }, criticals: [nick], woke: [] };

  it("read with nothing suffered and no triumph wound, their change from what they healed", () => {
    expect(readMedicineRecord(old)).toEqual({
      healed: { wounds: 3, strain: 0 }, suffered: { wounds: 0, strain: 0 }, triumphWounds: 0, criticals: [nick], woke: [], change: { wounds: -3, strain: 0 },
    });
    expect(readMedicineRecord({ ...old, suffered: { wounds: 1, strain: 2 }, triumphWounds: 1 })!.change).toEqual({ wounds: -3, strain: 2 });
    expect(readMedicineRecord({ criticals: [] })).toEqual(emptyMedicineRecord());
    expect(readMedicineRecord({ healed: { wounds: "x" }, criticals: [], suffered: { wounds: -1, strain: 0 }, triumphWounds: 1.5 })).toEqual(emptyMedicineRecord());
    expect(readMedicineRecord("x")).toBeNull();
    expect(readMedicineRecord({ healed: null })).toBeNull();
  });

  it("a card healed by the older version shows its healing, never applies the threat it ignored, and undoes what it did", () => {
    const p = patient({ wounds: 4, record: readMedicineRecord(old) });
    const ctx = buildMedicineCard(roll(3, -2, 2), p);
    expect(ctx).toMatchObject({ healed: true, heal: { wounds: 3, strain: 0 }, suffers: false, canHeal: false, triumphsLeft: 1, canUndo: true });
    expect(render(ctx)).not.toContain("EOTE.Combat.Medicine.Suffer");
    expect(healUpdate("character", roll(3, -2, 2), p, "m")).toBeNull();
    expect(medicineUndo("character", p, "m", p.record!).update).toEqual({ "flags.eote.medicineLog.-=m": null, "system.wounds.value": 7 });
  });
});
