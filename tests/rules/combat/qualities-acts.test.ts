// Blast, Burn, Guided, Sunder, Ensnare's escape, a weapon's use between attacks (Limited Ammo, Slow-firing,
// Prepare, out of ammunition, improvised weapons) and concealment, with the seeds' numbers
// (seed 000 WEAPON QUALITIES and weapon tables, seed 002 ITEM QUALITIES, IMPROVISED WEAPONS, CONCEALMENT).
import { describe, expect, it } from "vitest";
import { buildAttackPool } from "../../../module/rules/combat/attack.ts";
import { resolveAttack } from "../../../module/rules/combat/attack-result.ts";
import { attackAllowance, spentActivations } from "../../../module/rules/combat/attack-spending.ts";
import { blastHit, blastVictims } from "../../../module/rules/combat/blast.ts";
import { burnAtTurnStart, startBurning } from "../../../module/rules/combat/burn.ts";
import { ESCAPE_DIFFICULTY, ESCAPE_SKILL } from "../../../module/rules/combat/ensnare.ts";
import { guidedPool } from "../../../module/rules/combat/guided.ts";
import { concealmentSetback } from "../../../module/rules/combat/position.ts";
import { sunderedTo, sunderStepsLeft } from "../../../module/rules/combat/sunder.ts";
import {
  afterAttack, canRunOutOfAmmo, fireRefusal, FRESH_USE, improvisedBreaks, needsReload, readWeaponUse, reloaded, shotsLeft, slowFiringWait,
} from "../../../module/rules/gear/weapon-use.ts";
import { buildActs, type ActTarget } from "../../../module/features/attack/acts-model.ts";
import { emptyRecord, type DamageRecord } from "../../../module/features/attack/model.ts";

const chars = { brawn: 3, agility: 3, intellect: 2, cunning: 2, willpower: 2, presence: 2 };
// Seed 000: Flame Projector 8 damage, Burn 3, Blast 8; Missile Tube Guided 3, Prepare 1, Limited Ammo 6; Bola Limited Ammo 1.
const flame = { damage: 8, addBrawn: false, crit: 2, qualities: [{ key: "burn", rating: 3 }, { key: "blast", rating: 8 }] };
const missile = [{ key: "blast", rating: 10 }, { key: "guided", rating: 3 }, { key: "prepare", rating: 1 }, { key: "limitedAmmo", rating: 6 }];
const roll = (netSuccess: number, netAdvantage: number, triumph = 0, despair = 0) => ({ netSuccess, netAdvantage, triumph, despair, succeeded: netSuccess > 0 });

describe("Blast", () => {
  it("on a hit reaches the others engaged with the target, on a miss the target too; the rating as damage", () => {
    expect(blastVictims(true, 3)).toEqual([1, 2]);
    expect(blastVictims(false, 3)).toEqual([0, 1, 2]);
    expect(blastVictims(true, 1)).toEqual([]);
    expect(blastHit(8, "personal")).toEqual({ damage: 8, scale: "personal" });
  });

  it("one activation pays for everyone in the blast: two blasted records cost 2 advantage once", () => {
    const result = resolveAttack({ roll: roll(1, 2), weapon: flame, brawn: 3, scale: "personal" });
    const blasted = { ...emptyRecord(), blast: 1 };
    expect(spentActivations(result, [null, blasted, blasted]).filter((s) => s.kind === "status")).toEqual([{ kind: "status", key: "blast", cost: 2 }]);
    // 2 advantage spent on Blast: Burn (2) is no longer affordable.
    expect(attackAllowance(roll(1, 2), result, [null, blasted, blasted]).qualityTimes.burn).toBe(0);
    expect(attackAllowance(roll(1, 4), result, [null, blasted, blasted]).qualityTimes.burn).toBe(1);
  });

  it("the card offers Blast on the engaged targets only, each once, and on a miss with 3 advantage on all", () => {
    const target = (uuid: string, record: DamageRecord | null): ActTarget => ({ uuid, name: uuid, canAct: true, record, ensnared: false, silhouette: 1 });
    const context = (r: ReturnType<typeof roll>, records: (DamageRecord | null)[]) => {
      const result = resolveAttack({ roll: r, weapon: flame, brawn: 3, scale: "personal" });
      return {
        messageId: "m", roll: r, result, allow: attackAllowance(r, result, records), targets: records.map((rec, i) => target(`T${i}`, rec)),
        viewer: { isGM: true, ownsAttacker: true }, weapon: { ranged: true, improvised: false, use: FRESH_USE },
      };
    };
    const hit = buildActs(context(roll(1, 2), [null, null, { ...emptyRecord(), blast: 1 }])).find((a) => a.key === "blast")!;
    expect(hit.items.map((i) => [i.uuid, i.buttons.length, i.done?.key ?? null])).toEqual([["T1", 1, null], ["T2", 0, "EOTE.Combat.Act.BlastDone"]]);
    // A miss: 2 advantage do not pay the miss case (seed 002: aaa); 3 do, on every target.
    expect(buildActs(context(roll(0, 2), [null, null])).find((a) => a.key === "blast")).toBeUndefined();
    const miss = buildActs(context(roll(0, 3), [null, null])).find((a) => a.key === "blast")!;
    expect(miss.text.key).toBe("EOTE.Combat.Act.BlastMiss");
    expect(miss.items.map((i) => i.buttons.length)).toEqual([1, 1]);
  });
});

describe("Burn", () => {
  it("Flame Projector (8, Burn 3): 8 damage at the start of the target's turn, once a round, three rounds", () => {
    let burning = startBurning(8, 3);
    const clock = (round: number) => ({ combat: "c1", round });
    const first = burnAtTurnStart(burning, clock(1), "personal")!;
    expect(first.hit).toEqual({ damage: 8, scale: "personal" });
    burning = first.next;
    expect(burnAtTurnStart(burning, clock(1), "personal")).toBeNull(); // the same round burns once
    burning = burnAtTurnStart(burning, clock(2), "personal")!.next;
    burning = burnAtTurnStart(burning, clock(3), "personal")!.next;
    expect(burning.left).toBe(0);
    expect(burnAtTurnStart(burning, clock(4), "personal")).toBeNull();
  });
});

describe("Guided", () => {
  it("Missile Tube (Guided 3): 3 ability dice, silhouette 0 against a human (1): Average", () => {
    const { pool, difficulty } = guidedPool(3, 1);
    expect(difficulty).toBe(2);
    expect(pool).toMatchObject({ ability: 3, proficiency: 0, difficulty: 2 });
    // Against a silhouette 3 creature the attacker is three smaller: Easy.
    expect(guidedPool(3, 3).difficulty).toBe(1);
  });

  it("is offered on a miss with 3 advantage, not 2, and not on a hit", () => {
    const weapon = { damage: 20, addBrawn: false, crit: 2, qualities: missile };
    const keys = (r: ReturnType<typeof roll>) => resolveAttack({ roll: r, weapon, brawn: 3, scale: "personal" }).qualities.map((q) => q.key);
    expect(keys(roll(0, 3))).toContain("guided");
    expect(keys(roll(0, 2))).not.toContain("guided");
    expect(keys(roll(1, 3))).not.toContain("guided");
  });
});

describe("Sunder and Ensnare", () => {
  it("Sunder: one step per advantage, undamaged to destroyed, nothing past it", () => {
    expect([0, 1, 2, 3, 4, 5].map(sunderedTo)).toEqual(["undamaged", "minor", "moderate", "major", "destroyed", "destroyed"]);
    expect(sunderStepsLeft(3)).toBe(1);
    expect(sunderStepsLeft(4)).toBe(0);
    const vibroAx = { damage: 3, addBrawn: true, crit: 2, qualities: [{ key: "sunder", rating: null }] };
    const result = resolveAttack({ roll: roll(1, 2), weapon: vibroAx, brawn: 3, scale: "personal" });
    expect(result.qualities.find((q) => q.key === "sunder")?.cost).toBe(1);
    // Two advantage: two steps, then nothing left.
    expect(attackAllowance(roll(1, 2), result, [{ ...emptyRecord(), hits: 1, sunder: 1 }]).qualityTimes.sunder).toBe(1);
    expect(attackAllowance(roll(1, 2), result, [{ ...emptyRecord(), hits: 1, sunder: 2 }]).qualityTimes.sunder).toBe(0);
  });

  it("Ensnare's escape is a Hard (3) Athletics check (seed 002 ENSNARE: ddd)", () => {
    expect([ESCAPE_SKILL, ESCAPE_DIFFICULTY]).toEqual(["athletics", 3]);
  });
});

describe("a weapon's use between attacks", () => {
  it("Limited Ammo 1 (Bola): one attack, then refused until reloaded", () => {
    const bola = [{ key: "ensnare", rating: 3 }, { key: "limitedAmmo", rating: 1 }];
    expect(fireRefusal(bola, FRESH_USE, null, 0)).toBeNull();
    const after = afterAttack(bola, FRESH_USE, null);
    expect(after.shots).toBe(1);
    expect(shotsLeft(bola, after)).toBe(0);
    expect(fireRefusal(bola, after, null, 0)).toEqual({ key: "EOTE.Combat.Weapon.Empty", data: { rating: 1 } });
    expect(needsReload(bola, after)).toBe(true);
    expect(fireRefusal(bola, reloaded(after), null, 0)).toBeNull();
    // Missile Tube, Limited Ammo 6: six shots.
    expect(shotsLeft(missile, { ...FRESH_USE, shots: 5 })).toBe(1);
    expect(shotsLeft([], { ...FRESH_USE, shots: 50 })).toBe(Number.POSITIVE_INFINITY);
  });

  it("Slow-firing 2: fired in round 3, waits rounds 4 and 5, fires in round 6; another combat does not count", () => {
    const slow = [{ key: "slowFiring", rating: 2 }];
    const fired = afterAttack(slow, FRESH_USE, { combat: "c1", round: 3 });
    expect(fired.lastFired).toEqual({ combat: "c1", round: 3 });
    expect([4, 5, 6].map((round) => slowFiringWait(2, fired.lastFired, { combat: "c1", round }))).toEqual([2, 1, 0]);
    expect(fireRefusal(slow, fired, { combat: "c1", round: 4 }, 0)).toEqual({ key: "EOTE.Combat.Weapon.SlowFiring", data: { rating: 2, rounds: 2 } });
    expect(fireRefusal(slow, fired, { combat: "c2", round: 4 }, 0)).toBeNull();
    expect(fireRefusal(slow, fired, null, 0)).toBeNull();
  });

  it("Prepare 1 (Missile Tube): refused until its maneuver is taken", () => {
    expect(fireRefusal(missile, FRESH_USE, null, 0)).toEqual({ key: "EOTE.Combat.Weapon.Unprepared", data: { rating: 1 } });
    expect(fireRefusal(missile, FRESH_USE, null, 1)).toBeNull();
  });

  it("out of ammunition on the GM's despair, ranged weapons only; broken and out of ammunition refuse firing", () => {
    expect(canRunOutOfAmmo(true, { despair: 1 })).toBe(true);
    expect(canRunOutOfAmmo(true, { despair: 0 })).toBe(false);
    expect(canRunOutOfAmmo(false, { despair: 1 })).toBe(false);
    expect(fireRefusal([], { ...FRESH_USE, outOfAmmo: "m1" }, null, 0)?.key).toBe("EOTE.Combat.Weapon.OutOfAmmo");
    expect(fireRefusal([], { ...FRESH_USE, broken: "m1" }, null, 0)?.key).toBe("EOTE.Combat.Weapon.Broken");
    expect(reloaded({ ...FRESH_USE, outOfAmmo: "m1", shots: 2 })).toEqual(FRESH_USE);
  });

  it("an improvised weapon breaks on two threat or a despair, not on one threat", () => {
    expect(improvisedBreaks({ netAdvantage: -2, despair: 0 })).toBe(true);
    expect(improvisedBreaks({ netAdvantage: -1, despair: 0 })).toBe(false);
    expect(improvisedBreaks({ netAdvantage: 3, despair: 1 })).toBe(true);
  });

  it("reads a stored state defensively", () => {
    expect(readWeaponUse({ shots: -1, outOfAmmo: 3, lastFired: { combat: "c", round: "x" } })).toEqual(FRESH_USE);
    expect(readWeaponUse(null)).toEqual(FRESH_USE);
  });
});

describe("the pool: improvised weapons and concealment", () => {
  const knife = { skill: "melee" as const, range: "engaged" as const, qualities: [] };
  it("an improvised weapon adds one automatic threat, with a note", () => {
    const built = buildAttackPool({ characteristics: chars, skillRank: 1, weapon: knife, range: "engaged", target: { defence: { melee: 0, ranged: 0 } }, improvised: true });
    expect(built.pool.symbols).toEqual({ threat: 1 });
    expect(built.notes.map((n) => n.key)).toContain("EOTE.Combat.Note.Improvised");
  });

  it("concealment adds its level in setback (published rule; the seed's glyph is ambiguous), 0 to 3", () => {
    const pistol = { skill: "rangedLight" as const, range: "medium" as const, qualities: [] };
    const at = (concealment: number) => buildAttackPool({ characteristics: chars, skillRank: 1, weapon: pistol, range: "short", target: { defence: { melee: 0, ranged: 0 } }, position: { concealment } });
    expect([0, 1, 2, 3].map((n) => at(n).pool.setback)).toEqual([0, 1, 2, 3]);
    expect(at(2).notes.find((n) => n.key === "EOTE.Combat.Note.Concealment")?.data).toEqual({ level: 2, modifier: 2 });
    expect(() => concealmentSetback(4)).toThrow();
  });
});
