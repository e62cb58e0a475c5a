/**
 * Vehicle damage control: repairing system strain or hull trauma with a Mechanics check. The difficulty
 * comes from the track against its threshold (seed 000 DAMAGE CONTROL DIFFICULTY, damageControlDifficulty
 * in module/rules/combat/recovery.ts). The seeds are silent on the rest, so the published rule applies: each net success
 * of a successful check removes one point from the track being repaired; a failed check repairs nothing.
 */
import { EoteError } from "../../dice/errors.ts";
import type { SkillId } from "../checks/skills.ts";

/** The vehicle tracks damage control repairs, by their stored field names (VehicleData). */
export const REPAIR_TRACKS = ["systemStrain", "hullTrauma"] as const;
export type RepairTrack = (typeof REPAIR_TRACKS)[number];

/** Damage control is a Mechanics check (published rule). */
export const REPAIR_SKILL: SkillId = "mechanics";

export function isRepairTrack(value: unknown): value is RepairTrack {
  return typeof value === "string" && (REPAIR_TRACKS as readonly string[]).includes(value);
}

/** The part of a rolled outcome damage control reads. */
export interface RepairRoll {
  netSuccess: number;
  succeeded: boolean;
}

/** Points a damage control check removes from a track now at `current`: net successes, at most all of it. */
export function damageRepaired(roll: RepairRoll, current: number): number {
  if (!Number.isInteger(current) || current < 0) {
    throw new EoteError("EOTE.Combat.Error.BadValue", "current must be a whole number from 0", { name: "current", value: current });
  }
  if (!roll.succeeded) return 0;
  return Math.min(current, Math.max(0, Math.trunc(roll.netSuccess)));
}
