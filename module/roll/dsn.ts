/**
 * Dice So Nice presets for the seven dice, registered only when that module fires its ready hook,
 * so nothing here runs (or breaks) without it. Faces come from the core's tables via dsnLabels.
 */
import { FACES } from "../dice/index.ts";
import type { DieType, SymbolKey } from "../dice/types.ts";
import { DIE_LETTERS, DIE_TYPES, SYMBOL_KEYS } from "../dice/types.ts";

/** Plain glyphs drawn on the 3D dice (Dice So Nice renders label text, not SVG). */
export const DSN_GLYPHS: Readonly<Record<SymbolKey, string>> = {
  success: "✦", advantage: "▲", triumph: "✪", failure: "✖", threat: "▼", despair: "⊗", light: "○", dark: "●",
};

/** One colour per die (the published dice colours); text colour picked for contrast on each. */
export const DSN_COLOURS: Readonly<Record<DieType, { background: string; foreground: string; shape: string }>> = {
  boost: { background: "#7fcdf5", foreground: "#111111", shape: "d6" },
  setback: { background: "#111111", foreground: "#ffffff", shape: "d6" },
  ability: { background: "#1f8a3b", foreground: "#ffffff", shape: "d8" },
  difficulty: { background: "#5b2a86", foreground: "#ffffff", shape: "d8" },
  proficiency: { background: "#f2c40f", foreground: "#111111", shape: "d12" },
  challenge: { background: "#b3161b", foreground: "#ffffff", shape: "d12" },
  force: { background: "#f5f5f5", foreground: "#111111", shape: "d12" },
};

/** One label per face, in face order: the face's symbols as glyphs, one line per symbol kind. */
export function dsnLabels(die: DieType): string[] {
  return FACES[die].map((face) => SYMBOL_KEYS
    .filter((key) => (face[key] ?? 0) > 0)
    .map((key) => DSN_GLYPHS[key].repeat(face[key] ?? 0))
    .join("\n"));
}

/** The slice of Dice So Nice's API we use (it is an optional module with no types here). */
export interface Dice3D {
  addSystem(system: { id: string; name: string }, mode?: "default" | "preferred"): void;
  addColorset(colorset: Record<string, unknown>, mode?: "default" | "preferred"): void;
  addDicePreset(preset: Record<string, unknown>, shape?: string): void;
}

/** What Dice So Nice's diceSoNiceRollStart hook passes: the roll about to be shown (changes are used). */
export interface DsnRollContext {
  roll?: { dice?: { denomination?: string; options?: Record<string, unknown> }[] } | null;
}

/** Our Dice So Nice system id. */
const DSN_SYSTEM = "eote";

const DIE_BY_DENOMINATION: ReadonlyMap<string, DieType> = new Map(DIE_TYPES.map((die) => [DIE_LETTERS[die], die]));

/**
 * Dice So Nice has no exclusive mode: addSystem takes "default" (a choice) or "preferred" (preselected
 * until the user picks another), and a user on another dice system gets that system's, or the
 * standard, model for each denomination: the coin for `dc` and the Fate die for `df`, which are our
 * challenge and force dice here. So each of our dice is shown with our system and its colour set
 * through the term's `appearance`, which Dice So Nice reads per die; the user's choice still applies
 * to every other die.
 */
export function showNarrativeDiceAsOurs(context: DsnRollContext): void {
  for (const term of context.roll?.dice ?? []) {
    const die = term.denomination === undefined ? undefined : DIE_BY_DENOMINATION.get(term.denomination);
    if (!die) continue;
    term.options ??= {};
    const appearance = (term.options["appearance"] ?? {}) as Record<string, unknown>;
    term.options["appearance"] = { ...appearance, system: DSN_SYSTEM, colorset: `${DSN_SYSTEM}-${die}` };
  }
}

export function registerDiceSoNice(dice3d: Dice3D, localize: (key: string) => string): void {
  // Preferred: preselected for every user; see showNarrativeDiceAsOurs for users who pick another.
  dice3d.addSystem({ id: DSN_SYSTEM, name: localize("EOTE.System.Title") }, "preferred");
  for (const die of DIE_TYPES) {
    const { background, foreground, shape } = DSN_COLOURS[die];
    const colorset = `${DSN_SYSTEM}-${die}`;
    // "default" only registers the set: "preferred" would recolour every die of the user.
    dice3d.addColorset({
      name: colorset, description: localize(`EOTE.Dice.Die.${die}`), category: localize("EOTE.System.Title"),
      foreground, background, outline: background, edge: background, texture: "none", material: "plastic",
    }, "default");
    dice3d.addDicePreset({
      type: `d${DIE_LETTERS[die]}`, labels: dsnLabels(die), system: DSN_SYSTEM, colorset, fontScale: 1.2,
    }, shape);
  }
  // Dice So Nice's hook name is not in the League's hook table.
  (Hooks.on as (hook: string, fn: (messageId: string | null, context: DsnRollContext) => void) => number)(
    "diceSoNiceRollStart", (_messageId, context) => showNarrativeDiceAsOurs(context));
}
