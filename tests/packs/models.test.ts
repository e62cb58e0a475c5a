// The compiled packs against the system's data models (module/data validateSystemData) and the
// drop rules a GM meets when dragging them onto an actor (module/rules/character/ownership.ts).
import { beforeAll, describe, expect, it } from "vitest";
import { validateSystemData } from "../../module/data/validate.ts";
import { attachQuality, canOwn } from "../../module/rules/character/ownership.ts";
import { hasQuality } from "../../module/rules/gear/qualities.ts";
import { highestQualityRating } from "../../module/rules/character/owned-items.ts";
import type { ItemType, QualityData, QualityRef } from "../../module/rules/types.ts";
import { readItems, type PackItem } from "./read-pack.ts";

const ITEM_PACKS = ["weapons", "armour", "qualities", "critical-injuries", "vehicle-critical-hits"];
const all: PackItem[] = [];
let weapons: PackItem[] = [];
let qualities: PackItem[] = [];
beforeAll(async () => {
  for (const pack of ITEM_PACKS) all.push(...await readItems(pack));
  weapons = all.filter((i) => i.type === "weapon");
  qualities = all.filter((i) => i.type === "quality");
});
const weapon = (name: string) => weapons.find((w) => w.name === name)!;
const refs = (item: PackItem) => item.system.qualities as QualityRef[];

describe("pack documents against the data models", () => {
  it("every item's system data validates with no issue", () => {
    expect(all).toHaveLength(120);
    for (const item of all) {
      expect(validateSystemData("Item", item.type, item.system), `${item.type} ${item.name}`).toEqual([]);
    }
  });
});

describe("dragging a pack weapon onto a character", () => {
  it("is accepted for characters, rivals, nemeses and minions", () => {
    for (const actor of ["character", "rival", "nemesis", "minion"] as const) {
      expect(canOwn(actor, "weapon").ok, actor).toBe(true);
      expect(canOwn(actor, "armour").ok, actor).toBe(true);
    }
  });

  it("brings its qualities and ratings in its own data", () => {
    // A dropped compendium item is created from a copy of its system data: the qualities travel with it.
    const copy = structuredClone(weapon("Vibro-ax").system);
    expect(highestQualityRating(refs({ system: copy } as PackItem), "pierce")).toBe(2);
    expect(highestQualityRating(refs({ system: copy } as PackItem), "vicious")).toBe(3);
    expect(hasQuality(refs({ system: copy } as PackItem), "sunder")).toBe(true);
    expect(highestQualityRating(refs(weapon("Missile Tube")), "guided")).toBe(3);
    expect(hasQuality(refs(weapon("Blaster Pistol")), "stunSetting")).toBe(true);
    expect(refs(weapon("Combat Knife"))).toEqual([]);
  });

  it("accepts every pack quality dropped onto a pack weapon", () => {
    const host = weapon("Blaster Pistol");
    for (const q of qualities) {
      const quality = q.system as unknown as QualityData;
      const result = attachQuality("weapon", refs(host), q.type as ItemType, quality, 2);
      expect(result.ok, q.name).toBe(true);
      if (result.ok) expect(result.qualities).toContainEqual({ key: quality.key, rating: quality.ranked ? 2 : null });
    }
  });
});
