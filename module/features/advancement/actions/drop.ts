/**
 * A species, career or specialisation dropped onto a character (module/rules/character/advancement.ts
 * identityDrop): one species and one career at most, the first specialisation free, each further one
 * bought with XP and written in the ledger. In creation mode, the first species dropped on a character
 * with no XP yet starts it (./species-start.ts: characteristics, XP, free ranks, talents; EotE core rules,
 * Step 3). After a drop, the free ranks left to choose are asked for (../form/free-ranks.ts).
 */
import { checkSpecialisation, identityDrop, specialisationInCareer } from "../../../rules/character/advancement.ts";
import { treeCells } from "../../../rules/character/identity.ts";
import type { SkillId } from "../../../rules/checks/skills.ts";
import { SYSTEM_ID } from "../../../system/config.ts";
import type { SpecialisationData } from "../../../rules/types.ts";
import { updatePaths } from "../../../foundry/documents.ts";
import { characterOf, entry, itemsOf, specialisationOf } from "./actor-data.ts";
import { exclusive, refused, spend, spender } from "../actions.ts";
import { promptFreeRanks } from "../form/free-ranks.ts";
import { SPECIES_START_FLAG } from "../model/identity-types.ts";
import { fresh, speciesWithoutStart, startFromSpecies } from "./species-start.ts";

export { IDENTITY_TYPES } from "../model/identity-types.ts";

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

/**
 * Embeds the dropped identity item, or refuses with a notice; returns the new item or null. Then asks for the
 * free ranks it leaves to choose (a species' choice, the career's, the first specialisation's).
 */
export async function dropIdentity(actor: Actor.Implementation, item: Item.Implementation, options: { prompt?: boolean } = {}): Promise<Item.Implementation | null> {
  const created = await exclusive(actor, null, () => dropNow(actor, item, undefined));
  // The guided creation chooses the free ranks itself (chooseFreeRanks): no prompt then.
  if (created && options.prompt !== false) await promptFreeRanks(actor);
  return created;
}

/**
 * A species applied with its choices already made (the guided creation): as a drop, with `skills` the picks
 * for its skill choices in their order, and no prompt. Without `skills`, the free-rank prompt asks as after a drop.
 */
export async function applySpecies(actor: Actor.Implementation, item: Item.Implementation, options: { skills?: SkillId[] } = {}): Promise<Item.Implementation | null> {
  if (item.type !== "species") return null;
  const created = await exclusive(actor, null, () => dropNow(actor, item, options.skills));
  if (created && options.skills === undefined) await promptFreeRanks(actor);
  return created;
}

async function dropNow(actor: Actor.Implementation, item: Item.Implementation, picks: SkillId[] | undefined): Promise<Item.Implementation | null> {
  const c = spender(actor);
  if (!c) return null;
  const type = item.type as "species" | "career" | "specialisation";
  const owned = { species: itemsOf(actor, "species").length, career: itemsOf(actor, "career").length, specialisation: itemsOf(actor, "specialisation").length };
  const verdict = identityDrop(type, owned);
  if (!verdict.ok) return refused(verdict.error) || null;
  const data = embeddable(item);
  if (type === "species") return fresh(c) ? startFromSpecies(actor, c, data, picks) : speciesWithoutStart(actor, c, data, picks);
  if (!verdict.purchase) return create(actor, data);
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
