/**
 * Reading a character's identity and experience from its documents, as the pure rules take them
 * (module/rules/character/identity.ts, advancement.ts). No rule is decided here.
 */
import type { CharacterDerived } from "../../../rules/character/derived-types.ts";
import type { CharacterData, LedgerEntry, SpecialisationData } from "../../../rules/types.ts";
import { SYSTEM_ID } from "../../../system/config.ts";

export type Character = CharacterData & { derived: CharacterDerived };

export function characterOf(actor: Actor.Implementation): Character | null {
  // Our character model gives `system` the CharacterData shape plus `derived` (module/data/models).
  return actor.type === "character" ? actor.system as unknown as Character : null;
}

export function itemsOf(actor: Actor.Implementation, type: string): Item.Implementation[] {
  return actor.items.filter((i) => i.type === type);
}

export function specialisationOf(item: Item.Implementation): SpecialisationData {
  return item.system as unknown as SpecialisationData;
}

/**
 * A talent item's stable key. Talent items bought from a tree carry it in flags.eote.talentKey; a
 * `system.key` (should the talent schema have one) is read first.
 */
export function talentKeyOf(item: Item.Implementation): string {
  const own = (item.system as unknown as { key?: unknown }).key;
  if (typeof own === "string" && own !== "") return own;
  const flag = (item.flags as Record<string, { talentKey?: unknown } | undefined>)[SYSTEM_ID]?.talentKey;
  return typeof flag === "string" ? flag : "";
}

export function ledgerOf(c: Character): LedgerEntry[] {
  return c.xp.ledger ?? [];
}

/** A ledger entry with the defaults filled in: who and when come from the shell. */
export function entry(fields: Pick<LedgerEntry, "kind" | "target" | "cost"> & Partial<LedgerEntry>): LedgerEntry {
  return {
    time: Date.now(), user: game.user?.id ?? "", from: 0, to: 0, item: "", created: false, source: "", cell: -1,
    refunded: false, ...fields,
  };
}
