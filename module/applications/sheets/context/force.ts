/**
 * The Force on a sheet (seed 002 THE FORCE): rating, committed and available dice, and which buttons
 * apply. The buttons only ask; module/force refuses with the rule's notice (module/rules/force/force.ts).
 */
import type { SheetFlags } from "./inputs.ts";

export interface ForceControl {
  /** Shown to Force-sensitive actors (rating above 0), and in edit mode to set the rating. */
  shown: boolean;
  rating: number;
  committed: number;
  /** Dice a Force power check rolls now: the rating less the committed dice. */
  available: number;
  /** Owner or GM (the sheet is editable for them). */
  canAct: boolean;
}

export function forceControl(system: { forceRating: number; forceCommitted: number }, flags: SheetFlags): ForceControl {
  const rating = system.forceRating;
  const committed = system.forceCommitted;
  return {
    shown: rating > 0 || flags.editMode,
    rating, committed, available: Math.max(0, rating - committed),
    canAct: flags.editable,
  };
}
