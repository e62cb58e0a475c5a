/**
 * What the core species of the species pack (packs/_source/species) carry besides their profile, for the
 * migration that fills species items from before these fields (./migrations.ts, version 6). A species item is
 * ours when it came from the pack (its compendium source names the pack document) or, as drops onto a
 * character keep no source, when it has the pack's name with the pack's characteristics and starting XP.
 * tests/migrations/species-migration.test.ts checks this table against the pack.
 */
import type { SpeciesData } from "../rules/types.ts";

type Extras = Pick<SpeciesData, "startingTalents" | "skillChoices" | "rules" | "careerFreeRanks" | "specialisationFreeRanks">;

export interface CoreSpecies {
  /** The pack document's id. */
  id: string;
  name: string;
  /** Brawn, Agility, Intellect, Cunning, Willpower, Presence. */
  ratings: [number, number, number, number, number, number];
  startingXp: number;
  extras: Extras;
}

const plain = (over: Partial<Extras> = {}): Extras => ({
  startingTalents: [], skillChoices: [], rules: [], careerFreeRanks: null, specialisationFreeRanks: null, ...over,
});

export const CORE_SPECIES: readonly CoreSpecies[] = [
  { id: "RaPUNcA6B1XHUD5q", name: "Bothan", ratings: [1, 2, 2, 3, 2, 2], startingXp: 100, extras: plain({ startingTalents: ["convincingDemeanor"] }) },
  {
    id: "iroXLDg7utrP8Q9Y", name: "Droid", ratings: [1, 1, 1, 1, 1, 1], startingXp: 175,
    extras: plain({ startingTalents: ["enduring"], rules: ["droid"], careerFreeRanks: 6, specialisationFreeRanks: 1 }),
  },
  { id: "3m9jpyZntmQmKs8C", name: "Gand", ratings: [2, 2, 2, 2, 3, 1], startingXp: 100, extras: plain() },
  {
    id: "UyaSMoATzLNq5C07", name: "Human", ratings: [2, 2, 2, 2, 2, 2], startingXp: 110,
    extras: plain({ skillChoices: [{ skills: [], count: 2, nonCareer: true }] }),
  },
  { id: "PaUK1ITbrP3FDfdt", name: "Rodian", ratings: [2, 3, 2, 2, 1, 2], startingXp: 100, extras: plain({ startingTalents: ["expertTracker"] }) },
  { id: "GfjGPUhJWKmhQvpG", name: "Trandoshan", ratings: [3, 1, 2, 2, 2, 2], startingXp: 90, extras: plain() },
  {
    id: "fLhJ5CQ0GQorhXEy", name: "Twi'lek", ratings: [1, 2, 2, 2, 2, 3], startingXp: 100,
    extras: plain({ skillChoices: [{ skills: ["charm", "deception"], count: 1, nonCareer: false }] }),
  },
  { id: "cI4M3CVxdebKeADX", name: "Wookiee", ratings: [3, 2, 2, 2, 1, 2], startingXp: 90, extras: plain() },
];

const ORDER = ["brawn", "agility", "intellect", "cunning", "willpower", "presence"] as const;
const PACK_SOURCE = "Compendium.eote.species.Item.";

/** The core species this item is, or undefined: by its compendium source, else by name, characteristics and XP. */
export function coreSpeciesOf(system: Record<string, unknown>, doc: { name?: string | undefined; sourceId?: string | undefined } = {}): CoreSpecies | undefined {
  const source = doc.sourceId?.startsWith(PACK_SOURCE) ? doc.sourceId.slice(PACK_SOURCE.length) : null;
  if (source) return CORE_SPECIES.find((s) => s.id === source);
  const ratings = system["characteristics"] as Record<string, unknown> | undefined;
  return CORE_SPECIES.find((s) => s.name === doc.name && s.startingXp === system["startingXp"]
    && ORDER.every((id, i) => ratings?.[id] === s.ratings[i]));
}
