/**
 * Range bands on the ruler (pure): the band a ruler label names for a measured distance, and its label key.
 * The band itself is the rule's (module/rules/combat/range-measure.ts); personal bands show with the
 * sheet's range names, vehicle bands with the vehicle range names.
 */
import { rangeBandAt, type BandLimits, type RangeScale } from "../../rules/combat/range-measure.ts";

export interface RulerBand {
  scale: RangeScale;
  band: string;
  labelKey: string;
}

/** What a ruler label shows for `distance` grid units at this scale. */
export function rulerBand(distance: number, scale: RangeScale, limits: BandLimits): RulerBand {
  const band = rangeBandAt(distance, scale, limits);
  return { scale, band, labelKey: scale === "personal" ? `EOTE.Sheet.Range.${band}` : `EOTE.Sheet.VehicleRange.${band}` };
}
