/**
 * The dice dialog's list of modifiers from talents, gear and statuses (pure: no Foundry global).
 * Each applied modifier is shown with its source and what it does; a situational one can be unticked,
 * and the pool rolled (and its exact odds) leave it out. Others always apply and have no checkbox.
 */
import type { Pool } from "../../dice/types.ts";
import { applyCheckModifiers, type CheckModifier } from "../../rules/checks/modifiers.ts";
import { modifierNote } from "../../rules/checks/modifier-notes.ts";
import type { RuleNote } from "../../rules/checks/notes.ts";

export interface ModifierState {
  list: readonly CheckModifier[];
  /** Ids of the situational modifiers the player unticked. */
  unticked: ReadonlySet<string>;
}

export function modifierState(list: readonly CheckModifier[] = []): ModifierState {
  return { list, unticked: new Set() };
}

/** Ticks or unticks a situational modifier; one that always applies, or an unknown id, changes nothing. */
export function toggleModifier(state: ModifierState, id: string): ModifierState {
  if (!state.list.some((m) => m.id === id && m.situational)) return state;
  const unticked = new Set(state.unticked);
  if (!unticked.delete(id)) unticked.add(id);
  return { ...state, unticked };
}

/** The pool with the ticked modifiers applied. */
export function withModifiers(pool: Pool, state: ModifierState): Pool {
  return state.list.length ? applyCheckModifiers(pool, state.list, state.unticked) : pool;
}

export interface ModifierRow {
  id: string;
  source: string;
  note: string;
  situational: boolean;
  applied: boolean;
  /** What it does, for the shell to localise (formatNote). */
  effect: RuleNote;
}

export function modifierRows(state: ModifierState): ModifierRow[] {
  return state.list.map((m) => ({
    id: m.id, source: m.source, note: m.note, situational: m.situational, applied: !state.unticked.has(m.id), effect: modifierNote(m),
  }));
}

/** The roll's explanation lines for the modifiers applied: "Grit: …" (unticked ones are not named). */
export function appliedModifierNotes(state: ModifierState): { source: string; effect: RuleNote }[] {
  return modifierRows(state).filter((r) => r.applied).map((r) => ({ source: r.source, effect: r.effect }));
}
