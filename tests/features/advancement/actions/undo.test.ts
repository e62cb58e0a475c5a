// The ledger's Undo when the player has rewritten the ledger (it sits on their character, so it is theirs to
// write) and the GM clicks Undo: a purchase gives back at most what it could have cost by the published
// prices (a Force power or upgrade: its compendium price) and never more than the XP spent, as removing a
// specialisation already does. An honest Undo gives back exactly what was paid.
import { describe, expect, it } from "vitest";
import { advancementSuite, force, PLAYER } from "../scene.ts";
import { character } from "../../../fixtures/actors.ts";
import type { CharacterData } from "../../../../module/rules/types.ts";
import { asUser, FakeActor, FakeItem, OWNERSHIP, packSource, register, users } from "../../../doubles/index.ts";

const shell = advancementSuite({ force });

const spec = (key: string) => new FakeItem({ name: key, type: "specialisation", system: { key, career: "smuggler", careerSkills: [], tree: [], description: "" } });

function kell(total: number, available: number, forceRating = 0): FakeActor<CharacterData> {
  const data = character();
  Object.assign(data, { xp: { total, available, ledger: [] }, creation: false, forceRating });
  return register(new FakeActor("Kell", "character", data, { ownership: PLAYER }));
}

/** The player rewrites the last ledger entry's fields, as any owner may. */
async function forge(pc: FakeActor<CharacterData>, fields: Record<string, unknown>): Promise<void> {
  asUser(users.player);
  const ledger = pc.system.xp.ledger.map((e: object, i: number, all: unknown[]) => (i === all.length - 1 ? { ...e, ...fields } : e));
  await pc.update({ "system.xp.ledger": ledger });
  asUser(users.gm);
}

describe("the GM's Undo of a rewritten ledger entry", () => {
  it("a specialisation gives back at most what a further one could cost (30 XP for a second, out of career)", async () => {
    const pc = kell(500, 400);
    await shell.adv.dropIdentity(pc, spec("pilot")); // the first: free
    await shell.adv.dropIdentity(pc, spec("scoundrel")); // a second: 20 XP (no career: out of career, 30)
    const paid = 400 - pc.system.xp.available;
    expect(paid).toBeGreaterThan(0);
    await forge(pc, { cost: 5000 });
    expect(await shell.adv.undoLastPurchase(pc)).toBe(true);
    expect(pc.system.xp.available).toBe(400 - paid + 30);
  });

  it("never more than the XP spent, whatever count the entry claims", async () => {
    const pc = kell(110, 100);
    await shell.adv.dropIdentity(pc, spec("pilot"));
    await shell.adv.dropIdentity(pc, spec("scoundrel"));
    await forge(pc, { cost: 5000, to: 1000 });
    await shell.adv.undoLastPurchase(pc);
    expect(pc.system.xp.available).toBe(110);
  });

  it("a skill rank gives back at most its price out of career (10 XP for rank 1)", async () => {
    const pc = kell(500, 400);
    await shell.adv.buySkill(pc, "cool"); // no career: 10 XP
    expect([pc.system.skills.cool.rank, pc.system.xp.available]).toEqual([1, 390]);
    await forge(pc, { cost: 900 });
    await shell.adv.undoLastPurchase(pc);
    expect([pc.system.skills.cool.rank, pc.system.xp.available]).toEqual([0, 400]);
  });

  it("a Force power and an upgrade give back at most the pack's price", async () => {
    const pc = kell(500, 400, 1);
    const senseId = String(packSource("force-powers").find((d) => d.name === "Sense")!._id);
    const sense = await shell.force.learnForcePower(pc, senseId);
    const afterLearn = pc.system.xp.available;
    const learnPrice = 400 - afterLearn;
    expect(await shell.force.buyForceUpgrade(pc, sense!.id!, 0)).toBe(true);
    const upgradePrice = afterLearn - pc.system.xp.available;
    await forge(pc, { cost: 777 });
    await shell.adv.undoLastPurchase(pc);
    expect(pc.system.xp.available).toBe(afterLearn);
    await forge(pc, { cost: 888 });
    await shell.adv.undoLastPurchase(pc);
    expect(pc.system.xp.available).toBe(400);
    expect([learnPrice, upgradePrice].every((n) => n > 0)).toBe(true);
  });

  it("an honest Undo gives back exactly what was paid", async () => {
    const pc = kell(500, 400);
    await shell.adv.buySkill(pc, "cool");
    await shell.adv.buySkill(pc, "cool");
    await shell.adv.undoLastPurchase(pc);
    await shell.adv.undoLastPurchase(pc);
    expect([pc.system.skills.cool.rank, pc.system.xp.available]).toEqual([0, 400]);
  });
});
