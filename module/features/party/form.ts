/**
 * The GM's party view (ApplicationV2): a table of the player characters with wounds, strain,
 * obligation, duty, morality and XP, the XP audit under a character where it finds something, and
 * "Grant XP" to the characters ticked (all by default), with Undo of a character's last grant. It only
 * shows ./model.ts and calls ./actions.ts; the documents' update hooks redraw it (./index.ts).
 */
import { MAX_XP_GRANT } from "../../rules/character/advancement.ts";
import { gmOnly, grantPartyXp, partyMembers, undoPartyGrant } from "./actions.ts";
import { partyView } from "./model.ts";
import { openWindow } from "../../foundry/windows.ts";

export const PARTY_APP_ID = "eote-party-view";
export const PARTY_TEMPLATE = "systems/eote/templates/dialogs/party.hbs";

type ApplicationV2 = foundry.applications.api.ApplicationV2;

/** What the window shows now (also what the gallery renders). */
export function partyContext() {
  return partyView(partyMembers(), MAX_XP_GRANT);
}

function defineWindow() {
  const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;

  return class PartyWindow extends HandlebarsApplicationMixin(ApplicationV2) {
    static override DEFAULT_OPTIONS = {
      id: PARTY_APP_ID,
      classes: ["eote", "eote-party"],
      tag: "form",
      window: { title: "EOTE.Party.Title", icon: "fa-solid fa-users", resizable: true },
      position: { width: 760 },
      form: { submitOnChange: false, closeOnSubmit: false },
      actions: { grant: PartyWindow.#onGrant, undoGrant: PartyWindow.#onUndo, openSheet: PartyWindow.#onOpenSheet },
    };

    static override PARTS = { party: { template: PARTY_TEMPLATE } };

    override async _prepareContext(options: Parameters<ApplicationV2["_prepareContext"]>[0]) {
      const base = await super._prepareContext(options);
      return { ...base, ...partyContext() };
    }

    static async #onGrant(this: PartyWindow) {
      const ids = [...this.element.querySelectorAll<HTMLInputElement>('input[name="member"]')].filter((i) => i.checked).map((i) => i.value);
      const amount = this.element.querySelector<HTMLInputElement>('input[name="amount"]')?.value;
      if (await grantPartyXp(ids, amount)) await this.render();
    }

    static async #onUndo(this: PartyWindow, _e: PointerEvent, target: HTMLElement) {
      const id = target.closest<HTMLElement>("[data-actor-id]")?.dataset.actorId ?? "";
      if (await undoPartyGrant(id)) await this.render();
    }

    static async #onOpenSheet(this: PartyWindow, _e: PointerEvent, target: HTMLElement) {
      const id = target.closest<HTMLElement>("[data-actor-id]")?.dataset.actorId ?? "";
      // The League types do not resolve `sheet` on a world collection's actor; v13's Document#sheet.
      const actor = game.actors?.get(id) as unknown as { sheet?: { render?: (options: { force: boolean }) => unknown } } | undefined;
      const sheet = actor?.sheet;
      await sheet?.render?.({ force: true });
    }
  };
}

let windowClass: ReturnType<typeof defineWindow> | null = null;

/** Opens the party view (GM only: a player gets a notice), or brings it to the front. */
export async function openPartyView(): Promise<boolean> {
  if (!gmOnly()) return false;
  // The id is passed too (v13 merges it with DEFAULT_OPTIONS): one party view per client, found again by it.
  await openWindow(PARTY_APP_ID, () => new (windowClass ??= defineWindow())({ id: PARTY_APP_ID }));
  return true;
}

/** Redraws the open party view (a character changed), if this client has it open. */
export function refreshPartyView(): void {
  const open = foundry.applications.instances.get(PARTY_APP_ID) as ApplicationV2 | undefined;
  if (open?.rendered) void open.render();
}
