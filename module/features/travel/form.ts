/**
 * The jump form (ApplicationV2), opened by the vehicle sheet's Plot hyperspace jump: distance, route,
 * the calculation's circumstances and the drive, the difficulty they add up to, then Roll Astrogation
 * (plotJump). The choice and its context are the pure functions in ./model.ts. The sheet's button checks
 * the vehicle first (checkJumpReady): without a hyperdrive or a navigator the form does not open.
 */
import { notifyError } from "../../foundry/notify.ts";
import { format } from "../../foundry/localize.ts";
import { tokenName } from "../../chat/token-name.ts";
import { checkJumpReady, jumpVehicle, plotJump } from "./actions.ts";
import { defaultJumpChoice, jumpChoiceFromForm, jumpFormContext, type JumpChoice } from "./model.ts";
import { formValues } from "../../applications/form-values.ts";


export const JUMP_FORM_TEMPLATE = "systems/eote/templates/dialogs/jump.hbs";

type ApplicationV2 = foundry.applications.api.ApplicationV2;

/** Built on first use, so importing this module needs no Foundry application globals (tests, the preview). */
function defineForm() {
  const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;

  return class JumpForm extends HandlebarsApplicationMixin(ApplicationV2) {
    static override DEFAULT_OPTIONS = {
      classes: ["eote", "eote-jump-form"],
      tag: "form",
      window: { title: "EOTE.Travel.PlotJump", icon: "fa-solid fa-route" },
      position: { width: 440 },
      form: { handler: JumpForm.#onSubmit, closeOnSubmit: true, submitOnChange: false },
    };

    static override PARTS = { form: { template: JUMP_FORM_TEMPLATE } };

    vehicle: Actor.Implementation;
    choice: JumpChoice;

    constructor(vehicle: Actor.Implementation, options: Record<string, unknown> = {}) {
      super({ ...options, id: `eote-jump-${vehicle.id ?? ""}`, window: { title: format("EOTE.Travel.Form.Title", { vehicle: tokenName(vehicle) }) } } as never);
      this.vehicle = vehicle;
      this.choice = defaultJumpChoice(jumpVehicle(vehicle));
    }

    override async _prepareContext(options: Parameters<ApplicationV2["_prepareContext"]>[0]) {
      const base = await super._prepareContext(options);
      return { ...base, ...jumpFormContext(this.choice, jumpVehicle(this.vehicle).hyperdrive) };
    }

    // Once, on the first render: the application's root element (this form) outlives its re-renders, so a
    // listener added on every render would stack and redraw the form once more per change each time.
    override async _onFirstRender(context: Parameters<ApplicationV2["_onFirstRender"]>[0], options: Parameters<ApplicationV2["_onFirstRender"]>[1]) {
      await super._onFirstRender(context, options);
      // Every change redraws the form, so the difficulty it shows is the one the roll will use.
      this.element.addEventListener("change", () => {
        this.choice = jumpChoiceFromForm(formValues(this.element as HTMLFormElement), this.choice);
        void this.render();
      });
    }

    static async #onSubmit(this: { vehicle: Actor.Implementation; choice: JumpChoice }, _event: Event, form: HTMLFormElement): Promise<void> {
      this.choice = jumpChoiceFromForm(formValues(form), this.choice);
      await plotJump(this.vehicle, this.choice);
    }
  };
}

let formClass: ReturnType<typeof defineForm> | null = null;

export function jumpFormClass(): ReturnType<typeof defineForm> {
  formClass ??= defineForm();
  return formClass;
}

/** The sheet's button: refuses with a notice (no hyperdrive, no navigator), else opens the form. */
export async function openJumpForm(vehicle: Actor.Implementation): Promise<InstanceType<ReturnType<typeof defineForm>> | null> {
  try {
    await checkJumpReady(vehicle);
    const form = new (jumpFormClass())(vehicle);
    await form.render({ force: true });
    return form;
  } catch (err) {
    notifyError(err);
    return null;
  }
}
