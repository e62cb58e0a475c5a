/**
 * NarrativeRoll: the Roll subclass for formulas with narrative dice. Foundry evaluates its terms
 * (drawing from CONFIG.Dice.randomUniform); the outcome is tallied by the core from the stored faces,
 * and the chat card is rendered from the stored roll every time, so nothing frozen lives in the message.
 */
import type { SymbolCounts } from "../dice/types.ts";
import { buildCardContext, isCheck, outcomeOf, outcomeSymbols } from "./card-model.ts";
import { symbolHelpers } from "./symbols.ts";
import type { Outcome, RolledDie } from "./card-model.ts";
import { NarrativeDie } from "./terms.ts";

/** Options a NarrativeRoll keeps (they survive toJSON/fromData with the roll). */
export interface NarrativeRollOptions {
  /** The check's name ("Ranged (Light)"), shown as the card title. */
  title?: string;
  /** Automatic symbols added by talents, gear or qualities. */
  symbols?: Partial<SymbolCounts>;
  flavor?: string;
  [key: string]: unknown;
}

export const NARRATIVE_CARD_TEMPLATE = "systems/eote/templates/chat/narrative-roll.hbs";

declare global {
  interface FlagConfig {
    ChatMessage: {
      eote?: { check?: Record<string, unknown>; notes?: string[]; destiny?: boolean; destinyRequest?: string };
    };
  }
}

type RenderOptions = { flavor?: string; template?: string; isPrivate?: boolean };

export class NarrativeRoll extends foundry.dice.Roll<Record<string, unknown>> {
  static override CHAT_TEMPLATE = NARRATIVE_CARD_TEMPLATE;

  /** A NarrativeRoll with our options (the League types only know core's Roll options). */
  static fromFormula(formula: string, options: NarrativeRollOptions = {}, data: Record<string, unknown> = {}): NarrativeRoll {
    return new NarrativeRoll(formula, data, options as Roll.Options);
  }

  get narrativeOptions(): NarrativeRollOptions {
    return this.options as NarrativeRollOptions;
  }

  /** Every active narrative die in the roll, nested ones included, as {die, face}. */
  get narrativeResults(): RolledDie[] {
    return this.dice.flatMap((term) => term instanceof NarrativeDie
      ? term.results.filter((r) => r.active).map((r) => ({ die: term.die, face: r.result }))
      : []);
  }

  /** Net outcome through the core (null before evaluation). */
  get outcome(): Outcome | null {
    if (!this._evaluated) return null;
    return outcomeOf(this.narrativeResults, this.narrativeOptions.symbols ?? {});
  }

  /** Does the formula also roll core dice or add numbers (`2da+1d20`, `2da+3`)? */
  get hasNumericPart(): boolean {
    return this.dice.some((d) => !(d instanceof NarrativeDie))
      || this.terms.some((t) => t instanceof foundry.dice.terms.NumericTerm);
  }

  /**
   * An evaluated roll's anchor (an immediate inline roll such as `[[3da]]`; a deferred `[[/r 3da]]`
   * is a button that posts a chat card) shows the roll's total, which means nothing for narrative
   * dice: the anchor shows the net symbols instead (each with its text alternative). Core writes a
   * label as "label: total", so a label (`[[3da]]{Pilot}`) is kept, as text, before the symbols.
   */
  override toAnchor(options?: Parameters<foundry.dice.Roll["toAnchor"]>[0]): HTMLAnchorElement {
    const anchor = super.toAnchor(options);
    const outcome = this.outcome;
    if (!outcome) return anchor;
    const helpers = symbolHelpers((key) => game.i18n?.localize(key) ?? key);
    const symbols = outcomeSymbols(outcome, isCheck(this.narrativeResults, this.narrativeOptions.symbols ?? {})).map((id) => helpers.eoteSymbol(id)).join("");
    for (const node of [...anchor.childNodes]) if (node.nodeType === Node.TEXT_NODE) node.remove();
    if (options?.label) anchor.append(`${options.label}: `);
    anchor.insertAdjacentHTML("beforeend", symbols || game.i18n?.localize("EOTE.Chat.Nothing") || "");
    return anchor;
  }

  /**
   * The chat card. With isPrivate (a blind, private or self roll seen by someone not allowed to see
   * it: core passes !message.isContentVisible) the HTML holds no dice, outcome or formula at all.
   */
  override async render({ flavor, template = NARRATIVE_CARD_TEMPLATE, isPrivate = false }: RenderOptions = {}): Promise<string> {
    if (!this._evaluated) await this.evaluate({ allowInteractive: !isPrivate });
    const base = {
      isPrivate,
      formula: isPrivate ? "???" : this.formula,
      flavor: isPrivate ? null : flavor ?? this.narrativeOptions.flavor ?? null,
      title: isPrivate ? "" : this.narrativeOptions.title ?? "",
    };
    if (isPrivate) return foundry.applications.handlebars.renderTemplate(template, base);
    const numeric = this.hasNumericPart;
    const card = buildCardContext({
      dice: this.narrativeResults,
      automatic: this.narrativeOptions.symbols ?? {},
      numericTotal: numeric ? (this.total ?? 0) : null,
    });
    return foundry.applications.handlebars.renderTemplate(template, { ...card, ...base, hasNumericTotal: numeric });
  }
}
