/**
 * The dice pool dialog (ApplicationV2): edit the pool, see the exact odds after every change, roll.
 * State edits and odds are the pure functions in state.ts; this class only wires clicks to them.
 */
import { formatPool } from "../../dice/index.ts";
import type { DieType, Pool, SymbolKey } from "../../dice/types.ts";
import { poolSize } from "../../dice/index.ts";
import type { NarrativeRollOptions } from "../../roll/narrative-roll.ts";
import { isDieType, isSymbolKey } from "../../roll/symbols.ts";
import { notifyError } from "../../roll/notify.ts";
import type { DicePoolRequest } from "./index.ts";
import { currentRollMode, isPrivateVisibility, rollModeVisibility } from "../../combat/follow-up.ts";
import { speakerFor } from "../../combat/token-name.ts";
import {
  addDie, changeSymbol, dialogView, downgradeDie, removeDie, setDifficulty, upgradeDie,
} from "./state.ts";

export const DICE_DIALOG_TEMPLATE = "systems/eote/templates/dice/pool-dialog.hbs";

type ApplicationV2 = foundry.applications.api.ApplicationV2;

/**
 * The class is built on first use rather than at import, so modules that only import the
 * openDicePoolDialog contract (sheets, tests) do not need Foundry's application globals loaded.
 */
function defineDialog() {
  const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;

  return class DicePoolDialog extends HandlebarsApplicationMixin(ApplicationV2) {
    static override DEFAULT_OPTIONS = {
      classes: ["eote", "eote-dice-dialog"],
      tag: "form",
      window: { title: "EOTE.Dice.Dialog.Title", icon: "fa-solid fa-dice-d20" },
      position: { width: 460 },
      actions: {
        addDie: DicePoolDialog.#onAddDie,
        removeDie: DicePoolDialog.#onRemoveDie,
        upgrade: DicePoolDialog.#onUpgrade,
        downgrade: DicePoolDialog.#onDowngrade,
        difficulty: DicePoolDialog.#onDifficulty,
        addSymbol: DicePoolDialog.#onAddSymbol,
        removeSymbol: DicePoolDialog.#onRemoveSymbol,
        roll: DicePoolDialog.#onRoll,
      },
    };

    static override PARTS = { form: { template: DICE_DIALOG_TEMPLATE } };

    pool: Pool;
    readonly request: DicePoolRequest;
    #resolve: (() => void) | null = null;

    constructor(request: DicePoolRequest, resolve?: () => void) {
      super({});
      this.request = request;
      this.pool = { ...request.pool, ...(request.pool.symbols ? { symbols: { ...request.pool.symbols } } : {}) };
      this.#resolve = resolve ?? null;
    }

    override get title(): string {
      return this.request.title || game.i18n!.localize("EOTE.Dice.Dialog.Title");
    }

    override async _prepareContext(options: Parameters<ApplicationV2["_prepareContext"]>[0]) {
      const base = await super._prepareContext(options);
      const view = dialogView(this.pool);
      const oddsErrorText = view.oddsError
        ? game.i18n!.format(view.oddsError.key, view.oddsError.data as Record<string, string>) : null;
      return { ...base, ...view, oddsErrorText, title: this.request.title, notes: this.request.notes ?? [], empty: poolSize(this.pool) === 0 };
    }

    /** Applies one edit and re-renders; a rejected edit (core error) becomes a localised notice. */
    #edit(change: (pool: Pool) => Pool): void {
      try {
        this.pool = change(this.pool);
      } catch (err) {
        notifyError(err);
        return;
      }
      void this.render();
    }

    static #die(target: HTMLElement): DieType | null {
      const die = target.closest<HTMLElement>("[data-die]")?.dataset.die;
      return isDieType(die) ? die : null;
    }

    static #symbol(target: HTMLElement): SymbolKey | null {
      const symbol = target.closest<HTMLElement>("[data-symbol]")?.dataset.symbol;
      return isSymbolKey(symbol) ? symbol : null;
    }

    static #target(target: HTMLElement): "ability" | "difficulty" | null {
      const t = target.closest<HTMLElement>("[data-target]")?.dataset.target;
      return t === "ability" || t === "difficulty" ? t : null;
    }

    static #onAddDie(this: DicePoolDialog, _e: PointerEvent, target: HTMLElement) {
      const die = DicePoolDialog.#die(target);
      if (die) this.#edit((p) => addDie(p, die));
    }

    static #onRemoveDie(this: DicePoolDialog, _e: PointerEvent, target: HTMLElement) {
      const die = DicePoolDialog.#die(target);
      if (die) this.#edit((p) => removeDie(p, die));
    }

    static #onUpgrade(this: DicePoolDialog, _e: PointerEvent, target: HTMLElement) {
      const t = DicePoolDialog.#target(target);
      if (t) this.#edit((p) => upgradeDie(p, t));
    }

    static #onDowngrade(this: DicePoolDialog, _e: PointerEvent, target: HTMLElement) {
      const t = DicePoolDialog.#target(target);
      if (t) this.#edit((p) => downgradeDie(p, t));
    }

    static #onDifficulty(this: DicePoolDialog, _e: PointerEvent, target: HTMLElement) {
      const level = Number(target.closest<HTMLElement>("[data-level]")?.dataset.level);
      if (Number.isInteger(level)) this.#edit((p) => setDifficulty(p, level));
    }

    static #onAddSymbol(this: DicePoolDialog, _e: PointerEvent, target: HTMLElement) {
      const s = DicePoolDialog.#symbol(target);
      if (s) this.#edit((p) => changeSymbol(p, s, 1));
    }

    static #onRemoveSymbol(this: DicePoolDialog, _e: PointerEvent, target: HTMLElement) {
      const s = DicePoolDialog.#symbol(target);
      if (s) this.#edit((p) => changeSymbol(p, s, -1));
    }

    static async #onRoll(this: DicePoolDialog) {
      if (poolSize(this.pool) === 0) {
        ui.notifications?.warn(game.i18n!.localize("EOTE.Dice.Notice.EmptyPool"));
        return;
      }
      try {
        await rollPool(this.pool, this.request);
      } catch (err) {
        // A pool the core refuses (over the dice or symbol limits, from a macro say): a localised
        // notice, and the dialog stays open to fix it.
        notifyError(err);
        return;
      }
      this.#resolve?.();
      this.#resolve = null;
      await this.close();
    }

    override async _onClose(options: Parameters<ApplicationV2["_onClose"]>[0]) {
      super._onClose(options);
      this.#resolve?.();
      this.#resolve = null;
    }
  };
}

let dialogClass: ReturnType<typeof defineDialog> | null = null;

export function dicePoolDialogClass(): ReturnType<typeof defineDialog> {
  return (dialogClass ??= defineDialog());
}

/**
 * Rolls a pool and posts it, titled with the check's name, as the actor. Roll.create routes the
 * narrative formula to NarrativeRoll (module/roll/routing.ts), which keeps this module free of
 * import-time Foundry globals.
 */
export async function rollPool(pool: Pool, request: DicePoolRequest): Promise<Roll> {
  // The roll mode is read once and given to toMessage, so what is stored matches who will see it.
  const rollMode = currentRollMode();
  const stored = storedCheck(request, isPrivateVisibility(rollModeVisibility(rollMode)));
  const options: NarrativeRollOptions = { title: stored.title, ...(pool.symbols ? { symbols: pool.symbols } : {}) };
  const roll = foundry.dice.Roll.create(formatPool(pool, "formula"), {}, options as Roll.Options);
  await roll.evaluate();
  await roll.toMessage({
    speaker: request.actor ? speakerFor(request.actor) : ChatMessage.getSpeaker(),
    // No message flavour: the card already shows the check's name, and hides it on blind rolls.
    flags: { eote: stored.flags },
  }, { rollMode } as never);
  return roll;
}

/**
 * What a check's message stores: all of it on a public roll; on a blind, private or self roll, whose
 * flags and roll data every client receives, the private flags and title and no notes.
 */
export function storedCheck(request: DicePoolRequest, hidden: boolean): { title: string; flags: { check: Record<string, unknown>; notes?: string[] } } {
  if (!hidden) return { title: request.title, flags: { check: request.flags ?? {}, notes: request.notes ?? [] } };
  return { title: request.privateTitle ?? request.title, flags: { check: request.privateFlags ?? request.flags ?? {} } };
}
