/**
 * Face tables of the seven narrative dice, as published (seed 001 "The Dice", 002 "SYMBOLS").
 * One table feeds rolls, odds, chat cards and Dice So Nice. Index 0 is face 1.
 */
import type { DieType, Face, SymbolKey } from "./types.ts";

/** Letters used in the compact face strings below (s success, a advantage, f failure, t threat,
 * x triumph, y despair, L light, D dark). A blank face is "". */
const FACE_LETTERS: Readonly<Record<string, SymbolKey>> = {
  s: "success", a: "advantage", f: "failure", t: "threat",
  x: "triumph", y: "despair", L: "light", D: "dark",
};

function face(code: string): Face {
  const counts: Partial<Record<SymbolKey, number>> = {};
  for (const ch of code) {
    const key = FACE_LETTERS[ch];
    if (!key) throw new Error(`faces.ts: unknown face letter ${ch}`);
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return Object.freeze(counts);
}

const table = (codes: readonly string[]): readonly Face[] => Object.freeze(codes.map(face));

/** Faces of each die. A triumph face carries only `triumph` (it also counts as a success when
 * tallied, see tally.ts); likewise despair. */
export const FACES: Readonly<Record<DieType, readonly Face[]>> = Object.freeze({
  boost: table(["", "", "s", "sa", "aa", "a"]),
  setback: table(["", "", "f", "f", "t", "t"]),
  ability: table(["", "s", "s", "ss", "a", "a", "sa", "aa"]),
  difficulty: table(["", "f", "ff", "t", "t", "t", "tt", "ft"]),
  proficiency: table(["", "s", "s", "ss", "ss", "a", "sa", "sa", "sa", "aa", "aa", "x"]),
  challenge: table(["", "f", "f", "ff", "ff", "t", "t", "ft", "ft", "tt", "tt", "y"]),
  force: table(["D", "D", "D", "D", "D", "D", "DD", "L", "L", "LL", "LL", "LL"]),
});

/** Number of sides of each die. */
export const SIDES: Readonly<Record<DieType, number>> = Object.freeze({
  boost: 6, setback: 6, ability: 8, difficulty: 8, proficiency: 12, challenge: 12, force: 12,
});
