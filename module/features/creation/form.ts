/**
 * The guided creation window (ApplicationV2 with Handlebars): one step at a time with Back, Next and
 * Create always in view, the running XP, credits and free ranks beside them. It holds the player's
 * choices in memory only (./state-model.ts) and shows ./model.ts; Create calls ./actions.ts, which
 * writes through the sheet's purchases. Opened from the Actors directory (a new character) or from a
 * fresh character's sheet (that character).
 */
import { language } from "../../foundry/localize.ts";
import { warn } from "../../foundry/notify.ts";
import { createCharacter, loadCatalogue, rollObligationType } from "./actions.ts";
import { wizardView } from "./model.ts";
import { change, initialState, moveTo, withText, type Catalogue, type WizardState } from "./state-model.ts";

export const CREATION_APP_ID = "eote-guided-creation";
export const CREATION_TEMPLATE = "systems/eote/templates/dialogs/creation.hbs";

type ApplicationV2 = foundry.applications.api.ApplicationV2;

/** The text inputs whose values are the player's own words (bounded by withText). */
const TEXT_FIELDS = ["name", "img", "motivation", "duty", "moralityStrength", "moralityWeakness", "biography"];

function defineWindow() {
  const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;

  return class CreationWindow extends HandlebarsApplicationMixin(ApplicationV2) {
    static override DEFAULT_OPTIONS = {
      id: CREATION_APP_ID,
      classes: ["eote", "eote-creation"],
      tag: "form",
      window: { title: "EOTE.Creation.Title", icon: "fa-solid fa-user-plus", resizable: true },
      position: { width: 900, height: 680 },
      form: { submitOnChange: false, closeOnSubmit: false },
      actions: {
        next: CreationWindow.#onNext, back: CreationWindow.#onBack, goto: CreationWindow.#onGoto,
        choose: CreationWindow.#onChoose, create: CreationWindow.#onCreate, rollObligation: CreationWindow.#onRollObligation,
      },
    };

    static override PARTS = { wizard: { template: CREATION_TEMPLATE, scrollable: [".eote-creation-body"] } };

    choices: WizardState = initialState();
    catalogue: Catalogue | null = null;
    /** The fresh character the window was opened from, or null for a new one. */
    onto: Actor.Implementation | null = null;

    override async _prepareContext(options: Parameters<ApplicationV2["_prepareContext"]>[0]) {
      const base = await super._prepareContext(options);
      this.catalogue ??= await loadCatalogue();
      return { ...base, ...wizardView(this.choices, this.catalogue, language()), forActor: this.onto?.name ?? "" };
    }

    override async _onFirstRender(...args: Parameters<ApplicationV2["_onFirstRender"]>) {
      await super._onFirstRender(...args);
      // Text and selects: read into the state on change (once per window: the root element lasts across renders).
      this.element.addEventListener("change", (event) => {
        const field = event.target as HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null;
        if (!field?.name) return;
        if (field.name === "obligationType") return void this.apply("obligationType", field.value);
        if (TEXT_FIELDS.includes(field.name)) {
          this.choices = withText(this.choices, { [field.name]: field.value });
          void this.render();
        }
      });
    }

    /** One change by its action and value: applied and drawn, or refused with the rule's notice. */
    apply(action: string, value: string): void {
      if (!this.catalogue) return;
      const result = change(this.choices, this.catalogue, action, value);
      if (!result.ok) {
        warn(result.error);
        return;
      }
      this.choices = result.state;
      void this.render();
    }

    static #onChoose(this: CreationWindow, _event: PointerEvent, target: HTMLElement) {
      this.apply(target.dataset["choice"] ?? "", target.dataset["value"] ?? "");
    }

    /** The Obligation table rolled for the type (the player may still pick another). */
    static #onRollObligation(this: CreationWindow) {
      this.apply("obligationType", rollObligationType());
    }

    static #onNext(this: CreationWindow) {
      if (!this.catalogue) return;
      this.choices = moveTo(this.choices, this.catalogue, this.choices.step + 1);
      void this.render();
    }

    static #onBack(this: CreationWindow) {
      if (!this.catalogue) return;
      this.choices = moveTo(this.choices, this.catalogue, this.choices.step - 1);
      void this.render();
    }

    static #onGoto(this: CreationWindow, _event: PointerEvent, target: HTMLElement) {
      if (!this.catalogue) return;
      this.choices = moveTo(this.choices, this.catalogue, Number(target.dataset["step"]));
      void this.render();
    }

    static async #onCreate(this: CreationWindow) {
      if (!this.catalogue) return;
      // The text typed last may not have fired its change yet.
      const fields = Object.fromEntries(TEXT_FIELDS.flatMap((name) => {
        const input = this.element.querySelector<HTMLInputElement>(`[name="${name}"]`);
        return input ? [[name, input.value]] : [];
      }));
      this.choices = withText(this.choices, fields);
      const actor = await createCharacter(this.choices, this.catalogue, this.onto);
      if (!actor) return;
      await this.close();
      const sheet = (actor as unknown as { sheet?: { render?: (o: { force: boolean }) => unknown } }).sheet;
      await sheet?.render?.({ force: true });
    }
  };
}

let windowClass: ReturnType<typeof defineWindow> | null = null;

/** The window class (the gallery and tests build it too). */
export function creationWindowClass() {
  return (windowClass ??= defineWindow());
}

/** Opens guided creation: for a new character, or onto `actor` (a fresh character's sheet). */
export async function openGuidedCreation(actor: Actor.Implementation | null = null): Promise<void> {
  const id = actor ? `${CREATION_APP_ID}-${actor.id}` : CREATION_APP_ID;
  const open = foundry.applications.instances.get(id);
  if (open) {
    await open.render({ force: true });
    return;
  }
  const Window = creationWindowClass();
  const app = new Window({ id });
  app.onto = actor;
  await app.render({ force: true });
}
