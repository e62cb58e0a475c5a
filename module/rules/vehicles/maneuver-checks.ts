/**
 * How the effect maneuvers in force change a combat check (seed 002 STARSHIP MANEUVERS; published rule
 * where the seed is garbled, see maneuverUpgrades): the upgrades from the vessel the check is made from
 * (Evasive Action: difficulty; Stay on Target: ability, on every combat check made from it) and from the
 * vessel the check targets (Evasive Action: difficulty; Stay on Target: ability), each with a note naming
 * the maneuver and the vessel. A vessel
 * that has gained the advantage over its target (seed 002 GAIN ADVANTAGE: "ignore Evasive Action penalties")
 * ignores that target's Evasive Action, with a note saying so.
 */
import type { RuleNote } from "../checks/notes.ts";
import { isEffectManeuver, maneuverUpgrades, type EffectManeuverId } from "./starship-maneuvers.ts";

/** A vessel and the ids of the effect maneuvers in force on it (flags.eote.maneuver of its effects). */
export interface VesselManeuvers {
  vessel: string;
  maneuvers: readonly string[];
}

export interface ManeuverCheckInput {
  /** The vessel the check is made from (the firing vehicle, or the one the attacker crews); null: none. */
  from: VesselManeuvers | null;
  /** The vessel the check targets (the target vehicle, or the one the target crews); null: none. */
  target: VesselManeuvers | null;
  /** The vessel the check is made from has gained the advantage over the target's vessel (Gain the Advantage). */
  advantageOverTarget?: boolean;
}

export interface ManeuverCheckUpgrades {
  ability: number;
  difficulty: number;
  notes: RuleNote[];
}

/** The distinct effect maneuvers among `ids`: one vessel's two Evasive Actions upgrade once, not twice. */
function inForce(ids: readonly string[]): EffectManeuverId[] {
  return [...new Set(ids.filter(isEffectManeuver))];
}

const maneuverNote = (key: string, vessel: string, maneuver: EffectManeuverId): RuleNote =>
  ({ key: `EOTE.Maneuver.Note.${key}`, data: { vessel, maneuver: `EOTE.Maneuver.${maneuver}.Name` } });

/** The upgrades a combat check gets from the effect maneuvers of the vessel it is made from and of its target. */
export function maneuverCheckUpgrades(input: ManeuverCheckInput): ManeuverCheckUpgrades {
  const out: ManeuverCheckUpgrades = { ability: 0, difficulty: 0, notes: [] };
  for (const id of inForce(input.from?.maneuvers ?? [])) {
    const up = maneuverUpgrades(id);
    if (up.ownDifficulty > 0) out.notes.push(maneuverNote("OwnDifficulty", input.from!.vessel, id));
    if (up.ownAbility > 0) out.notes.push(maneuverNote("OwnAbility", input.from!.vessel, id));
    out.difficulty += up.ownDifficulty;
    out.ability += up.ownAbility;
  }
  for (const id of inForce(input.target?.maneuvers ?? [])) {
    if (id === "evasiveAction" && input.advantageOverTarget) {
      out.notes.push({ key: "EOTE.StarshipAction.gainAdvantage.Ignores", data: { vessel: input.target!.vessel, maneuver: `EOTE.Maneuver.${id}.Name` } });
      continue;
    }
    const up = maneuverUpgrades(id);
    if (up.againstDifficulty > 0) out.notes.push(maneuverNote("TargetDifficulty", input.target!.vessel, id));
    if (up.againstAbility > 0) out.notes.push(maneuverNote("TargetAbility", input.target!.vessel, id));
    out.difficulty += up.againstDifficulty;
    out.ability += up.againstAbility;
  }
  return out;
}
