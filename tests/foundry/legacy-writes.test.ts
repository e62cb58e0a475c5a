// Old-style writes of a character's single obligation or motivation (before migration 4), from an old macro
// or module, played by the owning player over the doubles (whose update runs the data model's migrateData on
// the diff, as v13 does): each becomes one more entry of the character's list, or is refused with a notice;
// the list is never written over.
import { describe, expect, it } from "vitest";
import { character } from "../fixtures/actors.ts";
import { asUser, FakeActor, notice, notices, OWNERSHIP, register, users } from "../doubles/index.ts";
import type { CharacterData } from "../../module/rules/types.ts";
import { shellSuite } from "../doubles/suite.ts";

const g = globalThis as unknown as { game: { actors: unknown } };
const PLAYER = { default: OWNERSHIP.NONE, [users.player.id]: OWNERSHIP.OWNER };
const DEBT = { type: "Debt", magnitude: 10, notes: "" };
const BOUNTY = { type: "Bounty", magnitude: 5, notes: "" };

/** Our Actor class as the tests call it: made like the doubles' actors, and its static updateDocuments. */
type ActorClass = (new (name: string, type: string, system: object, options: { ownership: Record<string, number> }) => FakeActor<CharacterData>)
  & { updateDocuments(updates: object[]): Promise<unknown> };
type UpdateDocuments = (updates: unknown[]) => Promise<unknown>;

const shell = shellSuite({ keys: true, seed: 3, modules: { actor: () => import("../../module/documents/actor.ts") } });
const actorClass = () => shell.actor.EoteActor as unknown as ActorClass;

/** Kira as our Actor class makes her (its update is the one a macro calls), owned by the player. */
function kira() {
  const data = { ...character(), obligations: [DEBT, BOUNTY], motivations: [{ kind: "desire", text: "Wealth" }] };
  const actor = register(new (actorClass())("Kira", "character", data, { ownership: PLAYER }));
  asUser(users.player);
  return actor;
}

describe("an old macro's write of the single obligation", () => {
  it("a whole obligation is added to the list; the two already there stay", async () => {
    const pc = kira();
    await pc.update({ "system.obligation": { type: "Family", value: 5 } });
    expect(pc.system.obligations).toEqual([DEBT, BOUNTY, { type: "Family", magnitude: 5, notes: "" }]);
    expect(notices).toEqual([notice("EOTE.Actor.Migration.LegacyObligationAdded", { name: "Kira" })]);
    // Run again: the same entry is not added twice.
    await pc.update({ "system.obligation": { type: "Family", value: "5" } });
    expect(pc.system.obligations).toHaveLength(3);
  });

  it("nested in `system`, beside other changes: the others are written, the obligation added", async () => {
    const pc = kira();
    await pc.update({ system: { obligation: { type: "Addiction", value: 10 }, credits: 250 } });
    expect(pc.system.credits).toBe(250);
    expect(pc.system.obligations).toEqual([DEBT, BOUNTY, { type: "Addiction", magnitude: 10, notes: "" }]);
  });

  it("a part of it (the value alone) or an empty one cannot say which entry it means: refused with a notice, the list unchanged", async () => {
    const pc = kira();
    await pc.update({ "system.obligation.value": 15, "system.credits": 40 });
    expect(pc.system.obligations).toEqual([DEBT, BOUNTY]);
    expect(pc.system.credits).toBe(40);
    await pc.update({ "system.obligation": { type: "", value: 0 } });
    expect(pc.system.obligations).toEqual([DEBT, BOUNTY]);
    expect(notices).toEqual([
      notice("EOTE.Actor.Migration.LegacyObligationRefused", { name: "Kira" }),
      notice("EOTE.Actor.Migration.LegacyObligationRefused", { name: "Kira" }),
    ]);
  });

  it("an update that writes the list itself too: the list wins, the old key is dropped", async () => {
    const pc = kira();
    await pc.update({ "system.obligation": { type: "Family", value: 5 }, "system.obligations": [BOUNTY] });
    expect(pc.system.obligations).toEqual([BOUNTY]);
    expect(notices).toEqual([]);
  });
});

describe("an old macro's write of the single motivation", () => {
  it("its text is added to the list as a desire; an empty one is refused", async () => {
    const pc = kira();
    await pc.update({ "system.motivation": " Revenge " });
    expect(pc.system.motivations).toEqual([{ kind: "desire", text: "Wealth" }, { kind: "desire", text: "Revenge" }]);
    await pc.update({ "system.motivation": "" });
    expect(pc.system.motivations).toHaveLength(2);
    expect(notices).toEqual([
      notice("EOTE.Actor.Migration.LegacyMotivationAdded", { name: "Kira" }),
      notice("EOTE.Actor.Migration.LegacyMotivationRefused", { name: "Kira" }),
    ]);
  });
});

describe("updates sent through the class (Actor.updateDocuments)", () => {
  it("each is read against the actor it names; one for an actor not found is refused", async () => {
    const pc = kira();
    const sent: unknown[][] = [];
    // The base class's updateDocuments, as the server would receive it.
    const EoteActor = actorClass();
    const base = Object.getPrototypeOf(EoteActor) as { updateDocuments?: UpdateDocuments };
    const had = Object.getOwnPropertyDescriptor(base, "updateDocuments");
    base.updateDocuments = async (updates: unknown[]) => (sent.push(updates), updates);
    const actors = g.game.actors;
    g.game.actors = { get: (id: string) => (id === pc.id ? pc : undefined) };
    try {
      await EoteActor.updateDocuments([
        { _id: pc.id, "system.obligation": { type: "Family", value: 5 } },
        { _id: "missing000000000", "system.motivation": "Revenge" },
      ]);
    } finally {
      if (had) Object.defineProperty(base, "updateDocuments", had);
      else delete base.updateDocuments;
      g.game.actors = actors;
    }
    expect(sent[0]).toEqual([
      { _id: pc.id, "system.obligations": [DEBT, BOUNTY, { type: "Family", magnitude: 5, notes: "" }] },
      { _id: "missing000000000" },
    ]);
    expect(notices).toEqual([
      notice("EOTE.Actor.Migration.LegacyObligationAdded", { name: "Kira" }),
      notice("EOTE.Actor.Migration.LegacyMotivationRefused", { name: "EOTE.Actor.Title" }),
    ]);
  });
});
