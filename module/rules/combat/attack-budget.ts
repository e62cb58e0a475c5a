/**
 * One attack roll's advantage and triumphs as a single budget (seed 000 SPENDING ADVANTAGE AND
 * TRIUMPHS IN COMBAT; seed 002 ITEM QUALITIES): every activation bought from the roll (a critical,
 * a quality, an Auto-fire or Linked hit) is paid either by its advantage cost or by one whole triumph.
 * Pure arithmetic over the costs of what was already bought; nothing here knows about records or cards.
 */

export interface Budget {
  advantage: number;
  triumph: number;
}

/** The roll's budget: net advantage (threat leaves none) and its triumphs. */
export function rollBudget(roll: { netAdvantage: number; triumph: number }): Budget {
  return { advantage: Math.max(0, roll.netAdvantage), triumph: Math.max(0, roll.triumph) };
}

// A cost below 1 would make an option free and endlessly repeatable: every activation costs at least 1.
const clean = (cost: number): number => Math.max(1, Math.floor(cost));

/**
 * Triumphs pay for the most expensive activations, advantage for the rest: the allocation that leaves
 * the most advantage. Returns the advantage that allocation needs.
 */
function advantageNeeded(triumph: number, costs: readonly number[]): number {
  const sorted = costs.map(clean).sort((a, b) => b - a);
  return sorted.slice(triumph).reduce((sum, c) => sum + c, 0);
}

/** Everything in `costs` can be paid from `budget` together. */
export function canPay(budget: Budget, costs: readonly number[]): boolean {
  return advantageNeeded(budget.triumph, costs) <= budget.advantage;
}

/**
 * What is left after paying for `spent` (advantage cost of each activation already bought), counted
 * the way the next purchase will be judged: as few triumphs as possible are tied up (each on one of the
 * dearest activations), advantage pays the rest. So one more activation of cost c can be bought exactly
 * when `paidBy(remainingBudget(budget, spent), c)` is not null: a triumph left can always take the new
 * one (or move onto it from a cheaper one), and when every triumph is needed, the new one fits only in
 * the advantage left. The card's "left" line, its buttons and the refusal at click (attack-spend-options.ts
 * spendRefusal) all read this one function. Never negative: a record written before budgets were kept
 * may hold more than the roll could pay; that leaves nothing rather than failing.
 */
export function remainingBudget(budget: Budget, spent: readonly number[]): Budget {
  const sorted = spent.map(clean).sort((a, b) => b - a);
  for (let triumphs = 0; triumphs <= Math.min(budget.triumph, sorted.length); triumphs++) {
    const needed = sorted.slice(triumphs).reduce((sum, c) => sum + c, 0);
    if (needed <= budget.advantage) return { advantage: budget.advantage - needed, triumph: budget.triumph - triumphs };
  }
  return { advantage: 0, triumph: 0 };
}

/**
 * How many more activations costing `cost` the roll can still buy on top of `spent`: one purchase at a
 * time, each judged by remainingBudget and paidBy as the card's buttons are. The triumphs are
 * re-allocated over the whole set (2 advantage and a triumph after Sunder (1) can still buy a crit 3:
 * advantage pays for Sunder, the triumph for the crit).
 */
export function timesAffordable(budget: Budget, spent: readonly number[], cost: number): number {
  if (!canPay(budget, spent)) return 0;
  const c = clean(cost);
  // Each extra one takes a triumph or c advantage, so this bounds the loop.
  const most = budget.triumph + Math.floor(budget.advantage / c);
  const costs = [...spent];
  let times = 0;
  while (times < most && paidBy(remainingBudget(budget, costs), c) !== null) {
    costs.push(c);
    times++;
  }
  return times;
}

/**
 * What one more activation costing `cost` takes from what is `left`: its advantage when enough is left,
 * else one triumph, or null when neither is left. The card names it on the button that buys it, so
 * a GM sees that a click spends the roll (seed 002 ITEM QUALITIES: advantage, or a triumph instead).
 */
export function paidBy(left: Budget, cost: number): "advantage" | "triumph" | null {
  if (left.advantage >= clean(cost)) return "advantage";
  return left.triumph > 0 ? "triumph" : null;
}
