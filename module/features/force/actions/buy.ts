/**
 * Buying Force powers and their upgrades with XP from the Force tab (the rules are
 * module/rules/force/force-tree.ts). Who: the GM or the character's owner, one purchase at a time (the
 * advancement feature's spender and lock). Each purchase takes its XP and writes one entry in the same
 * ledger as talents; the Advancement tab's Undo takes the last entry back exactly (the reversals below).
 * A refusal shows the rule's localised notice and changes nothing.
 */
import { itemSourceOf, updatePaths } from "../../../foundry/documents.ts";
import { localize } from "../../../foundry/localize.ts";
import { checkForcePower, checkForceUpgrade } from "../../../rules/force/force-tree.ts";
import { speciesForceRefusal } from "../../../rules/character/species-rules.ts";
import type { ForcePowerData, ForceTreeCell, LedgerEntry } from "../../../rules/types.ts";
import { SYSTEM_ID } from "../../../system/config.ts";
import { api as advancementApi } from "../../advancement/index.ts";
import { forceOf } from "./actor-data.ts";

const { entry, exclusive, purchaseFlags, purchaseMark, refused, registerReversal, spend, spender } = advancementApi;

/** The system's Force powers compendium: a power is learned from it, tree and all. */
export const FORCE_POWERS_PACK = `${SYSTEM_ID}.force-powers`;

/** A Force power document of the system's pack. */
type PowerDoc = Item.Implementation;

/** A stored power's data (the tree as stored: effects never change it). */
function powerOf(item: { system: unknown }): ForcePowerData {
  return item.system as ForcePowerData;
}

/** A copy of the tree, every cell its own object (the stored one is never changed in place). */
const copyTree = (tree: readonly ForceTreeCell[]): ForceTreeCell[] => tree.map((c) => ({ ...c }));

/** What the Force tab offers to learn: the pack's powers, by id, with their cost (empty without the pack). */
export interface ForcePowerOffer {
  id: string;
  name: string;
  cost: number;
}

export async function forcePowerOffers(): Promise<ForcePowerOffer[]> {
  const pack = game.packs?.get(FORCE_POWERS_PACK) as { getIndex?(o: { fields: string[] }): Promise<Iterable<Record<string, unknown>>> } | undefined;
  if (!pack?.getIndex) return [];
  const offers: ForcePowerOffer[] = [];
  for (const e of await pack.getIndex({ fields: ["system.cost"] })) {
    const cost = (e["system"] as { cost?: unknown } | undefined)?.cost;
    if (e["type"] !== "forcePower" || typeof e["_id"] !== "string") continue;
    offers.push({ id: e["_id"], name: String(e["name"] ?? ""), cost: typeof cost === "number" ? cost : 0 });
  }
  return offers.sort((a, b) => a.name.localeCompare(b.name));
}

/** The power with this id in the system's pack, or null. */
async function packPower(id: string): Promise<PowerDoc | null> {
  const pack = game.packs?.get(FORCE_POWERS_PACK);
  const docs = pack ? (await pack.getDocuments()) as unknown as PowerDoc[] : [];
  return docs.find((d) => d.id === id && d.type === "forcePower") ?? null;
}

/** Whether the character knows the power already: a power item from the same pack document, or of the same name. */
function knows(actor: Actor.Implementation, power: PowerDoc): boolean {
  return actor.items.find((i) => i.type === "forcePower"
    && ((i as unknown as { _stats?: { compendiumSource?: unknown } })._stats?.compendiumSource === power.uuid || i.name === power.name)) !== undefined;
}

/**
 * Learns a power from the system's pack: Force rating 1 or more, not known yet, its cost in XP. The new
 * item is the pack's, linked to it, with no upgrade bought. Returns the new item, or null when refused.
 */
export function learnForcePower(actor: Actor.Implementation, packId: string): Promise<Item.Implementation | null> {
  return exclusive(actor, null, () => learnNow(actor, packId));
}

async function learnNow(actor: Actor.Implementation, packId: string): Promise<Item.Implementation | null> {
  const c = spender(actor);
  if (!c) return null;
  const power = await packPower(packId);
  if (!power) {
    ui.notifications?.warn(localize("EOTE.ForceBuy.Error.NotInPack"));
    return null;
  }
  // A species that cannot be Force-sensitive (a droid) learns no power, whatever Force rating is typed in.
  const species = actor.items.find((i) => i.type === "species")?.system as unknown as { rules?: string[] } | undefined;
  const barred = speciesForceRefusal(species?.rules ?? []);
  if (barred) return refused(barred) || null;
  const data = powerOf(power);
  const verdict = checkForcePower(forceOf(actor).rating, knows(actor, power), data.cost, c.xp.available);
  if (!verdict.ok) return refused(verdict.error) || null;
  const source = itemSourceOf(power);
  const system = { ...(source["system"] as object), tree: copyTree(data.tree).map((cell) => ({ ...cell, bought: false })) };
  // The item carries the entry it belongs to; the entry with the XP is the last write (the advancement
  // feature's journal: an interrupted purchase is rolled back by the next one).
  const added = entry({ kind: "forcePower", target: packId, cost: verdict.cost, from: 0, to: 1, item: foundry.utils.randomID(), created: true });
  const flags = { ...(source["flags"] as object | undefined), [SYSTEM_ID]: { ...((source["flags"] as Record<string, object> | undefined)?.[SYSTEM_ID]), ...purchaseFlags(added) } };
  const created = (await actor.createEmbeddedDocuments("Item", [{ ...source, _id: added.item, system, flags } as unknown as Item.CreateData], { keepId: true }))?.[0] ?? null;
  if (!created) return null;
  await updatePaths(actor, spend(c, added));
  return created as Item.Implementation;
}

/**
 * The id in the system's pack of a dropped power: dropped from the pack itself (its uuid), or a copy that links to it
 * (its compendium source, as a world item imported from the pack or another character's power carries); else null.
 * Only the id is read: what is learned, and its cost, come from the pack, whatever the dropped copy says.
 */
export function forcePackIdOf(item: { uuid: string; _stats?: { compendiumSource?: unknown } }): string | null {
  const prefix = `Compendium.${FORCE_POWERS_PACK}.Item.`;
  for (const uuid of [item.uuid, item._stats?.compendiumSource]) {
    if (typeof uuid === "string" && uuid.startsWith(prefix) && uuid.length > prefix.length) return uuid.slice(prefix.length);
  }
  return null;
}

/**
 * A Force power dropped on a character's sheet. For a player it is the Force tab's purchase: a power of the system's
 * pack is learned as the Force tab's list learns it (its cost in XP, its ledger entry, the Advancement tab's Undo);
 * any other power is refused with a notice that points to the Force tab, since its cost would be whatever its
 * maker wrote. The GM adds a dropped power free, as a dropped talent is added (the GM's say, no XP spent).
 */
export async function dropForcePower(actor: Actor.Implementation, item: Item.Implementation): Promise<Item.Implementation | null> {
  if (game.user?.isGM) {
    const created = await actor.createEmbeddedDocuments("Item", [item.toObject() as unknown as Item.CreateData]);
    return (created?.[0] as Item.Implementation | undefined) ?? null;
  }
  const packId = forcePackIdOf(item as unknown as { uuid: string; _stats?: { compendiumSource?: unknown } });
  if (packId === null) {
    ui.notifications?.warn(localize("EOTE.ForceDrop.NotInPack"));
    return null;
  }
  return learnForcePower(actor, packId);
}

/** Buys one upgrade cell of an owned power, by the tree's lines, at its upgrade's cost. */
export function buyForceUpgrade(actor: Actor.Implementation, powerId: string, index: number): Promise<boolean> {
  return exclusive(actor, false, () => buyUpgradeNow(actor, powerId, index));
}

async function buyUpgradeNow(actor: Actor.Implementation, powerId: string, index: number): Promise<boolean> {
  const c = spender(actor);
  const power = actor.items.get(powerId);
  if (!c || !power || power.type !== "forcePower") return false;
  const data = powerOf(power);
  const tree = copyTree(data.tree);
  const verdict = checkForceUpgrade({ tree, upgrades: data.upgrades }, index, c.xp.available);
  if (!verdict.ok) return refused(verdict.error);
  const cell = tree[index]!;
  tree[index] = { ...cell, bought: true };
  const added = entry({
    kind: "forceUpgrade", target: cell.upgrade, cost: verdict.cost, from: verdict.to - 1, to: verdict.to,
    item: powerId, source: powerId, cell: index,
  });
  await updatePaths(power, { "system.tree": tree, ...purchaseMark(added) });
  await updatePaths(actor, spend(c, added));
  return true;
}

/**
 * Whether a learned power may be taken back: its item is there, as it came (refused when an upgrade of it
 * is bought: that purchase, or a hand edit, is not this one's to take back). The Undo deletes it.
 */
function undoLearn(actor: Actor.Implementation, e: LedgerEntry): boolean {
  const item = actor.items.get(e.item);
  return !!item && item.type === "forcePower" && !powerOf(item).tree.some((c) => c.bought);
}

/** Whether an upgrade may be taken back: the power and the cell are still as the purchase left them. The Undo frees the cell. */
function undoUpgrade(actor: Actor.Implementation, e: LedgerEntry): boolean {
  const item = actor.items.get(e.item);
  if (!item || item.type !== "forcePower" || e.source !== e.item) return false;
  const cell = powerOf(item).tree[e.cell];
  return cell?.bought === true && cell.upgrade === e.target;
}

/** The compendium document an owned power was learned from (its `_stats.compendiumSource`), or "". */
const sourceOf = (item: unknown): string => {
  const source = (item as { _stats?: { compendiumSource?: unknown } } | undefined)?._stats?.compendiumSource;
  return typeof source === "string" ? source : "";
};

/**
 * The price an Undo of a Force purchase gives back at most (module/features/advancement/actions/undo.ts refundOf): the
 * pack's, since the ledger entry and the owned power are the player's to write. A learned power: the pack
 * power the entry names; an upgrade: that upgrade's cost in the pack power the owned one was learned from.
 * Null (no price known: the XP spent still bounds it) for a power the pack does not hold.
 */
async function packPrice(actor: Actor.Implementation, e: LedgerEntry): Promise<number | null> {
  if (e.kind === "forcePower") {
    const power = await packPower(e.target);
    return power ? powerOf(power).cost : null;
  }
  const source = sourceOf(actor.items.get(e.item));
  const pack = game.packs?.get(FORCE_POWERS_PACK);
  const docs = source && pack ? (await pack.getDocuments()) as unknown as PowerDoc[] : [];
  const power = docs.find((d) => d.uuid === source && d.type === "forcePower");
  const upgrade = power ? powerOf(power).upgrades.find((u) => u.key === e.target) : undefined;
  return upgrade ? upgrade.cost : null;
}

registerReversal("forcePower", undoLearn, packPrice);
registerReversal("forceUpgrade", undoUpgrade, packPrice);
