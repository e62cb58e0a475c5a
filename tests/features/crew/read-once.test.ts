// The starship action card reads each document once per render and once per click (card.ts
// readStarshipActionCard): the doubles' look-ups (fromUuidSync, fromUuid, game.actors.get, game.messages.get)
// are counted by what they look up, over a Slice Enemy's Systems card (the vehicle and its target) and a
// Co-pilot card (the vehicle and its pilot), rendered, applied and undone by the player who owns the ship.
import { afterEach, describe, expect, it } from "vitest";
import { messageLike } from "../../doubles/chat.ts";
import { effectSources, world } from "./world.ts";
import { shellSuite } from "../../doubles/suite.ts";
import { load } from "../../fixtures/modules.ts";
import { character, skills, vehicle } from "../../fixtures/actors.ts";
import { asUser, FakeActor, OWNERSHIP, placeToken, register, targeting, users } from "../../doubles/index.ts";
import { requests } from "../../doubles/dice-dialog.ts";
import { countLookups, expectReadOnce } from "../../doubles/lookups.ts";

const g = world;
let counting: ReturnType<typeof countLookups> | null = null;

const m = shellSuite({
  seed: 43,
  keys: true,
  modules: { actions: load.crewActionsStarship, card: load.crewCard, crew: load.crewActions },
  each: () => {
    g.game.combat = { id: "combat0000000001", round: 2, turn: 0 };
    g.game.user.targets = targeting();
  },
});
afterEach(() => {
  counting?.restore();
  counting = null;
});

const PLAYER = { default: OWNERSHIP.NONE, [users.player.id]: OWNERSHIP.OWNER };

function scene() {
  const sys = vehicle();
  sys.speed = { value: 4, max: 5 };
  const ship = register(new FakeActor("Wayward Star", "vehicle", sys, { ownership: PLAYER }));
  const crewSys = character();
  crewSys.skills = skills({ computers: { rank: 2, career: true }, pilotingSpace: { rank: 2, career: true } });
  const kira = register(new FakeActor("Kira", "character", crewSys, { ownership: PLAYER }));
  const dex = register(new FakeActor("Dex", "character", character(), { ownership: PLAYER }));
  const enemy = register(new FakeActor("Interceptor", "vehicle", vehicle(), { ownership: PLAYER }));
  const enemyToken = placeToken(enemy, { name: "Bandit", linked: true });
  return { ship, kira, dex, enemy, enemyToken };
}

async function card(s: ReturnType<typeof scene>, id: "sliceSystems" | "copilot") {
  asUser(users.player);
  if (id === "sliceSystems") {
    g.game.user.targets = targeting(s.enemyToken);
    await m.crew.seatCrewMember(s.ship, "sensors", s.kira);
  } else {
    await m.crew.seatCrewMember(s.ship, "pilot", s.kira);
    await m.crew.seatCrewMember(s.ship, "copilot", s.dex);
  }
  await m.actions.starshipActionCheck(s.ship, id);
  const rolled = { netSuccess: 2, netAdvantage: 2, triumph: 0, despair: 0, succeeded: true };
  return messageLike({ id: `msg${id}`.padEnd(16, "0").slice(0, 16), author: users.player, flags: { eote: { check: structuredClone(requests.at(-1)!.flags) } }, rolls: [{ outcome: rolled, actionableOutcome: rolled }], isContentVisible: true });
}

/** Only the documents the card names were looked up. */
function onlyNamed(counts: Map<string, number>, named: readonly string[]): void {
  expect([...counts.keys()].filter((k) => !named.includes(k))).toEqual([]);
}

describe("the starship action card reads each document once", () => {
  it("one render of a Slice card: the vehicle and the target once, nothing else", async () => {
    const s = scene();
    const message = await card(s, "sliceSystems");
    counting = countLookups();
    const html = (await m.card.actionSection(message))!;
    expect(html).toContain('data-action="eoteActionApply" data-zone="fore"');
    expect(html).toContain("EOTE.StarshipAction.Apply.TargetName {&quot;name&quot;:&quot;Bandit&quot;}");
    expectReadOnce(counting.counts, [s.ship.uuid, s.enemy.uuid]);
    onlyNamed(counting.counts, [s.ship.uuid, s.enemy.uuid]);
  });

  it("one Apply click and one Undo click: the vehicle and the target once each, and the writes exact", async () => {
    const s = scene();
    const message = await card(s, "sliceSystems");
    counting = countLookups();
    await m.card.runActionButton(message, "eoteActionApply", "aft");
    expectReadOnce(counting.counts, [s.ship.uuid, s.enemy.uuid]);
    onlyNamed(counting.counts, [s.ship.uuid, s.enemy.uuid]);
    expect(effectSources(s.enemy).map((e) => e.name)).toEqual(['EOTE.StarshipAction.Apply.EffectZone {"action":"EOTE.StarshipAction.sliceSystems.Name","zone":"EOTE.Sheet.Arc.aft"}']);
    expect(s.enemy.system.systemStrain.value).toBe(1);
    counting.restore();

    counting = countLookups();
    await m.card.runActionButton(message, "eoteActionUndo");
    expectReadOnce(counting.counts, [s.ship.uuid, s.enemy.uuid]);
    expect(s.enemy.effects.size).toBe(0);
    expect(s.enemy.system.systemStrain.value).toBe(0);
  });

  it("a Co-pilot card: its render and its Apply read the vehicle and the seated pilot once each", async () => {
    const s = scene();
    const message = await card(s, "copilot");
    counting = countLookups();
    expect(await m.card.actionSection(message)).toContain('data-action="eoteActionApply"');
    expectReadOnce(counting.counts, [s.ship.uuid, s.kira.uuid]);
    onlyNamed(counting.counts, [s.ship.uuid, s.kira.uuid]);
    counting.restore();

    counting = countLookups();
    await m.card.runActionButton(message, "eoteActionApply");
    expectReadOnce(counting.counts, [s.ship.uuid, s.kira.uuid]);
    onlyNamed(counting.counts, [s.ship.uuid, s.kira.uuid]);
    expect(effectSources(s.kira)[0]!.flags.eote.starshipAction).toEqual({ id: "copilot", once: true });
  });
});
