/**
 * A measured distance read as a range band. The rulebook gives bands, not metres: personal range is engaged,
 * short ("up to several meters"), medium ("up to several dozen meters"), long ("farther than a few dozen
 * meters") and extreme, the farthest at which two targets can interact (seed 001 Range Bands; seed 002
 * RANGE BANDS); vehicles use the planetary or space bands close, short, medium, long and extreme (seed 002
 * PLANETARY RANGE BANDS: on a planet close is up to several kilometres, medium 50 km, long 100 to 200 km; in
 * space close is dogfighting range, medium a few hundred km, long several thousand km). A map measures in
 * grid units, so where one band ends is a table's convention: the world settings hold the upper limit of
 * each band but extreme, in the scene's grid units, and the defaults below are documented in
 * docs/reference.md (Range bands on the ruler).
 */
import { RANGE_BANDS, type RangeBand } from "../types.ts";
import { VEHICLE_RANGE_BANDS, type VehicleRangeBand } from "../vehicles/vehicle-attack.ts";

/** The scale a distance is read at: a character's, or a vehicle's on a planet or in space. */
export type RangeScale = "personal" | "planetary" | "space";
export const RANGE_SCALES: readonly RangeScale[] = ["personal", "planetary", "space"];

/** The upper limits (inclusive, grid units) of the first four bands, ascending; past the last is extreme. */
export type BandLimits = readonly [number, number, number, number];

/**
 * The table convention this system ships: metres at personal scale (engaged within arm's reach of a 1.5 m
 * square, short to 10 m, medium to 50 m, long to 250 m) and kilometres at vehicle scale (the seed's
 * planetary and space distances).
 */
export const DEFAULT_BAND_LIMITS: Readonly<Record<RangeScale, BandLimits>> = {
  personal: [2, 10, 50, 250],
  planetary: [5, 40, 75, 200],
  space: [10, 100, 500, 5000],
};

/** A limits setting's longest accepted text; anything longer is not read. */
const LIMITS_TEXT_MAX = 100;

/**
 * The band limits a setting's text gives ("2, 10, 50, 250"): four finite numbers above zero, each above the
 * one before; anything else gives `fallback` (a setting is typed by a GM, and a wrong one must not break the ruler).
 */
export function parseBandLimits(text: unknown, fallback: BandLimits): BandLimits {
  if (typeof text !== "string" || text.length > LIMITS_TEXT_MAX) return fallback;
  const parts = text.split(/[,;\s]+/).filter((p) => p !== "").map(Number);
  if (parts.length !== 4 || parts.some((n) => !Number.isFinite(n) || n <= 0)) return fallback;
  if (parts.some((n, i) => i > 0 && n <= parts[i - 1]!)) return fallback;
  return [parts[0]!, parts[1]!, parts[2]!, parts[3]!];
}

/** The band a distance (grid units) falls in at this scale; a distance that is no number, or below zero, counts as none. */
export function rangeBandAt(distance: number, scale: RangeScale, limits: BandLimits): RangeBand | VehicleRangeBand {
  const bands: readonly (RangeBand | VehicleRangeBand)[] = scale === "personal" ? RANGE_BANDS : VEHICLE_RANGE_BANDS;
  const d = Number.isFinite(distance) ? Math.max(0, distance) : 0;
  const index = limits.findIndex((limit) => d <= limit);
  return bands[index === -1 ? bands.length - 1 : index]!;
}
