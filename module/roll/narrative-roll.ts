/**
 * NarrativeRoll: the Roll subclass for formulas with narrative dice. Foundry evaluates its terms
 * (drawing from CONFIG.Dice.randomUniform); the outcome is tallied by the core from the stored faces,
 * and the chat card is rendered from the stored roll every time, so nothing frozen lives in the message.
 */
import { boundedText } from "../rules/text.ts";
import { EoteError } from "../dice/errors.ts";
import { diceError } from "../dice/fail.ts";
import { MAX_POOL_DICE, normalisePool } from "../dice/index.ts";
import type { SymbolCounts } from "../dice/types.ts";
import { buildCardContext, isCheck, isRealFace, outcomeLines, outcomeOf, storedSymbols } from "./card-model.ts";
import { symbolLabelKey, symbolRunHtml } from "./symbols.ts";
import { format, localize, plural } from "../foundry/localize.ts";
import type { Outcome, RolledDie } from "./card-model.ts";
import { NarrativeDie } from "./terms.ts";

/**
 * Most narrative dice one roll may hold: the dice core's pool limit (MAX_POOL_DICE, 100), the same
 * as notation and the library. Far above any real check; a card of 100 dice stays a few dozen KB.
 */
export const MAX_ROLL_NARRATIVE_DICE = MAX_POOL_DICE;

/** The core's error with its message in the user's language, for whoever shows `error.message`. */
function localizedError(err: EoteError): EoteError {
  const text = format(err.key, err.data);
  return text && text !== err.key ? new EoteError(err.key, text, err.data) : err;
}

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

/** The longest title, flavour and formula a card draws (a check's name, a sentence, a pool of 100 dice). */
const MAX_TITLE_CHARS = 200;
const MAX_FLAVOR_CHARS = 2000;
const MAX_FORMULA_CHARS = 1000;


type RenderOptions = { flavor?: string; template?: string; isPrivate?: boolean };

export class NarrativeRoll extends foundry.dice.Roll<Record<string, unknown>> {
  static override CHAT_TEMPLATE = NARRATIVE_CARD_TEMPLATE;

  /** A NarrativeRoll with our options (the League types only know core's Roll options). */
  static fromFormula(formula: string, options: NarrativeRollOptions = {}, data: Record<string, unknown> = {}): NarrativeRoll {
    return new NarrativeRoll(formula, data, options as Roll.Options);
  }

  /** The roll's options; a stored roll's are its author's data, so anything but a plain object reads as none. */
  get narrativeOptions(): NarrativeRollOptions {
    const options: unknown = this.options;
    return options !== null && typeof options === "object" && !Array.isArray(options) ? options as NarrativeRollOptions : {};
  }

  /**
   * Automatic symbols as stored, made safe (card-model.ts storedSymbols): a message's rolls are
   * written by its author, so counts are checked and bounded on every load, not trusted.
   */
  get automaticSymbols(): Partial<SymbolCounts> {
    return storedSymbols(this.narrativeOptions.symbols);
  }

  /** Every active narrative die in the roll, nested ones included, as {die, face}. A stored result
   * that is no face of its die (hand-written data) is left out rather than breaking the card. */
  get narrativeResults(): RolledDie[] {
    return this.dice.flatMap((term) => term instanceof NarrativeDie && Array.isArray(term.results)
      ? term.results.filter((r) => r?.active && isRealFace(term.die, r.result)).map((r) => ({ die: term.die, face: r.result }))
      : []);
  }

  /** Net outcome through the core (null before evaluation). */
  get outcome(): Outcome | null {
    if (!this._evaluated) return null;
    return outcomeOf(this.narrativeResults, this.automaticSymbols);
  }

  /**
   * The outcome a chat card may act on (apply damage, heal, repair): null when the stored roll holds
   * more narrative dice than any evaluation allows, since such a roll was written by hand, not rolled.
   * Its card still shows it (bounded), but nothing is applied from it.
   */
  get actionableOutcome(): Outcome | null {
    return this.narrativeResults.length > MAX_ROLL_NARRATIVE_DICE ? null : this.outcome;
  }

  /**
   * A new roll is refused, with a localised EoteError, when it holds more than
   * MAX_ROLL_NARRATIVE_DICE narrative dice or automatic symbols the dice core refuses: checked
   * before rolling for the counts written in the formula, and again after for counts only known
   * once rolled (`(1d200)da`). Stored rolls are never re-evaluated, so old ones still load.
   */
  override async evaluate(options?: Parameters<foundry.dice.Roll["evaluate"]>[0]): Promise<Roll.Evaluated<this>> {
    this.#checkLimits(false);
    const evaluated = await super.evaluate(options);
    this.#checkLimits(true);
    return evaluated;
  }

  /** The same limits for a synchronous evaluation (v13's evaluateSync). */
  override evaluateSync(options?: Parameters<foundry.dice.Roll["evaluateSync"]>[0]): Roll.Evaluated<this> {
    this.#checkLimits(false);
    const evaluated = super.evaluateSync(options);
    this.#checkLimits(true);
    return evaluated;
  }

  #checkLimits(rolled: boolean): void {
    let count = 0;
    for (const term of this.dice) {
      if (!(term instanceof NarrativeDie)) continue;
      if (rolled) count += Array.isArray(term.results) ? term.results.filter((r) => r?.active).length : 0;
      else if (typeof term.number === "number") count += term.number;
    }
    if (count > MAX_ROLL_NARRATIVE_DICE) throw localizedError(diceError("TooManyDice", { count, max: MAX_ROLL_NARRATIVE_DICE }));
    const symbols = this.narrativeOptions.symbols;
    if (symbols === undefined) return;
    try {
      normalisePool({ symbols });
    } catch (err) {
      throw err instanceof EoteError ? localizedError(err) : err;
    }
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
    const symbols = outcomeLines(outcome, isCheck(this.narrativeResults, this.automaticSymbols))
      .map(({ symbol, count }) => symbolRunHtml(symbol, count, localize(symbolLabelKey(symbol), symbol), {
        text: format("EOTE.Chat.Times", { count: String(count) }), spoken: plural("EOTE.Chat.TimesSpoken", count),
      })).join("");
    for (const node of [...anchor.childNodes]) if (node.nodeType === Node.TEXT_NODE) node.remove();
    if (options?.label) anchor.append(`${options.label}: `);
    anchor.insertAdjacentHTML("beforeend", symbols || localize("EOTE.Chat.Nothing", ""));
    return anchor;
  }

  /**
   * The chat card. With isPrivate (a blind, private or self roll seen by someone not allowed to see
   * it: core passes !message.isContentVisible) the HTML holds no dice, outcome or formula at all.
   */
  override async render({ flavor, template = NARRATIVE_CARD_TEMPLATE, isPrivate = false }: RenderOptions = {}): Promise<string> {
    // Title, flavour and formula come from the stored roll (its author's data): text only, bounded.
    const base = {
      isPrivate,
      formula: isPrivate ? "???" : boundedText(this.formula, MAX_FORMULA_CHARS),
      flavor: isPrivate ? null : boundedText(flavor ?? this.narrativeOptions.flavor, MAX_FLAVOR_CHARS) || null,
      title: isPrivate ? "" : boundedText(this.narrativeOptions.title, MAX_TITLE_CHARS),
    };
    if (!this._evaluated) {
      // A stored roll that was never evaluated (over the limits, say) shows why, instead of
      // throwing out of the chat log's render.
      try {
        await this.evaluate({ allowInteractive: !isPrivate });
      } catch (err) {
        if (!(err instanceof EoteError)) throw err;
        const error = format("EOTE.Chat.Unreadable", { error: err.message });
        return foundry.applications.handlebars.renderTemplate(template, { ...base, error: isPrivate ? null : error });
      }
    }
    if (isPrivate) return foundry.applications.handlebars.renderTemplate(template, base);
    const numeric = this.hasNumericPart;
    const card = buildCardContext({
      dice: this.narrativeResults,
      automatic: this.automaticSymbols,
      numericTotal: numeric ? (this.total ?? 0) : null,
    });
    return foundry.applications.handlebars.renderTemplate(template, { ...card, ...base, hasNumericTotal: numeric });
  }
}
