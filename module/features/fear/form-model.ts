/**
 * The GM's fear form (pure): the form's values read into a choice and the characters picked, and the
 * context its template shows (the levels and modifiers of seed 002's fear table, the characters).
 */
import { FEAR_LEVELS, FEAR_MODIFIERS, fearDifficulty, fearSkill } from "../../rules/force/fear.ts";
import { readFearChoice, type FearChoice } from "./model.ts";

export const DEFAULT_FEAR: FearChoice = Object.freeze({ level: "moderate", modifiers: [], prepared: false, moralityEffect: false }) as FearChoice;

const on = (v: unknown) => v === true || v === "on" || v === "true";

/**
 * The form's flat values (name → string, checkbox → boolean) as a choice and the uuids of the characters
 * ticked (`actor.<index>` checkboxes over `candidates`, in their order).
 */
export function fearFromForm(data: Readonly<Record<string, unknown>>, candidates: readonly string[]): { choice: FearChoice; actorUuids: string[] } {
  const choice = readFearChoice({
    level: data["level"],
    modifiers: FEAR_MODIFIERS.filter((m) => on(data[`modifier.${m.id}`])).map((m) => m.id),
    prepared: on(data["prepared"]),
    moralityEffect: on(data["moralityEffect"]),
  }) ?? DEFAULT_FEAR;
  return { choice, actorUuids: candidates.filter((_, i) => on(data[`actor.${i}`])) };
}

export interface FearCandidate {
  uuid: string;
  name: string;
  /** Has a token on the viewed scene. */
  onScene: boolean;
  immune: boolean;
}

/** The characters listed, ticked: those on the scene, or all when none is. */
export function preselected(candidates: readonly FearCandidate[]): boolean[] {
  const anyOnScene = candidates.some((c) => c.onScene);
  return candidates.map((c) => !c.immune && (anyOnScene ? c.onScene : true));
}

export function fearDialogContext(choice: FearChoice, candidates: readonly FearCandidate[], ticked: readonly boolean[] = preselected(candidates)) {
  return {
    levels: FEAR_LEVELS.map((l) => ({ id: l.id, labelKey: `EOTE.Fear.Level.${l.id}`, hintKey: `EOTE.Fear.LevelHint.${l.id}`, difficulty: l.difficulty, selected: l.id === choice.level })),
    modifiers: FEAR_MODIFIERS.map((m) => ({ id: m.id, labelKey: `EOTE.Fear.Modifier.${m.id}`, difficulty: m.difficulty, checked: choice.modifiers.includes(m.id) })),
    prepared: choice.prepared,
    moralityEffect: choice.moralityEffect,
    difficulty: fearDifficulty(choice.level, choice.modifiers),
    skillKey: `EOTE.Skill.${fearSkill(choice.prepared)}`,
    characters: candidates.map((c, index) => ({ index, name: c.name, immune: c.immune, checked: ticked[index] === true })),
  };
}
