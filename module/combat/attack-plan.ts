/**
 * Everything the dice dialog opens with for an attack (pure): the rules' pool and notes from the
 * attacker, weapon, targets and choices, plus the flag the chat card is later rebuilt from.
 * Several targets: the pool uses the first one's defence and statuses (one combat check, one
 * target; seed 002 COMBAT CHECK), and every target is listed on the card for Blast or Auto-fire hits.
 */
import { EoteError } from "../dice/errors.ts";
import { buildAttackPool, type AttackInput } from "../rules/attack.ts";
import { note, type RuleNote } from "../rules/notes.ts";
import type { Pool } from "../dice/types.ts";
import type { AttackFlag, AttackWeapon } from "./attack-card-model.ts";
import type { AttackChoices } from "./attack-options.ts";
import { attackerInputs, silhouetteOf, targetInputs, type ActorView } from "./inputs.ts";

export interface PlanActor {
  uuid: string;
  /** As the table sees it: the token's name. */
  name: string;
  /** The token the actor was picked through ("" or absent when none). */
  tokenUuid?: string;
  view: ActorView;
}

export interface AttackPlanInput {
  /** The actor whose weapon it is (a vehicle for a mounted weapon). */
  attacker: PlanActor;
  /** Who rolls for a vehicle's weapon (the user's character); absent otherwise. */
  gunner?: PlanActor;
  weapon: { uuid: string; name: string; system: AttackWeapon & { range: AttackInput["weapon"]["range"] } };
  targets: readonly PlanActor[];
  choices: AttackChoices;
}

export interface AttackPlan {
  pool: Pool;
  notes: RuleNote[];
  flag: AttackFlag;
}

export function planAttack(input: AttackPlanInput): AttackPlan {
  const { attacker, weapon, choices } = input;
  const vehicleAttacker = attacker.view.type === "vehicle";
  const wielder = vehicleAttacker ? input.gunner : attacker;
  if (!wielder || wielder.view.type === "vehicle") {
    throw new EoteError("EOTE.Combat.Error.NoGunner", "A vehicle's weapon needs a gunner: assign yourself a character");
  }
  const first = input.targets[0];
  const wielderInputs = attackerInputs(wielder.view, weapon.system.skill);
  const attack: AttackInput = {
    characteristics: wielderInputs.characteristics,
    skillRank: wielderInputs.skillRank,
    weapon: weapon.system,
    range: choices.rangeBand,
    target: first ? targetInputs(first.view) : { defence: { melee: 0, ranged: 0 } },
    attacker: { ...wielderInputs.attacker, aim: choices.aim, guardedStance: choices.guardedStance },
    autoFire: choices.autoFire,
    stunSetting: choices.stunSetting,
  };
  // Vehicle against vehicle: difficulty by silhouette (seed 000 SILHOUETTE COMPARISON).
  if (vehicleAttacker && first?.view.type === "vehicle") {
    attack.vehicle = { attackerSilhouette: silhouetteOf(attacker.view), targetSilhouette: silhouetteOf(first.view) };
  }
  const built = buildAttackPool(attack);
  const notes: RuleNote[] = [...built.notes];
  if (vehicleAttacker) notes.unshift(note("Note.Gunner", { name: wielder.name }));
  if (!first) notes.push(note("Note.NoTarget"));
  else if (input.targets.length > 1) notes.push(note("Note.FirstTarget", { name: first.name }));
  return {
    pool: built.pool,
    notes,
    flag: {
      weaponUuid: weapon.uuid,
      attackerUuid: attacker.uuid,
      targetUuids: input.targets.map((t) => t.uuid),
      targetTokenUuids: input.targets.map((t) => t.tokenUuid ?? ""),
      rangeBand: choices.rangeBand,
      weapon: {
        skill: weapon.system.skill, damage: weapon.system.damage, addBrawn: weapon.system.addBrawn,
        crit: weapon.system.crit, qualities: weapon.system.qualities.map((q) => ({ ...q })),
      },
      weaponName: weapon.name,
      brawn: wielderInputs.characteristics.brawn,
      scale: vehicleAttacker ? "vehicle" : "personal",
      autoFire: choices.autoFire,
      stunSetting: choices.stunSetting,
      targetSilhouette: first ? silhouetteOf(first.view) : 1,
    },
  };
}

/**
 * The attack flag as stored on a roll that is not public. Foundry sends a blind or whispered roll's
 * message, flags included, to every client and hides only its rendered content, so it keeps ids and
 * numbers (the card prints no weapon name; target names are read from the uuids when it renders).
 */
export function privateAttackFlag(flag: AttackFlag): AttackFlag {
  return { ...flag, weaponName: "" };
}
