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
 */
import { updatePaths } from "../../foundry/documents.ts";
import {
  characteristicCost, lastPurchase, nothingToUndo, skillRankCost, specialisationCost, undoChanged, undoGrant,
} from "../../rules/character/advancement.ts";
import { CHARACTERISTIC_MAX } from "../../rules/character/characteristics.ts";
import { talentCost } from "../../rules/character/identity.ts";
import { SKILL_RANK_MAX } from "../../rules/checks/skills.ts";
import { EoteError } from "../../dice/errors.ts";
import { isCharacteristicId } from "../../rules/character/characteristics.ts";
import { treeCells } from "../../rules/character/identity.ts";
import { isSkillId } from "../../rules/checks/skills.ts";
import type { LedgerEntry } from "../../rules/types.ts";
import type { ForceLedgerKind } from "../../rules/character/identity-types.ts";
import { ledgerOf, specialisationOf, type Character } from "./actor-data.ts";
import { exclusive, refused, spender, storedCharacteristic } from "./actions.ts";

/** How another feature takes back a purchase of its own ledger kind (besides the XP and ledger); null: it cannot be. */
export type Reversal = (actor: Actor.Implementation, e: LedgerEntry) => (() => Promise<void>) | null;

/** The most a purchase of another feature's kind could have cost (its published price); null: no price known. */
export type Price = (actor: Actor.Implementation, e: LedgerEntry) => Promise<number | null>;

/** The Force's purchases (module/features/force/buy.ts) register theirs, so this feature imports none. */
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

/** The writes that take one purchase back (besides the XP and ledger), or null when it cannot be. */
function reversal(actor: Actor.Implementation, c: Character, e: LedgerEntry): (() => Promise<void>) | null {
  switch (e.kind) {
    case "skill":
      if (!isSkillId(e.target) || c.skills[e.target].rank !== e.to) return null;
      return async () => updatePaths(actor, { [`system.skills.${e.target}.rank`]: e.from });
    case "characteristic":
      if (!isCharacteristicId(e.target) || storedCharacteristic(actor, c, e.target) !== e.to) return null;
      return async () => updatePaths(actor, { [`system.characteristics.${e.target}`]: e.from });
    case "specialisation": {
      if (!actor.items.get(e.item)) return null;
      return async () => { await actor.deleteEmbeddedDocuments("Item", [e.item]); };
    }
    case "talent": {
      const source = actor.items.get(e.source);
      const talent = actor.items.get(e.item);
      if (!source || !talent) return null;
      const tree = treeCells(specialisationOf(source).tree);
      const rank = (talent.system as unknown as { rank: number }).rank;
      if (!tree[e.cell]?.bought || rank !== e.to) return null;
      return async () => {
        tree[e.cell] = { ...tree[e.cell]!, bought: false };
        await updatePaths(source, { "system.tree": tree });
        if (e.created) await actor.deleteEmbeddedDocuments("Item", [e.item]);
        else if (e.from !== e.to) await updatePaths(talent, { "system.rank": e.from });
      };
    }
    case "grant":
      // Nothing besides the XP: its amount comes off total and available below.
      return async () => undefined;
    case "forcePower":
    case "forceUpgrade":
      return featureReversals.get(e.kind)?.(actor, e) ?? null;
  }
}

/** The XP after undoing `e`: a purchase's cost comes back (refundOf); a grant's amount goes (null: already spent). */
async function xpAfterUndo(actor: Actor.Implementation, c: Character, e: LedgerEntry): Promise<Record<string, number> | null> {
  if (e.kind !== "grant") return { "system.xp.available": c.xp.available + await refundOf(actor, c, e) };
  const back = undoGrant(c.xp, e);
  return back && { "system.xp.total": back.total, "system.xp.available": back.available };
}

export function undoLastPurchase(actor: Actor.Implementation): Promise<boolean> {
  return exclusive(actor, false, () => undoNow(actor));
}

async function undoNow(actor: Actor.Implementation): Promise<boolean> {
  const c = spender(actor);
  if (!c) return false;
  const ledger = ledgerOf(c);
  const index = lastPurchase(ledger);
  if (index < 0) return refused(nothingToUndo());
  const last = ledger[index]!;
  // XP the GM granted is the GM's to take back (a player's click would only lose their own XP).
  if (last.kind === "grant" && game.user?.isGM !== true) {
    return refused(new EoteError("EOTE.Party.Error.UndoGrantGmOnly", "Only the GM takes back XP the GM granted."));
  }
  const undo = reversal(actor, c, last);
  const xp = await xpAfterUndo(actor, c, last);
  if (!undo || !xp) return refused(undoChanged());
  await undo();
  await updatePaths(actor, { ...xp, "system.xp.ledger": ledger.map((e, i) => (i === index ? { ...e, refunded: true } : e)) });
  return true;
}
