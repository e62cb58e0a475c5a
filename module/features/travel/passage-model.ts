/**
 * Sublight trips and navigation hazards (pure): the forms' choices and contexts, the flags their messages
 * carry (flags.eote.sublight on the trip's card, flags.eote.check.navHazard on the pilot's Piloting roll)
 * and the cards computed from them. Rules: module/rules/vehicles/travel.ts (seed 002 SUBLIGHT TRAVEL, NAVIGATION
 * HAZARDS). The flags are read back from chat messages their authors may edit, so every field is checked.
 * A failed hazard check's −1 speed is applied by a click (./card/passage-speed.ts) and recorded on the vessel
 * (flags.eote.navHazardLog.<messageId>: the speed before and after), from which Undo restores it exactly.
 */
import type { Outcome } from "../../dice/tally.ts";
import { speedUndone } from "../../rules/vehicles/vehicle-spend-options.ts";
import {
  HAZARD_LEVELS, HAZARD_SETBACK, SUBLIGHT_TIME, SUBLIGHT_TRIPS, hazardFailure, hazardPool, isHazardLevel,
  type HazardLevel, type HazardPool, type SublightTrip, type TimeSpan,
} from "../../rules/vehicles/travel.ts";
import { SUBLIGHT_FLAG, NAV_HAZARD_CHECK, NAV_HAZARD_LOG } from "./flags.ts";
export { SUBLIGHT_FLAG, NAV_HAZARD_CHECK, NAV_HAZARD_LOG };

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

/** The sublight card as one render reads it (./card/state.ts readSublightCard): the flag and the vessel's name. */
export interface SublightCardSnapshot {
  flag: SublightFlag;
  vehicleName: string;
}

export function sublightCardView(snapshot: SublightCardSnapshot): SublightCardContext {
  return buildSublightCard(snapshot.flag, snapshot.vehicleName);
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

/** Where the vessel keeps what a hazard card did to its speed: flags.eote.navHazardLog.<messageId>. */
export const navHazardPath = (messageId: string): string => `flags.eote.${NAV_HAZARD_LOG}.${messageId}`;

/** The speed the card's click changed: before and after (seed 002: −1 speed, never below 0). */
export interface NavHazardRecord {
  speed: { before: number; after: number };
}

const wholeSpeed = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v) && v >= 0;

/** A stored record read defensively (flags are user data): null unless both speeds are whole and not negative. */
export function readNavHazardRecord(raw: unknown): NavHazardRecord | null {
  const speed = (raw as { speed?: { before?: unknown; after?: unknown } } | null | undefined)?.speed;
  if (!speed || typeof speed !== "object" || !wholeSpeed(speed.before) || !wholeSpeed(speed.after)) return null;
  return { speed: { before: speed.before, after: speed.after } };
}

/**
 * The failure's −1 speed from the vessel's speed NOW (not the flag's: the message's author may have
 * edited it, and the speed may have changed since the check): the record first, with the speed, in one update.
 * `rating`: the speed rating now. A speed stored above it (reached under Full Throttle, whose rise has ended)
 * moves the vessel at the rating (module/rules/vehicles/vehicle.ts effectiveSpeed), so the −1 is taken from
 * there; the record keeps the stored speed as it was, for an exact Undo.
 */
export function navHazardApply(speedNow: number, messageId: string, rating = speedNow): Record<string, unknown> {
  const after = hazardFailure(Math.min(speedNow, Math.max(0, rating))).speed;
  return { "system.speed.value": after, [navHazardPath(messageId)]: { speed: { before: speedNow, after } } };
}

/**
 * Undo: the speed before, but only while the speed is still what the card left (a later Accelerate or
 * Decelerate stays, module/rules/vehicles/vehicle-spend-options.ts speedUndone); the record goes either way.
 */
export function navHazardUndo(speedNow: number, record: NavHazardRecord, messageId: string): Record<string, unknown> {
  const back = speedUndone(speedNow, record.speed);
  return { ...(back === null ? {} : { "system.speed.value": back }), [`flags.eote.${NAV_HAZARD_LOG}.-=${messageId}`]: null };
}

/** What the viewer may do on the card now (the shell asks the card's trust and the viewer's rights). */
export interface NavHazardStanding {
  /** The lang key of why the card may not act (card trust), or null. */
  refusal: string | null;
  /** The viewer is the GM or an owner of the vessel. */
  canAct: boolean;
  /** What the card's click did, from the record on the vessel. */
  record: NavHazardRecord | null;
}

export interface NavHazardCardContext {
  vehicleName: string;
  levelKey: string;
  succeeded: boolean;
  /** Failure only: the speed before and after the loss (seed 002: −1 speed, never below 0). */
  speedBefore: number;
  speedAfter: number;
  /** Failure, not yet applied, the card may act and the viewer may: the Apply button. */
  canApply: boolean;
  /** What was applied (before, after), for the line beside Undo. */
  applied: { before: number; after: number } | null;
  canUndo: boolean;
  refusal: string | null;
}

const NO_STANDING: NavHazardStanding = { refusal: null, canAct: false, record: null };

export function buildNavHazardCard(
  outcome: Pick<Outcome, "succeeded">, flag: NavHazardFlag, vehicleName: string, standing: NavHazardStanding = NO_STANDING,
): NavHazardCardContext {
  const failed = !outcome.succeeded;
  const record = failed ? standing.record : null;
  return {
    vehicleName, levelKey: `EOTE.Travel.Hazard.Level.${flag.level}`, succeeded: outcome.succeeded,
    speedBefore: flag.speed, speedAfter: outcome.succeeded ? flag.speed : hazardFailure(flag.speed).speed,
    canApply: failed && !record && standing.canAct && standing.refusal === null,
    applied: record ? record.speed : null,
    // Undo reads only the record on the vessel, so it skips the card's trust (module/chat/section.ts mayUndo).
    canUndo: !!record && standing.canAct,
    refusal: failed ? standing.refusal : null,
  };
}

// ---------------------------------------------------------------- the hazard card, read once

/**
 * The navigation hazard card as one render or one click reads it (./card/state.ts readNavHazardCard): the
 * flag, the roll's outcome, the vessel's name, and the vessel as it is now (its speed, the card's trust for
 * it, the viewer's right over it, this card's record on it); `vessel` is null when the flag names no vehicle.
 */
export interface NavHazardCardSnapshot {
  messageId: string;
  flag: NavHazardFlag;
  /** The roll's outcome; null for a message with no narrative roll. */
  outcome: Pick<Outcome, "succeeded"> | null;
  vehicleName: string;
  /** The vessel: its stored speed and its speed rating now (Full Throttle's rise included). */
  vessel: (NavHazardStanding & { speed: number; rating: number }) | null;
}

/** What the card shows; null without a rolled outcome (nothing to draw). */
export function navHazardCardView(snapshot: NavHazardCardSnapshot): NavHazardCardContext | null {
  if (!snapshot.outcome) return null;
  return buildNavHazardCard(snapshot.outcome, snapshot.flag, snapshot.vehicleName, snapshot.vessel ?? NO_STANDING);
}

/** The card's two buttons. */
export type NavHazardAction = "apply" | "undo";

/** What a click does: the update to write on the vessel, or the notice (a lang key) it refuses with. */
export type NavHazardStep = { update: Record<string, unknown> } | { notice: string };

/**
 * A click on a vessel the viewer may act on (the button's `who` checked it): Apply takes 1 speed off a
 * failure's vessel from its speed now, once per card; Undo puts back what the record says, where there is one.
 */
export function navHazardStep(
  snapshot: Pick<NavHazardCardSnapshot, "messageId" | "outcome"> & { vessel: NonNullable<NavHazardCardSnapshot["vessel"]> }, action: NavHazardAction,
): NavHazardStep {
  const { messageId, outcome, vessel } = snapshot;
  if (action === "undo") {
    // Undo reads only the record: the GM or an owner, where the card left one (module/chat/section.ts mayUndo).
    return vessel.record && vessel.canAct ? { update: navHazardUndo(vessel.speed, vessel.record, messageId) } : { notice: "EOTE.Travel.Hazard.Notice.NotOwner" };
  }
  // Only a failure costs speed, and only once per card.
  if (outcome?.succeeded !== false || vessel.record) return { notice: "EOTE.Travel.Hazard.Notice.Nothing" };
  return { update: navHazardApply(vessel.speed, messageId, vessel.rating) };
}
