// The Advancement tab's ledger shows a GM's XP grant (module/features/party) by its amount, costing
// nothing, in the real template; the spent figure counts purchases only.
import { expect, it } from "vitest";
import { buildCharacterContext } from "../../module/applications/sheets/context/index.ts";
import { characterDerived } from "../../module/rules/character/actor-derived.ts";
import type { CharacterData, LedgerEntry } from "../../module/rules/types.ts";
import { createEnvironment, knownKeys, render } from "./handlebars-env.ts";
import { CHARACTER, PLAY } from "./fixtures.ts";

const entry = (over: Partial<LedgerEntry>): LedgerEntry => ({
  kind: "skill", target: "cool", cost: 10, time: Date.UTC(2026, 0, 2, 3, 4), user: "gm", from: 0, to: 1, item: "", created: false,
  source: "", cell: -1, refunded: false, ...over,
});

it("a grant row names its amount, costs 0, and its Undo is the tab's Undo", () => {
  const ledger = [entry({}), entry({ kind: "grant", target: "", cost: 0, from: 110, to: 135 })];
  const data = { ...CHARACTER, xp: { total: 135, available: 115, ledger } } as CharacterData;
  const context = buildCharacterContext({
    name: "Kell", img: "", type: "character", items: [], flags: { ...PLAY, activeTab: "advancement" },
    advancement: { gm: false, userNames: { gm: "Gamemaster" }, lang: "en" },
    system: { ...data, derived: characterDerived(data, []) },
  });
  const html = knownKeys(() => render(createEnvironment({ keys: true }), "actor/character-advancement.hbs", context));
  expect(html).toMatch(/<td>EOTE\.Party\.Ledger\.Grant: \+25<\/td>\s*<td>0<\/td>/);
  expect(html.indexOf("EOTE.Party.Ledger.Grant: +25")).toBeLessThan(html.indexOf("EOTE.Advancement.Kind.skill: EOTE.Skill.cool")); // newest first
  expect(context.advancement?.xp.spent).toBe(10);
  expect(html).toContain('data-action="undoPurchase"');
});
