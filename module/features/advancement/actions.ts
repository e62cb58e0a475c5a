/**
 * Experience purchases from the character sheet (the costs and refusals are module/rules/character/advancement.ts).
 * Who: the GM or the character's owner. Every purchase takes its XP and writes one ledger entry; a
 * refusal shows the rule's localised notice and changes nothing.
 */
import { localize } from "../../foundry/localize.ts";
import { canActOn, itemSourceOf, updatePaths } from "../../foundry/documents.ts";
import { exclusive as exclusiveBy } from "../../chat/exclusive.ts";
import { notifyError, warn } from "../../foundry/notify.ts";
import type { EoteError } from "../../dice/errors.ts";
import { checkCharacteristic, checkSkillRank, checkTalent, freeRankSource, type Purchase } from "../../rules/character/advancement.ts";
import { isCharacteristicId } from "../../rules/character/characteristics.ts";
import { freeRankOffer, treeCells } from "../../rules/character/identity.ts";
import type { OwnedItem } from "../../rules/character/owned-items.ts";
import { isSkillId } from "../../rules/checks/skills.ts";
import type { LedgerEntry } from "../../rules/types.ts";
import { SYSTEM_ID } from "../../system/config.ts";
import { characterOf, entry, itemsOf, ledgerOf, specialisationOf, talentKeyOf, type Character } from "./actions/actor-data.ts";
import { owedPath, purchaseFlags, purchaseMark, settle } from "./actions/journal.ts";

/** The character, when the current user may spend its XP; else a notice and null. */
export function spender(actor: Actor.Implementation): Character | null {
  const c = characterOf(actor);
  if (c && canActOn(actor)) return c;
  ui.notifications?.warn(localize("EOTE.Combat.Notice.NotAllowed"));
  return null;
}

/**
 * One purchase or undo at a time per character (module/chat/exclusive.ts): a double click buys once. Each
 * first settles what an interrupted purchase or Undo left (./actions/journal.ts); `run` is told whether it wrote
 * anything (an Undo clicked again after a failure has then done its work).
 */
export function exclusive<T>(actor: Actor.Implementation, busy: T, run: (settled: boolean) => Promise<T>): Promise<T> {
  return exclusiveBy(`purchase:${actor.uuid}`, busy, () => ui.notifications?.warn(localize("EOTE.Advancement.Notice.Busy")), async () => {
    try {
      return await run(await settle(actor));
    } catch (err) {
      notifyError(err); // a write Foundry refused (a document deleted meanwhile): its own message, localised
      return busy;
    }
  });
}

/** A characteristic as stored: the prepared one may carry effects (Dedication, cybernetics) that XP never bought. */
export function storedCharacteristic(actor: Actor.Implementation, c: Character, id: keyof Character["characteristics"]): number {
  const stored = (actor as unknown as { _source?: { system?: { characteristics?: Record<string, unknown> } } })._source?.system?.characteristics?.[id];
  return typeof stored === "number" ? stored : c.characteristics[id];
}

export function refused(error: EoteError): false {
  warn(error);
  return false;
}

/**
 * The XP and ledger change of a purchase, written with the purchase's own changes in one update: the
 * purchase's last write, after any item it wrote (./journal-model.ts). It also clears what an earlier
 * Undo owed its items, which settle has just paid.
 */
export function spend(c: Character, added: LedgerEntry): Record<string, unknown> {
  return { "system.xp.available": c.xp.available - added.cost, "system.xp.ledger": [...ledgerOf(c), added], ...owedPath(null) };
}

/**
 * One more rank in a skill: 5 × the new rank, +5 when not a career skill (derived career marks count);
 * free during creation when the species or career still offers a free rank in it (freeRankSource).
 */
export function buySkill(actor: Actor.Implementation, skillId: string): Promise<boolean> {
  return exclusive(actor, false, () => buySkillNow(actor, skillId));
}

async function buySkillNow(actor: Actor.Implementation, skillId: string): Promise<boolean> {
  const c = spender(actor);
  if (!c || !isSkillId(skillId)) return false;
  const rank = c.skills[skillId].rank;
  const career = (c.derived.careerSkills ?? []).includes(skillId);
  const owned = actor.items.map((i) => ({ type: i.type, system: i.system }) as unknown as OwnedItem);
  const free = freeRankSource(skillId, rank, c.creation, freeRankOffer(owned), ledgerOf(c));
  const verdict: Purchase = free ? { ok: true, cost: 0, to: rank + 1 } : checkSkillRank(rank, career, c.creation, c.xp.available);
  if (!verdict.ok) return refused(verdict.error);
  const added = entry({ kind: "skill", target: skillId, cost: verdict.cost, from: rank, to: verdict.to, source: free ?? "" });
  await updatePaths(actor, { [`system.skills.${skillId}.rank`]: verdict.to, ...spend(c, added) });
  return true;
}

/** One more point of a characteristic, during creation only: 10 × the new rating. */
export function buyCharacteristic(actor: Actor.Implementation, id: string): Promise<boolean> {
  return exclusive(actor, false, () => buyCharacteristicNow(actor, id));
}

async function buyCharacteristicNow(actor: Actor.Implementation, id: string): Promise<boolean> {
  const c = spender(actor);
  if (!c || !isCharacteristicId(id)) return false;
  const rating = storedCharacteristic(actor, c, id);
  const verdict = checkCharacteristic(rating, c.creation, c.xp.available);
  if (!verdict.ok) return refused(verdict.error);
  const added = entry({ kind: "characteristic", target: id, cost: verdict.cost, from: rating, to: verdict.to });
  await updatePaths(actor, { [`system.characteristics.${id}`]: verdict.to, ...spend(c, added) });
  return true;
}

/** The system's talents compendium: a talent bought from a tree is copied from it, effects and all. */
export const TALENTS_PACK = `${SYSTEM_ID}.talents`;

type TalentPack = {
  metadata?: { packageType?: string; type?: string };
  getIndex?(options: { fields: string[] }): Promise<Iterable<{ _id: string; type?: string; system?: { key?: unknown } }>>;
  getDocument?(id: string): Promise<unknown>;
};

const isTalent = (d: { type?: unknown; system?: unknown } | null | undefined, key: string) =>
  d?.type === "talent" && (d.system as { key?: unknown } | undefined)?.key === key;

/** A talent with this key among a world compendium's Items (talents a GM imported, or made), by its index. */
async function worldPackTalent(pack: TalentPack, key: string): Promise<Item.Implementation | null> {
  if (pack.metadata?.packageType !== "world" || pack.metadata.type !== "Item" || !pack.getIndex || !pack.getDocument) return null;
  for (const entry of await pack.getIndex({ fields: ["system.key"] })) {
    if (isTalent(entry, key)) return ((await pack.getDocument(entry._id)) ?? null) as Item.Implementation | null;
  }
  return null;
}

/**
 * Where a talent bought from a tree is copied from, effects and all: the system's talents pack, then the
 * world's compendia (an imported specialisation's talents sit in "Imported: Talents"), then the world's
 * Items. As data for a new owned talent, linked to its source; null when none has this key.
 */
export async function packTalent(key: string): Promise<Record<string, unknown> | null> {
  if (key === "") return null;
  const pack = game.packs?.get(TALENTS_PACK);
  const docs = pack ? (await pack.getDocuments()) as unknown as Item.Implementation[] : [];
  let found: Item.Implementation | null = docs.find((d) => isTalent(d as never, key)) ?? null;
  for (const other of game.packs?.values() ?? []) {
    if (found) break;
    found = await worldPackTalent(other as unknown as TalentPack, key);
  }
  found ??= (game.items?.find?.((i) => isTalent(i as never, key)) ?? null) as Item.Implementation | null;
  if (!found) return null;
  return itemSourceOf(found);
}

/**
 * A talent cell of an owned specialisation: marks the cell bought, and adds the talent with that key
 * (a new talent item, or one more rank of a ranked talent the character has from another cell).
 */
export function buyTalent(actor: Actor.Implementation, specialisationId: string, index: number): Promise<boolean> {
  return exclusive(actor, false, () => buyTalentNow(actor, specialisationId, index));
}

async function buyTalentNow(actor: Actor.Implementation, specialisationId: string, index: number): Promise<boolean> {
  const c = spender(actor);
  const source = actor.items.get(specialisationId);
  if (!c || !source || source.type !== "specialisation") return false;
  const tree = treeCells(specialisationOf(source).tree);
  const verdict = checkTalent(tree, index, c.xp.available);
  if (!verdict.ok) return refused(verdict.error);
  const cell = tree[index]!;
  const owned = itemsOf(actor, "talent").find((t) => cell.key !== "" && talentKeyOf(t) === cell.key);
  const talent = owned?.system as unknown as { ranked: boolean; rank: number } | undefined;
  const from = talent ? talent.rank : 0;
  const to = talent ? (talent.ranked ? talent.rank + 1 : talent.rank) : 1;
  // A new talent's id is chosen first, so the ledger entry every write carries names it (./journal-model.ts).
  const added = entry({
    kind: "talent", target: cell.key, cost: verdict.cost, from, to, item: owned?.id ?? foundry.utils.randomID(), created: !owned,
    source: specialisationId, cell: index,
  });
  tree[index] = { ...cell, bought: true };
  await updatePaths(source, { "system.tree": tree, ...purchaseMark(added) });
  if (owned && to !== from) await updatePaths(owned, { "system.rank": to, ...purchaseMark(added) });
  if (!owned) {
    const fromPack = await packTalent(cell.key);
    const flags = { [SYSTEM_ID]: { talentKey: cell.key, ...purchaseFlags(added) } };
    const data = fromPack
      ? { ...fromPack, _id: added.item, system: { ...(fromPack["system"] as object), rank: 1 }, flags: { ...(fromPack["flags"] as object), ...flags } }
      : { _id: added.item, name: cell.name || cell.key, type: "talent", system: { rank: 1, key: cell.key }, flags };
    await actor.createEmbeddedDocuments("Item", [data as unknown as Item.CreateData], { keepId: true });
  }
  // Last, in one update: the purchase itself (until it lands, the writes above are rolled back by settle).
  await updatePaths(actor, spend(c, added));
  return true;
}

/** Open or close creation mode: the owner or GM closes it; only the GM opens it again. */
export async function setCreation(actor: Actor.Implementation, open: boolean): Promise<boolean> {
  const c = spender(actor);
  if (!c) return false;
  if (open && !game.user?.isGM) {
    ui.notifications?.warn(localize("EOTE.Advancement.Notice.ReopenGmOnly"));
    return false;
  }
  await updatePaths(actor, { "system.creation": open });
  return true;
}
