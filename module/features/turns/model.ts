/**
 * Pure: the context of the slot and turn section of the combat tracker (templates/partials/combat-turns.hbs),
 * from plain data, so the preview gallery renders the same section as Foundry.
 */
import type { InitiativeSkill } from "../../rules/combat/initiative.ts";
import type { Side } from "../../rules/combat/initiative-slots.ts";
import {
  buyManeuver, maneuverForAction, takeAction, takeFreeManeuver,
  type StrainTrack, type TurnAllowance, type TurnState,
} from "../../rules/combat/turn.ts";

export type TurnSpend = "action" | "maneuver" | "buyManeuver" | "actionManeuver";
export const TURN_SPENDS: readonly TurnSpend[] = ["action", "maneuver", "buyManeuver", "actionManeuver"];

export interface SlotInput {
  side: Side | null;
  /** Name of who filled it this round. */
  filledBy: string | null;
  /** Nobody can fill it any more this round (passed over). */
  passed: boolean;
}

export interface TurnsInput {
  round: number;
  slots: SlotInput[];
  current: number | null;
  /** Who may fill the current slot, and whether this user may click for them. */
  eligible: { id: string; name: string; canClaim: boolean }[];
  acting: {
    id: string; name: string; canSpend: boolean;
    /** This user may end the turn (the GM, or the owner of the acting combatant and of the slot). */
    canEnd: boolean;
    state: TurnState; allowance: TurnAllowance; track: StrainTrack | null;
    encumbered: boolean; triumph: number; despair: number; firstRound: boolean;
  } | null;
  /** Combatants still to roll initiative, with their chosen check. */
  choices: { id: string; name: string; skill: InitiativeSkill; canChoose: boolean }[];
}

const SIDE_KEY: Record<Side, string> = { pc: "EOTE.Combat.Slot.pc", npc: "EOTE.Combat.Slot.npc" };

export function turnsView(input: TurnsInput) {
  const current = input.current;
  const slots = input.slots.map((s, i) => ({
    number: i + 1,
    side: s.side ?? "none",
    label: s.side ? SIDE_KEY[s.side] : "EOTE.Combat.Slot.none",
    current: i === current,
    filledBy: s.filledBy,
    passed: s.passed,
  }));
  const currentSide = current !== null ? input.slots[current]?.side ?? null : null;
  return {
    round: input.round,
    slots,
    hasSlots: slots.length > 0 && input.round > 0,
    current: current !== null && currentSide
      ? {
        label: SIDE_KEY[currentSide], side: currentSide, prompt: `EOTE.Combat.Slot.Prompt.${currentSide}`,
        eligible: input.eligible, open: input.acting === null,
      }
      : null,
    turn: input.acting ? turnView(input.acting) : null,
    choices: input.choices.map((c) => ({ ...c, cool: c.skill === "cool", vigilance: c.skill === "vigilance" })),
    hasChoices: input.choices.length > 0,
  };
}

function turnView(acting: NonNullable<TurnsInput["acting"]>) {
  const { state, allowance, track } = acting;
  const button = (spend: TurnSpend, label: string, step: { ok: boolean } & ({ ok: true } | { ok: false; reason: string })) => ({
    spend, label, disabled: !acting.canSpend || !step.ok, reason: step.ok ? null : `EOTE.Combat.Turn.Refused.${step.reason}`,
  });
  const pips = Array.from({ length: Math.max(allowance.maxManeuvers, state.maneuvers.length) }, (_, i) => {
    const source = state.maneuvers[i] ?? null;
    return { used: source !== null, source, label: source ? `EOTE.Combat.Turn.Source.${source}` : "EOTE.Combat.Turn.Source.open" };
  });
  const notes: string[] = [];
  if (allowance.noActions) notes.push("EOTE.Combat.Turn.Note.noActions");
  if (allowance.noManeuvers) notes.push("EOTE.Combat.Turn.Note.noManeuvers");
  if (acting.encumbered) notes.push("EOTE.Combat.Turn.Note.encumbered");
  if (acting.firstRound && acting.triumph > 0) notes.push("EOTE.Combat.Turn.Note.triumph");
  if (acting.firstRound && acting.despair > 0) notes.push("EOTE.Combat.Turn.Note.despair");
  if (track?.asWounds) notes.push("EOTE.Combat.Turn.Note.asWounds");
  return {
    id: acting.id,
    name: acting.name,
    canSpend: acting.canSpend,
    canEnd: acting.canEnd,
    actionUsed: state.action || state.maneuvers.includes("action"),
    pips,
    buttons: [
      button("action", "EOTE.Combat.Turn.Action", takeAction(state, allowance)),
      button("maneuver", "EOTE.Combat.Turn.FreeManeuver", takeFreeManeuver(state, allowance)),
      button("buyManeuver", track?.asWounds ? "EOTE.Combat.Turn.BuyManeuverWounds" : "EOTE.Combat.Turn.BuyManeuver", buyManeuver(state, allowance, track)),
      button("actionManeuver", "EOTE.Combat.Turn.ActionManeuver", maneuverForAction(state, allowance)),
    ],
    notes,
  };
}

export type TurnsContext = ReturnType<typeof turnsView>;
