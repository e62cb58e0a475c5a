/**
 * The eote ActiveEffect document. Foundry applies an effect's changes itself (the actor's own, and
 * those of its items marked `transfer`, v13 Actor#allApplicableEffects) between the base and the
 * derived data. One addition: a ranked talent's modifiers count once per rank, so Grit 2 adds 2 to
 * the strain threshold from one change of 1 (module/rules/checks/modifiers.ts scaledChangeValue). And a
 * weapon's or armour's effects are suppressed while it is not equipped or worn (carrierSuppresses).
 */
import { carrierSuppresses, effectRanks, MODE_ADD, parseModifierKey, scaledChangeValue } from "../rules/checks/modifiers.ts";

type Change = { key: string; mode: number; value: string };

export class EoteActiveEffect extends ActiveEffect {
  override get isSuppressed(): boolean {
    const carrier = this.parent instanceof Item ? { type: this.parent.type, system: this.parent.system as unknown } : null;
    return super.isSuppressed || carrierSuppresses(carrier);
  }

  override apply(actor: Actor.Implementation, change: ActiveEffect.ChangeData): ReturnType<ActiveEffect["apply"]> {
    const plain = change as unknown as Change;
    const carrier = this.parent instanceof Item ? { type: this.parent.type, system: this.parent.system as unknown } : null;
    const ranks = effectRanks(carrier);
    if (ranks === 1 || plain.mode !== MODE_ADD || !parseModifierKey(plain.key)) return super.apply(actor, change);
    const scaled = { ...plain, value: String(scaledChangeValue(plain.value, ranks)) };
    return super.apply(actor, scaled as unknown as ActiveEffect.ChangeData);
  }
}
