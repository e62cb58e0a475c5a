/**
 * The vehicle sheet's Navigation block (templates/actor/vehicle-navigation.hbs): hyperdrive classes,
 * navicomputer, sensor range, consumables, and whether a jump can be plotted (a drive and a seated
 * navigator; the button still refuses with a notice when pressed without them, module/features/travel/actions.ts).
 */
import { VEHICLE_RANGE_BANDS } from "../../../rules/vehicles/vehicle-attack.ts";
import type { VehicleData } from "../../../rules/types.ts";

export interface NavigationView {
  /** Drive classes as text ("" for none); the template prints "None" for an empty one. */
  primary: string;
  backup: string;
  hasHyperdrive: boolean;
  navicomputer: boolean;
  sensorRangeKey: string;
  sensorRanges: { value: string; labelKey: string; selected: boolean }[];
  consumables: string;
  hasNavigator: boolean;
}

const classText = (value: number | null): string => (value === null || !(value > 0) ? "" : String(value));

export function navigationView(s: Pick<VehicleData, "hyperdrive" | "navicomputer" | "sensorRange" | "consumables" | "stations">): NavigationView {
  const primary = classText(s.hyperdrive.primary);
  const backup = classText(s.hyperdrive.backup);
  return {
    primary, backup, hasHyperdrive: primary !== "" || backup !== "",
    navicomputer: s.navicomputer,
    sensorRangeKey: `EOTE.Sheet.VehicleRange.${s.sensorRange}`,
    sensorRanges: VEHICLE_RANGE_BANDS.map((b) => ({ value: b, labelKey: `EOTE.Sheet.VehicleRange.${b}`, selected: b === s.sensorRange })),
    consumables: s.consumables,
    hasNavigator: s.stations.navigator !== "",
  };
}
