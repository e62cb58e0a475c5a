// Foundry runs a data model's migrateData on partial update diffs as well as on whole sources
// (FOUNDRY-V13-FACTS.md, Documents and data). Every realistic diff goes through the real model
// classes' migrateData here and must come out with no key it did not have.
import { describe, expect, it } from "vitest";
import { character, minion } from "../fixtures/actors.ts";
import { blaster } from "../fixtures/items.ts";
import { FakeActor } from "../doubles/index.ts";
import { shellSuite } from "../doubles/suite.ts";

const shell = shellSuite({ modules: { models: () => import("../../module/data/models/index.ts") } });

type Diff = Record<string, unknown>;

const COMBATANT_DIFFS: Diff[] = [
  { wounds: { value: 4 } },
  { wounds: { threshold: 14 } },
  { characteristics: { brawn: 3 } },
  { soakBonus: 1 },
  { defenceBonus: { ranged: 1 } },
  { notes: "<p>Owes Jabba.</p>" },
  { droid: true },
  { droid: false },
];
const WITH_STRAIN: Diff[] = [{ strain: { value: 1 } }, { strain: { threshold: 13 } }];
const WITH_SKILLS: Diff[] = [{ skills: { rangedLight: { rank: 2 } } }, { skills: { cool: { career: true } } }];

const ACTOR_DIFFS: Record<string, Diff[]> = {
  character: [
    ...COMBATANT_DIFFS, ...WITH_STRAIN, ...WITH_SKILLS,
    { species: "Human" }, { species: "Astromech Droid" }, { xp: { available: 5 } }, { credits: 100 },
    { obligations: [{ type: "Debt", magnitude: 15, notes: "" }] }, { duties: [] }, { motivations: [{ kind: "fear", text: "Spiders" }] }, { career: "Bounty Hunter" }, { specialisations: ["Pilot", "Gadgeteer"] },
  ],
  nemesis: [...COMBATANT_DIFFS, ...WITH_STRAIN, ...WITH_SKILLS],
  rival: [...COMBATANT_DIFFS, ...WITH_SKILLS],
  minion: [...COMBATANT_DIFFS, { groupSize: 3 }, { groupSkills: ["rangedHeavy"] }],
  vehicle: [
    { hullTrauma: { value: 3 } }, { systemStrain: { value: 1 } }, { speed: { value: 2 } },
    { defence: { fore: 1 } }, { handling: -1 }, { crew: "Pilot, gunner" }, { notes: "" },
  ],
};

const ITEM_DIFFS: Record<string, Diff[]> = {
  weapon: [
    { equipped: true }, { damage: 7 }, { crit: null }, { range: "medium" }, { skill: "gunnery" },
    { qualities: [{ key: "pierce", rating: 2 }] }, { price: 400 }, { description: "<p>Old.</p>" },
    // "Not listed" and a new vehicle weapon priced 0/0 on its sheet: migration 9 is whole-document only.
    { price: null }, { rarity: null }, { skill: "gunnery", price: 0, rarity: 0 },
  ],
  armour: [{ worn: true }, { soak: 2 }, { defence: 1 }, { qualities: [] }],
  gear: [{ quantity: 2 }, { encumbrance: 1 }],
  quality: [{ active: true }, { activation: 2 }],
  criticalInjury: [{ severity: 2 }, { max: 10 }, { description: "" }],
  criticalHit: [{ severity: 3 }, { min: 19 }],
  talent: [{ rank: 2 }, { activation: "activeManeuver" }, { tier: 3 }, { key: "grit" }],
};

function migrated(model: unknown, diff: Diff): Diff {
  const out = structuredClone(diff);
  (model as { migrateData(source: object): object }).migrateData(out);
  return out;
}

describe("migrateData on partial update diffs", () => {
  it("every actor type's diffs come out unchanged: nothing added, nothing defaulted", () => {
    for (const [type, diffs] of Object.entries(ACTOR_DIFFS)) {
      const model = shell.models.ACTOR_MODELS[type as keyof typeof shell.models.ACTOR_MODELS];
      for (const diff of diffs) expect(migrated(model, diff), `${type} ${JSON.stringify(diff)}`).toEqual(diff);
    }
  });

  it("every item type's diffs come out unchanged", () => {
    for (const [type, diffs] of Object.entries(ITEM_DIFFS)) {
      const model = shell.models.ITEM_MODELS[type as keyof typeof shell.models.ITEM_MODELS];
      for (const diff of diffs) expect(migrated(model, diff), `${type} ${JSON.stringify(diff)}`).toEqual(diff);
    }
  });

  it("a droid stays a droid through damage, healing and sheet edits (update runs migrateData on the diff)", async () => {
    const droid = new FakeActor("R5-K6", "character", { ...character(), species: "Astromech", droid: true });
    await droid.update({ "system.wounds.value": 4 });
    await droid.update({ system: { strain: { value: 1 } } });
    await droid.update({ "system.characteristics.brawn": 3, "system.notes": "<p>Rewired.</p>" });
    expect(droid.system.droid).toBe(true);
    expect(droid.system.wounds).toEqual({ value: 4, threshold: 13 });
    const group = new FakeActor("Probe droids", "minion", { ...minion(), droid: true });
    await group.update({ "system.wounds.value": 2 });
    expect(group.system.droid).toBe(true);
  });

  it("an item update writes only what it changes", async () => {
    const owner = new FakeActor("Rook", "character", character(), { items: [{ _id: "weapon0000000001", name: "DL-44", type: "weapon", system: { ...blaster() } }] });
    const item = owner.items.get("weapon0000000001")!;
    await item.update({ "system.equipped": true });
    expect(item.updates).toEqual([{ "system.equipped": true }]);
    expect(item.system).toEqual({ ...blaster(), equipped: true });
  });

  it("a species edit does not set or clear the flag: after the first migration it is the GM's", () => {
    expect(migrated(shell.models.CharacterModel, { species: "Protocol Droid" })).toEqual({ species: "Protocol Droid" });
    expect(migrated(shell.models.MinionModel, { droid: false })).toEqual({ droid: false });
  });

  it("still reshapes keys the diff carries, adding only what that reshaping needs", () => {
    expect(migrated(shell.models.CharacterModel, { wounds: { value: "4" } })).toEqual({ wounds: { value: 4 } });
    expect(migrated(shell.models.MinionModel, { groupSkills: ["Ranged: Heavy"] })).toEqual({ groupSkills: ["rangedHeavy"] });
    expect(migrated(shell.models.WeaponModel, { skill: "Ranged (Light)", qualities: ["Pierce 2"] }))
      .toEqual({ skill: "rangedLight", qualities: [{ key: "pierce", rating: 2 }] });
    expect(migrated(shell.models.WeaponModel, { damage: "7" })).toEqual({ damage: 7 });
    // An imported track in the { value, max } shape: `max` is read as the threshold it means.
    expect(migrated(shell.models.VehicleModel, { hullTrauma: { value: 3, max: 22 } }))
      .toEqual({ hullTrauma: { value: 3, max: 22, threshold: 22 } });
  });
});
