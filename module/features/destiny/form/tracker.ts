/**
 * The always-visible Destiny tracker (ApplicationV2 without a window frame): docked in the left column
 * of v13's interface just above the players list (`#players` in `#ui-left-column-1`), it shows both
 * sides' counts to everyone; a player clicks the light side to spend a light point, the GM the dark side
 * to spend a dark one, through the Destiny feature's trusted flip path (the GM's queue and its refusals).
 * It only shows the pool and asks for flips: module/features/destiny decides and writes.
 */
import { canFlip } from "../model.ts";
import { openDestinyPool } from "../form.ts";
import { onPoolChange, readPool } from "../actions/setting.ts";
import { spendFromTracker } from "../actions/tracker.ts";
import { trackerView } from "../tracker-model.ts";

export const TRACKER_APP_ID = "eote-destiny-tracker";
export const TRACKER_TEMPLATE = "systems/eote/templates/dialogs/destiny-tracker.hbs";

type ApplicationV2 = foundry.applications.api.ApplicationV2;

/** The tracker's context for this user (also what the gallery renders). */
export function trackerContext(isGM: boolean) {
  return trackerView(readPool(), isGM, (direction) => canFlip(direction, isGM));
}

/**
 * Moves the tracker's element just before the players list, in its column; left where it is when the
 * page has no such list (the tests' doubles, a module that removed it).
 */
export function dock(element: unknown): void {
  const doc = (globalThis as { document?: Document }).document;
  const players = doc?.getElementById?.("players");
  if (!players?.parentElement || !(element instanceof Node) || element.nextSibling === players) return;
  players.parentElement.insertBefore(element, players);
}

function defineTracker() {
  const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;

  return class DestinyTracker extends HandlebarsApplicationMixin(ApplicationV2) {
    static override DEFAULT_OPTIONS = {
      id: TRACKER_APP_ID,
      tag: "aside",
      classes: ["eote", "eote-destiny-tracker"],
      // No frame, no position: it lives in the interface's column, not as a window.
      window: { frame: false, positioned: false },
      actions: { spend: DestinyTracker.#onSpend, open: DestinyTracker.#onOpen },
    };

    static override PARTS = { tracker: { template: TRACKER_TEMPLATE } };

    override async _prepareContext(options: Parameters<ApplicationV2["_prepareContext"]>[0]) {
      const base = await super._prepareContext(options);
      return { ...base, ...trackerContext(game.user?.isGM === true) };
    }

    override async _onFirstRender(context: Parameters<ApplicationV2["_onFirstRender"]>[0], options: Parameters<ApplicationV2["_onFirstRender"]>[1]) {
      await super._onFirstRender(context, options);
      dock(this.element);
    }

    static async #onSpend(this: DestinyTracker, _e: PointerEvent, target: HTMLElement) {
      await spendFromTracker(target.closest<HTMLElement>("[data-direction]")?.dataset.direction);
    }

    static async #onOpen(this: DestinyTracker) {
      await openDestinyPool();
    }
  };
}

let trackerClass: ReturnType<typeof defineTracker> | null = null;

/** Draws this client's tracker (the first time, docked by the players list) or redraws it. */
export async function renderTracker(): Promise<void> {
  const open = foundry.applications.instances.get(TRACKER_APP_ID) as ApplicationV2 | undefined;
  if (open) {
    await open.render();
    return;
  }
  trackerClass ??= defineTracker();
  // The id is passed too (v13 merges it with DEFAULT_OPTIONS): one tracker per client, found again by it.
  await new trackerClass({ id: TRACKER_APP_ID }).render({ force: true });
}

/** Puts the tracker back above the players list after the list redrew (v13 renderPlayers). */
export function redock(): void {
  const open = foundry.applications.instances.get(TRACKER_APP_ID) as ApplicationV2 | undefined;
  if (open?.rendered) dock(open.element);
}

function draw(): void {
  renderTracker().catch((err: unknown) => console.error(err));
}

/**
 * The always-visible tracker's hooks: drawn on every client once the interface is ready, docked above the
 * players list, redrawn whenever the pool changes (onPoolChange, fed by the world setting's onChange on every
 * client) and put back in place when the players list redraws.
 */
export function registerTracker(): void {
  Hooks.once("ready", draw);
  onPoolChange(draw);
  // v13's players list is an ApplicationV2 ("Players"): its render hook is renderPlayers.
  (Hooks.on as (hook: string, fn: () => void) => number)("renderPlayers", redock);
}
