/**
 * The starship action card's model (pure; module/features/crew/card.ts renders it): the action's
 * name and result lines, and for the actions whose card applies something (module/rules/
 * starship-action-effects.ts) the Apply buttons (one per defence zone where the action picks one) or
 * what was applied, with Undo. The record each touched vehicle keeps lives at
 * flags.eote.starshipActionLog.<messageId>: the effects created and the system strain change.
 */
import { actionOutcomes, isStarshipAction, type StarshipActionId } from "../../rules/vehicles/starship-actions.ts";
import type { AppliedActionId } from "../../rules/vehicles/starship-action-effects.ts";
import type { FiringArc } from "../../rules/types.ts";
import { readChange, type TrackChange } from "../../chat/track-change.ts";
import { ACTION_LOG } from "./flags.ts";
import { registerLedgerReader } from "../../chat/ledger-readers.ts";
export { ACTION_LOG };

export interface RolledOutcome { succeeded: boolean; netSuccess: number; netAdvantage: number; triumph: number }

/** flags.eote.check.starshipAction, written by starshipActionCheck (module/features/crew/actions/starship.ts). */
export interface ActionFlag {
  id: StarshipActionId;
  vehicleUuid: string;
  /** The vehicle targeted when rolled (Gain the Advantage, Slice Enemy's Systems); absent for none. */
  targetUuid?: string;
}

/**
 * What the card wrote on one vehicle: the effects it created and its system strain change. The acting
 * vehicle always gets one when the card is applied, even an empty one: the roll's author can edit the
 * flag's target after posting, so "applied" is read from the acting vehicle alone, and its record names
 * the target the card acted on (`targetUuid`), the one Undo reads.
 */
export interface ActionRecord {
  effectIds: string[];
  change: TrackChange;
  targetUuid?: string;
  /** The pilot whose next check the card changed (Co-pilot, Plot Course). */
  pilotUuid?: string;
}

export function readActionFlag(value: unknown): ActionFlag | null {
  const f = value as Partial<ActionFlag> | null | undefined;
  if (!f || typeof f !== "object" || !isStarshipAction(f.id) || typeof f.vehicleUuid !== "string" || !f.vehicleUuid) return null;
  const target = typeof f.targetUuid === "string" && f.targetUuid ? { targetUuid: f.targetUuid } : {};
  return { id: f.id, vehicleUuid: f.vehicleUuid, ...target };
}

export function readActionRecord(value: unknown): ActionRecord | null {
  const r = value as Partial<ActionRecord> | null | undefined;
  if (!r || typeof r !== "object" || !Array.isArray(r.effectIds)) return null;
  const change = readChange(r.change);
  if (!change) return null;
  const target = typeof r.targetUuid === "string" && r.targetUuid ? { targetUuid: r.targetUuid } : {};
  const pilot = typeof r.pilotUuid === "string" && r.pilotUuid ? { pilotUuid: r.pilotUuid } : {};
  return { effectIds: r.effectIds.filter((id): id is string => typeof id === "string" && id !== ""), change, ...target, ...pilot };
}

export function actionRecordPath(messageId: string): string {
  return `flags.eote.${ACTION_LOG}.${messageId}`;
}

export function actionRoll(outcome: RolledOutcome) {
  return { success: outcome.succeeded, successes: Math.max(0, outcome.netSuccess), advantage: Math.max(0, outcome.netAdvantage), triumph: outcome.triumph };
}

/** The card's Apply part, as the shell finds the documents now. */
export interface ApplyInput {
  /** The zones to pick from (the vehicle's own or the target's), empty when the action picks none. */
  zones: readonly FiringArc[];
  /** The roll named a target the action needs, and it still exists. */
  targetFound: boolean;
  /** A record of this card on the vehicle or the target. */
  applied: boolean;
  /** The viewer may act on every vehicle the action touches (GM or owner). */
  canAct: boolean;
  /** Why the card may not act (card trust), or null. */
  refusal: string | null;
  authorName: string;
  /** The name of the target the card acts on (or acted on), as the table sees it; null for none. */
  targetName: string | null;
  /** The target's weapons the roll may disable (Slice Enemy's Systems with a triumph); none otherwise. */
  weapons?: readonly { id: string; name: string }[];
}

export interface ApplyContext {
  zoneButtons: { arc: FiringArc; labelKey: string }[];
  /** A single Apply button (no zone to pick). */
  applyButton: boolean;
  applied: boolean;
  canUndo: boolean;
  /** The roll named no target (or it is gone): nothing to apply to. */
  noTarget: boolean;
  refusal: string | null;
  authorName: string;
  targetName: string | null;
  /** The weapon to disable, picked before Apply (the first selected). */
  weapons: { id: string; name: string }[];
}

/** The Apply part: null when the action applies nothing or the check failed. */
export function applyContext(id: AppliedActionId, outcome: RolledOutcome, input: ApplyInput, needsTarget: boolean): ApplyContext | null {
  if (!outcome.succeeded) return null;
  const base = { applied: input.applied, canUndo: input.applied && input.canAct, refusal: input.refusal, authorName: input.authorName, targetName: input.targetName };
  if (input.refusal || input.applied) return { ...base, zoneButtons: [], applyButton: false, noTarget: false, weapons: [] };
  const noTarget = needsTarget && !input.targetFound;
  const open = input.canAct && !noTarget;
  return {
    ...base, noTarget,
    zoneButtons: open ? input.zones.map((arc) => ({ arc, labelKey: `EOTE.Sheet.Arc.${arc}` })) : [],
    applyButton: open && input.zones.length === 0,
    weapons: open && outcome.triumph >= 1 ? [...(input.weapons ?? [])] : [],
  };
}

/** The template's context (pure): the action's name, its result lines as lang keys with their count, the Apply part. */
export function actionCardContext(id: StarshipActionId, outcome: RolledOutcome, apply: ApplyContext | null = null) {
  const outcomes = actionOutcomes(id, actionRoll(outcome));
  return {
    nameKey: `EOTE.StarshipAction.${id}.Name`,
    lines: outcomes.map((o) => ({ key: `EOTE.StarshipAction.${id}.Outcome.${o.id}`, count: o.count ?? 0 })),
    failed: outcomes.length === 0,
    apply,
  };
}

// An undo on this actor weighs these records too (module/chat/ledger.ts).
registerLedgerReader(ACTION_LOG, readActionRecord);
