/**
 * The GM's fear check (seed 002 FEAR): for each chosen character, Discipline (Cool when prepared) at the
 * level's difficulty plus its modifiers (module/rules/force/fear.ts fearDifficulty), with the boosts allies gave
 * to its next fear check, rolled by the GM and posted as the character (the GM's roll mode applies, as to
 * any roll) with flags.eote.check.fear; the card (./card.ts) then applies the results at once. A
 * character a triumph made immune this encounter is skipped, with a notice.
 * GM only: the GM calls for fear checks, and the results write every chosen character.
 */
import { SYSTEM_ID } from "../../system/config.ts";
import { addDice, formatPool } from "../../dice/index.ts";
import { fearSkill } from "../../rules/force/fear.ts";
import { applyCheckModifiers } from "../../rules/checks/modifiers.ts";
import { modifierNote } from "../../rules/checks/modifier-notes.ts";
import { checkModifiersOf } from "../../applications/dice-dialog/modifier-sources.ts";
import type { NarrativeRollOptions } from "../../roll/narrative-roll.ts";
import { noticeName, notifyError } from "../../foundry/notify.ts";
import { currentRollMode, isPrivateVisibility, rollModeVisibility } from "../../chat/follow-up.ts";
import { format, localize, noteText } from "../../foundry/localize.ts";
import { updatePaths } from "../../foundry/documents.ts";
import { speakerFor, tokenName, tokenUuidField } from "../../chat/token-name.ts";
import { applyFear, isGmFearCard, trustedBoosts } from "./card.ts";
import { isFearImmune } from "../../foundry/fear-effects.ts";
import { FEAR_BOOSTS, FEAR_CHECK, flagDifficulty, readFearBoosts, readFearChoice, type FearChoice, type FearFlag } from "./model.ts";

type AnyActor = Actor.Implementation;

/** Rolls one character's fear check and posts it; the message, or null when nothing was rolled. */
async function rollOne(actor: AnyActor, choice: FearChoice): Promise<ChatMessage.Implementation | null> {
  const skill = fearSkill(choice.prepared);
  let pool = actor.checkPool(skill);
  pool = { ...pool, difficulty: pool.difficulty + flagDifficulty(choice) };
  const boosts = trustedBoosts(actor, readFearBoosts((actor.flags as { eote?: Record<string, unknown> } | undefined)?.eote?.[FEAR_BOOSTS]));
  if (boosts.length) pool = addDice(pool, "boost", boosts.length);
  // Talents' and gear's dice on Discipline or Cool, as the dice dialog applies them; the GM rolls with no
  // dialog, so a situational one (the player's call) is left out.
  const modifiers = checkModifiersOf(actor, skill).filter((m) => !m.situational);
  pool = applyCheckModifiers(pool, modifiers);
  const notes = [
    ...modifiers.map((m) => `${m.source}: ${noteText(modifierNote(m))}`),
    format("EOTE.Fear.Check.Note", { level: localize(`EOTE.Fear.Level.${choice.level}`), difficulty: flagDifficulty(choice) }),
    ...choice.modifiers.map((m) => localize(`EOTE.Fear.Modifier.${m}`)),
    ...boosts.map((b) => format("EOTE.Fear.Check.BoostNote", { from: b.from })),
  ];
  const title = format("EOTE.Fear.Check.Title", { actor: tokenName(actor), skill: localize(`EOTE.Skill.${skill}`) });
  const options: NarrativeRollOptions = { title };
  const roll = foundry.dice.Roll.create(formatPool(pool, "formula"), {}, options as Roll.Options);
  await roll.evaluate();
  const flag: FearFlag = { ...choice, actorUuid: actor.uuid, tokenUuid: "", ...tokenUuidField("tokenUuid", actor) };
  const rollMode = currentRollMode();
  // A roll not shown to everyone keeps no notes: every client receives its flags (module/applications/dice-dialog/roll-pool.ts).
  const hidden = isPrivateVisibility(rollModeVisibility(rollMode));
  const message = await roll.toMessage({
    speaker: speakerFor(actor),
    flags: { [SYSTEM_ID]: { check: { [FEAR_CHECK]: flag }, ...(hidden ? {} : { notes }) } },
  } as never, { rollMode } as never) as ChatMessage.Implementation | undefined;
  if (!message) return null;
  // The boosts are used up by this check.
  if (boosts.length) await updatePaths(actor, Object.fromEntries(boosts.map((b) => [`flags.eote.${FEAR_BOOSTS}.-=${b.key}`, null])));
  await applyFear(message, actor, flag);
  return message;
}

/** The fear check for `actors` with the GM's choice: one card each. Returns the cards posted. */
export async function fearCheck(choice: FearChoice, actors: readonly AnyActor[]): Promise<ChatMessage.Implementation[]> {
  try {
    if (game.user?.isGM !== true) {
      ui.notifications?.warn(localize("EOTE.Fear.Notice.GMOnly"));
      return [];
    }
    const checked = readFearChoice(choice);
    if (!checked) {
      ui.notifications?.warn(localize("EOTE.Fear.Notice.BadChoice"));
      return [];
    }
    const chars = actors.filter((a) => a.type !== "vehicle");
    if (!chars.length) {
      ui.notifications?.warn(localize("EOTE.Fear.Notice.NoCharacters"));
      return [];
    }
    const posted: ChatMessage.Implementation[] = [];
    for (const actor of chars) {
      if (isFearImmune(actor, isGmFearCard)) {
        ui.notifications?.info(format("EOTE.Fear.Notice.Immune", { name: noticeName(tokenName(actor)) }));
        continue;
      }
      // One character's failure (bad data on it) does not stop the others' checks.
      try {
        const message = await rollOne(actor, checked);
        if (message) posted.push(message);
      } catch (err) {
        notifyError(err);
      }
    }
    return posted;
  } catch (err) {
    notifyError(err);
    return [];
  }
}
