// Status effect descriptions reach the created effect as text. ActiveEffect.fromStatusEffect (v13)
// localises an entry's `name` only and copies `description` as it is, so the registered entries must
// hold text, once translations are loaded (i18nInit, after the init hook that registers them).
import { describe, expect, it } from "vitest";
import { makeI18n } from "../doubles/roll.ts";
import { shellSuite } from "../doubles/suite.ts";

/** A status entry as CONFIG.statusEffects holds it. */
interface StatusEntry { id: string; name: string; img?: string; description?: string }
const g = globalThis as unknown as {
  Hooks: { once(name: string, fn: () => void): void; on(): void };
  CONFIG: { statusEffects: StatusEntry[] };
  game: { i18n: { localize(key: string): string } };
  ActiveEffect: { implementation: { fromStatusEffect(id: string): Promise<{ toObject(): { description?: string } }> } };
};
const once: Record<string, () => void> = {};

const shell = shellSuite({
  install: () => { g.Hooks = { once: (name: string, fn: () => void) => { once[name] = fn; }, on: () => {} }; },
  modules: { statuses: () => import("../../module/foundry/statuses.ts") },
});

describe("registerStatusEffects", () => {
  it("localises our descriptions at i18nInit, leaving core's entries alone", async () => {
    const { registerStatusEffects } = shell.statuses;
    g.CONFIG.statusEffects = [{ id: "dead", name: "EFFECT.StatusDead", img: "icons/svg/skull.svg", description: "EFFECT.Keep" }];
    // At init, translations are not loaded yet: localize still answers with the key.
    g.game.i18n = { localize: (key: string) => key };
    registerStatusEffects();
    g.game.i18n = makeI18n();
    expect(Object.keys(once)).toEqual(["i18nInit"]);
    once["i18nInit"]!();
    const prone = g.CONFIG.statusEffects.find((e) => e.id === "prone")!;
    expect(prone.description).toBe(makeI18n().localize("EOTE.Combat.Status.proneHint"));
    expect(prone.description).not.toMatch(/^EOTE\./);
    expect(prone.name).toBe("EOTE.Combat.Status.prone"); // core localises the name itself
    expect(g.CONFIG.statusEffects[0]!.description).toBe("EFFECT.Keep");
    for (const e of g.CONFIG.statusEffects.slice(1)) expect(e.description, e.id).not.toMatch(/^EOTE\./);
    // The effect core creates from the entry carries the text.
    const effect = (await g.ActiveEffect.implementation.fromStatusEffect("staggered")).toObject();
    expect(effect.description).toBe(makeI18n().localize("EOTE.Combat.Status.staggeredHint"));
  });
});
