/**
 * A minion group's "remove one" and "add one" controls in play (the rule: woundsAfterMinionChange in
 * module/rules/combat/minion.ts). The change goes through the actor's normal update, so it is refused to a
 * user who does not own the group, as Foundry refuses the write; such a user, or a click with no
 * minion left to remove or to bring back, gets a localised notice instead and nothing is written.
 */
import { woundsAfterMinionChange } from "../../rules/combat/minion.ts";
import type { MinionData } from "../../rules/types.ts";
import { localize } from "../../foundry/localize.ts";
import { withGroupSkill } from "./context/skills.ts";
import { updateFields } from "./shared.ts";

/** Removes (`defeated` 1) or brings back (-1) one minion of the group; true when the group changed. */
export async function changeMinionCount(actor: Actor.Implementation, defeated: 1 | -1): Promise<boolean> {
  const notice = (key: string) => { ui.notifications?.warn(localize(`EOTE.Sheet.Minion.${key}`)); return false; };
  if ((actor.type as string) !== "minion") return notice("NotMinion");
  if (!actor.isOwner) return notice("NotOwner");
  // Our data model gives a minion actor this shape (module/rules/types.ts).
  const system = actor.system as unknown as MinionData;
  const wounds = woundsAfterMinionChange(system.wounds.value, system.wounds.threshold, system.groupSize, defeated);
  if (wounds === null) return notice(defeated > 0 ? "NoneLeft" : "AllStanding");
  await updateFields(actor, { "system.wounds.value": wounds });
  return true;
}

/**
 * Ticks or unticks one skill as a group skill of the minion group (the edit mode's checkbox beside each
 * skill; seed 002 MINIONS: a group rolls only its group skills, at standing − 1). Written to
 * `system.groupSkills` through the actor's normal update; refused with a notice to a user who does not
 * own the group, and for an id that is not a skill. True when the list was written.
 */
export async function setGroupSkill(actor: Actor.Implementation, skill: string, on: boolean): Promise<boolean> {
  const notice = (key: string) => { ui.notifications?.warn(localize(`EOTE.Sheet.Minion.${key}`)); return false; };
  if ((actor.type as string) !== "minion") return notice("NotMinion");
  if (!actor.isOwner) return notice("NotOwner");
  const system = actor.system as unknown as MinionData;
  const next = withGroupSkill(system.groupSkills, skill, on);
  if (next === null) return false;
  await updateFields(actor, { "system.groupSkills": next });
  return true;
}
