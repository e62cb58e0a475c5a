/**
 * The slot and turn section of the combat tracker: the round's PC and NPC slots, who may fill the
 * current one (a button per combatant this user may click for), the acting combatant's turn (action,
 * maneuvers, their buttons) and, before initiative is rolled, each combatant's Cool or Vigilance choice.
 * Added by the `renderCombatTracker` hook (v13: an HTMLElement); Foundry re-renders the tracker when a
 * combat or combatant changes, so each click only writes.
 */
import { SYSTEM_ID } from "../../../system/config.ts";
import { claimantsOf, eligibleFor, slotSides } from "../../../rules/combat/initiative-slots.ts";
import { chooseInitiativeSkill, combatantInitiativeSkill } from "../actions/initiative.ts";
import { asCombat, initiativeEdge, slotOrder, type CombatDoc } from "../actions/combat-view.ts";
import { claimSlot, currentSlot } from "../actions/slots.ts";
import { endTurn, endTurnRefusal, spendTurn, turnReport } from "../actions.ts";
import { TURN_SPENDS, turnsView, type TurnSpend, type TurnsInput } from "../model.ts";

export const TURNS_TEMPLATE = `systems/${SYSTEM_ID}/templates/partials/combat-turns.hbs`;

const mayClick = (doc: { isOwner: boolean }) => doc.isOwner || game.user?.isGM === true;

/** The section's input from the combat as this user sees it. */
export function turnsInput(combat: CombatDoc): TurnsInput {
  const order = slotOrder(combat);
  const claimants = claimantsOf(order, combat.round);
  const nameOf = (id: string | undefined) => combat.turns.find((c) => c.id === id)?.name ?? null;
  const slot = currentSlot(combat);
  const report = turnReport(combat);
  const acting = report && {
    id: report.combatant.id ?? "",
    name: report.combatant.name,
    canSpend: mayClick(report.combatant),
    canEnd: endTurnRefusal(combat, report.combatant.id ?? "") === null,
    state: report.state,
    allowance: report.allowance,
    track: report.track,
    encumbered: (report.combatant.actor?.system as unknown as { derived?: { encumbrance?: { maneuverCostsStrain?: boolean } } } | undefined)
      ?.derived?.encumbrance?.maneuverCostsStrain === true,
    ...initiativeEdge(report.combatant),
    firstRound: combat.round === 1,
  };
  return {
    round: combat.round,
    slots: slotSides(order).map((side, i) => ({
      side,
      filledBy: nameOf(claimants.get(i)),
      // Left behind unfilled this round, or nobody of its side can fill it any more.
      passed: side !== null && !claimants.has(i)
        && ((slot !== null && i < slot.index) || eligibleFor(order, combat.round, i).length === 0),
    })),
    current: slot?.index ?? null,
    eligible: (slot?.eligible ?? []).map((c) => ({ id: c.id ?? "", name: c.name, canClaim: mayClick(c) })),
    acting,
    choices: combat.turns
      .filter((c) => typeof c.initiative !== "number")
      .map((c) => ({ id: c.id ?? "", name: c.name, skill: combatantInitiativeSkill(c), canChoose: mayClick(c) })),
  };
}

async function onClick(combat: CombatDoc, target: HTMLElement): Promise<void> {
  const button = target.closest<HTMLElement>("[data-eote-action]");
  if (!button || (button as HTMLButtonElement).disabled) return;
  const id = button.dataset["combatantId"] ?? "";
  if (button.dataset["eoteAction"] === "claimSlot") await claimSlot(combat, id);
  if (button.dataset["eoteAction"] === "endTurn") await endTurn(combat, id);
  const spend = button.dataset["spend"] as TurnSpend | undefined;
  if (button.dataset["eoteAction"] === "spendTurn" && spend && TURN_SPENDS.includes(spend)) await spendTurn(combat, id, spend);
}

async function onChange(combat: CombatDoc, target: HTMLElement): Promise<void> {
  if (!(target instanceof HTMLSelectElement) || target.dataset["eoteAction"] !== "initiativeSkill") return;
  const combatant = combat.combatants.get(target.dataset["combatantId"] ?? "");
  if (combatant) await chooseInitiativeSkill(combatant, target.value);
}

/** Renders the section into the tracker element and wires its controls. */
export async function decorateTracker(combatDocument: unknown, html: HTMLElement): Promise<void> {
  const combat = asCombat(combatDocument);
  html.querySelector(".eote-turns")?.remove();
  const context = turnsView(turnsInput(combat));
  if (!context.hasSlots && !context.hasChoices) return;
  const markup = await foundry.applications.handlebars.renderTemplate(TURNS_TEMPLATE, context);
  // Above the list of combatants (v13: ol.combat-tracker), else at the top of the sidebar tab.
  const list = html.querySelector(".combat-tracker");
  if (list) list.insertAdjacentHTML("beforebegin", markup);
  else html.insertAdjacentHTML("afterbegin", markup);
  const section = html.querySelector<HTMLElement>(".eote-turns");
  section?.addEventListener("click", (event) => void onClick(combat, event.target as HTMLElement));
  section?.addEventListener("change", (event) => void onChange(combat, event.target as HTMLElement));
}

export function registerTurnTracker(): void {
  Hooks.on("renderCombatTracker", ((app: { viewed?: unknown }, html: HTMLElement) => {
    const combat = app.viewed ?? game.combat;
    if (combat) void decorateTracker(combat, html);
  }) as never);
}
