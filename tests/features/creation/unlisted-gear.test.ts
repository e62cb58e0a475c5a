// Starting gear at creation (module/features/creation/catalogue-model.ts catalogueOf): a weapon whose source lists
// no price or rarity (null: the pack's vehicle weapons, the core rulebook's Table 7-1 prints none) is not offered,
// as free things are not; a listed one is, whatever its rarity.
import { describe, expect, it } from "vitest";
import { catalogueOf } from "../../../module/features/creation/catalogue-model.ts";

const weapon = (uuid: string, name: string, system: Record<string, unknown>) => ({ uuid, name, type: "weapon", system: { restricted: false, ...system } });

describe("starting gear leaves out what is not listed", () => {
  it("a null price or a null rarity is not bought at creation; 0 price is free and left out as before", () => {
    const catalogue = catalogueOf([
      weapon("L1", "Laser Cannon (Light)", { skill: "gunnery", price: null, rarity: null }),
      weapon("L2", "Priced, rarity not listed", { price: 500, rarity: null }),
      weapon("L3", "Rarity only", { price: null, rarity: 3 }),
      weapon("P1", "Pistol", { price: 400, rarity: 4 }),
      weapon("F1", "Fists", { price: 0, rarity: 0 }),
    ], 2);
    expect(catalogue.gear.map((g) => g.name)).toEqual(["Pistol"]);
    expect(catalogue.gear[0]?.system).toEqual({ price: 400, rarity: 4, restricted: false });
  });
});
