/**
 * Guided character creation: "New character (guided)" in the Actors directory header for every user
 * allowed to create actors (core's ACTOR_CREATE permission), "Guided creation" on a fresh character's
 * sheet (its Advancement tab), and `game.system.api.creation.open(actor?)` for macros.
 */
import { addDirectoryTools } from "../../foundry/directory-tools.ts";
import { exposeApi } from "../../foundry/api.ts";
import { canCreateActors, canGuide, createCharacter, loadCatalogue, writePlan } from "./actions.ts";
import { CREATION_APP_ID, creationWindowClass, openGuidedCreation } from "./form.ts";

export { canGuide, openGuidedCreation, createCharacter, loadCatalogue, writePlan, creationWindowClass, CREATION_APP_ID };
export { wizardView } from "./model.ts";
export { change, initialState, moveTo, withText, STEPS, type Catalogue, type WizardState } from "./state-model.ts";
export { catalogueOf } from "./catalogue-model.ts";

export const CREATION_API = { open: openGuidedCreation };

/** The directory's button (v13 renderActorDirectory passes an HTMLElement). */
export function addCreationButton(html: HTMLElement): void {
  addDirectoryTools(html, {
    className: "eote-creation-tools", attribute: "eote-creation", visible: canCreateActors,
    tools: [{ action: "open", label: "EOTE.Creation.Tool", icon: "fa-solid fa-user-plus", run: () => openGuidedCreation() }],
  });
}

export function registerCreation(): void {
  Hooks.on("renderActorDirectory", (_app: unknown, html: HTMLElement) => addCreationButton(html));
  exposeApi("creation", CREATION_API);
}
