// The character sheet's Attack button through the real sheet class over the ActorSheetV2 double: the
// sheet renders its combat tab from the real templates and a click on a weapon row's Attack runs the
// sheet's own action. An observer's sheet shows the button disabled, and a click that gets there anyway
// (the attribute removed in the browser's inspector) is refused with a notice before any attack, since
// the attack speaks and rolls for the actor; the owner attacks with the row's weapon, shift-click skipping
// the range and maneuver prompt.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { character } from "../../fixtures/actors.ts";
import { asUser, ClickEvent, FakeActor, noticeKeys, notices, OWNERSHIP, packItem, register, users } from "../../doubles/index.ts";
import { createEnvironment, lookupKey, render } from "../../applications/handlebars-env.ts";
import { shellSuite } from "../../doubles/suite.ts";

const attackWith = vi.fn(async (..._args: unknown[]) => undefined);
vi.mock("../../../module/features/attack/index.ts", async (importOriginal) => {
  const real = await importOriginal<typeof import("../../../module/features/attack/index.ts")>();
  return { ...real, api: { ...real.api, attackWith: (...args: unknown[]) => attackWith(...args) } };
});

type Sheet = InstanceType<typeof import("../../../module/applications/sheets/character-sheet.ts").CharacterSheet> & {
  actionsSettled(): Promise<void>;
};
let CharacterSheet: new (options: { document: unknown }) => Sheet;

const shell = shellSuite({
  keys: true,
  seed: 5,
  install: async () => {
    // renderTemplate over the templates with their partials registered, as loadTemplates leaves them.
    const hbs = createEnvironment();
    (globalThis as unknown as { foundry: { applications: { handlebars: { renderTemplate: (path: string, context: object) => Promise<string> } } } }).foundry.applications.handlebars.renderTemplate = async (path: string, context: object) =>
      render(hbs, path.replace(/^systems\/eote\/templates\//, ""), context);
    CharacterSheet = (await import("../../../module/applications/sheets/character-sheet.ts")).CharacterSheet as unknown as typeof CharacterSheet;
  },
});

beforeEach(() => {
  attackWith.mockClear();
});

/** Kira with a blaster pistol; the player at the keyboard has `level` on her. */
async function openSheet(level: number) {
  const kira = register(new FakeActor("Kira", "character", character(), {
    items: [packItem("weapons", "Blaster Pistol")], ownership: { default: OWNERSHIP.NONE, [users.player.id]: level },
  }));
  const pistol = kira.items.contents[0]!;
  asUser(users.player);
  const sheet = new CharacterSheet({ document: kira });
  sheet.tabGroups["primary"] = "combat";
  await sheet.render(true);
  const attack = sheet.element!.querySelector(`[data-item-id=${pistol.id}] [data-action=attack]`);
  expect(attack, "the weapon row's Attack button").not.toBeNull();
  return { kira, pistol, sheet, attack: attack! as unknown as EventTarget & { attributes: Record<string, string> } };
}

describe("the character sheet's Attack button", () => {
  it("refuses a player who only observes the actor, with a notice, before any attack", async () => {
    const { sheet, attack } = await openSheet(OWNERSHIP.OBSERVER);
    expect(attack.attributes).toHaveProperty("disabled"); // what the observer sees
    attack.dispatchEvent(new ClickEvent());
    attack.dispatchEvent(new ClickEvent({ shiftKey: true }));
    await sheet.actionsSettled();
    const key = "EOTE.Combat.Weapon.AttackNotOwner";
    expect(lookupKey(key)).toBeTruthy();
    expect(noticeKeys()).toEqual([key, key]);
    expect(attackWith).not.toHaveBeenCalled();
  });

  it("the owner attacks with the row's weapon; shift-click skips the prompt", async () => {
    const { kira, pistol, sheet, attack } = await openSheet(OWNERSHIP.OWNER);
    expect(attack.attributes).not.toHaveProperty("disabled");
    attack.dispatchEvent(new ClickEvent());
    await sheet.actionsSettled();
    expect(attackWith).toHaveBeenCalledTimes(1);
    expect(attackWith).toHaveBeenLastCalledWith(kira, pistol, { prompt: true });
    attack.dispatchEvent(new ClickEvent({ shiftKey: true }));
    await sheet.actionsSettled();
    expect(attackWith).toHaveBeenCalledTimes(2);
    expect(attackWith).toHaveBeenLastCalledWith(kira, pistol, { prompt: false });
    expect(notices).toEqual([]);
  });
});
