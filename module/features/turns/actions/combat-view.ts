/**
 * The parts of Foundry's Combat and Combatant the turn shell reads and writes, as plain shapes (the
 * League types lose our flags and the configured classes' fields). Combatant flags under "eote":
 * - `initiativeSkill`: Cool or Vigilance for this combatant's next initiative check;
 * - `initiativeRoll`: triumph and despair of its last initiative check;
 * - `claim`: the slot it filled last (round, slot) and what it spent in that turn.
 * A player who owns a combatant may write its flags (BaseCombatant update permission), so claiming a
 * slot and spending a turn need no GM. The Combat document itself is written by the GM, except that
 * core lets the owner of its current combatant move it on (Combat#nextTurn: "End turn", turn.ts).
 */
import { SYSTEM_ID } from "../../../system/config.ts";
import { sideOf, type Claim, type SlotCombatant } from "../../../rules/combat/initiative-slots.ts";
import { readTurnState, type TurnState } from "../../../rules/combat/turn.ts";

export interface CombatantDoc {
  id: string | null;
  name: string;
  initiative: number | null;
  isDefeated?: boolean;
  defeated?: boolean;
  isOwner: boolean;
  actor: Actor.Implementation | null;
  getFlag(scope: string, key: string): unknown;
  update(changes: Record<string, unknown>): Promise<unknown>;
}

export interface CombatDoc {
  id: string | null;
  round: number;
  turn: number | null;
  turns: CombatantDoc[];
  combatants: { get(id: string): CombatantDoc | undefined };
  /** Core's advance to the next turn (a player may call it while owning the current combatant). */
  nextTurn(): Promise<unknown>;
}

export function asCombat(combat: unknown): CombatDoc {
  return combat as CombatDoc;
}

/** A claim with what was spent in that turn, as stored. */
export interface StoredClaim extends Claim, TurnState {}

export function readClaim(combatant: CombatantDoc): StoredClaim | null {
  const raw = combatant.getFlag(SYSTEM_ID, "claim") as { round?: unknown; slot?: unknown } | null | undefined;
  if (!raw || typeof raw.round !== "number" || typeof raw.slot !== "string") return null;
  return { round: raw.round, slot: raw.slot, ...readTurnState(raw) };
}

export function isDefeated(combatant: CombatantDoc): boolean {
  return combatant.isDefeated ?? combatant.defeated === true;
}

/** The combat's order as the slot rules read it. */
export function slotOrder(combat: CombatDoc): SlotCombatant[] {
  return combat.turns.map((c) => {
    const claim = readClaim(c);
    return {
      id: c.id ?? "",
      side: sideOf(c.actor?.type ?? ""),
      rolled: typeof c.initiative === "number",
      defeated: isDefeated(c),
      claim: claim ? { round: claim.round, slot: claim.slot } : null,
    };
  });
}

/** Triumph and despair of the combatant's last initiative check. */
export function initiativeEdge(combatant: CombatantDoc): { triumph: number; despair: number } {
  const raw = combatant.getFlag(SYSTEM_ID, "initiativeRoll") as { triumph?: unknown; despair?: unknown } | null | undefined;
  const n = (v: unknown) => (typeof v === "number" && Number.isInteger(v) && v > 0 ? v : 0);
  return { triumph: n(raw?.triumph), despair: n(raw?.despair) };
}
