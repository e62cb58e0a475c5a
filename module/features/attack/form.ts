/**
 * The attack options prompt (DialogV2): range band, maneuvers, position, the second weapon, a vehicle's
 * arcs and zone, filled in from the pure choices model (options-model.ts) and read back through it.
 */
import { localize } from "../../foundry/localize.ts";
import { SYSTEM_PATH } from "../../system/config.ts";
import type { WeaponData } from "../../rules/types.ts";
import { choicesView, defaultChoices, readChoices, type AttackChoices, type ChoiceContext } from "./options-model.ts";

export const ATTACK_OPTIONS_TEMPLATE = `${SYSTEM_PATH}/templates/dialogs/attack-options.hbs`;

/**
 * The options prompt: Cancel beside "Build the pool", both at the right as the dice dialog's Roll is (DialogV2.wait
 * with two buttons; the submit one last). Resolves with the choices, or null when cancelled or closed.
 */
export async function promptChoices(weapon: WeaponData, title: string, context: ChoiceContext): Promise<AttackChoices | null> {
  const content = await foundry.applications.handlebars.renderTemplate(ATTACK_OPTIONS_TEMPLATE, choicesView(weapon, defaultChoices(weapon, context), context));
  try {
    const form: unknown = await foundry.applications.api.DialogV2.wait({
      window: { title },
      // Our prompts' own class: its footer buttons are 24 px targets as our dialogs' are (styles/_targets.scss).
      classes: ["eote-prompt", "eote-attack-prompt"],
      content,
      buttons: [
        { action: "cancel", label: localize("EOTE.Combat.Options.Cancel") },
        {
          action: "ok", label: localize("EOTE.Combat.Options.Continue"), default: true,
          callback: (_event: unknown, button: HTMLButtonElement) =>
            new foundry.applications.ux.FormDataExtended(button.form!).object as Record<string, unknown>,
        },
      ],
      rejectClose: false,
      // The League types tie wait's result to callbacks typed for core's own buttons; ours returns form data.
    } as never);
    // Cancel resolves with its action's name, a close with null: only the form's values build a pool.
    return form !== null && typeof form === "object" ? readChoices(form as Record<string, unknown>, weapon, context) : null;
  } catch {
    return null; // Closed without choosing.
  }
}
