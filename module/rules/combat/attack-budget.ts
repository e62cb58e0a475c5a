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
 * What is left after paying for `spent` (advantage cost of each activation already bought), with
 * triumphs on the most expensive ones. Never negative: a record written before budgets were kept may
 * hold more than the roll could pay; that leaves nothing rather than failing.
 */
export function remainingBudget(budget: Budget, spent: readonly number[]): Budget {
  const needed = advantageNeeded(budget.triumph, spent);
  return {
    advantage: Math.max(0, budget.advantage - needed),
    triumph: Math.max(0, budget.triumph - spent.length),
  };
}

/**
 * How many more activations costing `cost` the roll can still buy on top of `spent`. The triumphs are
 * re-allocated over the whole set, so this can exceed what remainingBudget's leftover alone suggests
 * (2 advantage and a triumph that paid for Sunder (1) can still buy a crit 3: the triumph moves to the
 * crit and advantage pays for Sunder).
 */
export function timesAffordable(budget: Budget, spent: readonly number[], cost: number): number {
  if (!canPay(budget, spent)) return 0;
  const c = clean(cost);
  // Each extra one takes a triumph or c advantage, so this bounds the loop.
  const most = budget.triumph + Math.floor(budget.advantage / c);
  const costs = [...spent];
  let times = 0;
  while (times < most) {
    costs.push(c);
    if (!canPay(budget, costs)) break;
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
