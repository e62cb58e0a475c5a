/**
 * A small stand-in for Foundry's Roll and DiceTerm, just enough to load module/roll's real classes
 * and prove their stored data round-trips: terms are built from `NdX` and numbers joined by + or -,
 * dice draw from CONFIG.Dice.randomUniform, toJSON/fromData keep class names, results and options
 * the way Foundry does. It does NOT reproduce Foundry's parser, modifiers, pools, parentheses or
 * interactive fulfilment. Messages and their visibility are the chat double's (tests/doubles/chat.ts).
 */
import type Handlebars from "handlebars";
/** A seeded generator in [0, 1), so failures are repeatable (the core's mulberry32). */
export { seededRandom as seeded } from "../../module/dice/index.ts";
import { readFileSync } from "node:fs";
import { createEngine } from "../../preview/handlebars.ts";
import { escapeHTML } from "./escape.ts";
import { createI18n, type I18n } from "../../preview/i18n.ts";
import { echoingKeys, keysSwitch } from "./keys.ts";
import { rememberText } from "./notices.ts";
import { readLang } from "../../preview/load.ts";
import { ApplicationV2, HandlebarsApplicationMixin } from "./application.ts";

export { ApplicationV2 };

type Result = { result: number; active: boolean };

export class DiceTerm {
  static DENOMINATION = "";
  number: number;
  faces: number;
  modifiers: string[];
  results: Result[];
  options: Record<string, unknown>;
  _evaluated = false;

  constructor({ number = 1, faces = 6, modifiers = [], results = [], options = {} }: {
    number?: number | undefined; faces?: number | undefined; modifiers?: string[] | undefined; results?: Result[] | undefined;
    options?: Record<string, unknown> | undefined;
  } = {}) {
    this.number = number;
    this.faces = faces;
    this.modifiers = modifiers;
    this.results = results;
    this.options = options;
  }

  get denomination(): string {
    return (this.constructor as typeof DiceTerm).DENOMINATION;
  }

  get formula(): string {
    return `${this.number}d${this.denomination}`;
  }

  get total(): number {
    return this.results.reduce((t, r) => (r.active ? t + r.result : t), 0);
  }

  evaluate(): this {
    for (let i = 0; i < this.number; i++) {
      const u = (globalThis as unknown as { CONFIG: { Dice: { randomUniform(): number } } }).CONFIG.Dice.randomUniform();
      this.results.push({ result: Math.ceil((1 - u) * this.faces), active: true });
    }
    this._evaluated = true;
    return this;
  }

  toJSON() {
    return {
      class: this.constructor.name, number: this.number, faces: this.faces, modifiers: this.modifiers,
      results: this.results.map((r) => ({ ...r })), options: this.options, evaluated: this._evaluated,
    };
  }
}

/** Core's numbered die (`d20`), so mixed formulas can be tried. */
export class Die extends DiceTerm {
  override get denomination(): string {
    return String(this.faces);
  }
}

export class NumericTerm {
  constructor(readonly number: number) {}
  get total() { return this.number; }
  get formula() { return String(this.number); }
  toJSON() { return { class: "NumericTerm", number: this.number }; }
}

export class OperatorTerm {
  constructor(readonly operator: "+" | "-") {}
  get formula() { return this.operator; }
  toJSON() { return { class: "OperatorTerm", operator: this.operator }; }
}

type Term = DiceTerm | NumericTerm | OperatorTerm;

function config() {
  return (globalThis as unknown as { CONFIG: { Dice: { terms: Record<string, typeof DiceTerm>; rolls: (typeof Roll)[] } } }).CONFIG;
}

function parse(formula: string): Term[] {
  const tokens = formula.replace(/\s+/g, "").match(/[+-]|[^+-]+/g) ?? [];
  return tokens.map((tok): Term => {
    if (tok === "+" || tok === "-") return new OperatorTerm(tok);
    const m = /^(\d*)d([a-z]|\d+)$/i.exec(tok);
    if (!m) {
      if (!/^\d+$/.test(tok)) throw new Error(`Unparseable term ${tok}`);
      return new NumericTerm(Number(tok));
    }
    const number = m[1] ? Number(m[1]) : 1;
    if (/^\d+$/.test(m[2]!)) return new Die({ number, faces: Number(m[2]) });
    const cls = config().Dice.terms[m[2]!];
    if (!cls) throw new Error(`Unknown denomination ${m[2]}`);
    return new cls({ number });
  });
}

/** A term's toJSON() data, as stored in a message (any term class's fields). */
type TermData = {
  class?: string | undefined; operator?: string | undefined; number?: number | undefined; faces?: number | undefined;
  modifiers?: string[] | undefined; results?: unknown[] | undefined; options?: Record<string, unknown> | undefined; evaluated?: boolean | undefined;
};

/** A roll's toJSON() data, as stored in a message. */
export type RollData = {
  class?: string | undefined; formula: string; options?: Record<string, unknown> | undefined; terms: TermData[]; total?: number | undefined;
  evaluated?: boolean | undefined;
};

function termFromData(data: TermData): Term {
  if (data.class === "OperatorTerm") return new OperatorTerm(data.operator as "+" | "-");
  if (data.class === "NumericTerm") return new NumericTerm(data.number!);
  const cls = data.class === "Die" ? Die : Object.values(config().Dice.terms).find((c) => c.name === data.class);
  if (!cls) throw new Error(`Unknown term class ${data.class}`);
  // The results as stored, unchecked (a test may store hostile ones on purpose: the module's own code must refuse them).
  const term = new cls({ number: data.number, faces: data.faces, modifiers: data.modifiers, results: data.results as Result[] | undefined, options: data.options });
  term._evaluated = data.evaluated === true;
  return term;
}

export class Roll {
  static CHAT_TEMPLATE = "";
  terms: Term[];
  options: Record<string, unknown>;
  data: Record<string, unknown>;
  _evaluated = false;
  _total: number | undefined;

  constructor(readonly _formula: string, data: Record<string, unknown> = {}, options: Record<string, unknown> = {}) {
    this.data = data;
    this.options = options;
    this.terms = parse(_formula);
  }

  get formula(): string {
    return this.terms.map((t) => t.formula).join(" ");
  }

  get dice(): DiceTerm[] {
    return this.terms.filter((t): t is DiceTerm => t instanceof DiceTerm);
  }

  get total(): number | undefined {
    return this._total;
  }

  async evaluate(): Promise<this> {
    let sign = 1;
    let total = 0;
    for (const t of this.terms) {
      if (t instanceof OperatorTerm) { sign = t.operator === "-" ? -1 : 1; continue; }
      if (t instanceof DiceTerm) t.evaluate();
      total += sign * t.total;
    }
    this._total = total;
    this._evaluated = true;
    return this;
  }

  toJSON() {
    return {
      class: this.constructor.name, options: this.options, formula: this._formula,
      terms: this.terms.map((t) => t.toJSON()), total: this._total, evaluated: this._evaluated,
    };
  }

  /** Messages posted by any roll, for assertions: [roll, messageData]. */
  static posted: [Roll, Record<string, unknown>][] = [];

  /**
   * As core: evaluates if needed, then creates a ChatMessage with this roll through
   * ChatMessage.create(data, { rollMode }) when the chat double is installed (tests/doubles/chat.ts).
   */
  async toMessage(messageData: Record<string, unknown> = {}, { rollMode }: { rollMode?: string } = {}): Promise<unknown> {
    if (!this._evaluated) await this.evaluate();
    Roll.posted.push([this, messageData]);
    const chat = (globalThis as unknown as { ChatMessage?: { create?(data: Record<string, unknown>, options: { rollMode?: string }): Promise<unknown> } }).ChatMessage;
    if (typeof chat?.create !== "function") return undefined;
    return chat.create({ content: String(this._total), ...messageData, rolls: [this] }, rollMode ? { rollMode } : {});
  }

  /**
   * Core's inline-roll anchor, reduced: classes `inline-roll inline-result`, the roll kept in
   * `data-roll` as escape(JSON.stringify(roll)) (what a click on the result rebuilds), an icon element,
   * then the text "label: total" (or the total alone). The element is a FakeAnchor (no DOM in these tests).
   */
  toAnchor({ label, icon }: { label?: string; icon?: string } = {}): FakeAnchor {
    const a = new FakeAnchor();
    a.classList.push("inline-roll", "inline-result");
    a.dataset["roll"] = escape(JSON.stringify(this));
    a.insertAdjacentHTML("beforeend", icon ?? '<i class="fas fa-dice-d20"></i>');
    a.append(label ? `${label}: ${this._total}` : String(this._total));
    return a;
  }

  /** As core: always the first configured Roll class. */
  static create(formula: string, data: Record<string, unknown> = {}, options: Record<string, unknown> = {}): Roll {
    const cls = config().Dice.rolls[0]!;
    return new cls(formula, data, options);
  }

  static validate(formula: string): boolean {
    try {
      parse(formula);
      return true;
    } catch {
      return false;
    }
  }

  /**
   * As core: data of another class is handed to the class of that name in CONFIG.Dice.rolls (an error
   * when none is registered); data of this class's name is rebuilt with `new this`.
   */
  static fromData(data: RollData): Roll {
    if (data.class && data.class !== this.name) {
      const cls = config().Dice.rolls.find((c) => c.name === data.class);
      if (!cls) throw new Error(`Unable to recreate ${data.class} instance from provided data`);
      return cls.fromData(data);
    }
    const roll = new this(data.formula, {}, data.options);
    roll.terms = data.terms.map(termFromData);
    roll._total = data.total;
    roll._evaluated = data.evaluated === true;
    return roll;
  }
}

/** Just enough of a DOM node for toAnchor: text nodes (nodeType 3) and HTML chunks (nodeType 1). */
export class FakeNode {
  constructor(readonly nodeType: 1 | 3, readonly content: string, private readonly owner: FakeAnchor) {}
  remove(): void {
    this.owner.childNodes.splice(this.owner.childNodes.indexOf(this), 1);
  }
}

/** An anchor element holding FakeNodes; `html` is what a browser would show as innerHTML (text unescaped). */
export class FakeAnchor {
  childNodes: FakeNode[] = [];
  classList: string[] = [];
  dataset: Record<string, string> = {};
  insertAdjacentHTML(_where: "beforeend", html: string): void {
    this.childNodes.push(new FakeNode(1, html, this));
  }
  append(...texts: string[]): void {
    for (const text of texts) this.childNodes.push(new FakeNode(3, text, this));
  }
  get text(): string {
    return this.childNodes.filter((n) => n.nodeType === 3).map((n) => n.content).join("");
  }
  get html(): string {
    return this.childNodes.map((n) => n.content).join("");
  }
  /** The anchor as HTML: classes and data attributes (values escaped), then its content. */
  get outerHTML(): string {
    const data = Object.entries(this.dataset).map(([k, v]) => ` data-${k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}="${escapeHTML(v)}"`).join("");
    return `<a class="${this.classList.join(" ")}"${data}>${this.html}</a>`;
  }
}

/**
 * game.i18n over lang/en.json: the shared stand-in (preview/i18n.ts), real English formatted like Foundry.
 * Each string it returns is reported with its key and data (notices.ts), so notices are asserted by key.
 */
export function makeI18n(options: { keys?: boolean } = {}): I18n {
  const i18n = echoingKeys(createI18n(readLang()), () => options.keys ?? keysSwitch.on);
  return {
    localize: (key) => rememberText(i18n.localize(key), key),
    format: (key, data = {}) => rememberText(i18n.format(key, data), key, data),
    has: (key) => i18n.has(key),
    lang: i18n.lang,
  };
}


/**
 * A real Handlebars instance: the shared environment (preview/handlebars.ts) with our symbol helpers. Its
 * `localize` echoes keys with `keys: true`, or while the file's shellSuite asked for keys (keys.ts).
 */
export function makeHandlebars(helpers: { eoteSymbol(id: unknown): string; eoteDie(id: unknown): string }, options: { keys?: boolean } = {}) {
  return createEngine({ i18n: makeI18n(options), templates: {}, helpers }).hb;
}

/** Installs the double as Foundry's globals; renderTemplate reads the real .hbs from templates/. */
/** Files a flow saved through core's foundry.utils.saveDataToFile (v13: the browser downloads them), newest last. */
export const savedFiles: { data: string; type: string; filename: string }[] = [];

/** Core's foundry.utils.saveDataToFile(data, type, filename): the browser saves the text as a file; here, recorded. */
function saveDataToFile(data: string, type: string, filename: string): void {
  savedFiles.push({ data, type, filename });
}

export function installFoundryDouble(random: () => number) {
  const i18n = makeI18n();
  const hbCache = new Map<string, HandlebarsTemplateDelegate>();
  let hb: typeof Handlebars | null = null;
  const g = globalThis as unknown as Record<string, unknown>;
  g["__EOTE_TEMPLATES__"] = []; // injected by the build in real bundles
  // v13 defines CONFIG.queries (core registers its own there); systems add prefixed handlers.
  const config: { Dice: { terms: Record<string, unknown>; rolls: unknown[]; randomUniform: () => number }; queries: Record<string, unknown> } =
    { Dice: { terms: {}, rolls: [Roll], randomUniform: random }, queries: {} };
  g["CONFIG"] = config;
  g["game"] = { i18n };
  g["Roll"] = Roll; // v13's global Roll is core's class
  g["Node"] ??= class Node { static TEXT_NODE = 3; }; // only the constant toAnchor reads
  g["foundry"] = {
    utils: { escapeHTML, saveDataToFile },
    dice: { Roll, terms: { DiceTerm, Die, NumericTerm, OperatorTerm } },
    applications: {
      api: { ApplicationV2, HandlebarsApplicationMixin },
      handlebars: {
        async renderTemplate(path: string, context: object) {
          if (!hb) {
            const { symbolHelpers } = await import("../../module/roll/symbols.ts");
            hb = makeHandlebars(symbolHelpers(i18n.localize));
          }
          const file = path.replace(/^systems\/eote\//, "");
          if (!hbCache.has(file)) hbCache.set(file, hb.compile(readFileSync(file, "utf8")));
          return hbCache.get(file)!(context);
        },
      },
    },
  };
  return config;
}


/**
 * Registers our seven dice terms in CONFIG.Dice.terms and NarrativeRoll in CONFIG.Dice.rolls, as
 * registerRoll does at init (the module's own classes, loaded once the double's globals exist).
 */
export async function registerNarrativeDice(config: { Dice: { terms: Record<string, unknown>; rolls: unknown[] } }) {
  const terms = await import("../../module/roll/terms.ts");
  const { NarrativeRoll } = await import("../../module/roll/narrative-roll.ts");
  const { DIE_LETTERS, DIE_TYPES } = await import("../../module/dice/types.ts");
  for (const die of DIE_TYPES) config.Dice.terms[DIE_LETTERS[die]] = terms.NARRATIVE_TERMS[die];
  config.Dice.rolls.push(NarrativeRoll);
  return { NarrativeRoll, terms };
}
