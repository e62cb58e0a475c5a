import { describe, expect, it } from "vitest";
import { baseDamage, hitFor, qualityHit, resolveAttack, statusFromQuality, UNARMED, type AttackRoll } from "../../../module/rules/combat/attack-result.ts";
import { BLASTER_PISTOL, BOWCASTER, HEAVY_BLASTER_RIFLE, LIGHTSABER, MISSILE_TUBE, SHOCK_GLOVES, STUN_GRENADE, VIBRO_AX, VIBROKNIFE } from "../fixtures.ts";

const roll = (netSuccess: number, netAdvantage = 0, triumph = 0, despair = 0): AttackRoll =>
  ({ netSuccess, netAdvantage, triumph, despair, succeeded: netSuccess > 0 });

describe("damage (seed 001: each net success adds 1 damage)", () => {
  it("Brawl and Melee weapons add Brawn", () => {
    expect(baseDamage(VIBROKNIFE, 3)).toBe(4);
    expect(baseDamage(UNARMED, 3)).toBe(3);
    expect(resolveAttack({ roll: roll(2), weapon: VIBROKNIFE, brawn: 3, scale: "personal" }).damage).toBe(6);
  });
  it("ranged weapons deal flat damage", () => {
    expect(resolveAttack({ roll: roll(3), weapon: HEAVY_BLASTER_RIFLE, brawn: 5, scale: "personal" }).damage).toBe(13);
  });
  it("Superior adds 1, Inferior takes 1 away", () => {
    const sup = { ...VIBROKNIFE, qualities: [...VIBROKNIFE.qualities, { key: "superior", rating: null }] };
    const inf = { ...VIBROKNIFE, qualities: [{ key: "inferior", rating: null }] };
    expect(baseDamage(sup, 2)).toBe(4);
    expect(baseDamage(inf, 2)).toBe(2);
  });
  it("a miss deals nothing and offers no crit", () => {
    const r = resolveAttack({ roll: roll(0, 5, 0), weapon: VIBROKNIFE, brawn: 3, scale: "personal" });
    expect(r).toMatchObject({ hit: false, damage: 0, critical: { cost: 2, times: 0 } });
  });
});

describe("critical injuries", () => {
  it("need advantage equal to the crit rating, or a triumph", () => {
    const at = (adv: number, tri = 0) =>
      resolveAttack({ roll: roll(1 + tri, adv, tri), weapon: HEAVY_BLASTER_RIFLE, brawn: 2, scale: "personal" }).critical.times;
    expect(at(2)).toBe(0);
    expect(at(3)).toBe(1);
    expect(at(5)).toBe(1);
    expect(at(6)).toBe(2);
    expect(at(0, 1)).toBe(1);
    expect(at(3, 1)).toBe(2);
  });
  it("crit rating 1 (lightsaber) and none at all (stun grenade)", () => {
    expect(resolveAttack({ roll: roll(1, 1), weapon: LIGHTSABER, brawn: 2, scale: "personal" }).critical.times).toBe(1);
    expect(resolveAttack({ roll: roll(1, 9, 1), weapon: STUN_GRENADE, brawn: 2, scale: "personal" }).critical)
      .toEqual({ cost: null, times: 0 });
  });
});

describe("qualities that can trigger (seed 002 ITEM QUALITIES)", () => {
  it("Auto-fire offers an extra hit per 2 advantage, only when fired on auto-fire", () => {
    const on = resolveAttack({ roll: roll(1, 5), weapon: HEAVY_BLASTER_RIFLE, brawn: 2, scale: "personal", autoFire: true });
    expect(on.qualities).toEqual([{ key: "autoFire", rating: 1, cost: 2, times: 2 }]);
    const off = resolveAttack({ roll: roll(1, 5), weapon: HEAVY_BLASTER_RIFLE, brawn: 2, scale: "personal" });
    expect(off.qualities).toEqual([]);
  });
  it("Linked triggers at most its rating", () => {
    const linked = { ...HEAVY_BLASTER_RIFLE, qualities: [{ key: "linked", rating: 1 }] };
    expect(resolveAttack({ roll: roll(1, 6), weapon: linked, brawn: 2, scale: "vehicle" }).qualities)
      .toEqual([{ key: "linked", rating: 1, cost: 2, times: 1 }]);
  });
  it("Knockdown costs 2 plus 1 per target silhouette beyond 1", () => {
    const at = (adv: number, sil: number) =>
      resolveAttack({ roll: roll(1, adv), weapon: BOWCASTER, brawn: 2, scale: "personal", targetSilhouette: sil }).qualities;
    expect(at(2, 1)).toEqual([{ key: "knockdown", rating: 1, cost: 2, times: 1 }]);
    expect(at(2, 2)).toEqual([]);
    expect(at(3, 2)).toEqual([{ key: "knockdown", rating: 1, cost: 3, times: 1 }]);
  });
  it("Sunder costs 1; a triumph pays for any one quality", () => {
    expect(resolveAttack({ roll: roll(1, 1), weapon: VIBRO_AX, brawn: 2, scale: "personal" }).qualities.map((q) => q.key)).toEqual(["sunder"]);
    expect(resolveAttack({ roll: roll(1, 0, 1), weapon: STUN_GRENADE, brawn: 2, scale: "personal" }).qualities.map((q) => q.key))
      .toEqual(["blast", "disorient"]);
  });
  it("on a miss only Guided and Blast can trigger, each for 3 advantage", () => {
    const r = (adv: number) => resolveAttack({ roll: roll(0, adv), weapon: MISSILE_TUBE, brawn: 2, scale: "personal" }).qualities;
    expect(r(2)).toEqual([]);
    expect(r(3)).toEqual([{ key: "guided", rating: 3, cost: 3, times: 1 }, { key: "blast", rating: 10, cost: 3, times: 1 }]);
  });
});

describe("spending options on the card", () => {
  const ids = (adv: number, tri = 0, des = 0, scale: "personal" | "vehicle" = "personal", weapon: typeof UNARMED = VIBROKNIFE) => {
    const r = resolveAttack({ roll: roll(1, adv, tri, des), weapon, brawn: 2, scale });
    return { positive: r.positive.map((o) => o.id), negative: r.negative.map((o) => o.id) };
  };
  it("offers what the advantage affords, no more", () => {
    expect(ids(1).positive).toEqual(["recoverStrain", "boostNextAlly", "noticeDetail"]);
    expect(ids(2).positive).toContain("freeManeuver");
    expect(ids(2).positive).not.toContain("negateDefence");
    expect(ids(3).positive).toContain("negateDefence");
    expect(ids(9).positive).not.toContain("upgradeTargetDifficulty");
  });
  it("a triumph opens the triumph-only options; two open Destroy equipment", () => {
    expect(ids(0, 1).positive).toContain("upgradeTargetDifficulty");
    expect(ids(0, 1).positive).not.toContain("destroyEquipment");
    expect(ids(0, 2).positive).toContain("destroyEquipment");
  });
  it("threat and despair offer the GM's options", () => {
    expect(ids(-2).negative).toEqual(["sufferStrain", "loseManeuverBenefit", "opponentManeuver", "boostTarget", "setbackAlly"]);
    expect(ids(0, 0, 1, "personal", BLASTER_PISTOL).negative).toContain("outOfAmmo");
    expect(ids(2).negative).toEqual([]);
  });
  it("a despair on a melee attack offers no ranged-only rows: no ammunition to run out, no shot to stray", () => {
    for (const weapon of [VIBROKNIFE, SHOCK_GLOVES, LIGHTSABER, UNARMED]) {
      const negative = ids(-3, 0, 1, "personal", weapon).negative;
      expect(negative).toContain("gearDamaged");
      expect(negative).not.toContain("outOfAmmo");
      expect(negative).not.toContain("hitEngagedAlly");
    }
    expect(ids(-3, 0, 1, "personal", BLASTER_PISTOL).negative).toEqual(expect.arrayContaining(["outOfAmmo", "hitEngagedAlly"]));
  });
  it("vehicle attacks use the vehicle table", () => {
    expect(ids(3, 0, 0, "vehicle").positive).toContain("breakAim");
    expect(ids(3, 0, 0, "vehicle").positive).not.toContain("disarmTarget");
    expect(ids(-1, 0, 0, "vehicle").negative).toEqual(["loseManeuverBenefit", "loseSpeed", "sufferSystemStrain"]);
  });
});

describe("hitFor: the hit damage.ts applies", () => {
  it("reads Pierce, Breach and Stun Damage from the weapon", () => {
    expect(hitFor({ damage: 6 }, VIBROKNIFE, { scale: "personal" })).toEqual({ damage: 6, scale: "personal", pierce: 2 });
    expect(hitFor({ damage: 12 }, LIGHTSABER, { scale: "personal" })).toEqual({ damage: 12, scale: "personal", breach: 1 });
    expect(hitFor({ damage: 9 }, STUN_GRENADE, { scale: "personal" })).toMatchObject({ stunDamage: true });
  });
  it("Stun setting only when switched on and the weapon has it; Stun only when triggered", () => {
    expect(hitFor({ damage: 7 }, BLASTER_PISTOL, { scale: "personal" }).stunDamage).toBeUndefined();
    expect(hitFor({ damage: 7 }, BLASTER_PISTOL, { scale: "personal", stunSetting: true }).stunDamage).toBe(true);
    expect(hitFor({ damage: 7 }, VIBROKNIFE, { scale: "personal", stunSetting: true }).stunDamage).toBeUndefined();
    expect(hitFor({ damage: 3 }, SHOCK_GLOVES, { scale: "personal" }).stun).toBeUndefined();
    expect(hitFor({ damage: 3 }, SHOCK_GLOVES, { scale: "personal", stunTriggered: true }).stun).toBe(3);
  });
});

describe("what triggered qualities do", () => {
  it("Disorient, Ensnare and Concussive last their rating in rounds; Knockdown leaves the target prone", () => {
    expect(statusFromQuality("disorient", 3)).toEqual({ status: "disoriented", rounds: 3 });
    expect(statusFromQuality("ensnare", 3)).toEqual({ status: "immobilized", rounds: 3 });
    expect(statusFromQuality("concussive", 1)).toEqual({ status: "staggered", rounds: 1 });
    expect(statusFromQuality("knockdown", 1)).toEqual({ status: "prone", rounds: null });
    expect(statusFromQuality("pierce", 2)).toBeNull();
  });
  it("Blast hits for its rating; Burn for base damage, rating rounds (Flame Projector: damage 8, Burn 3, Blast 8)", () => {
    expect(qualityHit("blast", 8, 8, "personal")).toEqual({ damage: 8, scale: "personal", rounds: 1 });
    expect(qualityHit("burn", 3, 8, "personal")).toEqual({ damage: 8, scale: "personal", rounds: 3 });
  });
});
