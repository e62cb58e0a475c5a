/**
 * The Effects tab of actor sheets (characters, adversaries, vehicles): every active effect that applies
 * to the actor (v13 Actor#allApplicableEffects: its own, then its items' transferred ones), where it comes
 * from, what each change does in words (module/rules/checks/modifier-notes.ts, the key scheme of
 * module/rules/checks/modifiers.ts), whether it is off (disabled by a user, or suppressed: gear not in
 * use) and, for a temporary effect, the rounds it has left. Pure: the shell reads the documents into
 * EffectInput (sheets/effects-tab.ts) and runs the row buttons.
 *
 * Names, keys and values are the effect owner's to write: the template escapes them, and they are cut
 * to a bounded length here so one effect cannot flood the sheet.
 */
import { changeNotes } from "../../../rules/checks/modifier-notes.ts";
import { baseVehicleModifiers, MODE_ADD, MODE_UPGRADE, scaledChangeValue, type EffectChange } from "../../../rules/checks/modifiers.ts";
import type { RuleNote } from "../../../rules/checks/notes.ts";
import { boundedText, MAX_NAME_CHARS } from "../../../rules/text.ts";

/** Where an effect comes from, as the tab names it (EOTE.Effects.Source.<kind>). */
export const EFFECT_SOURCES = ["talent", "criticalInjury", "criticalHit", "gear", "item", "status", "actor"] as const;
export type EffectSource = (typeof EFFECT_SOURCES)[number];

/** Item types whose effects come from gear the actor carries (weapon and armour only while in use). */
const GEAR_TYPES: readonly string[] = ["weapon", "armour", "gear", "attachment"];

/** At most this many changes are listed per effect, and a key or value is cut to this length. */
export const MAX_CHANGE_LINES = 12;
const MAX_KEY_CHARS = 80;

/** One applicable effect as the shell reads it from the document (and the item carrying it). */
export interface EffectInput {
  id: string;
  /** The carrying item's id, "" for the actor's own effect. */
  itemId: string;
  name: string;
  img: string;
  /** Status ids the effect sets (a status effect made from CONFIG.statusEffects). */
  statuses: readonly string[];
  /** The item carrying it (its type, name and system data, for ranks), or null for the actor's own. */
  carrier: { type: string; name: string; system: unknown } | null;
  disabled: boolean;
  /** Active in principle but not applied: EoteActiveEffect#isSuppressed (gear not equipped or worn). */
  suppressed: boolean;
  /** Rounds left of a temporary effect (remainingRounds), null for one without a duration in rounds. */
  rounds: number | null;
  changes: readonly EffectChange[];
}

export type EffectState = "active" | "disabled" | "suppressed";

export interface EffectTabRow {
  id: string;
  itemId: string;
  name: string;
  img: string;
  source: EffectSource;
  sourceKey: string;
  /** The carrying item's name, "" for the actor's own effects. */
  sourceName: string;
  lines: RuleNote[];
  /** "…and n more" when changes were left out of `lines` (over MAX_CHANGE_LINES), else null. */
  moreNote: RuleNote | null;
  state: EffectState;
  stateKey: string;
  /** Disabled by a user: the toggle offers Enable, else Disable. */
  disabled: boolean;
  rounds: number | null;
  roundsNote: RuleNote | null;
}

export interface EffectsTab {
  rows: EffectTabRow[];
  /** The user may toggle, edit and delete (the actor's owner or a GM); else no buttons are drawn. */
  canManage: boolean;
}

/** Where an effect comes from: its carrier's kind, else a status or the actor itself. */
export function effectSource(input: Pick<EffectInput, "carrier" | "statuses">): EffectSource {
  const type = input.carrier?.type;
  if (type === "talent" || type === "criticalInjury" || type === "criticalHit") return type;
  if (type !== undefined) return GEAR_TYPES.includes(type) ? "gear" : "item";
  return input.statuses.length > 0 ? "status" : "actor";
}

/**
 * Rounds left of an effect from its v13 duration: `remaining` (rounds, counted from the combat it
 * started in) when Foundry computed one, else the rounds it was given; null when it lasts in no rounds.
 * Rounded up (a partial round still counts) and never below 0.
 */
export function remainingRounds(duration: { rounds?: unknown; remaining?: unknown } | null | undefined): number | null {
  const rounds = Number(duration?.rounds);
  if (!Number.isFinite(rounds) || rounds <= 0) return null;
  const remaining = Number(duration?.remaining);
  const left = duration?.remaining !== null && duration?.remaining !== undefined && Number.isFinite(remaining) ? remaining : rounds;
  return Math.max(0, Math.ceil(left));
}

function stateOf(input: EffectInput): EffectState {
  if (input.disabled) return "disabled";
  return input.suppressed ? "suppressed" : "active";
}

/** A change as the tab lists it: key and value cut to a bounded length (Other lines show them as written). */
function boundedChange(c: EffectChange): EffectChange {
  return { key: boundedText(c.key, MAX_KEY_CHARS), mode: c.mode, value: boundedText(String(c.value), MAX_KEY_CHARS) };
}

const VEHICLE_FIELDS: readonly string[] = Object.keys(baseVehicleModifiers());
const SIGNED_FIELDS: readonly string[] = ["speed", "handling", "topSpeed"];

/**
 * A change in words: a vehicle's state (`system.modifiers.vehicle.<field>`, set by repairs, damaged
 * components and critical hits: modifiers.ts VehicleModifiers) by its field's label, every other key as
 * the talent sheet writes it (modifier-notes.ts changeNotes, which shows a key outside the scheme as written).
 */
function changeLines(changes: readonly EffectChange[], carrier: EffectInput["carrier"]): RuleNote[] {
  const notes = changeNotes(changes, carrier);
  return changes.map((c, i) => {
    const field = /^system\.modifiers\.vehicle\.(\w+)$/.exec(c.key)?.[1];
    // Full Throttle's rise is an Upgrade (module/rules/vehicles/full-throttle.ts), read as the rise it gives.
    const mode = field === "topSpeed" && c.mode === MODE_UPGRADE ? MODE_ADD : c.mode;
    if (mode !== MODE_ADD || !field || !VEHICLE_FIELDS.includes(field)) return notes[i]!;
    const n = scaledChangeValue(c.value, 1);
    // Speed and handling are added as signed numbers; the other fields are counts (in force while over 0).
    return { key: `EOTE.Effects.Vehicle.${field}`, data: { value: SIGNED_FIELDS.includes(field) && n > 0 ? `+${n}` : n } };
  });
}

export function effectRow(input: EffectInput): EffectTabRow {
  const source = effectSource(input);
  const state = stateOf(input);
  const shown = input.changes.slice(0, MAX_CHANGE_LINES).map(boundedChange);
  return {
    id: input.id, itemId: input.itemId,
    name: boundedText(input.name, MAX_NAME_CHARS), img: input.img,
    source, sourceKey: `EOTE.Effects.Source.${source}`,
    sourceName: input.carrier ? boundedText(input.carrier.name, MAX_NAME_CHARS) : "",
    lines: changeLines(shown, input.carrier),
    moreNote: input.changes.length > shown.length ? { key: "EOTE.Effects.MoreChanges", data: { count: input.changes.length - shown.length } } : null,
    state, stateKey: `EOTE.Effects.State.${state}`,
    disabled: input.disabled,
    rounds: input.rounds,
    roundsNote: input.rounds === null ? null : { key: "EOTE.Effects.Rounds", data: { count: input.rounds } },
  };
}

/** The tab: rows in the order Foundry applies them (the actor's own, then its items'). */
export function effectsTab(inputs: readonly EffectInput[], canManage: boolean): EffectsTab {
  return { rows: inputs.map(effectRow), canManage };
}
