// The character sheet's Obligation, Duty and Motivations block (templates/partials/stakes.hbs) with the
// real templates, its row helpers, and credits editable in play mode.
import { describe, expect, it } from "vitest";
import { buildCharacterContext, type SheetFlags } from "../../module/applications/sheets/context/index.ts";
import { withBlankEntry, withoutEntry } from "../../module/applications/sheets/context/stakes.ts";
import { foldIndexedPatch } from "../../module/applications/sheets/context/form.ts";
import { characterDerived } from "../../module/rules/character/actor-derived.ts";
import { createEnvironment, knownKeys, render } from "./handlebars-env.ts";
import { CHARACTER, EDIT, PLAY, READ_ONLY } from "./fixtures.ts";
import { shownKey } from "../doubles/keys.ts";

const hbs = createEnvironment({ keys: true });
const system = {
  ...CHARACTER,
  obligations: [{ type: "Debt", magnitude: 10, notes: "Owed to <Teemo>" }, { type: "Bounty", magnitude: 5, notes: "" }],
  duties: [],
  motivations: [{ kind: "fear" as const, text: "Spiders" }],
};
system.derived = characterDerived(system, []);

function tab(tabId: string, part: string, flags: SheetFlags) {
  return render(hbs, part, buildCharacterContext({ name: "Kell", img: "", type: "character", system, items: [], flags: { ...flags, activeTab: tabId }, enriched: { biography: "", notes: "" } }));
}

describe("Obligation, Duty and Motivations", () => {
  it("play mode lists the entries with the totals, escaped, and says when a list is empty", () => {
    const out = knownKeys(() => tab("notes", "actor/character-notes.hbs", PLAY));
    expect(out).toContain(`EOTE.Obligation.Sheet.Obligation <span class="eote-hint">${shownKey("EOTE.Obligation.Sheet.Total", { total: 15 })}</span>`);
    expect(out).toContain("<td>Debt</td><td>10</td><td>Owed to &lt;Teemo&gt;</td>");
    expect(out).toContain(`EOTE.Obligation.Sheet.Duty <span class="eote-hint">${shownKey("EOTE.Obligation.Sheet.Total", { total: 0 })}</span>`);
    expect(out).toContain("<dt>EOTE.Obligation.Sheet.Kinds.fear</dt><dd>Spiders</dd>");
    expect(out).not.toContain('name="system.obligations.0.type"');
  });

  it("edit mode gives one row of inputs per entry, named by index, with add and remove", () => {
    const out = tab("notes", "actor/character-notes.hbs", EDIT);
    expect(out).toContain('name="system.obligations.1.magnitude" value="5"');
    expect(out).toContain('name="system.motivations.0.text" value="Spiders"');
    expect(out).toContain('<option value="fear" selected>EOTE.Obligation.Sheet.Kinds.fear</option>');
    expect(out).toContain('data-stake-list="duties"');
    expect(out.match(/data-action="addStake"/g)).toHaveLength(3);
  });

  it("rows are added, removed and folded back without losing the untouched ones", () => {
    expect(withBlankEntry("duties", [])).toEqual([{ type: "", magnitude: 0, notes: "" }]);
    expect(withBlankEntry("motivations", [])).toEqual([{ kind: "strength", text: "" }]);
    expect(withoutEntry(system.obligations, 0)).toEqual([system.obligations[1]]);
    expect(withoutEntry(system.obligations, 7)).toEqual(system.obligations);
    expect(foldIndexedPatch(system.obligations, { 1: { magnitude: 6 } })).toEqual([system.obligations[0], { type: "Bounty", magnitude: 6, notes: "" }]);
  });

  it("credits are an input in play mode for whoever may edit, text when read-only", () => {
    expect(tab("inventory", "actor/character-inventory.hbs", PLAY)).toContain('name="system.credits" value="500"');
    expect(tab("inventory", "actor/character-inventory.hbs", READ_ONLY)).not.toContain('name="system.credits"');
  });
});
