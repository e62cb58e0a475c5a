// Guided creation over the v13 doubles, as a non-GM player allowed to create actors: for each of the 18
// core specialisations (with the 8 species in turn), the wizard's own changes build the choices and Create
// writes the character; the same character built by hand with the sheet's actions (drops, free ranks,
// purchases, the sheet's fields, gear dropped from the packs) comes out equal: characteristics, skills,
// talents, XP total and available, the ledger, credits, Obligation and gear. Undo works after Create.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { CharacterData, LedgerEntry } from "../../../module/rules/types.ts";
import { shellSuite } from "../../doubles/suite.ts";
import {
  actorOfType, asUser, elementLike, FakeActor, FakeItem, installHooks, itemOfType, noticeKeys, packItem, propertyAt, users,
} from "../../doubles/index.ts";
import { SKILL_IDS } from "../../../module/rules/checks/skills.ts";
import type { Catalogue, WizardState } from "../../../module/features/creation/state-model.ts";

let catalogue: Catalogue;
let hooks: ReturnType<typeof installHooks>;
const shell = shellSuite({ seed: 7, keys: true, install: () => { hooks = installHooks(); }, modules: {
  // The flow's files: the writes, the window, the wizard's view and state (the index offers only open and canGuide).
  creation: async () => ({
    ...(await import("../../../module/features/creation/actions.ts")), ...(await import("../../../module/features/creation/form.ts")),
    ...(await import("../../../module/features/creation/model.ts")), ...(await import("../../../module/features/creation/state-model.ts")),
  }),
  index: () => import("../../../module/features/creation/index.ts"),
  adv: () => import("../../../module/features/advancement/index.ts").then((m) => m.api),
} });
beforeAll(async () => {
  shell.index.register();
  asUser(users.player);
  catalogue = await shell.creation.loadCatalogue();
});
beforeEach(() => {
  asUser(users.player);
  users.player.granted.add("ACTOR_CREATE");
});

/** The wizard's own state changes, each one the rules must accept. */
function run(state: WizardState, steps: [string, string][]): WizardState {
  let s = state;
  for (const [action, value] of steps) {
    const r = shell.creation.change(s, catalogue, action, value);
    if (!r.ok) throw new Error(`${action} ${value} refused: ${r.error.key}`);
    s = r.state;
  }
  return s;
}

/** A full set of choices for a specialisation and a species: free ranks, a raise, ranks, two talents, gear. */
function choicesFor(specName: string, speciesName: string) {
  const spec = catalogue.specialisations.find((e) => e.name === specName)!;
  const career = catalogue.careers.find((e) => e.system.key === spec.system.career)!;
  const species = catalogue.species.find((e) => e.name === speciesName)!;
  const counts = { career: species.system.careerFreeRanks ?? 4, spec: species.system.specialisationFreeRanks ?? 2 };
  // Free ranks away from the species' own, so the ranks bought with XP on top stay within rank 2.
  const open = <T extends string>(ids: readonly T[]) => ids.filter((id) => !(species.system.freeRanks as readonly string[]).includes(id));
  const freeCareer = open(career.system.careerSkills).slice(0, counts.career);
  const specOpen = open(spec.system.careerSkills);
  const freeSpec = [...specOpen.filter((id) => !freeCareer.includes(id)), ...specOpen.filter((id) => freeCareer.includes(id))].slice(0, counts.spec);
  const nonCareer = "coreWorlds";
  const pistol = catalogue.gear.find((e) => e.name === "Blaster Pistol")!;
  const stim = catalogue.gear.find((e) => e.name === "Stimpack")!;
  let s = run({ ...shell.creation.initialState(), name: `${speciesName} ${specName}` }, [
    ["pickSpecies", species.uuid],
    ...((species.system.skillChoices ?? []).flatMap((c) => c.skills.filter((id) => !career.system.careerSkills.includes(id) && !spec.system.careerSkills.includes(id)).slice(0, c.count).map((id) => ["speciesSkill", id] as [string, string]))),
    ["pickCareer", career.uuid], ["pickSpecialisation", spec.uuid],
    ...freeCareer.map((id) => ["freeCareer", id] as [string, string]),
    ...freeSpec.map((id) => ["freeSpecialisation", id] as [string, string]),
    ["obligationType", "debt"], ["extra", "xp5"],
    ["raise", "agility"], ["addRank", nonCareer], ["addRank", career.system.careerSkills.at(-1)!],
    ["talent", "0"], ["talent", "1"],
    ["addGear", pistol.uuid], ["addGear", stim.uuid], ["addGear", stim.uuid],
  ]);
  s = shell.creation.withText(s, { motivation: "Freedom", biography: "Born on <Tatooine>" });
  return { s, spec, career, species };
}

type Actorish = FakeActor<CharacterData>;
/** The globals this file reads, as the doubles install them. */
const world = globalThis as unknown as {
  Actor: { create(data: object): Promise<{ readonly type: string } | null> };
  game: { actors: { size: number; getName(name: string): { readonly type: string } | undefined } };
  foundry: { applications: { instances: Map<string, unknown> } };
};
const talentsOf = (a: Actorish) => [...a.items.values()].filter((i) => i.type === "talent").map((i) => itemOfType(i, "talent")).map((t) => [t.system.key, t.system.rank]).sort();
const gearOf = (a: Actorish) => [...a.items.values()].filter((i) => ["weapon", "armour", "gear"].includes(i.type)).map((i) => [i.name, propertyAt(i.system, "quantity") ?? 1]).sort();
const ledger = (a: Actorish) => a.system.xp.ledger.map((e: LedgerEntry) => [e.kind, e.target, e.cost, e.from, e.to, e.user, e.source === "" ? "" : e.source.length > 12 ? "item" : e.source, e.cell, e.refunded]);
function outcome(a: Actorish) {
  const s = a.system;
  return {
    characteristics: s.characteristics, skills: Object.fromEntries(Object.entries(s.skills as Record<string, { rank: number }>).map(([k, v]) => [k, v.rank])),
    talents: talentsOf(a), xp: [s.xp.total, s.xp.available], ledger: ledger(a), credits: s.credits,
    obligations: s.obligations, gear: gearOf(a), items: [...a.items.values()].map((i) => i.type).sort(),
  };
}

/** The same character by hand, with the sheet's actions, in the order a player would click. */
async function byHand(name: string, c: ReturnType<typeof choicesFor>): Promise<FakeActor<CharacterData>> {
  const plan = shell.creation.wizardView(c.s, catalogue).totals;
  const actor = actorOfType(await world.Actor.create({ name, type: "character", system: { creation: true } }), "character");
  const doc = (pack: string, entry: { name: string }) => new FakeItem(packItem(pack, entry.name), null, `eote.${pack}`);
  // As a player would on the sheet: the species with its picks, the extra Obligation's XP typed in, the
  // career and specialisation dropped, their free ranks chosen in the prompt.
  await shell.adv.applySpecies(actor, doc("species", c.species), { skills: c.s.speciesSkills });
  await actor.update({ "system.xp.total": actor.system.xp.total + 5, "system.xp.available": actor.system.xp.available + 5 });
  await shell.adv.dropIdentity(actor, doc("careers", c.career), { prompt: false });
  const spec = await shell.adv.dropIdentity(actor, doc("specialisations", c.spec), { prompt: false });
  await shell.adv.chooseFreeRanks(actor, { career: c.s.freeCareer, specialisation: c.s.freeSpecialisation });
  await shell.adv.buyCharacteristic(actor, "agility");
  // The ranks in the skill list's order, as the wizard writes them.
  for (const id of SKILL_IDS.filter((id) => id === "coreWorlds" || id === c.career.system.careerSkills.at(-1))) await shell.adv.buySkill(actor, id);
  await shell.adv.buyTalent(actor, spec!.id!, 0);
  await shell.adv.buyTalent(actor, spec!.id!, 1);
  await actor.update({
    "system.obligations": [{ type: "EOTE.Creation.ObligationType.debt", magnitude: shell.creation.wizardView(c.s, catalogue).obligation.magnitude, notes: "" }], "system.motivations": [{ kind: "desire", text: "Freedom" }],
    "system.credits": plan.credits.left, "system.biography": "<p>Born on &lt;Tatooine&gt;</p>",
  });
  await actor.createEmbeddedDocuments("Item", [packItem("weapons", "Blaster Pistol"), { ...packItem("gear", "Stimpack"), system: { ...packItem("gear", "Stimpack").system, quantity: 2 } }] as Item.CreateData[]);
  return actor;
}

describe("guided creation as a player", () => {
  it("reads species, careers, specialisations and gear from the packs' indexes", () => {
    expect(catalogue.species).toHaveLength(8);
    expect(catalogue.careers).toHaveLength(6);
    expect(catalogue.specialisations).toHaveLength(18);
    expect(catalogue.gear.length).toBeGreaterThan(40);
    expect(catalogue.partySize).toBe(2);
  });

  const SPECS = ["Assassin", "Gadgeteer", "Survivalist", "Doctor", "Politico", "Scholar", "Fringer", "Scout", "Trader",
    "Bodyguard", "Marauder", "Mercenary Soldier", "Pilot", "Scoundrel", "Thief", "Mechanic", "Outlaw Tech", "Slicer"];
  const SPECIES = ["Bothan", "Droid", "Gand", "Human", "Rodian", "Trandoshan", "Twi'lek", "Wookiee"];

  it.each(SPECS.map((spec, i) => [spec, SPECIES[i % SPECIES.length]!]))("%s (%s): Create equals the same character built by hand on the sheet", async (specName, speciesName) => {
    const c = choicesFor(specName, speciesName);
    const view = shell.creation.wizardView(c.s, catalogue);
    expect(view.refusals).toEqual([]);
    const made = actorOfType(await shell.creation.createCharacter(c.s, catalogue), "character");
    expect(made).toBeTruthy();
    expect(noticeKeys()).toEqual(expect.arrayContaining(["EOTE.Creation.Notice.Created"]));
    expect(made.isOwner).toBe(true);
    const hand = await byHand(`${speciesName} ${specName}`, c);
    expect(outcome(made)).toEqual(outcome(hand));
    // What the plan said is what was written.
    expect([made.system.xp.total, made.system.xp.available]).toEqual([view.totals.xp.total, view.totals.xp.available]);
    expect(made.system.credits).toBe(view.totals.credits.left);
    expect(made.system.xp.ledger.every((e: LedgerEntry) => e.user === users.player.id)).toBe(true);
  });

  it("Undo works after Create: the last purchase comes back exactly", async () => {
    const c = choicesFor("Pilot", "Human");
    const made = actorOfType(await shell.creation.createCharacter(c.s, catalogue), "character");
    const available = made.system.xp.available;
    expect(await shell.adv.undoLastPurchase(made)).toBe(true);
    expect(made.system.xp.available).toBe(available + 5); // the second top-row talent, 5 XP
    expect(talentsOf(made).map(([k]) => k)).not.toContain(c.spec.system.tree[1]!.key === c.spec.system.tree[0]!.key ? "" : c.spec.system.tree[1]!.key);
  });

  it("a player without the Create Actors permission is refused with a notice; nothing is made", async () => {
    users.player.granted.clear();
    const c = choicesFor("Pilot", "Human");
    const before = world.game.actors.size;
    expect(await shell.creation.createCharacter(c.s, catalogue)).toBeNull();
    expect(noticeKeys().at(-1)).toBe("EOTE.Creation.Error.CannotCreate");
    expect(world.game.actors.size).toBe(before);
  });

  it("onto a fresh character the GM made for the player: written there; a character already started is refused", async () => {
    users.player.granted.clear();
    asUser(users.gm);
    const blank = actorOfType(await world.Actor.create({ name: "Blank", type: "character", ownership: { default: 0, [users.player.id]: 3 } }), "character");
    asUser(users.player);
    expect(shell.creation.canGuide(blank)).toBe(true);
    const c = choicesFor("Scout", "Gand");
    expect(await shell.creation.createCharacter(c.s, catalogue, blank)).toBe(blank);
    expect(blank.name).toBe("Gand Scout");
    expect(blank.system.xp.ledger.length).toBeGreaterThan(0);
    expect(shell.creation.canGuide(blank)).toBe(false);
    expect(await shell.creation.createCharacter(c.s, catalogue, blank)).toBeNull();
    expect(noticeKeys().at(-1)).toBe("EOTE.Creation.Error.NotFresh");
  });

  it("a change the rules refuse is not applied: a third specialisation free rank, a restricted item, XP not there", () => {
    const { s, spec } = choicesFor("Pilot", "Human");
    const third = spec.system.careerSkills.find((id) => !s.freeSpecialisation.includes(id) && !s.freeCareer.includes(id))!;
    const r = shell.creation.change(s, catalogue, "freeSpecialisation", third);
    expect(r.ok ? "" : r.error.key).toBe("EOTE.Creation.Error.SpecialisationFreeRanks");
    const restricted = catalogue.gear.find((g) => g.system.restricted);
    if (restricted) {
      const g = shell.creation.change(s, catalogue, "addGear", restricted.uuid);
      expect(g.ok ? "" : g.error.key).toBe("EOTE.Creation.Error.Restricted");
    }
    let t = s;
    let refused = "";
    for (let i = 0; i < 10 && !refused; i++) {
      const step = shell.creation.change(t, catalogue, "raise", "brawn");
      if (step.ok) t = step.state;
      else refused = step.error.key;
    }
    expect(["EOTE.Advancement.Error.NotEnoughXp", "EOTE.Advancement.Error.CharacteristicMax"]).toContain(refused);
  });
});

describe("the ways in", () => {
  it("the Actors directory's button shows for whoever may create actors: the GM, a player granted it; not other players", () => {
    const rows = () => {
      const inserted: string[] = [];
      const header = elementLike({
        insertAdjacentHTML: (_where: string, markup: string) => void inserted.push(markup),
        querySelector: (selector: string) => (selector === ".eote-creation-tools" ? (inserted.length ? {} : null) : selector === ".directory-header" ? null : { addEventListener: () => {} }),
      });
      hooks.callAll("renderActorDirectory", {}, header);
      return inserted.map((m) => (m.match(/data-eote-creation="(\w+)"/) ?? [])[1]);
    };
    users.player.granted.clear();
    expect(rows()).toEqual([]);
    users.player.granted.add("ACTOR_CREATE");
    expect(rows()).toEqual(["open"]);
    users.player.granted.clear();
    asUser(users.gm);
    expect(rows()).toEqual(["open"]);
  });

  it("a fresh character's sheet offers Guided creation to its owner, and not once something is bought", async () => {
    asUser(users.gm);
    const blank = actorOfType(await world.Actor.create({ name: "Blank", type: "character", ownership: { default: 0, [users.player.id]: 3 } }), "character");
    asUser(users.other);
    expect(shell.creation.canGuide(blank)).toBe(false); // not the owner
    asUser(users.player);
    expect(shell.creation.canGuide(blank)).toBe(true);
    await blank.update({ "system.creation": false });
    expect(shell.creation.canGuide(blank)).toBe(false);
  });
});

describe("the window, as a player", () => {
  type El = { dataset: Record<string, string>; value: string; disabled?: boolean; getAttribute?(n: string): string | null; dispatchEvent(event: Event): boolean };
  /** The wizard's window as the ApplicationV2 double draws it: its actions, its element, its choices. */
  type WizardApp = {
    constructor: { DEFAULT_OPTIONS: { actions: Record<string, (this: WizardApp, event?: object, target?: unknown) => unknown> } };
    element: { innerHTML: string; querySelectorAll(selector: string): El[]; querySelector(selector: string): El };
    render(): Promise<unknown>;
    choices: { step: number; obligationType: string };
  };
  const g = world;
  it("walks every step with its buttons, Next held until a step is complete, and Create makes the character", async () => {
    g.foundry.applications.instances.clear();
    await shell.creation.openGuidedCreation();
    const app = g.foundry.applications.instances.get(shell.creation.CREATION_APP_ID) as WizardApp;
    expect(app).toBeTruthy();
    const actions = app.constructor.DEFAULT_OPTIONS.actions;
    const run = (action: string) => actions[action]!;
    const html = () => app.element.innerHTML as string;
    const find = (choice: string, value: string) => app.element.querySelectorAll(`[data-choice="${choice}"]`).find((e) => e.dataset["value"] === value)!;
    const choose = async (choice: string, value: string) => { run("choose").call(app, {}, find(choice, value)); await app.render(); };
    const press = async (action: string) => { await run(action).call(app, {}, app.element.querySelector(`[data-action="${action}"]`)); await app.render(); };
    const nextDisabled = () => /data-action="next" disabled/.test(html());
    const human = catalogue.species.find((e) => e.name === "Human")!;
    expect(nextDisabled()).toBe(true);
    await choose("pickSpecies", human.uuid);
    expect(nextDisabled()).toBe(true); // Human's two skills still to choose
    await choose("speciesSkill", "cool");
    await choose("speciesSkill", "medicine");
    await press("next");
    const smuggler = catalogue.careers.find((e) => e.name === "Smuggler")!;
    await choose("pickCareer", smuggler.uuid);
    await press("next");
    await choose("pickSpecialisation", catalogue.specialisations.find((e) => e.name === "Pilot")!.uuid);
    for (const id of ["coordination", "deception", "perception", "streetwise"]) await choose("freeCareer", id);
    for (const id of ["astrogation", "gunnery"]) await choose("freeSpecialisation", id);
    await press("next");
    expect(app.choices.step).toBe(3);
    const type = (name: string, value: string) => {
      const field = app.element.querySelector(`[name="${name}"]`);
      field.value = value;
      field.dispatchEvent(new Event("change", { bubbles: true }));
    };
    await press("rollObligation"); // the table's roll picks a type the player may change
    expect(app.choices.obligationType).not.toBe("");
    type("obligationType", "bounty");
    await app.render();
    await press("next");
    // The odds beside each skill: Ranged (Light) with Agility 2 and no rank, and after one rank.
    expect(html()).toMatch(/data-skill="rangedLight"[\s\S]*?2A<\/span>[^<]*43\.5%[\s\S]*?1P1A<\/span> 50\.2%/);
    await choose("addRank", "rangedLight");
    expect(html()).toMatch(/data-skill="rangedLight"[\s\S]*?1P1A<\/span>[^<]*50\.2%/);
    await choose("talent", "0");
    await press("next");
    await choose("addGear", catalogue.gear.find((e) => e.name === "Blaster Pistol")!.uuid);
    expect(html()).toMatch(/data-total="credits">[^<]*100[^<]*500/);
    await press("next");
    expect(html()).toMatch(/data-action="create" disabled/);
    type("name", "Kira Voss");
    await app.render();
    expect(html()).not.toMatch(/data-action="create" disabled/);
    const before = g.game.actors.size;
    await run("create").call(app);
    expect(g.game.actors.size).toBe(before + 1);
    const kira = actorOfType(g.game.actors.getName("Kira Voss"), "character");
    expect(kira.system.skills.rangedLight.rank).toBe(1);
    expect(kira.system.credits).toBe(100);
    expect(kira.system.obligations[0]!.type).toBe("EOTE.Creation.ObligationType.bounty");
    expect(g.foundry.applications.instances.has(shell.creation.CREATION_APP_ID)).toBe(false);
  });
});
