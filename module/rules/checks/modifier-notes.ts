/**
 * What a modifier does, in words (i18n keys and data, localised by the shell with formatNote): the
 * talent sheet lists its effects this way, and the dice dialog explains each modifier it applied.
 */
import { checkModifiers, effectRanks, MODE_ADD, parseModifierKey, scaledChangeValue, type CheckDie, type CheckModifier, type EffectChange } from "./modifiers.ts";
import { getSkill } from "./skills.ts";
import type { RuleNote } from "./notes.ts";

/** The i18n key naming a modifier's target: a skill, a kind of check, or every check. */
export function targetLabelKey(target: string): string {
  return getSkill(target) ? `EOTE.Skill.${target}` : `EOTE.Modifier.Target.${target}`;
}

/** "Boost ×1 on Cool checks": one die modifier on a target. */
export function checkNote(die: CheckDie, count: number, target: string): RuleNote {
  return { key: `EOTE.Modifier.Check.${die}`, data: { count, target: targetLabelKey(target) } };
}

/** One line per change of an effect (scaled by the carrier's ranks); a key outside the scheme reads as such. */
export function changeNotes(changes: readonly EffectChange[], carrier: { type: string; system: unknown } | null): RuleNote[] {
  const ranks = effectRanks(carrier);
  return changes.map((change) => {
    const parsed = change.mode === MODE_ADD ? parseModifierKey(change.key) : null;
    const value = scaledChangeValue(change.value, ranks);
    if (!parsed) return { key: "EOTE.Modifier.Other", data: { key: change.key, value: change.value } };
    if (parsed.kind === "characteristic") return { key: "EOTE.Modifier.Characteristic", data: { characteristic: `EOTE.Characteristic.${parsed.id}`, value } };
    if (parsed.kind === "derived") return { key: `EOTE.Modifier.Derived.${parsed.field.replace(".", "")}`, data: { value } };
    return checkNote(parsed.die, value, parsed.target);
  });
}

/** The dialog's explanation of one applied check modifier. */
export function modifierNote(m: CheckModifier): RuleNote {
  return checkNote(m.die, m.count, m.target);
}

export { checkModifiers };
