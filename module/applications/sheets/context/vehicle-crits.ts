/**
 * The vehicle sheet's "Critical hits in force" block (templates/actor/vehicle-crits.hbs): one line per
 * effect the vehicle's critical hits leave now (module/rules/vehicles/critical-hits.ts, read into the
 * derived data), the lasting ones then the short-term ones, each as a lang key and its numbers. A zone
 * is itself a lang key, localised by the template before it fills the line. Two lines offer the check
 * their hit calls for (module/features/critical/actions/vehicle-checks.ts): Knocked Off Course's control check
 * while it lasts, and Fire!'s Cool or Vigilance check while the fire burns.
 */
import type { VehicleCritDerived } from "../../../rules/character/derived-types.ts";
import { controlCheckOpen } from "../../../rules/vehicles/critical-hits.ts";

export interface CritInForceRow {
  /** EOTE.VehicleCrit.Key.<key>: the row's name. */
  nameKey: string;
  text: string;
  /** The zone's lang key ("" when the line names none). */
  zoneKey: string;
  rounds: number;
  difficulty: number;
  setback: number;
  /** The checks the line offers: the sheet's vehicleCritCheck action with `check`, labelled by `labelKey`. */
  checks: { check: "control" | "fireCool" | "fireVigilance"; labelKey: string }[];
}

/** The checks a line offers: the control check on Knocked Off Course's short-term line, the fire's on Fire!'s. */
function checksOf(line: { key: string; text: string }): CritInForceRow["checks"] {
  if (controlCheckOpen(line)) return [{ check: "control", labelKey: "EOTE.VehicleCrit.Act.Control" }];
  if (line.key === "fire") return [{ check: "fireCool", labelKey: "EOTE.VehicleCrit.Act.FireCool" }, { check: "fireVigilance", labelKey: "EOTE.VehicleCrit.Act.FireVigilance" }];
  return [];
}

const num = (value: unknown): number => (typeof value === "number" ? value : 0);

export function critsInForce(crits: Pick<VehicleCritDerived, "lines"> | undefined): CritInForceRow[] {
  return (crits?.lines ?? []).map((line) => ({
    nameKey: `EOTE.VehicleCrit.Key.${line.key}`, text: line.text,
    zoneKey: typeof line.data["zone"] === "string" ? line.data["zone"] : "",
    rounds: num(line.data["rounds"]), difficulty: num(line.data["difficulty"]), setback: num(line.data["setback"]),
    checks: checksOf(line),
  }));
}
