/**
 * The system's tours in Foundry's Tours (v13 foundry.nue.Tour, registered with game.tours.register in the
 * setup hook, as dnd5e and other systems do): the character sheet, the dice pool dialog and the GM's
 * tools (./model.ts). Before each step the window it points into is opened (the user's character's sheet
 * on the right tab, a dice pool dialog, the Destiny pool, the party view, the import form) and the step
 * waits for its element to be drawn.
 */
import { SYSTEM_ID } from "../../system/config.ts";
import { defineTour } from "./actions.ts";
import { TOURS } from "./model.ts";

/** The tours offer nothing to call: Foundry's Tours menu starts them. */
export const api = {};

/** Registers the tours once Foundry's tour manager exists (setup). */
export function register(): void {
  Hooks.once("setup", () => {
    const tours = (game as unknown as { tours?: { register(namespace: string, id: string, tour: unknown): void } }).tours;
    const nue = (foundry as unknown as { nue?: { Tour?: unknown } }).nue;
    if (!tours || !nue?.Tour) return;
    const EoteTour = defineTour();
    for (const spec of TOURS) {
      const config = {
        namespace: SYSTEM_ID, id: spec.id, title: spec.title, description: spec.description, restricted: spec.restricted,
        display: true, canBeResumed: false, steps: spec.steps.map(({ view: _view, ...s }) => s),
      };
      tours.register(SYSTEM_ID, spec.id, new EoteTour(config));
    }
  });
}
