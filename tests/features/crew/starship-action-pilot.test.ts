// Co-pilot and Plot Course from the starship action card (seed 002 STARSHIP ACTIONS, published rule where
// the seed cannot be said with dice): an effect on the vehicle's pilot upgrading the ability (Co-pilot) or
// removing setback (Plot Course) of the pilot's next Piloting check, once per success, read by the dice
// dialog with the action's name and used up by that check; Undo exact; as the GM and as the player.
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { character, skills, vehicle } from "../../fixtures/actors.ts";
import { asUser, FakeActor, installFoundry, noticeKeys, notices, OWNERSHIP, register, users } from "../../doubles/index.ts";
import { requests, resetShell } from "../../doubles/dice-dialog.ts";
import { emptyPool } from "../../../module/dice/index.ts";

vi.mock("../../../module/applications/dice-dialog/index.ts", () => import("../../doubles/dice-dialog.ts"));

let actions: typeof import("../../../module/features/crew/starship-actions.ts");
let card: typeof import("../../../module/features/crew/action-card.ts");
let crew: typeof import("../../../module/features/crew/actions.ts");
let once: typeof import("../../../module/foundry/once-effects.ts");
let sources: typeof import("../../../module/applications/dice-dialog/modifier-sources.ts");
const g = globalThis as any;

beforeAll(async () => {
  await installFoundry(37);
  actions = await import("../../../module/features/crew/starship-actions.ts");
  card = await import("../../../module/features/crew/action-card.ts");
  crew = await import("../../../module/features/crew/actions.ts");
  once = await import("../../../module/foundry/once-effects.ts");
  sources = await import("../../../module/applications/dice-dialog/modifier-sources.ts");
});

beforeEach(() => {
  resetShell();
  g.game.combat = { id: "combat0000000001", round: 2, turn: 0 };
  asUser(users.gm);
  g.game.user.targets = new Set();
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
  if (seatPilot) await crew.seatCrewMember(s.ship, "pilot", s.pilot);
  await crew.seatCrewMember(s.ship, id === "copilot" ? "copilot" : "navigator", s.mate);
  await actions.starshipActionCheck(s.ship, id);
  const outcome = { netSuccess, netAdvantage: 0, triumph: 0, despair: 0, succeeded: netSuccess > 0 };
  return { id: `msg${id}`.padEnd(16, "0").slice(0, 16), author: g.game.user, flags: { eote: { check: requests.at(-1)!.flags } }, rolls: [{ outcome, actionableOutcome: outcome }], isContentVisible: true } as any;
}

for (const who of ["gm", "player"] as const) {
  describe(`as the ${who}`, () => {
    beforeEach(() => asUser(users[who]));

    it("co-pilot: the pilot's next Piloting check upgrades once per success, with a note; used up by that check; Undo exact", async () => {
      const s = scene();
      const message = await rolled(s, "copilot", 2);
      expect(await card.actionSection(message)).toContain('data-action="eoteActionApply"');
      await card.runActionButton(message, "eoteActionApply");
      expect(notices).toEqual([]);
      const effect = (s.pilot.effects.contents[0] as any).toObject();
      expect(effect.changes).toEqual([{ key: "system.modifiers.checks.pilotingSpace.upgradeAbility", mode: 2, value: "2" }]);
      expect(effect.duration).toMatchObject({ rounds: 1, combat: "combat0000000001" });
      expect(effect.flags.eote.starshipAction).toEqual({ id: "copilot", once: true });
      // The dice dialog reads it for the pilot's Piloting, named after the action, and for nothing else.
      expect(sources.checkModifiersOf(s.pilot, "pilotingSpace")).toMatchObject([{ source: "Co-pilot", die: "upgradeAbility", count: 2 }]);
      expect(sources.checkModifiersOf(s.pilot, "gunnery")).toEqual([]);
      expect(s.ship.getFlag("eote", `starshipActionLog.${message.id}`)).toMatchObject({ pilotUuid: s.pilot.uuid });

      const gunnery = once.withOnceEffects({ title: "Gunnery", pool: emptyPool(), actor: s.pilot, skillId: "gunnery" });
      expect(gunnery.onRolled).toBeUndefined();
      const piloting = once.withOnceEffects({ title: "Piloting", pool: emptyPool(), actor: s.pilot, skillId: "pilotingSpace" });
      await piloting.onRolled!();
      expect(s.pilot.effects.size).toBe(0);

      await card.runActionButton(message, "eoteActionUndo"); // the effect is gone already: Undo clears the records
      expect(s.ship.getFlag("eote", "starshipActionLog")).toEqual({});
      expect(s.pilot.getFlag("eote", "starshipActionLog")).toEqual({});
    });

    it("plot course: one setback removed per success from the pilot's next Piloting check; Undo removes it", async () => {
      const s = scene();
      const message = await rolled(s, "plotCourse", 1);
      await card.runActionButton(message, "eoteActionApply");
      expect(sources.checkModifiersOf(s.pilot, "pilotingSpace")).toMatchObject([{ source: "Plot Course", die: "removeSetback", count: 1 }]);
      await card.runActionButton(message, "eoteActionUndo");
      expect(s.pilot.effects.size).toBe(0);
      expect(s.ship.getFlag("eote", "starshipActionLog")).toEqual({});
    });

    it("no pilot seated: a notice, nothing applied", async () => {
      const s = scene();
      const message = await rolled(s, "copilot", 1, false);
      await card.runActionButton(message, "eoteActionApply");
      expect(noticeKeys()).toEqual(["EOTE.StarshipAction.Apply.NoPilot"]);
      expect(s.ship.getFlag("eote", "starshipActionLog") ?? {}).toEqual({});
    });
  });
}

it("a player whose ship the GM's pilot flies sees no Apply and is refused", async () => {
  asUser(users.gm);
  const s = scene({ default: OWNERSHIP.NONE });
  await crew.seatCrewMember(s.ship, "pilot", s.pilot);
  asUser(users.player);
  const message = await rolled(s, "copilot", 2, false);
  expect(await card.actionSection(message)).not.toContain("eoteActionApply");
  await card.runActionButton(message, "eoteActionApply");
  expect(noticeKeys()).toEqual(["EOTE.Combat.Notice.NotAllowed"]);
  expect(s.pilot.effects.size).toBe(0);
});

it("a vehicle owner who deletes the vehicle's record cannot get the action applied again to a pilot they do not own", async () => {
  // The ship and the co-pilot are the player's; the pilot is another player's character.
  const s = scene({ default: OWNERSHIP.NONE, [users.other.id]: OWNERSHIP.OWNER });
  asUser(users.player);
  const message = await rolled(s, "copilot", 2);
  expect(await card.actionSection(message)).not.toContain("eoteActionApply"); // the pilot is not theirs
  asUser(users.gm);
  await card.runActionButton(message, "eoteActionApply");
  expect(s.pilot.effects.size).toBe(1);
  // The vehicle's record is the vehicle owner's to write: they delete it, and the GM clicks Apply again.
  asUser(users.player);
  await s.ship.update({ [`flags.eote.starshipActionLog.-=${message.id}`]: null });
  asUser(users.gm);
  expect(await card.actionSection(message)).not.toContain("eoteActionApply");
  await card.runActionButton(message, "eoteActionApply");
  expect(noticeKeys()).toEqual(["EOTE.StarshipAction.Apply.Already"]);
  expect(s.pilot.effects.size).toBe(1);
  expect(sources.checkModifiersOf(s.pilot, "pilotingSpace")).toMatchObject([{ source: "Co-pilot", die: "upgradeAbility", count: 2 }]);
});

it("nor by seating another pilot after deleting it: the record on the first pilot, a world actor, says the card was applied", async () => {
  const other = { default: OWNERSHIP.NONE, [users.other.id]: OWNERSHIP.OWNER };
  const s = scene(other);
  const second = register(new FakeActor("Vex", "character", character(), { ownership: other }));
  g.game.actors = { contents: [s.ship, s.pilot, s.mate, second], get: (id: string) => [s.ship, s.pilot, s.mate, second].find((a) => a.id === id) };
  asUser(users.player);
  const message = await rolled(s, "copilot", 2);
  asUser(users.gm);
  await card.runActionButton(message, "eoteActionApply");
  asUser(users.player);
  await s.ship.update({ [`flags.eote.starshipActionLog.-=${message.id}`]: null });
  await crew.seatCrewMember(s.ship, "pilot", second);
  asUser(users.gm);
  await card.runActionButton(message, "eoteActionApply");
  expect(noticeKeys()).toEqual(["EOTE.StarshipAction.Apply.Already"]);
  expect([s.pilot.effects.size, second.effects.size]).toEqual([1, 0]);
  delete g.game.actors;
});
