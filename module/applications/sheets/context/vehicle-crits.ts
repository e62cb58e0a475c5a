/**
 * The vehicle sheet's "Critical hits in force" block (templates/actor/vehicle-crits.hbs): one line per
 * effect the vehicle's critical hits leave now (module/rules/vehicles/critical-hits.ts, read into the
 * derived data), the lasting ones then the short-term ones, each as a lang key and its numbers. A zone
 * is itself a lang key, localised by the template before it fills the line.
 */
import type { VehicleCritDerived } from "../../../rules/character/derived-types.ts";

export interface CritInForceRow {
  /** EOTE.VehicleCrit.Key.<key>: the row's name. */
  nameKey: string;
  text: string;
  /** The zone's lang key ("" when the line names none). */
  zoneKey: string;
  rounds: number;
  difficulty: number;
  setback: number;
}

const num = (value: unknown): number => (typeof value === "number" ? value : 0);

export function critsInForce(crits: Pick<VehicleCritDerived, "lines"> | undefined): CritInForceRow[] {
  return (crits?.lines ?? []).map((line) => ({
    nameKey: `EOTE.VehicleCrit.Key.${line.key}`, text: line.text,
    zoneKey: typeof line.data["zone"] === "string" ? line.data["zone"] : "",
    rounds: num(line.data["rounds"]), difficulty: num(line.data["difficulty"]), setback: num(line.data["setback"]),
  }));
}
