/**
 * Sublight trips and navigation hazards (pure): the forms' choices and contexts, the flags their messages
 * carry (flags.eote.sublight on the trip's card, flags.eote.check.navHazard on the pilot's Piloting roll)
 * and the cards computed from them. Rules: module/rules/travel.ts (seed 002 SUBLIGHT TRAVEL, NAVIGATION
 * HAZARDS). The flags are read back from chat messages their authors may edit, so every field is checked;
 * the cards only show text and change nothing.
 */
import type { Outcome } from "../../dice/tally.ts";
import {
  HAZARD_LEVELS, HAZARD_SETBACK, SUBLIGHT_TIME, SUBLIGHT_TRIPS, hazardFailure, hazardPool, isHazardLevel,
  type HazardLevel, type HazardPool, type SublightTrip, type TimeSpan,
} from "../../rules/travel.ts";

export const SUBLIGHT_FLAG = "sublight";
export const NAV_HAZARD_CHECK = "navHazard";

export function isSublightTrip(value: unknown): value is SublightTrip {
  return (SUBLIGHT_TRIPS as readonly unknown[]).includes(value);
}

// ---------------------------------------------------------------- sublight trips

export interface SublightFormContext {
  trips: { value: string; labelKey: string; span: TimeSpan; spanKey: string; selected: boolean }[];
}

export function sublightFormContext(trip: SublightTrip): SublightFormContext {
  return {
    trips: SUBLIGHT_TRIPS.map((t) => {
      const span = SUBLIGHT_TIME[t];
      return { value: t, labelKey: `EOTE.Travel.Sublight.Trip.${t}`, span, spanKey: `EOTE.Travel.Span.${span.unit}`, selected: t === trip };
    }),
  };
}

/** The form's value as a trip; anything unknown falls back. */
export function sublightTripFromForm(values: Readonly<Record<string, unknown>>, fallback: SublightTrip): SublightTrip {
  return isSublightTrip(values["trip"]) ? values["trip"] : fallback;
}

export interface SublightFlag {
  vehicleUuid: string;
  vehicleTokenUuid?: string;
  trip: SublightTrip;
}

export function readSublightFlag(raw: unknown): SublightFlag | null {
  if (typeof raw !== "object" || raw === null) return null;
  const r = raw as Record<string, unknown>;
  if (typeof r["vehicleUuid"] !== "string" || !isSublightTrip(r["trip"])) return null;
  const flag: SublightFlag = { vehicleUuid: r["vehicleUuid"], trip: r["trip"] };
  if (typeof r["vehicleTokenUuid"] === "string") flag.vehicleTokenUuid = r["vehicleTokenUuid"];
  return flag;
}

export interface SublightCardContext {
  vehicleName: string;
  tripKey: string;
  span: TimeSpan;
  spanKey: string;
}

export function buildSublightCard(flag: SublightFlag, vehicleName: string): SublightCardContext {
  const span = SUBLIGHT_TIME[flag.trip];
  return { vehicleName, tripKey: `EOTE.Travel.Sublight.Trip.${flag.trip}`, span, spanKey: `EOTE.Travel.Span.${span.unit}` };
}

// ---------------------------------------------------------------- navigation hazards

/** The vessel as the hazard check reads it: its silhouette and its speed now. */
export interface HazardVessel {
  silhouette: number;
  speed: number;
}

export interface HazardFormContext {
  levels: { value: string; labelKey: string; planetKey: string; spaceKey: string; setback: number; selected: boolean }[];
  pool: HazardPool;
  silhouette: number;
  speed: number;
}

export function hazardFormContext(level: HazardLevel, vessel: HazardVessel): HazardFormContext {
  return {
    levels: HAZARD_LEVELS.map((l) => ({
      value: l, labelKey: `EOTE.Travel.Hazard.Level.${l}`, planetKey: `EOTE.Travel.Hazard.Planet.${l}`, spaceKey: `EOTE.Travel.Hazard.Space.${l}`,
      setback: HAZARD_SETBACK[l], selected: l === level,
    })),
    pool: hazardPool(vessel.silhouette, vessel.speed, level),
    silhouette: vessel.silhouette,
    speed: vessel.speed,
  };
}

export function hazardLevelFromForm(values: Readonly<Record<string, unknown>>, fallback: HazardLevel): HazardLevel {
  return isHazardLevel(values["level"]) ? values["level"] : fallback;
}

/** Stored on the Piloting roll's message as flags.eote.check.navHazard. */
export interface NavHazardFlag {
  vehicleUuid: string;
  vehicleTokenUuid?: string;
  level: HazardLevel;
  /** The vessel's speed when the check was made (a failure takes 1 off it). */
  speed: number;
}

export function readNavHazardFlag(raw: unknown): NavHazardFlag | null {
  if (typeof raw !== "object" || raw === null) return null;
  const r = raw as Record<string, unknown>;
  const speed = r["speed"];
  if (typeof r["vehicleUuid"] !== "string" || !isHazardLevel(r["level"])) return null;
  if (typeof speed !== "number" || !Number.isInteger(speed) || speed < 0 || speed > 20) return null;
  const flag: NavHazardFlag = { vehicleUuid: r["vehicleUuid"], level: r["level"], speed };
  if (typeof r["vehicleTokenUuid"] === "string") flag.vehicleTokenUuid = r["vehicleTokenUuid"];
  return flag;
}

export interface NavHazardCardContext {
  vehicleName: string;
  levelKey: string;
  succeeded: boolean;
  /** Failure only: the speed before and after the loss (seed 002: −1 speed, never below 0). */
  speedBefore: number;
  speedAfter: number;
}

export function buildNavHazardCard(outcome: Pick<Outcome, "succeeded">, flag: NavHazardFlag, vehicleName: string): NavHazardCardContext {
  return {
    vehicleName, levelKey: `EOTE.Travel.Hazard.Level.${flag.level}`, succeeded: outcome.succeeded,
    speedBefore: flag.speed, speedAfter: outcome.succeeded ? flag.speed : hazardFailure(flag.speed).speed,
  };
}
