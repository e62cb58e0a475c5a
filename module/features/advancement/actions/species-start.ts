/**
 * A species' start on a fresh character (module/rules/character/species.ts speciesStartPlan): its starting
 * characteristics and XP, its fixed free ranks and the player's picks (ledger entries costing 0), its starting
 * talents (one rank each, copied from the talents pack), and the Droid flag for a droid. The species item is
 * created carrying the record of what the start gave (SPECIES_START_FLAG: characteristics and XP before, the
 * talents, the Droid flag), so removing it takes exactly that back (module/rules/character/identity-removal.ts).
 */
import { format } from "../../../foundry/localize.ts";
import { updatePaths } from "../../../foundry/documents.ts";
import { CHARACTERISTICS } from "../../../rules/character/characteristics.ts";
import { checkFreeRankPicks, type FreeRankGrant } from "../../../rules/character/free-ranks.ts";
import { recordSpeciesStart, type StartTalent } from "../../../rules/character/identity-removal.ts";
import { speciesStartPlan, type SpeciesStartPlan } from "../../../rules/character/species.ts";
import type { SkillId } from "../../../rules/checks/skills.ts";
import type { SpeciesData } from "../../../rules/types.ts";
import { SYSTEM_ID } from "../../../system/config.ts";
import { itemsOf, ledgerOf, talentKeyOf, type Character } from "./actor-data.ts";
import { packTalent, refused, storedCharacteristic } from "../actions.ts";
import { freeRankState, grantChanges, skillRanks } from "../form/free-ranks.ts";
import { SPECIES_START_FLAG } from "../model/identity-types.ts";

type Source = { name: string; type: string; system: Record<string, unknown> } & Record<string, unknown>;

/** A fresh character: in creation, no XP yet, nothing bought (free ranks cost nothing and do not count). */
export function fresh(c: Character): boolean {
  return c.creation && c.xp.total === 0 && ledgerOf(c).every((e) => e.refunded || (e.kind === "skill" && e.cost === 0));
}

async function create(actor: Actor.Implementation, data: readonly Record<string, unknown>[]): Promise<Item.Implementation[]> {
  if (!data.length) return [];
  return ((await actor.createEmbeddedDocuments("Item", data as unknown as Item.CreateData[])) ?? []) as Item.Implementation[];
}

/** A starting talent as a new owned talent: the pack's (effects and all), or a bare one named by its key. */
async function talentData(key: string): Promise<Record<string, unknown>> {
  const fromPack = await packTalent(key);
  return fromPack
    ? { ...fromPack, system: { ...(fromPack["system"] as object), rank: 1 }, flags: { ...(fromPack["flags"] as object), [SYSTEM_ID]: { talentKey: key } } }
    : { name: key, type: "talent", system: { rank: 1, key }, flags: { [SYSTEM_ID]: { talentKey: key } } };
}

/**
 * The starting talents: a ranked talent the character already has gets one more rank, an unranked one it has
 * is left as it is, any other is created. Returns what was given, for the start record.
 */
async function giveTalents(actor: Actor.Implementation, keys: readonly string[]): Promise<StartTalent[]> {
  const given: StartTalent[] = [];
  const toCreate: string[] = [];
  for (const key of keys) {
    const owned = itemsOf(actor, "talent").find((t) => talentKeyOf(t) === key);
    if (!owned) { toCreate.push(key); continue; }
    const talent = owned.system as unknown as { ranked: boolean; rank: number };
    if (!talent.ranked) continue;
    await updatePaths(owned, { "system.rank": talent.rank + 1 });
    given.push({ item: owned.id ?? "", key, created: false, from: talent.rank, to: talent.rank + 1 });
  }
  const created = await create(actor, await Promise.all(toCreate.map(talentData)));
  created.forEach((t, i) => given.push({ item: t.id ?? "", key: toCreate[i] ?? "", created: true, from: 0, to: 1 }));
  return given;
}

/** The grants of the plan's free ranks, from the character's ranks now. */
function planGrants(plan: SpeciesStartPlan, ranks: Partial<Record<SkillId, number>>): FreeRankGrant[] {
  const now = { ...ranks };
  return plan.freeRanks.map(({ skill, source }) => {
    const from = now[skill] ?? 0;
    now[skill] = from + 1;
    return { skill, source, from, to: from + 1 };
  });
}

/**
 * Starts the character from the species (`data` the species item's data to embed): refused, with nothing
 * written, when the picks break a choice or a skill would pass rank 2. Without picks, a choice is left to the
 * free-rank prompt. Returns the new species item, or null.
 */
export async function startFromSpecies(actor: Actor.Implementation, c: Character, data: Source, picks: SkillId[] | undefined): Promise<Item.Implementation | null> {
  const species = data.system as unknown as SpeciesData;
  const ranks = skillRanks(c);
  const plan = speciesStartPlan(species, { skills: picks ?? [] }, { careerSkills: c.derived.careerSkills ?? [], ranks, deferChoices: picks === undefined });
  if (!plan.ok) return refused(plan.error) || null;
  const characteristics = Object.fromEntries(CHARACTERISTICS.map((id) => [id, storedCharacteristic(actor, c, id)])) as SpeciesData["characteristics"];
  const droid = (c as unknown as { droid?: boolean }).droid === true;
  const [item] = await create(actor, [data]);
  if (!item) return null;
  const talents = await giveTalents(actor, plan.talents);
  const record = recordSpeciesStart(
    { characteristics, total: c.xp.total, available: c.xp.available, droid },
    { characteristics: plan.characteristics, startingXp: plan.startingXp, droid: plan.droid }, talents,
  );
  await updatePaths(item, { [`flags.${SYSTEM_ID}.${SPECIES_START_FLAG}`]: record });
  const grants = grantChanges(actor, c, planGrants(plan, ranks));
  await updatePaths(actor, {
    "system.characteristics": { ...plan.characteristics },
    "system.xp.total": plan.startingXp,
    "system.xp.available": plan.startingXp,
    ...(record.droidBefore !== null ? { "system.droid": true } : {}),
    ...grants,
  });
  ui.notifications?.info(format("EOTE.Advancement.Notice.SpeciesStart", { species: foundry.utils.escapeHTML(item.name ?? ""), xp: plan.startingXp }));
  return item;
}

/**
 * A species on a character that is not fresh: no start; picks given are checked and given as free ranks (the
 * fixed ones stay to buy free on the sheet, as before).
 */
export async function speciesWithoutStart(actor: Actor.Implementation, c: Character, data: Source, picks: SkillId[] | undefined): Promise<Item.Implementation | null> {
  const [item] = await create(actor, [data]);
  if (!item || !picks?.length) return item ?? null;
  const verdict = checkFreeRankPicks(freeRankState(actor, c), { species: picks, career: [], specialisation: [] });
  if (!verdict.ok) return refused(verdict.error) || item;
  await updatePaths(actor, grantChanges(actor, c, verdict.grants));
  return item;
}

