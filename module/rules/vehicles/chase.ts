/**
 * Chases (seed 002 CHASE): each round pursuer and quarry make competitive Piloting checks
 * (./competitive.ts). "s = +1 range band; +1 range band per difference in speed": the distance moves one
 * band for each net success one side has over the other and one band for each point of speed one side
 * has over the other, the pursuer's edge closing it and the quarry's edge opening it. The chase ends when
 * the pursuer has the quarry at the nearest band (close range for vehicles, engaged on foot). The seed
 * does not say what happens past the farthest band; as in the published rule, the quarry then escapes.
 */
import { EoteError } from "../../dice/errors.ts";
import type { Outcome } from "../../dice/tally.ts";
import { VEHICLE_RANGE_BANDS, type VehicleRangeBand } from "./vehicle-attack.ts";
import { RANGE_BANDS, type RangeBand } from "../types.ts";

export type ChaseBand = VehicleRangeBand | RangeBand;
export type ChaseScale = "vehicle" | "personal";

/** The bands of a chase's scale, nearest first: the first one ends the chase. */
export function chaseBands(scale: ChaseScale): readonly ChaseBand[] {
  return scale === "vehicle" ? VEHICLE_RANGE_BANDS : RANGE_BANDS;
}

export interface ChaseSide {
  roll: Pick<Outcome, "netSuccess">;
  /** The vessel's speed now (0 while its system strain is over threshold: ./vehicle.ts effectiveSpeed). */
  speed: number;
}

export type ChaseState = "on" | "caught" | "escaped";

export interface ChaseRound {
  from: ChaseBand;
  to: ChaseBand;
  /** Bands closed this round (negative: opened): net successes plus speed difference, from the pursuer's side. */
  closed: number;
  bySuccess: number;
  bySpeed: number;
  state: ChaseState;
}

/** Bands the round moves the distance, from the pursuer's side (positive closes). */
export function chaseShift(pursuer: ChaseSide, quarry: ChaseSide): { bySuccess: number; bySpeed: number } {
  for (const side of [pursuer, quarry]) {
    if (!Number.isInteger(side.speed) || side.speed < 0) {
      throw new EoteError("EOTE.Combat.Error.BadValue", "speed must be a whole number from 0", { name: "speed", value: side.speed });
    }
  }
  return { bySuccess: pursuer.roll.netSuccess - quarry.roll.netSuccess, bySpeed: pursuer.speed - quarry.speed };
}

/** One round of the chase from the band the sides are at now. */
export function chaseRound(scale: ChaseScale, from: ChaseBand, pursuer: ChaseSide, quarry: ChaseSide): ChaseRound {
  const bands = chaseBands(scale);
  const at = bands.indexOf(from);
  if (at < 0) throw new EoteError("EOTE.Travel.Error.BadBand", `No ${from} band at the ${scale} scale`, { band: from });
  const { bySuccess, bySpeed } = chaseShift(pursuer, quarry);
  const closed = bySuccess + bySpeed;
  const next = at - closed;
  if (next > bands.length - 1) return { from, to: bands[bands.length - 1]!, closed, bySuccess, bySpeed, state: "escaped" };
  const index = Math.max(0, next);
  return { from, to: bands[index]!, closed, bySuccess, bySpeed, state: index === 0 ? "caught" : "on" };
}
