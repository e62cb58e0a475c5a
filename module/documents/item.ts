/**
 * The eote Item document. It refuses to be created on an actor that cannot own it (this covers
 * drops from the sidebar and compendia and created items alike), and attaches dropped qualities
 * to weapons and armour. The rules are in module/rules/character/ownership.ts.
 */
import { attachQuality, canOwn } from "../rules/character/ownership.ts";
import type { ActorType, AttachmentData, InstalledAttachment, ItemType, QualityData, QualityRef } from "../rules/types.ts";
import { checkInstall, installAttachment } from "../rules/gear/attachments.ts";
import { EoteError } from "../dice/errors.ts";
import { format } from "../foundry/localize.ts";
import { noticeName, warn } from "../foundry/notify.ts";

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
      // A vehicle's attachments stay within its hard points (module/rules/gear/attachments.ts).
      if (this.type === "attachment" && !this.#fitsVehicle(actor)) return false;
    }
    return allowed;
  }

  #fitsVehicle(actor: Actor): boolean {
    const installed = actor.items.filter((i) => i.type === "attachment" && i.id !== this.id).map((i) => i.system as unknown as AttachmentData);
    try {
      checkInstall(actor.type, (actor.system as unknown as { hardPoints?: number }).hardPoints ?? 0, installed, this.system as unknown as AttachmentData, this.name);
      return true;
    } catch (err) {
      if (err instanceof EoteError) warn(err);
      else throw err;
      return false;
    }
  }

  /**
   * Install a dropped attachment on this weapon or armour, within its hard points: a copy of the
   * attachment's data is kept on the item (system.attachments); a refusal is a notice.
   */
  async installAttachment(dropped: Item): Promise<boolean> {
    const system = this.system as unknown as { hardPoints?: number; attachments?: InstalledAttachment[] };
    try {
      const attachments = installAttachment(this.type, system.hardPoints ?? 0, system.attachments ?? [], dropped.system as unknown as AttachmentData, dropped.name);
      await this.update({ "system.attachments": attachments } as Item.UpdateData);
    } catch (err) {
      if (err instanceof EoteError) {
        warn(err);
        return false;
      }
      throw err;
    }
    // Both names are their owners' to write and a notice is drawn as HTML: escaped and bounded (noticeName).
    const [name, item] = [noticeName(dropped.name), noticeName(this.name)];
    ui.notifications?.info(format("EOTE.Gear.Attachment.Attached", { name, item }, `${name} installed on ${item}.`));
    return true;
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
    const [name, item] = [noticeName(dropped.name), noticeName(this.name)];
    ui.notifications?.info(format("EOTE.Item.QualityAttached", { quality: name, item }, `${name} attached to ${item}.`));
    return true;
  }
}
