/** Player character sheet: header with characteristics and tracks, then tabs. */
import { CHARACTER_TABS } from "./context/layout.ts";
import type { ActorInput } from "./context/inputs.ts";
import { EoteActorSheet } from "./actor-sheet.ts";
import * as actorActions from "./actor-actions.ts";
import { buildCharacterContext } from "./context/actor.ts";
import { dataOf, TEMPLATES, updateFields } from "./shared.ts";
import { language } from "../../foundry/localize.ts";
import { effectsContext } from "./effects-tab.ts";
import { isStakeList, withBlankEntry, withoutEntry, type StakeList } from "./context/stakes.ts";
import { GLANCE_TABS, isGlanceBlock, type GlanceBlock } from "./context/glance.ts";

/** Where each block of the header's glance row is on its tab (fixed selectors: never built from data). */
const GLANCE_SELECTORS: Record<GlanceBlock, string> = {
  encumbrance: ".eote-encumbrance", force: ".eote-tab-force", obligations: '[data-stake-list="obligations"]',
  duties: '[data-stake-list="duties"]', morality: ".eote-morality",
};

export class CharacterSheet extends EoteActorSheet {
  static override DEFAULT_OPTIONS: typeof EoteActorSheet.DEFAULT_OPTIONS = {
    classes: ["character"],
    actions: {
      addConflict: CharacterSheet.#onAddConflict,
      buySkill: CharacterSheet.#onBuySkill,
      buyCharacteristic: CharacterSheet.#onBuyCharacteristic,
      buyTalent: CharacterSheet.#onBuyTalent,
      showTalentInChat: CharacterSheet.#onShowTalentInChat,
      undoPurchase: CharacterSheet.#onUndoPurchase,
      exportXpLog: CharacterSheet.#onExportXpLog,
      importXpLog: CharacterSheet.#onImportXpLog,
      chooseFreeRanks: CharacterSheet.#onChooseFreeRanks,
      buyForceUpgrade: CharacterSheet.#onBuyForceUpgrade,
      learnForcePower: CharacterSheet.#onLearnForcePower,
      closeCreation: CharacterSheet.#onCloseCreation,
      reopenCreation: CharacterSheet.#onReopenCreation,
      removeIdentity: CharacterSheet.#onRemoveIdentity,
      addStake: CharacterSheet.#onAddStake,
      guidedCreation: CharacterSheet.#onGuidedCreation,
      removeStake: CharacterSheet.#onRemoveStake,
      openBlock: CharacterSheet.#onOpenBlock,
    },
  };

  /** The block a glance button asked for, shown once its tab has drawn. */
  #pendingBlock: GlanceBlock | null = null;

  /**
   * A button of the header's glance row (encumbrance, Force rating, Obligation, Duty, Morality): opens the tab that
   * holds its block and brings the block into view. Reading only: anyone who sees the sheet may.
   */
  static #onOpenBlock(this: CharacterSheet, _event: PointerEvent, target: HTMLElement): void {
    const block = dataOf(target, "block");
    if (!isGlanceBlock(block)) return;
    this.#pendingBlock = block;
    if (this.tabGroups["primary"] === GLANCE_TABS[block]) this.#revealPending();
    else this.changeTab(GLANCE_TABS[block], "primary");
  }

  /** Scrolls the asked-for block into view and marks it for a moment. */
  #revealPending(): void {
    const block = this.#pendingBlock;
    this.#pendingBlock = null;
    if (!block) return;
    const el = (this.element as HTMLElement | undefined)?.querySelector<HTMLElement>(GLANCE_SELECTORS[block]);
    if (!el) return;
    el.scrollIntoView({ block: "start", behavior: "smooth" });
    el.classList.add("eote-glance-target");
    setTimeout(() => el.classList.remove("eote-glance-target"), 1500);
  }

  /** Purchases from the Advancement tab (module/advancement decides who may and refuses with notices). */
  static async #onBuySkill(this: CharacterSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    await actorActions.buySkill(this.actor, dataOf(target, "skillId") ?? "");
  }

  static async #onBuyCharacteristic(this: CharacterSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    await actorActions.buyCharacteristic(this.actor, dataOf(target, "characteristic") ?? "");
  }

  static async #onBuyTalent(this: CharacterSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    await actorActions.buyTalent(this.actor, dataOf(target, "itemId") ?? "", Number(dataOf(target, "cell")));
  }

  /** A talent-tree cell's Show in chat: the talent and its pack text, bought or not (anyone who can read the sheet). */
  static async #onShowTalentInChat(this: CharacterSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    await actorActions.showTalentInChat(this.actor, dataOf(target, "itemId") ?? "", Number(dataOf(target, "cell")));
  }

  /** Purchases from the Force tab (module/features/force/actions/buy.ts decides who may and refuses with notices). */
  static async #onBuyForceUpgrade(this: CharacterSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    await actorActions.buyForceUpgrade(this.actor, dataOf(target, "itemId") ?? "", Number(dataOf(target, "cell")));
  }

  static async #onLearnForcePower(this: CharacterSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    await actorActions.learnForcePower(this.actor, dataOf(target, "powerId") ?? "");
  }

  /** The free ranks at creation left to choose (module/features/advancement/form/free-ranks.ts). */
  static async #onChooseFreeRanks(this: CharacterSheet): Promise<void> {
    await actorActions.promptFreeRanks(this.actor);
  }

  static async #onUndoPurchase(this: CharacterSheet): Promise<void> {
    await actorActions.undoLastPurchase(this.actor);
  }

  /** The ledger's Save log (owner or GM) and Load log (GM only: module/features/advancement/actions/xp-log.ts decides). */
  static #onExportXpLog(this: CharacterSheet): void {
    actorActions.exportXpLog(this.actor);
  }

  static async #onImportXpLog(this: CharacterSheet): Promise<void> {
    await actorActions.promptXpLog(this.actor);
  }

  /** The remove control of a species, career or specialisation chip (module/features/advancement/actions/remove.ts decides). */
  static async #onRemoveIdentity(this: CharacterSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    await actorActions.removeIdentity(this.actor, dataOf(target, "itemId") ?? "");
  }

  static async #onCloseCreation(this: CharacterSheet): Promise<void> {
    await actorActions.setCreation(this.actor, false);
  }

  /** Guided creation onto this fresh character (module/features/creation writes it through the purchases above). */
  static async #onGuidedCreation(this: CharacterSheet): Promise<void> {
    await actorActions.openGuidedCreation(this.actor);
  }

  static async #onReopenCreation(this: CharacterSheet): Promise<void> {
    await actorActions.setCreation(this.actor, true);
  }

  /** The list a stake button belongs to, and its current entries. */
  #stakeList(target: HTMLElement): { list: StakeList; current: unknown[] } | null {
    const list = dataOf(target, "stakeList");
    if (!isStakeList(list)) return null;
    const current = (this.actor.system as unknown as Record<StakeList, unknown[]>)[list];
    return Array.isArray(current) ? { list, current } : null;
  }

  static async #onAddStake(this: CharacterSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const found = this.#stakeList(target);
    if (found && this.isEditable) await updateFields(this.actor, { [`system.${found.list}`]: withBlankEntry(found.list, found.current) });
  }

  static async #onRemoveStake(this: CharacterSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const found = this.#stakeList(target);
    const index = Number(dataOf(target, "index"));
    if (found && this.isEditable && Number.isInteger(index)) await updateFields(this.actor, { [`system.${found.list}`]: withoutEntry(found.current, index) });
  }

  /** Conflict quick-add from the Morality block (the owner or GM; module/features/morality/actions/conflict.ts decides). */
  static async #onAddConflict(this: CharacterSheet): Promise<void> {
    const { addConflict, readConflictChoice } = actorActions;
    const choice = readConflictChoice(this.element);
    if (!choice) return;
    await addConflict(this.actor, choice.id, choice.amount);
  }

  static override PARTS = {
    header: { template: `${TEMPLATES}/actor/character-header.hbs` },
    tabs: { template: `${TEMPLATES}/partials/tab-nav.hbs` },
    skills: { template: `${TEMPLATES}/actor/character-skills.hbs`, scrollable: [""] },
    combat: { template: `${TEMPLATES}/actor/character-combat.hbs`, scrollable: [""] },
    inventory: { template: `${TEMPLATES}/actor/character-inventory.hbs`, scrollable: [""] },
    talents: { template: `${TEMPLATES}/actor/character-talents.hbs`, scrollable: [""] },
    advancement: { template: `${TEMPLATES}/actor/character-advancement.hbs`, scrollable: [""] },
    force: { template: `${TEMPLATES}/actor/character-force.hbs`, scrollable: [""] },
    effects: { template: `${TEMPLATES}/actor/character-effects.hbs`, scrollable: [""] },
    notes: { template: `${TEMPLATES}/actor/character-notes.hbs`, scrollable: [""] },
  };

  override tabGroups: Record<string, string> = { primary: CHARACTER_TABS[0] };

  /**
   * A render fills only the shown tab (the others are empty shells, see CharacterContext.tabOpen),
   * so opening a tab renders its part again, now with its content.
   */
  override changeTab(...args: Parameters<EoteActorSheet["changeTab"]>): void {
    const [tab, group] = args;
    const before = this.tabGroups[group];
    super.changeTab(...args);
    // Only on a real change: a call for the tab already shown (Foundry may make one while rendering)
    // must not start another render.
    if (group === "primary" && tab !== before && this.rendered && (CHARACTER_TABS as readonly string[]).includes(tab)) {
      void this.render({ parts: [tab] }).then(() => this.#revealPending());
    }
  }

  /** The talent keys in the character's specialisation trees. */
  private treeKeys(): string[] {
    return this.actor.items.filter((i) => i.type === "specialisation")
      .flatMap((i) => ((i.system as unknown as { tree?: { key?: unknown }[] }).tree ?? []).map((c) => (typeof c?.key === "string" ? c.key : "")));
  }

  protected override async _prepareContext(options: Parameters<EoteActorSheet["_prepareContext"]>[0]) {
    const context = await super._prepareContext(options);
    if (this.actor.limited) return { ...context, ...await this.limitedContext() };
    const input = await this.builderInput(this.tabGroups["primary"]);
    const userNames = Object.fromEntries((game.users?.contents ?? []).map((u) => [u.id ?? "", u.name ?? ""]));
    input.advancement = { gm: game.user?.isGM ?? false, userNames, lang: language(), guide: actorActions.canGuide(this.actor) };
    // The tree cells show each talent's rules text, so a player reads it before paying XP.
    if (this.tabGroups["primary"] === "advancement") input.advancement.talentTexts = await actorActions.talentTexts(this.treeKeys());
    // The Force tab offers the pack's powers to learn with XP.
    if (this.tabGroups["primary"] === "force" && this.isEditable) input.forceOffers = await actorActions.forcePowerOffers();
    return { ...context, ...buildCharacterContext(input as ActorInput<"character">), ...effectsContext(this.actor, this.tabGroups["primary"] === "effects") };
  }
}
