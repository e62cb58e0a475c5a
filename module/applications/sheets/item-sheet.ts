/**
 * One item sheet for every item type: a header, the type's details part and the description.
 * Weapon and armour sheets accept a dropped quality item and attach it by key with its rating
 * (drop.ts decides which drops attach one: never those in the description editor).
 */
import { foldArcChecks, foldIndexedPatch } from "./context/form.ts";
import type { ActorType, AttachmentModification, ForcePowerUpgrade, InstalledAttachment, ItemType, QualityRef } from "../../rules/types.ts";
import type { ItemEffectInput, ItemInput, PackChoice } from "./context/inputs.ts";
import { localize } from "../../foundry/localize.ts";
import { dataOf, enrich, pickImage, TEMPLATES, updateFields } from "./shared.ts";
import { SHEET_SIZES } from "./context/layout.ts";
import { attachesQuality, installsAttachment, itemSheetDropArea } from "./drop.ts";
import { foldIdentityForm } from "./context/form.ts";
import * as itemActions from "./item-actions.ts";
import { itemSheetContext, specialisationPicks } from "./item-render.ts";
import { listenForTalentPickers } from "./talent-picker.ts";


const { HandlebarsApplicationMixin } = foundry.applications.api;
const { ItemSheetV2 } = foundry.applications.sheets;


/** The item's own effects as the sheet lists them. */
function effectInputs(item: Item.Implementation): ItemEffectInput[] {
  return item.effects.map((e) => ({
    id: e.id ?? "", name: e.name, disabled: e.disabled,
    situational: e.getFlag("eote" as never, "situational" as never) === true,
    changes: e.changes.map((c) => ({ key: c.key, mode: c.mode, value: String(c.value) })),
  }));
}

/** The stored system data in the shape module/rules/types.ts gives it (the types lack our subtypes). */
function systemOf(item: Item.Implementation): ItemInput["system"] {
  return item.system as unknown as ItemInput["system"];
}

// foundry-vtt-types 13.345 with TypeScript 7: the first class in a program that extends
// HandlebarsApplicationMixin(ItemSheetV2) (even an empty one) trips "excessive stack depth" in the
// base-class comparison. Whether it trips depends on tsc's check order (which imports come first),
// so this is @ts-ignore rather than @ts-expect-error. Only this line is unchecked.
// @ts-ignore TS2321 in the League types, see above
export class EoteItemSheet extends HandlebarsApplicationMixin(ItemSheetV2) {
  /** Play mode (the default, as the actor sheets) shows the item as a readable card; edit mode its form. */
  #editMode = false;

  /** A specialisation's talent choices from the last render: a picked cell is named from them on submit. */
  #talents: readonly PackChoice[] = [];

  static override DEFAULT_OPTIONS: typeof ItemSheetV2.DEFAULT_OPTIONS = {
    classes: ["eote", "sheet", "item"],
    position: { ...SHEET_SIZES.EoteItemSheet },
    window: { resizable: true },
    form: { submitOnChange: true },
    actions: {
      toggleMode: EoteItemSheet.#onToggleMode,
      editImage: EoteItemSheet.#onEditImage,
      removeQuality: EoteItemSheet.#onRemoveQuality,
      createEffect: EoteItemSheet.#onCreateEffect,
      editEffect: EoteItemSheet.#onEditEffect,
      deleteEffect: EoteItemSheet.#onDeleteEffect,
      addUpgrade: EoteItemSheet.#onAddUpgrade,
      removeUpgrade: EoteItemSheet.#onRemoveUpgrade,
      trade: EoteItemSheet.#onTrade,
      repair: EoteItemSheet.#onRepair,
      removeAttachment: EoteItemSheet.#onRemoveAttachment,
      addModification: EoteItemSheet.#onAddModification,
      removeModification: EoteItemSheet.#onRemoveModification,
    },
  };

  static override PARTS = {
    header: { template: `${TEMPLATES}/item/header.hbs` },
    details: { template: `${TEMPLATES}/item/details.hbs`, scrollable: [""] },
  };

  /** A specialisation opens wider: its tree's four columns. */
  protected override _initializeApplicationOptions(options: Parameters<InstanceType<typeof ItemSheetV2>["_initializeApplicationOptions"]>[0]) {
    const config = super._initializeApplicationOptions(options);
    if ((config.document as { type?: string } | undefined)?.type === "specialisation") config.position = { ...config.position, ...SHEET_SIZES.SpecialisationSheet };
    return config;
  }

  protected override async _prepareContext(options: Parameters<foundry.applications.sheets.ItemSheetV2["_prepareContext"]>[0]) {
    const context = await super._prepareContext(options);
    const system = systemOf(this.item);
    const editMode = this.isEditable && this.#editMode;
    // A specialisation's career and talents by name, from the packs (item-render.ts).
    const picks = await specialisationPicks(this.item, editMode);
    this.#talents = picks.talents ?? [];
    const input: ItemInput = {
      name: this.item.name, img: this.item.img ?? "", type: this.item.type as ItemType, system, id: this.item.id ?? "", ...picks,
      flags: { editable: this.isEditable, owner: this.item.isOwner, editMode },
      enrichedDescription: await enrich(system.description, this.item),
      ownerType: (this.item.parent?.type ?? null) as ActorType | null,
      gm: game.user?.isGM ?? false,
      improvised: (this.item.flags as { eote?: { improvised?: unknown } } | undefined)?.eote?.improvised === true,
      effects: effectInputs(this.item),
    };
    // The builder, trade and repair (item-render.ts).
    return { ...context, ...itemSheetContext(this.item, input) };
  }

  /**
   * Quality ratings are named by index ("system.qualities.1.rating"); fold them into the stored list.
   * Firing arcs are one checkbox per arc ("system.firingArcs.fore"); fold them into the arc list.
   */
  protected override _processFormData(...args: Parameters<foundry.applications.sheets.ItemSheetV2["_processFormData"]>) {
    const data = super._processFormData(...args) as { system?: { qualities?: unknown; firingArcs?: unknown; upgrades?: unknown; skill?: unknown } };
    const current = (systemOf(this.item) as { qualities?: QualityRef[] }).qualities;
    if (data.system && "qualities" in data.system && current) {
      data.system.qualities = foldIndexedPatch(current, data.system.qualities);
    }
    if (data.system) foldIdentityForm(systemOf(this.item), data.system as Record<string, unknown>, this.#talents);
    // A Force power's upgrades are named by index as the qualities are; its "no skill" option is blank.
    const upgrades = (systemOf(this.item) as { upgrades?: ForcePowerUpgrade[] }).upgrades;
    if (data.system && "upgrades" in data.system && upgrades) data.system.upgrades = foldIndexedPatch(upgrades, data.system.upgrades);
    if (data.system && this.item.type === "forcePower" && data.system.skill === "") data.system.skill = null;
    // An attachment's modification options are named by index as well.
    const modifications = (systemOf(this.item) as { modifications?: AttachmentModification[] }).modifications;
    if (data.system && "modifications" in data.system && modifications) {
      (data.system as { modifications?: unknown }).modifications = foldIndexedPatch(modifications, (data.system as { modifications?: unknown }).modifications);
    }
    if (data.system && "firingArcs" in data.system) {
      const arcs = foldArcChecks(data.system.firingArcs);
      if (arcs) data.system.firingArcs = arcs;
      else delete data.system.firingArcs;
    }
    return data as ReturnType<foundry.applications.sheets.ItemSheetV2["_processFormData"]>;
  }

  /**
   * ItemSheetV2 has no drop handling of its own in v13: listen once on the persistent root element. The
   * specialisation editor's talent pickers are filled there too, when first used (talent-picker.ts).
   */
  protected override async _onFirstRender(...args: Parameters<foundry.applications.sheets.ItemSheetV2["_onFirstRender"]>): Promise<void> {
    await super._onFirstRender(...args);
    this.element.addEventListener("dragover", (event) => event.preventDefault());
    this.element.addEventListener("drop", (event) => void this.#onDrop(event));
    listenForTalentPickers(this.element);
  }

  async #onDrop(event: DragEvent): Promise<void> {
    if (!this.isEditable) return;
    // A drop in the description editor is the editor's (a content link), never a quality.
    const area = itemSheetDropArea(event.target);
    if (area === "editor") return;
    const data = foundry.applications.ux.TextEditor.implementation.getDragEventData(event) as { type?: string };
    if (data.type !== "Item") return;
    event.preventDefault();
    const dropped = await Item.implementation.fromDropData(data as Parameters<typeof Item.implementation.fromDropData>[0]);
    if (!dropped) return;
    if (installsAttachment(area, dropped.type)) {
      // The document applies the hard-point rule (module/rules/gear/attachments.ts) and tells the user.
      await (this.item as unknown as { installAttachment(attachment: Item): Promise<boolean> }).installAttachment(dropped);
      return;
    }
    if (!attachesQuality(area, dropped.type)) return;
    // The document applies the ownership rules (module/rules/character/ownership.ts) and tells the user.
    // (Structural type: importing EoteItem here changes tsc's check order, see the note on the class.)
    await (this.item as unknown as { attachQuality(quality: Item): Promise<boolean> }).attachQuality(dropped);
  }

  /** A new effect carried to the owner (`transfer`), opened in Foundry's own effect sheet to fill in. */
  static async #onCreateEffect(this: EoteItemSheet): Promise<void> {
    if (!this.isEditable) return;
    const data = { name: this.item.name, img: this.item.img, transfer: true, changes: [] };
    const created = await this.item.createEmbeddedDocuments("ActiveEffect", [data] as never[]);
    void (created?.[0] as { sheet?: { render(force: boolean): unknown } | null } | undefined)?.sheet?.render(true);
  }

  static #effect(this: EoteItemSheet, target: HTMLElement) {
    return this.item.effects.get(dataOf(target, "effectId") ?? "");
  }

  static async #onEditEffect(this: EoteItemSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    void EoteItemSheet.#effect.call(this, target)?.sheet?.render(true);
  }

  static async #onDeleteEffect(this: EoteItemSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    if (this.isEditable) await EoteItemSheet.#effect.call(this, target)?.delete();
  }

  /** Buy (an unowned item, by the user's character or controlled token) or Sell (an owned one, by its owner): module/trade. */
  static async #onTrade(this: EoteItemSheet): Promise<void> {
    const { buy, buyerForUser, sell, tradeActionFor } = itemActions;
    const kind = tradeActionFor(this.item);
    const owner = this.item.parent as Actor.Implementation | null;
    if (kind === "sell" && owner) await sell(owner, this.item);
    else if (kind === "buy") {
      const buyer = buyerForUser();
      if (buyer) await buy(buyer, this.item);
    }
  }

  /** Repair (a damaged item of an actor the user may act for): the owner's Mechanics check, module/gear. */
  static async #onRepair(this: EoteItemSheet): Promise<void> {
    await itemActions.repairGear(this.item);
  }

  static async #onRemoveAttachment(this: EoteItemSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const index = Number(dataOf(target, "index"));
    const current = (systemOf(this.item) as { attachments?: InstalledAttachment[] }).attachments;
    if (this.isEditable && current && Number.isInteger(index)) await updateFields(this.item, { "system.attachments": itemActions.removeAttachment(current, index) });
  }

  static async #onAddModification(this: EoteItemSheet): Promise<void> {
    const current = (systemOf(this.item) as { modifications?: AttachmentModification[] }).modifications;
    if (this.isEditable && current) await updateFields(this.item, { "system.modifications": itemActions.addModification(current) });
  }

  static async #onRemoveModification(this: EoteItemSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const index = Number(dataOf(target, "index"));
    const current = (systemOf(this.item) as { modifications?: AttachmentModification[] }).modifications;
    if (this.isEditable && current && Number.isInteger(index)) await updateFields(this.item, { "system.modifications": itemActions.removeModification(current, index) });
  }

  static async #onToggleMode(this: EoteItemSheet): Promise<void> {
    this.#editMode = !this.#editMode;
    await this.render();
  }

  static async #onEditImage(this: EoteItemSheet): Promise<void> {
    if (this.isEditable) await pickImage(this.item);
  }

  static async #onRemoveQuality(this: EoteItemSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const index = Number(dataOf(target, "index"));
    const current = (systemOf(this.item) as { qualities?: QualityRef[] }).qualities;
    if (!current || !Number.isInteger(index)) return;
    await updateFields(this.item, { "system.qualities": itemActions.detachQuality(current, index) });
  }

  static async #onAddUpgrade(this: EoteItemSheet): Promise<void> {
    const current = (systemOf(this.item) as { upgrades?: ForcePowerUpgrade[] }).upgrades;
    if (this.isEditable && current) await updateFields(this.item, { "system.upgrades": itemActions.addUpgrade(current) });
  }

  static async #onRemoveUpgrade(this: EoteItemSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const index = Number(dataOf(target, "index"));
    const current = (systemOf(this.item) as { upgrades?: ForcePowerUpgrade[] }).upgrades;
    if (this.isEditable && current && Number.isInteger(index)) await updateFields(this.item, { "system.upgrades": itemActions.removeUpgrade(current, index) });
  }
}
