/** Rules that span fields, checked after the per-field checks pass (so the data has its shape). */
import { MAX_FULL_THROTTLE_RISE } from "../rules/vehicles/full-throttle.ts";
import { isSkillId } from "../rules/checks/skills.ts";
import type { CharacterData, CriticalData, CustomSkill, ForceData, QualityData, SkillCharacteristic, VehicleData } from "../rules/types.ts";
import { issue, type DocumentName, type ValidationIssue } from "./issues.ts";

function criticalRange(data: CriticalData): ValidationIssue[] {
  if (data.max !== null && data.max < data.min) {
    return [issue("max", "CriticalRange", `The d100 range ${data.min}–${data.max} ends before it starts.`, { min: data.min, max: data.max })];
  }
  return [];
}

/** A passive quality costs nothing to trigger; an active one costs at least one advantage. */
function qualityActivation(data: QualityData): ValidationIssue[] {
  if (!data.active && data.activation !== 0) {
    return [issue("activation", "PassiveActivation", `activation must be 0 for a passive quality, not ${data.activation}.`, { value: data.activation })];
  }
  if (data.active && data.activation < 1) {
    return [issue("activation", "ActiveActivation", `activation must be 1 or more for an active quality, not ${data.activation}.`, { value: data.activation })];
  }
  return [];
}

/** Custom skill ids must be unique on the actor and must not shadow a skill of the list. */
function customSkills(skills: readonly CustomSkill[]): ValidationIssue[] {
  const out: ValidationIssue[] = [];
  const seen = new Set<string>();
  skills.forEach((s, i) => {
    const path = `customSkills.${i}.id`;
    if (s.id === "") out.push(issue(path, "Missing", `${path} is missing.`));
    else if (isSkillId(s.id)) out.push(issue(path, "CustomSkillClash", `Custom skill id ${s.id} is already a skill of the list.`, { id: s.id }));
    else if (seen.has(s.id)) out.push(issue(path, "DuplicateId", `Custom skill id ${s.id} is used twice.`, { id: s.id }));
    seen.add(s.id);
  });
  return out;
}

/** A skill rolled with another characteristic is named once (adversaries). */
function skillCharacteristics(list: readonly SkillCharacteristic[]): ValidationIssue[] {
  const seen = new Set<string>();
  const out: ValidationIssue[] = [];
  list.forEach((s, i) => {
    if (seen.has(s.skill)) out.push(issue(`skillCharacteristics.${i}.skill`, "DuplicateId", `Skill ${s.skill} is given a characteristic twice.`, { id: s.skill }));
    seen.add(s.skill);
  });
  return out;
}

function adversarySkills(data: { customSkills: CustomSkill[]; skillCharacteristics: SkillCharacteristic[] }): ValidationIssue[] {
  return [...customSkills(data.customSkills), ...skillCharacteristics(data.skillCharacteristics)];
}

/**
 * A vehicle's current speed stays within its speed rating, which Full Throttle may raise for a while by up to
 * MAX_FULL_THROTTLE_RISE (module/rules/vehicles/full-throttle.ts): a speed reached then is stored, and the
 * rise is an effect this check cannot see.
 */
function vehicle(data: VehicleData): ValidationIssue[] {
  const max = data.speed.max + MAX_FULL_THROTTLE_RISE;
  if (data.speed.value > max) {
    return [issue("speed.value", "AboveMax", `speed.value must be at most ${max}, not ${data.speed.value}.`, { value: data.speed.value, max })];
  }
  return [];
}

/** Committed Force dice come out of the Force rating (seed 002 THE FORCE): never more than it. */
function forceCommitted(data: { forceRating?: number; forceCommitted?: number }): ValidationIssue[] {
  const rating = data.forceRating ?? 0;
  const committed = data.forceCommitted ?? 0;
  if (committed > rating) {
    return [issue("forceCommitted", "AboveMax", `forceCommitted must be at most ${rating}, not ${committed}.`, { value: committed, max: rating })];
  }
  return [];
}

export function crossFieldIssues(documentName: DocumentName, type: string, data: unknown): ValidationIssue[] {
  // Only called once the per-field checks passed, so `data` has the type's shape.
  if (documentName === "Item" && (type === "criticalInjury" || type === "criticalHit")) return criticalRange(data as CriticalData);
  if (documentName === "Item" && type === "quality") return qualityActivation(data as QualityData);
  if (documentName === "Actor" && type === "character") {
    return [...customSkills((data as { customSkills: CustomSkill[] }).customSkills), ...forceCommitted(data as CharacterData)];
  }
  if (documentName === "Actor" && (type === "nemesis" || type === "rival")) {
    return [...adversarySkills(data as Parameters<typeof adversarySkills>[0]), ...forceCommitted(data as ForceData)];
  }
  if (documentName === "Actor" && type === "minion") return adversarySkills(data as Parameters<typeof adversarySkills>[0]);
  if (documentName === "Actor" && type === "vehicle") return vehicle(data as VehicleData);
  return [];
}
