/**
 * The GM's hazard dialog (ApplicationV2), opened from the token controls' Hazard button or the macro API:
 * pick the hazard and its numbers (the fields follow the hazard), see the tokens it will strike (targeted,
 * else controlled), Apply. The choice and the context are the pure functions in form-model.ts; Apply
 * goes through applyHazard (GM only, one card per application).
 */
import { tokenName } from "../../chat/token-name.ts";
import { applyHazard, hazardVictims } from "./actions.ts";
import { choiceFromForm, DEFAULT_CHOICE, hazardDialogContext } from "./form-model.ts";
import type { HazardChoice } from "./model.ts";
import { formValues } from "../../applications/form-values.ts";
import { openGmWindow } from "../../foundry/windows.ts";
import { addTokenTool, type SceneControls } from "../../foundry/scene-tools.ts";

export const HAZARD_DIALOG_TEMPLATE = "systems/eote/templates/dialogs/hazard.hbs";
export const HAZARD_DIALOG_ID = "eote-hazard-dialog";

type ApplicationV2 = foundry.applications.api.ApplicationV2;

/** Names of the tokens the hazard would strike now. */
function victimNames(): string[] {
  return hazardVictims().flatMap((victim) => {
    const token = victim as { actor?: Actor.Implementation | null; name?: string | null };
    return token.actor ? [token.name || tokenName(token.actor)] : [];
  });
}

/** Built on first use, so importing this module needs no Foundry application globals (tests, the preview). */
function defineDialog() {
  const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;

  return class HazardDialog extends HandlebarsApplicationMixin(ApplicationV2) {
    static override DEFAULT_OPTIONS = {
      id: HAZARD_DIALOG_ID,
      classes: ["eote", "eote-hazard-dialog"],
      tag: "form",
      window: { title: "EOTE.Hazard.Dialog.Title", icon: "fa-solid fa-fire" },
      position: { width: 400 },
      form: { handler: HazardDialog.#onSubmit, closeOnSubmit: true, submitOnChange: false },
    };

    static override PARTS = { form: { template: HAZARD_DIALOG_TEMPLATE } };

    choice: HazardChoice = DEFAULT_CHOICE;

    override async _prepareContext(options: Parameters<ApplicationV2["_prepareContext"]>[0]) {
      const base = await super._prepareContext(options);
      return { ...base, ...hazardDialogContext(this.choice, victimNames()) };
    }

    override async _onRender(context: Parameters<ApplicationV2["_onRender"]>[0], options: Parameters<ApplicationV2["_onRender"]>[1]) {
      await super._onRender(context, options);
      // The fields follow the hazard: a change of hazard redraws the form with the fields it uses.
      this.element.querySelector<HTMLSelectElement>("select[name=hazard]")?.addEventListener("change", () => {
        this.choice = choiceFromForm(formValues(this.element as HTMLFormElement));
        void this.render();
      });
    }

    static async #onSubmit(this: { choice: HazardChoice }, _event: Event, form: HTMLFormElement): Promise<void> {
      this.choice = choiceFromForm(formValues(form));
      await applyHazard(this.choice);
    }
  };
}

let dialogClass: ReturnType<typeof defineDialog> | null = null;

export function hazardDialogClass(): ReturnType<typeof defineDialog> {
  dialogClass ??= defineDialog();
  return dialogClass;
}

/** Opens the dialog for the GM (a player gets a notice); a second call brings the open one forward. */
export function openHazardDialog(): void {
  openGmWindow(HAZARD_DIALOG_ID, "EOTE.Hazard.Notice.GMOnly", () => new (hazardDialogClass())());
}

/** Adds the GM's Hazard button at the bottom of the token controls (the v13 getSceneControlButtons record). */
export function addHazardTool(controls: SceneControls): void {
  addTokenTool(controls, { name: "eoteHazard", title: "EOTE.Hazard.Tool", icon: "fa-solid fa-fire", visible: game.user?.isGM === true, onChange: () => openHazardDialog() });
}
