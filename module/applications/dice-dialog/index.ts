/**
 * Opening the dice pool dialog. Sheets, weapons, macros and the chat command call this.
 */
import type { Pool } from "../../dice/types.ts";
import type { CheckModifier } from "../../rules/checks/modifiers.ts";
import { openDicePoolDialog } from "./open-dialog.ts";

export interface DicePoolRequest {
  /** Shown as the dialog title and on the chat card: the check's name ("Ranged (Light)"). */
  title: string;
  /** The pool to start from; the dialog keeps it editable. */
  pool: Pool;
  /** The actor making the check, if any: the chat card speaks as it. */
  actor?: Actor.Implementation | null;
  /** Lines explaining where dice came from ("Short range: Easy", "Target's ranged defence 1"). */
  notes?: string[];
  /** Extra data to store with the roll (an attack's weapon and targets, say). */
  flags?: Record<string, unknown>;
  /**
   * Stored instead of `flags` when the roll is not public (blind, private or self): every client receives
   * such a message's flags and roll, only its shown content is hidden, so these hold ids, no names.
   * The notes (which name targets and tell defence or wounds) are then not stored at all.
   */
  privateFlags?: Record<string, unknown>;
  /** The skill checked (a skill id or a custom skill's id): offers assistants, an opponent and contests. */
  skillId?: string;
  /** Shown instead of `title` when the roll is not public, for titles that name someone ("Medicine"). */
  privateTitle?: string;
  /**
   * Modifiers from talents, gear and statuses to list and apply (module/rules/checks/modifiers.ts); without
   * it the dialog reads them from the actor's effects for `skillId`.
   */
  modifiers?: CheckModifier[];
  /** Called once the check is rolled (not when the dialog is closed): dice bought for this check are used up. */
  onRolled?: () => Promise<void>;
  /**
   * The roll mode the dialog opens with, for a check that follows a card (a guided attack follows its
   * attack): that card's, so a hidden roll's follow-up is not posted to the table by default
   * (module/chat/follow-up.ts rollModeOf). Omitted: the user's current roll mode.
   */
  rollMode?: string;
}

export { openDicePoolDialog };

