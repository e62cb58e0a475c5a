/**
 * Hotbar macros: v13's hotbarDrop hook makes a macro for a weapon, skill, Force power, active talent,
 * recovery button or vehicle weapon dragged from a sheet, or an item dragged from a compendium (shown in
 * chat); `game.system.api.macros` is what those macros call, and what the Token Action HUD's buttons call
 * (docs/reference.md, Macros).
 */
import { exposeApi } from "../../foundry/api.ts";
import { MACRO_API, onHotbarDrop } from "./actions.ts";

import { DRAG_TYPES, isRecoveryAction, isSkillId } from "./model.ts";

/** What macros call (game.system.api.macros), and what the sheets' macro drags use (DRAG_TYPES, the checks of their ids). */
export const api = { ...MACRO_API, DRAG_TYPES, isRecoveryAction, isSkillId };

export function register(): void {
  Hooks.on("hotbarDrop", onHotbarDrop as never);
  exposeApi("macros", MACRO_API);
}
