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

/** Colours asked for in issue 4; text colour picked for contrast on each. */
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
  addSystem(system: { id: string; name: string }, mode?: string): void;
  addColorset(colorset: Record<string, unknown>, mode?: string): void;
  addDicePreset(preset: Record<string, unknown>, shape?: string): void;
}

export function registerDiceSoNice(dice3d: Dice3D, localize: (key: string) => string): void {
  dice3d.addSystem({ id: "eote", name: localize("EOTE.System.Title") }, "preferred");
  for (const die of DIE_TYPES) {
    const { background, foreground, shape } = DSN_COLOURS[die];
    const colorset = `eote-${die}`;
    dice3d.addColorset({
      name: colorset, description: localize(`EOTE.Dice.Die.${die}`), category: localize("EOTE.System.Title"),
      foreground, background, outline: background, edge: background, texture: "none", material: "plastic",
    });
    dice3d.addDicePreset({
      type: `d${DIE_LETTERS[die]}`, labels: dsnLabels(die), system: "eote", colorset, fontScale: 1.2,
    }, shape);
  }
}
