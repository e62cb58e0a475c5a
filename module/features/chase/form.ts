/**
 * The GM's chase form (ApplicationV2), opened by the Chase tool in the token controls: pursuer and quarry
 * (the scene's tokens, then the world's actors; the controlled and targeted tokens first chosen), the band
 * the chase starts at, the checks' difficulty and the hazard. Start posts the card (startChase). The choice
 * and the context are the pure functions of ./model.ts.
 */
import { formValues } from "../../applications/form-values.ts";
import { notifyError } from "../../foundry/notify.ts";
import { localize } from "../../foundry/localize.ts";
import { actorView } from "../../foundry/documents.ts";
import { tokenName } from "../../chat/token-name.ts";
import { startChase } from "./actions.ts";
import { chaseChoiceFromForm, chaseFormContext, defaultChaseChoice, type ChaseCandidate, type ChaseChoice } from "./model.ts";

export const CHASE_FORM_TEMPLATE = "systems/eote/templates/dialogs/chase.hbs";

type ApplicationV2 = foundry.applications.api.ApplicationV2;
type TokenLike = { actor?: Actor.Implementation | null; document?: { actor?: Actor.Implementation | null } | null };

const CHASERS = new Set(["vehicle", "character", "adversary"]);

function candidate(actor: Actor.Implementation): ChaseCandidate | null {
  const type = actorView(actor).type;
  return CHASERS.has(type) ? { uuid: actor.uuid, name: tokenName(actor), vehicle: type === "vehicle" } : null;
}

function tokenActor(token: TokenLike): Actor.Implementation | null {
  return token.actor ?? token.document?.actor ?? null;
}

/** Who may chase or be chased: the scene's tokens' actors, then the world's actors not already listed. */
export function chaseCandidates(): ChaseCandidate[] {
  const layer = (globalThis as { canvas?: { tokens?: { placeables?: readonly TokenLike[] } | null } | null }).canvas?.tokens;
  const actors = [...(layer?.placeables ?? []).map(tokenActor), ...((game.actors?.contents ?? []) as Actor.Implementation[])];
  const seen = new Set<string>();
  return actors.flatMap((actor) => {
    const c = actor ? candidate(actor) : null;
    if (!c || seen.has(c.uuid)) return [];
    seen.add(c.uuid);
    return [c];
  });
}

/** The first choice: the controlled token as the pursuer, the targeted one as the quarry. */
function firstChoice(candidates: readonly ChaseCandidate[]): ChaseChoice {
  const controlled = (globalThis as { canvas?: { tokens?: { controlled?: readonly TokenLike[] } | null } | null }).canvas?.tokens?.controlled ?? [];
  const targeted = [...(game.user?.targets ?? [])] as unknown as TokenLike[];
  const uuidOf = (tokens: readonly TokenLike[]) => tokens.map(tokenActor).find((a) => a && candidates.some((c) => c.uuid === a.uuid))?.uuid ?? "";
  return defaultChaseChoice(candidates, uuidOf(controlled), uuidOf(targeted));
}

/** Built on first use, so importing this module needs no Foundry application globals (tests, the preview). */
function defineForm() {
  const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;

  return class ChaseForm extends HandlebarsApplicationMixin(ApplicationV2) {
    static override DEFAULT_OPTIONS = {
      id: "eote-chase-form",
      classes: ["eote", "eote-chase-form"],
      tag: "form",
      window: { title: "EOTE.Chase.Form.Title", icon: "fa-solid fa-person-running" },
      position: { width: 420 },
      form: { handler: ChaseForm.#onSubmit, closeOnSubmit: true, submitOnChange: false },
    };

    static override PARTS = { form: { template: CHASE_FORM_TEMPLATE } };

    candidates: ChaseCandidate[];
    choice: ChaseChoice;

    constructor(options: Record<string, unknown> = {}) {
      super(options as never);
      this.candidates = chaseCandidates();
      this.choice = firstChoice(this.candidates);
    }

    override async _prepareContext(options: Parameters<ApplicationV2["_prepareContext"]>[0]) {
      const base = await super._prepareContext(options);
      return { ...base, ...chaseFormContext(this.choice, this.candidates) };
    }

    // Once, on the first render: the application's root element (this form) outlives its re-renders, so a
    // listener added on every render would stack and redraw the form once more per change each time.
    override async _onFirstRender(context: Parameters<ApplicationV2["_onFirstRender"]>[0], options: Parameters<ApplicationV2["_onFirstRender"]>[1]) {
      await super._onFirstRender(context, options);
      // Every change redraws the form: the bands follow the pursuer's scale, the hazard is for vehicles only.
      this.element.addEventListener("change", () => {
        this.choice = chaseChoiceFromForm(formValues(this.element as HTMLFormElement), this.choice, this.candidates);
        void this.render();
      });
    }

    static async #onSubmit(this: { choice: ChaseChoice; candidates: ChaseCandidate[] }, _event: Event, form: HTMLFormElement): Promise<void> {
      this.choice = chaseChoiceFromForm(formValues(form), this.choice, this.candidates);
      await startChase(this.choice);
    }
  };
}

let formClass: ReturnType<typeof defineForm> | null = null;

export function chaseFormClass(): ReturnType<typeof defineForm> {
  formClass ??= defineForm();
  return formClass;
}

/** The GM tool: opens the form (GM only; a player gets a notice). */
export async function openChaseForm(): Promise<InstanceType<ReturnType<typeof defineForm>> | null> {
  try {
    if (game.user?.isGM !== true) {
      ui.notifications?.warn(localize("EOTE.Chase.Notice.GMOnly"));
      return null;
    }
    const form = new (chaseFormClass())();
    await form.render({ force: true });
    return form;
  } catch (err) {
    notifyError(err);
    return null;
  }
}
