/** Stored fields of every item type (module/rules/types.ts shapes), described once. */
import { SKILL_IDS } from "../../rules/checks/skills.ts";
import { WEAPON_CONDITIONS } from "../../rules/gear/weapon-condition.ts";
import { VEHICLE_CRIT_KEYS } from "../../rules/vehicles/critical-hits.ts";
import { ATTACHMENT_HOSTS, FIRING_ARCS, RANGE_BANDS, TALENT_ACTIVATIONS, type ItemDataByType, type ItemType } from "../../rules/types.ts";
import { arr, bool, choice, html, int, nullable, obj, str, type Spec } from "./builders.ts";
import { CAREER, SPECIALISATION, SPECIES } from "./identity.ts";
import { BONUS_MAX, BULK_MAX, CREDITS_MAX, CRITICAL_ROW_MAX, MEDIUM_MAX, SMALL_MAX, XP_MAX, signed } from "./caps.ts";

export const UNKNOWN_SKILL = "EOTE.Error.Validation.UnknownSkill";

const qualityRef = obj({ key: str(), rating: nullable(int({ min: 1, max: SMALL_MAX })) });

/** What an attachment or one of its modifications changes (module/rules/gear/attachments.ts); signed whole numbers, generous cap. */
const attachmentEffect = {
  damage: signed(BONUS_MAX),
  crit: signed(BONUS_MAX),
  soak: signed(BONUS_MAX),
  defence: signed(BONUS_MAX),
  encumbrance: signed(BONUS_MAX),
  qualities: arr(qualityRef),
};

const modification = obj({ key: str(), effect: str(), installed: bool(), ...attachmentEffect });

/** An attachment installed on a weapon or armour: a copy of the attachment item's data and its name. */
const installedAttachment = obj({ name: str(), hardPoints: int({ min: 0, max: SMALL_MAX }), modifications: arr(modification), ...attachmentEffect });

const purchasable = {
  price: int({ min: 0, max: CREDITS_MAX }),
  restricted: bool(),
  /** Rarity 0 (everywhere) to 10 (unique) in the published tables; 11+ is unused. */
  rarity: int({ min: 0, max: 10 }),
};

export const WEAPON = obj({
  description: html(),
  skill: choice(SKILL_IDS, { initial: "rangedLight", errorKey: UNKNOWN_SKILL }),
  damage: int({ min: 0, max: MEDIUM_MAX }),
  addBrawn: bool(),
  crit: nullable(int({ min: 1, max: SMALL_MAX })),
  range: choice(RANGE_BANDS, { initial: "short", errorKey: "EOTE.Error.Validation.UnknownRange" }),
  encumbrance: int({ min: 0, max: BULK_MAX }),
  hardPoints: int({ min: 0, max: SMALL_MAX }),
  qualities: arr(qualityRef),
  // Worlds from before attachments read as none installed: the schema's initial fills the missing field.
  attachments: arr(installedAttachment),
  equipped: bool(),
  // Worlds from before it was kept read as undamaged: the schema's initial fills the missing field.
  condition: choice(WEAPON_CONDITIONS, { initial: "undamaged", errorKey: "EOTE.Error.Validation.UnknownCondition" }),
  firingArcs: arr(choice(FIRING_ARCS)),
  ...purchasable,
  // Null: the source lists no price or rarity (the core rulebook's Table 7-1, Starship and Vehicle Weapons,
  // prints none: those weapons come with their ship). A new weapon still starts at 0 for the GM to set.
  price: nullable(int({ min: 0, max: CREDITS_MAX }), { keepInitial: true }),
  rarity: nullable(int({ min: 0, max: 10 }), { keepInitial: true }),
});

export const ARMOUR = obj({
  description: html(),
  defence: int({ min: 0, max: SMALL_MAX }),
  soak: int({ min: 0, max: SMALL_MAX }),
  encumbrance: int({ min: 0, max: BULK_MAX }),
  hardPoints: int({ min: 0, max: SMALL_MAX }),
  qualities: arr(qualityRef),
  attachments: arr(installedAttachment),
  worn: bool(),
  // Worlds from before it was kept read as undamaged: the schema's initial fills the missing field.
  condition: choice(WEAPON_CONDITIONS, { initial: "undamaged", errorKey: "EOTE.Error.Validation.UnknownCondition" }),
  ...purchasable,
});

export const GEAR = obj({
  description: html(),
  quantity: int({ min: 0, max: BULK_MAX, initial: 1 }),
  encumbrance: int({ min: 0, max: BULK_MAX }),
  // Worlds from before it was kept read as undamaged: the schema's initial fills the missing field.
  condition: choice(WEAPON_CONDITIONS, { initial: "undamaged", errorKey: "EOTE.Error.Validation.UnknownCondition" }),
  ...purchasable,
});

export const ATTACHMENT = obj({
  description: html(),
  host: choice(ATTACHMENT_HOSTS, { initial: "weapon", errorKey: "EOTE.Gear.Attachment.Error.UnknownHost" }),
  hardPoints: int({ min: 0, max: SMALL_MAX, initial: 1 }),
  modifications: arr(modification),
  ...attachmentEffect,
  ...purchasable,
});

export const QUALITY = obj({
  description: html(),
  key: str(),
  active: bool(),
  activation: int({ min: 0, max: SMALL_MAX }),
  ranked: bool(),
});

/** Critical injuries and vehicle critical hits share the table-row shape (seed 002 CRITICAL INJURIES). */
const CRITICAL_FIELDS = {
  description: html(),
  min: int({ min: 1, max: CRITICAL_ROW_MAX, initial: 1 }),
  max: nullable(int({ min: 1, max: CRITICAL_ROW_MAX })),
  severity: int({ min: 0, max: 4, initial: 1 }),
};
export const CRITICAL = obj(CRITICAL_FIELDS);

/**
 * A vehicle critical hit: the shared row shape, its row key (module/rules/vehicles/critical-hits.ts; "" for
 * a GM's own row) and the defence zone it struck. Items from before keys read as "" (the schema's initial)
 * and are known by their seed range; nothing is migrated.
 */
export const CRITICAL_HIT = obj({
  ...CRITICAL_FIELDS,
  key: choice(["", ...VEHICLE_CRIT_KEYS], { initial: "", errorKey: "EOTE.VehicleCrit.Error.UnknownKey" }),
  zone: choice(["", ...FIRING_ARCS], { initial: "", errorKey: "EOTE.VehicleCrit.Error.UnknownZone" }),
});

/**
 * A talent. What it changes in play is carried by its ActiveEffects (module/rules/checks/modifiers.ts), not
 * by fields here. Worlds from before activation and tier read as passive, tier 1 (the schema's
 * initials); an older `active` flag becomes an active action (migration 5).
 */
export const TALENT = obj({
  description: html(),
  key: str(),
  ranked: bool(),
  rank: int({ min: 0, max: SMALL_MAX, initial: 1 }),
  activation: choice(TALENT_ACTIVATIONS, { initial: "passive", errorKey: "EOTE.Error.Validation.UnknownActivation" }),
  tier: int({ min: 1, max: 5, initial: 1 }),
});

export const FORCE_POWER = obj({
  description: html(),
  requiredRating: int({ min: 1, max: SMALL_MAX, initial: 1 }),
  points: int({ min: 0, max: SMALL_MAX, initial: 1 }),
  skill: nullable(choice(SKILL_IDS, { errorKey: UNKNOWN_SKILL })),
  upgrades: arr(obj({ key: str(), name: str(), cost: int({ min: 0, max: XP_MAX }), effect: str(), ranks: nullable(int({ min: 1, max: SMALL_MAX })) })),
  commit: bool(),
  cost: int({ min: 0, max: XP_MAX, initial: 10 }),
  tree: arr(obj({
    upgrade: str(), row: int({ min: 1, max: MEDIUM_MAX, initial: 1 }), column: int({ min: 0, max: 3 }), span: int({ min: 1, max: 4, initial: 1 }),
    up: bool(), upColumns: arr(int({ min: 0, max: 3 })), right: bool(), bought: bool(),
  })),
});

/** An adversary's special ability: its rules as rich text (module/rules/types.ts AbilityData). */
export const ABILITY = obj({ description: html() });

export const ITEM_SPECS: { readonly [K in ItemType]: Spec<ItemDataByType[K]> } = {
  weapon: WEAPON,
  armour: ARMOUR,
  gear: GEAR,
  quality: QUALITY,
  criticalInjury: CRITICAL,
  criticalHit: CRITICAL_HIT,
  talent: TALENT,
  species: SPECIES,
  career: CAREER,
  specialisation: SPECIALISATION,
  forcePower: FORCE_POWER,
  attachment: ATTACHMENT,
  ability: ABILITY,
};
