/**
 * 6: what the content model could not say before, set once on the documents that existed then. Whole
 * documents only (`complete`, the world runner's toObject() sources), for worlds older than version 6:
 * - Talents whose published entry is Active (Incidental, Out of Turn) were stored as plain incidentals; a
 *   copy of one of ours (by its stable key) that still says so becomes an out-of-turn incidental. A talent
 *   whose owner set another activation keeps it.
 * - The core specialisations that later books list under their own careers (Mechanic under Engineer, Pilot
 *   under Ace, Slicer under Spy: the Age of Rebellion core rulebook) get those careers, when a copy of ours
 *   (by key) names none yet.
 * New documents need neither: the packs and the importers write the new values.
 */
import type { Migration, Source } from "./migrations.ts";

/** Our talents (stable keys) that the published talent entries make Active (Incidental, Out of Turn). */
export const OUT_OF_TURN_TALENTS: readonly string[] = ["dodge", "intensePresence", "intimidating", "rapidReaction", "holdTogether"];

/** Our specialisations (stable keys) that other books' careers list too, with those careers' keys. */
export const OTHER_CAREERS: Readonly<Record<string, readonly string[]>> = { mechanic: ["engineer"], pilot: ["ace"], slicer: ["spy"] };

function outOfTurn(system: Source): boolean {
  if (system["activation"] !== "activeIncidental" || !OUT_OF_TURN_TALENTS.includes(String(system["key"]))) return false;
  system["activation"] = "activeIncidentalOutOfTurn";
  return true;
}

function otherCareers(system: Source): boolean {
  const key = String(system["key"]);
  const listed = Object.hasOwn(OTHER_CAREERS, key) ? OTHER_CAREERS[key] : undefined;
  const now = system["otherCareers"];
  if (!listed || (Array.isArray(now) && now.length > 0)) return false;
  system["otherCareers"] = [...listed];
  return true;
}

export const contentModel: Migration = {
  version: 6,
  existingOnly: true,
  summary: "out-of-turn incidental talents and specialisations listed under several careers",
  complete(documentName, type, system) {
    if (documentName !== "Item") return false;
    if (type === "talent") return outOfTurn(system);
    if (type === "specialisation") return otherCareers(system);
    return false;
  },
};
