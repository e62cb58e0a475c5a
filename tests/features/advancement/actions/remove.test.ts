// Removing a species, career or specialisation from a character over the shared v13 doubles, as the GM and as
// the owning player: exactly what the item granted is reversed, whatever happened in between; purchases that
// depend on it block removal with a list; a player who does not own the character changes nothing.
import { beforeEach, describe, expect, it } from "vitest";
import type { CharacterData, LedgerEntry } from "../../../../module/rules/types.ts";
import { advancementSuite, PLAYER, pilotRow } from "../scene.ts";
import { character } from "../../../fixtures/actors.ts";
import {
  asUser, FakeActor, FakeItem, flagRecord, keyWithData, noticeKeys, notices, OWNERSHIP, register, users,
} from "../../../doubles/index.ts";

const shell = advancementSuite(undefined, { keys: true });

const tree = pilotRow();

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
const owned = (a: FakeActor, type: string) => [...a.items.values()].filter((i) => i.type === type);
const idOf = (item: unknown) => (item as FakeItem).id;
const snapshot = (a: FakeActor) => JSON.stringify({ system: a.sourceOf(), items: [...a.items.values()].map((i) => [i.id, i.type, i.system]) });
/** The character's stored data with the ledger's refund marks cleared: what a removal may not change elsewhere. */
const withoutRefunds = (a: FakeActor) => {
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
      const species = await shell.adv.dropIdentity(pc, speciesItem());
      expect([pc.system.characteristics.brawn, pc.system.xp.available, pc.system.derived.wounds.threshold]).toEqual([3, 110, 13]);
      expect(pc.system.skills.cool.rank).toBe(1); // the species' free rank, given with the start
      expect(await shell.adv.removeIdentity(pc, idOf(species))).toBe(true);
      // As before it, but for the free rank's ledger entry, which stays listed, marked refunded.
      const after = JSON.parse(snapshot(pc));
      expect(after.system.xp.ledger.map((e: { target: string; cost: number; refunded: boolean }) => [e.target, e.cost, e.refunded])).toEqual([["cool", 0, true]]);
      after.system.xp.ledger = [];
      expect(after).toEqual(JSON.parse(before));
      expect(noticeKeys().at(-1)).toBe("EOTE.IdentityItem.Notice.TakenBack");
      // Fresh again: the next species dropped sets its own start.
      await shell.adv.dropIdentity(pc, speciesItem());
      expect(pc.system.xp.available).toBe(110);
    });

    it("a species whose starting XP was spent, or whose free rank is used, is refused with the list; nothing changes", async () => {
      const pc = fresh();
      const species = await shell.adv.dropIdentity(pc, speciesItem());
      await shell.adv.buySkill(pc, "cool"); // bought on past the species' free rank: 15 XP
      await shell.adv.buyCharacteristic(pc, "agility"); // 30 XP of its starting XP
      const before = snapshot(pc);
      expect(await shell.adv.removeIdentity(pc, idOf(species))).toBe(false);
      expect(snapshot(pc)).toBe(before);
      const last = notices.at(-1)!;
      expect([last.level, last.key]).toEqual(["warn", "EOTE.IdentityItem.Error.Blocked"]);
      expect(last.data["name"]).toBe("Human");
      expect(last.data["list"]).toContain(keyWithData("EOTE.IdentityItem.Entry.Cost", { cost: "15", what: "EOTE.Skill.cool" }));
      expect(last.data["list"]).toContain(keyWithData("EOTE.IdentityItem.Entry.Cost", { cost: "30", what: "EOTE.Characteristic.agility" }));
      // Undone, in the ledger's order, the species goes and the character is back to its start.
      await shell.adv.undoLastPurchase(pc);
      await shell.adv.undoLastPurchase(pc);
      expect(await shell.adv.removeIdentity(pc, idOf(species))).toBe(true);
      expect([pc.system.xp.total, pc.system.xp.available, pc.system.characteristics.brawn]).toEqual([0, 0, character().characteristics.brawn]);
    });

    it("a career is refused while its free rank is used; then only the item goes", async () => {
      const pc = kell(100);
      const career = await shell.adv.dropIdentity(pc, careerItem());
      await shell.adv.buySkill(pc, "deception"); // free: the career's one free rank
      await shell.adv.buySkill(pc, "coordination"); // paid at career price: stays as bought
      expect(await shell.adv.removeIdentity(pc, idOf(career))).toBe(false);
      expect(noticeKeys().at(-1)).toBe("EOTE.IdentityItem.Error.Blocked");
      expect(notices.at(-1)!.data["list"]).toContain(keyWithData("EOTE.IdentityItem.Entry.Free", { what: "EOTE.Skill.deception" }));
      expect(notices.at(-1)!.data["list"]).not.toContain("EOTE.Skill.coordination");
      await shell.adv.undoLastPurchase(pc);
      await shell.adv.undoLastPurchase(pc);
      await shell.adv.setCreation(pc, false); // no free rank now: Coordination is bought at career price
      await shell.adv.buySkill(pc, "coordination");
      expect(pc.system.xp.available).toBe(95);
      const before = JSON.stringify(withoutRefunds(pc));
      expect(await shell.adv.removeIdentity(pc, idOf(career))).toBe(true);
      expect(owned(pc, "career")).toHaveLength(0);
      expect(pc.system.derived.careerSkills).not.toContain("deception");
      expect(JSON.stringify(withoutRefunds(pc))).toBe(before);
      expect(pc.system.skills.coordination.rank).toBe(1);
    });

    it("a bought specialisation is refunded through its ledger entry, whatever was bought since; the rest stays", async () => {
      const pc = kell(100);
      await shell.adv.dropIdentity(pc, careerItem());
      await shell.adv.dropIdentity(pc, specItem());
      const second = await shell.adv.dropIdentity(pc, specItem("scoundrel", "Scoundrel")); // 20 XP
      await shell.adv.buySkill(pc, "cool"); // bought since: 10 XP, stays
      expect(pc.system.xp.available).toBe(70);
      const ranks = JSON.stringify(pc.system.skills);
      expect(await shell.adv.removeIdentity(pc, idOf(second))).toBe(true);
      expect(pc.system.xp.available).toBe(90);
      expect(owned(pc, "specialisation").map((s) => s.name)).toEqual(["Pilot"]);
      expect(JSON.stringify(pc.system.skills)).toBe(ranks);
      expect(pc.system.xp.ledger.map((e: LedgerEntry) => [e.kind, e.refunded])).toEqual([["specialisation", true], ["skill", false]]);
      expect(noticeKeys().at(-1)).toBe("EOTE.IdentityItem.Notice.Refunded");
      // The ledger's Undo still takes back the last purchase, exactly.
      expect(await shell.adv.undoLastPurchase(pc)).toBe(true);
      expect(pc.system.xp.available).toBe(100);
    });

    it("a specialisation with talents bought in its tree is refused with their names until they are undone", async () => {
      const pc = kell(100);
      const spec = await shell.adv.dropIdentity(pc, specItem());
      await shell.adv.buyTalent(pc, idOf(spec), 0);
      const before = snapshot(pc);
      expect(await shell.adv.removeIdentity(pc, idOf(spec))).toBe(false);
      expect(snapshot(pc)).toBe(before);
      expect(noticeKeys().at(-1)).toBe("EOTE.IdentityItem.Error.Blocked");
      expect(notices.at(-1)!.data["list"]).toContain(keyWithData("EOTE.IdentityItem.Entry.Cost", { cost: "5", what: "Grit" }));
      await shell.adv.undoLastPurchase(pc);
      expect(await shell.adv.removeIdentity(pc, idOf(spec))).toBe(true);
      expect(owned(pc, "specialisation")).toHaveLength(0);
      expect(pc.system.xp.available).toBe(100);
    });
  });
}

describe("who may remove", () => {
  it("a player who does not own the character removes nothing", async () => {
    const pc = kell(100);
    const spec = await shell.adv.dropIdentity(pc, specItem());
    const species = await shell.adv.dropIdentity(pc, speciesItem());
    pc.ownership = { default: OWNERSHIP.NONE };
    asUser(users.player);
    const before = snapshot(pc);
    expect(await shell.adv.removeIdentity(pc, idOf(spec))).toBe(false);
    expect(await shell.adv.removeIdentity(pc, idOf(species))).toBe(false);
    expect(noticeKeys()).toEqual(["EOTE.Combat.Notice.NotAllowed", "EOTE.Combat.Notice.NotAllowed"]);
    expect(snapshot(pc)).toBe(before);
  });

  it("outside creation, a bought specialisation's refund is the GM's: the owner is refused, the GM removes it", async () => {
    const pc = kell(100, false);
    await shell.adv.dropIdentity(pc, specItem());
    const second = await shell.adv.dropIdentity(pc, specItem("scoundrel", "Scoundrel"));
    asUser(users.player);
    expect(await shell.adv.removeIdentity(pc, idOf(second))).toBe(false);
    expect(noticeKeys().at(-1)).toBe("EOTE.IdentityItem.Error.RefundGmOnly");
    expect(owned(pc, "specialisation")).toHaveLength(2);
    asUser(users.gm);
    expect(await shell.adv.removeIdentity(pc, idOf(second))).toBe(true);
    expect(pc.system.xp.available).toBe(100);
  });

  it("a species dragged from another character does not bring that character's start record", async () => {
    const first = fresh();
    const species = await shell.adv.dropIdentity(first, speciesItem()) as unknown as FakeItem;
    expect(species.getFlag("eote", "speciesStart")).toBeTruthy();
    const other = kell(100, false);
    const copy = await shell.adv.dropIdentity(other, species) as unknown as FakeItem;
    expect(copy.getFlag("eote", "speciesStart")).toBeUndefined();
    const before = JSON.stringify(withoutRefunds(other));
    expect(await shell.adv.removeIdentity(other, copy.id)).toBe(true);
    expect(JSON.stringify(withoutRefunds(other))).toBe(before);
  });

  it("a long list of what to undo is cut after six; what the player wrote in the ledger and names is escaped", async () => {
    const pc = kell(100);
    const spec = await shell.adv.dropIdentity(pc, specItem()) as unknown as FakeItem;
    const [talent] = await pc.createEmbeddedDocuments("Item", [{ name: "<b>Grit</b>", type: "talent", system: { rank: 1 } }]);
    const bought = (target: string, item = "") => ({
      kind: "talent", target, cost: 5, time: 1, user: users.player.id, from: 0, to: 1, item, created: true, source: spec.id, cell: 0, refunded: false,
    });
    const ledger = [bought("grit", (talent as FakeItem).id), bought("<i>x</i>"), ...Array.from({ length: 6 }, (_, i) => bought(`t${i}`))];
    await pc.update({ "system.xp.ledger": ledger });
    expect(await shell.adv.removeIdentity(pc, spec.id)).toBe(false);
    const list = notices.at(-1)!.data["list"]!;
    // "{list} and {count} more": the six entries shown, inside the echo's data.
    const more = JSON.parse(/^EOTE\.IdentityItem\.Entry\.More (\{.*\})$/.exec(list)?.[1] ?? "{}") as { count?: string; list?: string };
    expect(more.list).toContain(keyWithData("EOTE.IdentityItem.Entry.Cost", { cost: "5", what: "&lt;b&gt;Grit&lt;/b&gt;" }));
    expect(more.list).toContain(keyWithData("EOTE.IdentityItem.Entry.Cost", { cost: "5", what: "&lt;i&gt;x&lt;/i&gt;" }));
    expect(list).not.toContain("<");
    expect(more.list?.split(", ")).toHaveLength(6);
    expect(more.count).toBe("2");
  });

  it("an item that is not an identity item, or gone, is left alone", async () => {
    const pc = kell(100);
    const before = snapshot(pc);
    expect(await shell.adv.removeIdentity(pc, "nope")).toBe(false);
    const weapon = owned(pc, "weapon")[0];
    if (weapon) expect(await shell.adv.removeIdentity(pc, weapon.id)).toBe(false);
    expect(snapshot(pc)).toBe(before);
  });
});

// A species' start record sits in flags on the player's own species item, and removing the species may be
// the GM's click. A player who rewrites the record cannot make that removal give XP or raise a characteristic
// past the creation maximum (5); an honest record still takes back exactly what the start gave.
const HUMAN = { brawn: 3, agility: 2, intellect: 2, cunning: 1, willpower: 2, presence: 2 };
const human = () => new FakeItem({
  name: "Human", type: "species",
  system: { description: "", characteristics: HUMAN, woundBase: 10, strainBase: 10, startingXp: 110, freeRanks: [] },
});

const ratings = (pc: FakeActor) => ({ ...(pc.sourceOf() as { characteristics: Record<string, number> }).characteristics });
const xp = (pc: FakeActor<CharacterData>) => [pc.system.xp.total, pc.system.xp.available];

describe("a rewritten species start record", () => {
  it("the GM's removal gives no XP and raises no characteristic past the creation maximum", async () => {
    const pc = fresh();
    asUser(users.player);
    const species = await shell.adv.dropIdentity(pc, human()) as unknown as FakeItem;
    expect(xp(pc)).toEqual([110, 110]);
    const record = flagRecord(species, "eote", "speciesStart");
    const six = Object.fromEntries(Object.keys(HUMAN).map((id) => [id, 6]));
    await species.update({ "flags.eote.speciesStart": { ...record, before: six, addedTotal: -500, addedAvailable: -500 } });
    asUser(users.gm);
    expect(await shell.adv.removeIdentity(pc, species.id)).toBe(true);
    expect(xp(pc)).toEqual([110, 110]);
    // Each characteristic still at the species' value goes back to the record's 6, held to 5.
    expect(ratings(pc)).toEqual(Object.fromEntries(Object.keys(HUMAN).map((id) => [id, 5])));
  });

  it("a record taking back more available XP than it added to the total takes back no more than the total's", async () => {
    const pc = fresh();
    asUser(users.player);
    const species = await shell.adv.dropIdentity(pc, human()) as unknown as FakeItem;
    await species.update({ "flags.eote.speciesStart.addedAvailable": 1000 });
    asUser(users.gm);
    expect(await shell.adv.removeIdentity(pc, species.id)).toBe(true);
    expect(xp(pc)).toEqual([0, 0]);
  });

  it("an honest record still takes back exactly what the start gave", async () => {
    const pc = fresh();
    const before = ratings(pc);
    asUser(users.player);
    const species = await shell.adv.dropIdentity(pc, human()) as unknown as FakeItem;
    asUser(users.gm);
    expect(await shell.adv.removeIdentity(pc, species.id)).toBe(true);
    expect([xp(pc), ratings(pc)]).toEqual([[0, 0], before]);
  });
});
