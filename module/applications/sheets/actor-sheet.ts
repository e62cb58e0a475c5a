/**
 * The shell every actor sheet shares: actions, item drops and the adapters to the pure builders.
 * Rules stay in module/rules and the context builders; this file only reads documents and calls them.
 */
import type { ActorType, Characteristics, CustomSkill, QualityRef, TalentActivation } from "../../rules/types.ts";
import type { TrackState } from "../../rules/character/derived-types.ts";
import { foldIndexedPatch } from "./context/form.ts";
import type { rankFor } from "./context/skills.ts";
import type { ActorInput, SheetFlags } from "./context/inputs.ts";
import { format, localize } from "../../foundry/localize.ts";
import { bySort, dataOf, enrich, pickImage, plainItem, TEMPLATES, updateFields } from "./shared.ts";
import { SHEET_SIZES } from "./context/layout.ts";
import { buildLimitedContext, PUBLIC_TEXT_FIELD, type LimitedContext } from "./context/limited.ts";
import * as actorActions from "./actor-actions.ts";
import { openImmersionKind } from "./recovery.ts";
import { missingTextKeys, RULES_TEXT_TYPES, withPackTexts } from "./context/rules-text.ts";
import { postRulesText, rulesTextHtml } from "../../chat/rules-text.ts";
import { listenForQualityRuns } from "./quality-run.ts";
import { rollSkillFor } from "./skill-roll.ts";
import { listenForMacroDrags } from "./macro-drag.ts";
import { EFFECT_ACTIONS } from "./effects-tab.ts";


const { HandlebarsApplicationMixin } = foundry.applications.api;
const { ActorSheetV2 } = foundry.applications.sheets;

/** The stored system data plus what the models derive, as the builders read it (module/rules). */
type AnySystem = ActorInput<ActorType>["system"];

/** The character tabs whose lists show rules text, and the item types each lists. */
const RULES_TEXT_TAB: Readonly<Record<string, readonly string[]>> = { talents: ["talent"], combat: ["criticalInjury"], force: ["forcePower"] };
interface RollSource {
  characteristics?: Characteristics;
  skills?: Parameters<typeof rankFor>[1]["skills"];
  customSkills?: CustomSkill[];
  skillCharacteristics?: Parameters<typeof rankFor>[1]["skillCharacteristics"];
  derived?: { skillRanks?: Parameters<typeof rankFor>[1]["groupRanks"]; standing?: number } & Partial<Record<string, TrackState | unknown>>;
}

export class EoteActorSheet extends HandlebarsApplicationMixin(ActorSheetV2) {
  /** Play mode shows values and roll buttons; edit mode shows inputs for stored fields. */
  #editMode = false;

  /** The items whose rules text the user opened (partials/rules-text.hbs): kept open across re-renders. */
  #openRulesText = new Set<string>();

  static override DEFAULT_OPTIONS: typeof ActorSheetV2.DEFAULT_OPTIONS = {
    classes: ["eote", "sheet", "actor"],
    position: { ...SHEET_SIZES.EoteActorSheet },
    window: { resizable: true },
    form: { submitOnChange: true },
    actions: {
      toggleMode: EoteActorSheet.#onToggleMode,
      editImage: EoteActorSheet.#onEditImage,
      rollSkill: EoteActorSheet.#onRollSkill,
      attack: EoteActorSheet.#onAttack,
      reload: EoteActorSheet.#onReload,
      recoverStrain: EoteActorSheet.#onRecoverStrain,
      naturalRest: EoteActorSheet.#onNaturalRest,
      useStimpack: EoteActorSheet.#onUseStimpack,
      medicine: EoteActorSheet.#onMedicine,
      immersionStart: EoteActorSheet.#onImmersionStart,
      immersionEnd: EoteActorSheet.#onImmersionEnd,
      treatCritical: EoteActorSheet.#onTreatCritical,
      restCritical: EoteActorSheet.#onRestCritical,
      toggleItem: EoteActorSheet.#onToggleItem,
      createItem: EoteActorSheet.#onCreateItem,
      editItem: EoteActorSheet.#onEditItem,
      deleteItem: EoteActorSheet.#onDeleteItem,
      addCustomSkill: EoteActorSheet.#onAddCustomSkill,
      removeCustomSkill: EoteActorSheet.#onRemoveCustomSkill,
      adjustTrack: EoteActorSheet.#onAdjustTrack,
      commitForce: EoteActorSheet.#onCommitForce,
      uncommitForce: EoteActorSheet.#onUncommitForce,
      forcePowerCheck: EoteActorSheet.#onForcePowerCheck,
      useForcePower: EoteActorSheet.#onUseForcePower,
      showInChat: EoteActorSheet.#onShowInChat,
      useTalent: EoteActorSheet.#onUseTalent,
      ...EFFECT_ACTIONS,
    },
  };

  /**
   * What a user with LIMITED permission (not an observer, never a GM) sees instead of the sheet's own parts:
   * name, portrait and public text, as core and dnd5e show it (context/limited.ts).
   */
  static LIMITED_PARTS = {
    limited: { template: `${TEMPLATES}/actor/limited.hbs`, scrollable: [""] },
  };

  /** A limited view opens in a smaller window: there is little in it. */
  protected override _initializeApplicationOptions(options: Parameters<InstanceType<typeof ActorSheetV2>["_initializeApplicationOptions"]>[0]) {
    const config = super._initializeApplicationOptions(options);
    if ((config.document as { limited?: boolean } | undefined)?.limited) config.position = { ...config.position, ...SHEET_SIZES.LimitedSheet };
    return config;
  }

  /** v13 renders the parts this returns: the limited view's for a limited user (dnd5e does the same). */
  protected override _configureRenderParts(options: foundry.applications.api.HandlebarsApplicationMixin.RenderOptions): Record<string, foundry.applications.api.HandlebarsApplicationMixin.HandlebarsTemplatePart> {
    if (this.actor.limited) return foundry.utils.deepClone(EoteActorSheet.LIMITED_PARTS);
    return super._configureRenderParts(options);
  }

  /** The limited view's context: only what it shows is read from the actor (its public text enriched). */
  protected async limitedContext(): Promise<LimitedContext> {
    const type = this.actor.type as ActorType;
    const field = PUBLIC_TEXT_FIELD[type];
    const raw = field ? (this.systemData as unknown as Record<string, unknown>)[field] : "";
    const description = typeof raw === "string" && raw.trim() ? await enrich(raw, this.actor) : "";
    return buildLimitedContext({ name: this.actor.name, img: this.actor.img ?? "", type, description });
  }

  /** The actor's system data in the shape module/rules/types.ts and derived-types.ts describe. */
  protected get systemData(): AnySystem {
    // Our data models produce this shape; the League types do not know our subtypes here.
    return this.actor.system as unknown as AnySystem;
  }

  protected sheetFlags(activeTab?: string): SheetFlags {
    const flags: SheetFlags = { editable: this.isEditable, owner: this.actor.isOwner, editMode: this.isEditable && this.#editMode };
    if (activeTab !== undefined) flags.activeTab = activeTab;
    return flags;
  }

  /** Everything the builders need from the document. */
  protected async builderInput(activeTab?: string): Promise<ActorInput<ActorType>> {
    const system = this.systemData;
    const enriched: NonNullable<ActorInput<ActorType>["enriched"]> = {};
    // A tabbed sheet shows the rich text on its notes tab only, and renders a closed tab empty.
    const showsText = activeTab === undefined || activeTab === "notes";
    if (showsText && "biography" in system) enriched.biography = await enrich(system.biography, this.actor);
    if (showsText && "notes" in system) enriched.notes = await enrich(system.notes, this.actor);
    // Talents, injuries and Force powers show their rules text on the tabs that list them.
    const textTypes = activeTab === undefined ? RULES_TEXT_TYPES : RULES_TEXT_TAB[activeTab];
    if (textTypes) enriched.rulesText = await this.rulesTexts(textTypes);
    // v13: `system` is prepared (effects applied); `_source.system` is what is stored and what forms write.
    // The open bacta tank or oil bath session (recovery.ts reads the combat flags).
    const stored = (this.actor as unknown as { _source?: { system?: { characteristics?: Characteristics } } })._source?.system?.characteristics;
    return {
      name: this.actor.name, img: this.actor.img ?? "", type: this.actor.type as ActorType, system,
      ...(stored ? { storedCharacteristics: stored } : {}),
      items: bySort(this.actor.items).map(plainItem), flags: this.sheetFlags(activeTab), enriched,
      immersion: openImmersionKind(this.actor),
    };
  }

  /**
   * The enriched rules text of each item of these types, by id (secrets for the item's owners). An item with no
   * description of its own shows the system pack's text for its key (context/rules-text.ts withPackTexts).
   */
  private async rulesTexts(types: readonly string[]): Promise<Record<string, string>> {
    const texts: Record<string, string> = {};
    const items = [...this.actor.items];
    for (const item of items) {
      if (!types.includes(item.type) || !item.id) continue;
      const html = await rulesTextHtml(item, item.isOwner);
      if (html) texts[item.id] = html;
    }
    const keys = missingTextKeys(items, texts, types);
    return keys.length ? withPackTexts(items, texts, await actorActions.talentTexts(keys)) : texts;
  }

  /** The item tables' quality runs show their rules when pointed at or focused (quality-run.ts). */
  protected override async _onFirstRender(...args: Parameters<InstanceType<typeof ActorSheetV2>["_onFirstRender"]>): Promise<void> {
    await super._onFirstRender(...args);
    listenForMacroDrags(this.element, this.actor);
    listenForQualityRuns(this.element, (id) => {
      const system = this.actor.items.get(id)?.system as { qualities?: unknown } | undefined;
      return Array.isArray(system?.qualities) ? (system.qualities as QualityRef[]) : undefined;
    });
  }

  /** Opened rules texts stay open when the sheet draws again (a native <details> would close). */
  protected override async _onRender(...args: Parameters<InstanceType<typeof ActorSheetV2>["_onRender"]>): Promise<void> {
    await super._onRender(...args);
    for (const details of this.element.querySelectorAll<HTMLDetailsElement>("details[data-rules-text]")) {
      const id = details.dataset["rulesText"] ?? "";
      if (this.#openRulesText.has(id)) details.open = true;
      details.addEventListener("toggle", () => {
        if (details.open) this.#openRulesText.add(id);
        else this.#openRulesText.delete(id);
      });
    }
  }

  /** Custom skill fields are named by index; fold them into the stored list (see foldIndexedPatch). */
  protected override _processFormData(...args: Parameters<InstanceType<typeof ActorSheetV2>["_processFormData"]>) {
    const data = super._processFormData(...args) as { system?: Record<string, unknown> };
    // Lists whose rows are named by index: custom skills, and a character's obligation, duty and motivations.
    for (const key of ["customSkills", "obligations", "duties", "motivations"]) {
      const current = (this.systemData as unknown as Record<string, unknown>)[key];
      if (data.system && key in data.system && Array.isArray(current)) data.system[key] = foldIndexedPatch(current as object[], data.system[key]);
    }
    return data as ReturnType<InstanceType<typeof ActorSheetV2>["_processFormData"]>;
  }

  /**
   * Item drops from the sidebar and compendia. Foundry v13's ActorSheetV2 calls `_onDropItem(event, item)`
   * from its own drop handler; the League types do not declare it yet, hence no `override`. The
   * document layer decides which types an actor may own: a refused create gets a notice here.
   */
  protected async _onDropItem(event: DragEvent, item: Item.Implementation): Promise<unknown> {
    if (!this.actor.isOwner) return null;
    // Older cores passed the drop data rather than the document: resolve it the same way.
    if (!(item instanceof foundry.abstract.Document)) {
      const resolved = await Item.implementation.fromDropData(item as Parameters<typeof Item.implementation.fromDropData>[0]);
      if (!resolved) return null;
      item = resolved;
    }
    // By uuid, as core does: a token's synthetic actor and the item's parent may be distinct objects.
    if (item.parent?.uuid === this.actor.uuid) {
      // Dropping an owned item on its own actor sorts it among the row's siblings (core's _onSortItem,
      // not in the types): the rows carry data-item-id, and builderInput lists items by `sort`.
      return (this as unknown as { _onSortItem(e: DragEvent, i: Item.Implementation): unknown })._onSortItem(event, item);
    }
    // Species, career, specialisation on a character: one of each at most, further specialisations bought.
    const { dropIdentity, IDENTITY_TYPES } = actorActions;
    if (this.actor.type === "character" && IDENTITY_TYPES.includes(item.type)) return dropIdentity(this.actor, item);
    // A Force power on a character: a player's drop is the Force tab's purchase (XP, ledger, Undo), the GM's is free.
    if (this.actor.type === "character" && (item.type as string) === "forcePower") return actorActions.dropForcePower(this.actor, item);
    // A wrong drop is refused, with its notice, by EoteItem._preCreate (module/rules/character/ownership.ts).
    const created = await this.actor.createEmbeddedDocuments("Item", [item.toObject()]);
    return created?.[0] ?? null;
  }

  private rollSource(): RollSource {
    return this.systemData as unknown as RollSource;
  }

  static async #onEditImage(this: EoteActorSheet): Promise<void> {
    if (this.isEditable) await pickImage(this.actor);
  }

  static async #onToggleMode(this: EoteActorSheet): Promise<void> {
    this.#editMode = !this.#editMode;
    await this.render();
  }

  static async #onRollSkill(this: EoteActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const skillId = dataOf(target, "skillId");
    if (skillId) await rollSkillFor(this.actor, skillId);
  }

  /**
   * Shift-click skips the range and maneuver prompt (the weapon's own range band, no maneuvers).
   * An observer's sheet shows the button disabled; a click that gets through anyway is refused here too,
   * since the attack speaks and rolls for the actor.
   */
  static async #onAttack(this: EoteActorSheet, event: PointerEvent, target: HTMLElement): Promise<void> {
    const item = this.itemFrom(target);
    if (!item || (item.type as string) !== "weapon") return;
    if (!this.actor.isOwner) {
      ui.notifications?.warn(localize("EOTE.Combat.Weapon.AttackNotOwner"));
      return;
    }
    await actorActions.attackWith(this.actor, item, { prompt: !event.shiftKey });
  }

  /** The reload maneuver (module/features/attack/actions/weapon-use.ts): refused with a notice to a non-owner. */
  static async #onReload(this: EoteActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const item = this.itemFrom(target);
    if (!item || (item.type as string) !== "weapon") return;
    await actorActions.reloadWeapon(this.actor, item);
  }

  static async #onRecoverStrain(this: EoteActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    await actorActions.recoverStrain(this.actor, dataOf(target, "skill") === "discipline" ? "discipline" : "cool");
  }

  static async #onNaturalRest(this: EoteActorSheet): Promise<void> {
    await actorActions.naturalRest(this.actor);
  }

  static async #onUseStimpack(this: EoteActorSheet): Promise<void> {
    await actorActions.useStimpack(this.actor);
  }

  static async #onImmersionStart(this: EoteActorSheet): Promise<void> {
    await actorActions.startImmersionFromSheet(this.actor);
  }

  static async #onImmersionEnd(this: EoteActorSheet): Promise<void> {
    await actorActions.endImmersionFromSheet(this.actor);
  }

  /**
   * With one other actor targeted, this actor treats the target; otherwise this actor is the patient and
   * the healer is the user's character or the GM's token (medicinePartiesFor).
   */
  static async #onMedicine(this: EoteActorSheet): Promise<void> {
    const { medicineCheck, medicinePartiesFor } = actorActions;
    const { healer, patient } = medicinePartiesFor(this.actor);
    await medicineCheck(healer, patient);
  }

  /** A Medicine (droid: Mechanics) check against the row's critical injury, by the healer healerFor picks. */
  static async #onTreatCritical(this: EoteActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const item = this.itemFrom(target);
    if (!item || !this.isEditable) return;
    const { criticalTreatmentCheck, healerFor } = actorActions;
    await criticalTreatmentCheck(healerFor(this.actor).healer, this.actor, item.id ?? "", "medicine");
  }

  /** The patient's own Resilience check at rest against the row's critical injury. */
  static async #onRestCritical(this: EoteActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const item = this.itemFrom(target);
    if (!item || !this.isEditable) return;
    await actorActions.criticalTreatmentCheck(this.actor, this.actor, item.id ?? "", "resilience");
  }

  static async #onToggleItem(this: EoteActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const item = this.itemFrom(target);
    const field = dataOf(target, "field");
    if (!item || (field !== "worn" && field !== "equipped" && field !== "active")) return;
    const current = (item.system as unknown as Record<string, unknown>)[field];
    await updateFields(item, { [`system.${field}`]: !current });
  }

  static async #onCreateItem(this: EoteActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const type = dataOf(target, "type");
    if (!type) return;
    const name = format("EOTE.Sheet.NewItem", { type: localize(`TYPES.Item.${type}`) });
    // The subtype comes from our own template's data-type; the document layer validates it.
    await this.actor.createEmbeddedDocuments("Item", [{ name, type } as unknown as Item.CreateData]);
  }

  static async #onEditItem(this: EoteActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    await this.itemFrom(target)?.sheet?.render(true);
  }

  static async #onDeleteItem(this: EoteActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    await this.itemFrom(target)?.deleteDialog();
  }

  static async #onAddCustomSkill(this: EoteActorSheet): Promise<void> {
    const skills = this.rollSource().customSkills ?? [];
    const skill: CustomSkill = {
      id: foundry.utils.randomID(), label: localize("EOTE.Sheet.Skill.NewCustom"),
      characteristic: "intellect", rank: 0, career: false,
    };
    await updateFields(this.actor, { "system.customSkills": [...skills, skill] });
  }

  static async #onRemoveCustomSkill(this: EoteActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const id = dataOf(target, "skillId");
    const skills = this.rollSource().customSkills ?? [];
    await updateFields(this.actor, { "system.customSkills": skills.filter((s) => s.id !== id) });
  }

  static async #onAdjustTrack(this: EoteActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const track = dataOf(target, "track");
    const delta = Number(dataOf(target, "delta") ?? 0);
    const state = track ? this.rollSource().derived?.[track] as TrackState | undefined : undefined;
    if (!track || !state || !Number.isFinite(delta)) return;
    const { adjustTrack } = actorActions;
    await updateFields(this.actor, { [`system.${track}.value`]: adjustTrack(state.value, delta, state.max) });
  }

  /** Commit, uncommit and the Force power check: module/force refuses with the rule's notice. */
  static async #onCommitForce(this: EoteActorSheet): Promise<void> {
    await actorActions.changeCommitted(this.actor, 1);
  }

  static async #onUncommitForce(this: EoteActorSheet): Promise<void> {
    await actorActions.changeCommitted(this.actor, -1);
  }

  static async #onForcePowerCheck(this: EoteActorSheet): Promise<void> {
    await actorActions.forcePowerCheck(this.actor);
  }

  static async #onUseForcePower(this: EoteActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const item = this.itemFrom(target);
    if (item) await actorActions.useForcePower(this.actor, item);
  }

  /** Posts the row's item's name and rules text to chat (module/chat/rules-text.ts). */
  static async #onShowInChat(this: EoteActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const item = this.itemFrom(target);
    if (item && RULES_TEXT_TYPES.includes(item.type)) await this.postItemText(item);
  }

  /** Uses an active talent: in a running combat it spends what its activation costs of the turn, or is refused (turns feature); then it is posted. */
  static async #onUseTalent(this: EoteActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const item = this.itemFrom(target);
    const activation = item?.type === "talent" ? (item.system as unknown as { activation: TalentActivation }).activation : "passive";
    const used = item && activation !== "passive" ? await actorActions.spendForTalent(this.actor, activation, item.name) : null;
    if (item && used) await this.postItemText(item, used.noteKey);
  }

  private async postItemText(item: Item.Implementation, noteKey: string | null = null): Promise<void> {
    // The pack's text for an item with none of its own, as the row showed it (no secrets: the message is read by others).
    const keys = (await rulesTextHtml(item, false)) ? [] : missingTextKeys([item], {}, RULES_TEXT_TYPES);
    const fallback = keys.length ? (await actorActions.talentTexts(keys))[keys[0]!] ?? "" : "";
    await postRulesText(this.actor, item, fallback, noteKey);
  }

  private itemFrom(target: HTMLElement): Item.Implementation | undefined {
    const id = dataOf(target, "itemId");
    return id ? this.actor.items.get(id) : undefined;
  }
}
