/**
 * The Destiny pool on the active GM's client: the only place the pool is written. Every change (a
 * player's flip, the GM's own flip, setting or forming the pool) goes through one promise chain, and
 * each step reads the pool from the setting at its turn, so two flips at once both count.
 *
 * Who asked: Foundry v13 does not tell a `CONFIG.queries` handler who sent the query, and a socket
 * payload's `userId` is only a claim. A chat message's author, on the other hand, is checked by the
 * server (a player cannot post as someone else). So a player's flip is a small request message they
 * post (whispered to the GMs), and the query only names that message; the GM reads the request from
 * the message and the sender from its author, never from the query data.
 */
import { SYSTEM_ID } from "../../system/config.ts";
import type { DestinyPool, FlipDirection } from "./model.ts";
import { canFlip, flip, flipBy, isFlipDirection, tooSoon } from "./model.ts";
import { FLIP_QUERY, flipCostCheck, readPool, registerFlipCostCheck, type FlipCostCheck, type Sender } from "./setting.ts";

export { FLIP_QUERY, readPool, registerFlipCostCheck, type FlipCostCheck };

/** What the GM answers: done, or refused with the i18n key the asking client shows. */
export type FlipAnswer = { ok: true } | { ok: false; reason: string };

/** The part of a request message the GM reads (its author is set by the server, not the poster). */
interface RequestMessage {
  author: Sender | null;
  flags: Record<string, { destinyRequest?: unknown; forceCard?: unknown } | undefined>;
  delete(): Promise<unknown>;
}

let chain: Promise<unknown> = Promise.resolve();
const lastRequest = new Map<string, number>();
const answered = new Set<string>();
/**
 * Force cards whose cost flip (the other way than the player flips from the pool) this GM client has made.
 * The card's own record is on the actor, which its owner can write, so it cannot tell the GM whether the
 * cost was already paid: without this, a player could ask for the same card's flip again and again. Only
 * the GM's Undo of that card (gmFlip) takes its entry out.
 */
const costFlipsMade = new Set<string>();

/** Runs `step` after every change queued before it; a failed step does not stop the ones after. */
export function queuePoolChange<T>(step: () => Promise<T>): Promise<T> {
  const run = chain.then(step);
  chain = run.catch(() => undefined);
  return run;
}

export async function writePool(pool: DestinyPool): Promise<void> {
  await game.settings.set(SYSTEM_ID, "destinyPool", pool);
}

async function announce(sender: Sender, direction: FlipDirection): Promise<void> {
  const key = direction === "lightToDark" ? "EOTE.Chat.DestinyFlipLight" : "EOTE.Chat.DestinyFlipDark";
  const name = foundry.utils.escapeHTML(sender.name ?? "");
  await ChatMessage.create({
    content: `<p class="eote-destiny-flip">${game.i18n!.format(key, { name })}</p>`,
    speaker: { alias: sender.name ?? "" },
    flags: { [SYSTEM_ID]: { destiny: true } },
  });
}

/**
 * One flip by `sender`, applied here (the active GM's client): refused when the same user asked
 * less than a second ago; otherwise queued, checked against the pool as it is at its turn, written
 * and announced under the sender's name.
 */
export function applyFlip(sender: Sender, direction: FlipDirection, now = Date.now(), costOf: string | null = null): Promise<FlipAnswer> {
  const id = sender.id ?? "";
  const previous = lastRequest.get(id);
  lastRequest.set(id, now);
  if (tooSoon(previous, now)) return Promise.resolve({ ok: false, reason: "EOTE.Dice.Destiny.Error.TooSoon" });
  // A Force card's cost may be the other way than this user flips from the pool (checked at its turn).
  return writeFlip(sender, direction, async (pool) => {
    const cost = costOf !== null && !canFlip(direction, sender.isGM) && !costFlipsMade.has(costOf) && await flipCostCheck()(sender, costOf, direction);
    const next = cost ? flip(pool, direction) : flipBy(pool, direction, sender.isGM);
    if (cost) costFlipsMade.add(costOf);
    return next;
  });
}

/**
 * A flip either way by a GM, on that GM's client (a GM may set the pool as they like): the Undo of a Force
 * card's cost flip. The card may then be paid again.
 */
export function gmFlip(sender: Sender, direction: FlipDirection, cardId: string): Promise<FlipAnswer> {
  if (!sender.isGM) return Promise.resolve({ ok: false, reason: "EOTE.Dice.Destiny.Error.NotAllowed" });
  return writeFlip(sender, direction, (pool) => {
    const next = flip(pool, direction);
    costFlipsMade.delete(cardId);
    return next;
  });
}

/**
 * In turn after every change queued before it: the pool `change` makes of the current one, written and
 * announced under the sender's name; a flip the rules refuse (an error with a key) is the answer instead.
 */
function writeFlip(sender: Sender, direction: FlipDirection, change: (pool: DestinyPool) => DestinyPool | Promise<DestinyPool>): Promise<FlipAnswer> {
  return queuePoolChange(async (): Promise<FlipAnswer> => {
    let next: DestinyPool;
    try {
      next = await change(readPool());
    } catch (err) {
      const key = (err as { key?: unknown }).key;
      if (typeof key === "string") return { ok: false, reason: key };
      throw err;
    }
    await writePool(next);
    await announce(sender, direction);
    return { ok: true };
  });
}

/**
 * The query handler (registered in CONFIG.queries). Its data is player-written: only the request
 * message's id is read from it. The message says which way, its author who asks; a request is
 * answered once and then deleted.
 */
export async function onFlipQuery(data: unknown): Promise<FlipAnswer> {
  const refused: FlipAnswer = { ok: false, reason: "EOTE.Dice.Destiny.Error.BadRequest" };
  const messageId = (data as { messageId?: unknown } | null)?.messageId;
  if (typeof messageId !== "string" || answered.has(messageId)) return refused;
  const message = game.messages?.get(messageId) as unknown as RequestMessage | undefined;
  const direction = message?.flags[SYSTEM_ID]?.destinyRequest;
  const sender = message?.author;
  const card = message?.flags[SYSTEM_ID]?.forceCard;
  if (!message || !sender || !isFlipDirection(direction)) return refused;
  answered.add(messageId);
  try {
    return await applyFlip(sender, direction, Date.now(), typeof card === "string" ? card : null);
  } finally {
    await message.delete().catch((err: unknown) => console.error(err));
  }
}

/** Sets the pool by hand (the GM), in turn with the flips. */
export function setPoolInTurn(pool: DestinyPool): Promise<void> {
  return queuePoolChange(() => writePool(pool));
}
