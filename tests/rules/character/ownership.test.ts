import { describe, expect, it } from "vitest";
import { attachQuality, canOwn } from "../../../module/rules/character/ownership.ts";
import { ACTOR_TYPES, ITEM_TYPES } from "../../../module/rules/types.ts";

describe("which items an actor accepts", () => {
  it("vehicles take weapons, critical hits and attachments only", () => {
    const ok = ITEM_TYPES.filter((t) => canOwn("vehicle", t).ok);
    expect(ok).toEqual(["weapon", "criticalHit", "attachment"]);
  });
  it("personal actors take everything but qualities and critical hits; only characters take species, careers, specialisations; only adversaries special abilities", () => {
    for (const actor of ACTOR_TYPES.filter((t) => t !== "vehicle" && t !== "character")) {
      expect(ITEM_TYPES.filter((t) => canOwn(actor, t).ok)).toEqual(["weapon", "armour", "gear", "criticalInjury", "talent", "forcePower", "ability"]);
    }
    expect(ITEM_TYPES.filter((t) => canOwn("character", t).ok)).toEqual([
      "weapon", "armour", "gear", "criticalInjury", "talent", "forcePower", "species", "career", "specialisation",
    ]);
  });
  it("refuses with an i18n key", () => {
    const armour = canOwn("vehicle", "armour");
    expect(armour.ok).toBe(false);
    if (!armour.ok) expect(armour.error.key).toBe("EOTE.Error.ItemNotAllowed");
    const quality = canOwn("character", "quality");
    if (!quality.ok) expect(quality.error.key).toBe("EOTE.Error.QualityOnActor");
    else expect.fail("a quality went on an actor");
  });
});

describe("attaching a quality", () => {
  it("adds a ranked quality at rating 1 and an unranked one at null", () => {
    const a = attachQuality("weapon", [], "quality", { key: "pierce", ranked: true });
    expect(a).toEqual({ ok: true, qualities: [{ key: "pierce", rating: 1 }] });
    const b = attachQuality("armour", [], "quality", { key: "superior", ranked: false }, 3);
    expect(b).toEqual({ ok: true, qualities: [{ key: "superior", rating: null }] });
  });
  it("updates the rating of a quality already there without duplicating it", () => {
    const start = [{ key: "pierce", rating: 1 }, { key: "vicious", rating: 2 }];
    const r = attachQuality("weapon", start, "quality", { key: "pierce", ranked: true }, 3);
    expect(r).toEqual({ ok: true, qualities: [{ key: "pierce", rating: 3 }, { key: "vicious", rating: 2 }] });
    expect(start[0]).toEqual({ key: "pierce", rating: 1 });
  });
  it("refuses non-qualities and non-hosts", () => {
    const r1 = attachQuality("weapon", [], "gear", { key: "x", ranked: false });
    const r2 = attachQuality("gear", [], "quality", { key: "pierce", ranked: true });
    expect(r1.ok || r2.ok).toBe(false);
    if (!r1.ok) expect(r1.error.key).toBe("EOTE.Error.NotAQuality");
    if (!r2.ok) expect(r2.error.key).toBe("EOTE.Error.QualityHost");
  });
});
