/**
 * The attack card's spending rows (module/features/attack/spend.ts): buttons on the rows that act, for the
 * attacker's owner and for the GM, the bought lines with Undo, and the threat left to the GM.
 */
import { emptyRecord, type AttackCardContext } from "../../module/features/attack/model.ts";
import { positiveCosts, spendingView, type SpendInput, type SpendLog } from "../../module/features/attack/spend-model.ts";
import type { Outcome } from "../../module/roll/card-model.ts";
import type { AttackSpec } from "./attack.ts";
import type { SpendScale } from "../../module/rules/vehicles/vehicle-spend-options.ts";

const kira = { uuid: "Actor.kira", name: "Kira Voss", canAct: true };
const target = { uuid: "Actor.squad", name: "Stormtrooper squad", canAct: true };
const ally = { uuid: "Actor.tobin", name: "Tobin Rell", canAct: true };
const squad = { uuid: target.uuid, name: target.name, canAct: true, record: null };

function input(outcome: Outcome, log: SpendLog | null, viewer: SpendInput["viewer"], canActOnTarget: boolean, weapon: string, scale: SpendScale): SpendInput {
  const attacker = scale === "vehicle" ? ship : kira;
  return {
    roll: outcome, log, otherCosts: [], otherThreatCosts: [], viewer, attacker, targets: [{ ...(scale === "vehicle" ? interceptor : target), canAct: canActOnTarget }],
    allies: [ally], weapon: { uuid: attacker.uuid, name: weapon, canAct: true }, scale,
  };
}

function spendContext(log: SpendLog | null, viewer: SpendInput["viewer"], canActOnTarget: boolean, weapon = "Heavy Blaster Pistol", scale: SpendScale = "personal") {
  return {
    costs: positiveCosts(log, scale),
    context: (outcome: Outcome, card: AttackCardContext) => {
      const i = input(outcome, log, viewer, canActOnTarget, weapon, scale);
      return spendingView(card, i, () => true);
    },
  };
}

// A vehicle's shot (seed 002 SUCCESSFUL ATTACK EFFECTS – VEHICLE COMBAT): the threat rows act on the firing ship.
const ship = { uuid: "Actor.wayward", name: "Wayward Star", canAct: true };
const interceptor = { uuid: "Actor.interceptor", name: "TIE interceptor", canAct: true };
const shipBought: SpendLog = {
  change: { wounds: 0, strain: 1 },
  entries: [{ id: "v1", option: "sufferSystemStrain", subjectUuid: ship.uuid, subjectName: ship.name, strain: 1 }],
};

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
  {
    // A vehicle's shot: the vehicle table's rows; the GM took 1 system strain on the firing ship, -1 speed still payable.
    id: "spend-vehicle", label: "Attack: a vehicle's shot, the vehicle table's threat on the firing ship", weapon: "Heavy Repeating Blaster",
    pool: "2p1a2i1c", wanted: (o) => o.succeeded && o.netAdvantage <= -3 && o.despair >= 1, opened: true,
    targets: [{ uuid: interceptor.uuid, name: interceptor.name, canAct: true, record: null }],
    flag: { scale: "vehicle", spendScale: "vehicle", brawn: 0, targetSilhouette: 3 },
    spend: spendContext(shipBought, { isGM: true, ownsAttacker: false }, true, "Heavy Repeating Blaster", "vehicle"),
  },
  {
    // A tractor beam's hit: the interceptor held (free); the freighter's pilot may try to break free.
    id: "tractor", label: "Attack: a tractor beam holds one vessel, the other still to hold", weapon: "Heavy Repeating Blaster",
    pool: "2p1a2i", wanted: (o) => o.succeeded && o.netAdvantage >= 2 && o.triumph === 0, vehicleTargets: true, held: [interceptor.uuid],
    weaponOver: { damage: 0, qualities: [{ key: "tractor", rating: 4 }] },
    targets: [
      { uuid: interceptor.uuid, name: interceptor.name, canAct: true, record: { ...emptyRecord(), hits: 1, effects: [{ id: "t1", status: "immobilized", source: "tractor", rounds: null }] } },
      { uuid: "Actor.freighter", name: "Smuggler's freighter", canAct: true, record: null },
    ],
    flag: { scale: "vehicle", spendScale: "vehicle", brawn: 0, targetSilhouette: 3 },
  },
];
