/**
 * What an actor brings to a skill check: the characteristic and rank that build the pool
 * (dice core `checkPool`), plus the setback die over-encumbrance adds to Agility and Brawn checks
 * (seed 002 ENCUMBRANCE). Minion groups use their derived group rank (seed 002 MINIONS).
 */
import { EoteError } from "../../dice/errors.ts";
import type { CharacteristicId } from "../character/characteristics.ts";
import type { CombatantDerived, MinionDerived } from "../character/derived-types.ts";
import { groupSkillRank } from "../combat/minion.ts";
import { getSkill, isSkillId } from "./skills.ts";
import type { ActorDataByType, ActorType, CustomSkill, SkillCharacteristic } from "../types.ts";

export interface CheckInputs {
  characteristicId: CharacteristicId;
  characteristic: number;
  rank: number;
  /** Setback dice from over-encumbrance. */
  setback: number;
}

type Combatant = Exclude<ActorType, "vehicle">;

/**
 * The characteristic a skill is rolled with: the list's, or the one an adversary's profile gives it
 * instead ("Lightsaber (Willpower)", module/rules/types.ts SkillCharacteristic).
 */
export function skillCharacteristic(data: { skillCharacteristics?: readonly SkillCharacteristic[] }, skillId: string): CharacteristicId | undefined {
  return data.skillCharacteristics?.find((s) => s.skill === skillId)?.characteristic ?? getSkill(skillId)?.characteristic;
}


export function checkInputs<K extends Combatant>(
  type: K,
  data: ActorDataByType[K],
  derived: CombatantDerived,
  skillId: string,
): CheckInputs {
  // Older adversaries stored before custom skills read none.
  const custom: CustomSkill | undefined = (data as { customSkills?: CustomSkill[] }).customSkills?.find((s) => s.id === skillId);
  const characteristicId = custom?.characteristic ?? skillCharacteristic(data as { skillCharacteristics?: SkillCharacteristic[] }, skillId);
  if (characteristicId === undefined) {
    throw new EoteError("EOTE.Error.UnknownSkill", `${skillId} is not a skill of this actor.`, { skill: skillId });
  }
  let rank = 0;
  // A minion group's custom skill is a group skill: rolled at the group's rank (seed 002 MINIONS).
  if (custom && type === "minion") rank = groupSkillRank((derived as MinionDerived).standing);
  else if (custom) rank = custom.rank;
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
