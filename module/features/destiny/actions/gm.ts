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
import { SYSTEM_ID } from "../../../system/config.ts";
import { EoteError } from "../../../dice/errors.ts";
import { gmRecordOf, writeGmRecord } from "../../../foundry/gm-records.ts";
import type { DestinyPool, FlipDirection } from "../model.ts";
import { canFlip, flip, flipBy, isFlipDirection, oppositeFlip, tooSoon } from "../model.ts";
import { FLIP_QUERY, flipCostCheck, readPool, registerFlipCostCheck, type FlipCostCheck, type Sender } from "./setting.ts";
import { format } from "../../../foundry/localize.ts";

export { FLIP_QUERY, readPool, registerFlipCostCheck, type FlipCostCheck };

/** The kind of GM-only record (module/foundry/gm-records.ts) a card's cost flip leaves: { direction }. */
export const COST_FLIP = "costFlip";

/** The flip a card's cost made, as the GM recorded it; null when none is recorded. */
export function costFlipOf(cardId: string): FlipDirection | null {
  const direction = (gmRecordOf(cardId, COST_FLIP) as { direction?: unknown } | null)?.direction;
  return isFlipDirection(direction) ? direction : null;
}

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
    content: `<p class="eote-destiny-flip">${format(key, { name })}</p>`,
    speaker: { alias: sender.name ?? "" },
    flags: { [SYSTEM_ID]: { destiny: true } },
  });
}

/**
 * One flip by `sender`, applied here (the active GM's client): refused when the same user asked
 * less than a second ago; otherwise queued, checked against the pool as it is at its turn, written
 * and announced under the sender's name.
 *
 * `costOf`: the Force card (message id) whose Destiny cost this flip is. At its turn, when no cost flip
 * is recorded for that card yet and the card's check (registerFlipCostCheck) says the flip is its cost,
 * the flip is recorded in the GM-only store (module/foundry/gm-records.ts): the card's Undo flips it
 * back from that record alone, and the cost is not paid twice, whatever the player's actor says and
 * after a reload or a change of active GM. Only then may a player flip the other way than players flip
 * from the pool (a dark side user's dark point to light); the GM never flips a player's light point.
 */
export function applyFlip(sender: Sender, direction: FlipDirection, now = Date.now(), costOf: string | null = null): Promise<FlipAnswer> {
  const id = sender.id ?? "";
  const previous = lastRequest.get(id);
  lastRequest.set(id, now);
  if (tooSoon(previous, now)) return Promise.resolve({ ok: false, reason: "EOTE.Dice.Destiny.Error.TooSoon" });
  return writeFlip(sender, direction, async (pool) => {
    const cost = costOf !== null && costFlipOf(costOf) === null && await flipCostCheck()(sender, costOf, direction);
    const otherWay = !canFlip(direction, sender.isGM);
    const next = cost && otherWay && !sender.isGM ? flip(pool, direction) : flipBy(pool, direction, sender.isGM);
    return { pool: next, after: cost ? () => writeGmRecord(costOf, COST_FLIP, { direction }) : null };
  });
}

/**
 * The Undo of a Force card's cost flip, by a GM on that GM's client (a GM may set the pool as they
 * like): the point the GM-only record says the card flipped is flipped back, and the record removed, so
 * the card may be paid again. Refused with nothing changed when no flip is recorded for the card.
 */
export function undoCostFlip(sender: Sender, cardId: string): Promise<FlipAnswer> {
  if (!sender.isGM) return Promise.resolve({ ok: false, reason: "EOTE.Dice.Destiny.Error.NotAllowed" });
  const made = costFlipOf(cardId);
  if (made === null) return Promise.resolve({ ok: false, reason: "EOTE.Dice.Destiny.Error.NoCostFlip" });
  return writeFlip(sender, oppositeFlip(made), (pool) => {
    // Read again at its turn: another Undo of the same card may have gone first.
    const still = costFlipOf(cardId);
    if (still === null) throw new EoteError("EOTE.Dice.Destiny.Error.NoCostFlip", "No Destiny point was flipped for this card.");
    return { pool: flip(pool, oppositeFlip(still)), after: () => writeGmRecord(cardId, COST_FLIP, null) };
  });
}

/** A pool change made in turn: the new pool, and what to write once it is written (a record), if anything. */
interface PoolStep {
  pool: DestinyPool;
  after: (() => Promise<unknown>) | null;
}

/**
 * In turn after every change queued before it: the pool `change` makes of the current one, written,
 * its follow-up written, and announced under the sender's name; a flip the rules refuse (an error with
 * a key) is the answer instead.
 */
function writeFlip(sender: Sender, direction: FlipDirection, change: (pool: DestinyPool) => PoolStep | Promise<PoolStep>): Promise<FlipAnswer> {
  return queuePoolChange(async (): Promise<FlipAnswer> => {
    let step: PoolStep;
    try {
      step = await change(readPool());
    } catch (err) {
      const key = (err as { key?: unknown }).key;
      if (typeof key === "string") return { ok: false, reason: key };
      throw err;
    }
    await writePool(step.pool);
    await step.after?.();
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
