// The GM's XP audit on the Advancement tab, through the real character sheet over the doubles: a player's
// client may write its own character directly (Foundry cannot stop it), so the tab shows the GM what the XP
// ledger does not explain; the player never sees the audit, and purchases made through the sheet raise none.
import { describe, expect, it } from "vitest";
import { character } from "../../fixtures/actors.ts";
import { asUser, FakeActor, shownKey, OWNERSHIP, register, users } from "../../doubles/index.ts";
import { advancementSheetSuite } from "./sheet.ts";

type Sheet = { render(force: boolean): Promise<unknown>; element: { innerHTML: string } | null; tabGroups: Record<string, string> };
/** The character sheet's class, as these tests construct it. */
const CharacterSheet = (): new (options: { document: unknown }) => Sheet => shell.sheets.CharacterSheet as unknown as new (options: { document: unknown }) => Sheet;

const shell = advancementSheetSuite({ keys: true });

/** Kell, the player's: 110 XP earned, all available, nothing bought (no skill ranks yet). */
function kell() {
  const data = character();
  for (const skill of Object.values(data.skills)) skill.rank = 0;
  data.xp = { total: 110, available: 110, ledger: [] };
  data.creation = false;
  return register(new FakeActor("Kell", "character", data, { ownership: { default: OWNERSHIP.NONE, [users.player.id]: OWNERSHIP.OWNER } }));
}

/** The Advancement tab as `viewer` sees it. */
async function tab(actor: FakeActor, viewer: typeof users.gm): Promise<string> {
  asUser(viewer);
  const sheet = new (CharacterSheet())({ document: actor });
  sheet.tabGroups["primary"] = "advancement";
  await sheet.render(true);
  return sheet.element!.innerHTML;
}

describe("the GM's XP audit", () => {
  it("purchases through the sheet leave nothing to report", async () => {
    const pc = kell();
    asUser(users.player);
    expect(await shell.adv.buySkill(pc, "cool")).toBe(true);
    expect(await tab(pc, users.gm)).not.toContain("eote-xp-audit");
  });

  it("a player's direct writes (more XP available, a rank, a talent) are listed for the GM, and not shown to the player", async () => {
    const pc = kell();
    asUser(users.player);
    expect(await shell.adv.buySkill(pc, "cool")).toBe(true); // 10 XP, rank 1, in the ledger
    await pc.update({ "system.xp.available": 150, "system.skills.cool.rank": 3, "system.skills.melee.rank": 2 });
    await pc.createEmbeddedDocuments("Item", [{ name: "Grit <b>", type: "talent", system: { rank: 2, ranked: true } }]);
    const gm = await tab(pc, users.gm);
    expect(gm).toContain("eote-xp-audit");
    expect(gm).toContain(shownKey("EOTE.Advancement.Audit.Spent", { spent: -40, ledger: 10 }));
    expect(gm).toContain(shownKey("EOTE.Advancement.Audit.Skill", { skill: "EOTE.Skill.cool", rank: 3, explained: 1 }));
    expect(gm).toContain(shownKey("EOTE.Advancement.Audit.Skill", { skill: "EOTE.Skill.melee", rank: 2, explained: 0 }));
    expect(gm).toContain(shownKey("EOTE.Advancement.Audit.Talent", { talent: "Grit <b>", rank: 2, explained: 0 }));
    expect(await tab(pc, users.player)).not.toContain("eote-xp-audit");
  });
});
