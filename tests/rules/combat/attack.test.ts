import { describe, expect, it } from "vitest";
import { EoteError } from "../../../module/dice/errors.ts";
import { emptyPool } from "../../../module/dice/types.ts";
import { buildAttackPool, type AttackInput } from "../../../module/rules/combat/attack.ts";
import {
  AVERAGE_PC, BLASTER_PISTOL, HEAVY_BLASTER_RIFLE, HEAVY_REPEATING_BLASTER, LARGE_IMPROVISED, MISSILE_TUBE, VIBROKNIFE,
} from "../fixtures.ts";

const noDefence = { defence: { melee: 0, ranged: 0 } };
const input = (over: Partial<AttackInput> & Pick<AttackInput, "weapon" | "range">): AttackInput =>
  ({ characteristics: AVERAGE_PC, skillRank: 2, target: noDefence, ...over });
const keys = (i: AttackInput) => buildAttackPool(i).notes.map((n) => n.key.replace("EOTE.Combat.Note.", ""));

function errorKey(fn: () => unknown): string | undefined {
  try { fn(); } catch (e) { return e instanceof EoteError ? e.key : "not an EoteError"; }
  return undefined;
}

describe("buildAttackPool", () => {
  it("a target easier to hit (seed 002 vehicle threat row: -d to checks against the vehicle): one difficulty die fewer, none below 0", () => {
    const easier = { ...noDefence, easierToHit: true };
    const r = buildAttackPool(input({ weapon: BLASTER_PISTOL, range: "medium", target: easier }));
    expect(r.pool.difficulty).toBe(1);
    expect(keys(input({ weapon: BLASTER_PISTOL, range: "medium", target: easier }))).toContain("EasierToHit");
    expect(buildAttackPool(input({ weapon: BLASTER_PISTOL, range: "medium" })).pool.difficulty).toBe(2);
    // Never below 0: the difficulty a tiny ship has against a large one loses at most what it has.
    const vehicle = { attackerSilhouette: 1, targetSilhouette: 6 };
    const base = buildAttackPool(input({ weapon: BLASTER_PISTOL, range: "short", vehicle })).pool.difficulty;
    expect(buildAttackPool(input({ weapon: BLASTER_PISTOL, range: "short", vehicle, target: easier })).pool.difficulty).toBe(Math.max(0, base - 1));
  });

  it("Heavy Blaster Rifle on auto-fire at long range, Brawn 2 against Cumbersome 3, target ranged defence 1", () => {
    const r = buildAttackPool(input({
      weapon: HEAVY_BLASTER_RIFLE, range: "long", autoFire: true, target: { defence: { melee: 0, ranged: 1 } },
    }));
    // Agility 3, rank 2: 2 proficiency + 1 ability; Hard (3) +1 auto-fire +1 cumbersome shortfall.
    expect(r.pool).toEqual({ ...emptyPool(), proficiency: 2, ability: 1, difficulty: 5, setback: 1 });
    expect(r.difficulty).toBe(5);
    expect(r.attack).toBe("ranged");
    expect(r.notes.map((n) => n.key.replace("EOTE.Combat.Note.", ""))).toEqual(["Skill", "Range.long", "AutoFire", "Cumbersome", "RangedDefence"]);
    expect(r.notes[3]?.data).toEqual({ rating: 3, brawn: 2, modifier: 1 });
    expect(r.notes[0]?.data).toEqual({ skill: "EOTE.Skill.rangedHeavy", characteristic: "EOTE.Characteristic.agility", value: 3, rank: 2 });
  });

  it("Cumbersome met exactly adds nothing; a larger shortfall adds its difference", () => {
    const strong = { ...AVERAGE_PC, brawn: 3 };
    expect(buildAttackPool(input({ weapon: HEAVY_BLASTER_RIFLE, range: "short", characteristics: strong })).pool.difficulty).toBe(1);
    // Large improvised weapon, Cumbersome 4 vs Brawn 2: Average +2.
    expect(buildAttackPool(input({ weapon: LARGE_IMPROVISED, range: "engaged" })).pool.difficulty).toBe(4);
  });

  it("Unwieldy compares with Agility", () => {
    const w = { ...BLASTER_PISTOL, qualities: [{ key: "unwieldy", rating: 4 }] };
    expect(buildAttackPool(input({ weapon: w, range: "short" })).pool.difficulty).toBe(2);
    expect(keys(input({ weapon: w, range: "short" }))).toContain("Unwieldy");
  });

  it("difficulty past Formidable keeps adding dice", () => {
    const weak = { ...AVERAGE_PC, brawn: 1 };
    expect(buildAttackPool(input({ weapon: MISSILE_TUBE, range: "extreme", characteristics: weak })).pool.difficulty).toBe(6);
  });

  it("a pistol fired while engaged is Average; no Gunnery while engaged", () => {
    const r = buildAttackPool(input({ weapon: BLASTER_PISTOL, range: "engaged" }));
    expect(r.pool.difficulty).toBe(2);
    expect(r.notes.map((n) => n.key)).toContain("EOTE.Combat.Note.EngagedRanged");
    expect(errorKey(() => buildAttackPool(input({ weapon: HEAVY_REPEATING_BLASTER, range: "engaged" }))))
      .toBe("EOTE.Combat.Error.GunneryEngaged");
  });

  it("melee attacks roll against melee defence, ranged against ranged", () => {
    const target = { defence: { melee: 2, ranged: 1 } };
    expect(buildAttackPool(input({ weapon: VIBROKNIFE, range: "engaged", target })).pool.setback).toBe(2);
    expect(buildAttackPool(input({ weapon: BLASTER_PISTOL, range: "short", target })).pool.setback).toBe(1);
  });

  it("melee pools use Brawn", () => {
    const r = buildAttackPool(input({ weapon: VIBROKNIFE, range: "engaged", skillRank: 1 }));
    expect(r.pool).toMatchObject({ proficiency: 1, ability: 1, difficulty: 2 });
    expect(r.attack).toBe("melee");
  });

  it("prone: melee attacker gets a boost against a prone target, ranged a setback; a prone attacker's melee a setback", () => {
    const prone = { ...noDefence, statuses: ["prone"] as const };
    expect(buildAttackPool(input({ weapon: VIBROKNIFE, range: "engaged", target: { ...prone, statuses: ["prone"] } })).pool)
      .toMatchObject({ boost: 1, setback: 0 });
    expect(buildAttackPool(input({ weapon: BLASTER_PISTOL, range: "short", target: { ...prone, statuses: ["prone"] } })).pool)
      .toMatchObject({ boost: 0, setback: 1 });
    expect(buildAttackPool(input({ weapon: VIBROKNIFE, range: "engaged", attacker: { statuses: ["prone"] } })).pool.setback).toBe(1);
    expect(buildAttackPool(input({ weapon: BLASTER_PISTOL, range: "short", attacker: { statuses: ["prone"] } })).pool.setback).toBe(0);
  });

  it("disoriented, guarded stance and over-encumbrance add setback; staggered adds nothing", () => {
    const r = buildAttackPool(input({
      weapon: BLASTER_PISTOL, range: "short",
      attacker: { statuses: ["disoriented", "staggered"], guardedStance: true, encumbranceSetback: 1 },
    }));
    expect(r.pool.setback).toBe(3);
    expect(r.notes.map((n) => n.key.replace("EOTE.Combat.Note.", ""))).toEqual(["Skill", "Range.short", "GuardedStance", "Own.disoriented", "Encumbered"]);
  });

  it("aiming gives one boost per maneuver, at most two", () => {
    expect(buildAttackPool(input({ weapon: BLASTER_PISTOL, range: "short", attacker: { aim: 2 } })).pool.boost).toBe(2);
    expect(errorKey(() => buildAttackPool(input({ weapon: BLASTER_PISTOL, range: "short", attacker: { aim: 3 } }))))
      .toBe("EOTE.Combat.Error.BadAim");
  });

  it("Accurate adds boost, Inaccurate setback, per rating; Superior/Inferior add automatic symbols", () => {
    const w = { ...BLASTER_PISTOL, qualities: [{ key: "accurate", rating: 2 }, { key: "inaccurate", rating: 1 }, { key: "superior", rating: null }] };
    const r = buildAttackPool(input({ weapon: w, range: "short" }));
    expect(r.pool).toMatchObject({ boost: 2, setback: 1, symbols: { advantage: 1 } });
    const inferior = { ...BLASTER_PISTOL, qualities: [{ key: "inferior", rating: null }] };
    expect(buildAttackPool(input({ weapon: inferior, range: "short" })).pool.symbols).toEqual({ threat: 1 });
    expect(buildAttackPool(input({ weapon: BLASTER_PISTOL, range: "short" })).pool.symbols).toBeUndefined();
  });

  it("auto-fire needs the quality", () => {
    expect(errorKey(() => buildAttackPool(input({ weapon: BLASTER_PISTOL, range: "short", autoFire: true }))))
      .toBe("EOTE.Combat.Error.NoAutoFire");
  });

  it("a minion group rolls its group rank", () => {
    // Three minions standing: rank 2 in the group skill; Agility 2 → 2 proficiency.
    const r = buildAttackPool(input({ weapon: BLASTER_PISTOL, range: "medium", characteristics: { ...AVERAGE_PC, agility: 2 }, skillRank: 2 }));
    expect(r.pool).toMatchObject({ proficiency: 2, ability: 0, difficulty: 2 });
    expect(errorKey(() => buildAttackPool(input({ weapon: BLASTER_PISTOL, range: "short", skillRank: 13 })))).toBe("EOTE.Combat.Error.BadRank");
    expect(errorKey(() => buildAttackPool(input({ weapon: BLASTER_PISTOL, range: "short", skillRank: 1.5 })))).toBe("EOTE.Combat.Error.BadRank");
  });

  it("an adversary attacks at a rank past 5, with the characteristic its profile gives the skill", () => {
    // Brawl 7 with Brawn 4: four proficiency, three ability (published creature profiles go past 5).
    const claws = { ...BLASTER_PISTOL, skill: "brawl" as const, range: "engaged" as const, qualities: [] };
    expect(buildAttackPool(input({ weapon: claws, range: "engaged", characteristics: { ...AVERAGE_PC, brawn: 4 }, skillRank: 7 })).pool)
      .toMatchObject({ proficiency: 4, ability: 3 });
    // Lightsaber on Willpower 4 instead of Brawn 2: rank 3 → three proficiency, one ability.
    const saber = { ...claws, skill: "lightsaber" as const };
    const chars = { ...AVERAGE_PC, brawn: 2, willpower: 4 };
    expect(buildAttackPool(input({ weapon: saber, range: "engaged", characteristics: chars, skillRank: 3, characteristicId: "willpower" })).pool)
      .toMatchObject({ proficiency: 3, ability: 1 });
    expect(buildAttackPool(input({ weapon: saber, range: "engaged", characteristics: chars, skillRank: 3 })).pool)
      .toMatchObject({ proficiency: 2, ability: 1 });
  });

  it("vehicle attacks take difficulty from silhouettes, not range", () => {
    const r = buildAttackPool(input({
      weapon: HEAVY_REPEATING_BLASTER, range: "engaged", vehicle: { attackerSilhouette: 3, targetSilhouette: 5 },
      target: { defence: { melee: 0, ranged: 2 } },
    }));
    expect(r.pool).toMatchObject({ difficulty: 1 + 3, setback: 2 }); // Easy + Cumbersome 5 vs Brawn 2.
    expect(r.notes[1]).toEqual({ key: "EOTE.Combat.Note.Silhouette.1", data: { attacker: 3, target: 5 } });
  });

  it("Stun setting: only on weapons that have it, and at short range at most", () => {
    const r = buildAttackPool(input({ weapon: BLASTER_PISTOL, range: "short", stunSetting: true }));
    expect(r.notes.map((n) => n.key)).toContain("EOTE.Combat.Note.StunSetting");
    expect(errorKey(() => buildAttackPool(input({ weapon: BLASTER_PISTOL, range: "medium", stunSetting: true }))))
      .toBe("EOTE.Combat.Error.StunSettingRange");
    expect(errorKey(() => buildAttackPool(input({ weapon: HEAVY_BLASTER_RIFLE, range: "short", stunSetting: true }))))
      .toBe("EOTE.Combat.Error.NoStunSetting");
  });

  it("bad input loses nothing: the same input can be corrected and rebuilt", () => {
    const bad = input({ weapon: BLASTER_PISTOL, range: "long" });
    expect(errorKey(() => buildAttackPool(bad))).toBe("EOTE.Combat.Error.OutOfRange");
    expect(buildAttackPool({ ...bad, range: "medium" }).pool.difficulty).toBe(2);
  });

  it("refuses negative or fractional defence and encumbrance", () => {
    expect(errorKey(() => buildAttackPool(input({ weapon: BLASTER_PISTOL, range: "short", target: { defence: { melee: 0, ranged: -1 } } }))))
      .toBe("EOTE.Combat.Error.BadValue");
    expect(errorKey(() => buildAttackPool(input({ weapon: BLASTER_PISTOL, range: "short", attacker: { encumbranceSetback: 0.5 } }))))
      .toBe("EOTE.Combat.Error.BadValue");
  });
});
