/**
 * Text from the sources made into safe HTML. OggDude writes its own markup (`[H3]Title[h3]`, `[B]`…`[b]`,
 * `[BR]`, `[P]`, dice and symbols as `[BO]`, `[SU]`…); Star Wars Adversaries writes plain text with
 * `:boost:`-style symbols. Everything is escaped first, so no tag or attribute of the source survives;
 * only the few elements below are written, always balanced. Dice and symbols become this system's
 * enricher tokens (`[eote:boost]`, module/roll/enricher.ts), drawn with our symbols wherever the text is
 * shown. Pure: no Foundry global.
 */
import type { DieType, SymbolKey } from "../../../dice/types.ts";
import { decodeEntities, escapeHtml } from "../../../rules/text.ts";
export { escapeHtml };

/** OggDude's dice and symbol codes, short and long forms, as our die and symbol ids. */
const CODES: Readonly<Record<string, DieType | SymbolKey>> = {
  BO: "boost", BOOST: "boost", SE: "setback", SETBACK: "setback",
  AB: "ability", ABILITY: "ability", DI: "difficulty", DIFFICULTY: "difficulty",
  PR: "proficiency", PROFICIENCY: "proficiency", CH: "challenge", CHALLENGE: "challenge",
  FO: "force", FORCE: "force",
  SU: "success", SUCCESS: "success", AD: "advantage", ADVANTAGE: "advantage",
  TR: "triumph", TRIUMPH: "triumph", FA: "failure", FAILURE: "failure",
  TH: "threat", THREAT: "threat", DE: "despair", DESPAIR: "despair",
  LI: "light", LIGHT: "light", LIGHTSIDE: "light", DA: "dark", DARK: "dark", DARKSIDE: "dark",
};

/** Star Wars Adversaries' `:name:` symbols, same ids. */
const COLON_CODES: Readonly<Record<string, DieType | SymbolKey>> = {
  boost: "boost", setback: "setback", ability: "ability", difficulty: "difficulty", proficiency: "proficiency",
  challenge: "challenge", force: "force", success: "success", advantage: "advantage", triumph: "triumph",
  failure: "failure", threat: "threat", despair: "despair", light: "light", dark: "dark",
  lightside: "light", darkside: "dark",
};

const INLINE: Readonly<Record<string, string>> = { B: "strong", I: "em", U: "u" };

/** Builds balanced blocks: paragraphs and headings, with bold/italic/underline closed at each block's end. */
class Blocks {
  #html: string[] = [];
  #block: "p" | string | null = null;
  #inline: string[] = [];
  #text = "";
  #dice: string[] = [];

  #flushDice(): void {
    if (this.#dice.length === 0) return;
    const counts = new Map<string, number>();
    for (const id of this.#dice) counts.set(id, (counts.get(id) ?? 0) + 1);
    this.#text += `[eote:${[...counts].map(([id, n]) => (n > 1 ? `${n}${id}` : id)).join(" ")}]`;
    this.#dice = [];
  }

  text(chunk: string): void {
    if (chunk === "") return;
    if (this.#dice.length > 0 && chunk.trim() === "") return; // "[DI] [DI]" reads as one run
    this.#flushDice();
    if (this.#block === null) {
      if (chunk.trim() === "") return;
      this.#open("p");
    }
    this.#text += chunk;
  }

  die(id: string): void {
    if (this.#block === null) this.#open("p");
    this.#dice.push(id);
  }

  #open(block: string): void {
    this.#block = block;
    this.#text = "";
  }

  inline(tag: string, open: boolean): void {
    this.#flushDice();
    if (open) {
      if (this.#block === null) this.#open("p");
      this.#inline.push(tag);
      this.#text += `<${tag}>`;
      return;
    }
    const at = this.#inline.lastIndexOf(tag);
    if (at < 0) return; // a closer with no opener is dropped
    // Close everything opened after it too, keeping the nesting valid.
    for (const t of this.#inline.splice(at).reverse()) this.#text += `</${t}>`;
  }

  lineBreak(): void {
    this.#flushDice();
    if (this.#block !== null) this.#text += "<br>";
  }

  /** Ends the current block (a paragraph break, or a heading's end). */
  end(): void {
    this.#flushDice();
    if (this.#block === null) return;
    for (const t of this.#inline.splice(0).reverse()) this.#text += `</${t}>`;
    const body = this.#text.replace(/(<br>\s*)+$/, "").trim();
    if (body !== "") this.#html.push(`<${this.#block}>${body}</${this.#block}>`);
    this.#block = null;
    this.#text = "";
  }

  heading(level: number): void {
    this.end();
    this.#open(`h${level}`);
  }

  isHeading(level: number): boolean {
    return this.#block === `h${level}`;
  }

  html(): string {
    this.end();
    return this.#html.join("");
  }
}

/** OggDude markup as safe HTML with our symbols. */
export function oggdudeHtml(source: string | undefined): string {
  return blocksHtml(source, /\[([A-Za-z0-9]{1,12})\]/, (out, m) => code(out, m[1]!, m[0]));
}

/**
 * `source` escaped and written as blocks: a blank line ends a block, a single newline breaks the line, and
 * each match of `token` (a pattern with no flags) is written by `write`; the text between goes as it is.
 */
function blocksHtml(source: string | undefined, token: RegExp, write: (out: Blocks, m: RegExpMatchArray) => void): string {
  if (!source) return "";
  const text = escapeHtml(source.replace(/\r\n?/g, "\n"));
  const out = new Blocks();
  const pattern = new RegExp(`${token.source}|\\n{2,}|\\n`, "g");
  let last = 0;
  for (const m of text.matchAll(pattern)) {
    out.text(text.slice(last, m.index));
    last = m.index + m[0].length;
    if (m[0].startsWith("\n")) {
      if (m[0].length > 1) out.end();
      else out.lineBreak();
    } else {
      write(out, m);
    }
  }
  out.text(text.slice(last));
  return out.html();
}

function code(out: Blocks, name: string, raw: string): void {
  const heading = /^([Hh])([1-6])$/.exec(name);
  if (heading) {
    // An item's own title is its name: headings inside its text start at h2.
    const level = Math.min(6, Math.max(2, Number(heading[2])));
    if (heading[1] === "H") out.heading(level);
    else if (out.isHeading(level)) out.end();
    return;
  }
  const upper = name.toUpperCase();
  if (upper === "BR") return out.lineBreak();
  if (upper === "P") return out.end();
  if (name in INLINE) return out.inline(INLINE[name]!, true);
  if (upper in INLINE && name === name.toLowerCase()) return out.inline(INLINE[upper]!, false);
  const id = CODES[upper];
  if (id) return out.die(id);
  out.text(raw); // an unknown code stays as its (escaped) text
}

/** Plain text (Star Wars Adversaries) as safe HTML paragraphs, `:boost:`-style symbols as our symbols. */
export function plainHtml(source: string | undefined): string {
  return blocksHtml(source, /:([a-z]+):/, (out, m) => {
    const id = COLON_CODES[m[1]!];
    if (id) out.die(id);
    else out.text(m[0]);
  });
}

/** A short text with the markup removed (dice and symbols kept as enricher tokens): for plain `str` fields. */
export function oggdudeText(source: string | undefined): string {
  const tagless = oggdudeHtml(source)
    .replace(/<\/(p|h\d)>/g, " ")
    .replace(/<br>/g, " ")
    .replace(/<[^>]+>/g, "");
  return decodeEntities(tagless).replace(/\s+/g, " ").trim();
}

/** Elements kept from HTML another system stored: text structure only, never an attribute. */
const KEPT = new Set([
  "p", "br", "strong", "b", "em", "i", "u", "s", "ul", "ol", "li", "h1", "h2", "h3", "h4", "h5", "h6",
  "blockquote", "hr", "table", "thead", "tbody", "tr", "th", "td", "div", "span", "sup", "sub",
]);
/** Elements dropped with everything inside them. */
const DROPPED = new Set(["script", "style", "iframe", "object", "embed", "template", "svg", "math", "noscript", "textarea", "title"]);

/**
 * HTML written elsewhere (a StarWarsFFG description, which any player may have typed) reduced to the
 * structure above: every attribute is dropped (no `on*=`, no `style`, no links), any other element is
 * unwrapped to its text, scripts and their kin vanish with their content, and a stray `<` or `>` is
 * escaped. Entities are left as written.
 */
export function safeHtml(source: string | undefined): string {
  if (!source) return "";
  const out: string[] = [];
  const pattern = /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)\b(?:[^>"']|"[^"]*"|'[^']*')*>/g;
  let last = 0;
  let skipping: string | null = null;
  for (const m of source.matchAll(pattern)) {
    if (skipping === null) out.push(source.slice(last, m.index).replace(/</g, "&lt;").replace(/>/g, "&gt;"));
    last = m.index + m[0].length;
    const name = m[2]?.toLowerCase();
    if (!name) continue; // a comment
    const closing = m[1] === "/";
    if (skipping !== null) {
      if (closing && name === skipping) skipping = null;
      continue;
    }
    if (DROPPED.has(name)) {
      if (!closing && !m[0].endsWith("/>")) skipping = name;
      continue;
    }
    if (KEPT.has(name)) out.push(closing ? `</${name}>` : `<${name}>`);
  }
  if (skipping === null) out.push(source.slice(last).replace(/</g, "&lt;").replace(/>/g, "&gt;"));
  return out.join("");
}

/** HTML written elsewhere as one line of plain text (for our plain `str` fields). */
export function htmlText(source: string | undefined): string {
  const tagless = safeHtml(source)
    .replace(/<\/(p|h\d|li|div|tr)>|<br>/g, " ")
    .replace(/<[^>]+>/g, "");
  return decodeEntities(tagless).replace(/\s+/g, " ").trim();
}
