/**
 * The attack button, Foundry side: gathers the attacker, weapon and the user's targeted
 * tokens, asks for the range band and maneuvers, and opens the dice dialog with the rules' pool and
 * notes, flagged so the chat card can resolve the attack. No target still opens the dialog, without
 * target modifiers. Errors (out of range, Gunnery while engaged...) become localised notices.
 */
import { weaponWithAttachments } from "../../rules/gear/attachments.ts";
import { openDicePoolDialog } from "../../applications/dice-dialog/index.ts";
import { checkModifiersOf } from "../../applications/dice-dialog/modifier-sources.ts";
import type { WeaponData } from "../../rules/types.ts";
import { notifyError } from "../../foundry/notify.ts";
import { EoteError } from "../../dice/errors.ts";
import { SYSTEM_PATH } from "../../system/config.ts";
import { choicesView, defaultChoices, readChoices, type AttackChoices, type ChoiceContext } from "./options.ts";
import { MAX_ATTACK_TARGETS, planAttack, privateAttackFlag, type PlanActor } from "./plan.ts";
import { format, localize, noteText } from "../../foundry/localize.ts";
import { actorView } from "../../foundry/documents.ts";
import { silhouetteOf } from "../../foundry/inputs.ts";
import { tokenName, tokenOf, tokenUuidOf } from "../../chat/token-name.ts";
import { targetedTokens } from "../../foundry/targets.ts";
import { needsReload, shotsLeft } from "../../rules/gear/weapon-use.ts";
import { isImprovised, readyWeapon, weaponUseOf } from "./weapon-use.ts";
import { hasSpendMarker } from "./spend-actions.ts";
import { crewMember, crewUuid } from "../../foundry/crew.ts";
import { defenceZones } from "../../rules/vehicles/vehicle.ts";
import { checkWeaponsOperable } from "./vehicle-shot.ts";
import { addFearPenalty } from "../../foundry/fear-effects.ts";
import { addDice, upgrade } from "../../dice/index.ts";
import { hasQuality } from "../../rules/gear/qualities.ts";
import { maneuverAttackUpgrades } from "../../foundry/vessel-effects.ts";
import { checkWeaponNotSliced, spoofAgainst } from "../../foundry/vessel-effects.ts";
import { checkWeaponSystem } from "../vehicle-repair/index.ts";
import { withOnceEffects } from "../../foundry/once-effects.ts";
import { gunneryGroup, type MountedWeapon } from "../../rules/vehicles/vehicle-minion.ts";

export const ATTACK_OPTIONS_TEMPLATE = `${SYSTEM_PATH}/templates/dialogs/attack-options.hbs`;

export interface AttackRequest {
  /** Skip the prompt and use these (or the defaults for anything left out). */
  choices?: Partial<AttackChoices>;
  /** Ask for range and maneuvers first (default true). */
  prompt?: boolean;
  /** Targets instead of the user's targeted tokens. */
  targets?: readonly Actor.Implementation[];
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
  checkWeaponSystem(vehicle, item);
  if (crewUuid(vehicle, "gunner", item.id ?? "")) return { gunner: await crewMember(vehicle, "gunner", item.id ?? ""), fallback: false };
  const character = game.user?.character ?? null;
  if (!character) throw new EoteError("EOTE.Combat.Error.NoGunner", "A vehicle's weapon needs a gunner");
  return { gunner: character, fallback: true };
}

/**
 * The options prompt: Cancel beside "Build the pool", both at the right as the dice dialog's Roll is (DialogV2.wait
 * with two buttons; the submit one last). Resolves with the choices, or null when cancelled or closed.
 */
async function promptChoices(weapon: WeaponData, title: string, context: ChoiceContext): Promise<AttackChoices | null> {
  const content = await foundry.applications.handlebars.renderTemplate(ATTACK_OPTIONS_TEMPLATE, choicesView(weapon, defaultChoices(weapon, context), context));
  try {
    const form: unknown = await foundry.applications.api.DialogV2.wait({
      window: { title },
      // Our prompts' own class: its footer buttons are 24 px targets as our dialogs' are (styles/_targets.scss).
      classes: ["eote-prompt", "eote-attack-prompt"],
      content,
      buttons: [
        { action: "cancel", label: localize("EOTE.Combat.Options.Cancel") },
        {
          action: "ok", label: localize("EOTE.Combat.Options.Continue"), default: true,
          callback: (_event: unknown, button: HTMLButtonElement) =>
            new foundry.applications.ux.FormDataExtended(button.form!).object as Record<string, unknown>,
        },
      ],
      rejectClose: false,
      // The League types tie wait's result to callbacks typed for core's own buttons; ours returns form data.
    } as never);
    // Cancel resolves with its action's name, a close with null: only the form's values build a pool.
    return form !== null && typeof form === "object" ? readChoices(form as Record<string, unknown>, weapon, context) : null;
  } catch {
    return null; // Closed without choosing.
  }
}

/** Attack with `item` (a weapon owned by `actor`); resolves once the dialog is rolled or closed. */
export async function attackWith(actor: Actor.Implementation, item: Item.Implementation, request: AttackRequest = {}): Promise<void> {
  try {
    if ((item.type as string) !== "weapon") return;
    // Installed attachments change damage, critical rating and qualities (module/rules/gear/attachments.ts).
    const weapon = weaponWithAttachments(item.system as unknown as WeaponData);
    const title = format("EOTE.Sheet.Attack.Title", { weapon: item.name ?? "" });
    const targets = request.targets
      ? request.targets.map((target) => ({ actor: target, tokenUuid: tokenUuidOf(tokenOf(target)) }))
      : targetedTokens();
    // A card names at most MAX_ATTACK_TARGETS targets (./plan.ts): refused before any prompt.
    if (targets.length > MAX_ATTACK_TARGETS) {
      throw new EoteError("EOTE.CardBounds.TooManyTargets", `An attack names at most ${MAX_ATTACK_TARGETS} targets`, { count: targets.length, max: MAX_ATTACK_TARGETS });
    }
    // A vehicle's weapon: refused before any prompt when inoperable or without anyone to fire it.
    const crew = actor.type === "vehicle" ? await vehicleGunner(actor, item) : null;
    const context = choiceContext(actor, item, targets);
    const choices = request.prompt === false
      ? { ...defaultChoices(weapon, context), ...request.choices }
      : await promptChoices(weapon, title, context);
    if (!choices) return;
    const secondItem = choices.secondWeaponId ? actor.items.get(choices.secondWeaponId) : undefined;
    if (choices.secondWeaponId && (!secondItem || (secondItem.type as string) !== "weapon")) {
      throw new EoteError("EOTE.Combat.Error.NoSecondWeapon", "The second weapon is not one of the attacker's weapons");
    }
    const gunner = crew?.gunner ?? null;
    const plan = planAttack({
      attacker: planActor(actor),
      ...(gunner ? { gunner: planActor(gunner) } : {}),
      ...(crew?.fallback ? { gunnerFallback: true } : {}),
      weapon: { uuid: item.uuid, name: item.name ?? "", system: weapon, ...(isImprovised(item) ? { improvised: true } : {}) },
      ...(secondItem ? { secondWeapon: { uuid: secondItem.uuid, name: secondItem.name ?? "", system: weaponWithAttachments(secondItem.system as unknown as WeaponData) } } : {}),
      targets: targets.map((t) => planActor(t.actor, t.tokenUuid)),
      choices,
      ...(actor.type === "vehicle" ? { mounted: mountedWeapons(actor) } : {}),
    });
    // Reload if chosen, then refuse a weapon that may not fire (module/rules/gear/weapon-use.ts); after the plan,
    // so an attack the rules refuse (out of range, outside the arcs) spends no reload.
    await readyWeapon(item, choices);
    const notes = plan.notes.map(noteText);
    // Evasive Action and Stay on Target of the firing vessel and of the target's (seed 002 STARSHIP MANEUVERS).
    const maneuvers = maneuverAttackUpgrades(actor, targets[0]?.actor);
    notes.push(...maneuvers.notes.map(noteText));
    // The one rolling's fear penalties count on an attack as on any check (seed 002 FEAR).
    let pool = upgrade(upgrade(plan.pool, "ability", maneuvers.ability), "difficulty", maneuvers.difficulty);
    // Spoof Missiles on the target vehicle: defence against a Guided weapon, as setback dice within the
    // defence cap of the zone struck (seed 002 STARSHIP ACTIONS, GUIDED "Spoofing").
    const spoof = spoofAgainst(hasQuality(weapon.qualities, "guided"), targets[0]?.actor, choices.targetZone ?? "fore");
    pool = addDice(pool, "setback", spoof.setback);
    notes.push(...spoof.notes);
    addFearPenalty(gunner ?? actor, pool, notes, format);
    // A crew member firing also gets the vehicle's check modifiers (Fire Discipline), used up as they say.
    await openDicePoolDialog(withOnceEffects({
      title, pool, actor: gunner ?? actor,
      notes,
      flags: { attack: plan.flag },
      // Talents' and gear's dice on checks of this weapon's skill (or on combat checks).
      modifiers: [...checkModifiersOf(gunner ?? actor, weapon.skill), ...(gunner ? checkModifiersOf(actor, weapon.skill) : [])],
      privateTitle: localize(`EOTE.Skill.${weapon.skill}`),
      // Seen by every client when the roll is not public: ids only, names are read when the card renders.
      privateFlags: { attack: privateAttackFlag(plan.flag) },
    }, gunner ? actor : null, weapon.skill));
  } catch (err) {
    notifyError(err);
  }
}
