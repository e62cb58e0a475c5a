/**
 * The starship action effects in force on a vehicle, as the attack reads them (rules: module/rules/
 * starship-action-effects.ts): its ActiveEffects with flags.eote.starshipAction that are neither disabled
 * nor past their rounds (the GM's expiry may not have deleted them yet). Gain the Advantage names the
 * vehicle it was gained over; Spoof Missiles counts its defence points against Guided weapons.
 */
import { EoteError } from "../../dice/errors.ts";
import { spoofDefence, weaponDisabled } from "../../rules/vehicles/starship-action-effects.ts";
import type { FiringArc } from "../../rules/types.ts";
import type { VehicleDerived } from "../../rules/character/derived-types.ts";
import { actorView } from "../../foundry/documents.ts";
import type { EffectClock } from "../../rules/combat/status.ts";
import { effectsInForce } from "../../foundry/effects.ts";
import { format, localize } from "../../foundry/localize.ts";
import { tokenName } from "../../chat/token-name.ts";

type StoredEffect = {
  id: string | null;
  disabled?: boolean;
  _source: { duration?: EffectClock["duration"]; flags?: { eote?: { starshipAction?: { id?: unknown; targetUuid?: unknown; dice?: unknown; weaponId?: unknown }; expires?: unknown } } };
};

export interface ActionInForce {
  id: string;
  targetUuid?: string;
  dice?: number;
  weaponId?: string;
}

/** The starship action effects in force on `vehicle`. */
export function actionsInForce(vehicle: Actor.Implementation): ActionInForce[] {
  return effectsInForce(vehicle.effects.contents as unknown as StoredEffect[]).flatMap((e) => {
    const a = e._source.flags?.eote?.starshipAction;
    if (!a || typeof a.id !== "string") return [];
    return [{ id: a.id, ...(typeof a.targetUuid === "string" ? { targetUuid: a.targetUuid } : {}), ...(typeof a.dice === "number" ? { dice: a.dice } : {}), ...(typeof a.weaponId === "string" ? { weaponId: a.weaponId } : {}) }];
  });
}

/** Whether `vessel` has gained the advantage over `target` (Gain the Advantage in force, naming it). */
export function hasAdvantageOver(vessel: Actor.Implementation | null, target: Actor.Implementation | null): boolean {
  if (!vessel || !target) return false;
  return actionsInForce(vessel).some((a) => a.id === "gainAdvantage" && a.targetUuid === target.uuid);
}

/**
 * The setback dice Spoof Missiles on `target` (a vehicle) adds to an attack by a Guided weapon striking its
 * `zone` (its defence there counts against the defence cap), with its note; none without Guided.
 */
export function spoofAgainst(guidedWeapon: boolean, target: Actor.Implementation | null | undefined, zone: FiringArc = "fore"): { setback: number; notes: string[] } {
  if (!target || (target.type as string) !== "vehicle") return { setback: 0, notes: [] };
  const zoneDefence = (actorView(target).derived as VehicleDerived | undefined)?.zoneDefence?.[zone] ?? 0;
  const setback = spoofDefence(guidedWeapon, actionsInForce(target).filter((a) => a.id === "spoofMissiles").map((a) => a.dice ?? 1), zoneDefence);
  if (!setback) return { setback: 0, notes: [] };
  return { setback, notes: [format("EOTE.StarshipAction.spoofMissiles.Note", { action: localize("EOTE.StarshipAction.spoofMissiles.Name"), vessel: tokenName(target), count: setback })] };
}

/** The ids of `vehicle`'s weapons a Slice Enemy's Systems effect in force disables. */
export function slicedWeaponIds(vehicle: Actor.Implementation): string[] {
  return actionsInForce(vehicle).filter((a) => a.id === "sliceSystems").flatMap((a) => (a.weaponId ? [a.weaponId] : []));
}

/**
 * Refuses firing `weapon` of `vehicle` while a Slice Enemy's Systems effect in force on the vehicle names
 * it (EoteError EOTE.StarshipAction.Error.WeaponDisabled, shown as a notice).
 */
export function checkWeaponNotSliced(vehicle: Actor.Implementation, weapon: { id: string | null; name: string | null }): void {
  if (weaponDisabled(weapon.id ?? "", slicedWeaponIds(vehicle))) {
    throw new EoteError("EOTE.StarshipAction.Error.WeaponDisabled", "The weapon is disabled by Slice Enemy's Systems", { weapon: weapon.name ?? "" });
  }
}
