/**
 * The Navigation block's two small forms (ApplicationV2): the sublight trip (which trip, its time; Post
 * posts the card) and the navigation hazard (which level, the pool it gives; Roll opens the pilot's
 * Piloting check in the dice dialog). Choices and contexts are the pure functions of ../passage-model.ts.
 * The hazard's button checks the vehicle first (checkHazardReady): without a pilot the form does not open.
 */
import { formValues } from "../../../applications/form-values.ts";
import type { HazardLevel, SublightTrip } from "../../../rules/vehicles/travel.ts";
import { notifyError } from "../../../foundry/notify.ts";
import { format } from "../../../foundry/localize.ts";
import { tokenName } from "../../../chat/token-name.ts";
import { jumpVehicle } from "../actions.ts";
import { checkHazardReady, hazardVessel, navigationHazardCheck, postSublightTrip } from "../actions/passage.ts";
import { hazardFormContext, hazardLevelFromForm, sublightFormContext, sublightTripFromForm } from "../passage-model.ts";


export const SUBLIGHT_FORM_TEMPLATE = "systems/eote/templates/dialogs/sublight.hbs";
export const HAZARD_FORM_TEMPLATE = "systems/eote/templates/dialogs/nav-hazard.hbs";

type ApplicationV2 = foundry.applications.api.ApplicationV2;

/** Built on first use, so importing this module needs no Foundry application globals (tests, the preview). */
function defineForms() {
  const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;

  class SublightForm extends HandlebarsApplicationMixin(ApplicationV2) {
    static override DEFAULT_OPTIONS = {
      classes: ["eote", "eote-travel-form", "eote-sublight-form"],
      tag: "form",
      window: { title: "EOTE.Travel.Sublight.Button", icon: "fa-solid fa-shuttle-space" },
      position: { width: 420 },
      form: { handler: SublightForm.#onSubmit, closeOnSubmit: true, submitOnChange: false },
    };

    static override PARTS = { form: { template: SUBLIGHT_FORM_TEMPLATE } };

    vehicle: Actor.Implementation;
    trip: SublightTrip = "orbitToJump";

    constructor(vehicle: Actor.Implementation, options: Record<string, unknown> = {}) {
      super({ ...options, id: `eote-sublight-${vehicle.id ?? ""}`, window: { title: format("EOTE.Travel.Sublight.Form.Title", { vehicle: tokenName(vehicle) }) } } as never);
      this.vehicle = vehicle;
    }

    override async _prepareContext(options: Parameters<ApplicationV2["_prepareContext"]>[0]) {
      return { ...(await super._prepareContext(options)), ...sublightFormContext(this.trip) };
    }

    static async #onSubmit(this: SublightForm, _event: Event, form: HTMLFormElement): Promise<void> {
      this.trip = sublightTripFromForm(formValues(form), this.trip);
      await postSublightTrip(this.vehicle, this.trip);
    }
  }

  class HazardForm extends HandlebarsApplicationMixin(ApplicationV2) {
    static override DEFAULT_OPTIONS = {
      classes: ["eote", "eote-travel-form", "eote-nav-hazard-form"],
      tag: "form",
      window: { title: "EOTE.Travel.Hazard.Button", icon: "fa-solid fa-meteor" },
      position: { width: 480 },
      form: { handler: HazardForm.#onSubmit, closeOnSubmit: true, submitOnChange: false },
    };

    static override PARTS = { form: { template: HAZARD_FORM_TEMPLATE } };

    vehicle: Actor.Implementation;
    level: HazardLevel = "medium";

    constructor(vehicle: Actor.Implementation, options: Record<string, unknown> = {}) {
      super({ ...options, id: `eote-nav-hazard-${vehicle.id ?? ""}`, window: { title: format("EOTE.Travel.Hazard.Form.Title", { vehicle: tokenName(vehicle) }) } } as never);
      this.vehicle = vehicle;
    }

    override async _prepareContext(options: Parameters<ApplicationV2["_prepareContext"]>[0]) {
      return { ...(await super._prepareContext(options)), ...hazardFormContext(this.level, hazardVessel(this.vehicle)) };
    }

    // Once, on the first render: the application's root element (this form) outlives its re-renders, so a
    // listener added on every render would stack and redraw the form once more per change each time.
    override async _onFirstRender(context: Parameters<ApplicationV2["_onFirstRender"]>[0], options: Parameters<ApplicationV2["_onFirstRender"]>[1]) {
      await super._onFirstRender(context, options);
      // Every change redraws the form, so the pool it shows is the one the roll will use.
      this.element.addEventListener("change", () => {
        this.level = hazardLevelFromForm(formValues(this.element as HTMLFormElement), this.level);
        void this.render();
      });
    }

    static async #onSubmit(this: HazardForm, _event: Event, form: HTMLFormElement): Promise<void> {
      this.level = hazardLevelFromForm(formValues(form), this.level);
      await navigationHazardCheck(this.vehicle, this.level);
    }
  }

  return { SublightForm, HazardForm };
}

let forms: ReturnType<typeof defineForms> | null = null;

export function passageForms(): ReturnType<typeof defineForms> {
  forms ??= defineForms();
  return forms;
}

/** The sheet's Sublight trip button: refused for anything but a vehicle, else opens the form. */
export async function openSublightForm(vehicle: Actor.Implementation): Promise<InstanceType<ReturnType<typeof defineForms>["SublightForm"]> | null> {
  try {
    jumpVehicle(vehicle);
    const form = new (passageForms().SublightForm)(vehicle);
    await form.render({ force: true });
    return form;
  } catch (err) {
    notifyError(err);
    return null;
  }
}

/** The sheet's Navigation hazard button: refuses with a notice (no pilot), else opens the form. */
export async function openHazardForm(vehicle: Actor.Implementation): Promise<InstanceType<ReturnType<typeof defineForms>["HazardForm"]> | null> {
  try {
    await checkHazardReady(vehicle);
    const form = new (passageForms().HazardForm)(vehicle);
    await form.render({ force: true });
    return form;
  } catch (err) {
    notifyError(err);
    return null;
  }
}
