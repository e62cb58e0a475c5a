/**
 * The attack feature, as startup and other areas reach it. `register()` draws the attack card (card.ts)
 * when a message carrying an attack is shown or a target's card record changes; an attack roll's author
 * counts its shots (actions/shot-count.ts); the fires burn (actions/burn.ts) when a turn starts for an
 * actor that some attack card acted on.
 * `api`: the attack itself (attackWith, the sheets' Attack button and game.system.api.combat.attack), a
 * card button's work (runCardAction: the self-test attacks and applies damage through it), the sheet's
 * Reload, and the incapacitation markers the Medicine card clears.
 */
import { notifyError } from "../../foundry/notify.ts";
import { LOG_FLAG } from "../../chat/log-flags.ts";
import { checkFlagOf } from "../../chat/section.ts";
import { registerAttackCard, runCardAction } from "./card.ts";
import { burnAtTurn } from "./actions/burn.ts";
import { countAttack } from "./actions/shot-count.ts";
import { attackWith } from "./actions.ts";
import { reloadWeapon } from "./actions/weapon-use.ts";
import { incapacitationMarkers } from "./actions/status.ts";

type Message = ChatMessage.Implementation;

/** The active GM burns the combatant whose turn starts (core's updateCombat, on a turn or round change). */
function registerBurn(): void {
  Hooks.on("updateCombat", (combat: Combat.Implementation, changes: Record<string, unknown>) => {
    if (!game.user?.isActiveGM || !("round" in changes || "turn" in changes)) return;
    const clock = combat as unknown as { id: string | null; round: number | null; combatant?: { actor?: Actor.Implementation | null } | null };
    const actor = clock.combatant?.actor;
    if (!clock.id || !actor) return;
    // Fires live on attack card records: an actor no attack card acted on has none.
    if (!(actor.flags as { eote?: Record<string, unknown> } | undefined)?.eote?.[LOG_FLAG]) return;
    const at = { combat: clock.id, round: clock.round ?? 0 };
    void burnAtTurn(actor, at).catch(notifyError);
  });
}

export function register(): void {
  registerAttackCard();
  // The weapon counts its shots and the round it fired (Limited Ammo, Slow-firing); fires burn each turn.
  // Only the author of an attack roll counts (actions/shot-count.ts countAttack).
  Hooks.on("createChatMessage", (message: Message) => {
    if (!message.isAuthor || checkFlagOf(message, "attack") === undefined) return;
    void countAttack(message).catch(notifyError);
  });
  registerBurn();
}

/** What other areas call of this feature. */
export const api = { attackWith, runCardAction, reloadWeapon, incapacitationMarkers };
