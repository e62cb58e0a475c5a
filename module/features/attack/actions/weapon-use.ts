/**
 * A weapon's use between attacks, Foundry side (rules in module/rules/gear/weapon-use.ts): the state lives on
 * the weapon item (flags.eote.weaponUse), apart from the item's data model, and is written by the
 * weapon's owner (shots, reload) or the GM (out of ammunition, broken). An improvised weapon is one whose
 * item carries flags.eote.improvised (the compendium's improvised weapons do).
 */
import { EoteError } from "../../../dice/errors.ts";
import {
  fireRefusal, readWeaponUse, reloaded, reloadsByManeuver, needsReload, type RoundClock, type WeaponUse,
} from "../../../rules/gear/weapon-use.ts";
import type { QualityRef } from "../../../rules/types.ts";
import { conditionPenalty, WEAPON_CONDITIONS, type WeaponCondition } from "../../../rules/gear/weapon-condition.ts";
import { format, localize } from "../../../foundry/localize.ts";
import { escapeText, updatePaths } from "../../../foundry/documents.ts";
import { createFollowUp } from "../../../chat/follow-up.ts";
import { speakerFor, tokenName } from "../../../chat/token-name.ts";

export const USE_PATH = "flags.eote.weaponUse";

type Flagged = { flags?: { eote?: { weaponUse?: unknown; improvised?: unknown } } };

export function weaponUseOf(item: Item.Implementation | null | undefined): WeaponUse {
  return readWeaponUse((item as unknown as Flagged | null)?.flags?.eote?.weaponUse);
}

export function isImprovised(item: Item.Implementation | null | undefined): boolean {
  return (item as unknown as Flagged | null)?.flags?.eote?.improvised === true;
}

export const qualitiesOf = (item: Item.Implementation): readonly QualityRef[] => (item.system as unknown as { qualities?: QualityRef[] }).qualities ?? [];

/** The weapon's condition (seed 002 REPAIRING GEAR); anything unknown reads as undamaged. */
export function conditionOf(item: Item.Implementation | null | undefined): WeaponCondition {
  const value = (item?.system as { condition?: unknown } | undefined)?.condition;
  return WEAPON_CONDITIONS.includes(value as WeaponCondition) ? value as WeaponCondition : "undamaged";
}

/** The current combat's round (null outside a combat: Slow-firing then counts nothing). */
export function roundClock(): RoundClock | null {
  const combat = game.combat as unknown as { id: string | null; round: number | null } | null | undefined;
  return combat?.id ? { combat: combat.id, round: combat.round ?? 0 } : null;
}

/** Writes the weapon's use state whole (the owner or the GM). */
export async function writeUse(item: Item.Implementation, use: WeaponUse): Promise<void> {
  await updatePaths(item, { [USE_PATH]: { ...use } });
}

/** The weapon's owner reloads it with a maneuver (not a vehicle: rules/gear/weapon-use.ts reloadsByManeuver). */
export function byManeuver(item: Item.Implementation): boolean {
  return reloadsByManeuver(((item.parent as { type?: string } | null)?.type) ?? "");
}

/**
 * Before an attack with `item`: reloads first when the user chose to (a maneuver; never a vehicle's
 * weapon), then refuses with a localised error when the weapon may not fire (majorly damaged, broken,
 * out of ammunition, emptied, waiting, unprepared).
 */
export async function readyWeapon(item: Item.Implementation, choices: { reload?: boolean; prepared?: boolean }): Promise<void> {
  // A majorly damaged weapon is unusable (seed 002 REPAIRING GEAR): refused before any reload is spent.
  if (conditionPenalty(conditionOf(item)).unusable) throw new EoteError("EOTE.Combat.Weapon.MajorDamage", `${item.name ?? "weapon"} is majorly damaged`);
  let use = weaponUseOf(item);
  const qualities = qualitiesOf(item);
  const maneuver = byManeuver(item);
  if (choices.reload && !maneuver) throw new EoteError("EOTE.Combat.Weapon.NoManeuverReload", `${item.name ?? "weapon"} cannot reload by a maneuver`);
  if (choices.reload && needsReload(qualities, use)) {
    use = reloaded(use);
    await writeUse(item, use);
  }
  const prepare = qualities.filter((q) => q.key === "prepare").reduce((n, q) => n + (q.rating ?? 1), 0);
  const refused = fireRefusal(qualities, use, roundClock(), choices.prepared ? prepare : 0, maneuver);
  if (refused) throw new EoteError(refused.key, `${item.name ?? "weapon"} cannot be used now`, refused.data);
}

/**
 * The reload maneuver on its own (a macro or the sheet): announced to the table. A vehicle's weapon is
 * rearmed instead, by the GM, when the vessel is back at its base or carrier (seed 002 LIMITED AMMO).
 */
export async function reloadWeapon(actor: Actor.Implementation, item: Item.Implementation): Promise<boolean> {
  const maneuver = byManeuver(item);
  if (!maneuver && game.user?.isGM !== true) {
    ui.notifications?.warn(localize("EOTE.Combat.Weapon.RearmGmOnly"));
    return false;
  }
  // Foundry refuses the write to anyone but the item's owner or the GM: say so instead of failing.
  if (!item.isOwner) {
    ui.notifications?.warn(localize("EOTE.Combat.Weapon.NotOwner"));
    return false;
  }
  const use = weaponUseOf(item);
  if (!needsReload(qualitiesOf(item), use)) {
    ui.notifications?.info(localize("EOTE.Combat.Weapon.NothingToReload"));
    return false;
  }
  await writeUse(item, reloaded(use));
  await createFollowUp({
    content: `<p class="eote-status">${format(maneuver ? "EOTE.Combat.Weapon.Reloaded" : "EOTE.Combat.Weapon.Rearmed", { actor: escapeText(tokenName(actor)), weapon: escapeText(item.name) })}</p>`,
    speaker: speakerFor(actor),
  }, null);
  return true;
}
