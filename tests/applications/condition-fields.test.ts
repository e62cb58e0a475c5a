// The condition row of weapon, armour and gear sheets (templates/item/condition-fields.hbs), with the
// real templates: the select of damage steps, the hint of what the damage does, Repair only when offered.
import { describe, expect, it } from "vitest";
import { buildItemContext, type SheetFlags } from "../../module/applications/sheets/context/index.ts";
import { createEnvironment, missingKeys, render } from "./handlebars-env.ts";
import { armour, EDIT, gear, PLAY, READ_ONLY, weapon } from "./fixtures.ts";
import { shownKey } from "../doubles/keys.ts";

const hbs = createEnvironment({ keys: true });
type Typed = { type: "weapon" | "armour" | "gear"; system: ReturnType<typeof weapon> | ReturnType<typeof armour> | ReturnType<typeof gear> };
const details = (item: Typed, flags: SheetFlags, repairable = false) =>
  render(hbs, "item/details.hbs", { ...buildItemContext({ name: "X", img: "", type: item.type, system: item.system, flags }), repairable });

describe("item condition on the sheet", () => {
  it("weapons, armour and gear select their condition; the chosen one is selected", () => {
    missingKeys.clear();
    for (const item of [{ type: "weapon", system: weapon({ condition: "minor" }) }, { type: "armour", system: armour({ condition: "minor" }) }, { type: "gear", system: gear({ condition: "minor" }) }] as Typed[]) {
      const out = details(item, EDIT);
      expect(out).toContain('<select name="system.condition">');
      expect(out).toContain('<option value="minor" selected>EOTE.Gear.Condition.minor</option>');
      expect(out).toContain('<option value="major">EOTE.Gear.Condition.major</option>');
    }
    expect([...missingKeys]).toEqual([]);
  });

  it("the hint says the use penalty; armour's says what damage does to it", () => {
    expect(details({ type: "weapon", system: weapon({ condition: "minor" }) }, EDIT)).toContain("EOTE.Gear.Penalty.Setback");
    expect(details({ type: "gear", system: gear({ condition: "moderate" }) }, EDIT)).toContain("EOTE.Gear.Penalty.Difficulty");
    expect(details({ type: "armour", system: armour({ condition: "major" }) }, EDIT)).toContain("EOTE.Gear.Penalty.UnusableArmour");
    expect(details({ type: "weapon", system: weapon() }, EDIT)).not.toContain("EOTE.Gear.Penalty");
  });

  it("Repair only when the sheet offers it, in edit and play mode; read-only, the condition is text", () => {
    const damaged = { type: "weapon", system: weapon({ condition: "major" }) } as Typed;
    for (const flags of [EDIT, PLAY]) {
      expect(details(damaged, flags, true)).toContain('<button type="button" class="eote-repair-button" data-action="repair">EOTE.Gear.Repair.Button</button>');
      expect(details(damaged, flags, false)).not.toContain('data-action="repair"');
    }
    const card = details(damaged, READ_ONLY);
    expect(card).not.toContain("<select");
    expect(card).toContain(`<dt>EOTE.Gear.Condition.Label</dt><dd>${shownKey("EOTE.Gear.Condition.major", { value: "" })}</dd>`);
    expect(card).toContain("EOTE.Gear.Penalty.Unusable");
  });
});
