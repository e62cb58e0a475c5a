/**
 * A skill check from an actor's data: its pool (ranks, characteristic, a minion group's skill), the
 * actor's own statuses and standing fear penalties added, then the dice pool dialog opened for it. What a
 * sheet's skill row does when clicked, and what a skill macro does for the selected token's actor.
 */
import type { Characteristics, CustomSkill } from "../../rules/types.ts";
import { groupSkillRank } from "../../rules/combat/minion.ts";
import type { rankFor, RankSource } from "./context/skills.ts";
import { format, localize } from "../../foundry/localize.ts";
import * as actorActions from "./actor-actions.ts";

/** The actor data a skill check reads (module/rules/types.ts and the models' derived data). */
interface RollSource {
  characteristics?: Characteristics;
  skills?: Parameters<typeof rankFor>[1]["skills"];
  customSkills?: CustomSkill[];
  skillCharacteristics?: Parameters<typeof rankFor>[1]["skillCharacteristics"];
  derived?: { skillRanks?: Parameters<typeof rankFor>[1]["groupRanks"]; standing?: number };
}

/** What a skill check reads from an actor: its characteristics and where its ranks come from; null without characteristics (a vehicle). */
export function skillSource(actor: Actor.Implementation): { characteristics: Characteristics; ranks: RankSource; customSkills: CustomSkill[] } | null {
  const source = actor.system as unknown as RollSource;
  if (!source.characteristics) return null;
  const ranks: RankSource = {
    ...(source.skills ? { skills: source.skills } : {}),
    ...(source.customSkills ? { customSkills: source.customSkills } : {}),
    ...(source.derived?.skillRanks ? { groupRanks: source.derived.skillRanks, groupRank: groupSkillRank(source.derived.standing ?? 0) } : {}),
    ...(source.skillCharacteristics ? { skillCharacteristics: source.skillCharacteristics } : {}),
  };
  return { characteristics: source.characteristics, ranks, customSkills: source.customSkills ?? [] };
}

/** Opens the dice pool dialog for the actor's check with this skill; false when the actor has no such skill. */
export async function rollSkillFor(actor: Actor.Implementation, skillId: string): Promise<boolean> {
  const source = skillSource(actor);
  if (!skillId || !source) return false;
  const { actorView, addFearPenalty, checkStatusModifiers, openDicePoolDialog, skillCheck } = actorActions;
  const check = skillCheck(source.characteristics, skillId, source.ranks);
  if (!check) return false;
  const title = check.labelKey ? localize(check.labelKey) : check.label;
  // The actor's own statuses add their dice (disoriented: +1 setback), each with its note.
  const pool = { ...check.pool };
  const notes: string[] = [];
  for (const m of checkStatusModifiers(actorView(actor))) {
    pool[m.die] += m.count;
    notes.push(format(`EOTE.Combat.Note.Own.${m.status}`, { modifier: m.count }));
  }
  // Fear penalties standing on the actor (seed 002 FEAR: until the end of the encounter).
  addFearPenalty(actor, pool, notes, format);
  await openDicePoolDialog({ title, pool, actor, notes, skillId });
  return true;
}
