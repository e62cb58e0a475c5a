/**
 * The GM's fear form (ApplicationV2), opened from the Actors directory's Fear check button or the macro
 * API: the level and its modifiers (seed 002's fear table), prepared (Cool), the morality option, and
 * the player characters (ticked: those with a token on the viewed scene, else all). Roll goes through
 * fearCheck (GM only, one card per character).
 */
import { tokenName } from "../../chat/token-name.ts";
import { playerCharacters } from "../../foundry/player-characters.ts";
import { fearCheck } from "./actions.ts";
import { DEFAULT_FEAR, fearDialogContext, fearFromForm, type FearCandidate } from "./form-model.ts";
import { isFearImmune } from "../../foundry/fear-effects.ts";
import { isGmFearCard } from "./card.ts";
import type { FearChoice } from "./model.ts";
import { formValues } from "../../applications/form-values.ts";
import { openGmWindow } from "../../foundry/windows.ts";

export const FEAR_DIALOG_TEMPLATE = "systems/eote/templates/dialogs/fear.hbs";
export const FEAR_DIALOG_ID = "eote-fear-dialog";

type ApplicationV2 = foundry.applications.api.ApplicationV2;

/** The player characters the form lists. */
export function fearCandidates(): { actor: Actor.Implementation; candidate: FearCandidate }[] {
  return playerCharacters().map((actor) => {
    const tokens = (actor as unknown as { getActiveTokens?: (linked?: boolean) => unknown[] }).getActiveTokens?.(false) ?? [];
    return { actor, candidate: { uuid: actor.uuid, name: tokenName(actor), onScene: tokens.length > 0, immune: isFearImmune(actor, isGmFearCard) } };
  });
}

/** Built on first use, so importing this module needs no Foundry application globals (tests, the preview). */
function defineDialog() {
  const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;

  return class FearDialog extends HandlebarsApplicationMixin(ApplicationV2) {
    static override DEFAULT_OPTIONS = {
      id: FEAR_DIALOG_ID,
      classes: ["eote", "eote-fear-dialog"],
      tag: "form",
      window: { title: "EOTE.Fear.Dialog.Title", icon: "fa-solid fa-ghost" },
      position: { width: 420 },
      form: { handler: FearDialog.#onSubmit, closeOnSubmit: true, submitOnChange: false },
    };

    static override PARTS = { form: { template: FEAR_DIALOG_TEMPLATE } };

    choice: FearChoice = DEFAULT_FEAR;

    override async _prepareContext(options: Parameters<ApplicationV2["_prepareContext"]>[0]) {
      const base = await super._prepareContext(options);
      return { ...base, ...fearDialogContext(this.choice, fearCandidates().map((c) => c.candidate)) };
    }

    static async #onSubmit(this: { choice: FearChoice }, _event: Event, form: HTMLFormElement): Promise<void> {
      const listed = fearCandidates();
      const { choice, actorUuids } = fearFromForm(formValues(form), listed.map((c) => c.candidate.uuid));
      this.choice = choice;
      await fearCheck(choice, listed.filter((c) => actorUuids.includes(c.candidate.uuid)).map((c) => c.actor));
    }
  };
}

let dialogClass: ReturnType<typeof defineDialog> | null = null;

export function fearDialogClass(): ReturnType<typeof defineDialog> {
  dialogClass ??= defineDialog();
  return dialogClass;
}

/** Opens the form for the GM (a player gets a notice); a second call brings the open one forward. */
export function openFearDialog(): void {
  openGmWindow(FEAR_DIALOG_ID, "EOTE.Fear.Notice.GMOnly", () => new (fearDialogClass())());
}
