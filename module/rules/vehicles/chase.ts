/**
 * Chases (seed 002 CHASE): each round pursuer and quarry make competitive Piloting checks
 * (../checks/competitive.ts). The seed's "s = +1 range band; +1 range band per difference in speed" is
 * settled by the published core rule: the side that wins the competitive check (more successes; ties go
 * to triumphs, then advantage) moves the distance ONE band its way (the pursuer closing it, the quarry
 * opening it), plus one band per point of speed it has over the other side, and only when the winner is
 * the faster side: a slower winner still moves just the one band. A draw leaves the distance as it is.
 * The chase ends when the pursuer has the quarry at the nearest band (close range for vehicles, engaged
 * on foot). The seed does not say what happens past the farthest band; as in the published rule, the
 * quarry then escapes.
 */
import { EoteError } from "../../dice/errors.ts";
import { compareResults, type ContestResult } from "../checks/competitive.ts";
import { VEHICLE_RANGE_BANDS, type VehicleRangeBand } from "./vehicle-attack.ts";
import { RANGE_BANDS, type RangeBand } from "../types.ts";

export type ChaseBand = VehicleRangeBand | RangeBand;
export type ChaseScale = "vehicle" | "personal";

/** The bands of a chase's scale, nearest first: the first one ends the chase. */
export function chaseBands(scale: ChaseScale): readonly ChaseBand[] {
  return scale === "vehicle" ? VEHICLE_RANGE_BANDS : RANGE_BANDS;
}

export interface ChaseSide {
  /** The side's competitive check: net successes, then triumphs and net advantage to break a tie. */
  roll: ContestResult;
  /** The vessel's speed now (0 while its system strain is over threshold: ./vehicle.ts effectiveSpeed). */
  speed: number;
}

export type ChaseState = "on" | "caught" | "escaped";

/** Who won the round's competitive check; null: a draw. */
export type ChaseWinner = "pursuer" | "quarry" | null;

export interface ChaseRound {
  from: ChaseBand;
  to: ChaseBand;
  /** Bands closed this round (negative: opened): bySuccess plus bySpeed. */
  closed: number;
  winner: ChaseWinner;
  /** The one band the check's winner moves, from the pursuer's side: +1, -1, or 0 on a draw. */
  bySuccess: number;
  /** The winner's speed over the other side's, from the pursuer's side; 0 unless the winner is faster. */
  bySpeed: number;
  state: ChaseState;
}

/** Bands the round moves the distance, from the pursuer's side (positive closes), and who won the check. */
export function chaseShift(pursuer: ChaseSide, quarry: ChaseSide): { winner: ChaseWinner; bySuccess: number; bySpeed: number } {
  for (const side of [pursuer, quarry]) {
    if (!Number.isInteger(side.speed) || side.speed < 0) {
      throw new EoteError("EOTE.Combat.Error.BadValue", "speed must be a whole number from 0", { name: "speed", value: side.speed });
    }
  }
  const order = compareResults(pursuer.roll, quarry.roll);
  if (order === 0) return { winner: null, bySuccess: 0, bySpeed: 0 };
  const winner: ChaseWinner = order < 0 ? "pursuer" : "quarry";
  const [won, lost] = winner === "pursuer" ? [pursuer, quarry] : [quarry, pursuer];
  const faster = Math.max(0, won.speed - lost.speed);
  return winner === "pursuer" ? { winner, bySuccess: 1, bySpeed: faster } : { winner, bySuccess: -1, bySpeed: faster === 0 ? 0 : -faster };
}

/** One round of the chase from the band the sides are at now. */
export function chaseRound(scale: ChaseScale, from: ChaseBand, pursuer: ChaseSide, quarry: ChaseSide): ChaseRound {
  const bands = chaseBands(scale);
  const at = bands.indexOf(from);
  if (at < 0) throw new EoteError("EOTE.Travel.Error.BadBand", `No ${from} band at the ${scale} scale`, { band: from });
  const { winner, bySuccess, bySpeed } = chaseShift(pursuer, quarry);
  const closed = bySuccess + bySpeed;
  const next = at - closed;
  if (next > bands.length - 1) return { from, to: bands[bands.length - 1]!, closed, winner, bySuccess, bySpeed, state: "escaped" };
  const index = Math.max(0, next);
  return { from, to: bands[index]!, closed, winner, bySuccess, bySpeed, state: index === 0 ? "caught" : "on" };
}
