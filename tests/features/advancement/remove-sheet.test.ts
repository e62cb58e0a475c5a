// The identity chips through the real character sheet over the ActorSheetV2 double: a chip's name opens the
// item's sheet; edit mode's remove control runs the sheet's own action, which removes the specialisation and
// refunds what it cost; play mode and an observer's sheet have no remove control, and a click from a user who
// is no longer the owner is refused.
import { describe, expect, it, vi } from "vitest";
import { character } from "../../fixtures/actors.ts";
import { asUser, ClickEvent, FakeActor, FakeItem, noticeKeys, notices, OWNERSHIP, register, users, type OwnershipLevel } from "../../doubles/index.ts";
import { advancementSheetSuite } from "./sheet.ts";

type Sheet = InstanceType<typeof import("../../../module/applications/sheets/character-sheet.ts").CharacterSheet> & {
  actionsSettled(): Promise<void>;
};
/** The character sheet's class, as these tests construct it. */
const CharacterSheet = (): new (options: { document: unknown }) => Sheet => shell.sheets.CharacterSheet as unknown as new (options: { document: unknown }) => Sheet;

const shell = advancementSheetSuite();

const spec = (key: string, name: string) => new FakeItem({ name, type: "specialisation", system: { key, career: "smuggler", careerSkills: [], tree: [], description: "" } });

/** Kell with two specialisations (the second bought for 20 XP); the player at the keyboard has `level` on him. */
async function kell(level: OwnershipLevel) {
  const data = character();
  data.xp = { total: 110, available: 100, ledger: [] };
  data.creation = true;
  const pc = register(new FakeActor("Kell", "character", data, { ownership: { default: OWNERSHIP.NONE, [users.player.id]: OWNERSHIP.OWNER } }));
  asUser(users.player);
  await shell.adv.dropIdentity(pc, spec("pilot", "Pilot"));
  const second = await shell.adv.dropIdentity(pc, spec("scoundrel", "Scoundrel")) as unknown as FakeItem;
  pc.ownership = { default: OWNERSHIP.NONE, [users.player.id]: level };
  notices.length = 0;
  const sheet = new (CharacterSheet())({ document: pc });
  await sheet.render(true);
  return { pc, second, sheet };
}
const control = (sheet: Sheet, id: string, action: string) => sheet.element!.querySelector(`[data-item-id="${id}"] [data-action="${action}"]`) as unknown as EventTarget | null;
const editMode = async (sheet: Sheet) => {
  (sheet.element!.querySelector('[data-action="toggleMode"]') as unknown as EventTarget).dispatchEvent(new ClickEvent());
  await sheet.actionsSettled();
};

describe("identity chips on the character sheet", () => {
  it("the owner opens a chip's item, and in edit mode removes a bought specialisation with its XP refunded", async () => {
    const { pc, second, sheet } = await kell(OWNERSHIP.OWNER);
    expect(pc.system.xp.available).toBe(70); // Scoundrel outside a career: 10 × 2 + 10
    expect(control(sheet, second.id, "removeIdentity")).toBeNull(); // play mode
    // The chip's name opens the item's own sheet (its registered sheet stands in as a spy here).
    const opened = vi.fn(async () => undefined);
    Object.defineProperty(pc.items.get(second.id)!, "sheet", { value: { render: opened } });
    control(sheet, second.id, "editItem")!.dispatchEvent(new ClickEvent());
    await sheet.actionsSettled();
    expect(opened).toHaveBeenCalledTimes(1);
    await editMode(sheet);
    const remove = control(sheet, second.id, "removeIdentity");
    expect(remove, "the chip's remove control").not.toBeNull();
    remove!.dispatchEvent(new ClickEvent());
    await sheet.actionsSettled();
    expect(pc.items.get(second.id)).toBeUndefined();
    expect(pc.system.xp.available).toBe(100);
    expect(noticeKeys()).toEqual(["EOTE.IdentityItem.Notice.Refunded"]);
  });

  it("a click from a user who is no longer the owner (ownership lowered while the sheet was open) is refused; nothing changes", async () => {
    const { pc, second, sheet } = await kell(OWNERSHIP.OWNER);
    await editMode(sheet);
    const remove = control(sheet, second.id, "removeIdentity");
    expect(remove).not.toBeNull();
    pc.ownership = { default: OWNERSHIP.NONE, [users.player.id]: OWNERSHIP.OBSERVER };
    remove!.dispatchEvent(new ClickEvent());
    await sheet.actionsSettled();
    expect(pc.items.get(second.id)).toBeDefined();
    expect(pc.system.xp.available).toBe(70);
    expect(noticeKeys()).toEqual(["EOTE.Combat.Notice.NotAllowed"]);
    // An observer's own sheet draws no remove control at all.
    const observed = new (CharacterSheet())({ document: pc });
    await observed.render(true);
    expect(observed.element!.querySelector('[data-action="removeIdentity"]')).toBeNull();
    expect(observed.element!.querySelector(`[data-item-id="${second.id}"] [data-action="editItem"]`)).not.toBeNull();
  });
});
