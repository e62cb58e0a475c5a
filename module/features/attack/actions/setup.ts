/**
 * What an attack reads of the world before its prompt and its plan, once: the weapon with its
 * attachments, the targets (the user's targeted tokens unless given), a vehicle's gunner, the prompt's
 * context (silhouettes, other weapons, shots left, arcs and zones), and the actors as the plan reads them.
 * Refusals that need no prompt (too many targets, a vehicle weapon nobody can fire) are thrown here.
 */
import { weaponWithAttachments } from "../../../rules/gear/attachments.ts";
import type { WeaponData } from "../../../rules/types.ts";
import { EoteError } from "../../../dice/errors.ts";
import { format } from "../../../foundry/localize.ts";
import { actorView } from "../../../foundry/documents.ts";
import { silhouetteOf } from "../../../foundry/inputs.ts";
import { tokenName, tokenOf, tokenUuidOf } from "../../../chat/token-name.ts";
import { targetedTokens } from "../../../foundry/targets.ts";
import { needsReload, shotsLeft } from "../../../rules/gear/weapon-use.ts";
import { isImprovised, weaponUseOf } from "./weapon-use.ts";
import { hasSpendMarker } from "./spend.ts";
import { crewMember, crewUuid } from "../../../foundry/crew.ts";
import { defenceZones } from "../../../rules/vehicles/vehicle.ts";
import { checkWeaponsOperable } from "../vehicle-shot-model.ts";
import { checkWeaponNotSliced } from "../../../foundry/vessel-effects.ts";
import { api as vehicleRepairApi } from "../../vehicle-repair/index.ts";
import { gunneryGroup, type MountedWeapon } from "../../../rules/vehicles/vehicle-minion.ts";
import type { AttackChoices, ChoiceContext } from "../options-model.ts";
import { MAX_ATTACK_TARGETS, type AttackPlanInput, type PlanActor } from "../plan-model.ts";

export interface AttackRequest {
  /** Skip the prompt and use these (or the defaults for anything left out). */
  choices?: Partial<AttackChoices>;
  /** Ask for range and maneuvers first (default true). */
  prompt?: boolean;
  /** Targets instead of the user's targeted tokens. */
  targets?: readonly Actor.Implementation[];
}

/** An attack's documents and what the prompt shows, read once (readAttackSetup). */
export interface AttackSetup {
  actor: Actor.Implementation;
  item: Item.Implementation;
  /** The weapon's data with its installed attachments (module/rules/gear/attachments.ts). */
  weapon: WeaponData;
  title: string;
  targets: readonly { actor: Actor.Implementation; tokenUuid: string }[];
  /** A vehicle's weapon: who fires it (the user's character standing in when nobody is seated). */
  crew: { gunner: Actor.Implementation; fallback: boolean } | null;
  context: ChoiceContext;
}

/** An actor for the plan, named as its token (a renamed token's real actor name stays off the card). */
function planActor(actor: Actor.Implementation, tokenUuid = tokenUuidOf(tokenOf(actor))): PlanActor {
  const negated = hasSpendMarker(actor, "negateDefence") ? { defenceNegated: true } : {};
  // A vehicle's threat row left it easier to hit for a turn (module/rules/vehicles/vehicle-spend-options.ts easierToHit).
  const easier = hasSpendMarker(actor, "easierToHit") ? { easierToHit: true } : {};
  return { uuid: actor.uuid, name: tokenName(actor, tokenUuid), tokenUuid, view: actorView(actor), ...negated, ...easier };
}

/**
 * What the prompt offers beyond the weapon: the silhouettes of the attacker and its first target (1 for
 * anyone without one; the user corrects it for creatures) and the attacker's other weapons, one of which
 * may be the second weapon of a combined check (seed 002 TWO-WEAPON COMBAT).
 */
function choiceContext(
  actor: Actor.Implementation, item: Item.Implementation, targets: readonly { actor: Actor.Implementation; tokenUuid: string | null }[],
): ChoiceContext {
  const first = targets[0]?.actor;
  const vehicle = actor.type === "vehicle";
  const others = vehicle ? [] : actor.items
    .filter((other) => (other.type as string) === "weapon" && other.id !== item.id)
    .map((other) => ({ id: other.id ?? "", name: other.name ?? "" }));
  const weapon = weaponWithAttachments(item.system as unknown as WeaponData);
  const use = weaponUseOf(item);
  const left = shotsLeft(weapon.qualities, use);
  const firstView = first ? actorView(first) : null;
  return {
    vehicle, others,
    attackerName: tokenName(actor), targetNames: targets.map((t) => tokenName(t.actor, t.tokenUuid)),
    silhouettes: { attacker: silhouetteOf(actorView(actor)), target: firstView ? silhouetteOf(firstView) : 1 },
    // A vehicle's weapon is not reloaded by a maneuver (seed 002 LIMITED AMMO): the prompt offers no reload.
    use: { canReload: !vehicle && needsReload(weapon.qualities, use), shotsLeft: Number.isFinite(left) ? left : null },
    ...(vehicle ? {
      firingArcs: weapon.firingArcs ?? [],
      gunneryGuns: Math.max(1, ...(weapon.firingArcs ?? []).map((arc) => gunneryGroup(mountedOf(item), mountedWeapons(actor), arc).length)),
      // The first target's defence zones when it is a vehicle (fore and aft; port and starboard from silhouette 5).
      targetZones: firstView?.type === "vehicle" ? defenceZones(silhouetteOf(firstView)) : [],
    } : {}),
  };
}

/** A vehicle's weapon as a gunnery group reads it (module/rules/vehicles/vehicle-minion.ts). */
function mountedOf(item: Item.Implementation): MountedWeapon {
  return { id: item.id ?? "", name: item.name ?? "", system: item.system as unknown as MountedWeapon["system"] };
}

/** Every weapon the vehicle mounts. */
function mountedWeapons(actor: Actor.Implementation): MountedWeapon[] {
  return actor.items.filter((i) => (i.type as string) === "weapon").map(mountedOf);
}

/**
 * Who fires a vehicle's weapon: the crew member at its gunner station (a seated actor that is gone is
 * refused); with nobody seated, the user's character stands in (the plan notes it). Throws EoteError
 * when the vehicle's weapons are inoperable, this one is disabled (Slice Enemy's Systems) or nobody can fire.
 */
async function vehicleGunner(vehicle: Actor.Implementation, item: Item.Implementation): Promise<{ gunner: Actor.Implementation; fallback: boolean }> {
  checkWeaponsOperable({ name: tokenName(vehicle), view: actorView(vehicle) });
  checkWeaponNotSliced(vehicle, item);
  // A damaged weapon system (a component critical hit) names the weapon it puts out of use.
  vehicleRepairApi.checkWeaponSystem(vehicle, item);
  if (crewUuid(vehicle, "gunner", item.id ?? "")) return { gunner: await crewMember(vehicle, "gunner", item.id ?? ""), fallback: false };
  const character = game.user?.character ?? null;
  if (!character) throw new EoteError("EOTE.Combat.Error.NoGunner", "A vehicle's weapon needs a gunner");
  return { gunner: character, fallback: true };
}

/** Reads the attack's documents once; throws the refusals that need no prompt. */
export async function readAttackSetup(actor: Actor.Implementation, item: Item.Implementation, request: AttackRequest): Promise<AttackSetup> {
  const weapon = weaponWithAttachments(item.system as unknown as WeaponData);
  const title = format("EOTE.Sheet.Attack.Title", { weapon: item.name ?? "" });
  const targets = request.targets
    ? request.targets.map((target) => ({ actor: target, tokenUuid: tokenUuidOf(tokenOf(target)) }))
    : targetedTokens();
  // A card names at most MAX_ATTACK_TARGETS targets (../plan-model.ts): refused before any prompt.
  if (targets.length > MAX_ATTACK_TARGETS) {
    throw new EoteError("EOTE.CardBounds.TooManyTargets", `An attack names at most ${MAX_ATTACK_TARGETS} targets`, { count: targets.length, max: MAX_ATTACK_TARGETS });
  }
  // A vehicle's weapon: refused before any prompt when inoperable or without anyone to fire it.
  const crew = actor.type === "vehicle" ? await vehicleGunner(actor, item) : null;
  return { actor, item, weapon, title, targets, crew, context: choiceContext(actor, item, targets) };
}

/** The plan's input from the setup and the choices: the actors as the plan reads them, the second weapon looked up. */
export function planInput(setup: AttackSetup, choices: AttackChoices): AttackPlanInput {
  const { actor, item, weapon, crew } = setup;
  const secondItem = choices.secondWeaponId ? actor.items.get(choices.secondWeaponId) : undefined;
  if (choices.secondWeaponId && (!secondItem || (secondItem.type as string) !== "weapon")) {
    throw new EoteError("EOTE.Combat.Error.NoSecondWeapon", "The second weapon is not one of the attacker's weapons");
  }
  return {
    attacker: planActor(actor),
    ...(crew ? { gunner: planActor(crew.gunner) } : {}),
    ...(crew?.fallback ? { gunnerFallback: true } : {}),
    weapon: { uuid: item.uuid, name: item.name ?? "", system: weapon, ...(isImprovised(item) ? { improvised: true } : {}) },
    ...(secondItem ? { secondWeapon: { uuid: secondItem.uuid, name: secondItem.name ?? "", system: weaponWithAttachments(secondItem.system as unknown as WeaponData) } } : {}),
    targets: setup.targets.map((t) => planActor(t.actor, t.tokenUuid)),
    choices,
    ...(actor.type === "vehicle" ? { mounted: mountedWeapons(actor) } : {}),
  };
}
