// Experience purchases, identity drops and exact undo over the shared v13 doubles, as the GM and as
// the owning player; a player who does not own the character changes nothing.
import { beforeEach, describe, expect, it } from "vitest";
import type { TalentCell } from "../../../module/rules/character/identity-types.ts";
import type { LedgerEntry } from "../../../module/rules/types.ts";
import { advancementSuite, PLAYER, pilotRow } from "./scene.ts";
import { character } from "../../fixtures/actors.ts";
import {
  asUser, FakeActor, FakeItem, itemOfType, notice, noticeKeys, notices, OWNERSHIP, register, users,
} from "../../doubles/index.ts";

const shell = advancementSuite();

const pilotTree = pilotRow();

function kell(available = 100, creation = false) {
  const data = character();
  data.xp = { total: 110, available, ledger: [] };
  data.creation = creation;
  return register(new FakeActor("Kell", "character", data, { ownership: PLAYER }));
}
const worldItem = (name: string, type: string, system: Record<string, unknown>) => new FakeItem({ name, type, system });
const careerItem = () => worldItem("Smuggler", "career", { key: "smuggler", careerSkills: ["coordination", "deception"], freeRanks: 4, description: "" });
const pilotItem = (key = "pilot", career = "smuggler") => worldItem("Pilot", "specialisation", { key, career, careerSkills: ["pilotingSpace"], tree: pilotTree, description: "" });
const speciesItem = () => worldItem("Human", "species", {
  description: "", characteristics: { brawn: 2, agility: 2, intellect: 2, cunning: 2, willpower: 2, presence: 2 },
  woundBase: 10, strainBase: 10, startingXp: 110, freeRanks: [],
});
const snapshot = (a: FakeActor) => JSON.stringify({ system: a.sourceOf(), items: [...a.items.values()].map((i) => [i.id, i.type, i.system]) });

for (const who of ["gm", "player"] as const) {
  describe(`purchases and undo, as the ${who === "gm" ? "GM" : "owning player"}`, () => {
    beforeEach(() => asUser(users[who]));

    it("a skill rank: career skills from the career item cost 5 less; undo is exact", async () => {
      const pc = kell(100);
      await shell.adv.dropIdentity(pc, careerItem());
      expect(pc.system.derived.careerSkills).toContain("deception");
      const before = snapshot(pc);
      expect(await shell.adv.buySkill(pc, "deception")).toBe(true); // career: 5 × 1
      expect(await shell.adv.buySkill(pc, "cool")).toBe(true); // not career: 5 × 1 + 5
      expect(pc.system.skills.deception.rank).toBe(1);
      expect(pc.system.xp.available).toBe(100 - 5 - 10);
      expect(pc.system.xp.ledger.map((e: LedgerEntry) => [e.kind, e.target, e.cost, e.from, e.to, e.user])).toEqual([
        ["skill", "deception", 5, 0, 1, users[who].id], ["skill", "cool", 10, 0, 1, users[who].id],
      ]);
      expect(await shell.adv.undoLastPurchase(pc)).toBe(true);
      expect(await shell.adv.undoLastPurchase(pc)).toBe(true);
      expect(pc.system.xp.available).toBe(100);
      expect(pc.system.skills.cool.rank).toBe(0);
      expect(pc.system.xp.ledger.map((e: LedgerEntry) => e.refunded)).toEqual([true, true]);
      // Everything but the ledger's refund marks is as it was.
      const after = JSON.parse(snapshot(pc));
      after.system.xp.ledger = [];
      expect(JSON.stringify(after)).toBe(before);
      expect(await shell.adv.undoLastPurchase(pc)).toBe(false);
      expect(noticeKeys().at(-1)).toBe("EOTE.Advancement.Error.NothingToUndo");
    });

    it("XP short and rank limits: refused with the notice, nothing changed", async () => {
      const pc = kell(9);
      const before = snapshot(pc);
      expect(await shell.adv.buySkill(pc, "cool")).toBe(false);
      expect(notices.at(-1)).toEqual(notice("EOTE.Advancement.Error.NotEnoughXp", { available: 9, cost: 10 }));
      expect(await shell.adv.buyCharacteristic(pc, "brawn")).toBe(false);
      expect(noticeKeys().at(-1)).toBe("EOTE.Advancement.Error.CharacteristicAfterCreation");
      expect(snapshot(pc)).toBe(before);
      const fresh = kell(999, true); // rangedLight is at rank 2 already
      expect(await shell.adv.buySkill(fresh, "rangedLight")).toBe(false);
      expect(notices.at(-1)).toEqual(notice("EOTE.Advancement.Error.CreationSkillMax", { max: 2 }));
      expect(await shell.adv.buyCharacteristic(fresh, "brawn")).toBe(true);
      expect([fresh.system.characteristics.brawn, fresh.system.xp.available]).toEqual([4, 999 - 40]);
    });

    it("talents: top row first, then along the lines; the talent item made, undone exactly", async () => {
      const pc = kell(100);
      const spec = itemOfType(await shell.adv.dropIdentity(pc, pilotItem()), "specialisation");
      expect(pc.system.xp.available).toBe(100); // the first specialisation is free
      expect(await shell.adv.buyTalent(pc, spec.id, 4)).toBe(false);
      expect(noticeKeys().at(-1)).toBe("EOTE.Advancement.Error.TalentLocked");
      expect(await shell.adv.buyTalent(pc, spec.id, 0)).toBe(true);
      expect(await shell.adv.buyTalent(pc, spec.id, 4)).toBe(true);
      const talents = [...pc.items.values()].filter((i) => i.type === "talent");
      // Grit comes from the talents pack (its name and effects); grit2 is in no pack: named from the cell.
      expect(talents.map((t) => [t.name, t.getFlag("eote", "talentKey")])).toEqual([["Grit", "grit"], ["GRIT2", "grit2"]]);
      expect(spec.system.tree.slice(0, 5).map((c: TalentCell) => c.bought)).toEqual([true, false, false, false, true]);
      expect(pc.system.xp.available).toBe(100 - 5 - 10);
      await shell.adv.undoLastPurchase(pc);
      expect(spec.system.tree[4]!.bought).toBe(false);
      expect([...pc.items.values()].filter((i) => i.type === "talent").map((t) => t.name)).toEqual(["Grit"]);
      expect(pc.system.xp.available).toBe(95);
    });

    it("a talent the talents pack has is copied from it, effects and all: buying Grit raises the strain threshold", async () => {
      const pc = kell(100);
      const spec = await shell.adv.dropIdentity(pc, pilotItem()) as unknown as FakeItem;
      const before = pc.system.derived.strain.threshold;
      expect(await shell.adv.buyTalent(pc, spec.id, 0)).toBe(true);
      const grit = itemOfType([...pc.items.values()].find((i) => i.type === "talent"), "talent");
      expect([grit.name, grit.system.key, grit.system.rank, grit.getFlag("eote", "talentKey")]).toEqual(["Grit", "grit", 1, "grit"]);
      expect(grit.effects.size).toBe(1);
      expect(pc.system.derived.strain.threshold).toBe(before + 1);
    });

    it("a double click buys once: the second purchase while the first is written is refused, and the ledger matches the XP", async () => {
      const pc = kell(100);
      const spec = await shell.adv.dropIdentity(pc, pilotItem()) as unknown as FakeItem;
      const both = await Promise.all([shell.adv.buyTalent(pc, spec.id, 0), shell.adv.buyTalent(pc, spec.id, 0)]);
      expect(both).toEqual([true, false]);
      expect(noticeKeys().at(-1)).toBe("EOTE.Advancement.Notice.Busy");
      expect([...pc.items.values()].filter((i) => i.type === "talent")).toHaveLength(1);
      expect(pc.system.xp.ledger.filter((e: LedgerEntry) => e.kind === "talent")).toHaveLength(1);
      expect(pc.system.xp.available).toBe(95);
      const skills = await Promise.all([shell.adv.buySkill(pc, "cool"), shell.adv.buySkill(pc, "vigilance")]);
      expect(skills).toEqual([true, false]);
      expect(pc.system.xp.available).toBe(95 - 10);
    });

    it("a further specialisation: 10 × (owned + 1), +10 outside the career; undo removes it", async () => {
      const pc = kell(100);
      await shell.adv.dropIdentity(pc, careerItem());
      await shell.adv.dropIdentity(pc, pilotItem());
      const second = await shell.adv.dropIdentity(pc, pilotItem("scoundrel", "smuggler"));
      expect(second).not.toBeNull();
      expect(pc.system.xp.available).toBe(80);
      await shell.adv.dropIdentity(pc, pilotItem("bodyguard", "hiredGun"));
      expect(pc.system.xp.available).toBe(80 - 40);
      expect(await shell.adv.dropIdentity(pc, pilotItem("scoundrel"))).toBeNull();
      expect(noticeKeys().at(-1)).toBe("EOTE.Advancement.Error.SpecialisationOwned");
      await shell.adv.undoLastPurchase(pc);
      expect([...pc.items.values()].filter((i) => i.type === "specialisation").length).toBe(2);
      expect(pc.system.xp.available).toBe(80);
    });

    it("one species, one career: a second is refused; a fresh character in creation takes the species' start", async () => {
      const data = character();
      data.xp = { total: 0, available: 0, ledger: [] };
      data.creation = true;
      const pc = register(new FakeActor("New", "character", data, { ownership: PLAYER }));
      await shell.adv.dropIdentity(pc, speciesItem());
      expect([pc.system.xp.available, pc.system.characteristics.brawn]).toEqual([110, 2]);
      expect(pc.system.derived.wounds.threshold).toBe(12); // 10 + Brawn 2
      expect(await shell.adv.dropIdentity(pc, speciesItem())).toBeNull();
      expect(noticeKeys().at(-1)).toBe("EOTE.Advancement.Error.SpeciesOwned");
      await shell.adv.dropIdentity(pc, careerItem());
      expect(await shell.adv.dropIdentity(pc, careerItem())).toBeNull();
      expect(noticeKeys().at(-1)).toBe("EOTE.Advancement.Error.CareerOwned");
    });

    it("free ranks at creation: the species' skills and the career's count, then paid; undo gives the free rank back", async () => {
      const pc = kell(100, true);
      await shell.adv.dropIdentity(pc, worldItem("Smuggler", "career", { key: "smuggler", careerSkills: ["coordination", "deception"], freeRanks: 1, description: "" }));
      await shell.adv.dropIdentity(pc, worldItem("Human", "species", {
        description: "", characteristics: { brawn: 2, agility: 2, intellect: 2, cunning: 2, willpower: 2, presence: 2 },
        woundBase: 10, strainBase: 10, startingXp: 110, freeRanks: ["cool"],
      }));
      for (const skill of ["cool", "deception", "coordination"]) expect(await shell.adv.buySkill(pc, skill)).toBe(true);
      expect(pc.system.xp.ledger.map((e: LedgerEntry) => [e.target, e.cost, e.source])).toEqual([["cool", 0, "species"], ["deception", 0, "career"], ["coordination", 5, ""]]);
      expect(pc.system.xp.available).toBe(95);
      await shell.adv.undoLastPurchase(pc);
      await shell.adv.undoLastPurchase(pc);
      expect([pc.system.skills.deception.rank, pc.system.xp.available]).toEqual([0, 100]);
      // The refunded free rank is offered again.
      expect(await shell.adv.buySkill(pc, "coordination")).toBe(true);
      expect(pc.system.xp.available).toBe(100);
    });

    it("undo refused when what was bought has changed since", async () => {
      const pc = kell(100);
      await shell.adv.buySkill(pc, "cool");
      await pc.update({ "system.skills.cool.rank": 3 });
      expect(await shell.adv.undoLastPurchase(pc)).toBe(false);
      expect(noticeKeys().at(-1)).toBe("EOTE.Advancement.Error.UndoChanged");
      expect(pc.system.xp.available).toBe(90);
    });
  });
}

describe("who may", () => {
  it("a player who does not own the character buys and undoes nothing", async () => {
    const pc = register(new FakeActor("Kell", "character", character(), { ownership: { default: OWNERSHIP.NONE } }));
    asUser(users.player);
    const before = snapshot(pc);
    expect(await shell.adv.buySkill(pc, "cool")).toBe(false);
    expect(await shell.adv.undoLastPurchase(pc)).toBe(false);
    expect(notices.length).toBe(2);
    expect(snapshot(pc)).toBe(before);
  });

  it("creation mode: the owner closes it, only the GM opens it again", async () => {
    const pc = kell(0, true);
    asUser(users.player);
    expect(await shell.adv.setCreation(pc, false)).toBe(true);
    expect(await shell.adv.setCreation(pc, true)).toBe(false);
    expect(noticeKeys().at(-1)).toBe("EOTE.Advancement.Notice.ReopenGmOnly");
    asUser(users.gm);
    expect(await shell.adv.setCreation(pc, true)).toBe(true);
    expect(pc.system.creation).toBe(true);
  });
});
