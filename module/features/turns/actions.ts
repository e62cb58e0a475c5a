/**
 * The acting combatant's turn in Foundry (module/rules/combat/turn.ts decides): what it has left, and a click
 * that spends an action or a maneuver. A bought maneuver's 2 strain is paid on the actor through the
 * update pipeline (rivals and minions take it as wounds), then the spending is written on the
 * combatant's claim. Only the combatant's owner or the GM may spend; refusals are localised notices.
 */
import { SYSTEM_ID } from "../../system/config.ts";
import type { EncumbranceState } from "../../rules/character/derived-types.ts";
import { restrictionsOf } from "../../rules/combat/status.ts";
import {
  buyManeuver, maneuverForAction, takeAction, takeFreeManeuver, turnAllowance, turnSummary,
  type StrainTrack, type TurnAllowance, type TurnState, type TurnStep, type TurnSummary,
} from "../../rules/combat/turn.ts";
import { warnKey } from "../../foundry/notify.ts";
import { actorView, updatePaths } from "../../foundry/documents.ts";
import { statusesOf } from "../../foundry/inputs.ts";
import { initiativeEdge, readClaim, type CombatantDoc, type CombatDoc } from "./actions/combat-view.ts";
import { actingCombatant, currentSlot } from "./actions/slots.ts";
import type { TurnSpend } from "./model.ts";

interface Tracks {
  strain?: { value: number; threshold: number };
  wounds?: { value: number; threshold: number };
  encumbrance?: EncumbranceState;
}

/** The track a bought maneuver is paid from: strain, wounds for those without strain, none for vehicles. */
export function strainTrack(actor: Actor.Implementation | null): StrainTrack | null {
  if (!actor || actor.type === "vehicle") return null;
  const derived = (actor.system as unknown as { derived?: Tracks }).derived;
  if (derived?.strain) return { value: derived.strain.value, threshold: derived.strain.threshold, asWounds: false };
  if (derived?.wounds) return { value: derived.wounds.value, threshold: derived.wounds.threshold, asWounds: true };
  return null;
}

export function allowanceOf(combat: CombatDoc, combatant: CombatantDoc): TurnAllowance {
  const actor = combatant.actor;
  const derived = actor ? (actor.system as unknown as { derived?: Tracks }).derived : undefined;
  return turnAllowance({
    firstRound: combat.round === 1,
    ...initiativeEdge(combatant),
    encumbered: derived?.encumbrance?.maneuverCostsStrain === true,
    restrictions: actor ? restrictionsOf(statusesOf(actorView(actor))) : [],
  });
}

/** What the acting combatant spent in its current turn. */
export function turnStateOf(combat: CombatDoc, combatant: CombatantDoc): TurnState {
  const claim = readClaim(combatant);
  return claim && claim.round === combat.round ? { action: claim.action, maneuvers: claim.maneuvers } : { action: false, maneuvers: [] };
}

export interface TurnReport {
  combatant: CombatantDoc;
  state: TurnState;
  allowance: TurnAllowance;
  summary: TurnSummary;
  track: StrainTrack | null;
}

export function turnReport(combat: CombatDoc): TurnReport | null {
  const combatant = actingCombatant(combat);
  if (!combatant) return null;
  const state = turnStateOf(combat, combatant);
  const allowance = allowanceOf(combat, combatant);
  const track = strainTrack(combatant.actor);
  return { combatant, state, allowance, track, summary: turnSummary(state, allowance, track) };
}

function step(spend: TurnSpend, state: TurnState, allowance: TurnAllowance, track: StrainTrack | null): TurnStep {
  switch (spend) {
    case "action": return takeAction(state, allowance);
    case "maneuver": return takeFreeManeuver(state, allowance);
    case "buyManeuver": return buyManeuver(state, allowance, track);
    case "actionManeuver": return maneuverForAction(state, allowance);
  }
}

/** Spends part of the acting combatant's turn; false (with a notice) when refused. */
export async function spendTurn(combat: CombatDoc, combatantId: string, spend: TurnSpend): Promise<boolean> {
  const report = turnReport(combat);
  if (!report || report.combatant.id !== combatantId) return refuse("EOTE.Combat.Turn.Refused.notActing");
  const { combatant, state, allowance, track } = report;
  if (!combatant.isOwner && game.user?.isGM !== true) return refuse("EOTE.Combat.Turn.Refused.notOwner");
  const result = step(spend, state, allowance, track);
  if (!result.ok) return refuse(`EOTE.Combat.Turn.Refused.${result.reason}`);
  const actor = combatant.actor;
  if (result.strain > 0 && actor && track) {
    const path = track.asWounds ? "system.wounds.value" : "system.strain.value";
    await updatePaths(actor, { [path]: track.value + result.strain });
  }
  const claim = readClaim(combatant)!;
  await combatant.update({ [`flags.${SYSTEM_ID}.claim`]: { round: claim.round, slot: claim.slot, ...result.state } });
  return true;
}

/**
 * Whether this user may end the acting combatant's turn: the GM, or a player owning both the acting
 * combatant and the slot's roller. Foundry v13 lets a player advance the combat (Combat#nextTurn) only
 * while owning its current combatant, which is the slot's roller (slots.ts), not always who fills it.
 */
export function endTurnRefusal(combat: CombatDoc, combatantId: string): string | null {
  const acting = actingCombatant(combat);
  if (!acting || acting.id !== combatantId) return "EOTE.Combat.Turn.Refused.notActing";
  if (game.user?.isGM === true) return null;
  if (!acting.isOwner) return "EOTE.Combat.Turn.Refused.notOwnerEnd";
  if (!currentSlot(combat)?.roller.isOwner) return "EOTE.Combat.Turn.Refused.askGm";
  return null;
}

/** Ends the acting combatant's turn: the combat moves to the next slot (core's nextTurn, steered by slots.ts). */
export async function endTurn(combat: CombatDoc, combatantId: string): Promise<boolean> {
  const refusal = endTurnRefusal(combat, combatantId);
  if (refusal) return refuse(refusal);
  await combat.nextTurn();
  return true;
}

function refuse(key: string): false {
  warnKey(key);
  return false;
}

/** The viewed combat's acting combatant when it stands for this actor (its actor's uuid), else null. */
export function actingCombatantFor(actorUuid: string): { combat: CombatDoc; combatant: CombatantDoc } | null {
  const viewed = game.combat as unknown;
  if (!viewed) return null;
  const combat = viewed as CombatDoc;
  const combatant = actingCombatant(combat);
  return combatant && combatant.actor?.uuid === actorUuid ? { combat, combatant } : null;
}

/**
 * What the tracker's turn buttons do, for the actor's own turn: spend part of it, or end it ("end"). The
 * same spendTurn and endTurn, with their refusals; refused with the tracker's notice when it is not the
 * actor's turn.
 */
export async function spendTurnFor(actorUuid: string, spend: TurnSpend | "end"): Promise<boolean> {
  const acting = actingCombatantFor(actorUuid);
  if (!acting) return refuse("EOTE.Combat.Turn.Refused.notActing");
  const id = acting.combatant.id ?? "";
  return spend === "end" ? endTurn(acting.combat, id) : spendTurn(acting.combat, id, spend);
}
