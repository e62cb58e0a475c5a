/** Literal seed values used as test fixtures (seed 000 RANGED/MELEE WEAPONS, seed 002 CRITICAL tables). */
import type { CriticalData, QualityRef, WeaponData } from "../../module/rules/types.ts";

const q = (key: string, rating: number | null = null): QualityRef => ({ key, rating });

function weapon(w: Partial<WeaponData> & Pick<WeaponData, "skill" | "damage" | "crit" | "range">): WeaponData {
  return {
    condition: "undamaged", attachments: [],
    description: "", addBrawn: false, encumbrance: 0, hardPoints: 0, qualities: [], equipped: true,
    firingArcs: [], price: 0, restricted: false, rarity: 0, ...w,
  };
}

// Seed 000 RANGED WEAPONS.
export const BLASTER_PISTOL = weapon({ skill: "rangedLight", damage: 6, crit: 3, range: "medium", qualities: [q("stunSetting")] });
export const HOLDOUT_BLASTER = weapon({ skill: "rangedLight", damage: 5, crit: 4, range: "short", qualities: [q("stunSetting")] });
export const HEAVY_BLASTER_RIFLE = weapon({
  skill: "rangedHeavy", damage: 10, crit: 3, range: "long", qualities: [q("autoFire"), q("cumbersome", 3)],
});
export const LIGHT_REPEATING_BLASTER = weapon({
  skill: "rangedHeavy", damage: 11, crit: 3, range: "long", qualities: [q("autoFire"), q("cumbersome", 4), q("pierce", 1)],
});
export const HEAVY_REPEATING_BLASTER = weapon({
  skill: "gunnery", damage: 15, crit: 2, range: "long",
  qualities: [q("autoFire"), q("cumbersome", 5), q("pierce", 2), q("vicious", 1)],
});
export const BOWCASTER = weapon({ skill: "rangedHeavy", damage: 10, crit: 3, range: "medium", qualities: [q("cumbersome", 3), q("knockdown")] });
export const DISRUPTOR_RIFLE = weapon({ skill: "rangedHeavy", damage: 10, crit: 2, range: "long", qualities: [q("cumbersome", 2), q("vicious", 5)] });
export const STUN_GRENADE = weapon({
  skill: "rangedLight", damage: 8, crit: null, range: "short",
  qualities: [q("disorient", 3), q("stunDamage"), q("blast", 8), q("limitedAmmo", 1)],
});
export const MISSILE_TUBE = weapon({
  skill: "gunnery", damage: 20, crit: 2, range: "extreme",
  qualities: [q("blast", 10), q("cumbersome", 3), q("guided", 3), q("breach", 1), q("prepare", 1), q("limitedAmmo", 6)],
});
// Seed 000 MELEE WEAPONS.
export const VIBROKNIFE = weapon({ skill: "melee", damage: 1, addBrawn: true, crit: 2, range: "engaged", qualities: [q("pierce", 2), q("vicious", 1)] });
export const VIBRO_AX = weapon({ skill: "melee", damage: 3, addBrawn: true, crit: 2, range: "engaged", qualities: [q("pierce", 2), q("sunder"), q("vicious", 3)] });
export const SHOCK_GLOVES = weapon({ skill: "brawl", damage: 0, addBrawn: true, crit: 5, range: "engaged", qualities: [q("stun", 3)] });
export const LIGHTSABER = weapon({ skill: "lightsaber", damage: 10, crit: 1, range: "engaged", qualities: [q("breach", 1), q("sunder"), q("vicious", 2)] });
export const LARGE_IMPROVISED = weapon({ skill: "melee", damage: 3, addBrawn: true, crit: 5, range: "engaged", qualities: [q("cumbersome", 4)] });

const row = (min: number, max: number | null, severity: number, description: string): CriticalData =>
  ({ min, max, severity, description });

// Seed 002 CRITICAL INJURIES (d100, severity in difficulty dice).
export const CRITICAL_INJURIES: CriticalData[] = [
  row(1, 5, 1, "Minor Nick"), row(6, 10, 1, "Slowed"), row(11, 15, 1, "Sudden Jolt"), row(16, 20, 1, "Distracted"),
  row(21, 25, 1, "Off-Balance"), row(26, 30, 1, "Discouraging Wound"), row(31, 35, 1, "Stunned"), row(36, 40, 1, "Stinger"),
  row(41, 45, 2, "Bowled Over"), row(46, 50, 2, "Head Ringer"), row(51, 55, 2, "Fearsome Wound"), row(56, 60, 2, "Agonizing Wound"),
  row(61, 65, 2, "Slightly Dazed"), row(66, 70, 2, "Scattered Senses"), row(71, 75, 2, "Hamstrung"), row(76, 80, 2, "Overpowered"),
  row(81, 85, 2, "Winded"), row(86, 90, 2, "Compromised"), row(91, 95, 3, "At the Brink"), row(96, 100, 3, "Crippled"),
  row(101, 105, 3, "Maimed"), row(106, 110, 3, "Horrific Injury"), row(111, 115, 3, "Temporarily Lame"), row(116, 120, 3, "Blinded"),
  row(121, 125, 3, "Knocked Senseless"), row(126, 130, 4, "Gruesome Injury"), row(131, 140, 4, "Bleeding Out"),
  row(141, 150, 4, "The End is Nigh"), row(151, null, 0, "Dead"),
];

// Seed 002 VEHICLE CRITICAL HITS.
export const VEHICLE_CRITICAL_HITS: CriticalData[] = [
  row(1, 9, 1, "Mechanical Stress"), row(10, 18, 1, "Jostled"), row(19, 27, 1, "Losing Power to Shields"),
  row(28, 36, 1, "Knocked Off Course"), row(37, 45, 1, "Tailspin"), row(46, 54, 1, "Component Hit"),
  row(55, 63, 2, "Shields Failing"), row(64, 72, 2, "Navicomputer Failure"), row(73, 81, 2, "Power Fluctuations"),
  row(82, 90, 3, "Shields Down"), row(91, 99, 3, "Engine Damaged"), row(100, 108, 3, "Shield Overload"),
  row(109, 117, 3, "Engines Down"), row(118, 126, 3, "Major System Failure"), row(127, 133, 4, "Major Hull Breach"),
  row(134, 138, 4, "Destabilized"), row(139, 144, 4, "Fire!"), row(145, 153, 4, "Breaking Up"), row(154, null, 0, "Vaporized"),
];

/** Characteristics of a typical PC: Brawn 2, Agility 3, the rest 2. */
export const AVERAGE_PC = { brawn: 2, agility: 3, intellect: 2, cunning: 2, willpower: 2, presence: 2 };
