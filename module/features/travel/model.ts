/**
 * The hyperspace jump (pure): the jump form's choice and context, the flag the Astrogation roll carries
 * (flags.eote.check.jump) and the card computed from it and the rolled outcome. Rules: module/rules/vehicles/travel.ts
 * (seed 002 HYPERSPACE CALCULATION, HYPERSPACE TRAVEL TIME). The flag is read back from a chat message a
 * player may have written, so every field is checked; the card only shows text, it changes nothing.
 */
import type { Outcome } from "../../dice/tally.ts";
import {
  HYPERSPACE_DISTANCES, JUMP_BASE_DIFFICULTY, JUMP_DAMAGE, JUMP_MODIFIER_IDS, hyperspaceTime, isHyperspaceDistance, isJumpDamage,
  jumpDifficulty, jumpEffects, type HyperspaceDistance, type JumpCircumstances, type TimeSpan,
} from "../../rules/vehicles/travel.ts";
import { EASY, FORMIDABLE } from "../../rules/combat/range.ts";

export interface JumpChoice extends JumpCircumstances {
  distance: HyperspaceDistance;
  useBackup: boolean;
}

export interface Drives {
  primary: number | null;
  backup: number | null;
}

const has = (cls: number | null): cls is number => cls !== null && cls > 0;

/** The form's first choice: Easy route within the sector, the navicomputer modifier from the ship's data. */
export function defaultJumpChoice(vehicle: { navicomputer: boolean; hyperdrive: Drives }): JumpChoice {
  return {
    distance: "sector", base: JUMP_BASE_DIFFICULTY, noNavicomputer: !vehicle.navicomputer, underPressure: false, damage: "none",
    badCharts: false, useBackup: !has(vehicle.hyperdrive.primary) && has(vehicle.hyperdrive.backup),
  };
}

/** The form's values (checkboxes as booleans) as a choice; anything unknown falls back to the default's value. */
export function jumpChoiceFromForm(values: Readonly<Record<string, unknown>>, fallback: JumpChoice): JumpChoice {
  const base = Number(values["base"]);
  return {
    distance: isHyperspaceDistance(values["distance"]) ? values["distance"] : fallback.distance,
    base: Number.isInteger(base) && base >= EASY && base <= FORMIDABLE ? base : fallback.base,
    noNavicomputer: values["noNavicomputer"] === true,
    underPressure: values["underPressure"] === true,
    badCharts: values["badCharts"] === true,
    damage: isJumpDamage(values["damage"]) ? values["damage"] : fallback.damage,
    useBackup: values["drive"] === "backup",
  };
}

export interface JumpFormContext {
  distances: { value: string; labelKey: string; selected: boolean }[];
  routes: { value: number; labelKey: string; selected: boolean }[];
  modifiers: { id: string; labelKey: string; checked: boolean }[];
  damages: { value: string; labelKey: string; selected: boolean }[];
  drives: { value: string; labelKey: string; cls: number; selected: boolean }[];
  difficulty: number;
}

export function jumpFormContext(choice: JumpChoice, drives: Drives): JumpFormContext {
  const driveRows: JumpFormContext["drives"] = [];
  if (has(drives.primary)) driveRows.push({ value: "primary", labelKey: "EOTE.Travel.Drive.primary", cls: drives.primary, selected: !choice.useBackup });
  if (has(drives.backup)) driveRows.push({ value: "backup", labelKey: "EOTE.Travel.Drive.backup", cls: drives.backup, selected: choice.useBackup });
  return {
    distances: HYPERSPACE_DISTANCES.map((d) => ({ value: d, labelKey: `EOTE.Travel.Distance.${d}`, selected: d === choice.distance })),
    routes: [1, 2, 3, 4, 5].map((n) => ({ value: n, labelKey: `EOTE.Travel.Route.${n}`, selected: n === choice.base })),
    modifiers: JUMP_MODIFIER_IDS.map((id) => ({ id, labelKey: `EOTE.Travel.Modifier.${id}`, checked: choice[id] })),
    damages: JUMP_DAMAGE.map((d) => ({ value: d, labelKey: `EOTE.Travel.Damage.${d}`, selected: d === choice.damage })),
    drives: driveRows,
    difficulty: jumpDifficulty(choice),
  };
}

/** Stored on the Astrogation roll's message as flags.eote.check.jump by plotJump. */
export interface JumpFlag {
  vehicleUuid: string;
  vehicleTokenUuid?: string;
  distance: HyperspaceDistance;
  /** The drive's class when the jump was plotted. */
  hyperdriveClass: number;
  difficulty: number;
}

/** The flag as stored, or null when any field is missing or out of bounds. */
export function readJumpFlag(raw: unknown): JumpFlag | null {
  if (typeof raw !== "object" || raw === null) return null;
  const r = raw as Record<string, unknown>;
  const cls = r["hyperdriveClass"];
  const difficulty = r["difficulty"];
  if (typeof r["vehicleUuid"] !== "string" || !isHyperspaceDistance(r["distance"])) return null;
  if (typeof cls !== "number" || !(cls > 0) || cls > 100 || typeof difficulty !== "number" || !Number.isInteger(difficulty) || difficulty < 0 || difficulty > 20) return null;
  const flag: JumpFlag = { vehicleUuid: r["vehicleUuid"], distance: r["distance"], hyperdriveClass: cls, difficulty };
  if (typeof r["vehicleTokenUuid"] === "string") flag.vehicleTokenUuid = r["vehicleTokenUuid"];
  return flag;
}

export interface JumpCardContext {
  vehicleName: string;
  span: TimeSpan;
  spanKey: string;
  distanceKey: string;
  hyperdriveClass: number;
  difficulty: number;
  succeeded: boolean;
  effects: { key: string; count: number; plural: boolean }[];
}

/** Effects whose text names a count: the plural keys of EOTE.Travel.Effect. */
const COUNTED = new Set(["betterExit", "reduceTime", "triumph", "threat", "despair"]);

export function buildJumpCard(
  outcome: Pick<Outcome, "succeeded" | "netSuccess" | "advantage" | "threat" | "triumph" | "despair">, flag: JumpFlag, vehicleName: string,
): JumpCardContext {
  const span = hyperspaceTime(flag.distance, flag.hyperdriveClass);
  return {
    vehicleName, span, spanKey: `EOTE.Travel.Span.${span.unit}`, distanceKey: `EOTE.Travel.Distance.${flag.distance}`,
    hyperdriveClass: flag.hyperdriveClass, difficulty: flag.difficulty, succeeded: outcome.succeeded,
    effects: jumpEffects(outcome).map((e) => ({ key: `EOTE.Travel.Effect.${e.id}`, count: e.count, plural: COUNTED.has(e.id) })),
  };
}

/** The jump card as one render reads it (./card/state.ts readJumpCard): the flag, the roll's outcome, the vessel's name. */
export interface JumpCardSnapshot {
  flag: JumpFlag;
  outcome: Parameters<typeof buildJumpCard>[0];
  vehicleName: string;
}

/** What the card shows. */
export function jumpCardView(snapshot: JumpCardSnapshot): JumpCardContext {
  return buildJumpCard(snapshot.outcome, snapshot.flag, snapshot.vehicleName);
}
