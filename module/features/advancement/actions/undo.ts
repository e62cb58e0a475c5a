/**
 * Undo of the last ledger entry, exact. A purchase: the XP comes back, the rank, rating, talent or specialisation goes
 * back to what it was, and the ledger entry stays, marked refunded. Refused with a notice, nothing
 * changed, when what the purchase bought has changed since (a rank edited by hand, an item deleted).
 * A GM's grant (./grant.ts): its amount comes off total and available, by the GM only, and refused when
 * that XP has been spent since.
 *
 * The ledger sits on the character, so it is its owner's to write, while the Undo may be the GM's click:
 * as removing a specialisation does (module/rules/character/identity-removal.ts), a purchase gives back
 * at most what it could have cost by the published prices (Experience and Development: a skill rank
 * 5 × the new rank +5 out of career, a characteristic 10 × the new rating, a talent 5 × its row, a further
 * specialisation 10 × the count it reached +10 out of career; a Force power or upgrade its compendium
 * price, when the pack names it), and never more than the XP spent (total − available).
 *
 * Whole even when a write fails: the Undo is one actor update (XP, ledger, a rank or rating, and what its
 * items are still owed), then the item writes, which the next click finishes (../journal-model.ts).
 */
import { updatePaths } from "../../../foundry/documents.ts";
import {
  characteristicCost, lastPurchase, nothingToUndo, skillRankCost, specialisationCost, undoChanged, undoGrant,
} from "../../../rules/character/advancement.ts";
import { CHARACTERISTIC_MAX } from "../../../rules/character/characteristics.ts";
import { talentCost } from "../../../rules/character/identity.ts";
import { SKILL_RANK_MAX } from "../../../rules/checks/skills.ts";
import { EoteError } from "../../../dice/errors.ts";
import { isCharacteristicId } from "../../../rules/character/characteristics.ts";
import { treeCells } from "../../../rules/character/identity.ts";
import { isSkillId } from "../../../rules/checks/skills.ts";
import type { LedgerEntry } from "../../../rules/types.ts";
import type { ForceLedgerKind } from "../../../rules/character/identity-types.ts";
import { characterOf, ledgerOf, specialisationOf, type Character } from "./actor-data.ts";
import { sameEntry } from "../journal-model.ts";
import { exclusive, refused, spender, storedCharacteristic } from "../actions.ts";
import { owedPath, payOwed } from "./journal.ts";

/**
 * Whether a purchase of another feature's ledger kind may still be taken back: what it bought is as it left
 * it. Its item writes are the shared ones (../journal-model.ts owedFixes).
 */
export type Reversal = (actor: Actor.Implementation, e: LedgerEntry) => boolean;

/** The most a purchase of another feature's kind could have cost (its published price); null: no price known. */
export type Price = (actor: Actor.Implementation, e: LedgerEntry) => Promise<number | null>;

/** The Force's purchases (module/features/force/actions/buy.ts) register theirs, so this feature imports none. */
const featureReversals = new Map<ForceLedgerKind, Reversal>();
const featurePrices = new Map<ForceLedgerKind, Price>();

export function registerReversal(kind: ForceLedgerKind, reversal: Reversal, price?: Price): void {
  featureReversals.set(kind, reversal);
  if (price) featurePrices.set(kind, price);
}

/** A whole number clamped to [low, high] (a ledger's numbers are its writer's). */
const within = (v: number, low: number, high: number): number => (Number.isInteger(v) ? Math.min(high, Math.max(low, v)) : low);

/** The most the purchase `e` could have cost by the published prices; null when no price is known. */
async function priceOf(actor: Actor.Implementation, e: LedgerEntry): Promise<number | null> {
  switch (e.kind) {
    case "skill":
      return skillRankCost(within(e.to, 1, SKILL_RANK_MAX), false);
    case "characteristic":
      return characteristicCost(within(e.to, 1, CHARACTERISTIC_MAX));
    case "talent":
      return Number.isInteger(e.cell) && e.cell >= 0 ? talentCost(e.cell) : 0;
    case "specialisation":
      return specialisationCost(Math.max(0, within(e.to, 1, Number.MAX_SAFE_INTEGER) - 1), false);
    case "grant":
      return 0;
    case "forcePower":
    case "forceUpgrade":
      return (await featurePrices.get(e.kind)?.(actor, e)) ?? null;
  }
}

/** What undoing the purchase `e` gives back: its recorded cost, bounded by its price and by the XP spent. */
async function refundOf(actor: Actor.Implementation, c: Character, e: LedgerEntry): Promise<number> {
  const price = await priceOf(actor, e);
  const spent = Math.max(0, c.xp.total - c.xp.available);
  const cost = Number.isFinite(e.cost) ? Math.max(0, e.cost) : 0;
  return Math.min(cost, spent, price ?? cost);
}

/**
 * Whether one purchase may be taken back now (what it bought is as it left it) and, if so, the character's
 * own paths that take it back, written in the Undo's one actor update (a rank, a rating; items are the
 * owed writes that follow it, ./journal.ts); null when it cannot be.
 */
function reversal(actor: Actor.Implementation, c: Character, e: LedgerEntry): Record<string, unknown> | null {
  switch (e.kind) {
    case "skill":
      if (!isSkillId(e.target) || c.skills[e.target].rank !== e.to) return null;
      return { [`system.skills.${e.target}.rank`]: e.from };
    case "characteristic":
      if (!isCharacteristicId(e.target) || storedCharacteristic(actor, c, e.target) !== e.to) return null;
      return { [`system.characteristics.${e.target}`]: e.from };
    case "specialisation":
      return actor.items.get(e.item) ? {} : null;
    case "talent": {
      const source = actor.items.get(e.source);
      const talent = actor.items.get(e.item);
      if (!source || !talent) return null;
      const tree = treeCells(specialisationOf(source).tree);
      const rank = (talent.system as unknown as { rank: number }).rank;
      return tree[e.cell]?.bought && rank === e.to ? {} : null;
    }
    case "grant":
      // Nothing besides the XP: its amount comes off total and available below.
      return {};
    case "forcePower":
    case "forceUpgrade":
      return featureReversals.get(e.kind)?.(actor, e) === true ? {} : null;
  }
}

/** The XP after undoing `e`: a purchase's cost comes back (`refund`, refundOf); a grant's amount goes (null: already spent). */
function xpAfterUndo(c: Character, e: LedgerEntry, refund: number): Record<string, number> | null {
  if (e.kind !== "grant") return { "system.xp.available": c.xp.available + refund };
  const back = undoGrant(c.xp, e);
  return back && { "system.xp.total": back.total, "system.xp.available": back.available };
}

/** The purchase an Undo would take back now: the last entry not refunded, or null. */
function lastEntryOf(actor: Actor.Implementation): LedgerEntry | null {
  const c = characterOf(actor);
  const ledger = c ? ledgerOf(c) : [];
  return ledger[lastPurchase(ledger)] ?? null;
}

export function undoLastPurchase(actor: Actor.Implementation): Promise<boolean> {
  // The click's action: the purchase it saw as the last (module/chat/card-action.ts, for the ledger). A
  // second click on it, a second GM's at another client, finds it undone and does nothing more.
  const seen = lastEntryOf(actor);
  // Clicked again after a write failed: settling the interrupted Undo (or purchase) is this click's work.
  return exclusive(actor, false, async (settled) => settled || undoNow(actor, seen));
}

async function undoNow(actor: Actor.Implementation, seen: LedgerEntry | null): Promise<boolean> {
  const before = spender(actor);
  const first = before ? lastEntryOf(actor) : null;
  if (!before) return false;
  // The price may come from a compendium (an await): looked up first, so that what follows reads the
  // character and writes its Undo with no await between.
  const refund = first && first.kind !== "grant" ? await refundOf(actor, before, first) : 0;
  const c = characterOf(actor)!;
  const ledger = ledgerOf(c);
  const index = lastPurchase(ledger);
  const last = ledger[index];
  // Undone meanwhile by another click (another GM's): the purchase this click was for is taken back.
  if (seen && (!last || !sameEntry(last, seen))) return true;
  if (!last) return refused(nothingToUndo());
  if (first && !sameEntry(first, last)) return refused(undoChanged());
  // XP the GM granted is the GM's to take back (a player's click would only lose their own XP).
  if (last.kind === "grant" && game.user?.isGM !== true) {
    return refused(new EoteError("EOTE.Party.Error.UndoGrantGmOnly", "Only the GM takes back XP the GM granted."));
  }
  const paths = reversal(actor, c, last);
  const xp = xpAfterUndo(c, last, refund);
  if (!paths || !xp) return refused(undoChanged());
  // One actor update is the Undo: the XP back, the entry refunded, a rank or rating back, and what its
  // items are still owed (../journal-model.ts); then those item writes, which settle finishes if one fails.
  const refunded = { ...last, refunded: true };
  await updatePaths(actor, {
    ...paths, ...xp, "system.xp.ledger": ledger.map((e, i) => (i === index ? refunded : e)), ...owedPath(refunded),
  });
  await payOwed(actor, refunded);
  return true;
}
