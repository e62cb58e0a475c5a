import { describe, expect, it } from "vitest";
import { validateSystemData } from "../../module/data/spec/index.ts";
import { CURRENT_SCHEMA_VERSION, MIGRATIONS, migrateSystem, reshapeSystem } from "../../module/migrations/migrations.ts";
import { qualityRefFrom, skillIdFrom } from "../../module/migrations/normalise.ts";
import { character, minion, vehicle } from "../fixtures/actors.ts";
import { blaster } from "../fixtures/items.ts";

describe("migration list", () => {
  it("is numbered in order, and the current version is the last", () => {
    const versions = MIGRATIONS.map((m) => m.version);
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
    expect(new Set(versions).size).toBe(versions.length);
    expect(CURRENT_SCHEMA_VERSION).toBe(versions.at(-1));
  });

  it("leaves current data untouched", () => {
    for (const [type, data] of [["character", character()], ["minion", minion()], ["vehicle", vehicle()]] as const) {
      const copy = structuredClone(data);
      expect(migrateSystem("Actor", type, copy)).toBe(false);
      expect(copy).toEqual(data);
    }
    const w = blaster();
    expect(migrateSystem("Item", "weapon", w)).toBe(false);
  });
});

describe("migration 1: stable ids and numbers", () => {
  it("reads skill names, quality strings and numbers written as text", () => {
    const legacy: Record<string, unknown> = {
      ...blaster(),
      skill: "Ranged (Light)",
      damage: "6",
      crit: "3",
      qualities: ["Stun Setting", "Pierce 2", "Glowing 1"],
    };
    expect(migrateSystem("Item", "weapon", legacy, 0)).toBe(true);
    expect(legacy).toMatchObject({
      skill: "rangedLight", damage: 6, crit: 3,
      qualities: [{ key: "stunSetting", rating: null }, { key: "pierce", rating: 2 }, { key: "Glowing", rating: 1 }],
    });
    // The unknown quality is kept, not dropped.
    expect((legacy["qualities"] as unknown[]).length).toBe(3);
  });

  it("turns minion group skill names into ids and nested numbers into numbers", () => {
    const m: Record<string, unknown> = { ...minion(), groupSkills: ["Ranged: Heavy", "Knowledge (Core Worlds)"], wounds: { value: "2", threshold: "5" } };
    migrateSystem("Actor", "minion", m);
    expect(m["groupSkills"]).toEqual(["rangedHeavy", "coreWorlds"]);
    expect(m["wounds"]).toEqual({ value: 2, threshold: 5 });
    expect(validateSystemData("Actor", "minion", m)).toEqual([]);
  });

  it("never drops what it does not understand", () => {
    const c: Record<string, unknown> = { ...character(), credits: "lots", homebrew: { sabacc: 3 } };
    migrateSystem("Actor", "character", c);
    expect(c["credits"]).toBe("lots");
    expect(c["homebrew"]).toEqual({ sabacc: 3 });
  });

  it("normalises names on letters only", () => {
    expect(skillIdFrom("Piloting (Space)")).toBe("pilotingSpace");
    expect(skillIdFrom("xenology")).toBe("xenology");
    expect(skillIdFrom("Blasters")).toBeUndefined();
    expect(qualityRefFrom("Auto-fire")).toEqual({ key: "autoFire", rating: null });
  });
});

describe("migration 2: track thresholds", () => {
  it("copies max into a missing threshold, keeps max, and is idempotent", () => {
    const v: Record<string, unknown> = { ...vehicle(), hullTrauma: { value: 3, max: 22 } };
    expect(migrateSystem("Actor", "vehicle", v, 1)).toBe(true);
    expect(v["hullTrauma"]).toEqual({ value: 3, max: 22, threshold: 22 });
    expect(migrateSystem("Actor", "vehicle", v, 1)).toBe(false);
  });

  it("runs only migrations newer than the given version", () => {
    const w: Record<string, unknown> = { ...blaster(), skill: "Ranged (Light)" };
    expect(migrateSystem("Item", "weapon", w, 1)).toBe(false);
    expect(w["skill"]).toBe("Ranged (Light)");
  });
});

describe("migration 3: droid flag", () => {
  const run = (type: string, system: Record<string, unknown>) => {
    const changed = migrateSystem("Actor", type, system, 2);
    return { changed, system };
  };

  it("reads a character's species once: droids by name, in any case, and everyone else not", () => {
    const { droid: _ignored, ...old } = character();
    expect(run("character", { ...old, species: "Protocol Droid" }).system["droid"]).toBe(true);
    expect(run("character", { ...old, species: "droideka" }).system["droid"]).toBe(true);
    expect(run("character", { ...old, species: "Human" }).system["droid"]).toBe(false);
    const migrated = run("character", { ...old, species: "Droid" }).system;
    expect(validateSystemData("Actor", "character", migrated)).toEqual([]);
  });

  it("gives adversaries the flag unset, and never clears a flag that is set", () => {
    const { droid: _ignored, ...group } = minion();
    expect(run("minion", { ...group })).toEqual({ changed: true, system: { ...group, droid: false } });
    expect(run("character", { ...character(), species: "Human", droid: true })).toMatchObject({ changed: false, system: { droid: true } });
    expect(run("vehicle", { ...vehicle() }).changed).toBe(false);
    expect(MIGRATIONS.at(-1)!.version).toBe(CURRENT_SCHEMA_VERSION);
  });

  it("reads a cleaned source, where a flag the stored data never had reads false", () => {
    // The runner reads toObject(): Foundry fills every schema field, so the missing flag is `false`.
    expect(run("character", { ...character(), species: "Protocol Droid", droid: false }))
      .toMatchObject({ changed: true, system: { droid: true } });
    expect(run("character", { ...character(), species: "Human", droid: false }).changed).toBe(false);
  });

  it("is whole-document only: the partial-safe part leaves the flag alone", () => {
    const { droid: _ignored, ...old } = character();
    const system: Record<string, unknown> = { ...old, species: "Protocol Droid" };
    expect(reshapeSystem("Actor", "character", system, 2)).toBe(false);
    expect(system).not.toHaveProperty("droid");
  });
});

describe("migration 7: numbers within their caps", () => {
  it("brings values past a cap or below a floor within range, at any depth, and is idempotent", () => {
    const pc: Record<string, unknown> = {
      ...character(), soakBonus: 1e308, credits: Infinity, defenceBonus: { melee: -500, ranged: 2 },
      xp: { total: 1e12, available: 10, ledger: [] }, obligations: [{ type: "Debt", magnitude: 1e9, notes: "" }],
    };
    expect(migrateSystem("Actor", "character", pc, 6)).toBe(true);
    expect(pc).toMatchObject({ soakBonus: 99, credits: 10_000_000_000, defenceBonus: { melee: -99, ranged: 2 }, xp: { total: 100_000, available: 10 } });
    expect((pc["obligations"] as { magnitude: number }[])[0]!.magnitude).toBe(999);
    expect(validateSystemData("Actor", "character", pc)).toEqual([]);
    expect(migrateSystem("Actor", "character", pc, 6)).toBe(false);
    const w: Record<string, unknown> = { ...blaster(), price: 1e308, qualities: [{ key: "pierce", rating: 1e6 }] };
    expect(migrateSystem("Item", "weapon", w, 6)).toBe(true);
    expect(w).toMatchObject({ price: 10_000_000_000, qualities: [{ key: "pierce", rating: 99 }] });
  });

  it("is whole-document only: an update diff's 1e308 reaches the schema, which refuses it by name", () => {
    const diff: Record<string, unknown> = { soakBonus: 1e308 };
    reshapeSystem("Actor", "character", diff, 6);
    expect(diff["soakBonus"]).toBe(1e308);
    const issues = validateSystemData("Actor", "character", { ...character(), soakBonus: 1e308 });
    expect(issues.map((i) => [i.path, i.key])).toEqual([["soakBonus", "EOTE.Error.Validation.AboveMax"]]);
  });
});
