/** Compact sheet for minion groups, rivals and nemeses: one page, stat block first. */
import type { ActorInput } from "./context/inputs.ts";
import { EoteActorSheet } from "./actor-sheet.ts";
import * as actorActions from "./actor-actions.ts";
import { buildAdversaryContext } from "./context/actor.ts";
import { dataOf, TEMPLATES } from "./shared.ts";
import { SHEET_SIZES } from "./context/layout.ts";
import { effectsContext } from "./effects-tab.ts";

export class AdversarySheet extends EoteActorSheet {
  static override DEFAULT_OPTIONS: typeof EoteActorSheet.DEFAULT_OPTIONS = {
    classes: ["adversary"],
    position: { ...SHEET_SIZES.AdversarySheet },
    // Merged with the actor sheet's actions (ApplicationV2 merges DEFAULT_OPTIONS down the class chain).
    actions: {
      removeMinion: AdversarySheet.#onRemoveMinion,
      addMinion: AdversarySheet.#onAddMinion,
      toggleGroupSkill: AdversarySheet.#onToggleGroupSkill,
    },
  };

  static override PARTS = {
    body: { template: `${TEMPLATES}/actor/adversary.hbs`, scrollable: [""] },
  };

  static async #onRemoveMinion(this: AdversarySheet): Promise<void> {
    await actorActions.changeMinionCount(this.actor, 1);
  }

  static async #onAddMinion(this: AdversarySheet): Promise<void> {
    await actorActions.changeMinionCount(this.actor, -1);
  }

  /**
   * The group-skill checkbox of a skill row (edit mode): the box's new state is written to the group's
   * `groupSkills` (the box has no form name, so the form's own submit leaves the list alone).
   */
  static async #onToggleGroupSkill(this: AdversarySheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const skill = dataOf(target, "skillId");
    if (!this.isEditable || !skill) return;
    await actorActions.setGroupSkill(this.actor, skill, (target as HTMLInputElement).checked === true);
  }

  protected override async _prepareContext(options: Parameters<EoteActorSheet["_prepareContext"]>[0]) {
    const context = await super._prepareContext(options);
    if (this.actor.limited) return { ...context, ...await this.limitedContext() };
    const input = await this.builderInput();
    return { ...context, ...buildAdversaryContext(input as ActorInput<"minion"> | ActorInput<"rival"> | ActorInput<"nemesis">), ...effectsContext(this.actor) };
  }
}
