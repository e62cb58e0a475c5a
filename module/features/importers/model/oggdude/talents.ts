/**
 * OggDude's Talents.xml as talent items. What a talent changes goes into an ActiveEffect in the
 * modifier scheme (module/rules/checks/modifiers.ts) where the scheme can say it: thresholds, soak and
 * defence from `<Attributes>`, boost, setback and upgrades on checks from `<DieModifiers>`. What it
 * cannot say (a Force rating, added successes or advantages) stays in the talent's words and is listed
 * in `flags.eote.imported.unmapped`. Pure: no Foundry global.
 */
import { checkModifierKey, MODE_ADD, type CheckDie } from "../../../../rules/checks/modifiers.ts";
import { SKILLS } from "../../../../rules/checks/skills.ts";
import type { ImportedDocument, ImportedEffect } from "../result.ts";
import { flag, int, list, text, type XmlNode } from "../xml.ts";
import { identify, itemDoc, type OggContext } from "./context.ts";
import { ACTIVATIONS, CHARACTERISTIC_KEYS, SKILL_KEYS } from "./keys.ts";

const ATTRIBUTES: Readonly<Record<string, string>> = {
  SoakValue: "system.modifiers.soak",
  WoundThreshold: "system.modifiers.woundThreshold",
  StrainThreshold: "system.modifiers.strainThreshold",
  DefenseMelee: "system.modifiers.defence.melee",
  DefenseRanged: "system.modifiers.defence.ranged",
};

const DICE: Readonly<Record<string, CheckDie>> = {
  BoostCount: "boost",
  AddSetbackCount: "setback",
  SetbackCount: "removeSetback",
  UpgradeAbilityCount: "upgradeAbility",
  UpgradeDifficultyCount: "upgradeDifficulty",
};

/** Counts a die modifier may carry that the scheme has no key for. */
const UNMAPPED_COUNTS = [
  "SuccessCount", "AdvantageCount", "TriumphCount", "FailureCount", "ThreatCount", "DespairCount", "ForceCount",
  "DowngradeProficiencyCount", "DowngradeDifficultyCount", "DowngradeAbilityCount", "UpgradeChallengeCount",
];

const SKILL_TYPES: Readonly<Record<string, string>> = {
  stcombat: "combat", combat: "combat", stgeneral: "general", general: "general", stknowledge: "knowledge", knowledge: "knowledge",
  stsocial: "social", social: "social",
};

type Change = ImportedEffect["changes"][number];

/** Check targets of a die modifier: one skill, a kind of check, or every skill of a characteristic. */
function targets(mod: XmlNode): string[] | null {
  const skill = text(mod["SkillKey"]).trim();
  if (skill) return SKILL_KEYS[skill] ? [SKILL_KEYS[skill]] : null;
  const type = text(mod["SkillType"]).trim().toLowerCase();
  if (type) return SKILL_TYPES[type] ? [SKILL_TYPES[type]] : null;
  const char = CHARACTERISTIC_KEYS[text(mod["SkillChar"]).trim()];
  if (char) return SKILLS.filter((s) => s.characteristic === char).map((s) => s.id);
  return null;
}

/** The scheme's changes for OggDude's attributes and die modifiers, and what has no key in it. */
export function modifierChanges(entry: XmlNode): { changes: Change[]; unmapped: string[] } {
  const changes: Change[] = [];
  const unmapped: string[] = [];
  const attributes = (entry["Attributes"] ?? {}) as XmlNode;
  if (typeof attributes === "object") {
    for (const [name, value] of Object.entries(attributes)) {
      const n = int(value);
      if (n === 0) continue;
      const key = ATTRIBUTES[name];
      if (key) changes.push({ key, mode: MODE_ADD, value: String(n) });
      else unmapped.push(`${name} ${n}`);
    }
  }
  for (const mod of list((entry["DieModifiers"] as XmlNode | undefined)?.["DieModifier"])) {
    if (typeof mod !== "object" || mod === null) continue;
    const node = mod as XmlNode;
    const on = targets(node);
    for (const [field, die] of Object.entries(DICE)) {
      const n = int(node[field]);
      if (n === 0) continue;
      if (on === null) unmapped.push(`${field} ${n}`);
      else for (const target of on) changes.push({ key: checkModifierKey(target, die), mode: MODE_ADD, value: String(n) });
    }
    for (const field of UNMAPPED_COUNTS) {
      const n = int(node[field]);
      if (n !== 0) unmapped.push(`${field} ${n}${on ? ` (${on.join(", ")})` : ""}`);
    }
  }
  return { changes, unmapped };
}

/** One effect carrying the changes, as the talents pack writes them (transferred to the owner). */
export function effectOf(name: string, changes: Change[]): ImportedEffect[] {
  if (changes.length === 0) return [];
  return [{ name, img: "icons/svg/aura.svg", changes, transfer: true, disabled: false }];
}

export function talent(ctx: OggContext, file: string, entry: XmlNode): ImportedDocument | null {
  const { key, name } = identify(entry);
  if (key === "") {
    ctx.out.skip(file, name, "MissingKey", `${name || "An entry"} has no <Key>.`, { name: name || "?" });
    return null;
  }
  const activationValue = text(entry["ActivationValue"]).trim();
  const activation = ACTIVATIONS[activationValue] ?? "passive";
  if (activationValue !== "" && !ACTIVATIONS[activationValue]) {
    ctx.out.warn(file, key, "UnknownActivation", `${key}: activation ${activationValue} read as passive.`, { activation: activationValue });
  }
  const { changes, unmapped } = modifierChanges(entry);
  const row = ctx.talentRow.get(key);
  const extra: Record<string, unknown> = {};
  if (unmapped.length) extra["unmapped"] = unmapped;
  if (flag(entry["ForceTalent"])) extra["forceTalent"] = true;
  const doc = itemDoc(entry, "talent", {
    key, ranked: flag(entry["Ranked"]), rank: 1, activation, tier: row === undefined ? 1 : Math.min(5, row + 1),
  }, extra);
  const effects = effectOf(name, changes);
  return effects.length ? { ...doc, effects } : doc;
}
