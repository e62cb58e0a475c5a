// Removing a species, career or specialisation from a character over the shared v13 doubles, as the GM and as
// the owning player: exactly what the item granted is reversed, whatever happened in between; purchases that
// depend on it block removal with a list; a player who does not own the character changes nothing.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { character } from "../../fixtures/actors.ts";
import {
  asUser, FakeActor, FakeItem, installFoundry, noticeKeys, notices, OWNERSHIP, register, resetShell, users,
} from "../../doubles/index.ts";
import type { CharacterData } from "../../../module/rules/types.ts";

let adv: typeof import("../../../module/features/advancement/index.ts");
beforeAll(async () => {
  await installFoundry(5);
  adv = await import("../../../module/features/advancement/index.ts");
});
beforeEach(() => {
  asUser(users.gm);
  resetShell();
});

const PLAYER = { default: OWNERSHIP.NONE, [users.player.id]: OWNERSHIP.OWNER };
const cell = (key: string, links: { right?: boolean; down?: boolean } = {}) => ({ key, name: key.toUpperCase(), right: false, down: false, bought: false, ...links });
const tree = [cell("grit", { down: true }), cell("toughened"), cell("fullThrottle"), cell("skilledJockey"), cell("grit2")];

const worldItem = (name: string, type: string, system: Record<string, unknown>) => new FakeItem({ name, type, system });
const careerItem = () => worldItem("Smuggler", "career", { key: "smuggler", careerSkills: ["coordination", "deception"], freeRanks: 1, description: "" });
const specItem = (key = "pilot", name = "Pilot") => worldItem(name, "specialisation", { key, career: "smuggler", careerSkills: ["pilotingSpace"], tree, description: "" });
const speciesItem = () => worldItem("Human", "species", {
  description: "", characteristics: { brawn: 3, agility: 2, intellect: 2, cunning: 2, willpower: 2, presence: 2 },
  woundBase: 10, strainBase: 10, startingXp: 110, freeRanks: ["cool"],
});

/** A character in creation with no XP yet: the species dropped on it sets the start. */
function fresh(): FakeActor<CharacterData> {
  const data = character();
  data.xp = { total: 0, available: 0, ledger: [] };
  data.creation = true;
  return register(new FakeActor("New", "character", data, { ownership: PLAYER }));
}
function kell(available = 100, creation = true): FakeActor<CharacterData> {
  const data = character();
  data.xp = { total: 110, available, ledger: [] };
  data.creation = creation;
  return register(new FakeActor("Kell", "character", data, { ownership: PLAYER }));
}
const owned = (a: FakeActor<CharacterData>, type: string) => [...a.items.values()].filter((i) => i.type === type);
const idOf = (item: unknown) => (item as FakeItem).id;
const snapshot = (a: FakeActor<CharacterData>) => JSON.stringify({ system: a.sourceOf(), items: [...a.items.values()].map((i) => [i.id, i.type, i.system]) });
/** The character's stored data with the ledger's refund marks cleared: what a removal may not change elsewhere. */
const withoutRefunds = (a: FakeActor<CharacterData>) => {
  const s = JSON.parse(JSON.stringify(a.sourceOf()));
  s.xp.ledger = s.xp.ledger.map((e: { refunded: boolean }) => ({ ...e, refunded: false }));
  return s;
};

for (const who of ["gm", "player"] as const) {
  describe(`removing identity items, as the ${who === "gm" ? "GM" : "owning player"}`, () => {
    beforeEach(() => asUser(users[who]));

    it("a species that set the start takes back exactly its characteristics and XP; the character is as before it", async () => {
      const pc = fresh();
      const before = snapshot(pc);
      const species = await adv.dropIdentity(pc, speciesItem());
      expect([pc.system.characteristics.brawn, pc.system.xp.available, pc.system.derived.wounds.threshold]).toEqual([3, 110, 13]);
      expect(pc.system.skills.cool.rank).toBe(1); // the species' free rank, given with the start
      expect(await adv.removeIdentity(pc, idOf(species))).toBe(true);
      // As before it, but for the free rank's ledger entry, which stays listed, marked refunded.
      const after = JSON.parse(snapshot(pc));
      expect(after.system.xp.ledger.map((e: { target: string; cost: number; refunded: boolean }) => [e.target, e.cost, e.refunded])).toEqual([["cool", 0, true]]);
      after.system.xp.ledger = [];
      expect(after).toEqual(JSON.parse(before));
      expect(noticeKeys().at(-1)).toBe("EOTE.IdentityItem.Notice.TakenBack");
      // Fresh again: the next species dropped sets its own start.
      await adv.dropIdentity(pc, speciesItem());
      expect(pc.system.xp.available).toBe(110);
    });

    it("a species whose starting XP was spent, or whose free rank is used, is refused with the list; nothing changes", async () => {
      const pc = fresh();
      const species = await adv.dropIdentity(pc, speciesItem());
      await adv.buySkill(pc, "cool"); // bought on past the species' free rank: 15 XP
      await adv.buyCharacteristic(pc, "agility"); // 30 XP of its starting XP
      const before = snapshot(pc);
      expect(await adv.removeIdentity(pc, idOf(species))).toBe(false);
      expect(snapshot(pc)).toBe(before);
      const last = notices.at(-1)!;
      expect([last.level, last.key]).toEqual(["warn", "EOTE.IdentityItem.Error.Blocked"]);
      expect(last.data["name"]).toBe("Human");
      expect(last.data["list"]).toContain("Cool");
      expect(last.data["list"]).toContain("Agility");
      // Undone, in the ledger's order, the species goes and the character is back to its start.
      await adv.undoLastPurchase(pc);
      await adv.undoLastPurchase(pc);
      expect(await adv.removeIdentity(pc, idOf(species))).toBe(true);
      expect([pc.system.xp.total, pc.system.xp.available, pc.system.characteristics.brawn]).toEqual([0, 0, character().characteristics.brawn]);
    });

    it("a career is refused while its free rank is used; then only the item goes", async () => {
      const pc = kell(100);
      const career = await adv.dropIdentity(pc, careerItem());
      await adv.buySkill(pc, "deception"); // free: the career's one free rank
      await adv.buySkill(pc, "coordination"); // paid at career price: stays as bought
      expect(await adv.removeIdentity(pc, idOf(career))).toBe(false);
      expect(noticeKeys().at(-1)).toBe("EOTE.IdentityItem.Error.Blocked");
      expect(notices.at(-1)!.data["list"]).toContain("Deception");
      expect(notices.at(-1)!.data["list"]).not.toContain("Coordination");
      await adv.undoLastPurchase(pc);
      await adv.undoLastPurchase(pc);
      await adv.setCreation(pc, false); // no free rank now: Coordination is bought at career price
      await adv.buySkill(pc, "coordination");
      expect(pc.system.xp.available).toBe(95);
      const before = JSON.stringify(withoutRefunds(pc));
      expect(await adv.removeIdentity(pc, idOf(career))).toBe(true);
      expect(owned(pc, "career")).toHaveLength(0);
      expect(pc.system.derived.careerSkills).not.toContain("deception");
      expect(JSON.stringify(withoutRefunds(pc))).toBe(before);
      expect(pc.system.skills.coordination.rank).toBe(1);
    });

    it("a bought specialisation is refunded through its ledger entry, whatever was bought since; the rest stays", async () => {
      const pc = kell(100);
      await adv.dropIdentity(pc, careerItem());
      await adv.dropIdentity(pc, specItem());
      const second = await adv.dropIdentity(pc, specItem("scoundrel", "Scoundrel")); // 20 XP
      await adv.buySkill(pc, "cool"); // bought since: 10 XP, stays
      expect(pc.system.xp.available).toBe(70);
      const ranks = JSON.stringify(pc.system.skills);
      expect(await adv.removeIdentity(pc, idOf(second))).toBe(true);
      expect(pc.system.xp.available).toBe(90);
      expect(owned(pc, "specialisation").map((s) => s.name)).toEqual(["Pilot"]);
      expect(JSON.stringify(pc.system.skills)).toBe(ranks);
      expect(pc.system.xp.ledger.map((e: any) => [e.kind, e.refunded])).toEqual([["specialisation", true], ["skill", false]]);
      expect(noticeKeys().at(-1)).toBe("EOTE.IdentityItem.Notice.Refunded");
      // The ledger's Undo still takes back the last purchase, exactly.
      expect(await adv.undoLastPurchase(pc)).toBe(true);
      expect(pc.system.xp.available).toBe(100);
    });

    it("a specialisation with talents bought in its tree is refused with their names until they are undone", async () => {
      const pc = kell(100);
      const spec = await adv.dropIdentity(pc, specItem());
      await adv.buyTalent(pc, idOf(spec), 0);
      const before = snapshot(pc);
      expect(await adv.removeIdentity(pc, idOf(spec))).toBe(false);
      expect(snapshot(pc)).toBe(before);
      expect(noticeKeys().at(-1)).toBe("EOTE.IdentityItem.Error.Blocked");
      expect(notices.at(-1)!.data["list"]).toContain("Grit (5 XP)");
      await adv.undoLastPurchase(pc);
      expect(await adv.removeIdentity(pc, idOf(spec))).toBe(true);
      expect(owned(pc, "specialisation")).toHaveLength(0);
      expect(pc.system.xp.available).toBe(100);
    });
  });
}

describe("who may remove", () => {
  it("a player who does not own the character removes nothing", async () => {
    const pc = kell(100);
    const spec = await adv.dropIdentity(pc, specItem());
    const species = await adv.dropIdentity(pc, speciesItem());
    pc.ownership = { default: OWNERSHIP.NONE };
    asUser(users.player);
    const before = snapshot(pc);
    expect(await adv.removeIdentity(pc, idOf(spec))).toBe(false);
    expect(await adv.removeIdentity(pc, idOf(species))).toBe(false);
    expect(noticeKeys()).toEqual(["EOTE.Combat.Notice.NotAllowed", "EOTE.Combat.Notice.NotAllowed"]);
    expect(snapshot(pc)).toBe(before);
  });

  it("outside creation, a bought specialisation's refund is the GM's: the owner is refused, the GM removes it", async () => {
    const pc = kell(100, false);
    await adv.dropIdentity(pc, specItem());
    const second = await adv.dropIdentity(pc, specItem("scoundrel", "Scoundrel"));
    asUser(users.player);
    expect(await adv.removeIdentity(pc, idOf(second))).toBe(false);
    expect(noticeKeys().at(-1)).toBe("EOTE.IdentityItem.Error.RefundGmOnly");
    expect(owned(pc, "specialisation")).toHaveLength(2);
    asUser(users.gm);
    expect(await adv.removeIdentity(pc, idOf(second))).toBe(true);
    expect(pc.system.xp.available).toBe(100);
  });

  it("a species dragged from another character does not bring that character's start record", async () => {
    const first = fresh();
    const species = await adv.dropIdentity(first, speciesItem()) as unknown as FakeItem;
    expect(species.getFlag("eote", "speciesStart")).toBeTruthy();
    const other = kell(100, false);
    const copy = await adv.dropIdentity(other, species) as unknown as FakeItem;
    expect(copy.getFlag("eote", "speciesStart")).toBeUndefined();
    const before = JSON.stringify(withoutRefunds(other));
    expect(await adv.removeIdentity(other, copy.id)).toBe(true);
    expect(JSON.stringify(withoutRefunds(other))).toBe(before);
  });

  it("a long list of what to undo is cut after six; what the player wrote in the ledger and names is escaped", async () => {
    const pc = kell(100);
    const spec = await adv.dropIdentity(pc, specItem()) as unknown as FakeItem;
    const [talent] = await pc.createEmbeddedDocuments("Item", [{ name: "<b>Grit</b>", type: "talent", system: { rank: 1 } }]);
    const bought = (target: string, item = "") => ({
      kind: "talent", target, cost: 5, time: 1, user: users.player.id, from: 0, to: 1, item, created: true, source: spec.id, cell: 0, refunded: false,
    });
    const ledger = [bought("grit", (talent as FakeItem).id), bought("<i>x</i>"), ...Array.from({ length: 6 }, (_, i) => bought(`t${i}`))];
    await pc.update({ "system.xp.ledger": ledger });
    expect(await adv.removeIdentity(pc, spec.id)).toBe(false);
    const list = notices.at(-1)!.data["list"]!;
    expect(list).toContain("&lt;b&gt;Grit&lt;/b&gt; (5 XP)");
    expect(list).toContain("&lt;i&gt;x&lt;/i&gt; (5 XP)");
    expect(list).not.toContain("<");
    expect(list.split(", ")).toHaveLength(6);
    expect(list).toMatch(/and 2 more$/);
  });

  it("an item that is not an identity item, or gone, is left alone", async () => {
    const pc = kell(100);
    const before = snapshot(pc);
    expect(await adv.removeIdentity(pc, "nope")).toBe(false);
    const weapon = owned(pc, "weapon")[0];
    if (weapon) expect(await adv.removeIdentity(pc, weapon.id)).toBe(false);
    expect(snapshot(pc)).toBe(before);
  });
});
