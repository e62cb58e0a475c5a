/**
 * Which Roll class a typed formula becomes. Roll.create always instantiates CONFIG.Dice.rolls[0]
 * (foundryvtt/foundryvtt issue 13710, v13), and core's chat roll commands are built with it (as
 * SWADE's copy of `ChatLog#_processDiceCommand` from an earlier core shows). That every v13 path
 * (`/r`, inline `[[3da]]`, a clicked `[[/r 3da]]`) still calls Roll.create rather than
 * `new Roll.defaultImplementation(...)` cannot be checked without Foundry: verify it live. As a
 * safety net, a preCreateChatMessage hook (index.ts, retagNarrativeRolls) stores any roll with
 * narrative dice as a NarrativeRoll whichever way it was built.
 * Putting NarrativeRoll first would turn `/r 1d20+3` into a NarrativeRoll too, so instead
 * Roll.create is wrapped: a formula with any narrative term (module/roll/formula.ts) becomes a
 * NarrativeRoll, every other formula goes to core unchanged. NarrativeRoll is also listed in
 * CONFIG.Dice.rolls so Roll.fromData finds it by class name when a world reloads.
 *
 * Mixed formulas (`2da+1d20`, `2da+3`) are NarrativeRolls: the card shows the narrative outcome and,
 * on its own line, the numeric total of the core dice and numbers (narrative dice count 0 there).
 * Note: `c` and `f` are challenge and force, replacing core's coin (`dc`) and Fate (`df`) dice, as
 * peers do; `d` keeps meaning core's numbered dice.
 */
import { hasNarrativeTerms, chatRollFormula, narrativeDiceCount } from "./formula.ts";
import { MAX_ROLL_NARRATIVE_DICE, NarrativeRoll } from "./narrative-roll.ts";

type CreateFn = (formula: string, data?: Record<string, unknown>, options?: Record<string, unknown>) => Roll;

export function routeNarrativeFormulas(): void {
  const RollClass = foundry.dice.Roll as unknown as { create: CreateFn };
  const coreCreate = RollClass.create;
  // A narrow cast: the League types make Roll.create generic over the data shape, which a wrapper
  // that only forwards its arguments cannot express.
  RollClass.create = function create(this: unknown, formula, data = {}, options = {}) {
    if (hasNarrativeTerms(formula)) return new NarrativeRoll(formula, data, options) as unknown as Roll;
    return coreCreate.call(this, formula, data, options);
  };
}

/**
 * A narrative chat command with a formula Foundry cannot parse, or with more narrative dice than a
 * roll may hold, gets a localised notice and is not sent, instead of an uncaught error. Core
 * formulas are left to core's own handling.
 */
export function checkChatFormula(message: string): boolean {
  const formula = chatRollFormula(message);
  if (formula === null || !hasNarrativeTerms(formula)) return true;
  if (!foundry.dice.Roll.validate(formula)) {
    ui.notifications?.error(game.i18n!.format("EOTE.Dice.Notice.BadFormula", { formula }));
    return false;
  }
  const count = narrativeDiceCount(formula);
  if (count <= MAX_ROLL_NARRATIVE_DICE) return true;
  ui.notifications?.error(game.i18n!.format("EOTE.Dice.Error.TooManyDice", { count: String(count), max: String(MAX_ROLL_NARRATIVE_DICE) }));
  return false;
}
