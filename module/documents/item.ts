/**
 * The eote Item document. It refuses to be created on an actor that cannot own it (this covers
 * drops from the sidebar and compendia and created items alike), and attaches dropped qualities
 * to weapons and armour. The rules are in module/rules/ownership.ts.
 */
import { attachQuality, canOwn } from "../rules/ownership.ts";
import type { ActorType, ItemType, QualityData, QualityRef } from "../rules/types.ts";
import { localise, warn } from "./notify.ts";

export class EoteItem extends Item {
  protected override async _preCreate(
    ...args: Parameters<Item["_preCreate"]>
  ): ReturnType<Item["_preCreate"]> {
    const allowed = await super._preCreate(...args);
    if (allowed === false) return false;
    const actor = this.parent;
    if (actor instanceof Actor) {
      const verdict = canOwn(actor.type as ActorType, this.type as ItemType);
      if (!verdict.ok) {
        warn(verdict.error);
        return false;
      }
    }
    return allowed;
  }

  /** Attach a dropped quality item to this weapon or armour; a wrong drop is refused with a notice. */
  async attachQuality(dropped: Item, rating?: number): Promise<boolean> {
    // Quality items' system data follows QualityData (module/data/spec/items.ts); other types fail below.
    const quality = dropped.system as unknown as Pick<QualityData, "key" | "ranked">;
    const current = (this.system as unknown as { qualities?: QualityRef[] }).qualities ?? [];
    const result = attachQuality(this.type as ItemType, current, dropped.type as ItemType, quality, rating);
    if (!result.ok) {
      warn(result.error);
      return false;
    }
    await this.update({ "system.qualities": result.qualities } as Item.UpdateData);
    const message = `${dropped.name} attached to ${this.name}.`;
    ui.notifications?.info(localise("EOTE.Item.QualityAttached", { quality: dropped.name, item: this.name }, message));
    return true;
  }
}
