// Migration 4: a character's single obligation and motivation become lists, a talent's `active` flag its
// activation; nothing is lost, present keys only (update diffs too), and it runs once.
import { describe, expect, it } from "vitest";
import { migrateSystem, reshapeSystem } from "../../module/migrations/migrations.ts";
import { legacyListWrite } from "../../module/migrations/lists.ts";
import { validateSystemData } from "../../module/data/validate.ts";
import { character } from "../fixtures/actors.ts";

function oldCharacter() {
  const { obligations: _o, duties: _d, motivations: _m, ...rest } = character();
  return { ...rest, obligation: { type: "Debt", value: "10" }, motivation: " Wealth " } as Record<string, unknown>;
}

describe("migration 4", () => {
  it("turns an older character's obligation and motivation into one entry each, keeping every value", () => {
    const system = oldCharacter();
    expect(migrateSystem("Actor", "character", system, 3)).toBe(true);
    expect(system["obligations"]).toEqual([{ type: "Debt", magnitude: 10, notes: "" }]);
    expect(system["motivations"]).toEqual([{ kind: "desire", text: "Wealth" }]);
    expect(system).not.toHaveProperty("obligation");
    expect(system).not.toHaveProperty("motivation");
    expect(validateSystemData("Actor", "character", { ...system, duties: [] })).toEqual([]);
    // Idempotent.
    expect(migrateSystem("Actor", "character", system, 3)).toBe(false);
  });

  it("an empty obligation and motivation become empty lists", () => {
    const system: Record<string, unknown> = { ...oldCharacter(), obligation: { type: "", value: 0 }, motivation: "" };
    migrateSystem("Actor", "character", system, 3);
    expect(system["obligations"]).toEqual([]);
    expect(system["motivations"]).toEqual([]);
  });

  it("a talent's active flag becomes its activation", () => {
    const active: Record<string, unknown> = { description: "", ranked: false, rank: 0, active: true };
    const passive: Record<string, unknown> = { description: "", ranked: true, rank: 2, active: false };
    migrateSystem("Item", "talent", active, 3);
    migrateSystem("Item", "talent", passive, 3);
    expect(active).toEqual({ description: "", ranked: false, rank: 0, activation: "activeAction" });
    expect(passive).toEqual({ description: "", ranked: true, rank: 2, activation: "passive" });
  });

  it("on an update diff it reshapes only what is there", () => {
    const diff: Record<string, unknown> = { credits: 5 };
    expect(reshapeSystem("Actor", "character", diff)).toBe(false);
    expect(diff).toEqual({ credits: 5 });
    // Part of the old object (a macro setting system.obligation.value) cannot say which entry it meant:
    // its legacy key is dropped and the character's list is left alone.
    const old: Record<string, unknown> = { obligation: { value: 15 } };
    reshapeSystem("Actor", "character", old);
    expect(old).toEqual({});
    const talent: Record<string, unknown> = { rank: 3 };
    expect(reshapeSystem("Item", "talent", talent)).toBe(false);
  });
});

describe("an old-style write of the single obligation or motivation, read against the character's lists", () => {
  const stored = { obligations: [{ type: "Debt", magnitude: 10, notes: "" }], motivations: [] };

  it("a whole obligation and a motivation text become one more entry each; other keys are left alone", () => {
    expect(legacyListWrite({ obligation: { type: "Family", value: "5" }, motivation: " Revenge ", credits: 3 }, stored)).toEqual({
      system: {
        credits: 3,
        obligations: [{ type: "Debt", magnitude: 10, notes: "" }, { type: "Family", magnitude: 5, notes: "" }],
        motivations: [{ kind: "desire", text: "Revenge" }],
      },
      added: ["obligation", "motivation"], refused: [],
    });
  });

  it("part of the obligation, an empty one, or lists unknown: refused, and no list is written", () => {
    expect(legacyListWrite({ obligation: { value: 15 } }, stored)).toEqual({ system: {}, added: [], refused: ["obligation"] });
    expect(legacyListWrite({ obligation: { type: "", value: 0 }, motivation: "" }, stored)).toEqual({ system: {}, added: [], refused: ["obligation", "motivation"] });
    expect(legacyListWrite({ obligation: { type: "Debt", value: 5 } }, null)).toEqual({ system: {}, added: [], refused: ["obligation"] });
  });
});
