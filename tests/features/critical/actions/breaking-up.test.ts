// Breaking Up over the v13 doubles (seed 002 VEHICLE CRITICAL HITS: "completely destroyed at the end of the
// next round"): the active GM marks the hit in a world setting only a GM writes, and at the round after
// the hit's next one tells the GMs, once; a hit taken back (Undo deletes it) or repaired is never told.
import { beforeEach, describe, expect, it } from "vitest";
import { vehicle } from "../../../fixtures/actors.ts";
import { criticalHit } from "../../../fixtures/items.ts";
import { asUser, FakeActor, messages, noticeKeys, notices, OWNERSHIP, register, users } from "../../../doubles/index.ts";
import { CombatDouble, installCombat } from "../../../doubles/combat.ts";
import { VEHICLE_CRIT_RANGES } from "../../../../module/rules/vehicles/critical-hits.ts";
import { shellSuite } from "../../../doubles/suite.ts";
import { load } from "../../../fixtures/modules.ts";

let combat: CombatDouble;
/** The settings, combats and hooks this file reads, as the doubles install them. */
const g = globalThis as unknown as {
  game: {
    settings: { register?: (...args: unknown[]) => unknown; set(scope: string, key: string, value: unknown): Promise<unknown> };
    combats: Map<string, unknown>;
  };
  Hooks: { callAll(hook: string, ...args: unknown[]): boolean };
};

const shell = shellSuite({
  keys: true,
  seed: 31,
  modules: { breaking: load.criticalBreakingUp },
});

beforeEach(async () => {
  ({ combat } = installCombat());
  // The doubles' settings store values without a registry: registering is a no-op here.
  g.game.settings.register ??= () => undefined;
  shell.breaking.registerBreakingUp();
  await g.game.settings.set("eote", shell.breaking.BREAKING_UP, {});
  await combat.startCombat();
});

const PLAYER = { default: OWNERSHIP.NONE, [users.player.id]: OWNERSHIP.OWNER };

/** The player's ship in the combat, hit now with Breaking Up; the hit's item id. */
async function hitShip(): Promise<{ ship: FakeActor; itemId: string }> {
  const ship = register(new FakeActor("Wayward Star", "vehicle", vehicle(3), { ownership: PLAYER }));
  combat.add(ship, 10);
  const [item] = await ship.createEmbeddedDocuments("Item", [{ name: "Breaking Up", type: "criticalHit", system: criticalHit({ key: "breakingUp", zone: "", ...VEHICLE_CRIT_RANGES.breakingUp }) }]);
  return { ship, itemId: (item as { id: string }).id };
}

/** The next round begins, and the GM's hook runs as Foundry's updateCombat would call it. */
async function nextRound(): Promise<void> {
  await combat.nextRound();
  g.Hooks.callAll("updateCombat", combat, { round: combat.round }, {}, users.gm.id);
  await new Promise((r) => setTimeout(r, 0));
}

describe("Breaking Up", () => {
  it("another combat's mark stays while that combat exists, and goes once it is deleted", async () => {
    const other = { combatId: "otherCombat00001", hitRound: 1, told: false };
    await g.game.settings.set("eote", shell.breaking.BREAKING_UP, { "Actor_elsewhere_hit": other });
    g.game.combats.set(other.combatId, {});
    await hitShip();
    await nextRound();
    expect(shell.breaking.breakingUpMarks()["Actor_elsewhere_hit"]).toEqual(other);
    g.game.combats.delete(other.combatId);
    await nextRound();
    expect(shell.breaking.breakingUpMarks()["Actor_elsewhere_hit"]).toBeUndefined();
    expect(Object.values(shell.breaking.breakingUpMarks()).map((m) => m.combatId)).toEqual([combat.id]);
  });

  it("hit in round 1: marked at round 2, the GMs told once round 3 begins (round 2 has ended), never again", async () => {
    const { ship } = await hitShip();
    await nextRound();
    expect(Object.values(shell.breaking.breakingUpMarks())).toEqual([{ combatId: combat.id, hitRound: 1, told: false }]);
    expect(messages).toHaveLength(0);
    await nextRound();
    expect(noticeKeys()).toEqual(["EOTE.VehicleCrit.BreakingUp.Lost"]);
    const told = messages.at(-1)!;
    expect(told.whisper).toEqual([users.gm.id]);
    expect(told.content).toContain("Wayward Star");
    expect(told.content).toContain('EOTE.VehicleCrit.BreakingUp.Lost {"round":"2","vehicle":"Wayward Star"}');
    await nextRound();
    expect(noticeKeys()).toHaveLength(1);
    expect(messages).toHaveLength(1);
    expect(ship.items.contents).toHaveLength(1);
  });

  it("the ship's name, its owner's to write, is escaped and cut to a name's length in the GM's notice and message", async () => {
    const { ship } = await hitShip();
    ship.name = `<img src=x onerror="alert(1)">${"x".repeat(5000)}`;
    await nextRound();
    await nextRound();
    const notice = notices.at(-1)!;
    expect(notice.key).toBe("EOTE.VehicleCrit.BreakingUp.Lost");
    for (const shown of [notice.text, messages.at(-1)!.content as string]) {
      expect(shown).not.toContain("<img");
      expect(shown).toContain("&lt;img");
      expect(shown.length).toBeLessThan(400);
    }
  });

  it("a hit taken back before its time (Undo deletes the item) drops the mark and is never told", async () => {
    const { ship, itemId } = await hitShip();
    await nextRound();
    await ship.deleteEmbeddedDocuments("Item", [itemId]);
    await nextRound();
    expect(shell.breaking.breakingUpMarks()).toEqual({});
    expect(messages).toHaveLength(0);
    expect(notices).toHaveLength(0);
  });

  it("only the active GM's client marks or tells: a player's client writes nothing", async () => {
    await hitShip();
    asUser(users.player);
    expect(await shell.breaking.breakingUpAtRound(combat)).toEqual([]);
    await combat.update({ round: 2 });
    expect(await shell.breaking.breakingUpAtRound(combat)).toEqual([]);
    expect(shell.breaking.breakingUpMarks()).toEqual({});
  });

  it("a mark a forged setting names is read only for a standing hit: no hit, nothing told", async () => {
    const ship = register(new FakeActor("Other Ship", "vehicle", vehicle(3), { ownership: PLAYER }));
    combat.add(ship, 5);
    await g.game.settings.set("eote", shell.breaking.BREAKING_UP, { bogus: { combatId: combat.id, hitRound: 0, told: false }, junk: { hitRound: "x" } });
    await nextRound();
    expect(messages).toHaveLength(0);
    expect(shell.breaking.breakingUpMarks()).toEqual({});
  });
});
