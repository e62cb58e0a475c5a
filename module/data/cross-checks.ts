/** Rules that span fields, checked after the per-field checks pass (so the data has its shape). */
import { isSkillId } from "../rules/skills.ts";
import type { CriticalData, CustomSkill, VehicleData } from "../rules/types.ts";
import { issue, type DocumentName, type ValidationIssue } from "./issues.ts";

function criticalRange(data: CriticalData): ValidationIssue[] {
  if (data.max !== null && data.max < data.min) {
    return [issue("max", "CriticalRange", `The d100 range ${data.min}–${data.max} ends before it starts.`, { min: data.min, max: data.max })];
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

function vehicle(data: VehicleData): ValidationIssue[] {
  if (data.speed.value > data.speed.max) {
    return [issue("speed.value", "AboveMax", `speed.value must be at most ${data.speed.max}, not ${data.speed.value}.`, { value: data.speed.value, max: data.speed.max })];
  }
  return [];
}

export function crossFieldIssues(documentName: DocumentName, type: string, data: unknown): ValidationIssue[] {
  // Only called once the per-field checks passed, so `data` has the type's shape.
  if (documentName === "Item" && (type === "criticalInjury" || type === "criticalHit")) return criticalRange(data as CriticalData);
  if (documentName === "Actor" && type === "character") return customSkills((data as { customSkills: CustomSkill[] }).customSkills);
  if (documentName === "Actor" && type === "vehicle") return vehicle(data as VehicleData);
  return [];
}
