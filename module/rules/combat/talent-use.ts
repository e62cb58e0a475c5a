/**
 * Using an active talent in an encounter (published rule, core rulebook, Talents, in our words): an incidental
 * talent is used during the character's own turn; an out-of-turn incidental at any time, someone else's turn
 * included; a maneuver talent takes a maneuver and an action talent an action. The turn's own budget is
 * ./turn.ts (seed 001 Step 2: one action, one free maneuver, a second for 2 strain or the action given up
 * for it; seed 002 TURN "Incidental: Can perform any number per turn"). Passive talents are always on and
 * are never "used".
 */
import { TALENT_ACTIVATIONS, type TalentActivation } from "../types.ts";
import {
  buyManeuver, maneuverForAction, takeAction, takeFreeManeuver,
  type StrainTrack, type TurnAllowance, type TurnRefusal, type TurnState,
} from "./turn.ts";

/** Where the actor stands in the encounter when the talent is used. */
export type TalentTurn =
  /** Not a combatant of a running combat: structured time does not apply. */
  | { kind: "noCombat" }
  /** In the combat, and someone else is acting (or the slot is not filled yet). */
  | { kind: "offTurn" }
  /** Acting now, with what is left of its turn. */
  | { kind: "acting"; state: TurnState; allowance: TurnAllowance; track: StrainTrack | null };

/** A way to pay for a maneuver talent, as the tracker names its spends. */
export type TalentManeuverWay = "maneuver" | "buyManeuver" | "actionManeuver";

export type TalentRefusal =
  | "passive"
  | "offTurnIncidental" | "offTurnManeuver" | "offTurnAction"
  /** No maneuver to be had this turn: the reason the free maneuver is refused (limit, forbidden, none left). */
  | "noManeuver"
  | TurnRefusal;

export type TalentUse =
  /** Used with nothing spent. */
  | { ok: true; spend: "none" }
  /** Used as the turn's maneuver; `ways` are the ways to pay that are open now, cheapest first (never empty). */
  | { ok: true; spend: "maneuver"; ways: TalentManeuverWay[] }
  /** Used as the turn's action. */
  | { ok: true; spend: "action" }
  | { ok: false; reason: TalentRefusal };

/** An active talent's activation (any but passive), from a value read off a document: the one test of "used". */
export function isActiveTalent(activation: unknown): activation is Exclude<TalentActivation, "passive"> {
  return activation !== "passive" && (TALENT_ACTIVATIONS as readonly unknown[]).includes(activation);
}

const OFF_TURN: Record<Exclude<TalentActivation, "passive" | "activeIncidentalOutOfTurn">, TalentRefusal> = {
  activeIncidental: "offTurnIncidental",
  activeManeuver: "offTurnManeuver",
  activeAction: "offTurnAction",
};

/**
 * Whether a talent of this activation may be used now, and what of the turn it spends:
 * - outside combat, any active talent, spending nothing;
 * - an out-of-turn incidental, at any time, spending nothing;
 * - on someone else's turn, nothing else;
 * - on its own turn, an incidental spends nothing, an action talent the action, a maneuver talent a
 *   maneuver: the free one when left (no choice to make), else the 2-strain one or the action given up for
 *   one, whichever the turn still allows (the player picks: both cost something).
 */
export function talentUse(activation: TalentActivation, turn: TalentTurn): TalentUse {
  if (activation === "passive") return { ok: false, reason: "passive" };
  if (turn.kind === "noCombat" || activation === "activeIncidentalOutOfTurn") return { ok: true, spend: "none" };
  if (turn.kind === "offTurn") return { ok: false, reason: OFF_TURN[activation] };
  if (activation === "activeIncidental") return { ok: true, spend: "none" };
  const { state, allowance, track } = turn;
  if (activation === "activeAction") {
    const step = takeAction(state, allowance);
    return step.ok ? { ok: true, spend: "action" } : { ok: false, reason: step.reason };
  }
  const free = takeFreeManeuver(state, allowance);
  if (free.ok) return { ok: true, spend: "maneuver", ways: ["maneuver"] };
  const ways = ([["buyManeuver", buyManeuver(state, allowance, track)], ["actionManeuver", maneuverForAction(state, allowance)]] as const)
    .filter(([, step]) => step.ok).map(([way]) => way);
  if (ways.length > 0) return { ok: true, spend: "maneuver", ways };
  return { ok: false, reason: free.reason === "noFreeManeuver" ? "noManeuver" : free.reason };
}
