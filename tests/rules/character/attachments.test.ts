import { describe, expect, it } from "vitest";
import {
  armourWithAttachments, attachmentsEffect, checkInstall, hardPointsFree, installAttachment, mergeQualities, removeAttachment, weaponWithAttachments,
} from "../../../module/rules/gear/attachments.ts";
import { itemsOfType } from "../../../module/rules/character/owned-items.ts";
import { encumbranceValue, soak, defence } from "../../../module/rules/character/derived.ts";
import type { AttachmentData, InstalledAttachment } from "../../../module/rules/types.ts";
import { blaster, heavyBattleArmour, own } from "../../fixtures/items.ts";

const none = { damage: 0, crit: 0, soak: 0, defence: 0, encumbrance: 0, qualities: [] };
function attachment(over: Partial<AttachmentData> = {}): AttachmentData {
  return { description: "", host: "weapon", hardPoints: 1, modifications: [], price: 100, restricted: false, rarity: 2, ...none, ...over };
}
const mod = (over: Partial<InstalledAttachment["modifications"][number]>) => ({ key: "m", effect: "", installed: true, ...none, ...over });

describe("hard points", () => {
  it("installs within the hard points and refuses beyond them", () => {
    const scope = attachment({ hardPoints: 1 });
    const barrel = attachment({ hardPoints: 2, damage: 1 });
    let installed = installAttachment("weapon", 3, [], scope, "Scope");
    installed = installAttachment("weapon", 3, installed, barrel, "Barrel");
    expect(installed.map((a) => a.name)).toEqual(["Scope", "Barrel"]);
    expect(hardPointsFree(3, installed)).toBe(0);
    expect(() => installAttachment("weapon", 3, installed, scope, "Scope")).toThrow(expect.objectContaining({
      key: "EOTE.Gear.Attachment.Error.NoHardPoints", data: { name: "Scope", cost: 1, free: 0 },
    }));
    // An item with no hard points takes nothing that costs one; a free attachment still fits.
    expect(() => checkInstall("weapon", 0, [], scope, "Scope")).toThrow();
    expect(installAttachment("weapon", 0, [], attachment({ hardPoints: 0 }), "Sling")).toHaveLength(1);
  });

  it("refuses an attachment made for another kind of item", () => {
    expect(() => checkInstall("armour", 4, [], attachment({ host: "weapon" }), "Scope")).toThrow(expect.objectContaining({ key: "EOTE.Gear.Attachment.Error.WrongHost.weapon" }));
    expect(() => checkInstall("vehicle", 4, [], attachment({ host: "armour" }), "Plates")).toThrow(expect.objectContaining({ key: "EOTE.Gear.Attachment.Error.WrongHost.armour" }));
    expect(() => checkInstall("vehicle", 4, [], attachment({ host: "vehicle" }), "Shields")).not.toThrow();
  });

  it("removing frees the hard points", () => {
    const installed = installAttachment("weapon", 2, [], attachment({ hardPoints: 2 }), "Barrel");
    expect(hardPointsFree(2, removeAttachment(installed, 0))).toBe(2);
    expect(removeAttachment(installed, 5)).toEqual(installed);
  });
});

describe("derived stats with attachments", () => {
  it("a weapon's damage, critical rating (never below 1), encumbrance and qualities, with the modifications made", () => {
    const barrel = attachment({ damage: 1, qualities: [{ key: "accurate", rating: 1 }], modifications: [mod({ damage: 1 }), mod({ crit: -1, installed: false })] });
    const trigger = attachment({ crit: -3, encumbrance: 1, qualities: [{ key: "accurate", rating: 1 }, { key: "stunSetting", rating: null }] });
    const w = blaster({ hardPoints: 3, attachments: installAttachment("weapon", 3, installAttachment("weapon", 3, [], barrel, "Barrel"), trigger, "Trigger") });
    const out = weaponWithAttachments(w);
    expect(out.damage).toBe(6 + 2);
    expect(out.crit).toBe(1); // 3 − 3, kept at 1
    expect(out.encumbrance).toBe(w.encumbrance + 1);
    expect(out.qualities).toEqual([{ key: "stunSetting", rating: null }, { key: "accurate", rating: 2 }]);
    // The stored weapon is left alone; rules reading owned weapons see the derived one.
    expect(w.damage).toBe(6);
    expect(itemsOfType([own.weapon(w)], "weapon")[0]!.damage).toBe(8);
  });

  it("armour's soak, defence and encumbrance feed soak, defence and encumbrance", () => {
    const plates = attachment({ host: "armour", soak: 1, defence: 1, encumbrance: 2 });
    const a = heavyBattleArmour({ worn: true, attachments: installAttachment("armour", 4, [], plates, "Plates") });
    expect(armourWithAttachments(a)).toMatchObject({ soak: 3, defence: 2, encumbrance: 8 });
    const brawn = { brawn: 2, agility: 2, intellect: 2, cunning: 2, willpower: 2, presence: 2 };
    expect(soak(brawn, [own.armour(a)], 0)).toBe(5);
    expect(defence([own.armour(a)], { melee: 0, ranged: 0 })).toEqual({ melee: 2, ranged: 2 });
    expect(encumbranceValue([own.armour(a)])).toBe(8 - 3);
  });

  it("sums effects and merges qualities: ranked ratings add, unranked stay once", () => {
    expect(mergeQualities([{ key: "pierce", rating: 1 }, { key: "stunSetting", rating: null }], [{ key: "pierce", rating: 2 }, { key: "stunSetting", rating: null }]))
      .toEqual([{ key: "pierce", rating: 3 }, { key: "stunSetting", rating: null }]);
    expect(attachmentsEffect([])).toEqual(none);
  });
});
