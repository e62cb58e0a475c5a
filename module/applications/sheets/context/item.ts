/** Context builder for item sheets: the stored fields plus the option lists their selects need. */
import { VEHICLE_CRIT_KEYS } from "../../../rules/vehicles/critical-hits.ts";
import { CHARACTERISTICS } from "../../../rules/character/characteristics.ts";
import { SKILLS } from "../../../rules/checks/skills.ts";
import {
  ATTACHMENT_HOSTS, FIRING_ARCS, RANGE_BANDS, type AttachmentData, type SpecialisationData, type AttachmentEffect, type FiringArc, type ItemType,
} from "../../../rules/types.ts";
import { attachmentsContext, effectNotes, type AttachmentsContext } from "./attachments.ts";
import { isVehicleWeapon } from "../../../rules/vehicles/vehicle.ts";
import type { ItemInput, SheetFlags } from "./inputs.ts";
import { qualityEntries, type QualityEntry } from "./qualities.ts";
import { identityItemContext, type IdentityItemContext } from "./identity.ts";
import { TALENT_ACTIVATIONS } from "../../../rules/types.ts";
import { conditionDice, conditionFrom, ITEM_CONDITIONS } from "../../../rules/gear/gear-condition.ts";
import { changeNotes } from "../../../rules/checks/modifier-notes.ts";
import type { RuleNote } from "../../../rules/checks/notes.ts";
import { itemCard, type CardContext } from "./item-card.ts";
import type { PackChoice } from "./inputs.ts";

/** One of the item's effects, with what each change does in words (module/rules/checks/modifier-notes.ts). */
export interface EffectRow {
  id: string;
  name: string;
  disabled: boolean;
  situational: boolean;
  lines: RuleNote[];
}

export interface SelectOption {
  value: string;
  label: string;
}

/** One firing-arc checkbox of a vehicle weapon, named by arc (folded back by foldArcChecks). */
export interface ArcOption {
  value: FiringArc;
  label: string;
  field: string;
  checked: boolean;
}

export interface ItemContext {
  name: string;
  img: string;
  type: ItemType;
  typeLabelKey: string;
  flags: SheetFlags;
  system: ItemInput["system"];
  /** Which details block the body renders: `is.weapon`, `is.critical`, … */
  is: Record<string, boolean>;
  /** A vehicle's weapon (Gunnery, or owned by a vehicle): only these show firing arcs. */
  vehicleWeapon: boolean;
  /** Fields only a GM edits, in a collapsed area (a quality's stable key); false hides the area. */
  advanced: boolean;
  /** Weapons and armour: the attached qualities; drop a quality item on the sheet to add one. */
  qualities: QualityEntry[];
  holdsQualities: boolean;
  options: {
    skills: SelectOption[];
    ranges: SelectOption[];
    characteristics: SelectOption[];
    severities: SelectOption[];
    arcs: ArcOption[];
    activations: SelectOption[];
    /** Weapons, armour and gear: the damage steps (seed 002 REPAIRING GEAR). */
    conditions: SelectOption[];
    hosts: SelectOption[];
    /** A vehicle critical hit's table row and struck zone (module/rules/vehicles/critical-hits.ts); "" first. */
    critKeys: SelectOption[];
    critZones: SelectOption[];
  };
  /** Weapons and armour: the attachments installed and the hard points they use. */
  attachments: AttachmentsContext | null;
  /** An attachment's base modifiers, one number field each. */
  attachmentStats: StatField[];
  /** An attachment's modification options. */
  modifications: ModificationRow[];
  /** What the item's damage does, for the hint under its condition; null when undamaged or none kept. */
  conditionHintKey: string | null;
  /** Talents: the effects that carry what the talent changes in play. */
  effects: EffectRow[];
  enrichedDescription: string;
  /** A weapon marked improvised (flags.eote.improvised, toggled on the weapon's sheet). */
  improvised: boolean;
  /** Species, careers and specialisations: skill checkboxes, starting characteristics, the talent tree. */
  identity: IdentityItemContext | null;
  /** The description's heading: a species' text is its special abilities. */
  descriptionHeading: string;
  /** What play mode and a read-only sheet show instead of the form (context/item-card.ts). */
  card: CardContext;
  /** A specialisation in edit mode: its career and each tree cell's talent, picked by name from the packs. */
  picks: { careers: SelectOption[]; talents: SelectOption[] } | null;
}

/**
 * A specialisation's careers by name from the careers pack. A key the pack lacks (a career of another game line, such
 * as the Pilot's Ace) is left out, so no stored key shows; the keys themselves only when the pack names none of them.
 */
function careerNames(s: SpecialisationData, careers: readonly PackChoice[] | undefined): string[] | undefined {
  const keys = [s.career, ...(s.otherCareers ?? [])].filter((k) => k !== "");
  const named = keys.flatMap((k) => careers?.find((c) => c.key === k)?.name ?? []);
  return named.length ? named : undefined;
}

/** Pack entries as select options by name (stored by key), with a stored key the pack lacks kept as its own option. */
function choiceOptions(choices: readonly PackChoice[] | undefined, kept: string, keptLabel: string): SelectOption[] {
  const options = (choices ?? []).map((c) => ({ value: c.key, label: c.name }));
  if (kept && !options.some((o) => o.value === kept)) options.unshift({ value: kept, label: keptLabel || kept });
  return options;
}

const DETAILS: Record<ItemType, string> = {
  weapon: "weapon", armour: "armour", gear: "gear", quality: "quality",
  criticalInjury: "critical", criticalHit: "critical", talent: "talent", forcePower: "forcePower",
  species: "species", career: "career", specialisation: "specialisation", attachment: "attachment",
  ability: "ability",
};

/** The hint under a damaged item's condition: its use penalty (seed 002 REPAIRING GEAR), armour's own wording. */
function conditionHintKey(type: ItemType, stored: unknown): string | null {
  const condition = conditionFrom(stored);
  if (condition === "undamaged") return null;
  const dice = conditionDice(condition);
  if (dice.unusable) return type === "armour" ? "EOTE.Gear.Penalty.UnusableArmour" : "EOTE.Gear.Penalty.Unusable";
  if (type === "armour") return "EOTE.Gear.Penalty.Armour";
  return dice.difficulty > 0 ? "EOTE.Gear.Penalty.Difficulty" : "EOTE.Gear.Penalty.Setback";
}

/** One signed number field of an attachment or modification ("system.damage"). */
export interface StatField {
  stat: string;
  labelKey: string;
  value: number;
}

export interface ModificationRow {
  index: number;
  key: string;
  effect: string;
  installed: boolean;
  stats: StatField[];
  changes: RuleNote[];
}

const ATTACHMENT_STATS = ["damage", "crit", "soak", "defence", "encumbrance"] as const;

function statFields(effect: AttachmentEffect): StatField[] {
  return ATTACHMENT_STATS.map((stat) => ({ stat, labelKey: `EOTE.Gear.Attachment.Stat.${stat}`, value: effect[stat] }));
}

export function buildItemContext(input: ItemInput): ItemContext {
  const s = input.system;
  const weapon = input.type === "weapon" && "firingArcs" in s ? s : null;
  const arcs: readonly string[] = weapon?.firingArcs ?? [];
  const attachment = input.type === "attachment" ? s as AttachmentData : null;
  const specialisation = input.type === "specialisation" ? s as SpecialisationData : null;
  return {
    name: input.name, img: input.img, type: input.type, typeLabelKey: `TYPES.Item.${input.type}`,
    flags: input.flags, system: s, is: { [DETAILS[input.type]]: true, ...(input.type === "criticalHit" ? { criticalHit: true } : {}) },
    vehicleWeapon: weapon !== null && isVehicleWeapon(weapon, input.ownerType),
    advanced: (input.type === "quality" || input.type === "talent") && input.gm === true && input.flags.editable,
    qualities: "qualities" in s ? qualityEntries(s.qualities, input.flags.editable) : [],
    holdsQualities: "qualities" in s,
    options: {
      skills: SKILLS.map((k) => ({ value: k.id, label: `EOTE.Skill.${k.id}` })),
      ranges: RANGE_BANDS.map((r) => ({ value: r, label: `EOTE.Sheet.Range.${r}` })),
      characteristics: CHARACTERISTICS.map((c) => ({ value: c, label: `EOTE.Characteristic.${c}` })),
      severities: ["None", "Easy", "Average", "Hard", "Daunting"].map((n, i) => ({
        value: String(i), label: `EOTE.Sheet.Severity.${n}`,
      })),
      arcs: FIRING_ARCS.map((a) => ({ value: a, label: `EOTE.Sheet.Arc.${a}`, field: `system.firingArcs.${a}`, checked: arcs.includes(a) })),
      activations: TALENT_ACTIVATIONS.map((a) => ({ value: a, label: `EOTE.Sheet.Talent.Activation.${a}` })),
      conditions: ITEM_CONDITIONS.map((c) => ({ value: c, label: `EOTE.Gear.Condition.${c}` })),
      hosts: ATTACHMENT_HOSTS.map((h) => ({ value: h, label: `EOTE.Gear.Attachment.Host.${h}` })),
      critKeys: [{ value: "", label: "EOTE.VehicleCrit.Field.none" }, ...VEHICLE_CRIT_KEYS.map((k) => ({ value: k, label: `EOTE.VehicleCrit.Key.${k}` }))],
      critZones: [{ value: "", label: "EOTE.VehicleCrit.Field.anyZone" }, ...FIRING_ARCS.map((a) => ({ value: a, label: `EOTE.Sheet.Arc.${a}` }))],
    },
    attachments: "attachments" in s && "hardPoints" in s ? attachmentsContext(s.attachments ?? [], s.hardPoints) : null,
    attachmentStats: attachment ? statFields(attachment) : [],
    modifications: (attachment?.modifications ?? []).map((m, index) => ({
      index, key: m.key, effect: m.effect, installed: m.installed, stats: statFields(m), changes: effectNotes(m),
    })),
    conditionHintKey: conditionHintKey(input.type, "condition" in s ? s.condition : undefined),
    effects: (input.effects ?? []).map((e) => ({
      id: e.id, name: e.name, disabled: e.disabled, situational: e.situational,
      lines: changeNotes(e.changes, { type: input.type, system: s }),
    })),
    enrichedDescription: input.enrichedDescription ?? "",
    improvised: input.improvised === true,
    identity: identityItemContext(input.type, s, input.talents ? new Map(input.talents.map((t) => [t.key, t.name])) : undefined),
    descriptionHeading: input.type === "species" ? "EOTE.Identity.Species.Abilities" : "EOTE.Sheet.Section.Description",
    card: itemCard(input.name, input.type, s, {
      id: input.id ?? "", vehicleWeapon: weapon !== null && isVehicleWeapon(weapon, input.ownerType), improvised: input.improvised === true,
      careerNames: specialisation ? careerNames(specialisation, input.careers) : undefined,
      talentTexts: input.talentTexts, states: input.ownerType === "character",
    }),
    picks: specialisation && input.flags.editMode
      ? { careers: choiceOptions(input.careers, specialisation.career, ""), talents: (input.talents ?? []).map((c) => ({ value: c.key, label: c.name })) }
      : null,
  };
}
