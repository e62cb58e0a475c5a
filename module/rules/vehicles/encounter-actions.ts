/**
 * Starship actions a vehicle may take once per encounter (seed 002: DAMAGE CONTROL "Starship Action –
 * 1/encounter", MANUAL REPAIRS "Athletics ddd – 1/encounter"). Pure: the record a vehicle keeps of them,
 * as the update paths that write and clear it.
 *
 * The record lives on the vehicle at flags.eote.encounterActions.<combatId>.<action> = <useId>, the id
 * the roll's card carries too, so the card's Undo clears exactly its own use and never a later one.
 * Outside combat there is no encounter to count in: no limit and no record. Writing a use drops the
 * records of other combats, which are over or elsewhere.
 */

export const ONCE_PER_ENCOUNTER = ["damageControl", "manualRepairs"] as const;
export type EncounterActionId = (typeof ONCE_PER_ENCOUNTER)[number];

export const ENCOUNTER_LOG = "encounterActions";

export function isEncounterAction(value: unknown): value is EncounterActionId {
  return (ONCE_PER_ENCOUNTER as readonly unknown[]).includes(value);
}

/** One use as the roll's card carries it (flags.eote.check.repair.encounterUse). */
export interface EncounterUse {
  action: EncounterActionId;
  combatId: string;
  useId: string;
}

function recordOf(log: unknown, combatId: string): Record<string, unknown> {
  const entry = log && typeof log === "object" ? (log as Record<string, unknown>)[combatId] : undefined;
  return entry && typeof entry === "object" ? (entry as Record<string, unknown>) : {};
}

/** Whether `action` was taken in combat `combatId` (`log`: the vehicle's flags.eote.encounterActions); never outside combat. */
export function usedThisEncounter(log: unknown, combatId: string, action: EncounterActionId): boolean {
  if (!combatId) return false;
  const used = recordOf(log, combatId)[action];
  return typeof used === "string" && used !== "";
}

/** The update recording a use: this combat's entry written, other combats' records removed. Nothing outside combat. */
export function recordUsePaths(log: unknown, use: EncounterUse): Record<string, unknown> {
  if (!use.combatId) return {};
  const update: Record<string, unknown> = { [`flags.eote.${ENCOUNTER_LOG}.${use.combatId}.${use.action}`]: use.useId };
  if (log && typeof log === "object") {
    for (const other of Object.keys(log)) if (other !== use.combatId) update[`flags.eote.${ENCOUNTER_LOG}.-=${other}`] = null;
  }
  return update;
}

/** The update clearing the use, only while the record is still this use's; empty otherwise. */
export function clearUsePaths(log: unknown, use: EncounterUse): Record<string, unknown> {
  if (!use.combatId || recordOf(log, use.combatId)[use.action] !== use.useId) return {};
  return { [`flags.eote.${ENCOUNTER_LOG}.${use.combatId}.-=${use.action}`]: null };
}

/** What a request for a once-per-encounter action meets: free to take, taken again by the GM's leave, or refused. */
export type EncounterUseVerdict = "free" | "again" | "refused";

/**
 * Whether `action` may be taken now for a vehicle (`used`: already taken in this encounter). Damage control
 * is once per encounter (seed 002 DAMAGE CONTROL "Starship Action – 1/encounter"), but the GM may allow
 * another (published core rule: the GM has the last word on the limits of starship actions); a GM's
 * request is then taken again, with a notice, and a player's refused. Manual Repairs stays strictly once.
 */
export function encounterUseVerdict(action: EncounterActionId, used: boolean, byGM: boolean): EncounterUseVerdict {
  if (!used) return "free";
  return action === "damageControl" && byGM ? "again" : "refused";
}

/** A stored use read defensively (a card's flag is player-written): null for anything malformed. */
export function readEncounterUse(value: unknown): EncounterUse | null {
  const u = value as Partial<EncounterUse> | null | undefined;
  if (!u || typeof u !== "object" || !isEncounterAction(u.action)) return null;
  if (typeof u.combatId !== "string" || !u.combatId || typeof u.useId !== "string" || !u.useId) return null;
  return { action: u.action, combatId: u.combatId, useId: u.useId };
}
