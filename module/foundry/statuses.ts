/**
 * The ongoing combat states (module/rules/combat/status.ts) as Foundry status effects, so they sit on the
 * token HUD; the actor's `statuses` then feed its pools (EoteActor.checkPool, the attack builder).
 * Core's list is D&D-flavoured: only its dead and unconscious markers are kept beside ours.
 */
import { STATUSES, type StatusId } from "../rules/combat/status.ts";
import { localize } from "./localize.ts";

/** Core icons (Foundry's icons/svg) that read as each state. */
export const STATUS_ICONS: Readonly<Record<StatusId, string>> = {
  disoriented: "icons/svg/daze.svg",
  immobilized: "icons/svg/net.svg",
  staggered: "icons/svg/paralysis.svg",
  prone: "icons/svg/falling.svg",
};

const KEEP_CORE = new Set(["dead", "unconscious"]);

export interface StatusEffectEntry {
  id: string;
  /** An i18n key: Foundry localises status names where it shows them. */
  name: string;
  img: string;
  description?: string;
}

export function statusEffectEntries(): StatusEffectEntry[] {
  return STATUSES.map((s) => ({ id: s.id, name: s.label, img: STATUS_ICONS[s.id], description: s.hint }));
}

/** Core's kept markers followed by ours; ours replace any core entry with the same id (core has "prone"). */
export function mergedStatusEffects<T extends { id: string }>(core: readonly T[]): (T | StatusEffectEntry)[] {
  const ours = statusEffectEntries();
  const ids = new Set(ours.map((s) => s.id));
  return [...core.filter((e) => KEEP_CORE.has(e.id) && !ids.has(e.id)), ...ours];
}

/**
 * Our entries' descriptions as text. ActiveEffect.fromStatusEffect localises an entry's `name` only and
 * copies `description` into the effect as it is, so a key there would be stored and shown as the key.
 */
export function localizeStatusDescriptions(entries: readonly { id: string; description?: string }[], localize: (key: string) => string): void {
  const hints = new Map(statusEffectEntries().map((s) => [s.id, s.description]));
  for (const entry of entries) {
    const hint = hints.get(entry.id);
    if (hint !== undefined && entry.description === hint) entry.description = localize(hint);
  }
}

export function registerStatusEffects(): void {
  const config = CONFIG as unknown as { statusEffects: { id: string; description?: string }[] };
  config.statusEffects = mergedStatusEffects(config.statusEffects ?? []);
  // Registered at init, before translations load; i18nInit fires once they have.
  Hooks.once("i18nInit", () => localizeStatusDescriptions(config.statusEffects, localize));
}
