/**
 * Guided character creation: "New character (guided)" in the Actors directory header for every user
 * allowed to create actors (core's ACTOR_CREATE permission), "Guided creation" on a fresh character's
 * sheet (its Advancement tab), and `game.system.api.creation.open(actor?)` for macros.
 */
import { addDirectoryTools } from "../../foundry/directory-tools.ts";
import { exposeApi } from "../../foundry/api.ts";
import { canCreateActors, canGuide } from "./actions.ts";
import { openGuidedCreation } from "./form.ts";

/** What the sheet (its Advancement tab) and macros call. */
export const api = { open: openGuidedCreation, canGuide };

/** The directory's button (v13 renderActorDirectory passes an HTMLElement). */
function addCreationButton(html: HTMLElement): void {
  addDirectoryTools(html, {
    className: "eote-creation-tools", attribute: "eote-creation", visible: canCreateActors,
    tools: [{ action: "open", label: "EOTE.Creation.Tool", icon: "fa-solid fa-user-plus", run: () => openGuidedCreation() }],
  });
}

export function register(): void {
  Hooks.on("renderActorDirectory", (_app: unknown, html: HTMLElement) => addCreationButton(html));
  exposeApi("creation", { open: openGuidedCreation });
}
