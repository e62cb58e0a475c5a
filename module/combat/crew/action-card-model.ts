/** The starship action card's context (pure; module/combat/crew/action-card.ts renders it). */
import { actionOutcomes, type StarshipActionId } from "../../rules/starship-actions.ts";

export interface RolledOutcome { succeeded: boolean; netSuccess: number; netAdvantage: number; triumph: number }

/** The template's context (pure): the action's name and its result lines as lang keys with their count. */
export function actionCardContext(id: StarshipActionId, outcome: RolledOutcome): { nameKey: string; lines: { key: string; count: number }[]; failed: boolean } {
  const outcomes = actionOutcomes(id, {
    success: outcome.succeeded, successes: Math.max(0, outcome.netSuccess), advantage: Math.max(0, outcome.netAdvantage), triumph: outcome.triumph,
  });
  return {
    nameKey: `EOTE.StarshipAction.${id}.Name`,
    lines: outcomes.map((o) => ({ key: `EOTE.StarshipAction.${id}.Outcome.${o.id}`, count: o.count ?? 0 })),
    failed: outcomes.length === 0,
  };
}

