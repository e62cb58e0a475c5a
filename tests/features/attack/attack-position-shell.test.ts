// Defence and position from the attack button, over the v13 doubles, as the attacker's non-GM owner: the
// options prompt offers them, and the dice dialog opens with the pool and notes they make (seed 002
// GUARDED STANCE, TAKING COVER, COMBAT CHECK, AIM, TWO-WEAPON COMBAT, PERSONAL SILHOUETTES).
import { beforeEach, describe, expect, it } from "vitest";
import { character, rival } from "../../fixtures/actors.ts";
import { asUser, FakeActor, noticeKeys, packItem, placeToken, register, users } from "../../doubles/index.ts";
import { keyWithData } from "../../doubles/keys.ts";
import { requests } from "../../doubles/dice-dialog.ts";
import { shellSuite } from "../../doubles/suite.ts";
import { load } from "../../fixtures/modules.ts";

/** The dialog globals this file replaces, as the doubles install them. */
const g = globalThis as unknown as { foundry: { applications: { api: Record<string, unknown>; ux: Record<string, unknown> } } };
/** What the prompt showed, and the form values the user submits. */
let shown = "";
let submitted: Record<string, unknown> = {};
let shownButtons: string[] = [];
let clicking = "ok";

const shell = shellSuite({
  keys: true,
  seed: 3,
  modules: { combat: load.attackActions },
  install: async () => {
    // DialogV2.wait resolves with the clicked button's callback result, or its action's name when it has none (v13);
    // FormDataExtended#object is the form's values. `clicking` picks the button.
    g.foundry.applications.api.DialogV2 = {
      wait: async (options: { content: string; buttons: { action: string; label: string; default?: boolean; callback?: (event: unknown, button: unknown) => unknown }[] }) => {
        shown = options.content;
        shownButtons = options.buttons.map((b) => `${b.action}${b.default ? "*" : ""}`);
        const button = options.buttons.find((b) => b.action === clicking)!;
        return button.callback ? button.callback(null, { form: submitted }) : button.action;
      },
    };
    g.foundry.applications.ux = { FormDataExtended: class { object: Record<string, unknown>; constructor(form: Record<string, unknown>) { this.object = { ...form }; } } };
  },
});

beforeEach(() => {
  asUser(users.player);
  clicking = "ok";
});

function scene() {
  const kira = register(new FakeActor("Kira", "character", character(), {
    items: [packItem("weapons", "Combat Knife"), packItem("weapons", "Blaster Pistol")], ownership: { default: 0, [users.player.id]: 3 },
  }));
  const thug = register(new FakeActor("Thug", "rival", rival(), { ownership: { default: 0 } }));
  const token = placeToken(thug, { name: "Thug" });
  users.player.targets.clear();
  users.player.targets.add(token);
  const [knife, pistol] = kira.items.contents;
  return { kira, knife: knife!, pistol: pistol! };
}

const noteText = () => (requests.at(-1)!.notes ?? []).join("\n");

describe("the attack options' defence and position", () => {
  it("the prompt of a knife offers Guarded Stance, the engaged answer, silhouettes and the pistol as second weapon", async () => {
    const { kira, knife, pistol } = scene();
    submitted = { aim: "0", targetGuarded: "on", answersEngagedRanged: "on", secondWeaponId: pistol.id, attackerSilhouette: "1", targetSilhouette: "1" };
    await shell.combat.attackWith(kira, knife);
    expect(shown).toContain('name="targetGuarded"');
    expect(shown).toContain('name="answersEngagedRanged"');
    expect(shown).not.toContain('name="targetInCover"');
    expect(shown).toContain(`<option value="${pistol.id}" >Blaster Pistol</option>`);
    expect(shown).not.toContain(`value="${knife.id}"`);
    const request = requests.at(-1)!;
    // Brawn 3 / melee rank vs Agility / Ranged (Light): lower of each; Average (knife) vs Average (pistol engaged) +1: Hard.
    expect(request.pool.difficulty).toBe(3);
    // Rival: melee defence 0, +1 Guarded Stance: one setback; answering a shot while engaged: one boost.
    expect(request.pool).toMatchObject({ setback: 1, boost: 1 });
    expect(noteText()).toContain('EOTE.Combat.Note.TargetGuarded {"modifier":"1"}');
    expect(noteText()).toContain('EOTE.Combat.Note.EngagedResponse {"modifier":"1"}');
    expect(noteText()).toContain(keyWithData("EOTE.Combat.Note.TwoWeapon", { modifier: "1", rank: "0", skill: "EOTE.Skill.rangedLight", value: "3" }));
    expect(request.flags).toMatchObject({ attack: { secondWeaponUuid: pistol.uuid, silhouettes: { attacker: 1, target: 1 } } });
  });

  it("names the attacker and its target at the top, asks only the target's silhouette, and Cancel builds no pool", async () => {
    const { kira, pistol } = scene();
    submitted = { rangeBand: "short", aim: "0", attackerSilhouette: "3", targetSilhouette: "2" };
    await shell.combat.attackWith(kira, pistol);
    expect(shown).toContain('<dd class="eote-attack-options__attacker">Kira</dd>');
    expect(shown).toContain('<dd class="eote-attack-options__targets">Thug</dd>');
    // A character is never asked its own silhouette: its actor's (1) is used, whatever a form says.
    expect(shown).not.toContain('name="attackerSilhouette"');
    expect(shown).toContain('name="targetSilhouette"');
    expect(requests.at(-1)!.flags).toMatchObject({ attack: { silhouettes: { attacker: 1, target: 2 } } });
    // Cancel first, then "Build the pool" (the default, last: at the right, where the dice dialog's Roll is).
    expect(shownButtons).toEqual(["cancel", "ok*"]);
    const before = requests.length;
    clicking = "cancel";
    await shell.combat.attackWith(kira, pistol);
    expect(requests.length).toBe(before);
    expect(noticeKeys()).toEqual([]);
  });

  it("the pistol: cover, a called shot after one aim and a silhouette-3 target", async () => {
    const { kira, pistol } = scene();
    submitted = { rangeBand: "medium", aim: "1", targetInCover: "on", targetGuarded: "on", calledShot: "on", attackerSilhouette: "1", targetSilhouette: "3" };
    await shell.combat.attackWith(kira, pistol);
    expect(shown).toContain('name="targetInCover"');
    expect(shown).not.toContain('name="targetGuarded"');
    const request = requests.at(-1)!;
    // Medium: Average, one less for a target two silhouettes larger; cover 1 + called shot 2 setback, no aim boost.
    expect(request.pool).toMatchObject({ difficulty: 1, setback: 3, boost: 0 });
    expect(noteText()).toContain('EOTE.Combat.Note.TargetInCover {"modifier":"1"}');
    expect(noteText()).toContain('EOTE.Combat.Note.CalledShot {"aim":"1","modifier":"2"}');
    expect(noteText()).toContain('EOTE.Combat.Note.SilhouetteLarger {"attacker":"1","modifier":"1","target":"3"}');
  });

  it("a called shot without aiming is refused with a notice, and no dialog opens", async () => {
    const { kira, pistol } = scene();
    submitted = { rangeBand: "short", aim: "0", calledShot: "on" };
    await shell.combat.attackWith(kira, pistol);
    expect(requests).toEqual([]);
    expect(noticeKeys()).toEqual(["EOTE.Combat.Error.CalledShotNoAim"]);
  });
});
