// The pure adapters between actors' plain data and the combat rules: inputs, attack plan, options,
// applying damage to an update and undoing it.
import { describe, expect, it } from "vitest";
import { applyToTarget, minionCritUpdate, readRecord, recordPath, undoUpdate, withCritical } from "../../../module/features/attack/apply-model.ts";
import { choicesView, defaultChoices, readChoices } from "../../../module/features/attack/options-model.ts";
import { planAttack, type PlanActor } from "../../../module/features/attack/plan-model.ts";
import { attackerInputs, damageTargetOf, existingCriticals, targetInputs, type ActorView } from "../../../module/foundry/inputs.ts";
import { characterDerived, minionDerived, rivalDerived, vehicleDerived } from "../../../module/rules/character/actor-derived.ts";
import type { OwnedItem } from "../../../module/rules/character/owned-items.ts";
import type { ActorDataByType, ActorType } from "../../../module/rules/types.ts";
import { character, minion, nemesis, rival, vehicle } from "../../fixtures/actors.ts";
import { blaster, heavyBattleArmour, own, q, vibroknife } from "../../fixtures/items.ts";

/** Each actor type's derived data, by the real rules (as the data models compute it). */
const DERIVE: { [K in ActorType]: (system: ActorDataByType[K], items: OwnedItem[]) => unknown } = {
  character: characterDerived, nemesis: characterDerived, rival: rivalDerived, minion: minionDerived, vehicle: vehicleDerived,
};

function view<K extends ActorType>(type: K, system: ActorDataByType[K], items: OwnedItem[] = [], statuses: string[] = []): ActorView {
  return { type, system, derived: DERIVE[type](system, items), statuses, items };
}

const actor = (name: string, v: ActorView): PlanActor => ({ uuid: `Actor.${name}`, name, view: v });

describe("inputs from actors", () => {
  it("attacker: characteristics, rank, encumbrance setback and only our statuses", () => {
    const heavy = Array.from({ length: 10 }, () => own.gear({ description: "", quantity: 1, encumbrance: 1, condition: "undamaged", price: 1, restricted: false, rarity: 1 }));
    const v = view("character", character(), heavy, ["disoriented", "dead"]);
    const a = attackerInputs(v, "rangedLight");
    expect(a.skillRank).toBe(2);
    // 10 encumbrance against threshold 5 + Brawn 3: two over, two setback (seed 002 ENCUMBRANCE; one per
    // point over, published core rule).
    expect(a.attacker).toEqual({ statuses: ["disoriented"], encumbranceSetback: 2 });
  });

  it("an adversary's skill on another characteristic is what the attack rolls with", () => {
    const r = rival();
    r.skillCharacteristics = [{ skill: "lightsaber", characteristic: "willpower" }];
    expect(attackerInputs(view("rival", r), "lightsaber").characteristicId).toBe("willpower");
    expect(attackerInputs(view("rival", rival()), "lightsaber").characteristicId).toBe("brawn");
  });

  it("a minion group attacks at its derived group rank (standing − 1)", () => {
    const m = minion();
    m.wounds.value = 5; // one of four down: three standing, rank 2
    expect(attackerInputs(view("minion", m), "rangedHeavy").skillRank).toBe(2);
  });

  it("target: defence from worn armour; a vehicle defends with its fore zone", () => {
    const armour = own.armour(heavyBattleArmour({ worn: true }));
    expect(targetInputs(view("rival", rival(), [armour], ["prone"]))).toEqual({ defence: { melee: 1, ranged: 1 }, statuses: ["prone"] });
    expect(targetInputs(view("vehicle", vehicle())).defence).toEqual({ melee: 1, ranged: 1 });
  });

  it("damage target per type: soak, thresholds, strain only where the type has it", () => {
    const c = damageTargetOf(view("character", character(), [own.armour(heavyBattleArmour({ worn: true, qualities: [q("cortosis")] }))]));
    expect(c).toEqual({ kind: "character", soak: 5, wounds: { value: 0, threshold: 13 }, strain: { value: 0, threshold: 12 }, cortosis: true });
    expect(damageTargetOf(view("rival", rival()))).toEqual({ kind: "rival", soak: 3, wounds: { value: 0, threshold: 12 } });
    expect(damageTargetOf(view("minion", minion()))).toMatchObject({ kind: "minion", wounds: { value: 0, threshold: 5 }, groupSize: 4 });
    expect(damageTargetOf(view("vehicle", vehicle()))).toEqual({
      kind: "vehicle", soak: 3, wounds: { value: 0, threshold: 22 }, strain: { value: 0, threshold: 15 },
    });
    expect(existingCriticals(view("nemesis", nemesis(), [own.injury(), own.injury()]))).toBe(2);
    expect(existingCriticals(view("vehicle", vehicle(), [own.hit()]))).toBe(1);
  });
});

describe("attack plan", () => {
  const kira = actor("Kira", view("character", character()));
  const weapon = (system = blaster()) => ({ uuid: "Actor.Kira.Item.w", name: "Blaster", system });

  it("the first target's defence and prone state fill the pool; every target is on the flag", () => {
    const armour = own.armour(heavyBattleArmour({ worn: true }));
    const t1 = actor("T1", view("rival", rival(), [armour], ["prone"]));
    const t2 = actor("T2", view("rival", rival()));
    const plan = planAttack({ attacker: kira, weapon: weapon(), targets: [t1, t2], choices: { ...defaultChoices(blaster()), rangeBand: "short", aim: 1 } });
    // Short: Easy; ranged defence 1 and target prone (ranged attack): 2 setback; one aim: 1 boost.
    expect(plan.pool).toMatchObject({ proficiency: 2, ability: 1, difficulty: 1, setback: 2, boost: 1 });
    expect(plan.notes.map((n) => n.key)).toEqual([
      "EOTE.Combat.Note.Skill", "EOTE.Combat.Note.Range.short", "EOTE.Combat.Note.RangedDefence", "EOTE.Combat.Note.Aim",
      "EOTE.Combat.Note.Target.prone.setback", "EOTE.Combat.Note.FirstTarget",
    ]);
    expect(plan.flag).toMatchObject({ targetUuids: ["Actor.T1", "Actor.T2"], rangeBand: "short", brawn: 3, scale: "personal", weaponName: "Blaster" });
  });

  it("a melee weapon: engaged, Average, its Brawn on the flag for damage", () => {
    const plan = planAttack({ attacker: kira, weapon: weapon(vibroknife()), targets: [], choices: defaultChoices(vibroknife()) });
    expect(plan.pool.difficulty).toBe(2);
    expect(plan.flag.weapon).toEqual({ skill: "melee", damage: 1, addBrawn: true, crit: 2, qualities: [q("pierce", 2), q("vicious", 1)] });
  });

  it("Gunnery while engaged is refused with the rules' error key", () => {
    const cannon = blaster({ skill: "gunnery", range: "long" });
    expect(() => planAttack({ attacker: kira, weapon: weapon(cannon), targets: [], choices: { ...defaultChoices(cannon), rangeBand: "engaged" } }))
      .toThrow(expect.objectContaining({ key: "EOTE.Combat.Error.GunneryEngaged" }));
  });

  it("a vehicle's weapon: the gunner rolls, difficulty by silhouette against a vehicle, vehicle scale", () => {
    const ship = actor("Ship", view("vehicle", vehicle(3)));
    const fighter = actor("Fighter", view("vehicle", vehicle(3)));
    const cannon = blaster({ skill: "gunnery", range: "long", damage: 5 });
    const choices = defaultChoices(cannon);
    expect(() => planAttack({ attacker: ship, weapon: weapon(cannon), targets: [fighter], choices }))
      .toThrow(expect.objectContaining({ key: "EOTE.Combat.Error.NoGunner" }));
    const plan = planAttack({ attacker: ship, gunner: kira, weapon: weapon(cannon), targets: [fighter], choices });
    // Equal silhouettes: Average (seed 000 SILHOUETTE COMPARISON); fore defence 1: one setback.
    expect(plan.pool).toMatchObject({ difficulty: 2, setback: 1 });
    expect(plan.notes[0]).toEqual({ key: "EOTE.Combat.Note.Gunner", data: { name: "Kira" } });
    expect(plan.flag).toMatchObject({ scale: "vehicle", targetSilhouette: 3 });
  });
});

describe("attack options", () => {
  it("defaults to the weapon's own band (engaged for melee) and reads the prompt defensively", () => {
    expect(defaultChoices(blaster()).rangeBand).toBe("medium");
    expect(defaultChoices(vibroknife()).rangeBand).toBe("engaged");
    expect(readChoices({ rangeBand: "long", aim: "2", autoFire: true }, blaster())).toEqual({
      rangeBand: "long", aim: 2, autoFire: true, stunSetting: false, guardedStance: false, targetGuarded: false, targetInCover: false,
      answersEngagedRanged: false, calledShot: false, attackerSilhouette: 1, targetSilhouette: 1, secondWeaponId: "", concealment: 0, reload: false, prepared: false,
    });
    expect(readChoices({ rangeBand: "orbit", aim: "7" }, blaster())).toMatchObject({ rangeBand: "medium", aim: 0 });
    const v = choicesView(blaster());
    expect(v).toMatchObject({ melee: false, hasAutoFire: false, hasStunSetting: true });
    expect(v.bands.filter((b) => b.selected).map((b) => b.value)).toEqual(["medium"]);
  });
});

describe("defence and position in the options (seed 002 MANEUVERS, COMBAT CHECK, TWO-WEAPON COMBAT, PERSONAL SILHOUETTES)", () => {
  const others = [{ id: "knife", name: "Vibroknife" }];
  it("melee offers the target's Guarded Stance and the engaged answer, ranged offers cover; silhouettes from the actors; other weapons", () => {
    const ranged = choicesView(blaster(), defaultChoices(blaster(), { silhouettes: { attacker: 1, target: 3 } }), { others, silhouettes: { attacker: 1, target: 3 } });
    expect(ranged).toMatchObject({ melee: false, personal: true, others: [{ id: "knife", name: "Vibroknife", selected: false }] });
    expect(ranged.targetSilhouettes.filter((s) => s.selected).map((s) => s.value)).toEqual([3]);
    expect(choicesView(blaster(), defaultChoices(blaster()), { vehicle: true, others })).toMatchObject({ personal: false, others: [] });
    // Who attacks whom, for the top of the prompt; the attacker's silhouette is not offered.
    expect(choicesView(blaster(), defaultChoices(blaster()), { attackerName: "Kira", targetNames: ["Thug", "Trooper"] }))
      .toMatchObject({ attackerName: "Kira", targetNames: ["Thug", "Trooper"] });
    expect(ranged).not.toHaveProperty("attackerSilhouettes");
  });

  it("reads the position defensively: cover only for ranged, Guarded Stance and the answer only for melee, known weapons only", () => {
    const form = { targetGuarded: "on", targetInCover: "on", answersEngagedRanged: true, calledShot: "on", attackerSilhouette: "2", targetSilhouette: "9", secondWeaponId: "knife" };
    expect(readChoices(form, blaster(), { others })).toMatchObject({
      // The attacker's silhouette is never asked: a form's value is not read (its actor's is, here none: 1).
      targetGuarded: false, targetInCover: true, answersEngagedRanged: false, calledShot: true, attackerSilhouette: 1, targetSilhouette: 1, secondWeaponId: "knife",
    });
    expect(readChoices(form, vibroknife(), { others })).toMatchObject({ targetGuarded: true, targetInCover: false, answersEngagedRanged: true });
    expect(readChoices({ secondWeaponId: "forged" }, blaster(), { others }).secondWeaponId).toBe("");
  });

  it("the plan applies them with notes and puts the silhouettes and second weapon on the flag", () => {
    const kira = actor("Kira", view("character", character()));
    const rancor = actor("Rancor", view("rival", rival()));
    const choices = { ...defaultChoices(blaster()), rangeBand: "medium" as const, targetInCover: true, targetSilhouette: 3 };
    const plan = planAttack({
      attacker: kira, weapon: { uuid: "Actor.Kira.Item.w", name: "Blaster", system: blaster() }, targets: [rancor], choices,
      secondWeapon: { uuid: "Actor.Kira.Item.k", name: "Holdout", system: blaster() },
    });
    // Medium: Average; two weapons: +1; target three silhouettes larger: -1. Rival: ranged defence 0, +1 cover.
    expect(plan.pool.difficulty).toBe(2);
    expect(plan.pool.setback).toBe(1);
    expect(plan.notes.map((n) => n.key.replace("EOTE.Combat.Note.", ""))).toEqual(expect.arrayContaining(["TwoWeapon", "SilhouetteLarger", "TargetInCover"]));
    expect(plan.flag).toMatchObject({ silhouettes: { attacker: 1, target: 3 }, secondWeaponUuid: "Actor.Kira.Item.k" });
  });
});

describe("applying to an update and undoing it", () => {
  it("writes the tracks and the record together; the record adds up the change each hit made", () => {
    const target = damageTargetOf(view("character", character()));
    const first = applyToTarget("character", target, { damage: 10, scale: "personal" }, "m1", null, "hit");
    // Soak 3: 7 wounds.
    expect(first.update).toMatchObject({ "system.wounds.value": 7, "system.strain.value": 0 });
    expect(first.record).toMatchObject({ previous: null, change: { wounds: 7, strain: 0 }, hits: 1, last: { dealt: 7, soak: 3 } });
    expect(first.update[recordPath("m1")]).toEqual(first.record);
    const again = applyToTarget("character", { ...target, wounds: { value: 7, threshold: 13 } }, { damage: 10, scale: "personal" }, "m1", first.record, "hit");
    expect(again.record).toMatchObject({ previous: null, change: { wounds: 14, strain: 0 }, hits: 2, thresholdCritical: true });
    expect(again.update["system.wounds.value"]).toBe(14);
  });

  it("Stun Damage goes to strain; a triggered Stun quality adds its rating to strain", () => {
    const target = damageTargetOf(view("character", character()));
    expect(applyToTarget("character", target, { damage: 8, scale: "personal", stunDamage: true }, "m", null, "hit").update)
      .toMatchObject({ "system.wounds.value": 0, "system.strain.value": 5 });
    const stun = applyToTarget("character", target, { damage: 0, scale: "personal", stun: 3 }, "m", null, "stun");
    expect(stun.update).toMatchObject({ "system.strain.value": 3 });
    expect(stun.record).toMatchObject({ hits: 0, stun: 3 });
  });

  it("vehicles: hull trauma and system strain paths; minions: wounds only", () => {
    const ship = damageTargetOf(view("vehicle", vehicle()));
    expect(applyToTarget("vehicle", ship, { damage: 5, scale: "vehicle" }, "m", null, "hit").update)
      .toMatchObject({ "system.hullTrauma.value": 2, "system.systemStrain.value": 0 });
    const group = damageTargetOf(view("minion", minion()));
    const hit = applyToTarget("minion", group, { damage: 14, scale: "personal" }, "m", null, "hit");
    // Soak 2: 12 wounds, two minions of threshold 5 down.
    expect(hit.update).toEqual({ "system.wounds.value": 12, [recordPath("m")]: hit.record });
    expect(hit.record.last).toMatchObject({ minionsDefeated: 2 });
  });

  it("a crit on a minion group takes wounds to the next minion; undo restores and lists crit items", () => {
    const group = { ...damageTargetOf(view("minion", minion())), wounds: { value: 6, threshold: 5 } };
    const crit = minionCritUpdate(group, "m", null, 80);
    expect(crit.update["system.wounds.value"]).toBe(10);
    const record = withCritical(crit.record, { itemId: "i1", name: "Stinger", total: 40, severity: 1 });
    expect(record.change).toEqual({ wounds: 4, strain: 0 });
    const undo = undoUpdate("minion", "m", record, { tracks: { wounds: 10, strain: null }, caps: { wounds: 15, strain: null }, ledger: [] });
    expect(undo.update).toEqual({ "system.wounds.value": 6, "flags.eote.combatLog.-=m": null });
    expect(undo.deleteItems).toEqual(["i1"]);
  });

  it("reads stored records defensively", () => {
    expect(readRecord(undefined)).toBeNull();
    expect(readRecord({ hits: "two" })).toBeNull();
    expect(readRecord({ hits: 1, crits: [] })).toMatchObject({ hits: 1, previous: null, change: null, stun: 0 });
    expect(readRecord({ hits: 1, crits: [], change: { wounds: "3", strain: 0 } })?.change).toBeNull();
  });
});
