/**
 * The vehicle sheet's Maneuvers row and Actions menu (pure): a button per pilot maneuver, marked with the
 * limit that forbids it now (seed 002 STARSHIP MANEUVERS; the click still reaches the shell, which
 * refuses with a notice), and an entry per starship action and each of its checks.
 */
import { disabledReasonKey, effectiveSpeed, maneuverDisabled } from "../../../rules/vehicles/vehicle.ts";
import { maneuverLimit, PILOT_MANEUVERS, type PilotManeuverId } from "../../../rules/vehicles/starship-maneuvers.ts";
import { actionLimit, STARSHIP_ACTIONS, starshipAction, type StarshipActionId } from "../../../rules/vehicles/starship-actions.ts";
import type { VehicleDamageState } from "../../../rules/character/derived-types.ts";
import { tractorForbids } from "../../../rules/vehicles/tractor.ts";
import { fullThrottleForms } from "../../../rules/vehicles/full-throttle.ts";
import { freeManeuverFor, type FreeManeuverMarker, type ManeuverCounter } from "../../../rules/vehicles/maneuver-tally.ts";
import { CREW_STATIONS, type CrewStation } from "../../../rules/vehicles/crew.ts";
import type { FiringArc, VehicleData } from "../../../rules/types.ts";

export interface ManeuverButton {
  id: PilotManeuverId;
  labelKey: string;
  tooltipKey: string;
  /** The refusal the shell would give now, "" when allowed. */
  blockedKey: string;
}

export interface DeflectorZone {
  arc: FiringArc;
  labelKey: string;
  toSelected: boolean;
}

export interface ActionEntry {
  id: StarshipActionId;
  checkIndex: number;
  labelKey: string;
  skillKey: string;
  /** How the check is taken, where an action has both forms (Full Throttle: action, or maneuver); "" otherwise. */
  formKey: string;
  /** The station whose crew member takes the action (its lang key beside it). */
  station: CrewStation;
  stationKey: string;
  blockedKey: string;
}

type VehicleInput = Pick<VehicleData, "silhouette" | "speed" | "domain"> & {
  derived: { damage: Pick<VehicleDamageState, "speedZero" | "shutDown" | "strained" | "maneuversBlocked" | "speedCap" | "speedRating">; defenceZones: FiringArc[] };
};

/** Why no maneuver may be taken now (shut down, systems overloaded: seed 002 DAMAGE), as a lang key; "" when none. */
export function maneuversDisabledKey(s: VehicleInput): string {
  const reason = maneuverDisabled(s.derived.damage);
  return reason ? disabledReasonKey(reason, "Blocked") : "";
}

function motion(s: VehicleInput) {
  // The speed rating now: Full Throttle's rise in force included (module/rules/vehicles/full-throttle.ts).
  return { silhouette: s.silhouette, speed: effectiveSpeed(s.speed.value, s.derived.damage), maxSpeed: s.derived.damage.speedRating ?? s.speed.max };
}

/** The maneuver buttons; Angle Deflector Screens has its own zone pickers (deflectorZones). */
export function maneuverButtons(s: VehicleInput): ManeuverButton[] {
  return PILOT_MANEUVERS.filter((id) => id !== "angleDeflectors").map((id) => {
    const limit = maneuverLimit(id, motion(s));
    return {
      id, labelKey: `EOTE.Maneuver.${id}.Name`, tooltipKey: `EOTE.Maneuver.${id}.Tooltip`,
      blockedKey: maneuversDisabledKey(s) || (limit.allowed ? "" : `EOTE.Maneuver.Blocked.${limit.reason}`),
    };
  });
}

/** The zones a point of defence may move between, for the deflector pickers. */
export function deflectorZones(s: VehicleInput): DeflectorZone[] {
  // The "to" picker starts on the second zone so the pair differs.
  return s.derived.defenceZones.map((arc, i) => ({ arc, labelKey: `EOTE.Sheet.Arc.${arc}`, toSelected: i === 1 }));
}

/**
 * One entry per action and check ("Plot Course: Astrogation", "Plot Course: Perception"). Full Throttle only for
 * a pilot with the talent (`pilotTalents`, their keys), its maneuver only with Improved Full Throttle
 * (module/rules/vehicles/full-throttle.ts fullThrottleForms).
 */
export function actionEntries(s: VehicleInput, manualRepairsUsed: boolean, pilotTalents: readonly string[] = []): ActionEntry[] {
  const forms = fullThrottleForms(pilotTalents);
  return STARSHIP_ACTIONS.flatMap((id) => {
    const rule = starshipAction(id);
    const limit = actionLimit(id, motion(s), manualRepairsUsed);
    return rule.checks.flatMap((check, checkIndex) => (id === "fullThrottle" && !forms.includes(check.maneuver ? "maneuver" : "action") ? [] : [{
      id, checkIndex, labelKey: `EOTE.StarshipAction.${id}.Name`, station: rule.station,
      formKey: id === "fullThrottle" ? `EOTE.StarshipAction.fullThrottle.Form.${check.maneuver ? "maneuver" : "action"}` : "",
      skillKey: check.skill === "piloting" ? `EOTE.Skill.${s.domain === "space" ? "pilotingSpace" : "pilotingPlanetary"}` : `EOTE.Skill.${check.skill}`,
      stationKey: `EOTE.Crew.Station.${rule.station}`,
      blockedKey: limit.allowed ? "" : `EOTE.StarshipAction.Blocked.${limit.reason}`,
    }]));
  });
}

/** One reason some maneuvers cannot be taken now, with the maneuvers it stops (their lang keys). */
export interface BlockedReason {
  key: string;
  labelKeys: string[];
}

/**
 * Why the marked maneuvers (and the deflector button) cannot be taken now, as the sheet writes it under the row:
 * a touch screen has no hover for a title. One line per reason, in the buttons' order, naming the maneuvers it stops.
 */
export function blockedReasons(buttons: readonly Pick<ManeuverButton, "labelKey" | "blockedKey">[], deflectorBlockedKey = ""): BlockedReason[] {
  const reasons: BlockedReason[] = [];
  const add = (key: string, labelKey: string) => {
    if (!key) return;
    const found = reasons.find((r) => r.key === key);
    if (found) found.labelKeys.push(labelKey);
    else reasons.push({ key, labelKeys: [labelKey] });
  };
  for (const b of buttons) add(b.blockedKey, b.labelKey);
  add(deflectorBlockedKey, "EOTE.Maneuver.angleDeflectors.Name");
  return reasons;
}

/**
 * The round's count beside the heading and, once the vessel has taken every starship maneuver it may
 * this round (module/rules/vehicles/maneuver-tally.ts), each maneuver marked with that (the click still gives the
 * refusal), unless a free maneuver an attack gave the vessel pays for it (freeManeuverFor). Outside
 * combat (no counter) the buttons are as they were.
 */
export function roundLimitView(buttons: readonly ManeuverButton[], counter: ManeuverCounter | null, free: ReadonlySet<FreeManeuverMarker> = new Set()) {
  const full = counter?.full === true;
  const blocked = (key: string, id: PilotManeuverId) => key || (full && !freeManeuverFor(id, free) ? "EOTE.Maneuver.Blocked.roundFull" : "");
  const maneuvers = buttons.map((b) => ({ ...b, blockedKey: blocked(b.blockedKey, b.id) }));
  const deflectorBlockedKey = blocked("", "angleDeflectors");
  return {
    maneuverCounter: counter,
    freeManeuverStanding: free.size > 0,
    maneuvers,
    deflectorBlockedKey,
    maneuverReasons: blockedReasons(maneuvers, deflectorBlockedKey),
  };
}

/**
 * While a tractor beam holds the vessel (seed 002 TRACTOR: "Target may not move"), the maneuvers that
 * would move it are marked with that; a maneuver already marked keeps its first reason.
 */
export function tractorHoldView(buttons: readonly ManeuverButton[], held: boolean): ManeuverButton[] {
  return buttons.map((b) => ({ ...b, blockedKey: b.blockedKey || (tractorForbids(held, b.id) ? "EOTE.Maneuver.Blocked.heldByTractor" : "") }));
}

/**
 * The weapons a Slice Enemy's Systems effect in force disables (seed 002 STARSHIP ACTIONS, its triumph;
 * `slicedIds`, read from the vehicle's effects by the sheet): their Fire button is shown disabled, with why.
 */
export function slicedWeaponsView<W extends { id: string }>(weapons: readonly W[], slicedIds: readonly string[]): (W & { sliced: boolean })[] {
  return weapons.map((w) => ({ ...w, sliced: slicedIds.includes(w.id) }));
}

/** One starship action with a button per check it may be made with (Plot Course: Astrogation or Perception). */
export interface ActionRow {
  id: StarshipActionId;
  labelKey: string;
  station: CrewStation;
  stationKey: string;
  blockedKey: string;
  checks: { checkIndex: number; skillKey: string; formKey: string }[];
}

/** The entries gathered by action, so an action with two checks is listed once with both (seed 002 STARSHIP ACTIONS). */
export function actionRows(entries: readonly ActionEntry[]): ActionRow[] {
  const rows: ActionRow[] = [];
  for (const e of entries) {
    const found = rows.find((r) => r.id === e.id);
    if (found) found.checks.push({ checkIndex: e.checkIndex, skillKey: e.skillKey, formKey: e.formKey });
    else rows.push({ id: e.id, labelKey: e.labelKey, station: e.station, stationKey: e.stationKey, blockedKey: e.blockedKey, checks: [{ checkIndex: e.checkIndex, skillKey: e.skillKey, formKey: e.formKey }] });
  }
  return rows;
}

/** A station's starship actions, one row of the Crew tab's actions table. */
export interface StationActions {
  station: CrewStation;
  stationKey: string;
  actions: ActionRow[];
  /**
   * Damage control is the engineer's too (published EotE core rule, STARSHIP ACTIONS: Damage Control, the
   * engineer's Mechanics check; the seed's own section is DAMAGE CONTROL), so the engineer's row carries its
   * two buttons (system strain, hull trauma) rather than a section of their own.
   */
  damageControl: boolean;
}

/**
 * The actions gathered by the station that takes them, in the crew table's station order, so the GM reads
 * who may do what in one row a station (a station without an action has no row).
 */
export function actionsByStation(rows: readonly ActionRow[]): StationActions[] {
  return CREW_STATIONS.flatMap((station) => {
    const actions = rows.filter((r) => r.station === station);
    return actions.length ? [{ station, stationKey: `EOTE.Crew.Station.${station}`, actions, damageControl: station === "engineer" }] : [];
  });
}
