/**
 * What an actor brings to a skill check: the characteristic and rank that build the pool
 * (dice core `checkPool`), plus the setback die over-encumbrance adds to Agility and Brawn checks
 * (seed 002 ENCUMBRANCE). Minion groups use their derived group rank (seed 002 MINIONS).
 */
import { EoteError } from "../../dice/errors.ts";
import type { CharacteristicId } from "../character/characteristics.ts";
import type { CombatantDerived, MinionDerived } from "../character/derived-types.ts";
import { getSkill, isSkillId } from "./skills.ts";
import type { ActorDataByType, ActorType, CustomSkill } from "../types.ts";

export interface CheckInputs {
  characteristicId: CharacteristicId;
  characteristic: number;
  rank: number;
  /** Setback dice from over-encumbrance. */
  setback: number;
}

type Combatant = Exclude<ActorType, "vehicle">;

export function checkInputs<K extends Combatant>(
  type: K,
  data: ActorDataByType[K],
  derived: CombatantDerived,
  skillId: string,
): CheckInputs {
  const custom: CustomSkill | undefined = type === "character"
    ? (data as ActorDataByType["character"]).customSkills.find((s) => s.id === skillId)
    : undefined;
  const characteristicId = custom?.characteristic ?? getSkill(skillId)?.characteristic;
  if (characteristicId === undefined) {
    throw new EoteError("EOTE.Error.UnknownSkill", `${skillId} is not a skill of this actor.`, { skill: skillId });
  }
  let rank = 0;
  if (custom) rank = custom.rank;
  else if (type === "minion") rank = isSkillId(skillId) ? (derived as MinionDerived).skillRanks[skillId] ?? 0 : 0;
  else if (isSkillId(skillId)) rank = (data as ActorDataByType["character"]).skills[skillId].rank;
  const encumbered = characteristicId === "agility" || characteristicId === "brawn";
  return {
    characteristicId,
    characteristic: data.characteristics[characteristicId],
    rank,
    setback: encumbered ? derived.encumbrance.setback : 0,
  };
}
