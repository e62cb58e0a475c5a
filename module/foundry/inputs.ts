/**
 * From an actor's plain data (type, stored system, derived data, statuses, owned items) to the plain
 * inputs the combat rules take. Pure: no Foundry global, so every mapping is tested without Foundry.
 * The shell builds an ActorView from a document with `actorView` (module/foundry/documents.ts).
 */
import { destabilizedThreshold } from "../rules/vehicles/critical-hits.ts";
import { checkInputs } from "../rules/checks/check-inputs.ts";
import type { CharacterDerived, CombatantDerived, VehicleDerived } from "../rules/character/derived-types.ts";
import { heldStrain, type DamageTarget, type TargetKind } from "../rules/combat/damage.ts";
import type { AttackerState, AttackTarget } from "../rules/combat/attack.ts";
import { itemsOfType, type OwnedItem } from "../rules/character/owned-items.ts";
import { qualityRating } from "../rules/gear/qualities.ts";
import { isStatusId, ownStatusModifiers, type StatusId, type StatusModifier } from "../rules/combat/status.ts";
import type { ActorDataByType, ActorType, Characteristics, VehicleData } from "../rules/types.ts";
import type { CharacteristicId } from "../rules/character/characteristics.ts";
import { groupOf } from "../rules/vehicles/vehicle-minion.ts";

export interface ActorView {
  type: ActorType;
  /** Stored system data (module/rules/types.ts shape for `type`). */
  system: unknown;
  /** system.derived, as the data models compute it. */
  derived: unknown;
  /** Foundry status ids on the actor (actor.statuses); only ours are read. */
  statuses: Iterable<string>;
  items: readonly OwnedItem[];
}

type Combatant = Exclude<ActorType, "vehicle">;

export function statusesOf(view: Pick<ActorView, "statuses">): StatusId[] {
  return [...view.statuses].filter(isStatusId);
}

/** Dice the actor's own statuses add to a check that is not an attack (disoriented: +1 setback). */
export function checkStatusModifiers(view: Pick<ActorView, "statuses">): StatusModifier[] {
  return ownStatusModifiers(new Set(statusesOf(view)));
}

export interface AttackerInputs {
  characteristics: Characteristics;
  skillRank: number;
  /** The characteristic the skill is rolled with (an adversary's profile may name another). */
  characteristicId: CharacteristicId;
  attacker: AttackerState;
}

/**
 * The wielder's side of an attack with a weapon of `skill`: characteristics, rank (a minion group's
 * derived group rank), encumbrance setback and statuses. Throws EoteError for a vehicle, which has
 * no characteristics: the shell rolls with its gunner instead.
 */
export function attackerInputs(view: ActorView, skill: string): AttackerInputs {
  const type = view.type as Combatant;
  const system = view.system as ActorDataByType[Combatant];
  const derived = view.derived as CombatantDerived;
  const inputs = checkInputs(type, system, derived, skill);
  return {
    characteristics: system.characteristics,
    skillRank: inputs.rank,
    characteristicId: inputs.characteristicId,
    attacker: { statuses: statusesOf(view), encumbranceSetback: derived.encumbrance.setback },
  };
}

/**
 * The target's side of a personal attack: melee and ranged defence, statuses. A vehicle target
 * defends with its fore zone (the shell cannot know the arc attacked; the dialog stays editable), 0
 * while its system strain is over threshold; a vehicle weapon's shot picks the zone (attack/vehicle-shot-model.ts).
 */
export function targetInputs(view: ActorView): AttackTarget {
  if (view.type === "vehicle") {
    // System strain over threshold: defence 0 (seed 002 DAMAGE).
    const derived = view.derived as Partial<VehicleDerived>;
    const fore = derived.damage?.defenceZero ? 0 : derived.zoneDefence?.fore ?? (view.system as VehicleData).defence.fore;
    return { defence: { melee: fore, ranged: fore }, statuses: statusesOf(view) };
  }
  const derived = view.derived as CombatantDerived;
  return { defence: { ...derived.defence }, statuses: statusesOf(view) };
}

/** The target of damage, as module/rules/combat/damage.ts reads it. */
export function damageTargetOf(view: ActorView): DamageTarget {
  if (view.type === "vehicle") {
    const system = view.system as VehicleData;
    const group = groupOf(system);
    const damage = (view.derived as Partial<VehicleDerived>).damage;
    // Critical hits (module/rules/vehicles/critical-hits.ts): Destabilized halves both thresholds, Shield Overload without defence costs armour.
    const threshold = (t: number) => Math.max(1, destabilizedThreshold(t, damage?.thresholdsHalved === true));
    const strainThreshold = threshold(system.systemStrain.threshold);
    return {
      kind: "vehicle", soak: Math.max(0, system.armour + (damage?.armourModifier ?? 0)),
      // A group of ships (seed 002 VEHICLE MINIONS): one ship's threshold, the ships in the group.
      wounds: { value: system.hullTrauma.value, threshold: threshold(system.hullTrauma.threshold) },
      strain: { value: heldStrain(system.systemStrain.value, strainThreshold), threshold: strainThreshold },
      ...((view.derived as Partial<VehicleDerived>).damage?.emergencyRepairs ? { emergencyRepairs: true } : {}),
      ...(group > 1 ? { groupSize: group } : {}),
    };
  }
  const system = view.system as ActorDataByType[Combatant];
  const derived = view.derived as CombatantDerived;
  // Cortosis on worn armour turns Pierce and Breach away (seed 000 CORTOSIS).
  const cortosis = itemsOfType(view.items, "armour").some((a) => a.worn && qualityRating(a.qualities, "cortosis") > 0);
  const target: DamageTarget = {
    kind: view.type as TargetKind,
    soak: derived.soak,
    // A minion group's stored threshold is one minion's; the group's total comes from groupSize.
    wounds: {
      value: system.wounds.value,
      threshold: Math.max(1, view.type === "minion" ? system.wounds.threshold : derived.wounds.threshold),
    },
  };
  if (cortosis) target.cortosis = true;
  if (view.type === "minion") target.groupSize = (system as ActorDataByType["minion"]).groupSize;
  if (view.type === "character" || view.type === "nemesis") {
    const strain = (view.derived as CharacterDerived).strain;
    // Read as the rules hold it (a value stored past threshold + 1 by older versions counts as what the sheet shows).
    const threshold = Math.max(1, strain.threshold);
    target.strain = { value: heldStrain((system as ActorDataByType["character"]).strain.value, threshold), threshold };
  }
  return target;
}

/** Critical injuries (vehicles: critical hits) the actor has now, for +10 each on the next roll. */
export function existingCriticals(view: ActorView): number {
  if (view.type === "vehicle") return (view.derived as VehicleDerived).criticalHits;
  return (view.derived as CombatantDerived).criticalInjuries;
}

/**
 * What the target's own effects add to a Critical Injury roll against it (system.modifiers.criticalSuffered:
 * Durable). Vehicles' critical hits take none: the talents are a character's.
 */
export function criticalSuffered(view: ActorView): number {
  if (view.type === "vehicle") return 0;
  const value = (view.system as { modifiers?: { criticalSuffered?: unknown } }).modifiers?.criticalSuffered;
  return typeof value === "number" && Number.isInteger(value) ? value : 0;
}

/**
 * What an attacker's own effects add to the Critical Injuries its attacks inflict
 * (system.modifiers.criticalInflicted: Lethal Blows); none when the target is a vehicle (its table is
 * critical hits) or the attacker is gone. Never negative: critRoll takes only additions.
 */
export function criticalInflicted(attacker: ActorView | null, target: ActorView): number {
  if (!attacker || target.type === "vehicle") return 0;
  const value = (attacker.system as { modifiers?: { criticalInflicted?: unknown } }).modifiers?.criticalInflicted;
  return typeof value === "number" && Number.isInteger(value) ? Math.max(0, value) : 0;
}

/**
 * Silhouette for Knockdown's cost, personal silhouettes and vehicle attacks: a vehicle's own, an
 * adversary's personal silhouette (seed 002 PERSONAL SILHOUETTES), 1 for a character.
 */
export function silhouetteOf(view: Pick<ActorView, "type" | "system">): number {
  const stored = (view.system as Partial<Pick<VehicleData, "silhouette">>).silhouette;
  if (view.type === "character") return 1;
  return typeof stored === "number" && Number.isInteger(stored) && stored >= 0 ? stored : 1;
}

/** A droid, by the combatant's own flag (set on the sheet; migration 3 read it once from species). */
export function isDroidView(view: Pick<ActorView, "type" | "system">): boolean {
  return (view.system as { droid?: boolean }).droid === true;
}
