/**
 * Helpers that read legacy or hand-written data into stable ids: "Ranged (Light)", "Ranged: Light"
 * and "rangedlight" all become `rangedLight`; "Stun Setting 1" becomes the quality `stunSetting`.
 * Matching is on letters only against the ids themselves, so no English table is needed.
 */
import { SKILLS, type SkillId } from "../rules/checks/skills.ts";

const letters = (text: string): string => text.toLowerCase().replace(/[^a-z]/g, "");

const SKILL_BY_LETTERS = new Map<string, SkillId>();
for (const s of SKILLS) {
  SKILL_BY_LETTERS.set(letters(s.id), s.id);
  // Knowledge skills are often written "Knowledge (Core Worlds)".
  if (s.category === "knowledge") SKILL_BY_LETTERS.set(`knowledge${letters(s.id)}`, s.id);
}

export function skillIdFrom(text: string): SkillId | undefined {
  return SKILL_BY_LETTERS.get(letters(text));
}

// The stable quality keys, used to read "Pierce 2" style entries. A snapshot on purpose, not module/rules/gear/qualities.ts: a migration must keep doing what it did
// when it shipped, whatever later versions add to the live list.
export const QUALITY_KEYS: readonly string[] = [
  "accurate", "autoFire", "blast", "breach", "burn", "concussive", "cortosis", "cumbersome", "defensive",
  "deflection", "disorient", "ensnare", "guided", "knockdown", "inaccurate", "inferior", "ion", "limitedAmmo",
  "linked", "pierce", "prepare", "slowFiring", "stun", "stunDamage", "stunSetting", "sunder", "superior",
  "tractor", "unwieldy", "vicious",
];
const QUALITY_BY_LETTERS = new Map(QUALITY_KEYS.map((k) => [letters(k), k]));

/** "Pierce 2" → { key: "pierce", rating: 2 }; an unknown name keeps its text as the key, never dropped. */
export function qualityRefFrom(text: string): { key: string; rating: number | null } {
  const match = /^(.*?)(?:\s+(\d+))?\s*$/.exec(text.trim());
  const name = match?.[1] ?? text.trim();
  const rating = match?.[2] === undefined ? null : Number(match[2]);
  return { key: QUALITY_BY_LETTERS.get(letters(name)) ?? name, rating };
}

/** A number written as text ("12", " 3 ") as a number; anything else unchanged. */
export function numberFrom(value: unknown): unknown {
  if (typeof value !== "string" || value.trim() === "") return value;
  const n = Number(value);
  return Number.isFinite(n) ? n : value;
}
