/**
 * The shell of the actor sheets' Effects tab: reads the actor's applicable effects into the pure rows
 * (context/effects.ts) and runs the row buttons (toggle, edit, delete). Only the actor's owner or a GM
 * manages them: the buttons are drawn for them alone, and each action refuses anyone else, since an
 * action can be called without its button (a stale sheet, a macro).
 */
import { effectsTab, remainingRounds, type EffectInput, type EffectsTab } from "./context/effects.ts";
import { carrierSuppresses } from "../../rules/checks/modifiers.ts";
import { notifyError, warnKey } from "../../foundry/notify.ts";
import { dataOf } from "./shared.ts";

/** The effect document as the tab reads and writes it (v13 ActiveEffect). */
interface EffectDoc {
  id: string | null;
  name: string;
  img?: string | null;
  statuses: Set<string>;
  disabled: boolean;
  isSuppressed?: boolean;
  duration?: { rounds?: unknown; remaining?: unknown } | null;
  changes: readonly { key: string; mode: number; value: unknown }[];
  parent: unknown;
  sheet?: { render(force?: boolean): unknown } | null;
  update(changes: Record<string, unknown>): Promise<unknown>;
  delete(): Promise<unknown>;
}

interface ActorLike {
  isOwner: boolean;
  items: { get(id: string): { effects: { get(id: string): unknown } } | undefined };
  effects: { get(id: string): unknown };
  allApplicableEffects(): Iterable<unknown>;
}

function asActor(actor: Actor.Implementation): ActorLike {
  return actor as unknown as ActorLike;
}

/** One effect as the pure rows read it: its carrier when an item carries it. */
export function effectInput(effect: EffectDoc): EffectInput {
  const parent = effect.parent as { documentName?: string; id?: string | null; type?: string; name?: string; system?: unknown } | null;
  const carrier = parent?.documentName === "Item" ? { type: String(parent.type ?? ""), name: String(parent.name ?? ""), system: parent.system } : null;
  return {
    id: effect.id ?? "", itemId: carrier ? parent?.id ?? "" : "",
    name: effect.name, img: effect.img ?? "",
    statuses: [...(effect.statuses ?? [])],
    carrier,
    disabled: effect.disabled === true,
    suppressed: effect.isSuppressed ?? carrierSuppresses(carrier),
    rounds: remainingRounds(effect.duration),
    changes: effect.changes.map((c) => ({ key: String(c.key), mode: Number(c.mode), value: String(c.value) })),
  };
}

/** The tab's context (null while it is not shown: a closed character tab renders empty). */
export function effectsContext(actor: Actor.Implementation, shown = true): { effectsTab: EffectsTab | null } {
  if (!shown) return { effectsTab: null };
  const a = asActor(actor);
  return { effectsTab: effectsTab([...a.allApplicableEffects()].map((e) => effectInput(e as EffectDoc)), a.isOwner) };
}

/** The effect a row names: an item's (data-item-id) or the actor's own. */
function findEffect(actor: Actor.Implementation, itemId: string, effectId: string): EffectDoc | null {
  const a = asActor(actor);
  const holder = itemId ? a.items.get(itemId) : a;
  return (holder?.effects.get(effectId) as EffectDoc | undefined) ?? null;
}

/** The row's effect when the user may manage the actor's effects; a refusal notice otherwise. */
function managed(actor: Actor.Implementation, target: HTMLElement): EffectDoc | null {
  if (!asActor(actor).isOwner) {
    warnKey("EOTE.Effects.NotYours");
    return null;
  }
  return findEffect(actor, dataOf(target, "itemId") ?? "", dataOf(target, "effectId") ?? "");
}

/** Disables an active effect, or enables a disabled one. */
export async function toggleEffect(actor: Actor.Implementation, target: HTMLElement): Promise<void> {
  const effect = managed(actor, target);
  if (!effect) return;
  try {
    await effect.update({ disabled: !effect.disabled });
  } catch (err) {
    notifyError(err);
  }
}

/** Opens the effect in Foundry's own effect sheet. */
export function editEffect(actor: Actor.Implementation, target: HTMLElement): void {
  managed(actor, target)?.sheet?.render(true);
}

export async function deleteEffect(actor: Actor.Implementation, target: HTMLElement): Promise<void> {
  const effect = managed(actor, target);
  if (!effect) return;
  try {
    await effect.delete();
  } catch (err) {
    notifyError(err);
  }
}

type Handler = (this: { actor: Actor.Implementation }, event: PointerEvent, target: HTMLElement) => unknown;

/** The row buttons' actions, merged into every actor sheet's DEFAULT_OPTIONS.actions. */
export const EFFECT_ACTIONS: Record<string, Handler> = {
  toggleEffect(_event, target) { return toggleEffect(this.actor, target); },
  editEffect(_event, target) { editEffect(this.actor, target); },
  deleteEffect(_event, target) { return deleteEffect(this.actor, target); },
};
