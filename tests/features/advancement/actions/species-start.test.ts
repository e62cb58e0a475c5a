// A species that does what its page says, over the v13 doubles, as the character's owning player: the species
// from the packs starts a fresh character with its characteristics, XP, free ranks, starting talents and rules;
// a skill choice opens the free-rank prompt (a non-career choice once a career is there), as do the career's and
// the first specialisation's free ranks; Undo and removing the species take back exactly what was given.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { advancementSuite, force, PLAYER } from "../scene.ts";
import { character } from "../../../fixtures/actors.ts";
import type { CharacterData, LedgerEntry } from "../../../../module/rules/types.ts";
import {
  asUser, FakeActor, FakeItem, flagRecord, itemOfType, shownKey, noticeKeys, OWNERSHIP, packItem, packSource, register, users,
} from "../../../doubles/index.ts";

const g = globalThis as unknown as { foundry: { applications: { api: Record<string, unknown>; ux: Record<string, unknown> } } };
/** What the prompt showed, and what the player ticks next (null: closes it). */
let shown: string[] = [];
let ticks: Record<string, boolean> | null = null;

const shell = advancementSuite({ force }, { keys: true });
beforeAll(async () => {
  g.foundry.applications.api["DialogV2"] = {
    prompt: async (options: { content: string; ok: { callback: (event: unknown, button: unknown) => unknown } }) => {
      shown.push(options.content);
      return ticks ? options.ok.callback(null, { form: ticks }) : null;
    },
  };
  g.foundry.applications.ux["FormDataExtended"] = class { object: Record<string, unknown>; constructor(form: Record<string, unknown>) { this.object = { ...form }; } };
});
beforeEach(() => {
  shown = [];
  ticks = null;
  asUser(users.player);
});

const pack = (name: string, item: string) => new FakeItem(packItem(name, item));
function fresh(): FakeActor<CharacterData> {
  const data = character();
  Object.assign(data, { xp: { total: 0, available: 0, ledger: [] }, creation: true, droid: false });
  return register(new FakeActor("New", "character", data, { ownership: PLAYER }));
}
const snapshot = (a: FakeActor) => JSON.parse(JSON.stringify({ system: a.sourceOf(), items: [...a.items.values()].map((i) => [i.id, i.type, i.system]) }));
const talents = (pc: FakeActor) => [...pc.items.values()].filter((i) => i.type === "talent").map((i) => itemOfType(i, "talent")).map((t) => [t.system.key, t.system.rank]);
const ledger = (pc: FakeActor<CharacterData>): LedgerEntry[] => pc.system.xp.ledger;
const free = (pc: FakeActor<CharacterData>) => ledger(pc).filter((e) => !e.refunded).map((e) => [e.target, e.cost, e.source]);
const rank = (pc: FakeActor<CharacterData>, id: string) => (pc.system.skills as Record<string, { rank: number }>)[id]!.rank;
/** The stored system with the ledger's entries left out: what a removal must give back exactly. */
const withoutLedger = (s: ReturnType<typeof snapshot>) => ({ ...s, system: { ...s.system, xp: { ...s.system.xp, ledger: [] } } });

describe("a species' start, as the owning player", () => {
  it("Bothan: characteristics, 100 XP, one rank in Streetwise and Convincing Demeanor; removal takes exactly that back", async () => {
    const pc = fresh();
    const before = snapshot(pc);
    const species = await shell.adv.dropIdentity(pc, pack("species", "Bothan"));
    expect(species).not.toBeNull();
    expect([pc.system.characteristics.cunning, pc.system.xp.total, pc.system.xp.available]).toEqual([3, 100, 100]);
    expect(rank(pc, "streetwise")).toBe(1);
    expect(free(pc)).toEqual([["streetwise", 0, "species"]]);
    expect(talents(pc)).toEqual([["convincingDemeanor", 1]]);
    expect(shown).toEqual([]); // nothing to choose
    const record = flagRecord(species as unknown as FakeItem, "eote", "speciesStart");
    expect(record["talents"]).toEqual([expect.objectContaining({ key: "convincingDemeanor", created: true, from: 0, to: 1 })]);
    expect(await shell.adv.removeIdentity(pc, species!.id!)).toBe(true);
    expect(withoutLedger(snapshot(pc))).toEqual(withoutLedger(before));
    expect(ledger(pc).every((e) => e.refunded)).toBe(true);
  });

  it("Human: the two non-career picks wait for the career, then one prompt asks for them and the career's four", async () => {
    const pc = fresh();
    await shell.adv.dropIdentity(pc, pack("species", "Human"));
    expect(shown).toEqual([]); // a non-career choice waits for the career
    ticks = {
      "species0.athletics": true, "species0.medicine": true, "species0.cool": false,
      "career.coordination": true, "career.deception": true, "career.streetwise": true, "career.vigilance": true,
    };
    await shell.adv.dropIdentity(pc, pack("careers", "Smuggler"));
    expect(shown).toHaveLength(1);
    expect(shown[0]).toContain('name="species0.athletics"');
    expect(shown[0]).not.toContain('name="species0.deception"'); // a career skill of the Smuggler
    expect(shown[0]).toContain('name="career.pilotingSpace"');
    expect(free(pc)).toEqual([
      ["athletics", 0, "speciesChoice"], ["medicine", 0, "speciesChoice"],
      ["coordination", 0, "career"], ["deception", 0, "career"], ["streetwise", 0, "career"], ["vigilance", 0, "career"],
    ]);
    // Athletics was at 1 (the fixture's): the species' free rank stacks to 2.
    expect([rank(pc, "athletics"), rank(pc, "medicine"), rank(pc, "vigilance"), pc.system.xp.available]).toEqual([2, 1, 1, 110]);
    // Undo takes the last free rank back, exactly; the prompt then offers that one rank again.
    expect(await shell.adv.undoLastPurchase(pc)).toBe(true);
    expect([rank(pc, "vigilance"), pc.system.xp.available]).toEqual([0, 110]);
    ticks = { "career.vigilance": true };
    expect(await shell.adv.promptFreeRanks(pc)).toBe(true);
    expect(rank(pc, "vigilance")).toBe(1);
  });

  it("the first specialisation's two ranks stack on a career rank to 2, never past it", async () => {
    const pc = fresh();
    await shell.adv.applySpecies(pc, pack("species", "Bothan"), { skills: [] });
    ticks = { "career.streetwise": true, "career.deception": true, "career.cool": true, "career.vigilance": true, "career.coordination": true };
    await shell.adv.dropIdentity(pc, pack("careers", "Smuggler"));
    // Five ticked for four ranks (Cool is not a Smuggler skill either): refused, nothing written.
    expect(noticeKeys().at(-1)).toBe("EOTE.FreeRanks.Error.Count");
    expect(free(pc)).toEqual([["streetwise", 0, "species"]]);
    expect(await shell.adv.chooseFreeRanks(pc, { career: ["streetwise", "deception", "coordination", "vigilance"], specialisation: [] })).toBe(true);
    expect(rank(pc, "streetwise")).toBe(2); // the Bothan's rank and the career's
    ticks = null;
    await shell.adv.dropIdentity(pc, pack("specialisations", "Scoundrel"));
    expect(shown.at(-1)).toContain('name="specialisation.deception"');
    const before = snapshot(pc);
    // Deception is at 1: the specialisation's rank takes it to 2; Streetwise (2) is not offered.
    expect(await shell.adv.chooseFreeRanks(pc, { career: [], specialisation: ["deception", "streetwise"] })).toBe(false);
    expect(noticeKeys().at(-1)).toBe("EOTE.FreeRanks.Error.NotOffered");
    expect(snapshot(pc)).toEqual(before);
    expect(await shell.adv.chooseFreeRanks(pc, { career: [], specialisation: ["deception", "charm"] })).toBe(true);
    expect([rank(pc, "deception"), rank(pc, "charm")]).toEqual([2, 1]);
    // The specialisation's free ranks tie it: removing it waits for their Undo.
    const spec = [...pc.items.values()].find((i) => i.type === "specialisation")!;
    expect(await shell.adv.removeIdentity(pc, spec.id)).toBe(false);
    expect(noticeKeys().at(-1)).toBe("EOTE.IdentityItem.Error.Blocked");
  });

  it("Twi'lek applied with its pick made (the guided creation's way): no prompt; a pick it does not offer is refused", async () => {
    const pc = fresh();
    const before = snapshot(pc);
    expect(await shell.adv.applySpecies(pc, pack("species", "Twi'lek"), { skills: ["cool"] })).toBeNull();
    expect(noticeKeys().at(-1)).toBe("EOTE.Species.Error.PickNotListed");
    expect(snapshot(pc)).toEqual(before);
    expect(await shell.adv.applySpecies(pc, pack("species", "Twi'lek"), { skills: ["charm"] })).not.toBeNull();
    expect([rank(pc, "charm"), pc.system.characteristics.presence, pc.system.xp.available]).toEqual([1, 3, 100]);
    expect(free(pc)).toEqual([["charm", 0, "speciesChoice"]]);
    expect(shown).toEqual([]);
  });

  it("Droid: the Droid flag and Enduring; six career ranks and one from the specialisation; removal clears the flag", async () => {
    const pc = fresh();
    const species = await shell.adv.dropIdentity(pc, pack("species", "Droid"));
    expect([pc.system.droid, pc.system.xp.available]).toEqual([true, 175]);
    expect(talents(pc)).toEqual([["enduring", 1]]);
    await shell.adv.dropIdentity(pc, pack("careers", "Smuggler"));
    expect(shown.at(-1)).toContain(shownKey("EOTE.FreeRanks.Choose", { count: 6 }));
    const six = ["coordination", "deception", "underworld", "perception", "pilotingSpace", "skulduggery"] as const;
    expect(await shell.adv.chooseFreeRanks(pc, { career: [...six.slice(0, 4)], specialisation: [] })).toBe(false);
    expect(await shell.adv.chooseFreeRanks(pc, { career: [...six], specialisation: [] })).toBe(true);
    await shell.adv.dropIdentity(pc, pack("specialisations", "Pilot"));
    expect(shown.at(-1)).toContain(shownKey("EOTE.FreeRanks.Choose", { count: 1 }));
    expect(await shell.adv.chooseFreeRanks(pc, { career: [], specialisation: ["gunnery"] })).toBe(true);
    // No Force power for a droid, even with a Force rating typed in.
    await pc.update({ "system.forceRating": 1 });
    const sense = String(packSource("force-powers").find((d) => d.name === "Sense")!._id);
    expect(await shell.force.learnForcePower(pc, sense)).toBeNull();
    expect(noticeKeys().at(-1)).toBe("EOTE.ForceBuy.Error.Droid");
    await pc.update({ "system.forceRating": 0 });
    for (let i = 0; i < 7; i++) expect(await shell.adv.undoLastPurchase(pc)).toBe(true);
    expect(await shell.adv.removeIdentity(pc, species!.id!)).toBe(true);
    expect([pc.system.droid, pc.system.xp.available, talents(pc)]).toEqual([false, 0, []]);
  });

  it("another player, who does not own the character, changes nothing", async () => {
    const pc = fresh();
    const before = snapshot(pc);
    asUser(users.other);
    expect(await shell.adv.applySpecies(pc, pack("species", "Bothan"), { skills: [] })).toBeNull();
    expect(await shell.adv.chooseFreeRanks(pc, { career: ["cool"], specialisation: [] })).toBe(false);
    expect(snapshot(pc)).toEqual(before);
  });
});
