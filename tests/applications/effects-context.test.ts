// The Effects tab's rows (module/applications/sheets/context/effects.ts), pure: source, changes in words
// (i18n keys), state, rounds left, bounds on user text; and the real template drawing them.
import { describe, expect, it } from "vitest";
import { effectRow, effectSource, effectsTab, MAX_CHANGE_LINES, remainingRounds, type EffectInput } from "../../module/applications/sheets/context/effects.ts";
import { checkModifierKey, MODE_ADD } from "../../module/rules/checks/modifiers.ts";
import { createEnvironment, knownKeys, missingKeys, render } from "./handlebars-env.ts";

const input = (over: Partial<EffectInput> = {}): EffectInput => ({
  id: "eff1", itemId: "", name: "Effect", img: "", statuses: [], carrier: null,
  disabled: false, suppressed: false, rounds: null, changes: [], ...over,
});
const grit = (rank: number) => ({ type: "talent", name: "Grit", system: { ranked: true, rank } });

describe("effectSource", () => {
  it("names the carrier's kind, else a status, else the actor itself", () => {
    expect(effectSource(input({ carrier: grit(1) }))).toBe("talent");
    expect(effectSource(input({ carrier: { type: "criticalInjury", name: "Bruised", system: {} } }))).toBe("criticalInjury");
    expect(effectSource(input({ carrier: { type: "criticalHit", name: "Leaking", system: {} } }))).toBe("criticalHit");
    for (const type of ["weapon", "armour", "gear", "attachment"]) expect(effectSource(input({ carrier: { type, name: "x", system: {} } }))).toBe("gear");
    expect(effectSource(input({ carrier: { type: "specialisation", name: "x", system: {} } }))).toBe("item");
    expect(effectSource(input({ statuses: ["disoriented"] }))).toBe("status");
    expect(effectSource(input())).toBe("actor");
  });
});

describe("remainingRounds", () => {
  it("core's remaining rounds, rounded up and never negative; the given rounds before any combat; null without rounds", () => {
    expect(remainingRounds({ rounds: 3, remaining: 2 })).toBe(2);
    expect(remainingRounds({ rounds: 3, remaining: 1.4 })).toBe(2);
    expect(remainingRounds({ rounds: 3, remaining: -1 })).toBe(0);
    expect(remainingRounds({ rounds: 3, remaining: null })).toBe(3);
    expect(remainingRounds({ rounds: 3 })).toBe(3);
    expect(remainingRounds({ rounds: 0, remaining: 0 })).toBeNull();
    expect(remainingRounds({})).toBeNull();
    expect(remainingRounds(null)).toBeNull();
  });
});

describe("effectRow", () => {
  it("a ranked talent's changes in words, scaled by its rank, with its item's id and name", () => {
    const row = effectRow(input({ itemId: "item1", carrier: grit(2), changes: [{ key: "system.modifiers.strainThreshold", mode: MODE_ADD, value: "1" }] }));
    expect(row).toMatchObject({ itemId: "item1", source: "talent", sourceKey: "EOTE.Effects.Source.talent", sourceName: "Grit", state: "active",
      stateKey: "EOTE.Effects.State.active", disabled: false, rounds: null, roundsNote: null, moreNote: null });
    expect(row.lines).toEqual([{ key: "EOTE.Modifier.Derived.strainThreshold", data: { value: 2 } }]);
  });

  it("check dice, characteristics, and a key outside the scheme as written", () => {
    const row = effectRow(input({ changes: [
      { key: checkModifierKey("cool", "boost"), mode: MODE_ADD, value: "1" },
      { key: "system.characteristics.willpower", mode: MODE_ADD, value: "1" },
      { key: "system.something.<b>else</b>", mode: 5, value: "7" },
    ] }));
    expect(row.lines).toEqual([
      { key: "EOTE.Modifier.Check.boost", data: { count: 1, target: "EOTE.Skill.cool" } },
      { key: "EOTE.Modifier.Characteristic", data: { characteristic: "EOTE.Characteristic.willpower", value: 1 } },
      { key: "EOTE.Modifier.Other", data: { key: "system.something.<b>else</b>", value: "7" } },
    ]);
  });

  it("a vehicle's state by its field's label; a vehicle key outside the list, or not added, as written", () => {
    expect(effectRow(input({ changes: [
      { key: "system.modifiers.vehicle.speed", mode: MODE_ADD, value: "-1" },
      { key: "system.modifiers.vehicle.handling", mode: MODE_ADD, value: "2" },
      { key: "system.modifiers.vehicle.warp", mode: MODE_ADD, value: "1" },
      { key: "system.modifiers.vehicle.handling", mode: 5, value: "1" },
    ] })).lines).toEqual([
      { key: "EOTE.Effects.Vehicle.speed", data: { value: -1 } },
      { key: "EOTE.Effects.Vehicle.handling", data: { value: "+2" } },
      { key: "EOTE.Modifier.Other", data: { key: "system.modifiers.vehicle.warp", value: "1" } },
      { key: "EOTE.Modifier.Other", data: { key: "system.modifiers.vehicle.handling", value: "1" } },
    ]);
  });

  it("Full Throttle's top speed, an Upgrade, reads as the rise it gives; an Upgrade of another field as written", () => {
    expect(effectRow(input({ changes: [
      { key: "system.modifiers.vehicle.topSpeed", mode: 4, value: "2" },
      { key: "system.modifiers.vehicle.speed", mode: 4, value: "1" },
    ] })).lines).toEqual([
      { key: "EOTE.Effects.Vehicle.topSpeed", data: { value: "+2" } },
      { key: "EOTE.Modifier.Other", data: { key: "system.modifiers.vehicle.speed", value: "1" } },
    ]);
  });

  it("disabled wins over suppressed; a suppressed effect says so", () => {
    expect(effectRow(input({ disabled: true, suppressed: true }))).toMatchObject({ state: "disabled", disabled: true });
    expect(effectRow(input({ suppressed: true })).stateKey).toBe("EOTE.Effects.State.suppressed");
  });

  it("a temporary effect's rounds left as a note", () => {
    expect(effectRow(input({ rounds: 2 })).roundsNote).toEqual({ key: "EOTE.Effects.Rounds", data: { count: 2 } });
  });

  it("bounds what a user wrote: a long name, a long key, and too many changes", () => {
    const changes = Array.from({ length: MAX_CHANGE_LINES + 3 }, (_, i) => ({ key: `system.x${"y".repeat(500)}${i}`, mode: 2, value: "1" }));
    const row = effectRow(input({ name: "n".repeat(5000), changes }));
    expect(row.name.length).toBe(200);
    expect(row.lines).toHaveLength(MAX_CHANGE_LINES);
    expect(String(row.lines[0]!.data["key"]).length).toBeLessThanOrEqual(80);
    expect(row.moreNote).toEqual({ key: "EOTE.Effects.MoreChanges", data: { count: 3 } });
  });
});

describe("the template", () => {
  const hbs = createEnvironment({ keys: true });
  const rows = [
    input({ id: "a", itemId: "t1", name: "Grit", carrier: grit(1), changes: [{ key: "system.modifiers.strainThreshold", mode: 2, value: "1" }] }),
    input({ id: "b", name: "<img src=x onerror=alert(1)>", changes: [{ key: "system.<script>", mode: 2, value: "1" }], rounds: 2 }),
  ];
  const draw = (canManage: boolean) => render(hbs, "partials/effects-list.hbs", { effectsTab: effectsTab(rows, canManage) });

  it("draws every row with its ids, escaping user text, and buttons for those who may manage", () => {
    const html = knownKeys(() => draw(true));
    expect(html).toContain('data-effect-id="a" data-item-id="t1"');
    expect(html).toContain('data-effect-id="b" data-item-id=""');
    expect(html).not.toContain("<img src=x");
    expect(html).not.toContain("<script>");
    expect(html.match(/data-action="(toggleEffect|editEffect|deleteEffect)"/g)).toHaveLength(6);
    for (const button of html.match(/<button [^>]*>/g) ?? []) expect(button).toMatch(/aria-label="[^"]+"/);
  });

  it("no buttons for a user who may not manage the actor's effects", () => {
    expect(draw(false)).not.toMatch(/<button/);
  });

  it("an empty list says so", () => {
    missingKeys.clear();
    expect(render(hbs, "partials/effects-list.hbs", { effectsTab: effectsTab([], true) })).toContain('class="eote-empty"');
    expect([...missingKeys]).toEqual([]);
  });
});
