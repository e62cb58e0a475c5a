/**
 * The modifiers a check's dialog applies, read from the actor's applicable effects (v13
 * Actor#allApplicableEffects: its own effects and its items' transferred ones, statuses included).
 * Each effect is one source: named after the item carrying it (a talent) or after itself, explained
 * by its description, situational when flagged `flags.eote.situational`.
 */
import { checkModifiers, effectRanks, type CheckModifier, type EffectChange, type ModifierSource } from "../../rules/checks/modifiers.ts";
import { decodeEntities } from "../../rules/text.ts";

interface EffectLike {
  id: string | null;
  name: string;
  description?: string;
  active: boolean;
  changes: readonly EffectChange[];
  parent: unknown;
  getFlag(scope: string, key: string): unknown;
}

interface ActorLike {
  allApplicableEffects?(): Iterable<unknown>;
}

/** An effect's HTML description as one line of text (the template escapes it again). */
export function plainText(html: string): string {
  return decodeEntities(html.replace(/<[^>]*>/g, " ")).replace(/\s+/g, " ").trim();
}

function carrierOf(effect: EffectLike): { type: string; name: string; system: unknown } | null {
  return effect.parent instanceof Item ? (effect.parent as unknown as { type: string; name: string; system: unknown }) : null;
}

/** Every active effect of the actor as a modifier source. */
export function modifierSources(actor: ActorLike | null | undefined): ModifierSource[] {
  const out: ModifierSource[] = [];
  for (const raw of actor?.allApplicableEffects?.() ?? []) {
    const effect = raw as EffectLike;
    if (!effect.active) continue;
    const carrier = carrierOf(effect);
    out.push({
      id: `${carrier ? `${(carrier as { id?: string }).id ?? ""}.` : ""}${effect.id ?? ""}`,
      name: carrier?.name || effect.name,
      note: plainText(effect.description ?? ""),
      situational: effect.getFlag("eote", "situational") === true,
      ranks: effectRanks(carrier),
      changes: effect.changes,
    });
  }
  return out;
}

/** The check modifiers for `skillId` from the actor's effects; none without an actor or a skill. */
export function checkModifiersOf(actor: ActorLike | null | undefined, skillId: string | undefined): CheckModifier[] {
  return actor && skillId ? checkModifiers(modifierSources(actor), skillId) : [];
}
