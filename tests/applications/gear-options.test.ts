// The dice dialog's equipment options (pure): what each adds to the pool and the roll's notes.
import { describe, expect, it } from "vitest";
import { gearOptionNotes, gearOptionsOf, gearOptionsState, gearOptionsView, setGearOption, withGearOptions } from "../../module/applications/dice-dialog/gear-options.ts";
import { dialogView } from "../../module/applications/dice-dialog/state.ts";
import { parsePool } from "../../module/dice/index.ts";
import { symbolHelpers } from "../../module/roll/symbols.ts";
import { makeHandlebars, makeI18n } from "../doubles/roll.ts";
import { readFileSync } from "node:fs";

const pool = () => parsePool("2a1i");

describe("equipment options in the dice dialog", () => {
  it("are off until set: the pool is unchanged", () => {
    const state = gearOptionsState({ skillId: "athletics", threshold: 8 });
    expect(withGearOptions(pool(), state)).toEqual(pool());
    expect(gearOptionNotes(state)).toEqual([]);
  });

  it("advantageous equipment adds one boost", () => {
    const state = setGearOption(gearOptionsState({ skillId: "mechanics" }), "advantageous", true);
    expect(withGearOptions(pool(), state).boost).toBe(1);
    expect(gearOptionNotes(state)).toEqual([{ key: "EOTE.Gear.Check.AdvantageousNote", data: {} }]);
  });

  it("a damaged tool used adds its penalty; a majorly damaged one is not offered", () => {
    const actor = {
      system: {}, items: [
        { id: "t1", name: "Toolkit", type: "gear", system: { condition: "minor" } },
        { id: "t2", name: "Slicer", type: "gear", system: { condition: "moderate" } },
        { id: "t3", name: "Wreck", type: "gear", system: { condition: "major" } },
        { id: "t4", name: "Rope", type: "gear", system: { condition: "undamaged" } },
      ],
    };
    const state = gearOptionsOf(actor, "mechanics");
    expect(state.tools.map((t) => t.id)).toEqual(["t1", "t2"]);
    expect(withGearOptions(pool(), setGearOption(state, "tool", "t1")).setback).toBe(1);
    expect(withGearOptions(pool(), setGearOption(state, "tool", "t2")).difficulty).toBe(2);
    expect(setGearOption(state, "tool", "t3").tool).toBe("");
  });

  it("lifting on Athletics: one difficulty per point over the threshold with the helpers' Brawn; 5 over is refused", () => {
    const actor = { system: { derived: { encumbrance: { threshold: 8 } } }, items: [] };
    let state = setGearOption(gearOptionsOf(actor, "athletics"), "lift", "11");
    expect(withGearOptions(pool(), state).difficulty).toBe(1 + 3);
    state = setGearOption(state, "helpersBrawn", 2);
    expect(withGearOptions(pool(), state).difficulty).toBe(1 + 1);
    expect(gearOptionsView(state).lifting).toMatchObject({ threshold: 10, refusal: null });
    state = setGearOption(state, "lift", 15);
    expect(withGearOptions(pool(), state)).toEqual(pool());
    expect(gearOptionNotes(state)).toEqual([{ key: "EOTE.Gear.Check.TooHeavy", data: { over: 5, limit: 5 } }]);
    expect(gearOptionsOf(actor, "cool").liftThreshold).toBeNull();
  });

  it("searching on Perception: one boost per encumbrance beyond 1 of the largest hidden item", () => {
    const state = setGearOption(gearOptionsOf({ items: [] }, "perception"), "hidden", 3);
    expect(withGearOptions(pool(), state).boost).toBe(2);
    expect(gearOptionsView(gearOptionsOf({ items: [] }, "charm")).searching).toBeNull();
  });

  it("in the dialog: advantageous equipment alone is one line under the dice; with more options, an Equipment fieldset", () => {
    const dialog = makeHandlebars(symbolHelpers(makeI18n({ keys: true }).localize, "s.svg"), { keys: true }).compile(readFileSync("templates/dialogs/dice-pool.hbs", "utf8"));
    const render = (skillId: string, items: { id: string; name: string; type: string; system: unknown }[] = []) =>
      dialog({ ...dialogView(pool()), notes: [], gear: gearOptionsView(gearOptionsOf({ system: { derived: { encumbrance: { threshold: 8 } } }, items }, skillId)) });
    const dice = (html: string) => html.match(/<fieldset class="eote-pool__dice">[\s\S]*?<\/fieldset>/)![0];
    const charm = render("charm");
    expect(gearOptionsView(gearOptionsOf({ items: [] }, "charm")).more).toBe(false);
    expect(charm).not.toContain("<legend>EOTE.Gear.Check.Title</legend>");
    expect(dice(charm)).toContain('data-gear-option="advantageous"');
    expect(charm.match(/data-gear-option="advantageous"/g)).toHaveLength(1);
    for (const html of [render("athletics"), render("perception"), render("charm", [{ id: "t1", name: "Hydrospanner", type: "gear", system: { condition: "minor" } }])]) {
      expect(html).toContain("<legend>EOTE.Gear.Check.Title</legend>");
      expect(dice(html)).not.toContain("data-gear-option");
      expect(html.match(/data-gear-option="advantageous"/g)).toHaveLength(1);
    }
  });
});
