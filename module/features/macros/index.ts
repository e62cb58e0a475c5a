/**
 * Hotbar macros: v13's hotbarDrop hook makes a macro for a weapon, skill, Force power, active talent,
 * recovery button or vehicle weapon dragged from a sheet, or an item dragged from a compendium (shown in
 * chat); `game.system.api.macros` is what those macros call, and what the Token Action HUD's buttons call
 * (docs/reference.md, Macros).
 */
import { exposeApi } from "../../foundry/api.ts";
import { MACRO_API, onHotbarDrop } from "./actions.ts";

export { MACRO_API, onHotbarDrop, createHotbarMacro, MACRO_FLAG } from "./actions.ts";
export { DRAG_TYPES, RECOVERY_ACTIONS, isRecoveryAction, isSkillId, type RecoveryAction } from "./model.ts";

export function registerMacros(): void {
  Hooks.on("hotbarDrop", onHotbarDrop as never);
  exposeApi("macros", MACRO_API);
}
