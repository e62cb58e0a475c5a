// Slice Enemy's Systems' triumph over the v13 doubles (seed 002 STARSHIP ACTIONS): the card offers the
// target's weapons, Apply disables the one picked (or the first) as an effect on the target until the end of
// the next round, that weapon's Fire is refused with a notice while it lasts, the others fire; Undo exact.
// As the GM and as a player who owns both ships.
import { beforeEach, describe, expect, it } from "vitest";
import { effectSources, world } from "../world.ts";
import { shellSuite } from "../../../doubles/suite.ts";
import { load } from "../../../fixtures/modules.ts";
import { messageLike } from "../../../doubles/chat.ts";
import { character, skills, vehicle } from "../../../fixtures/actors.ts";
import { blaster } from "../../../fixtures/items.ts";
import { asUser, FakeActor, notice, notices, OWNERSHIP, placeToken, register, users, targeting } from "../../../doubles/index.ts";
import { requests } from "../../../doubles/dice-dialog.ts";

const g = world;

const m = shellSuite({
  keys: true,
  seed: 31,
  modules: { actions: load.crewActionsStarship, card: load.crewCard, crew: load.crewActions, attack: load.attackActions },
  each: () => {
    g.game.combat = { id: "combat0000000001", round: 2, turn: 0 };
  },
});

const PLAYER = { default: OWNERSHIP.NONE, [users.player.id]: OWNERSHIP.OWNER };

function scene() {
  const ship = register(new FakeActor("Wayward Star", "vehicle", vehicle(), { ownership: PLAYER }));
  const kiraSys = character();
  kiraSys.skills = skills({ computers: { rank: 2, career: true }, gunnery: { rank: 2, career: true } });
  const kira = register(new FakeActor("Kira", "character", kiraSys, { ownership: PLAYER }));
  const gun = (id: string, name: string) => ({ _id: id, name, type: "weapon", system: { ...blaster({ skill: "gunnery", damage: 5, crit: 3, range: "short", qualities: [], firingArcs: ["fore"] }) } });
  const enemy = register(new FakeActor("Interceptor", "vehicle", vehicle(), {
    items: [gun("cannon0000000001", "Laser cannon"), gun("tailgun000000001", "Tail gun")], ownership: PLAYER,
  }));
  return { ship, kira, enemy };
}

async function sliced(s: ReturnType<typeof scene>, triumph: number) {
  const token = placeToken(s.enemy, { name: "Bandit", linked: true });
  g.game.user.targets = targeting(token);
  await m.crew.seatCrewMember(s.ship, "sensors", s.kira);
  await m.actions.starshipActionCheck(s.ship, "sliceSystems");
  const rolled = { netSuccess: 1, netAdvantage: 0, triumph, despair: 0, succeeded: true };
  return messageLike({ id: `msgSlice${triumph}`.padEnd(16, "0"), author: g.game.user, flags: { eote: { check: requests.at(-1)!.flags } }, rolls: [{ outcome: rolled, actionableOutcome: rolled }], isContentVisible: true });
}

const fireFrom = (s: ReturnType<typeof scene>, itemId: string) =>
  m.attack.attackWith(s.enemy, s.enemy.items.get(itemId)!, { prompt: false, targets: [s.ship] });

for (const who of ["gm", "player"] as const) {
  describe(`slice enemy's systems' triumph as the ${who}`, () => {
    beforeEach(() => { asUser(users[who]); users[who].character = null; g.game.user.targets = targeting(); });

    it("disables the weapon picked on the card until the end of the next round; its Fire is refused; Undo exact", async () => {
      const s = scene();
      users[who].character = s.kira;
      const message = await sliced(s, 1);
      const html = (await m.card.actionSection(message))!;
      expect(html).toContain('<select name="eoteSliceWeapon"><option value="cannon0000000001">Laser cannon</option><option value="tailgun000000001">Tail gun</option></select>');
      await m.card.runActionButton(message, "eoteActionApply", "fore", "tailgun000000001");
      expect(notices).toEqual([]);
      const disabling = effectSources(s.enemy).find((e) => e.flags.eote?.starshipAction?.weaponId);
      expect(disabling).toMatchObject({ name: 'EOTE.StarshipAction.Apply.EffectWeapon {"action":"EOTE.StarshipAction.sliceSystems.Name","weapon":"Tail gun"}', duration: { rounds: 1, startRound: 2 } });
      expect(disabling!.flags.eote.starshipAction).toEqual({ id: "sliceSystems", weaponId: "tailgun000000001" });
      expect(await m.card.actionSection(message)).not.toContain("eoteSliceWeapon");

      requests.length = 0;
      await fireFrom(s, "tailgun000000001");
      expect(notices).toEqual([notice("EOTE.StarshipAction.Error.WeaponDisabled", { weapon: "Tail gun" })]);
      expect(requests).toHaveLength(0);
      await fireFrom(s, "cannon0000000001");
      expect(requests).toHaveLength(1);

      await m.card.runActionButton(message, "eoteActionUndo");
      expect(s.enemy.effects.size).toBe(0);
      notices.length = 0;
      await fireFrom(s, "tailgun000000001");
      expect(notices).toEqual([]);
      expect(requests).toHaveLength(2);
    });

    it("with no weapon picked, the first; without a triumph, no weapon is offered or disabled", async () => {
      const s = scene();
      await m.card.runActionButton(await sliced(s, 1), "eoteActionApply", "aft");
      expect(effectSources(s.enemy).map((e) => e.flags.eote?.starshipAction?.weaponId).filter(Boolean)).toEqual(["cannon0000000001"]);
      const t = scene();
      const plain = await sliced(t, 0);
      expect(await m.card.actionSection(plain)).not.toContain("eoteSliceWeapon");
      await m.card.runActionButton(plain, "eoteActionApply", "fore", "tailgun000000001");
      expect(t.enemy.effects.size).toBe(1);
      expect(effectSources(t.enemy).every((e) => !e.flags.eote?.starshipAction?.weaponId)).toBe(true);
    });
  });
}
