/**
 * Damaged vehicle components in Foundry (seed 002 SMALL / LARGE VEHICLE COMPONENTS; rules
 * module/rules/vehicles/vehicle-components.ts). When a critical hit (Component Hit, Major System Failure) or a
 * spending option damages a component, the GM or the vehicle's owner picks it on the sheet, or lets a
 * die the size of the vehicle's table pick it; the component is kept as an ActiveEffect on the vehicle
 * (flags.eote.vehicleState "component"), with the changes the seed gives a number for, shown on the
 * sheet until repaired (Repaired deletes it). The random pick is posted with the user's roll mode.
 */
import { EoteError } from "../../../dice/errors.ts";
import { componentChanges, componentTable, isComponentId, pickComponent, pickOutWeapon, weaponSystemOut, type ComponentId } from "../../../rules/vehicles/vehicle-components.ts";
import { effectsInForce, type ClockedEffect } from "../../../foundry/effects.ts";
import type { VehicleData } from "../../../rules/types.ts";
import { notifyError } from "../../../foundry/notify.ts";
import { format, localize } from "../../../foundry/localize.ts";
import { actorView, canActOn, escapeText } from "../../../foundry/documents.ts";
import { speakerFor, tokenName } from "../../../chat/token-name.ts";
import { isPrivateFollowUp, postFollowUpRoll, type FollowedMessage } from "../../../chat/follow-up.ts";
import { vehicleModifierChanges } from "../emergency-model.ts";
import { vehicleStateOf } from "../card/emergency.ts";


/**
 * The effect data of a damaged component (name and description localised). A weapon system names the
 * weapon it puts out of use (flags.eote.weaponId), whose Fire the attack refuses while the effect stands.
 */
export function componentEffectData(id: ComponentId, weapon: { id: string; name: string } | null = null): Record<string, unknown> {
  const name = format("EOTE.Combat.Repair.Component.EffectName", { component: localize(`EOTE.Combat.Repair.Component.${id}.Name`) });
  return {
    name: weapon ? `${name}: ${weapon.name}` : name,
    description: weapon ? format("EOTE.VehicleCrit.WeaponSystem", { weapon: weapon.name }) : localize(`EOTE.Combat.Repair.Component.${id}.Effect`),
    img: "icons/svg/fire.svg",
    changes: vehicleModifierChanges(componentChanges(id)),
    flags: { eote: { vehicleState: "component", component: id, ...(weapon ? { weaponId: weapon.id } : {}) } },
  };
}

/** The ids of the vehicle's weapons a damaged weapon system names (effects in force). */
export function componentWeaponIds(vehicle: Actor.Implementation): string[] {
  return effectsInForce(vehicle.effects.contents as unknown as (ClockedEffect & { _source: { flags?: { eote?: { component?: unknown; weaponId?: unknown } } } })[])
    .flatMap((e) => {
      const f = e._source.flags?.eote;
      return f?.component === "weaponSystem" && typeof f.weaponId === "string" ? [f.weaponId] : [];
    });
}

/** Refuses firing `weapon` while a damaged weapon system names it (EoteError EOTE.VehicleCrit.Error.WeaponSystemOut). */
export function checkWeaponSystem(vehicle: Actor.Implementation, weapon: { id: string | null; name: string | null }): void {
  if (weaponSystemOut(weapon.id ?? "", componentWeaponIds(vehicle))) {
    throw new EoteError("EOTE.VehicleCrit.Error.WeaponSystemOut", "The weapon's system is damaged", { weapon: weapon.name ?? "" });
  }
}

/** The weapon a damaged weapon system takes out of `vehicle`, drawn among those still working. */
function weaponHit(vehicle: Actor.Implementation): { id: string; name: string } | null {
  const weapons = vehicle.items.filter((i) => (i.type as string) === "weapon");
  const u = (CONFIG as unknown as { Dice?: { randomUniform?: () => number } }).Dice?.randomUniform?.() ?? 0;
  const id = pickOutWeapon(weapons.map((w) => w.id ?? ""), componentWeaponIds(vehicle), u);
  const weapon = weapons.find((w) => w.id === id);
  return weapon ? { id: weapon.id ?? "", name: weapon.name ?? "" } : null;
}

/**
 * Damages `choice` on the vehicle, or with "random" the component a die the size of its table picks
 * (the die is posted). Refused (a notice) for a user who may not change the vehicle. Returns the component.
 * From a card: `effectId` is the id to create the effect with (the card records it first, for its Undo),
 * and the die follows the card's message, seen by its viewers only (module/chat/follow-up.ts).
 */
export async function damageComponent(vehicle: Actor.Implementation, choice: ComponentId | "random", card: { effectId: string; follows: FollowedMessage } | null = null,
): Promise<ComponentId | null> {
  try {
    const view = actorView(vehicle);
    if (view.type !== "vehicle") throw new EoteError("EOTE.Combat.Repair.NotVehicle", "Only vehicles have components");
    if (!canActOn(vehicle)) {
      ui.notifications?.warn(localize("EOTE.Combat.Notice.NotAllowed"));
      return null;
    }
    const silhouette = (view.system as VehicleData).silhouette;
    let id: ComponentId;
    if (choice === "random") {
      const size = componentTable(silhouette).length;
      const roll = new foundry.dice.Roll(`1d${size}`);
      await roll.evaluate();
      id = pickComponent(silhouette, roll.total ?? 1);
      const data = {
        speaker: speakerFor(vehicle),
        flavor: format("EOTE.Combat.Repair.Component.Rolled", { vehicle: escapeText(tokenName(vehicle)), component: localize(`EOTE.Combat.Repair.Component.${id}.Name`) }),
      };
      // Every client receives a roll message's data: a private card's die names nothing (as critical.ts does).
      if (card && isPrivateFollowUp(card.follows)) await postFollowUpRoll(roll, { speaker: ChatMessage.getSpeaker(), flavor: localize("EOTE.Combat.Repair.Component.RolledHidden") }, card.follows);
      else if (card) await postFollowUpRoll(roll, data, card.follows);
      else await roll.toMessage(data as never);
    } else {
      if (!isComponentId(choice) || !componentTable(silhouette).includes(choice)) return null;
      id = choice;
    }
    const effect = { ...componentEffectData(id, id === "weaponSystem" ? weaponHit(vehicle) : null), ...(card ? { _id: card.effectId } : {}) };
    await vehicle.createEmbeddedDocuments("ActiveEffect", [effect as never], card ? { keepId: true } : {});
    return id;
  } catch (err) {
    notifyError(err);
    return null;
  }
}

/** Repaired: deletes a vehicle state effect (a component, emergency repairs) the sheet lists. Only those. */
export async function clearVehicleState(vehicle: Actor.Implementation, effectId: string): Promise<void> {
  try {
    const effect = vehicle.effects.get(effectId);
    if (!effect || !vehicleStateOf(effect as never) || !canActOn(vehicle)) return;
    await vehicle.deleteEmbeddedDocuments("ActiveEffect", [effectId]);
  } catch (err) {
    notifyError(err);
  }
}
