/**
 * The dice pool dialog (ApplicationV2): edit the pool, see the exact odds after every change, roll.
 * State edits and odds are the pure functions in state.ts; this class only wires clicks to them.
 * It is a form: its inputs are named, and submitting it (the Roll button, or Enter in the flavour
 * line) rolls with the flavour and roll mode it holds.
 */
import type { Pool } from "../../dice/types.ts";
import { normalisePool, poolSize } from "../../dice/index.ts";
import { clickedDie, clickedSymbol, clickedUpgradeTarget, clickedUuid } from "./targets.ts";
import { checkFoldContents, DICE_DIALOG_WIDTH, foldsInUse, foldsOpen } from "./layout.ts";
import { AcrossRenders } from "./across-renders.ts";
import { noticeName, notifyError, warnKey } from "../../foundry/notify.ts";
import type { DicePoolRequest } from "./index.ts";
import { currentRollMode } from "../../chat/follow-up.ts";
import {
  addDie, changeSymbol, cleanFlavor, downgradeDie, isRollMode, MAX_FLAVOR_LENGTH, removeDie, rollModeOptions, setDifficulty, upgradeDie,
} from "./state.ts";
import { contestFlag, rollPool } from "./roll-pool.ts";
import {
  addAssistant, checkDialogView, checkNotes, effectivePool, emptyCheckState, opposingSkillFor, removeAssistant, setOpponent, toggleAssistMode,
  type CheckState,
} from "./check-state.ts";
import { checkView } from "./check-view.ts";
import { actorByUuid, participantRatings, subjectOf, targetedActors } from "./participants.ts";
import { getSkill } from "../../rules/checks/skills.ts";
import { format, language, localize, noteText } from "../../foundry/localize.ts";
import type { DestinySpendState } from "../../rules/checks/destiny.ts";
import { api as destinyApi } from "../../features/destiny/index.ts";
import {
  destinyFlag, destinyNotes, destinyRow, impossibleDifficulty, noDestiny, setImpossible, toggleDestiny, withDestiny,
} from "./destiny-state.ts";
import { appliedModifierNotes, modifierRows, modifierState, toggleModifier, withModifiers, type ModifierState } from "./modifier-state.ts";
import { checkModifiersOf } from "./modifier-sources.ts";
import { gearOptionNotes, gearOptionsOf, gearOptionsView, setGearOption, withGearOptions, type GearOptionsState } from "./gear-options.ts";

export const DICE_DIALOG_TEMPLATE = "systems/eote/templates/dialogs/dice-pool.hbs";

type ApplicationV2 = foundry.applications.api.ApplicationV2;

/**
 * The class is built on first use rather than at import, so this module loads without Foundry's
 * application globals (the pure tests import it).
 */
function defineDialog() {
  const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;

  return class DicePoolDialog extends HandlebarsApplicationMixin(ApplicationV2) {
    static override DEFAULT_OPTIONS = {
      classes: ["eote", "eote-dice-dialog"],
      tag: "form",
      form: { handler: DicePoolDialog.#onSubmit, submitOnChange: false, closeOnSubmit: false },
      window: { title: "EOTE.Dice.Dialog.Title", icon: "fa-solid fa-dice-d20" },
      // Its height follows its content, up to the screen's (Foundry caps it there); the content then
      // scrolls under a footer that keeps Roll in view (styles/_dice-dialog.scss).
      position: { width: DICE_DIALOG_WIDTH },
      actions: {
        addDie: DicePoolDialog.#onAddDie,
        removeDie: DicePoolDialog.#onRemoveDie,
        upgrade: DicePoolDialog.#onUpgrade,
        downgrade: DicePoolDialog.#onDowngrade,
        difficulty: DicePoolDialog.#onDifficulty,
        addSymbol: DicePoolDialog.#onAddSymbol,
        removeSymbol: DicePoolDialog.#onRemoveSymbol,
        addAssistant: DicePoolDialog.#onAddAssistant,
        addTargetedAssistants: DicePoolDialog.#onAddTargetedAssistants,
        removeAssistant: DicePoolDialog.#onRemoveAssistant,
        toggleAssist: DicePoolDialog.#onToggleAssist,
        opposeTarget: DicePoolDialog.#onOpposeTarget,
        clearOpposed: DicePoolDialog.#onClearOpposed,
        destiny: DicePoolDialog.#onDestiny,
        impossible: DicePoolDialog.#onImpossible,
        toggleModifier: DicePoolDialog.#onToggleModifier,
      },
    };

    static override PARTS = { form: { template: DICE_DIALOG_TEMPLATE } };

    /** The pool the user edits; the pool rolled adds the assistance (rolledPool). */
    pool: Pool;
    /** Assistants, an opponent, a contest (check-state.ts). */
    checks: CheckState;
    /** Destiny points chosen for this check and whether it is Impossible; paid only when it is rolled. */
    destiny: DestinySpendState = noDestiny();
    /** Talents', gear's and statuses' modifiers, and which situational ones the player unticked. */
    modifiers: ModifierState;
    /** Equipment options (gear-options.ts): advantageous equipment, a damaged tool, lifting, a hidden item. */
    gear: GearOptionsState;
    /** The folds the user opened or closed and the focused control, kept across re-renders. */
    readonly kept = new AcrossRenders();
    readonly request: DicePoolRequest;
    /** The flavour line and roll mode as last typed or chosen; kept across the re-render of every edit. */
    flavor = "";
    rollMode: string = currentRollMode();
    #resolve: (() => void) | null = null;

    constructor(request: DicePoolRequest, resolve?: () => void) {
      super({});
      this.request = request;
      if (isRollMode(request.rollMode)) this.rollMode = request.rollMode;
      this.pool = { ...request.pool, ...(request.pool.symbols ? { symbols: { ...request.pool.symbols } } : {}) };
      this.#resolve = resolve ?? null;
      this.checks = emptyCheckState(subjectOf(request.actor, request.skillId));
      this.modifiers = modifierState(request.modifiers ?? checkModifiersOf(request.actor, request.skillId));
      this.gear = gearOptionsOf(request.actor as never, request.skillId);
    }

    /** What Roll rolls and the odds describe: the edited pool with the assistance, the ticked modifiers, then Destiny's upgrades. */
    get rolledPool(): Pool {
      return withDestiny(withGearOptions(withModifiers(effectivePool(this.pool, this.checks), this.modifiers), this.gear), this.destiny);
    }

    /**
     * The request's notes plus one per helper, one for the opponent, and Destiny's; the roll's also name
     * each modifier applied (the dialog lists those in its own section instead).
     */
    notesFor(roll: boolean): string[] {
      const notes = [...checkNotes(this.checks), ...gearOptionNotes(this.gear), ...destinyNotes(this.destiny)];
      const modifiers = roll ? appliedModifierNotes(this.modifiers)
        .map((m) => format("EOTE.Modifier.Applied", { source: m.source, effect: noteText(m.effect) })) : [];
      return [...(this.request.notes ?? []), ...modifiers, ...notes.map(noteText)];
    }

    get allNotes(): string[] { return this.notesFor(true); }

    override get title(): string {
      return this.request.title || localize("EOTE.Dice.Dialog.Title");
    }

    override async _prepareContext(options: Parameters<ApplicationV2["_prepareContext"]>[0]) {
      const base = await super._prepareContext(options);
      const pool = this.rolledPool;
      const view = checkDialogView(this.pool, this.checks, language(), this.destiny, (p) => withGearOptions(withModifiers(p, this.modifiers), this.gear));
      const oddsErrorText = view.oddsError ? format(view.oddsError.key, view.oddsError.data) : null;
      return {
        ...base, ...view, oddsErrorText, title: this.request.title, notes: this.notesFor(false), empty: poolSize(pool) === 0,
        check: checkView(this.checks, this.request.actor?.uuid ?? null),
        destiny: destinyRow(this.destiny, game.user?.isGM ?? false, destinyApi.destinyLink().readPool()),
        flavor: this.flavor, flavorMax: MAX_FLAVOR_LENGTH, rollModes: rollModeOptions(this.rollMode),
        modifiers: modifierRows(this.modifiers).map((r) => ({ ...r, effectText: noteText(r.effect) })),
        modifierIdPrefix: this.id, gear: gearOptionsView(this.gear),
        folds: foldsOpen(foldsInUse({ ...checkFoldContents(this.checks), symbols: view.symbolCount, flavor: this.flavor }), this.kept.folds),
      };
    }

    override async _preRender(context: Parameters<ApplicationV2["_preRender"]>[0], options: Parameters<ApplicationV2["_preRender"]>[1]) {
      await super._preRender(context, options);
      this.kept.before(this.element as HTMLElement | null);
    }

    /** The selects of the kinds of check apply as soon as they change. */
    override async _onRender(context: Parameters<ApplicationV2["_onRender"]>[0], options: Parameters<ApplicationV2["_onRender"]>[1]) {
      await super._onRender(context, options);
      this.element.querySelector<HTMLSelectElement>("select[name=opposingSkill]")?.addEventListener("change", (e) =>
        this.setOpposingSkill((e.target as HTMLSelectElement).value));
      this.element.querySelector<HTMLSelectElement>("select[name=contest]")?.addEventListener("change", (e) =>
        this.setContest((e.target as HTMLSelectElement).value));
      // Flavour and roll mode only need keeping, not a render: the next edit's render shows them again.
      this.element.querySelector<HTMLInputElement>("input[name=flavor]")?.addEventListener("input", (e) =>
        this.setFlavor((e.target as HTMLInputElement).value));
      this.element.querySelector<HTMLSelectElement>("select[name=rollMode]")?.addEventListener("change", (e) =>
        this.setRollMode((e.target as HTMLSelectElement).value));
      for (const input of this.element.querySelectorAll<HTMLInputElement | HTMLSelectElement>("[data-gear-option]")) {
        input.addEventListener("change", () => {
          this.gear = setGearOption(this.gear, input.dataset.gearOption ?? "", input instanceof HTMLInputElement && input.type === "checkbox" ? input.checked : input.value);
          void this.render();
        });
      }
      // Opened and closed folds stay so; the clicked control keeps the keyboard focus.
      this.kept.after(this.element);
    }

    setFlavor(text: string): void {
      this.flavor = cleanFlavor(text);
    }

    /** A mode core does not know (a forged select) is ignored. */
    setRollMode(mode: string): void {
      if (isRollMode(mode)) this.rollMode = mode;
    }

    #checkEdit(change: (state: CheckState) => CheckState): void {
      this.checks = change(this.checks);
      void this.render();
    }

    /** Adds a helper by actor uuid, with its ratings for the check's skill. */
    addHelper(uuid: string, name?: string): void {
      const subject = this.checks.subject;
      const actor = actorByUuid(uuid);
      if (!subject || !actor) return;
      const ratings = participantRatings(actor, subject.skillId, subject.characteristicId);
      if (!ratings) return;
      this.#checkEdit((s) => addAssistant(s, { uuid, name: name ?? actor.name ?? "", characteristic: ratings.characteristic, rank: ratings.rank }, this.request.actor?.uuid ?? null));
    }

    /** Opposes the check by `actor` (a targeted token's), with `skillId` or the usual opposing skill. */
    oppose(actor: Actor.Implementation, name: string, skillId = opposingSkillFor(this.checks.subject)): void {
      const fallback = getSkill(skillId)?.characteristic ?? this.checks.subject?.characteristicId ?? "willpower";
      const ratings = participantRatings(actor, skillId, fallback);
      if (!ratings) {
        warnKey("EOTE.Check.Notice.CannotOppose", { name: noticeName(name) });
        return;
      }
      const next = setOpponent(this.checks, this.pool, { uuid: actor.uuid, name, skillId, ...ratings });
      this.checks = next.state;
      this.pool = next.pool;
      this.destiny = setImpossible(this.destiny, false); // the opponent sets the difficulty now
      void this.render();
    }

    setOpposingSkill(skillId: string): void {
      const current = this.checks.opponent;
      const actor = current ? actorByUuid(current.uuid) : null;
      if (current && actor && getSkill(skillId)) this.oppose(actor, current.name, skillId);
    }

    setContest(choice: string): void {
      this.#checkEdit((s) => ({ ...s, contest: choice }));
    }

    static #onAddAssistant(this: DicePoolDialog) {
      const select = this.element?.querySelector<HTMLSelectElement>("select[name=helper]");
      if (select?.value) this.addHelper(select.value, select.selectedOptions[0]?.dataset.name);
    }

    static #onAddTargetedAssistants(this: DicePoolDialog) {
      for (const t of targetedActors()) this.addHelper(t.actor.uuid, t.name);
    }

    static #onRemoveAssistant(this: DicePoolDialog, _e: PointerEvent, target: HTMLElement) {
      const uuid = clickedUuid(target);
      this.#checkEdit((s) => removeAssistant(s, uuid));
    }

    static #onToggleAssist(this: DicePoolDialog, _e: PointerEvent, target: HTMLElement) {
      const uuid = clickedUuid(target);
      this.#checkEdit((s) => toggleAssistMode(s, uuid));
    }

    static #onOpposeTarget(this: DicePoolDialog) {
      const target = targetedActors().find((t) => t.actor.uuid !== this.request.actor?.uuid);
      if (!target) {
        warnKey("EOTE.Check.Notice.NoTarget");
        return;
      }
      this.oppose(target.actor, target.name);
    }

    static #onClearOpposed(this: DicePoolDialog) {
      this.#checkEdit((s) => ({ ...s, opponent: null }));
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

    static #onAddDie(this: DicePoolDialog, _e: PointerEvent, target: HTMLElement) {
      const die = clickedDie(target);
      if (die) this.#edit((p) => addDie(p, die));
    }

    static #onRemoveDie(this: DicePoolDialog, _e: PointerEvent, target: HTMLElement) {
      const die = clickedDie(target);
      if (die) this.#edit((p) => removeDie(p, die));
    }

    static #onUpgrade(this: DicePoolDialog, _e: PointerEvent, target: HTMLElement) {
      const t = clickedUpgradeTarget(target);
      if (t) this.#edit((p) => upgradeDie(p, t));
    }

    static #onDowngrade(this: DicePoolDialog, _e: PointerEvent, target: HTMLElement) {
      const t = clickedUpgradeTarget(target);
      if (t) this.#edit((p) => downgradeDie(p, t));
    }

    static #onDifficulty(this: DicePoolDialog, _e: PointerEvent, target: HTMLElement) {
      const level = Number(target.closest<HTMLElement>("[data-level]")?.dataset.level);
      if (!Number.isInteger(level)) return;
      // A set difficulty replaces the opponent's, and an Impossible one.
      this.checks = { ...this.checks, opponent: null };
      this.destiny = setImpossible(this.destiny, false);
      this.#edit((p) => setDifficulty(p, level));
    }

    static #onAddSymbol(this: DicePoolDialog, _e: PointerEvent, target: HTMLElement) {
      const s = clickedSymbol(target);
      if (s) this.#edit((p) => changeSymbol(p, s, 1));
    }

    static #onRemoveSymbol(this: DicePoolDialog, _e: PointerEvent, target: HTMLElement) {
      const s = clickedSymbol(target);
      if (s) this.#edit((p) => changeSymbol(p, s, -1));
    }

    /** A Destiny point for this check, or taken back; a refusal is the rule's notice. Nothing is paid yet. */
    static #onDestiny(this: DicePoolDialog, _e: PointerEvent, target: HTMLElement) {
      const side = target.closest<HTMLElement>("[data-side]")?.dataset.side;
      if (side !== "light" && side !== "dark") return;
      const { state, refusal } = toggleDestiny(this.destiny, side, game.user?.isGM ?? false, destinyApi.destinyLink().readPool());
      if (refusal) {
        warnKey(refusal);
        return;
      }
      this.destiny = state;
      void this.render();
    }

    /** The Impossible difficulty: five difficulty dice, one upgraded, no Destiny point on the check. */
    static #onImpossible(this: DicePoolDialog) {
      this.checks = { ...this.checks, opponent: null };
      this.destiny = setImpossible(this.destiny, true);
      this.#edit(impossibleDifficulty);
    }

    /** Ticks or unticks a situational modifier; the pool rolled and its odds follow. */
    static #onToggleModifier(this: DicePoolDialog, _e: PointerEvent, target: HTMLElement) {
      const id = target.closest<HTMLElement>("[data-modifier]")?.dataset.modifier;
      if (!id) return;
      this.modifiers = toggleModifier(this.modifiers, id);
      void this.render();
    }

    /** Submitting the form rolls, with the flavour and roll mode its inputs hold. */
    static async #onSubmit(this: DicePoolDialog, _event: Event, _form: HTMLFormElement, formData: { object: Record<string, unknown> }) {
      const data = formData.object;
      if (typeof data["flavor"] === "string") this.setFlavor(data["flavor"]);
      if (typeof data["rollMode"] === "string") this.setRollMode(data["rollMode"]);
      await this.roll();
    }

    /**
     * Rolls the pool and closes; an empty pool, or one the core refuses, stays open with a notice. The
     * Destiny points chosen are paid first (a point no longer there is dropped with a notice), once the
     * pool is known to be one the core accepts, so a refused roll costs no point.
     */
    async roll(): Promise<void> {
      if (poolSize(this.rolledPool) === 0) {
        warnKey("EOTE.Dice.Notice.EmptyPool");
        return;
      }
      try {
        normalisePool(this.rolledPool);
        this.destiny = await destinyApi.payDestiny(this.destiny);
        await rollPool(this.rolledPool, this.rolledRequest(), { rollMode: this.rollMode, flavor: this.flavor });
        await this.request.onRolled?.();
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

    /**
     * The request as rolled: the notes of the kinds of check, the contest flag and the Destiny points
     * spent (ids and counts only, so kept on private rolls too).
     */
    rolledRequest(): DicePoolRequest {
      const contest = contestFlag(this.checks.contest, this.request.actor?.uuid ?? null);
      const destiny = destinyFlag(this.destiny);
      const request: DicePoolRequest = { ...this.request, notes: this.allNotes };
      if (!contest && !destiny) return request;
      const extra = { ...(contest ? { contest } : {}), ...(destiny ? { destiny } : {}) };
      request.flags = { ...(this.request.flags ?? {}), ...extra };
      if (this.request.privateFlags) request.privateFlags = { ...this.request.privateFlags, ...extra };
      return request;
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
