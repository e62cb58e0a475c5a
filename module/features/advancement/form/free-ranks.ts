/**
 * The free skill ranks at character creation, chosen (module/rules/character/free-ranks.ts decides what is
 * still to choose and checks the picks): a species' chosen ranks, the career's four and the first
 * specialisation's two (a Droid's six and one). Each rank given is a ledger entry costing 0, so Undo takes it
 * back like a purchase, and removing the species, career or specialisation reverses or waits for it.
 * Who: the GM or the character's owner, one purchase at a time. The prompt opens after a species, career or
 * first specialisation is dropped, and from the Advancement tab while any are left to choose.
 */
import { format, localize } from "../../../foundry/localize.ts";
import { updatePaths } from "../../../foundry/documents.ts";
import { checkFreeRankPicks, firstSpecialisationId, pendingFreeRanks, type FreeRankGrant, type FreeRankPicks, type FreeRankState } from "../../../rules/character/free-ranks.ts";
import { SKILL_IDS, type SkillId } from "../../../rules/checks/skills.ts";
import type { CareerData, SpeciesData } from "../../../rules/types.ts";
import { SYSTEM_PATH } from "../../../system/config.ts";
import { entry, itemsOf, ledgerOf, specialisationOf, type Character } from "../actions/actor-data.ts";
import { exclusive, refused, spender } from "../actions.ts";
import { freeRanksContext, FREE_RANKS_TEMPLATE, FREE_RANKS_WIDTH, readFreeRanksForm } from "../free-ranks-model.ts";

/** The first specialisation (firstSpecialisationId). */
function firstSpecialisation(actor: Actor.Implementation, c: Character): Item.Implementation | undefined {
  const specs = itemsOf(actor, "specialisation");
  const id = firstSpecialisationId(specs.map((s) => s.id ?? ""), ledgerOf(c));
  return specs.find((s) => s.id === id);
}

/** The identity items the free ranks come from. */
export function freeRankItems(actor: Actor.Implementation, c: Character) {
  return {
    species: itemsOf(actor, "species")[0], career: itemsOf(actor, "career")[0], specialisation: firstSpecialisation(actor, c),
  };
}

/** Stored skill ranks by id. */
export function skillRanks(c: Character): Partial<Record<SkillId, number>> {
  return Object.fromEntries(SKILL_IDS.map((id) => [id, c.skills[id]?.rank ?? 0]));
}

/** The character as the free-rank rules read it. */
export function freeRankState(actor: Actor.Implementation, c: Character): FreeRankState {
  const items = freeRankItems(actor, c);
  return {
    creation: c.creation,
    species: (items.species?.system as unknown as SpeciesData | undefined) ?? null,
    career: (items.career?.system as unknown as CareerData | undefined) ?? null,
    specialisation: items.specialisation ? specialisationOf(items.specialisation) : null,
    careerSkills: c.derived.careerSkills ?? [],
    ranks: skillRanks(c),
    ledger: ledgerOf(c),
  };
}

/** The skill ranks and ledger entries (free, costing 0) of these grants, for one update. */
export function grantChanges(actor: Actor.Implementation, c: Character, grants: readonly FreeRankGrant[]): Record<string, unknown> {
  const items = freeRankItems(actor, c);
  const itemOf = (source: FreeRankGrant["source"]) =>
    (source === "career" ? items.career : source === "specialisation" ? items.specialisation : items.species)?.id ?? "";
  const changes: Record<string, unknown> = {};
  const ledger = [...ledgerOf(c)];
  for (const g of grants) {
    changes[`system.skills.${g.skill}.rank`] = g.to;
    ledger.push(entry({ kind: "skill", target: g.skill, cost: 0, from: g.from, to: g.to, source: g.source, item: itemOf(g.source) }));
  }
  changes["system.xp.ledger"] = ledger;
  return changes;
}

/**
 * Gives the free ranks picked (species choices in their order, the career's, the first specialisation's):
 * refused with the rule's notice, nothing written, when a pick breaks it. The guided creation calls this
 * with its picks made; the prompt does after a drop.
 */
export function chooseFreeRanks(actor: Actor.Implementation, picks: FreeRankPicks): Promise<boolean> {
  return exclusive(actor, false, async () => {
    const c = spender(actor);
    if (!c) return false;
    const verdict = checkFreeRankPicks(freeRankState(actor, c), picks);
    if (!verdict.ok) return refused(verdict.error);
    if (!verdict.grants.length) return true;
    await updatePaths(actor, grantChanges(actor, c, verdict.grants));
    return true;
  });
}

/** Whether any free rank can be chosen now (the Advancement tab's button). */
export function hasPendingFreeRanks(actor: Actor.Implementation, c: Character): boolean {
  return pendingFreeRanks(freeRankState(actor, c)).some((g) => !g.waiting);
}

/**
 * The prompt for the free ranks that can be chosen now, then chooseFreeRanks with the ticks; nothing when none
 * is left. Closing it chooses nothing: the Advancement tab's button opens it again.
 */
export async function promptFreeRanks(actor: Actor.Implementation): Promise<boolean> {
  const c = spender(actor);
  if (!c) return false;
  const groups = pendingFreeRanks(freeRankState(actor, c)).filter((g) => !g.waiting);
  if (!groups.length) return false;
  const items = freeRankItems(actor, c);
  const names = { species: items.species?.name ?? "", career: items.career?.name ?? "", specialisation: items.specialisation?.name ?? "" };
  const context = freeRanksContext(groups, names, skillRanks(c));
  let form: Record<string, unknown> | null = null;
  try {
    const content = await foundry.applications.handlebars.renderTemplate(`${SYSTEM_PATH}/${FREE_RANKS_TEMPLATE}`, context);
    form = await foundry.applications.api.DialogV2.prompt({
      window: { title: format("EOTE.FreeRanks.Title", { name: actor.name ?? "" }) },
      classes: ["eote-prompt", "eote-free-ranks-prompt"],
      // Wide enough for three columns of skills: a Human's choice of any non-career skill stays short.
      position: { width: FREE_RANKS_WIDTH },
      content,
      ok: {
        label: localize("EOTE.FreeRanks.Confirm"),
        callback: (_event: unknown, button: HTMLButtonElement) => new foundry.applications.ux.FormDataExtended(button.form!).object as Record<string, unknown>,
      },
      rejectClose: false,
      // The League types tie prompt's result to core's own buttons; ours returns the form data.
    } as never) as unknown as Record<string, unknown> | null;
  } catch {
    return false; // Closed without choosing.
  }
  if (!form) return false;
  return chooseFreeRanks(actor, readFreeRanksForm(form, groups));
}
