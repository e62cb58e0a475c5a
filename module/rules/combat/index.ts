/**
 * Barrel of the combat and recovery rules, so the Foundry shell imports them from one place.
 * Every function here is pure; the shell gathers plain inputs from documents and renders the results.
 *
 * Attack flow for the shell:
 *   buildAttackPool(input) → openDicePoolDialog({ pool, notes: notes.map((n) => formatNote(n, game.i18n)) })
 *   → the rolled Outcome → resolveAttack({ roll: outcome, weapon, brawn, scale, autoFire, targetSilhouette })
 *   → card shows hit, damage, critical.times, qualities, positive/negative options
 *   → per target: applyDamage(target, hitFor(result, weapon, options)) → write wounds/strain, keep the change for undo
 *   → thresholdCritical or a bought crit: resolveCritical(rows of criticalTableFor(kind), d100, existing, Vicious)
 *     (minion groups: minionCritical instead) → add the row as an item, announce severityLabel(row.severity).
 * Initiative: initiativeSkill(prepared) → roll → initiativeScore(...) as the tracker value.
 * Statuses: STATUSES for CONFIG.statusEffects; ownStatusModifiers/targetStatusModifiers for pools; restrictionsOf.
 */
export * from "./attack.ts";
export * from "./attack-result.ts";
export * from "./combat-options.ts";
export * from "./critical.ts";
export * from "./damage.ts";
export * from "./initiative.ts";
export * from "../checks/notes.ts";
export * from "../gear/qualities.ts";
export * from "./range.ts";
export * from "./recovery.ts";
export * from "./status.ts";
