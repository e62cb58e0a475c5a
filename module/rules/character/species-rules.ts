import { EoteError } from "../../dice/errors.ts";

/**
 * Special rules a species can carry that the engine knows, by stable id (published Edge of the Empire
 * core rules, Species; the seeds are silent on species). A species item lists the ids in `system.rules`;
 * the description keeps the full text, and only what is listed under each id is enforced.
 */

/**
 * `droid` (published rule, Droids): needs no food, sleep or air, unaffected by poisons and toxins; repaired
 * with Mechanics, not Medicine, and by emergency repair patches and oil baths, not stimpacks or bacta; cannot
 * become Force-sensitive; trains six career skills and one specialisation skill at creation.
 * Enforced now: the species start sets the character's Droid flag (`system.droid`), which the Medicine,
 * recovery and critical-injury flows read (Mechanics instead of Medicine, repair patches instead of
 * stimpacks, an oil bath instead of a bacta tank); no Force power can be learned (speciesForceRefusal); the
 * six and one free ranks are the Droid's `careerFreeRanks` and `specialisationFreeRanks`. Not enforced
 * (left to the table): immunity to poisons and toxins, needing no food, sleep or air.
 */
export type SpeciesRuleId = "droid";

export const SPECIES_RULE_IDS: readonly SpeciesRuleId[] = ["droid"];

export const isSpeciesRuleId = (v: unknown): v is SpeciesRuleId => (SPECIES_RULE_IDS as readonly unknown[]).includes(v);

/** Whether the species' rules make its character a droid (the actor's Droid flag). */
export function speciesIsDroid(rules: readonly string[]): boolean {
  return rules.includes("droid");
}

/** The refusal when the species' rules forbid Force sensitivity (a droid can never learn a Force power), or null. */
export function speciesForceRefusal(rules: readonly string[]): EoteError | null {
  if (!rules.includes("droid")) return null;
  return new EoteError("EOTE.ForceBuy.Error.Droid", "A droid cannot become Force-sensitive.");
}
