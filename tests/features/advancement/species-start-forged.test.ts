// A species' start record sits in flags on the player's own species item, and removing the species may be
// the GM's click. A player who rewrites the record cannot make that removal give XP or raise a characteristic
// past the creation maximum (5); an honest record still takes back exactly what the start gave.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { character } from "../../fixtures/actors.ts";
import { asUser, FakeActor, FakeItem, installFoundry, OWNERSHIP, register, users, flagRecord } from "../../doubles/index.ts";
import type { CharacterData } from "../../../module/rules/types.ts";

let adv: typeof import("../../../module/features/advancement/index.ts");
beforeAll(async () => {
  await installFoundry(5);
  adv = await import("../../../module/features/advancement/index.ts");
});
beforeEach(() => asUser(users.gm));

const PLAYER = { default: OWNERSHIP.NONE, [users.player.id]: OWNERSHIP.OWNER };
const HUMAN = { brawn: 3, agility: 2, intellect: 2, cunning: 1, willpower: 2, presence: 2 };
const human = () => new FakeItem({
  name: "Human", type: "species",
  system: { description: "", characteristics: HUMAN, woundBase: 10, strainBase: 10, startingXp: 110, freeRanks: [] },
});

function fresh(): FakeActor<CharacterData> {
  const data = character();
  Object.assign(data, { xp: { total: 0, available: 0, ledger: [] }, creation: true });
  return register(new FakeActor("New", "character", data, { ownership: PLAYER }));
}

const ratings = (pc: FakeActor<CharacterData>) => ({ ...(pc.sourceOf() as { characteristics: Record<string, number> }).characteristics });
const xp = (pc: FakeActor<CharacterData>) => [pc.system.xp.total, pc.system.xp.available];

describe("a rewritten species start record", () => {
  it("the GM's removal gives no XP and raises no characteristic past the creation maximum", async () => {
    const pc = fresh();
    asUser(users.player);
    const species = await adv.dropIdentity(pc, human()) as unknown as FakeItem;
    expect(xp(pc)).toEqual([110, 110]);
    const record = flagRecord(species, "eote", "speciesStart");
    const six = Object.fromEntries(Object.keys(HUMAN).map((id) => [id, 6]));
    await species.update({ "flags.eote.speciesStart": { ...record, before: six, addedTotal: -500, addedAvailable: -500 } });
    asUser(users.gm);
    expect(await adv.removeIdentity(pc, species.id)).toBe(true);
    expect(xp(pc)).toEqual([110, 110]);
    // Each characteristic still at the species' value goes back to the record's 6, held to 5.
    expect(ratings(pc)).toEqual(Object.fromEntries(Object.keys(HUMAN).map((id) => [id, 5])));
  });

  it("a record taking back more available XP than it added to the total takes back no more than the total's", async () => {
    const pc = fresh();
    asUser(users.player);
    const species = await adv.dropIdentity(pc, human()) as unknown as FakeItem;
    await species.update({ "flags.eote.speciesStart.addedAvailable": 1000 });
    asUser(users.gm);
    expect(await adv.removeIdentity(pc, species.id)).toBe(true);
    expect(xp(pc)).toEqual([0, 0]);
  });

  it("an honest record still takes back exactly what the start gave", async () => {
    const pc = fresh();
    const before = ratings(pc);
    asUser(users.player);
    const species = await adv.dropIdentity(pc, human()) as unknown as FakeItem;
    asUser(users.gm);
    expect(await adv.removeIdentity(pc, species.id)).toBe(true);
    expect([xp(pc), ratings(pc)]).toEqual([[0, 0], before]);
  });
});
