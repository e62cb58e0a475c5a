// The Repair button on a vehicle's critical hit rows (templates/partials/injury-list.hbs, repairable) with
// the real templates: on each hit of severity above 0, for those who may edit the vehicle; never read-only,
// never on a severity-0 hit, never on a character's or adversary's critical injuries.
import { describe, expect, it } from "vitest";
import { buildAdversaryContext, buildCharacterContext, type AnyPlainItem, type SheetFlags } from "../../module/applications/sheets/context/index.ts";
import { drawVehicle } from "./sheet-kit.ts";
import { createEnvironment, knownKeys, render } from "./handlebars-env.ts";
import { CHARACTER, critical, criticalHit, EDIT, PLAY, READ_ONLY, RIVAL } from "./fixtures.ts";
import { shownKey } from "../doubles/keys.ts";

const hbs = createEnvironment({ keys: true });
const img = "icons/svg/item-bag.svg";
const HITS: AnyPlainItem[] = [
  { id: "h1", name: "Shields Failing", img, type: "criticalHit", system: criticalHit({ min: 37, max: 45, severity: 2 }) },
  { id: "h2", name: "Fire <aft>", img, type: "criticalHit", system: criticalHit({ min: 127, max: 133, severity: 4 }) },
  { id: "h3", name: "Vaporized", img, type: "criticalHit", system: criticalHit({ min: 154, max: null, severity: 0 }) },
];
const INJURIES: AnyPlainItem[] = [
  { id: "c1", name: "Bruised", img, type: "criticalInjury", system: critical({ severity: 1 }) },
];

function rowOf(html: string, id: string): string {
  const m = html.match(new RegExp(`<li [^>]*data-item-id="${id}">[\\s\\S]*?</li>`));
  expect(m, `row ${id}`).not.toBeNull();
  return m![0];
}

const vehicle = (flags: SheetFlags) => drawVehicle(hbs, "Wayfarer", HITS, flags);

describe("the Repair button on vehicle critical hits", () => {
  it("one wrench button per repairable hit, in play and edit mode, named for the hit", () => {
    for (const flags of [PLAY, EDIT]) {
      const out = knownKeys(() => vehicle(flags));
      expect(rowOf(out, "h1")).toContain(
        '<button type="button" class="eote-icon fa-solid fa-screwdriver-wrench" data-action="repairCritical" '
        + `aria-label="${shownKey("EOTE.Sheet.Item.Repair", { name: "Shields Failing" })}"`,
      );
      // The name is escaped inside the attribute.
      expect(rowOf(out, "h2")).toContain(`aria-label="${shownKey("EOTE.Sheet.Item.Repair", { name: "Fire <aft>" })}"`);
      // Severity 0: the vehicle is gone, nothing repairs it.
      expect(rowOf(out, "h3")).not.toContain("repairCritical");
      expect(out.match(/data-action="repairCritical"/g)).toHaveLength(2);
      // Vehicles are repaired, not treated.
      expect(out).not.toMatch(/treatCritical|restCritical/);
    }
  });

  it("none for a viewer who may not edit the vehicle", () => {
    const out = vehicle(READ_ONLY);
    expect(rowOf(out, "h1")).toContain("Shields Failing");
    expect(out).not.toContain("repairCritical");
  });

  it("never on a character's or an adversary's critical injuries", () => {
    const char = render(hbs, "actor/character-combat.hbs",
      buildCharacterContext({ name: "Kell", img: "", type: "character", system: CHARACTER, items: INJURIES, flags: { ...EDIT, activeTab: "combat" } }));
    const rival = render(hbs, "actor/adversary.hbs",
      buildAdversaryContext({ name: "Thug", img: "", type: "rival", system: RIVAL, items: INJURIES, flags: EDIT, enriched: { biography: "", notes: "" } } as Parameters<typeof buildAdversaryContext>[0]));
    for (const out of [char, rival]) {
      expect(rowOf(out, "c1")).toContain('data-action="treatCritical"'); // the row is there, with its own buttons
      expect(out).not.toContain("repairCritical");
    }
  });
});
