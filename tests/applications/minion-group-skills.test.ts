// A minion group's group skills from its sheet (seed 002 MINIONS: the group rolls only its group skills):
// the real AdversarySheet over the ActorSheetV2 double, rendered from the real templates. Edit mode lists
// every skill with a group-skill checkbox; ticking one writes `system.groupSkills` through the actor's
// update (so a new group can get Melee without a macro), unticking takes it out. The shell refuses a user
// who does not own the group, and an id that is no skill, with nothing written.
import { describe, expect, it } from "vitest";
import { minion } from "../fixtures/actors.ts";
import { asUser, ClickEvent, FakeActor, noticeKeys, notices, OWNERSHIP, register, users } from "../doubles/index.ts";
import { shellSuite } from "../doubles/suite.ts";
import { installTemplates } from "./handlebars-env.ts";
import { SKILL_IDS } from "../../module/rules/checks/skills.ts";

type Sheet = InstanceType<typeof import("../../module/applications/sheets/adversary-sheet.ts").AdversarySheet> & {
  actionsSettled(): Promise<void>;
};
interface Box extends EventTarget { checked: boolean; dataset: Record<string, string> }

const shell = shellSuite({
  keys: true,
  install: () => installTemplates(),
  modules: {
    AdversarySheet: async () => (await import("../../module/applications/sheets/adversary-sheet.ts")).AdversarySheet as unknown as new (options: { document: unknown }) => Sheet,
    group: () => import("../../module/applications/sheets/minion-group.ts"),
  },
});

/** A new squad (group skills Ranged (Heavy) and Vigilance), its sheet open in edit mode for the GM. */
async function openInEditMode() {
  const squad = register(new FakeActor("Stormtrooper squad", "minion", minion(), { ownership: { default: OWNERSHIP.NONE } }));
  asUser(users.gm);
  const sheet = new shell.AdversarySheet({ document: squad });
  await sheet.render(true);
  expect(sheet.element!.querySelectorAll("[data-action=toggleGroupSkill]")).toHaveLength(0); // play mode: none
  sheet.element!.querySelector("[data-action=toggleMode]")!.dispatchEvent(new ClickEvent());
  await sheet.actionsSettled();
  return { squad, sheet, boxes: () => sheet.element!.querySelectorAll("[data-action=toggleGroupSkill]") as unknown as Box[] };
}

describe("a minion group's group-skill checkboxes", () => {
  it("edit mode shows one per skill, the group's own ticked", async () => {
    const { boxes } = await openInEditMode();
    expect(boxes().map((b) => b.dataset["skillId"]).sort()).toEqual([...SKILL_IDS].sort());
    expect(boxes().filter((b) => b.checked).map((b) => b.dataset["skillId"]).sort()).toEqual(["rangedHeavy", "vigilance"]);
  });

  it("ticking Melee writes it into groupSkills; unticking Vigilance takes it out", async () => {
    const { squad, sheet, boxes } = await openInEditMode();
    const melee = boxes().find((b) => b.dataset["skillId"] === "melee")!;
    melee.checked = true; // the browser ticks the box before the click reaches the listeners
    melee.dispatchEvent(new ClickEvent());
    await sheet.actionsSettled();
    expect(squad.system.groupSkills).toEqual(expect.arrayContaining(["melee", "rangedHeavy", "vigilance"]));
    expect(squad.system.groupSkills).toHaveLength(3);
    // The group now rolls Melee at its group rank (standing − 1).
    expect(squad.system.derived.skillRanks.melee).toBe(squad.system.derived.skillRanks.rangedHeavy);

    await sheet.render();
    const vigilance = boxes().find((b) => b.dataset["skillId"] === "vigilance")!;
    expect(boxes().find((b) => b.dataset["skillId"] === "melee")!.checked).toBe(true);
    vigilance.checked = false;
    vigilance.dispatchEvent(new ClickEvent());
    await sheet.actionsSettled();
    expect([...squad.system.groupSkills].sort()).toEqual(["melee", "rangedHeavy"]);
    expect(squad.updates.map((u) => Object.keys(u))).toEqual([["system.groupSkills"], ["system.groupSkills"]]);
    expect(notices).toEqual([]);
  });

  it("refuses a player who does not own the group, and an id that is no skill, writing nothing", async () => {
    const squad = register(new FakeActor("Squad", "minion", minion(), { ownership: { default: OWNERSHIP.OBSERVER } }));
    asUser(users.player);
    expect(await shell.group.setGroupSkill(squad as unknown as Actor.Implementation, "melee", true)).toBe(false);
    expect(noticeKeys()).toEqual(["EOTE.Sheet.Minion.NotOwner"]);
    asUser(users.gm);
    expect(await shell.group.setGroupSkill(squad as unknown as Actor.Implementation, "blasters", true)).toBe(false);
    expect(squad.updates).toEqual([]);
    expect([...squad.system.groupSkills].sort()).toEqual(["rangedHeavy", "vigilance"]);
  });
});
