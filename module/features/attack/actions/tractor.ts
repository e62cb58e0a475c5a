/**
 * Tractor in Foundry (module/rules/vehicles/tractor.ts; seed 002 TRACTOR): a hit holds the vessel (immobilised,
 * recorded on the target's card record, so the card's Undo removes it), and the held vessel's pilot
 * (the crew member at its pilot station, module/foundry/crew.ts) rolls Piloting against the beam's
 * rating to break free. The card (card.ts) has checked the card's trust and acts.ts the viewer's right
 * to act on the target.
 */
import { formatPool } from "../../../dice/index.ts";
import { stationSkill } from "../../../rules/vehicles/crew.ts";
import { breaksFree, TRACTOR_STATUS, tractorEscapeDifficulty, tractorHold } from "../../../rules/vehicles/tractor.ts";
import type { VehicleData } from "../../../rules/types.ts";
import type { NarrativeRoll, NarrativeRollOptions } from "../../../roll/narrative-roll.ts";
import { createFollowUp, postFollowUpRoll } from "../../../chat/follow-up.ts";
import { speakerFor, tokenName } from "../../../chat/token-name.ts";
import { crewMember } from "../../../foundry/crew.ts";
import { format, localize } from "../../../foundry/localize.ts";
import { escapeText, updatePaths } from "../../../foundry/documents.ts";
import { addStatusEffect, foundryStatusId, removeEffects } from "../../../foundry/effects.ts";
import { recordPath, withEffect } from "../apply-model.ts";
import { statusApplied, type AttackFlag, type DamageRecord } from "../model.ts";

const SOURCE = "tractor";

/** The card's tractor hold on the target, while its effect is still there. */
export function heldBy(actor: Actor.Implementation | null, record: DamageRecord | null): string[] {
  return actor ? (record?.effects ?? []).filter((e) => e.source === SOURCE && actor.effects.has(e.id)).map((e) => e.id) : [];
}

const ratingOf = (flag: AttackFlag): number => tractorHold(true, flag.weapon.qualities, "vehicle");

/** Holds the vessel: the record first, naming the effect's id, then the effect; announced to the card's viewers. */
export async function holdInTractor(actor: Actor.Implementation, flag: AttackFlag, messageId: string, record: DamageRecord | null, hit: boolean): Promise<void> {
  if (tractorHold(hit, flag.weapon.qualities, actor.type as string) === 0 || statusApplied(record, SOURCE)) {
    ui.notifications?.warn(localize("EOTE.Combat.Act.Notice.NoTractor"));
    return;
  }
  const status = foundryStatusId(TRACTOR_STATUS);
  const id = foundry.utils.randomID();
  await updatePaths(actor, { [recordPath(messageId)]: withEffect(record, { id, status, source: SOURCE, rounds: null }) });
  await addStatusEffect(actor, status, { rounds: null, origin: `ChatMessage.${messageId}`, id });
  const tokenUuid = flag.targetTokenUuids?.[flag.targetUuids.indexOf(actor.uuid)] ?? "";
  await createFollowUp({
    content: `<p class="eote-status">${format("EOTE.Combat.Act.TractorAnnounce", { name: escapeText(tokenName(actor, tokenUuid)), rating: ratingOf(flag) })}</p>`,
    speaker: speakerFor(actor, tokenUuid),
  }, messageId);
}

/** The held vessel's pilot rolls Piloting at the beam's rating; a success ends this card's hold. */
export async function tractorEscape(actor: Actor.Implementation, flag: AttackFlag, messageId: string, record: DamageRecord | null): Promise<void> {
  const held = heldBy(actor, record);
  if (held.length === 0 || actor.type !== "vehicle") {
    ui.notifications?.warn(localize("EOTE.Combat.Act.Notice.NotHeld"));
    return;
  }
  const pilot = await crewMember(actor, "pilot");
  const skill = stationSkill("pilot", (actor.system as unknown as VehicleData).domain);
  const pool = pilot.checkPool(skill);
  pool.difficulty += tractorEscapeDifficulty(ratingOf(flag));
  const options: NarrativeRollOptions = { title: localize("EOTE.Combat.Act.TractorEscapeTitle"), ...(pool.symbols ? { symbols: pool.symbols } : {}) };
  const check = foundry.dice.Roll.create(formatPool(pool, "formula"), {}, options as Roll.Options) as unknown as NarrativeRoll;
  await check.evaluate();
  const free = breaksFree({ succeeded: check.outcome?.succeeded === true });
  const tokenUuid = flag.targetTokenUuids?.[flag.targetUuids.indexOf(actor.uuid)] ?? "";
  const name = escapeText(tokenName(actor, tokenUuid));
  await postFollowUpRoll(check as unknown as Roll, {
    content: `<p class="eote-status">${format(free ? "EOTE.Combat.Act.TractorFree" : "EOTE.Combat.Act.TractorStillHeld", { name, pilot: escapeText(tokenName(pilot)) })}</p>`,
    speaker: speakerFor(actor, tokenUuid),
  }, messageId);
  if (free) await removeEffects(actor, held);
}
