/**
 * The GM's morality tools in Foundry (seed 002 MORALITY, TRIGGERING MORALITY): End of session rolls 1d10
 * with Foundry's Roll for each player character and applies module/rules/force/morality.ts endOfSession;
 * Trigger morality rolls a d100 and marks the character(s) whose morality is closest. Each posts ONE
 * card (module/features/morality/card.ts) and keeps a record on each character for its exact Undo.
 * GM only: morality is the GM's bookkeeping, and these write other players' characters.
 */
import { closestMorality } from "../../rules/force/morality.ts";
import { notifyError } from "../../foundry/notify.ts";
import { localize } from "../../foundry/localize.ts";
import { escapeText, updatePaths } from "../../foundry/documents.ts";
import { followUpData } from "../../chat/follow-up.ts";
import { playerCharacters } from "../../foundry/player-characters.ts";
import { logPath, MORALITY_FLAG, sessionUpdate, triggerUpdate, type MoralityFlag, type MoralityState } from "./model.ts";

type AnyActor = Actor.Implementation;

function moralityOf(actor: AnyActor): MoralityState | null {
  const m = (actor.system as unknown as { morality?: MoralityState }).morality;
  return m && typeof m.value === "number" ? m : null;
}

function gmOnly(): boolean {
  if (game.user?.isGM === true) return true;
  ui.notifications?.warn(localize("EOTE.Morality.Notice.GMOnly"));
  return false;
}

async function rollDie(formula: string): Promise<Roll> {
  const roll = new foundry.dice.Roll(formula);
  await roll.evaluate();
  return roll;
}

/** Posts the card with its rolls; the GM's roll mode decides who sees it (a card that follows no message). */
async function postCard(title: string, flag: MoralityFlag, rolls: Roll[]): Promise<ChatMessage.Implementation | null> {
  const message = await ChatMessage.create(followUpData({
    content: `<div class="eote-morality-card"><h4 class="eote-morality-card__title">${escapeText(title)}</h4></div>`,
    speaker: ChatMessage.getSpeaker(),
    rolls,
    flags: { eote: { [MORALITY_FLAG]: flag } },
  }, null) as ChatMessage.CreateData) as ChatMessage.Implementation | undefined;
  return message ?? null;
}

/** The GM's tools act on characters with morality: null (with a notice) for a player or when there are none. */
function gmCharactersWithMorality(actors: readonly AnyActor[]): AnyActor[] | null {
  if (!gmOnly()) return null;
  const chars = actors.filter((a) => moralityOf(a) !== null);
  if (chars.length) return chars;
  ui.notifications?.warn(localize("EOTE.Morality.Notice.NoCharacters"));
  return null;
}

/** End of session for `actors` (default: every player character). Returns the card, or null when nothing was done. */
export async function endSession(actors: readonly AnyActor[] = playerCharacters()): Promise<ChatMessage.Implementation | null> {
  try {
    const chars = gmCharactersWithMorality(actors);
    if (!chars) return null;
    const rolls: Roll[] = [];
    for (const _ of chars) rolls.push(await rollDie("1d10"));
    const changes = chars.map((actor, i) => ({ actor, ...sessionUpdate(moralityOf(actor)!, rolls[i]!.total ?? 1) }));
    const message = await postCard(localize("EOTE.Morality.Card.SessionTitle"), { kind: "session", actorUuids: chars.map((a) => a.uuid) }, rolls);
    if (!message) return null;
    for (const { actor, update, record } of changes) await updatePaths(actor, { ...update, [logPath(message.id ?? "")]: record });
    return message;
  } catch (err) {
    notifyError(err);
    return null;
  }
}

/** Trigger morality: a d100, and the character(s) whose morality is closest marked as triggered this session. */
export async function triggerMorality(actors: readonly AnyActor[] = playerCharacters()): Promise<ChatMessage.Implementation | null> {
  try {
    const chars = gmCharactersWithMorality(actors);
    if (!chars) return null;
    const roll = await rollDie("1d100");
    const d100 = roll.total ?? 1;
    const ids = closestMorality(d100, chars.map((a) => ({ id: a.uuid, morality: moralityOf(a)!.value })));
    const named = chars.filter((a) => ids.includes(a.uuid));
    const message = await postCard(localize("EOTE.Morality.Card.TriggerTitle"), { kind: "trigger", d100, actorUuids: ids }, [roll]);
    if (!message) return null;
    for (const actor of named) {
      const { update, record } = triggerUpdate(moralityOf(actor)!, d100);
      await updatePaths(actor, { ...update, [logPath(message.id ?? "")]: record });
    }
    return message;
  } catch (err) {
    notifyError(err);
    return null;
  }
}
