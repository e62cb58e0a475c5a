// The critical injury rows' treatment buttons (templates/partials/injury-list.hbs) with the real templates:
// on characters' and adversaries' injuries a check can heal, for those who may edit the actor; never on a
// vehicle's critical hits (repaired, not healed) nor on a severity-0 row.
import { describe, expect, it } from "vitest";
import { buildAdversaryContext, buildCharacterContext, type AnyPlainItem, type SheetFlags } from "../../module/applications/sheets/context/index.ts";
import { drawVehicle } from "./sheet-kit.ts";
import { createEnvironment, knownKeys, render } from "./handlebars-env.ts";
import { CHARACTER, critical, EDIT, PLAY, READ_ONLY, RIVAL, VEHICLE_ITEMS } from "./fixtures.ts";
import { shownKey } from "../doubles/keys.ts";

const hbs = createEnvironment({ keys: true });
const img = "icons/svg/item-bag.svg";
const INJURIES: AnyPlainItem[] = [
  { id: "c1", name: "Bruised", img, type: "criticalInjury", system: critical({ severity: 1 }) },
  { id: "c2", name: "Crippled <arm>", img, type: "criticalInjury", system: critical({ min: 91, max: 95, severity: 3 }) },
  { id: "c3", name: "Dead", img, type: "criticalInjury", system: critical({ min: 151, max: null, severity: 0 }) },
];

function rowOf(html: string, id: string): string {
  const m = html.match(new RegExp(`<li [^>]*data-item-id="${id}">[\\s\\S]*?</li>`));
  expect(m, `row ${id}`).not.toBeNull();
  return m![0];
}

const character = (flags: SheetFlags) => render(hbs, "actor/character-combat.hbs",
  buildCharacterContext({ name: "Kell", img: "", type: "character", system: CHARACTER, items: INJURIES, flags: { ...flags, activeTab: "combat" } }));
const rival = (flags: SheetFlags) => render(hbs, "actor/adversary.hbs",
  buildAdversaryContext({ name: "Thug", img: "", type: "rival", system: RIVAL, items: INJURIES, flags, enriched: { biography: "", notes: "" } } as Parameters<typeof buildAdversaryContext>[0]));

describe("Treat and Rest buttons on critical injury rows", () => {
  for (const [sheet, html] of [["character", character], ["rival", rival]] as const) {
    it(`${sheet}: both buttons on each treatable injury, in play and edit mode, named for the injury`, () => {
      for (const flags of [PLAY, EDIT]) {
        const out = knownKeys(() => html(flags));
        const bruised = rowOf(out, "c1");
        expect(bruised).toContain(`data-action="treatCritical" aria-label="${shownKey("EOTE.Sheet.Item.Treat", { name: "Bruised" })}"`);
        expect(bruised).toContain(`data-action="restCritical" aria-label="${shownKey("EOTE.Sheet.Item.RestCheck", { name: "Bruised" })}"`);
        // The name is escaped inside the attribute.
        expect(rowOf(out, "c2")).toContain(`aria-label="${shownKey("EOTE.Sheet.Item.Treat", { name: "Crippled <arm>" })}"`);
        // Severity 0 (death): no check heals it.
        expect(rowOf(out, "c3")).not.toMatch(/treatCritical|restCritical/);
        expect(out.match(/data-action="treatCritical"/g)).toHaveLength(2);
        expect(out.match(/data-action="restCritical"/g)).toHaveLength(2);
      }
    });

    it(`${sheet}: none for a viewer who may not edit the actor`, () => {
      const out = html(READ_ONLY);
      expect(rowOf(out, "c1")).toContain("Bruised");
      expect(out).not.toMatch(/treatCritical|restCritical/);
    });
  }

  it("vehicle critical hits get neither button", () => {
    const out = drawVehicle(hbs, "Freighter", VEHICLE_ITEMS, EDIT);
    expect(rowOf(out, "h1")).toContain("Damaged shields");
    expect(out).not.toMatch(/treatCritical|restCritical/);
  });
});
