/**
 * A species, career or specialisation dropped onto a character (module/rules/character/advancement.ts
 * identityDrop): one species and one career at most, the first specialisation free, each further one
 * bought with XP and written in the ledger. In creation mode, the first species dropped on a character
 * with no XP yet sets its starting characteristics and XP (EotE core rules, Step 3).
 */
import { checkSpecialisation, identityDrop, specialisationInCareer } from "../../rules/character/advancement.ts";
import { treeCells } from "../../rules/character/identity.ts";
import { recordSpeciesStart } from "../../rules/character/identity-removal.ts";
import { CHARACTERISTICS } from "../../rules/character/characteristics.ts";
import { SYSTEM_ID } from "../../system/config.ts";
import type { SpecialisationData, SpeciesData } from "../../rules/types.ts";
import { format } from "../../foundry/localize.ts";
import { updatePaths } from "../../foundry/documents.ts";
import { characterOf, entry, itemsOf, ledgerOf, specialisationOf, type Character } from "./actor-data.ts";
import { exclusive, refused, spend, spender, storedCharacteristic } from "./actions.ts";
import { SPECIES_START_FLAG } from "./identity-types.ts";

export { IDENTITY_TYPES } from "./identity-types.ts";

type Source = { name: string; type: string; system: Record<string, unknown> } & Record<string, unknown>;

/**
 * The dropped item's data for embedding: a specialisation's tree starts with nothing bought, and a species
 * dragged from another character leaves that character's start record behind.
 */
function embeddable(item: Item.Implementation): Source {
  const data = item.toObject() as unknown as Source;
  const flags = data["flags"] as Record<string, Record<string, unknown> | undefined> | undefined;
  const own = flags?.[SYSTEM_ID];
  if (own && SPECIES_START_FLAG in own) {
    const { [SPECIES_START_FLAG]: _carried, ...rest } = own;
    data["flags"] = { ...flags, [SYSTEM_ID]: rest };
  }
  if (data.type === "specialisation") {
    const spec = data.system as unknown as SpecialisationData;
    data.system = { ...data.system, tree: treeCells(spec.tree ?? []).map((c) => ({ ...c, bought: false })) };
  }
  return data;
}

async function create(actor: Actor.Implementation, data: Source): Promise<Item.Implementation | null> {
  const created = await actor.createEmbeddedDocuments("Item", [data as unknown as Item.CreateData]);
  return (created?.[0] as Item.Implementation | undefined) ?? null;
}

/** A fresh character: in creation mode, with no XP yet and nothing bought (or all of it refunded). */
function fresh(c: Character): boolean {
  return c.creation && c.xp.total === 0 && ledgerOf(c).every((e) => e.refunded);
}

/** What a fresh character had before the species' start: its stored characteristics and XP. */
function beforeStart(actor: Actor.Implementation, c: Character) {
  const characteristics = Object.fromEntries(CHARACTERISTICS.map((id) => [id, storedCharacteristic(actor, c, id)])) as SpeciesData["characteristics"];
  return { characteristics, total: c.xp.total, available: c.xp.available };
}

/**
 * A fresh character takes the species' starting characteristics and XP. The species item is created
 * carrying the record of what was there before (SPECIES_START_FLAG), so removing it later takes exactly
 * this back (module/rules/character/identity-removal.ts).
 */
function withStartRecord(data: Source, actor: Actor.Implementation, c: Character): Source {
  const record = recordSpeciesStart(beforeStart(actor, c), data.system as unknown as SpeciesData);
  const flags = (data["flags"] ?? {}) as Record<string, Record<string, unknown> | undefined>;
  return { ...data, flags: { ...flags, [SYSTEM_ID]: { ...flags[SYSTEM_ID], [SPECIES_START_FLAG]: record } } };
}

async function startFromSpecies(actor: Actor.Implementation, species: SpeciesData, name: string): Promise<void> {
  await updatePaths(actor, {
    "system.characteristics": { ...species.characteristics },
    "system.xp.total": species.startingXp,
    "system.xp.available": species.startingXp,
  });
  ui.notifications?.info(format("EOTE.Advancement.Notice.SpeciesStart", { species: name, xp: species.startingXp }));
}

/** Embeds the dropped identity item, or refuses with a notice; returns the new item or null. */
export function dropIdentity(actor: Actor.Implementation, item: Item.Implementation): Promise<Item.Implementation | null> {
  return exclusive(actor, null, () => dropNow(actor, item));
}

async function dropNow(actor: Actor.Implementation, item: Item.Implementation): Promise<Item.Implementation | null> {
  const c = spender(actor);
  if (!c) return null;
  const type = item.type as "species" | "career" | "specialisation";
  const owned = { species: itemsOf(actor, "species").length, career: itemsOf(actor, "career").length, specialisation: itemsOf(actor, "specialisation").length };
  const verdict = identityDrop(type, owned);
  if (!verdict.ok) return refused(verdict.error) || null;
  const data = embeddable(item);
  if (!verdict.purchase) {
    const starts = type === "species" && fresh(c);
    const created = await create(actor, starts ? withStartRecord(data, actor, c) : data);
    if (created && starts) await startFromSpecies(actor, data.system as unknown as SpeciesData, item.name);
    return created;
  }
  const spec = data.system as unknown as SpecialisationData;
  const keys = itemsOf(actor, "specialisation").map((s) => specialisationOf(s).key);
  const careerKey = (itemsOf(actor, "career")[0]?.system as unknown as { key?: string } | undefined)?.key ?? "";
  const inCareer = specialisationInCareer(spec, careerKey);
  const purchase = checkSpecialisation(keys, spec.key, inCareer, c.xp.available);
  if (!purchase.ok) return refused(purchase.error) || null;
  const created = await create(actor, data);
  if (!created) return null;
  const added = entry({
    kind: "specialisation", target: spec.key, cost: purchase.cost, from: keys.length, to: purchase.to,
    item: created.id ?? "", created: true,
  });
  await updatePaths(actor, spend(c, added));
  return created;
}

export { characterOf };
