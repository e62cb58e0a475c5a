// A vehicle critical hit that rolls Component Hit (seed 000 VEHICLE CRITICAL HIT RESULTS 46-54: a
// component is offline) damages a random component of the vehicle at once, over the v13 doubles, as the
// GM and as the player who owns the ship hit: the component's effect is named on the card's record, so
// the card's Undo removes it with the critical. Major System Failure (118-126: a component inoperable until
// repaired) does the same. Any other critical damages no component.
import { describe, expect, it } from "vitest";
import { attackFlag, attackMessage } from "../../doubles/attack.ts";
import { vehicle } from "../../fixtures/actors.ts";
import { blaster } from "../../fixtures/items.ts";
import type { QualityRef } from "../../../module/rules/types.ts";
import { asUser, FakeActor, messages, notices, OWNERSHIP, register, users } from "../../doubles/index.ts";
import { shellSuite } from "../../doubles/suite.ts";
import { load } from "../../fixtures/modules.ts";

const shell = shellSuite({
  keys: true,
  seed: 23,
  modules: { card: load.attackCard },
});

const PLAYER = { default: OWNERSHIP.NONE, [users.player.id]: OWNERSHIP.OWNER };
let ids = 0;

function shot(qualities: QualityRef[] = []) {
  const cannon = { _id: `cannon${(++ids).toString().padStart(10, "0")}`, name: "Laser cannon", type: "weapon",
    system: blaster({ skill: "gunnery", damage: 6, crit: 3, range: "short", qualities, firingArcs: ["fore"] }) };
  const enemy = register(new FakeActor("Interceptor", "vehicle", vehicle(3), { items: [cannon], ownership: { default: OWNERSHIP.NONE } }));
  const ship = register(new FakeActor("Wayward Star", "vehicle", vehicle(3), { ownership: PLAYER }));
  const flag = attackFlag({ attacker: enemy, weapon: enemy.items.contents[0]! }, [ship], { scale: "vehicle", brawn: 0, targetSilhouette: 3 });
  const message = attackMessage(`msgCompHit${(++ids).toString().padStart(6, "0")}`, flag, { netSuccess: 1, netAdvantage: 3 });
  return { ship, message: message };
}

const components = (ship: FakeActor) => ship.effects.contents.filter((e) => (e.toObject().flags?.["eote"] as { vehicleState?: unknown } | undefined)?.vehicleState === "component");

/**
 * The shot, then `who` applies its damage and its critical on the ship, with no notice: a critical follows a
 * hit that got through the armour (damage 6 + 1 success against armour 3).
 */
async function hitAndCrit(who: "gm" | "player", qualities: QualityRef[] = []) {
  const s = shot(qualities);
  asUser(users[who]);
  for (const action of ["eoteApplyDamage", "eoteApplyCritical"]) await shell.card.runCardAction(s.message, action, s.ship.uuid);
  expect(notices).toEqual([]);
  return s;
}

for (const who of ["gm", "player"] as const) {
  describe(`as the ${who}`, () => {
    it("a d100 of 50 (Component Hit): a random component is damaged with the critical; Undo removes both", async () => {
      shell.config.Dice.randomUniform = () => 0.5; // the d100 shows 50; the component die its middle face
      const s = await hitAndCrit(who);
      expect(s.ship.items.contents.map((i) => i.name)).toEqual(["Component Hit"]);
      const damaged = components(s.ship);
      expect(damaged).toHaveLength(1);
      const record = shell.card.recordOf(s.ship, s.message.id!)!;
      // The component's die follows the public card: its flavor names the component damaged.
      expect(messages.some((m) => /^EOTE\.Combat\.Repair\.Component\.Rolled \{"component":"EOTE\.Combat\.Repair\.Component\.\w+\.Name","vehicle":"Wayward Star"\}$/.test(String(m.flavor ?? m.toObject?.().flavor ?? "")))).toBe(true);
      expect(record.effects).toEqual([expect.objectContaining({ id: damaged[0]!.id, source: "componentHit" })]);
      await shell.card.runCardAction(s.message, "eoteUndo", s.ship.uuid);
      expect(s.ship.items.contents).toHaveLength(0);
      expect(s.ship.system.hullTrauma.value).toBe(0);
      expect(components(s.ship)).toHaveLength(0);
    });

    it("a d100 of 98 with Vicious 2 (118, Major System Failure): a random component is damaged until repaired; Undo removes both", async () => {
      shell.config.Dice.randomUniform = () => 0.02; // the d100 shows 98 (+20 from Vicious 2); the component die its last face
      const s = await hitAndCrit(who, [{ key: "vicious", rating: 2 }]);
      expect(s.ship.items.contents.map((i) => i.name)).toEqual(["Major System Failure"]);
      const damaged = components(s.ship);
      expect(damaged).toHaveLength(1);
      expect(damaged[0]!.toObject().duration?.["rounds"] ?? null).toBeNull();
      const record = shell.card.recordOf(s.ship, s.message.id!)!;
      expect(record.effects).toEqual([expect.objectContaining({ id: damaged[0]!.id, source: "majorSystemFailure", rounds: null })]);
      await shell.card.runCardAction(s.message, "eoteUndo", s.ship.uuid);
      expect(s.ship.items.contents).toHaveLength(0);
      expect(components(s.ship)).toHaveLength(0);
    });

    it("a d100 of 70: another critical, no component damaged", async () => {
      shell.config.Dice.randomUniform = () => 0.3;
      const s = shot();
      asUser(users[who]);
      // A critical follows a hit that got through the armour (damage 6 + 1 success against armour 3).
      await shell.card.runCardAction(s.message, "eoteApplyDamage", s.ship.uuid);
      await shell.card.runCardAction(s.message, "eoteApplyCritical", s.ship.uuid);
      expect(s.ship.items.contents).toHaveLength(1);
      expect(s.ship.items.contents[0]!.name).not.toBe("Component Hit");
      expect(components(s.ship)).toHaveLength(0);
    });
  });
}
