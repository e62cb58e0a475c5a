import { describe, expect, it } from "vitest";
import { weaponDamage } from "../../../module/rules/gear/weapon.ts";
import { blaster, q, vibroknife } from "../../fixtures/items.ts";

describe("weapon damage", () => {
  it("is flat for ranged weapons and Brawn + N for melee", () => {
    expect(weaponDamage(blaster(), 4)).toBe(6);
    expect(weaponDamage(vibroknife(), 3)).toBe(4);
  });
  it("Superior adds 1, Inferior takes 1", () => {
    expect(weaponDamage(blaster({ qualities: [q("superior")] }), 2)).toBe(7);
    expect(weaponDamage(vibroknife({ damage: 0, qualities: [q("inferior")] }), 2)).toBe(1);
    expect(weaponDamage(blaster({ damage: 0, qualities: [q("inferior")] }), 2)).toBe(0);
  });
});
