/**
 * The Force from a sheet (seed 002 THE FORCE): committing and uncommitting Force dice, and the Force
 * power check. Who: the GM or the actor's owner. Every refusal is the rule's own localised error
 * (module/rules/force.ts), shown as a notice, with nothing changed.
 */
import { SYSTEM_ID } from "../config.ts";
import { commitDice, forceDiceToRoll, uncommitDice } from "../rules/force.ts";
import type { NarrativeRoll, NarrativeRollOptions } from "../roll/narrative-roll.ts";
import { notifyError } from "../roll/notify.ts";
import { canActOn, format, localize, updatePaths } from "../combat/documents.ts";
import { speakerFor, tokenName, tokenUuidField } from "../combat/cards/token-name.ts";
import { FORCE_CHECK, type ForceFlag } from "./model.ts";

/** The character's conflict this session, or null for an actor without morality. */
export function conflictOf(actor: Actor.Implementation): number | null {
  const conflict = (actor.system as unknown as { morality?: { conflict?: unknown } }).morality?.conflict;
  return typeof conflict === "number" && Number.isInteger(conflict) && conflict >= 0 ? conflict : null;
}

/** The stored Force numbers of an actor (0 for actors without them). */
export function forceOf(actor: Actor.Implementation): { rating: number; committed: number } {
  const s = actor.system as unknown as { forceRating?: unknown; forceCommitted?: unknown };
  const n = (v: unknown) => (typeof v === "number" && Number.isInteger(v) && v >= 0 ? v : 0);
  return { rating: n(s.forceRating), committed: n(s.forceCommitted) };
}

/**
 * Whether the actor is a dark side user: a character's morality standing (module/rules/morality.ts,
 * derived by its data model); an actor without morality (adversaries) may be marked with
 * `system.darkSideUser` or flags.eote.darkSideUser; else false.
 */
export function isDarkSideUser(actor: Actor.Implementation): boolean {
  const system = actor.system as unknown as { darkSideUser?: unknown; derived?: { morality?: { standing?: unknown } } };
  const standing = system.derived?.morality?.standing;
  if (typeof standing === "string") return standing === "darkSide";
  if (typeof system.darkSideUser === "boolean") return system.darkSideUser;
  return (actor.flags as { eote?: { darkSideUser?: unknown } } | undefined)?.eote?.darkSideUser === true;
}

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
export async function forcePowerCheck(actor: Actor.Implementation): Promise<ChatMessage.Implementation | null> {
  try {
    if (!allowed(actor)) return null;
    const { rating, committed } = forceOf(actor);
    const dice = forceDiceToRoll(rating, committed);
    const options: NarrativeRollOptions = { title: format("EOTE.Force.Check.Title", { actor: tokenName(actor) }) };
    const roll = foundry.dice.Roll.create(`${dice}df`, {}, options as Roll.Options) as unknown as NarrativeRoll;
    await roll.evaluate();
    const flag: ForceFlag = { actorUuid: actor.uuid, tokenUuid: "", ...tokenUuidField("tokenUuid", actor) };
    return await roll.toMessage({ speaker: speakerFor(actor), flags: { [SYSTEM_ID]: { check: { [FORCE_CHECK]: flag } } } } as never) as ChatMessage.Implementation | null;
  } catch (err) {
    notifyError(err);
    return null;
  }
}
