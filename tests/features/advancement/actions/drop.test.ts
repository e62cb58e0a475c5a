// A character made from the compendia alone, over the v13 doubles, as its owning player: species →
// career → specialisation dropped onto a new character, then talents bought down the Pilot's tree
// from the talents pack (a ranked talent ranking up, a locked cell and an XP-short cell refused,
// every purchase undone exactly). Then a sample of pack talents' effects in a derived character.
import { beforeEach, describe, expect, it } from "vitest";
import { advancementSuite, PLAYER } from "../scene.ts";
import { applyCheckModifiers } from "../../../../module/rules/checks/modifiers.ts";
import { emptyPool } from "../../../../module/dice/types.ts";
import { character } from "../../../fixtures/actors.ts";
import {
  asUser, FakeActor, FakeItem, itemOfType, noticeKeys, OWNERSHIP, packItem, register, users,
} from "../../../doubles/index.ts";

const shell = advancementSuite({ sources: () => import("../../../../module/applications/dice-dialog/modifier-sources.ts") });
beforeEach(() => {
  asUser(users.player);
});

const talents = (pc: FakeActor) => [...pc.items.values()].filter((i) => i.type === "talent").map((i) => itemOfType(i, "talent"));
const talentRanks = (pc: FakeActor) => Object.fromEntries(talents(pc).map((t) => [t.system.key, t.system.rank]));
const treeOf = (pc: FakeActor) => itemOfType([...pc.items.values()].find((i) => i.type === "specialisation"), "specialisation");
const bought = (pc: FakeActor) => treeOf(pc).system.tree.flatMap((c, i) => (c.bought ? [i] : []));
const snapshot = (a: FakeActor) => JSON.stringify({ system: a.sourceOf(), items: [...a.items.values()].map((i) => [i.id, i.type, i.system]) });

describe("a new character from the packs, bought down the Pilot tree by its owner", () => {
  it("species, career and specialisation from the packs; talents bought by the tree's rule; undo exact", async () => {
    const data = character();
    Object.assign(data, { xp: { total: 0, available: 0, ledger: [] }, creation: true });
    const pc = register(new FakeActor("Tessa", "character", data, { ownership: PLAYER }));
    expect(await shell.adv.dropIdentity(pc, new FakeItem(packItem("species", "Human")))).not.toBeNull();
    expect(await shell.adv.dropIdentity(pc, new FakeItem(packItem("careers", "Smuggler")))).not.toBeNull();
    const spec = await shell.adv.dropIdentity(pc, new FakeItem(packItem("specialisations", "Pilot")));
    expect(spec).not.toBeNull();
    expect(pc.system.xp.available).toBe(110); // the first specialisation is free
    expect(pc.system.derived.careerSkills).toEqual(expect.arrayContaining(["astrogation", "gunnery", "pilotingPlanetary", "pilotingSpace"]));
    const tree = treeOf(pc).system.tree;
    expect(tree.map((c) => c.key).slice(0, 5)).toEqual(["fullThrottle", "skilledJockey", "galaxyMapper", "letsRide", "skilledJockey"]);
    const start = snapshot(pc);

    // Top row: Skilled Jockey (5) and Full Throttle (5); Full Throttle's line down opens the second
    // row's Skilled Jockey (10), which ranks the talent up instead of adding a second item.
    expect(await shell.adv.buyTalent(pc, spec!.id!, 1)).toBe(true);
    expect(await shell.adv.buyTalent(pc, spec!.id!, 0)).toBe(true);
    expect(await shell.adv.buyTalent(pc, spec!.id!, 4)).toBe(true);
    expect(talentRanks(pc)).toEqual({ skilledJockey: 2, fullThrottle: 1 });
    expect(talents(pc).filter((t) => t.system.key === "skilledJockey")).toHaveLength(1);
    expect(bought(pc)).toEqual([0, 1, 4]);
    expect(pc.system.xp.available).toBe(110 - 5 - 5 - 10);
    // The pack talent came with its effect: Skilled Jockey 2 removes two setback dice from Piloting.
    const pool = applyCheckModifiers({ ...emptyPool(), ability: 2, difficulty: 2, setback: 3 }, shell.sources.checkModifiersOf(pc, "pilotingSpace"));
    expect(pool.setback).toBe(1);

    // Row 4 is joined to nothing bought: refused, nothing changed.
    const beforeLocked = snapshot(pc);
    expect(await shell.adv.buyTalent(pc, spec!.id!, 12)).toBe(false);
    expect(noticeKeys().at(-1)).toBe("EOTE.Advancement.Error.TalentLocked");
    expect(snapshot(pc)).toBe(beforeLocked);

    // Spend down (creation: characteristics), buy row 3 (15), then row 4 (20) with 15 left: XP short.
    expect(await shell.adv.buyCharacteristic(pc, "agility")).toBe(true); // 30
    expect(await shell.adv.buyCharacteristic(pc, "intellect")).toBe(true); // 30
    expect(pc.system.xp.available).toBe(30);
    expect(await shell.adv.buyTalent(pc, spec!.id!, 8)).toBe(true); // Improved Full Throttle, below Skilled Jockey
    expect(pc.system.xp.available).toBe(15);
    const beforeShort = snapshot(pc);
    expect(await shell.adv.buyTalent(pc, spec!.id!, 12)).toBe(false);
    expect(noticeKeys().at(-1)).toBe("EOTE.Advancement.Error.NotEnoughXp");
    expect(snapshot(pc)).toBe(beforeShort);

    // Undo everything back to the fresh specialisation: the rank drops before the item goes.
    for (let i = 0; i < 3; i++) expect(await shell.adv.undoLastPurchase(pc)).toBe(true);
    expect([talentRanks(pc), bought(pc), pc.system.xp.available]).toEqual([{ skilledJockey: 2, fullThrottle: 1 }, [0, 1, 4], 90]);
    expect(await shell.adv.undoLastPurchase(pc)).toBe(true);
    expect(talentRanks(pc)).toEqual({ skilledJockey: 1, fullThrottle: 1 });
    expect(await shell.adv.undoLastPurchase(pc)).toBe(true);
    expect(await shell.adv.undoLastPurchase(pc)).toBe(true);
    const after = JSON.parse(snapshot(pc));
    expect(after.system.xp.ledger.every((e: { refunded: boolean }) => e.refunded)).toBe(true);
    after.system.xp.ledger = JSON.parse(start).system.xp.ledger;
    expect(JSON.stringify(after)).toBe(start);
  });
});

describe("pack talents' effects in a derived character", () => {
  const talent = (name: string, rank = 1, enable = false) => {
    const doc = packItem("talents", name);
    if (enable) for (const e of doc.effects ?? []) e["disabled"] = false;
    return { ...doc, system: { ...doc.system, rank } };
  };
  const pool = (pc: FakeActor, skill: string, setback = 0) =>
    applyCheckModifiers({ ...emptyPool(), ability: 2, difficulty: 2, setback }, shell.sources.checkModifiersOf(pc, skill));

  it("ranked removals scale by rank, pairs of skills and skill kinds are covered, always-on modifiers derive", () => {
    asUser(users.gm);
    const bare = new FakeActor("Bare", "character", character());
    const pc = new FakeActor("Vex", "character", character(), {
      items: [talent("Researcher", 2), talent("Kill with Kindness"), talent("Plausible Deniability", 3), talent("Command", 2), talent("Gearhead"), talent("Armor Master", 1, true)],
    });
    expect(pool(pc, "xenology", 2).setback).toBe(0); // Researcher 2: every Knowledge skill
    expect(pool(pc, "underworld", 3).setback).toBe(1);
    expect([pool(pc, "charm", 1).setback, pool(pc, "leadership", 1).setback]).toEqual([0, 0]);
    expect(pool(pc, "deception", 4).setback).toBe(1); // Plausible Deniability 3
    expect(pool(pc, "leadership").boost).toBe(2); // Command 2
    expect(pool(pc, "mechanics", 1).setback).toBe(0);
    expect(pool(pc, "negotiation", 1).setback).toBe(1); // none of them touch Negotiation
    expect(pc.system.derived.soak).toBe(bare.system.derived.soak + 1); // Armor Master, enabled while armoured
    expect(new FakeActor("Off", "character", character(), { items: [talent("Armor Master")] }).system.derived.soak).toBe(bare.system.derived.soak);
  });

  it("situational talents are offered but marked, so the dialog lets the player untick them", () => {
    asUser(users.gm);
    const pc = new FakeActor("Rook", "character", character(), { items: [talent("Bypass Security", 2), talent("Forager")] });
    const mods = shell.sources.checkModifiersOf(pc, "skulduggery");
    expect(mods.map((m) => [m.source, m.die, m.count, m.situational])).toEqual([["Bypass Security", "removeSetback", 2, true]]);
    expect(shell.sources.checkModifiersOf(pc, "survival").map((m) => [m.source, m.count, m.situational])).toEqual([["Forager", 2, true]]);
    expect(applyCheckModifiers({ ...emptyPool(), setback: 2 }, mods, new Set(mods.map((m) => m.id))).setback).toBe(2);
  });
});
