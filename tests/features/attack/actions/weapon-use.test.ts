// Weapon rows: the Reload control (when a reload changes something: out of ammunition or Limited Ammo
// shots spent), the damage badge with its penalty, the improvised mark and its toggle on the weapon's
// sheet, with the real templates; and the reload over the shared v13 doubles as the GM and as players.
import { describe, expect, it } from "vitest";
import {
  buildCharacterContext, buildItemContext, type AnyPlainItem, type SheetFlags,
} from "../../../../module/applications/sheets/context/index.ts";
import { character } from "../../../fixtures/actors.ts";
import { blaster } from "../../../fixtures/items.ts";
import { asUser, FakeActor, flagRecord, itemOfType, messages, noticeKeys, notices, OWNERSHIP, register, users } from "../../../doubles/index.ts";
import { createEnvironment, missingKeys, render } from "../../../applications/handlebars-env.ts";
import { CHARACTER, EDIT, PLAY, READ_ONLY, weapon } from "../../../applications/fixtures.ts";
import { shellSuite } from "../../../doubles/suite.ts";
import { load } from "../../../fixtures/modules.ts";

const hbs = createEnvironment({ keys: true });
const img = "icons/svg/sword.svg";
const WEAPONS: AnyPlainItem[] = [
  { id: "w1", name: "Holdout", img, type: "weapon", system: weapon({ qualities: [{ key: "limitedAmmo", rating: 2 }] }), use: { weaponUse: { shots: 1 } } },
  { id: "w2", name: "Carbine", img, type: "weapon", system: weapon({ condition: "minor" }), use: { weaponUse: { outOfAmmo: "msg1" } } },
  { id: "w3", name: "Bottle", img, type: "weapon", system: weapon({ condition: "moderate", qualities: [{ key: "limitedAmmo", rating: 2 }] }), use: { improvised: true } },
  { id: "w4", name: "Wreck", img, type: "weapon", system: weapon({ condition: "major" }) },
];

function rowOf(html: string, id: string): string {
  const m = html.match(new RegExp(`<tr [^>]*data-item-id="${id}">[\\s\\S]*?</tr>`));
  expect(m, `row ${id}`).not.toBeNull();
  return m![0];
}
const sheet = (flags: SheetFlags) => render(hbs, "actor/character-combat.hbs",
  buildCharacterContext({ name: "Kell", img: "", type: "character", system: CHARACTER, items: WEAPONS, flags: { ...flags, activeTab: "combat" } }));
const RELOAD = '<button type="button" class="eote-icon eote-reload fa-solid fa-rotate-right" data-action="reload" aria-label="EOTE.Sheet.Weapon.Reload" data-tooltip="EOTE.Sheet.Weapon.Reload"></button>';

describe("weapon rows", () => {
  it("Reload on a weapon out of ammunition or with Limited Ammo shots spent, not on a fresh one", () => {
    for (const flags of [PLAY, EDIT]) {
      missingKeys.clear();
      const out = sheet(flags);
      expect([...missingKeys]).toEqual([]);
      expect(rowOf(out, "w1")).toContain(RELOAD);
      expect(rowOf(out, "w2")).toContain(RELOAD);
      expect(rowOf(out, "w3")).not.toContain('data-action="reload"');
      expect(rowOf(out, "w4")).not.toContain('data-action="reload"');
    }
    expect(sheet(READ_ONLY)).not.toContain('data-action="reload"');
  });

  it("a damaged weapon's badge names its condition, its tooltip the penalty; undamaged has none", () => {
    const out = sheet(PLAY);
    expect(rowOf(out, "w1")).not.toContain("eote-badge");
    expect(rowOf(out, "w2")).toContain('<span class="eote-badge eote-badge--minor" data-tooltip="EOTE.Sheet.Weapon.ConditionPenalty.Setback">EOTE.Sheet.Weapon.Condition.minor');
    expect(rowOf(out, "w3")).toContain('<span class="eote-badge eote-badge--moderate" data-tooltip="EOTE.Sheet.Weapon.ConditionPenalty.Difficulty">EOTE.Sheet.Weapon.Condition.moderate');
    expect(rowOf(out, "w4")).toContain('<span class="eote-badge eote-badge--major" data-tooltip="EOTE.Sheet.Weapon.ConditionPenalty.Unusable">EOTE.Sheet.Weapon.Condition.major');
  });

  it("a weapon with major damage has its Attack button disabled, saying why; a lesser damage leaves it usable", () => {
    const out = sheet(PLAY);
    expect(rowOf(out, "w4")).toContain('<button type="button" class="eote-roll" data-action="attack" disabled title="EOTE.Sheet.Weapon.ConditionPenalty.Unusable">');
    for (const id of ["w1", "w2", "w3"]) expect(rowOf(out, id)).toContain('<button type="button" class="eote-roll" data-action="attack">');
  });

  it("an observer's sheet offers no Attack: every Attack button is disabled, saying who may attack", () => {
    missingKeys.clear();
    const out = sheet(READ_ONLY);
    expect([...missingKeys]).toEqual([]);
    const attacks = out.match(/<button [^>]*data-action="attack"[^>]*>/g) ?? [];
    expect(attacks).toHaveLength(WEAPONS.length);
    for (const button of attacks) {
      expect(button).toContain(" disabled ");
      expect(button).toContain('title="EOTE.Combat.Weapon.AttackNotOwner"');
    }
  });

  it("the improvised mark on a weapon flagged improvised only", () => {
    const out = sheet(READ_ONLY);
    expect(rowOf(out, "w3")).toContain('class="eote-badge eote-badge--improvised"');
    for (const id of ["w1", "w2", "w4"]) expect(rowOf(out, id)).not.toContain("improvised");
  });

  it("the weapon's sheet toggles the improvised flag in edit mode; read-only, a mark in words; not on a vehicle's weapon", () => {
    const itemSheet = (improvised: boolean, flags: SheetFlags, ownerType: "character" | "vehicle" = "character") =>
      render(hbs, "item/details.hbs", buildItemContext({ name: "Bottle", img: "", type: "weapon", system: weapon(), flags, ownerType, improvised }));
    missingKeys.clear();
    expect(itemSheet(true, EDIT)).toMatch(/<input type="checkbox" name="flags\.eote\.improvised" checked>\s*<span>EOTE\.Sheet\.Weapon\.Improvised<\/span>/);
    expect(itemSheet(false, EDIT)).toMatch(/<input type="checkbox" name="flags\.eote\.improvised" >/);
    expect(itemSheet(true, READ_ONLY)).not.toContain("flags.eote.improvised");
    expect(itemSheet(true, READ_ONLY)).toContain('<span class="eote-badge">EOTE.Sheet.Weapon.Improvised</span>');
    expect(itemSheet(false, READ_ONLY)).not.toContain("EOTE.Sheet.Weapon.Improvised");
    expect(itemSheet(true, EDIT, "vehicle")).not.toContain("flags.eote.improvised");
    expect([...missingKeys]).toEqual([]);
  });
});

describe("reloadWeapon over the doubles", () => {
  const shell = shellSuite({ keys: true, seed: 9, modules: { use: load.attackWeaponUse } });
  const PLAYER = { default: OWNERSHIP.NONE, [users.player.id]: OWNERSHIP.OWNER };
  const armed = () => {
    const pc = register(new FakeActor("Kell", "character", character(), {
      ownership: PLAYER,
      items: [{ name: "Holdout", type: "weapon", system: blaster({ qualities: [{ key: "limitedAmmo", rating: 2 }] }), flags: { eote: { weaponUse: { shots: 2, outOfAmmo: "msg1", lastFired: null, broken: null } } } }],
    }));
    return { pc, gun: itemOfType(pc.items.contents[0], "weapon") };
  };

  for (const who of ["gm", "player"] as const) {
    it(`as the ${who}: the shots and out-of-ammunition clear, and the table is told`, async () => {
      const { pc, gun } = armed();
      asUser(users[who]);
      expect(await shell.use.reloadWeapon(pc, gun)).toBe(true);
      expect(gun.getFlag("eote", "weaponUse")).toMatchObject({ shots: 0, outOfAmmo: null });
      expect(messages.at(-1)!.content).toContain('EOTE.Combat.Weapon.Reloaded {"actor":"Kell","weapon":"Holdout"}');
      expect(notices).toEqual([]);
      expect(await shell.use.reloadWeapon(pc, gun)).toBe(false);
      expect(noticeKeys()).toEqual(["EOTE.Combat.Weapon.NothingToReload"]);
    });
  }

  it("as a player who does not own the weapon: refused with a notice, nothing written", async () => {
    const { pc, gun } = armed();
    asUser(users.other);
    expect(await shell.use.reloadWeapon(pc, gun)).toBe(false);
    expect(noticeKeys()).toEqual(["EOTE.Combat.Weapon.NotOwner"]);
    expect(flagRecord(gun, "eote", "weaponUse")["shots"]).toBe(2);
    expect(messages).toHaveLength(0);
  });
});
