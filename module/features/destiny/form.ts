/**
 * The Destiny pool window (ApplicationV2): the light and dark side points as tokens, the flip
 * button of the current user's side, and for the GM the pool's size (set by hand, form by rolling, empty after asking).
 * It only shows the setting and calls module/features/destiny/actions.ts; the world setting's onChange
 * re-renders it on every client.
 */
import { destinyView } from "./model.ts";
import { DESTINY_APP_ID, emptyDestinyPool, formDestinyPool, readPool, requestFlip, setDestinyPool } from "./actions.ts";
import { isFlipDirection } from "./model.ts";
import { openWindow } from "../../foundry/windows.ts";

export const DESTINY_POOL_TEMPLATE = "systems/eote/templates/dialogs/destiny-pool.hbs";

type ApplicationV2 = foundry.applications.api.ApplicationV2;

/** Built on first use, so importing this module does not need Foundry's application globals. */
function defineWindow() {
  const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;

  return class DestinyPoolWindow extends HandlebarsApplicationMixin(ApplicationV2) {
    static override DEFAULT_OPTIONS = {
      id: DESTINY_APP_ID,
      classes: ["eote", "eote-destiny-pool"],
      tag: "form",
      window: { title: "EOTE.Dice.Destiny.Title", icon: "fa-solid fa-yin-yang" },
      position: { width: 300 },
      form: { submitOnChange: false, closeOnSubmit: false },
      actions: {
        flip: DestinyPoolWindow.#onFlip,
        set: DestinyPoolWindow.#onSet,
        empty: DestinyPoolWindow.#onEmpty,
        form: DestinyPoolWindow.#onForm,
      },
    };

    static override PARTS = { pool: { template: DESTINY_POOL_TEMPLATE } };

    override async _prepareContext(options: Parameters<ApplicationV2["_prepareContext"]>[0]) {
      const base = await super._prepareContext(options);
      return { ...base, ...destinyView(readPool(), game.user?.isGM ?? false) };
    }

    static async #onFlip(this: DestinyPoolWindow, _e: PointerEvent, target: HTMLElement) {
      const direction = target.closest<HTMLElement>("[data-direction]")?.dataset.direction;
      if (isFlipDirection(direction)) await requestFlip(direction);
    }

    static async #onSet(this: DestinyPoolWindow) {
      const read = (name: string) => this.element.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value;
      await setDestinyPool(read("light"), read("dark"));
    }

    static async #onEmpty(this: DestinyPoolWindow) {
      await emptyDestinyPool();
    }

    static async #onForm(this: DestinyPoolWindow) {
      await formDestinyPool();
    }
  };
}

let windowClass: ReturnType<typeof defineWindow> | null = null;

/** Opens this client's pool window, or brings it to the front. */
export async function openDestinyPool(): Promise<void> {
  await openWindow(DESTINY_APP_ID, () => new (windowClass ??= defineWindow())());
}
