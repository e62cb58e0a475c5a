// The starship action card against a re-pointed target (a message's author can edit its flags after
// posting): the card prints the target it acts on, the acting vehicle always keeps a record once the card
// is applied (so one roll applies once, whatever the flag's target says later), Undo acts on the target
// recorded, and a double click on one client applies once. As the GM and as a hostile player.
import { beforeEach, describe, expect, it } from "vitest";
import { messageLike } from "../../doubles/chat.ts";
import { effectSources, world } from "./world.ts";
import { shellSuite } from "../../doubles/suite.ts";
import { load } from "../../fixtures/modules.ts";
import { character, skills, vehicle } from "../../fixtures/actors.ts";
import { asUser, FakeActor, noticeKeys, OWNERSHIP, placeToken, register, users, targeting } from "../../doubles/index.ts";
import { requests } from "../../doubles/dice-dialog.ts";

const g = world;

const m = shellSuite({
  keys: true,
  seed: 31,
  modules: { actions: load.crewActionsStarship, card: load.crewCard, crew: load.crewActions },
  each: () => {
    g.game.combat = { id: "combat0000000001", round: 2, turn: 0 };
    g.game.user.targets = targeting();
  },
});

const PLAYER = { default: OWNERSHIP.NONE, [users.player.id]: OWNERSHIP.OWNER };
const GM_ONLY = { default: OWNERSHIP.NONE };

function scene(targetOwnership: Record<string, number>, firstName = "Bandit") {
  const sys = vehicle();
  sys.speed = { value: 4, max: 5 }; // Gain the Advantage needs speed 4+
  const ship = register(new FakeActor("Wayward Star", "vehicle", sys, { ownership: PLAYER }));
  const crewSys = character();
  crewSys.skills = skills({ computers: { rank: 2, career: true }, pilotingSpace: { rank: 2, career: true } });
  const kira = register(new FakeActor("Kira", "character", crewSys, { ownership: PLAYER }));
  const first = register(new FakeActor("Interceptor", "vehicle", vehicle(), { ownership: targetOwnership }));
  const second = register(new FakeActor("Freighter", "vehicle", vehicle(), { ownership: targetOwnership }));
  const firstToken = placeToken(first, { name: firstName, linked: true });
  placeToken(second, { name: "Innocent Freighter", linked: true });
  return { ship, kira, first, second, firstToken };
}

/** The player rolls the action targeting the first vehicle; the card is the player's message. */
async function playerCard(s: ReturnType<typeof scene>, id: "sliceSystems" | "gainAdvantage", netAdvantage = 0) {
  asUser(users.player);
  g.game.user.targets = targeting(s.firstToken);
  await m.crew.seatCrewMember(s.ship, id === "sliceSystems" ? "sensors" : "pilot", s.kira);
  await m.actions.starshipActionCheck(s.ship, id);
  const rolled = { netSuccess: 2, netAdvantage, triumph: 0, despair: 0, succeeded: true };
  const flags = structuredClone(requests.at(-1)!.flags);
  return messageLike({ id: `msg${id}`.padEnd(16, "0").slice(0, 16), author: users.player, flags: { eote: { check: flags } }, rolls: [{ outcome: rolled, actionableOutcome: rolled }], isContentVisible: true });
}

/** The card's target line, as the key-echoing template writes it (the data HTML-escaped). */
const targetLine = (name: string) => `EOTE.StarshipAction.Apply.TargetName {&quot;name&quot;:&quot;${name}&quot;}`;

const repoint = (message: { flags: { eote: { check?: Record<string, unknown> | undefined } } }, actor: FakeActor) => {
  (message.flags.eote.check!["starshipAction"] as { targetUuid: string }).targetUuid = actor.uuid;
};

describe("as the GM, on a player's card", () => {
  beforeEach(() => asUser(users.gm));

  it("Slice with under two advantage: the card names the target; after Apply, re-pointing the flag brings no second Apply", async () => {
    const s = scene(GM_ONLY);
    const message = await playerCard(s, "sliceSystems", 0);
    asUser(users.gm);
    expect(await m.card.actionSection(message)).toContain(targetLine("Bandit"));
    await m.card.runActionButton(message, "eoteActionApply", "fore");
    expect(s.first.effects.size).toBe(1);
    expect(s.ship.getFlag("eote", `starshipActionLog.${message.id}`)).toMatchObject({ effectIds: [], targetUuid: s.first.uuid });

    repoint(message, s.second); // the author edits the flag after the GM applied it
    const html = (await m.card.actionSection(message))!;
    expect(html).not.toContain('data-action="eoteActionApply"');
    expect(html).toContain(targetLine("Bandit"));
    expect(html).toContain('data-action="eoteActionUndo"');
    await m.card.runActionButton(message, "eoteActionApply", "fore");
    expect(noticeKeys()).toEqual(["EOTE.StarshipAction.Apply.Already"]);
    expect(s.second.effects.size).toBe(0);

    // Undo acts on the target recorded, not on the one the flag names now.
    await m.card.runActionButton(message, "eoteActionUndo");
    expect(s.first.effects.size).toBe(0);
    expect(s.ship.getFlag("eote", "starshipActionLog")).toEqual({});
  });

  it("a target re-pointed before Apply is the one the card prints", async () => {
    const s = scene(GM_ONLY);
    const message = await playerCard(s, "sliceSystems", 0);
    repoint(message, s.second);
    asUser(users.gm);
    const html = (await m.card.actionSection(message))!;
    expect(html).toContain(targetLine("Innocent Freighter"));
    expect(html).not.toContain(targetLine("Bandit"));
  });

  it("the target's name is escaped", async () => {
    const s = scene(GM_ONLY, "<img src=x onerror=alert(1)>");
    const message = await playerCard(s, "gainAdvantage");
    asUser(users.gm);
    const html = (await m.card.actionSection(message))!;
    expect(html).toContain("EOTE.StarshipAction.Apply.TargetName {&quot;name&quot;:&quot;&lt;img src");
    expect(html).not.toContain("<img src=x");
  });

  it("a double click applies once", async () => {
    const s = scene(GM_ONLY);
    const message = await playerCard(s, "sliceSystems", 2);
    asUser(users.gm);
    await Promise.all([m.card.runActionButton(message, "eoteActionApply", "fore"), m.card.runActionButton(message, "eoteActionApply", "fore")]);
    expect(s.first.effects.size).toBe(1);
    expect(s.first.system.systemStrain.value).toBe(1);
    expect(noticeKeys()).toEqual(["EOTE.Combat.Notice.Busy"]);
  });
});

describe("as a hostile player who owns every vehicle", () => {
  it("re-pointing the flag after Apply applies nothing a second time", async () => {
    const s = scene(PLAYER);
    const message = await playerCard(s, "sliceSystems", 0);
    await m.card.runActionButton(message, "eoteActionApply", "aft");
    expect(s.first.effects.size).toBe(1);
    repoint(message, s.second);
    expect(await m.card.actionSection(message)).not.toContain('data-action="eoteActionApply"');
    await m.card.runActionButton(message, "eoteActionApply", "aft");
    expect(s.second.effects.size).toBe(0);
    expect(noticeKeys()).toEqual(["EOTE.StarshipAction.Apply.Already"]);
  });

  it("Gain the Advantage re-pointed after Apply: still applied once", async () => {
    const s = scene(PLAYER);
    const message = await playerCard(s, "gainAdvantage");
    await m.card.runActionButton(message, "eoteActionApply");
    repoint(message, s.second);
    await m.card.runActionButton(message, "eoteActionApply");
    expect(s.ship.effects.size).toBe(1);
    expect(effectSources(s.ship)[0]!.flags.eote.starshipAction.targetUuid).toBe(s.first.uuid);
  });
});
