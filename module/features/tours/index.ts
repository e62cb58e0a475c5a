/**
 * The system's tours in Foundry's Tours (v13 foundry.nue.Tour, registered with game.tours.register in the
 * setup hook, as dnd5e and other systems do): the character sheet, the dice pool dialog and the GM's
 * tools (./model.ts). Before each step the window it points into is opened (the user's character's sheet
 * on the right tab, a dice pool dialog, the Destiny pool, the party view, the import form) and the step
 * waits for its element to be drawn.
 */
import { checkPool, difficultyPool, mergePools } from "../../dice/index.ts";
import { openDicePoolDialog } from "../../applications/dice-dialog/index.ts";
import { api as destinyApi } from "../destiny/index.ts";
import { openPartyView } from "../party/index.ts";
import { IMPORTERS_API } from "../importers/index.ts";
import { localize } from "../../foundry/localize.ts";
import { SYSTEM_ID } from "../../system/config.ts";
import { TOURS, type TourWindow } from "./model.ts";

export { TOURS };

type Sheet = { render(options: { force: boolean }): Promise<unknown>; changeTab?(tab: string, group: string): void };

/** The character a tour shows: the user's assigned one, else the first character the user owns. */
function tourCharacter(): Actor.Implementation | null {
  const own = game.user?.character as Actor.Implementation | null | undefined;
  if (own?.type === "character") return own;
  const world = (game.actors?.contents ?? []) as unknown as Actor.Implementation[];
  return world.find((a) => a.type === "character" && a.isOwner) ?? null;
}

async function openWindow(which: TourWindow): Promise<void> {
  if (which === "sheet:skills" || which === "sheet:advancement") {
    const sheet = (tourCharacter() as unknown as { sheet?: Sheet } | null)?.sheet;
    if (!sheet) return;
    await sheet.render({ force: true });
    sheet.changeTab?.(which === "sheet:skills" ? "skills" : "advancement", "primary");
  } else if (which === "dice") {
    if (!document.querySelector(".eote-dice-dialog")) {
      void openDicePoolDialog({ title: localize("EOTE.Tour.Dice.Title"), pool: mergePools(checkPool(3, 1), difficultyPool("average")) });
    }
  } else if (which === "destiny") await destinyApi.openDestinyPool();
  else if (which === "party") await openPartyView();
  else await IMPORTERS_API.open();
}

/** Waits (up to 2 s) for the step's element to be drawn. */
async function drawn(selector: string): Promise<void> {
  for (let i = 0; i < 20 && !document.querySelector(selector); i++) await new Promise((r) => setTimeout(r, 100));
}

type TourStep = { selector?: string; opens?: TourWindow };
type TourBase = abstract new (config: Record<string, unknown>) => { readonly currentStep: TourStep | null; _preStep(): Promise<void> };

function defineTour() {
  const Base = (foundry as unknown as { nue: { Tour: TourBase } }).nue.Tour;
  return class EoteTour extends Base {
    override async _preStep(): Promise<void> {
      await super._preStep();
      const step = this.currentStep;
      if (!step?.opens) return;
      await openWindow(step.opens);
      if (step.selector) await drawn(step.selector);
    }
  };
}

/** Registers the tours once Foundry's tour manager exists (setup). */
export function registerTours(): void {
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
