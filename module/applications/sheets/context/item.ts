/** Context builder for item sheets: the stored fields plus the option lists their selects need. */
import { CHARACTERISTICS } from "../../../rules/characteristics.ts";
import { SKILLS } from "../../../rules/skills.ts";
import { FIRING_ARCS, RANGE_BANDS, type FiringArc, type ItemType } from "../../../rules/types.ts";
import { isVehicleWeapon } from "../../../rules/vehicle.ts";
import type { ItemInput, SheetFlags } from "./inputs.ts";
import { qualityEntries, type QualityEntry } from "./qualities.ts";

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
  };
  enrichedDescription: string;
  /** A weapon marked improvised (flags.eote.improvised, toggled on the weapon's sheet). */
  improvised: boolean;
}

const DETAILS: Record<ItemType, string> = {
  weapon: "weapon", armour: "armour", gear: "gear", quality: "quality",
  criticalInjury: "critical", criticalHit: "critical", talent: "talent", forcePower: "forcePower",
};

export function buildItemContext(input: ItemInput): ItemContext {
  const s = input.system;
  const weapon = input.type === "weapon" && "firingArcs" in s ? s : null;
  const arcs: readonly string[] = weapon?.firingArcs ?? [];
  return {
    name: input.name, img: input.img, type: input.type, typeLabelKey: `TYPES.Item.${input.type}`,
    flags: input.flags, system: s, is: { [DETAILS[input.type]]: true },
    vehicleWeapon: weapon !== null && isVehicleWeapon(weapon, input.ownerType),
    advanced: input.type === "quality" && input.gm === true && input.flags.editable,
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
    },
    enrichedDescription: input.enrichedDescription ?? "",
    improvised: input.improvised === true,
  };
}
