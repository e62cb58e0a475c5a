/**
 * The Force from a sheet (seed 002 THE FORCE): committing and uncommitting Force dice, and the Force
 * power check. Who: the GM or the actor's owner. Every refusal is the rule's own localised error
 * (module/rules/force/force.ts), shown as a notice, with nothing changed.
 */
import { SYSTEM_ID } from "../../system/config.ts";
import { commitDice, forceDiceToRoll, requirePowerRating, uncommitDice } from "../../rules/force/force.ts";
import type { ForcePowerData } from "../../rules/types.ts";
import { openDicePoolDialog, type DicePoolRequest } from "../../applications/dice-dialog/index.ts";
import { format, localize, plural } from "../../foundry/localize.ts";
import type { NarrativeRoll, NarrativeRollOptions } from "../../roll/narrative-roll.ts";
import { notifyError } from "../../foundry/notify.ts";
import { canActOn, updatePaths } from "../../foundry/documents.ts";
import { speakerFor, tokenName, tokenUuidField } from "../../chat/token-name.ts";
import { FORCE_CHECK, type ForceFlag, type ForcePowerRef } from "./model.ts";
import { forceOf } from "./actions/actor-data.ts";

export { conflictOf, forceOf, isDarkSideUser } from "./actions/actor-data.ts";

function allowed(actor: Actor.Implementation): boolean {
  if (canActOn(actor)) return true;
  ui.notifications?.warn(localize("EOTE.Combat.Notice.NotAllowed"));
  return false;
}

/** Commits (delta > 0) or uncommits (delta < 0) Force dice; false, with the rule's notice, when refused. */
export async function changeCommitted(actor: Actor.Implementation, delta: number): Promise<boolean> {
  try {
    if (!allowed(actor) || delta === 0) return false;
    const { rating, committed } = forceOf(actor);
    const next = delta > 0 ? commitDice(rating, committed, delta) : uncommitDice(committed, -delta);
    await updatePaths(actor, { "system.forceCommitted": next });
    return true;
  } catch (err) {
    notifyError(err);
    return false;
  }
}

/**
 * A Force power check: the uncommitted Force dice, rolled and posted with flags.eote.check.force (the
 * user's roll mode applies, as to any roll); the card (./card.ts) then offers the Force points.
 */
export async function forcePowerCheck(actor: Actor.Implementation, power?: ForcePowerRef): Promise<ChatMessage.Implementation | null> {
  try {
    if (!allowed(actor)) return null;
    const { rating, committed } = forceOf(actor);
    const dice = forceDiceToRoll(rating, committed);
    const title = power ? format("EOTE.Force.Power.Title", { power: power.name, actor: tokenName(actor) }) : format("EOTE.Force.Check.Title", { actor: tokenName(actor) });
    const options: NarrativeRollOptions = { title };
    const roll = foundry.dice.Roll.create(`${dice}df`, {}, options as Roll.Options) as unknown as NarrativeRoll;
    await roll.evaluate();
    const flag: ForceFlag = { actorUuid: actor.uuid, tokenUuid: "", ...tokenUuidField("tokenUuid", actor), ...(power ? { power } : {}) };
    return await roll.toMessage({ speaker: speakerFor(actor), flags: { [SYSTEM_ID]: { check: { [FORCE_CHECK]: flag } } } } as never) as ChatMessage.Implementation | null;
  } catch (err) {
    notifyError(err);
    return null;
  }
}

/**
 * The dice dialog request of a combined power check: the power's skill pool plus the uncommitted Force
 * dice (seed 002 THE FORCE, COMBINED POWER CHECK), posted with the Force flag so the Force card follows
 * the roll. The dialog's opponent choice makes it a resisted check: the target's skill sets the difficulty
 * (seed 002 RESISTING POWER CHECK; module/rules/checks/opposed.ts). Throws the rule's error when refused.
 */
export function combinedPowerRequest(actor: Actor.Implementation, item: Item.Implementation): DicePoolRequest {
  const s = item.system as unknown as ForcePowerData;
  if (s.skill === null) throw new Error("combinedPowerRequest: the power has no skill");
  const { rating, committed } = forceOf(actor);
  requirePowerRating(rating, s.requiredRating);
  const dice = forceDiceToRoll(rating, committed);
  const pool = actor.checkPool(s.skill);
  pool.force += dice;
  const power: ForcePowerRef = { name: item.name ?? "", points: s.points, combined: true };
  const flag: ForceFlag = { actorUuid: actor.uuid, tokenUuid: "", ...tokenUuidField("tokenUuid", actor), power };
  return {
    title: format("EOTE.Force.Power.Title", { power: power.name, actor: tokenName(actor) }),
    privateTitle: localize(`EOTE.Skill.${s.skill}`),
    pool, actor, skillId: s.skill,
    notes: [
      format("EOTE.Force.Power.Note", { power: power.name, points: plural("EOTE.Force.Power.Needs", s.points) }),
      plural("EOTE.Force.Power.ForceDiceNote", dice),
    ],
    flags: { [FORCE_CHECK]: flag },
  };
}

/**
 * Using a Force power item (the GM or the owner): refused below the power's Force rating, or with no Force
 * die left, with the rule's notice. A power without a skill rolls the plain Force power check; one with a
 * skill opens the dice dialog for a combined check (combinedPowerRequest). Either card says whether the
 * points (and the skill check) activate it.
 */
export async function useForcePower(actor: Actor.Implementation, item: Item.Implementation): Promise<void> {
  try {
    if (!allowed(actor) || item.type !== "forcePower") return;
    const s = item.system as unknown as ForcePowerData;
    if (s.skill !== null) {
      await openDicePoolDialog(combinedPowerRequest(actor, item));
      return;
    }
    requirePowerRating(forceOf(actor).rating, s.requiredRating);
    await forcePowerCheck(actor, { name: item.name ?? "", points: s.points, combined: false });
  } catch (err) {
    notifyError(err);
  }
}
