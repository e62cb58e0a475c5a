// Co-pilot and Plot Course from the starship action card (seed 002 STARSHIP ACTIONS, published rule where
// the seed cannot be said with dice): an effect on the vehicle's pilot upgrading the ability (Co-pilot) or
// removing setback (Plot Course) of the pilot's next Piloting check, once per success, read by the dice
// dialog with the action's name and used up by that check; Undo exact; as the GM and as the player.
import { beforeEach, describe, expect, it } from "vitest";
import { messageLike } from "../../../doubles/chat.ts";
import { effectSources, world } from "../world.ts";
import { shellSuite } from "../../../doubles/suite.ts";
import { load } from "../../../fixtures/modules.ts";
import { character, skills, vehicle } from "../../../fixtures/actors.ts";
import { asUser, FakeActor, flagRecord, noticeKeys, notices, OWNERSHIP, register, users, targeting } from "../../../doubles/index.ts";
import { requests } from "../../../doubles/dice-dialog.ts";
import { emptyPool } from "../../../../module/dice/index.ts";

const g = world;

const m = shellSuite({
  keys: true,
  seed: 37,
  modules: { actions: load.crewActionsStarship, card: load.crewCard, crew: load.crewActions, once: load.foundryOnceEffects, sources: load.applicationsDiceDialogModifierSources },
  each: () => {
    g.game.combat = { id: "combat0000000001", round: 2, turn: 0 };
    g.game.user.targets = targeting();
  },
});

const PLAYER = { default: OWNERSHIP.NONE, [users.player.id]: OWNERSHIP.OWNER };

function scene(pilotOwnership: Record<string, number> = PLAYER) {
  const ship = register(new FakeActor("Wayward Star", "vehicle", vehicle(), { ownership: PLAYER }));
  const pilotSys = character();
  pilotSys.skills = skills({ pilotingSpace: { rank: 2, career: true } });
  const pilot = register(new FakeActor("Kira", "character", pilotSys, { ownership: pilotOwnership }));
  const mateSys = character();
  mateSys.skills = skills({ pilotingSpace: { rank: 1, career: false }, astrogation: { rank: 2, career: true } });
  const mate = register(new FakeActor("Dex", "character", mateSys, { ownership: PLAYER }));
  return { ship, pilot, mate };
}

async function rolled(s: ReturnType<typeof scene>, id: "copilot" | "plotCourse", netSuccess: number, seatPilot = true) {
  if (seatPilot) await m.crew.seatCrewMember(s.ship, "pilot", s.pilot);
  await m.crew.seatCrewMember(s.ship, id === "copilot" ? "copilot" : "navigator", s.mate);
  await m.actions.starshipActionCheck(s.ship, id);
  const outcome = { netSuccess, netAdvantage: 0, triumph: 0, despair: 0, succeeded: netSuccess > 0 };
  return messageLike({ id: `msg${id}`.padEnd(16, "0").slice(0, 16), author: g.game.user, flags: { eote: { check: requests.at(-1)!.flags } }, rolls: [{ outcome, actionableOutcome: outcome }], isContentVisible: true });
}

for (const who of ["gm", "player"] as const) {
  describe(`as the ${who}`, () => {
    beforeEach(() => asUser(users[who]));

    it("co-pilot: the pilot's next Piloting check upgrades once per success, with a note; used up by that check; Undo exact", async () => {
      const s = scene();
      const message = await rolled(s, "copilot", 2);
      expect(await m.card.actionSection(message)).toContain('data-action="eoteActionApply"');
      await m.card.runActionButton(message, "eoteActionApply");
      expect(notices).toEqual([]);
      const effect = effectSources(s.pilot)[0]!;
      expect(effect.changes).toEqual([{ key: "system.modifiers.checks.pilotingSpace.upgradeAbility", mode: 2, value: "2" }]);
      expect(effect.duration).toMatchObject({ rounds: 1, combat: "combat0000000001" });
      expect(effect.flags.eote.starshipAction).toEqual({ id: "copilot", once: true });
      // The dice dialog reads it for the pilot's Piloting, named after the action, and for nothing else.
      expect(m.sources.checkModifiersOf(s.pilot, "pilotingSpace")).toMatchObject([{ source: "EOTE.StarshipAction.copilot.Name", die: "upgradeAbility", count: 2 }]);
      expect(m.sources.checkModifiersOf(s.pilot, "gunnery")).toEqual([]);
      expect(flagRecord(s.ship, "eote", "starshipActionLog")[message.id]).toMatchObject({ pilotUuid: s.pilot.uuid });

      const gunnery = m.once.withOnceEffects({ title: "Gunnery", pool: emptyPool(), actor: s.pilot, skillId: "gunnery" });
      expect(gunnery.onRolled).toBeUndefined();
      const piloting = m.once.withOnceEffects({ title: "Piloting", pool: emptyPool(), actor: s.pilot, skillId: "pilotingSpace" });
      await piloting.onRolled!();
      expect(s.pilot.effects.size).toBe(0);

      await m.card.runActionButton(message, "eoteActionUndo"); // the effect is gone already: Undo clears the records
      expect(s.ship.getFlag("eote", "starshipActionLog")).toEqual({});
      expect(s.pilot.getFlag("eote", "starshipActionLog")).toEqual({});
    });

    it("plot course: one setback removed per success from the pilot's next Piloting check; Undo removes it", async () => {
      const s = scene();
      const message = await rolled(s, "plotCourse", 1);
      await m.card.runActionButton(message, "eoteActionApply");
      expect(m.sources.checkModifiersOf(s.pilot, "pilotingSpace")).toMatchObject([{ source: "EOTE.StarshipAction.plotCourse.Name", die: "removeSetback", count: 1 }]);
      await m.card.runActionButton(message, "eoteActionUndo");
      expect(s.pilot.effects.size).toBe(0);
      expect(s.ship.getFlag("eote", "starshipActionLog")).toEqual({});
    });

    it("no pilot seated: a notice, nothing applied", async () => {
      const s = scene();
      const message = await rolled(s, "copilot", 1, false);
      await m.card.runActionButton(message, "eoteActionApply");
      expect(noticeKeys()).toEqual(["EOTE.StarshipAction.Apply.NoPilot"]);
      expect(s.ship.getFlag("eote", "starshipActionLog") ?? {}).toEqual({});
    });
  });
}

it("a player whose ship the GM's pilot flies sees no Apply and is refused", async () => {
  asUser(users.gm);
  const s = scene({ default: OWNERSHIP.NONE });
  await m.crew.seatCrewMember(s.ship, "pilot", s.pilot);
  asUser(users.player);
  const message = await rolled(s, "copilot", 2, false);
  expect(await m.card.actionSection(message)).not.toContain("eoteActionApply");
  await m.card.runActionButton(message, "eoteActionApply");
  expect(noticeKeys()).toEqual(["EOTE.Combat.Notice.NotAllowed"]);
  expect(s.pilot.effects.size).toBe(0);
});

it("a vehicle owner who deletes the vehicle's record cannot get the action applied again to a pilot they do not own", async () => {
  // The ship and the co-pilot are the player's; the pilot is another player's character.
  const s = scene({ default: OWNERSHIP.NONE, [users.other.id]: OWNERSHIP.OWNER });
  asUser(users.player);
  const message = await rolled(s, "copilot", 2);
  expect(await m.card.actionSection(message)).not.toContain("eoteActionApply"); // the pilot is not theirs
  asUser(users.gm);
  await m.card.runActionButton(message, "eoteActionApply");
  expect(s.pilot.effects.size).toBe(1);
  // The vehicle's record is the vehicle owner's to write: they delete it, and the GM clicks Apply again.
  asUser(users.player);
  await s.ship.update({ [`flags.eote.starshipActionLog.-=${message.id}`]: null });
  asUser(users.gm);
  expect(await m.card.actionSection(message)).not.toContain("eoteActionApply");
  await m.card.runActionButton(message, "eoteActionApply");
  expect(noticeKeys()).toEqual(["EOTE.StarshipAction.Apply.Already"]);
  expect(s.pilot.effects.size).toBe(1);
  expect(m.sources.checkModifiersOf(s.pilot, "pilotingSpace")).toMatchObject([{ source: "EOTE.StarshipAction.copilot.Name", die: "upgradeAbility", count: 2 }]);
});

it("nor by seating another pilot after deleting it: the record on the first pilot, a world actor, says the card was applied", async () => {
  const other = { default: OWNERSHIP.NONE, [users.other.id]: OWNERSHIP.OWNER };
  const s = scene(other);
  const second = register(new FakeActor("Vex", "character", character(), { ownership: other }));
  g.game.actors = { contents: [s.ship, s.pilot, s.mate, second], get: (id: string) => [s.ship, s.pilot, s.mate, second].find((a) => a.id === id) };
  asUser(users.player);
  const message = await rolled(s, "copilot", 2);
  asUser(users.gm);
  await m.card.runActionButton(message, "eoteActionApply");
  asUser(users.player);
  await s.ship.update({ [`flags.eote.starshipActionLog.-=${message.id}`]: null });
  await m.crew.seatCrewMember(s.ship, "pilot", second);
  asUser(users.gm);
  await m.card.runActionButton(message, "eoteActionApply");
  expect(noticeKeys()).toEqual(["EOTE.StarshipAction.Apply.Already"]);
  expect([s.pilot.effects.size, second.effects.size]).toEqual([1, 0]);
  Reflect.deleteProperty(g.game, "actors");
});
