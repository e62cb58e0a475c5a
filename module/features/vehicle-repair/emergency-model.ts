/**
 * The emergency repairs part of a roll's chat card (pure; seed 002 EMERGENCY REPAIRS, rules in
 * module/rules/vehicles/vehicle-repairs.ts): from the rolled outcome, the vehicle's state and this card's record
 * on the vehicle (flags.eote.emergencyRepairLog.<messageId>), what the card shows, the effect its
 * Restore button creates and what its Undo removes. Restore writes the record (naming the effect by the
 * id it is created with) before the effect exists, so Undo always knows it: Undo deletes exactly that
 * effect, whatever else changed on the vehicle since.
 */
import { EMERGENCY_REPAIR_EFFECT, emergencyRepairsNeeded } from "../../rules/vehicles/vehicle-repairs.ts";
import { MODE_ADD, type VehicleModifiers } from "../../rules/checks/modifiers.ts";
import { EMERGENCY_LOG } from "./flags.ts";
export { EMERGENCY_LOG };

/** Stored on the roll's message as flags.eote.check.emergencyRepair by emergencyRepairCheck. */
export interface EmergencyFlag {
  vehicleUuid: string;
  /** Who repairs: the card acts only when its author is a GM or owns this actor (module/chat/trust.ts). */
  repairerUuid: string;
  vehicleTokenUuid?: string;
}

export interface EmergencyRecord {
  effectId: string;
}

export interface EmergencyVehicle {
  name: string;
  canAct: boolean;
  shutDown: boolean;
  /** An emergency repairs effect stands on the vehicle now (this card's or another's). */
  underEmergencyRepairs: boolean;
  record: EmergencyRecord | null;
}

export interface EmergencyCardContext {
  vehicleName: string;
  succeeded: boolean;
  restored: boolean;
  /** Succeeded, but the ship is not shut down or already runs on emergency repairs. */
  notNeeded: boolean;
  canAct: boolean;
  canRestore: boolean;
  canUndo: boolean;
}

export function emergencyPath(messageId: string): string {
  return `flags.eote.${EMERGENCY_LOG}.${messageId}`;
}

export function readEmergencyFlag(value: unknown): EmergencyFlag | null {
  if (!value || typeof value !== "object") return null;
  const f = value as Partial<EmergencyFlag>;
  if (typeof f.vehicleUuid !== "string" || !f.vehicleUuid || typeof f.repairerUuid !== "string" || !f.repairerUuid) return null;
  const token = typeof f.vehicleTokenUuid === "string" && f.vehicleTokenUuid ? { vehicleTokenUuid: f.vehicleTokenUuid } : {};
  return { vehicleUuid: f.vehicleUuid, repairerUuid: f.repairerUuid, ...token };
}

export function readEmergencyRecord(value: unknown): EmergencyRecord | null {
  if (!value || typeof value !== "object") return null;
  const id = (value as Partial<EmergencyRecord>).effectId;
  return typeof id === "string" && /^[A-Za-z0-9]{16}$/.test(id) ? { effectId: id } : null;
}

export function buildEmergencyCard(roll: { succeeded: boolean }, vehicle: EmergencyVehicle): EmergencyCardContext {
  const restored = vehicle.record !== null;
  const needed = emergencyRepairsNeeded({ shutDown: vehicle.shutDown }, vehicle.underEmergencyRepairs);
  return {
    vehicleName: vehicle.name,
    succeeded: roll.succeeded,
    restored,
    notNeeded: roll.succeeded && !restored && !needed,
    canAct: vehicle.canAct,
    canRestore: vehicle.canAct && roll.succeeded && !restored && needed,
    canUndo: vehicle.canAct && restored,
  };
}

/** ActiveEffect changes that add `mods` to the vehicle's prepared modifiers (module/rules/checks/modifiers.ts). */
export function vehicleModifierChanges(mods: Partial<VehicleModifiers>): { key: string; mode: number; value: string }[] {
  return Object.entries(mods).filter(([, v]) => v !== 0).map(([field, value]) => ({
    key: `system.modifiers.vehicle.${field}`, mode: MODE_ADD, value: String(value),
  }));
}

/** The emergency repairs effect's data (its name and description localised by the shell). */
export function emergencyEffectData(name: string, description: string, origin: string): Record<string, unknown> {
  return {
    name, description, img: "icons/svg/upgrade.svg", origin,
    changes: vehicleModifierChanges(EMERGENCY_REPAIR_EFFECT),
    flags: { eote: { vehicleState: "emergencyRepairs" } },
  };
}
