/**
 * Attachments and hard points. The seeds name hard points (the item tables' HP column) but give no
 * attachment rules, so the published ones apply: an item has a number of hard points; each attachment
 * installed uses its hard-point cost of them, and one that does not fit is refused. An installed
 * attachment's base modifiers and the modification options made on it change the item's stats.
 * Pure: the shell stores installed attachments on the weapon or armour (system.attachments) and owned
 * attachments on a vehicle, and reads the stats through weaponWithAttachments / armourWithAttachments.
 */
import { EoteError } from "../../dice/errors.ts";
import type {
  ArmourData, AttachmentData, AttachmentEffect, AttachmentHost, InstalledAttachment, QualityRef, WeaponData,
} from "../types.ts";

/** The hard points attachments already use. */
export function hardPointsUsed(installed: readonly { hardPoints: number }[]): number {
  return installed.reduce((n, a) => n + Math.max(0, Math.trunc(a.hardPoints)), 0);
}

/** Hard points still free on an item with `total` of them. */
export function hardPointsFree(total: number, installed: readonly { hardPoints: number }[]): number {
  return Math.max(0, Math.trunc(total) - hardPointsUsed(installed));
}

/** The host an item or actor type is as an attachment's host, or null when it takes none. */
export function hostOf(type: string): AttachmentHost | null {
  return type === "weapon" || type === "armour" || type === "vehicle" ? type : null;
}

/**
 * Whether `attachment` may be installed on a `hostType` with `total` hard points and `installed` already
 * there: throws the localised refusal (the wrong kind of item, or not enough hard points left).
 */
export function checkInstall(
  hostType: string, total: number, installed: readonly { hardPoints: number }[], attachment: Pick<AttachmentData, "host" | "hardPoints">, name: string,
): void {
  if (hostOf(hostType) !== attachment.host) {
    throw new EoteError(`EOTE.Gear.Attachment.Error.WrongHost.${attachment.host}`, `${name} is installed on a ${attachment.host}, not a ${hostType}`, { name });
  }
  const free = hardPointsFree(total, installed);
  if (attachment.hardPoints > free) {
    throw new EoteError("EOTE.Gear.Attachment.Error.NoHardPoints", `${name} needs ${attachment.hardPoints} hard points; ${free} are free`, {
      name, cost: attachment.hardPoints, free,
    });
  }
}

/** The copy a weapon or armour keeps of an attachment installed on it. */
export function installedCopy(attachment: AttachmentData, name: string): InstalledAttachment {
  return {
    name, hardPoints: attachment.hardPoints, damage: attachment.damage, crit: attachment.crit, soak: attachment.soak,
    defence: attachment.defence, encumbrance: attachment.encumbrance, qualities: attachment.qualities.map((q) => ({ ...q })),
    modifications: attachment.modifications.map((m) => ({ ...m, qualities: m.qualities.map((q) => ({ ...q })) })),
  };
}

/** The installed list with `attachment` added: refused (thrown) beyond the hard points. */
export function installAttachment(
  hostType: string, total: number, installed: readonly InstalledAttachment[], attachment: AttachmentData, name: string,
): InstalledAttachment[] {
  checkInstall(hostType, total, installed, attachment, name);
  return [...installed, installedCopy(attachment, name)];
}

/** The installed list without the entry at `index` (out of range: unchanged). */
export function removeAttachment(installed: readonly InstalledAttachment[], index: number): InstalledAttachment[] {
  return installed.filter((_, i) => i !== index);
}

/** Qualities added together: a ranked quality already there has its rating raised, an unranked one stays once. */
export function mergeQualities(base: readonly QualityRef[], added: readonly QualityRef[]): QualityRef[] {
  const out = base.map((q) => ({ ...q }));
  for (const q of added) {
    const there = out.find((o) => o.key === q.key);
    if (!there) out.push({ ...q });
    else if (there.rating !== null && q.rating !== null) there.rating += q.rating;
  }
  return out;
}

const NONE: AttachmentEffect = { damage: 0, crit: 0, soak: 0, defence: 0, encumbrance: 0, qualities: [] };

function add(a: AttachmentEffect, b: AttachmentEffect): AttachmentEffect {
  return {
    damage: a.damage + b.damage, crit: a.crit + b.crit, soak: a.soak + b.soak, defence: a.defence + b.defence,
    encumbrance: a.encumbrance + b.encumbrance, qualities: mergeQualities(a.qualities, b.qualities),
  };
}

/** Everything the installed attachments change: each one's base modifiers and its modifications made. */
export function attachmentsEffect(installed: readonly InstalledAttachment[] | undefined): AttachmentEffect {
  let total = NONE;
  for (const a of installed ?? []) {
    total = add(total, a);
    for (const m of a.modifications) if (m.installed) total = add(total, m);
  }
  return total;
}

/** A weapon's stats with its attachments: damage, critical rating (never below 1), encumbrance, qualities. */
export function weaponWithAttachments(weapon: WeaponData): WeaponData {
  if (!weapon.attachments?.length) return weapon;
  const e = attachmentsEffect(weapon.attachments);
  return {
    ...weapon,
    damage: Math.max(0, weapon.damage + e.damage),
    crit: weapon.crit === null ? null : Math.max(1, weapon.crit + e.crit),
    encumbrance: Math.max(0, weapon.encumbrance + e.encumbrance),
    qualities: mergeQualities(weapon.qualities, e.qualities),
  };
}

/** Armour's stats with its attachments: soak, defence, encumbrance, qualities (never below 0). */
export function armourWithAttachments(armour: ArmourData): ArmourData {
  if (!armour.attachments?.length) return armour;
  const e = attachmentsEffect(armour.attachments);
  return {
    ...armour,
    soak: Math.max(0, armour.soak + e.soak),
    defence: Math.max(0, armour.defence + e.defence),
    encumbrance: Math.max(0, armour.encumbrance + e.encumbrance),
    qualities: mergeQualities(armour.qualities, e.qualities),
  };
}
