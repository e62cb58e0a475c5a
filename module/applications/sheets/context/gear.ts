/** Rows for owned items: weapons with damage totals, armour, gear with the encumbrance bar, injuries, talents. */
import type { EncumbranceState } from "../../../rules/character/derived-types.ts";
import { isActiveTalent } from "../../../rules/combat/talent-use.ts";
import { getSkill } from "../../../rules/checks/skills.ts";
import { conditionPenalty, type WeaponCondition } from "../../../rules/gear/weapon-condition.ts";
import { needsReload, readWeaponUse } from "../../../rules/gear/weapon-use.ts";
import type { Characteristics, CriticalData } from "../../../rules/types.ts";
import { SHEET, percent } from "./common.ts";
import { cssImageUrl } from "./layout.ts";
import { itemsOfType, type AnyPlainItem, type PlainItem } from "./inputs.ts";
import { firstKnownQuality, qualityEntries, type QualityEntry } from "./qualities.ts";

interface ItemRowBase {
  id: string;
  name: string;
  img: string;
}

/** A row of an item table (weapons, armour, gear), which shows the item's image beside its name. */
interface TableRowBase extends ItemRowBase {
  /** The image as a CSS url() for the name cell's background (see cssImageUrl); "" when there is none. */
  imgCss: string;
}

export interface WeaponRow extends TableRowBase {
  skillLabelKey: string;
  /** Damage the weapon deals: flat, or the wielder's Brawn plus the bonus. */
  damage: number;
  /** Shown beside the total for Brawn weapons: "Brawn + 2". Null for flat damage. */
  damageBonus: number | null;
  crit: number | null;
  rangeLabelKey: string;
  qualities: QualityEntry[];
  /** The first known quality (firstKnownQuality): the quality run's data-quality, null when none is known. */
  qualityReference: string | null;
  equipped: boolean;
  encumbrance: number;
  firingArcs: { id: string; labelKey: string }[];
  /** A reload changes something: out of ammunition, or Limited Ammo shots spent (needsReload). */
  reload: boolean;
  /**
   * The damage badge (null when undamaged): its label, and the tooltip's fixed key, one per effect
   * conditionPenalty gives (a tooltip carries no data, tests/applications/tooltips.test.ts).
   */
  condition: { id: WeaponCondition; labelKey: string; tooltipKey: string } | null;
  /** False when its damage makes it unusable (seed 002 REPAIRING GEAR): the Attack button is disabled. */
  usable: boolean;
  improvised: boolean;
}

/** The badge of a damaged weapon: what conditionPenalty puts on checks with it (seed 002 REPAIRING GEAR). */
function conditionBadge(condition: WeaponCondition): WeaponRow["condition"] {
  if (condition === "undamaged") return null;
  const penalty = conditionPenalty(condition);
  const effect = penalty.unusable ? "Unusable" : penalty.difficulty > 0 ? "Difficulty" : "Setback";
  return { id: condition, labelKey: `${SHEET}.Weapon.Condition.${condition}`, tooltipKey: `${SHEET}.Weapon.ConditionPenalty.${effect}` };
}

export function weaponRows(items: readonly AnyPlainItem[], brawn: number): WeaponRow[] {
  return itemsOfType(items, "weapon").map((w) => {
    const s = w.system;
    const qualities = qualityEntries(s.qualities);
    return {
      id: w.id, name: w.name, img: w.img, imgCss: cssImageUrl(w.img),
      skillLabelKey: getSkill(s.skill) ? `EOTE.Skill.${s.skill}` : `${SHEET}.Unknown`,
      damage: s.addBrawn ? brawn + s.damage : s.damage,
      damageBonus: s.addBrawn ? s.damage : null,
      crit: s.crit,
      rangeLabelKey: `${SHEET}.Range.${s.range}`,
      qualities,
      qualityReference: firstKnownQuality(qualities),
      equipped: s.equipped,
      encumbrance: s.encumbrance,
      firingArcs: s.firingArcs.map((id) => ({ id, labelKey: `${SHEET}.Arc.${id}` })),
      reload: needsReload(s.qualities, readWeaponUse(w.use?.weaponUse)),
      condition: conditionBadge(s.condition),
      usable: !conditionPenalty(s.condition).unusable,
      improvised: w.use?.improvised === true,
    };
  });
}

export interface ArmourRow extends TableRowBase {
  defence: number;
  soak: number;
  encumbrance: number;
  worn: boolean;
  qualities: QualityEntry[];
  /** The first known quality (firstKnownQuality): the quality run's data-quality, null when none is known. */
  qualityReference: string | null;
}

export function armourRows(items: readonly AnyPlainItem[]): ArmourRow[] {
  return itemsOfType(items, "armour").map((a) => {
    const qualities = qualityEntries(a.system.qualities);
    return {
      id: a.id, name: a.name, img: a.img, imgCss: cssImageUrl(a.img), defence: a.system.defence, soak: a.system.soak,
      encumbrance: a.system.encumbrance, worn: a.system.worn, qualities, qualityReference: firstKnownQuality(qualities),
    };
  });
}

export interface GearRow extends TableRowBase {
  quantity: number;
  encumbrance: number;
  /** Encumbrance of the whole stack. */
  totalEncumbrance: number;
}

export function gearRows(items: readonly AnyPlainItem[]): GearRow[] {
  return itemsOfType(items, "gear").map((g) => ({
    id: g.id, name: g.name, img: g.img, imgCss: cssImageUrl(g.img), quantity: g.system.quantity, encumbrance: g.system.encumbrance,
    totalEncumbrance: g.system.quantity * g.system.encumbrance,
  }));
}

export interface EncumbranceBar extends EncumbranceState {
  /** Bar fill against the threshold, 0–100. */
  pct: number;
  /** i18n key of the state line: within limits, over (setback), far over (maneuvers cost strain). */
  stateKey: string;
}

export function encumbranceBar(state: EncumbranceState): EncumbranceBar {
  const stateKey = state.maneuverCostsStrain ? "FarOver" : state.over ? "Over" : "Within";
  return { ...state, pct: percent(state.value, state.threshold), stateKey: `${SHEET}.Encumbrance.${stateKey}` };
}

export interface InjuryRow extends ItemRowBase {
  severity: number;
  /** "Easy" … "Daunting", or "None" where no check heals it. */
  severityKey: string;
  /** Difficulty dice to heal or repair, one entry each, for the die icons. */
  dice: "difficulty"[];
  range: string;
}

const SEVERITY_NAMES = ["None", "Easy", "Average", "Hard", "Daunting"];

function injuryRow(item: PlainItem<"criticalInjury"> | PlainItem<"criticalHit">): InjuryRow {
  const s: CriticalData = item.system;
  const severity = Math.max(0, Math.min(4, Math.trunc(s.severity)));
  return {
    id: item.id, name: item.name, img: item.img, severity,
    severityKey: `${SHEET}.Severity.${SEVERITY_NAMES[severity] ?? "None"}`,
    dice: Array.from({ length: severity }, () => "difficulty" as const),
    range: s.max === null ? `${s.min}+` : s.min === s.max ? `${s.min}` : `${s.min}–${s.max}`,
  };
}

export function injuryRows(items: readonly AnyPlainItem[]): InjuryRow[] {
  return itemsOfType(items, "criticalInjury").map(injuryRow);
}

export function criticalHitRows(items: readonly AnyPlainItem[]): InjuryRow[] {
  return itemsOfType(items, "criticalHit").map(injuryRow);
}

export interface TalentRow extends ItemRowBase {
  ranked: boolean;
  rank: number;
  /** i18n key of its activation (EOTE.Sheet.Talent.Activation.<id>). */
  activationKey: string;
  /**
   * An active talent's Use button: the tooltip saying what using it spends in combat
   * (EOTE.Sheet.Talent.UseHint.<activation>, module/rules/combat/talent-use.ts); null for a passive one (no button).
   */
  useHintKey: string | null;
  tier: number;
}

export function talentRows(items: readonly AnyPlainItem[]): TalentRow[] {
  return itemsOfType(items, "talent").map((t) => ({
    id: t.id, name: t.name, img: t.img, ranked: t.system.ranked, rank: t.system.rank,
    activationKey: `EOTE.Sheet.Talent.Activation.${t.system.activation}`, tier: t.system.tier,
    useHintKey: isActiveTalent(t.system.activation) ? `EOTE.Sheet.Talent.UseHint.${t.system.activation}` : null,
  }));
}

/** An adversary's special abilities (ability items), by name; the sheet adds their rules text (rules-text.ts). */
export type AbilityRow = ItemRowBase;

export function abilityRows(items: readonly AnyPlainItem[]): AbilityRow[] {
  return itemsOfType(items, "ability").map((a) => ({ id: a.id, name: a.name, img: a.img }));
}

/** Brawn for damage totals; 0 for an actor with no characteristics (vehicles). */
export function brawnOf(values: Characteristics | undefined): number {
  return values?.brawn ?? 0;
}
