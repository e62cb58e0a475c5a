// The spending part of the attack card says what is left of each side and offers buttons for the rows
// that can still be bought; both come from one reading of what is left (rules/combat/attack-budget.ts
// remainingBudget), so the line never says "despair left 0" beside a live despair-only button.
import { describe, expect, it } from "vitest";
import { chipsPay, optionList } from "../../../module/features/attack/model.ts";
import { sidesLeft, spendingView, type SpendInput, type SpendLog } from "../../../module/features/attack/spend-model.ts";
import { affordableOptions } from "../../../module/rules/combat/combat-options.ts";
import { sideBudget } from "../../../module/rules/combat/attack-spend-options.ts";
import type { AttackRoll } from "../../../module/rules/combat/attack-result.ts";
import type { SpendScale } from "../../../module/rules/vehicles/vehicle-spend-options.ts";

const ship = { uuid: "Actor.ship", name: "Wayward Star", canAct: true };
const ally = { uuid: "Actor.ally", name: "Tobin Rell", canAct: true };
const foe = { uuid: "Actor.foe", name: "TIE interceptor", canAct: true };

const log = (...options: string[]): SpendLog => ({
  change: null, entries: options.map((option, i) => ({ id: `s${i}`, option, subjectUuid: ship.uuid, subjectName: ship.name })),
});

function input(roll: AttackRoll, spent: SpendLog | null, scale: SpendScale, viewer = { isGM: true, ownsAttacker: false }): SpendInput {
  return {
    roll, log: spent, otherCosts: [], otherThreatCosts: [], viewer, attacker: ship, targets: [foe], allies: [ally], weapon: ship, scale,
  };
}

function view(inp: SpendInput) {
  const lists = {
    positive: optionList(affordableOptions(inp.roll, "positive", inp.scale ?? "personal", "ranged"), sidesLeft(inp).positive),
    negative: optionList(affordableOptions(inp.roll, "negative", inp.scale ?? "personal", "ranged"), sideBudget(inp.roll, "negative")),
  };
  return spendingView(lists, inp, () => true);
}

/**
 * Rows whose buttons disagree with what the card says is left, on the sides this viewer may spend (the GM
 * both, the attacker's owner advantage and triumph); a row bought once or not acting aside.
 */
function mismatches(inp: SpendInput): string[] {
  const v = view(inp);
  const left = sidesLeft(inp);
  const sides = inp.viewer.isGM ? (["positive", "negative"] as const) : (["positive"] as const);
  return sides.flatMap((side) => v[side].options.flatMap((o) => {
    if (!o.acting || o.tagKey === "EOTE.Combat.Spend.Tag.Bought") return [];
    const adv = o.chips.find((c) => c.symbol === "advantage" || c.symbol === "threat")?.count ?? null;
    const special = o.chips.find((c) => c.symbol === "triumph" || c.symbol === "despair")?.count ?? null;
    const pays = chipsPay(adv, special, left[side]);
    return pays === o.buttons.length > 0 ? [] : [`${o.id}: left ${JSON.stringify(left[side])}, ${o.buttons.length} buttons`];
  }));
}

const roll = (netAdvantage: number, triumph: number, despair: number): AttackRoll =>
  ({ netSuccess: 2, netAdvantage, triumph, despair, succeeded: true });

describe("what is left, on the line and on the buttons", () => {
  it("vehicle: 3 threat and a despair, 1 system strain bought: despair still left, and the despair-only rows keep their buttons", () => {
    const inp = input(roll(-3, 0, 1), log("sufferSystemStrain"), "vehicle");
    const v = view(inp);
    // Threat paid for the strain; the despair is free for Component Hit or an upgrade.
    expect(v.threatBudget).toEqual({ advantage: 2, triumph: 1 });
    const componentHit = v.negative.options.find((o) => o.id === "componentHitCritical")!;
    expect(componentHit.buttons.map((b) => b.subjectUuid)).toEqual([ship.uuid]);
    expect(mismatches(inp)).toEqual([]);
  });

  it("vehicle: once the despair bought Component Hit, no despair-only row has a button and the line says 0", () => {
    const inp = input(roll(-3, 0, 1), log("sufferSystemStrain", "componentHitCritical"), "vehicle");
    const v = view(inp);
    expect(v.threatBudget).toEqual({ advantage: 2, triumph: 0 });
    expect(v.negative.options.find((o) => o.id === "upgradeAllyDifficulty")!.buttons).toEqual([]);
    expect(mismatches(inp)).toEqual([]);
  });

  it("personal, the player's side: 2 advantage and a triumph after recovering strain keep the triumph for a triumph-only row", () => {
    const player = { isGM: false, ownsAttacker: true };
    const inp = input(roll(2, 1, 0), log("recoverStrain"), "personal", player);
    expect(sidesLeft(inp).positive).toEqual({ advantage: 1, triumph: 1 });
    expect(view(inp).positive.options.find((o) => o.id === "upgradeTargetDifficulty")!.buttons).toHaveLength(1);
    expect(mismatches(inp)).toEqual([]);
  });

  it("line and buttons agree over many rolls and purchases, on both tables and both sides", () => {
    const tables: [SpendScale, string[]][] = [
      ["personal", ["recoverStrain", "freeManeuver", "upgradeTargetDifficulty", "sufferStrain", "boostTarget", "gearDamaged"]],
      ["vehicle", ["boostNextAlly", "freeManeuver", "upgradeAlly", "sufferSystemStrain", "loseSpeed", "componentHitCritical"]],
    ];
    let checked = 0;
    for (const [scale, buys] of tables) {
      for (const adv of [-4, -2, -1, 1, 2, 4]) {
        for (const special of [0, 1, 2]) {
          const r = roll(adv, adv > 0 ? special : 0, adv < 0 ? special : 0);
          for (let n = 0; n <= buys.length; n++) {
            for (const viewer of [{ isGM: true, ownsAttacker: false }, { isGM: false, ownsAttacker: true }]) {
              expect(mismatches(input(r, log(...buys.slice(0, n)), scale, viewer)), `${scale} ${adv}/${special} after ${n}`).toEqual([]);
              checked++;
            }
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
  });
});
