// What earlier events leave on the next attack's pool, from the attack button over the v13 doubles, as
// the attacker's non-GM owner: the weapon's condition (seed 002 REPAIRING GEAR) and the target's
// defence negated or raised by an earlier card's spending row (seed 000 SPENDING ADVANTAGE).
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { character, rival } from "../../fixtures/actors.ts";
import { blaster } from "../../fixtures/items.ts";
import { asUser, FakeActor, noticeKeys, packItem, placeToken, register, users, notices } from "../../doubles/index.ts";
import { requests } from "../../doubles/dice-dialog.ts";
import { attackFlag, attackMessage } from "../../doubles/attack.ts";
import type { DicePoolRequest } from "../../../module/applications/dice-dialog/index.ts";
import { shellSuite } from "../../doubles/suite.ts";
import { load } from "../../fixtures/modules.ts";

const shell = shellSuite({
  keys: true,
  seed: 21,
  modules: { combat: load.attackActions },
});

beforeEach(() => {
  asUser(users.player);
});

function scene() {
  const kira = register(new FakeActor("Kira", "character", character(), {
    items: [packItem("weapons", "Blaster Pistol")], ownership: { default: 0, [users.player.id]: 3 },
  }));
  const thug = register(new FakeActor("Thug", "rival", rival(), { ownership: { default: 0 } }));
  const token = placeToken(thug, { name: "Thug" });
  users.player.targets.clear();
  users.player.targets.add(token);
  return { kira, pistol: kira.items.contents[0]!, thug: token.actor };
}

/** Kira shoots at short range (at `target`, else at the player's targeted token). */
const shoot = (kira: FakeActor, pistol: Item.Implementation, target?: FakeActor) =>
  shell.combat.attackWith(kira, pistol, { prompt: false, choices: { rangeBand: "short" }, ...(target ? { targets: [target] } : {}) });
const noteText = () => (requests.at(-1)!.notes ?? []).join("\n");

describe("the weapon's condition", () => {
  it("undamaged: Easy at short range, no setback; minor: +1 setback; moderate: +1 difficulty, each with its note", async () => {
    const { kira, pistol } = scene();
    await shoot(kira, pistol);
    expect(requests.at(-1)!.pool).toMatchObject({ difficulty: 1, setback: 0 });
    expect(noteText()).not.toContain("damaged");

    asUser(users.gm);
    await pistol.update({ "system.condition": "minor" });
    asUser(users.player);
    await shoot(kira, pistol);
    expect(requests.at(-1)!.pool).toMatchObject({ difficulty: 1, setback: 1 });
    expect(noteText()).toContain('EOTE.Combat.Note.DamagedMinor {"modifier":"1"}');

    await pistol.update({ "system.condition": "moderate" });
    await shoot(kira, pistol);
    expect(requests.at(-1)!.pool).toMatchObject({ difficulty: 2, setback: 0 });
    expect(noteText()).toContain('EOTE.Combat.Note.DamagedModerate {"modifier":"1"}');
  });

  it("majorly damaged: refused with a notice, no dialog opens", async () => {
    const { kira, pistol } = scene();
    await pistol.update({ "system.condition": "major" });
    await shoot(kira, pistol);
    expect(requests).toEqual([]);
    expect(noticeKeys()).toEqual(["EOTE.Combat.Weapon.MajorDamage"]);
  });
});

describe("defence changed by an earlier card's spending row", () => {
  let spend: typeof import("../../../module/features/attack/actions/spend.ts");
  beforeAll(async () => { spend = await import("../../../module/features/attack/actions/spend.ts"); });

  /** The GM posts `by`'s attack on `on` with 3 advantage and buys `option` for `subject`. */
  async function bought(id: string, by: FakeActor, on: FakeActor, option: string, subject: FakeActor) {
    asUser(users.gm);
    const weapon = by.items.contents[0]!;
    const flag = attackFlag({ attacker: by, weapon }, [on]);
    const message = attackMessage(id, flag, { netSuccess: 1, netAdvantage: 3 });
    await spend.runSpendAction(message, { action: "eoteSpend", spend: "1", option, subjectUuid: subject.uuid });
    asUser(users.player);
    return message;
  }

  it("the target's defence negated: the next attack drops its ranged defence 1 with a note; gone with the marker", async () => {
    const { kira, pistol, thug } = scene();
    asUser(users.gm);
    await thug.update({ "system.defenceBonus.ranged": 1 });
    asUser(users.player);
    await shoot(kira, pistol, thug);
    expect(requests.at(-1)!.pool).toMatchObject({ setback: 1 });

    await bought("msgNegate0000001", kira, thug, "negateDefence", thug);
    expect(thug.effects.size).toBe(1);
    await shoot(kira, pistol, thug);
    expect(requests.at(-1)!.pool).toMatchObject({ setback: 0 });
    expect(noteText()).toContain('EOTE.Combat.Note.DefenceNegated {"defence":"1"}');
    expect(noteText()).not.toContain("EOTE.Combat.Note.RangedDefence");

    asUser(users.gm);
    await thug.deleteEmbeddedDocuments("ActiveEffect", [...thug.effects.keys()]);
    asUser(users.player);
    await shoot(kira, pistol, thug);
    expect(requests.at(-1)!.pool).toMatchObject({ setback: 1 });
  });

  it("+1 defence bought by a shooter: the next ranged attack on it has one more setback", async () => {
    const { kira, pistol, thug } = scene();
    asUser(users.gm);
    const [gun] = await thug.createEmbeddedDocuments("Item", [{ name: "Holdout", type: "weapon", system: blaster({ equipped: true }) }]);
    expect(gun.system.skill).toBe("rangedLight");
    await bought("msgGuard00000001", thug, kira, "gainDefence", thug);
    await shoot(kira, pistol, thug);
    expect(requests.at(-1)!.pool).toMatchObject({ setback: 1 });
    expect(noteText()).toContain('EOTE.Combat.Note.RangedDefence {"defence":"1","modifier":"1"}');
  });
});

describe("fear", () => {
  it("the attacker's standing fear penalties add to the attack's pool with their note, as on any check (seed 002 FEAR)", async () => {
    const { kira, pistol } = scene();
    const effects = await import("../../../module/foundry/fear-effects.ts");
    asUser(users.gm);
    await kira.createEmbeddedDocuments("ActiveEffect", [
      effects.penaltyEffectData("fear000000000001", "Fear", "m1", { setback: 1, difficulty: 0 }),
      effects.penaltyEffectData("fear000000000002", "Fear", "m2", { setback: 0, difficulty: 1 }),
    ], { keepId: true });
    asUser(users.player);
    await shoot(kira, pistol);
    expect(requests.at(-1)!.pool).toMatchObject({ difficulty: 2, setback: 1 });
    expect(noteText()).toContain('EOTE.Fear.Note.Penalty {"difficulty":"1","setback":"1"}');
  });
});
