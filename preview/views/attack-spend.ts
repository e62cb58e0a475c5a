/**
 * The attack card's spending rows (module/combat/attack/spend.ts): buttons on the rows that act, for the
 * attacker's owner and for the GM, the bought lines with Undo, and the threat left to the GM.
 */
import type { AttackCardContext } from "../../module/combat/attack/card-model.ts";
import {
  positiveCosts, spentLines, threatBudget, withSpendButtons, type SpendInput, type SpendLog,
} from "../../module/combat/attack/spend.ts";
import type { Outcome } from "../../module/roll/card-model.ts";
import type { AttackSpec } from "./attack.ts";

const kira = { uuid: "Actor.kira", name: "Kira Voss", canAct: true };
const target = { uuid: "Actor.squad", name: "Stormtrooper squad", canAct: true };
const ally = { uuid: "Actor.tobin", name: "Tobin Rell", canAct: true };
const squad = { uuid: target.uuid, name: target.name, canAct: true, record: null };

function input(outcome: Outcome, log: SpendLog | null, viewer: SpendInput["viewer"], canActOnTarget: boolean, weapon: string): SpendInput {
  return {
    roll: outcome, log, otherCosts: [], otherThreatCosts: [], viewer, attacker: kira, targets: [{ ...target, canAct: canActOnTarget }], allies: [ally],
    weapon: { uuid: kira.uuid, name: weapon, canAct: true },
  };
}

function spendContext(log: SpendLog | null, viewer: SpendInput["viewer"], canActOnTarget: boolean, weapon = "Heavy Blaster Pistol") {
  return {
    costs: positiveCosts(log),
    context: (outcome: Outcome, card: AttackCardContext) => {
      const i = input(outcome, log, viewer, canActOnTarget, weapon);
      return {
        positive: withSpendButtons(card.positive, i), negative: withSpendButtons(card.negative, i),
        spent: spentLines(i, () => true), threatBudget: threatBudget(outcome, log),
      };
    },
  };
}

const bought: SpendLog = {
  change: { wounds: 0, strain: -1 },
  entries: [
    { id: "s1", option: "recoverStrain", subjectUuid: kira.uuid, subjectName: kira.name, strain: -1 },
    { id: "s2", option: "boostAnyAlly", subjectUuid: ally.uuid, subjectName: ally.name, pendingId: "p1" },
  ],
};

const gmBought: SpendLog = {
  change: null,
  entries: [{ id: "s3", option: "fallProne", subjectUuid: kira.uuid, subjectName: kira.name, effectId: "e1" }],
};

export const SPEND_ATTACKS: readonly AttackSpec[] = [
  {
    // The attacker's player: buttons for the attacker and the ally they own; the enemy target is the GM's.
    id: "spend-player", label: "Attack: spending advantage as the attacker's player", weapon: "Heavy Blaster Pistol", pool: "2p1a2i",
    wanted: (o) => o.succeeded && o.netAdvantage >= 3 && o.triumph === 0, targets: [{ ...squad, canAct: false }], opened: true,
    spend: spendContext(null, { isGM: false, ownsAttacker: true }, false),
  },
  {
    // Two rows bought: the budget shows what is left, each bought line has Undo.
    id: "spend-bought", label: "Attack: advantage spent on strain and an ally's boost, with Undo", weapon: "Heavy Blaster Pistol", pool: "2p1a2i",
    wanted: (o) => o.succeeded && o.netAdvantage >= 4 && o.triumph === 0, targets: [squad], opened: true,
    spend: spendContext(bought, { isGM: true, ownsAttacker: false }, true),
  },
  {
    // The GM's side: threat and despair rows, one bought (prone), the rest still payable.
    id: "spend-threat", label: "Attack: the GM spends threat and despair", weapon: "Vibroknife", pool: "1a1p2i1c",
    wanted: (o) => o.netAdvantage <= -3 && o.despair >= 1, targets: [squad], opened: true,
    spend: spendContext(gmBought, { isGM: true, ownsAttacker: false }, true, "Vibroknife"),
  },
];
