/**
 * Guided character creation, one view per step, from the packs' own species, careers, specialisations
 * and gear (packs/_source), as a player builds a Human Smuggler Pilot: each step's window with the choices
 * made so far, the running totals and Back / Next / Create in the footer. The pure view in the real template.
 */
import { catalogueOf, type IndexEntry } from "../../module/features/creation/catalogue-model.ts";
import { wizardView } from "../../module/features/creation/model.ts";
import { change, initialState, STEPS, withText, type Catalogue, type WizardState } from "../../module/features/creation/state-model.ts";
import { buildCharacterContext, SHEET_SIZES } from "../../module/applications/sheets/context/index.ts";
import { characterDerived } from "../../module/rules/character/actor-derived.ts";
import { characterInput, PLAY } from "../data/actors.ts";
import { renderSheet } from "./sheets.ts";
import type { Kit } from "../kit.ts";
import type { View } from "../types.ts";

export const CREATION_TEMPLATE = "templates/dialogs/creation.hbs";

function catalogue(kit: Kit): Catalogue {
  const entries: IndexEntry[] = ["species", "careers", "specialisations", "weapons", "armour", "gear"].flatMap((pack) =>
    (kit.packs[pack] ?? []).map((d) => ({ ...d, uuid: `Compendium.eote.${pack}.Item.${d._id}` })));
  return catalogueOf(entries, 4);
}

function apply(s: WizardState, c: Catalogue, steps: [string, string][]): WizardState {
  return steps.reduce((state, [action, value]) => {
    const r = change(state, c, action, value);
    if (!r.ok) throw new Error(`preview: ${action} ${value} refused (${r.error.key})`);
    return r.state;
  }, s);
}

const uuid = (c: Catalogue, list: "species" | "careers" | "specialisations" | "gear", name: string) => {
  const found = (c[list] as { name: string; uuid: string }[]).find((e) => e.name === name);
  if (!found) throw new Error(`preview: no ${name} in ${list}`);
  return found.uuid;
};

/** A blank character the GM made for a player, in creation mode: its Advancement tab offers guided creation. */
function freshSheet(kit: Kit): View {
  const input = characterInput(kit, { ...PLAY, activeTab: "advancement" }, [], { name: "New character" });
  const data = { ...input.system, creation: true, xp: { total: 0, available: 0, ledger: [] } };
  input.system = { ...data, derived: characterDerived(data, []) };
  input.advancement = { gm: false, userNames: {}, lang: "en", guide: true };
  return {
    id: "actor-character-advancement-fresh", title: "Character: a fresh character's Advancement tab (Guided creation)", group: "Actor sheets",
    frame: "sheet", classes: "eote sheet actor character", size: SHEET_SIZES.CharacterSheet,
    html: renderSheet(kit, "CharacterSheet", buildCharacterContext(input)),
  };
}

export function creationViews(kit: Kit, group = "Dialogs"): View[] {
  const c = catalogue(kit);
  const states: WizardState[] = [];
  let s = apply(initialState(), c, [["pickSpecies", uuid(c, "species", "Human")], ["speciesSkill", "cool"], ["speciesSkill", "medicine"]]);
  states.push(s);
  s = apply({ ...s, step: 1 }, c, [["pickCareer", uuid(c, "careers", "Smuggler")]]);
  states.push(s);
  s = apply({ ...s, step: 2 }, c, [["pickSpecialisation", uuid(c, "specialisations", "Pilot")],
    ["freeCareer", "coordination"], ["freeCareer", "deception"], ["freeCareer", "pilotingSpace"], ["freeCareer", "streetwise"],
    ["freeSpecialisation", "astrogation"], ["freeSpecialisation", "gunnery"]]);
  states.push(s);
  s = withText(apply({ ...s, step: 3 }, c, [["obligationType", "debt"], ["extra", "xp5"]]), { motivation: "Pay off the Hutt, then never fly cargo again." });
  states.push(s);
  s = apply({ ...s, step: 4 }, c, [["raise", "agility"], ["addRank", "rangedLight"], ["addRank", "rangedLight"], ["talent", "0"], ["talent", "4"]]);
  states.push(s);
  s = apply({ ...s, step: 5 }, c, [["addGear", uuid(c, "gear", "Blaster Pistol")], ["addGear", uuid(c, "gear", "Stimpack")], ["addGear", uuid(c, "gear", "Stimpack")]]);
  states.push(s);
  s = withText({ ...s, step: 6 }, { name: "Kira Voss", biography: "Grew up in the Corellian shipyards, flew her first smuggling run at sixteen." });
  states.push(s);
  return [freshSheet(kit), ...states.map((state, i) => ({
    id: `creation-${STEPS[i]}`, title: `Guided creation: ${i + 1}. ${STEPS[i]}`, group, frame: "dialog" as const,
    classes: "eote eote-creation", size: { width: 900, height: 680 },
    // The context CreationWindow#_prepareContext gives the template.
    html: kit.engine.render(CREATION_TEMPLATE, { ...wizardView(state, c, "en"), forActor: "" }),
  }))];
}
