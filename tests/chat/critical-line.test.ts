// One critical as every card names it (the attack card, the hazard card): severity and one-line effect.
import { describe, expect, it } from "vitest";
import { criticalLine } from "../../module/chat/critical-line.ts";

describe("a critical's line on a card", () => {
  it("keeps the severity rolled, else takes its table row's; the effect from the row", () => {
    const entry = { severity: 3, effect: "Cannot see." };
    // A hazard's record keeps no severity: the row's.
    expect(criticalLine({ name: "Blinded", total: 120 }, entry)).toEqual({
      name: "Blinded", total: 120, severityKey: "EOTE.Combat.Severity.hard", effect: "Cannot see.", effectKey: "",
    });
    // An attack's record keeps the severity it was rolled with.
    expect(criticalLine({ name: "Blinded", total: 120, severity: 2 }, entry).severityKey).toBe("EOTE.Combat.Severity.average");
    // No table to read: no effect, and the severity as rolled (none: its label says so).
    expect(criticalLine({ name: "Blinded", total: 120 })).toMatchObject({ severityKey: "EOTE.Combat.Severity.none", effect: null });
  });

  it("a vehicle critical hit says what it does by its row key, never by a key it does not know", () => {
    expect(criticalLine({ name: "Fire!", total: 141, severity: 4, vehicleKey: "fire" }).effectKey).toBe("EOTE.VehicleCrit.Card.Effect.fire");
    expect(criticalLine({ name: "Fire!", total: 141, severity: 4, vehicleKey: "<b>" }).effectKey).toBe("");
  });
});
