/**
 * What a tour step does before it is shown (./index.ts registers the tours): opens the window the step points
 * into (the user's character's sheet on the right tab, a dice pool dialog, the Destiny pool, the party view,
 * the import form) and waits for its element to be drawn.
 */
import { checkPool, difficultyPool, mergePools } from "../../dice/index.ts";
import { openDicePoolDialog } from "../../applications/dice-dialog/index.ts";
import { api as destinyApi } from "../destiny/index.ts";
import { api as partyApi } from "../party/index.ts";
import { api as importersApi } from "../importers/index.ts";
import { localize } from "../../foundry/localize.ts";
import type { TourWindow } from "./model.ts";

type Sheet = { render(options: { force: boolean }): Promise<unknown>; changeTab?(tab: string, group: string): void };

/** The character a tour shows: the user's assigned one, else the first character the user owns. */
function tourCharacter(): Actor.Implementation | null {
  const own = game.user?.character as Actor.Implementation | null | undefined;
  if (own?.type === "character") return own;
  const world = (game.actors?.contents ?? []) as unknown as Actor.Implementation[];
  return world.find((a) => a.type === "character" && a.isOwner) ?? null;
}

export async function openWindow(which: TourWindow): Promise<void> {
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
  else if (which === "party") await partyApi.open();
  else await importersApi.open();
}

/** Waits (up to 2 s) for the step's element to be drawn. */
async function drawn(selector: string): Promise<void> {
  for (let i = 0; i < 20 && !document.querySelector(selector); i++) await new Promise((r) => setTimeout(r, 100));
}

type TourStep = { selector?: string; opens?: TourWindow };
type TourBase = abstract new (config: Record<string, unknown>) => { readonly currentStep: TourStep | null; _preStep(): Promise<void> };

export function defineTour() {
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

