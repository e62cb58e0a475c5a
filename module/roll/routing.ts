/**
 * Which Roll class a formula becomes. A formula with any narrative term (module/roll/formula.ts) is
 * a NarrativeRoll however it is built; every other formula (`/r 1d20+3`) is core's own Roll, exactly.
 *
 * Core's own paths (`/r`, inline `[[2da]]`, a clicked `[[/r 2da]]`) build their rolls in ways v13 does
 * not document: Roll.create instantiates CONFIG.Dice.rolls[0] (foundryvtt/foundryvtt issue 13710, open,
 * asks for Roll.defaultImplementation instead), and older cores built chat commands with Roll.create.
 * So nothing here depends on one entry point:
 * - Roll.create is wrapped: narrative formulas become NarrativeRolls, others go to core unchanged;
 * - the global `Roll` and core's entry in CONFIG.Dice.rolls are one routing constructor: `new Roll("2da")`
 *   in a macro, and any path that builds `new CONFIG.Dice.rolls[0](…)`, get a NarrativeRoll; a plain
 *   formula gets core's Roll itself (same class, prototype and name), and classes extending it
 *   construct as they always did;
 * - Roll.fromData is wrapped: stored roll data with narrative dice under another class (built by a
 *   path none of the above reached, or stored by an older version) is rebuilt as a NarrativeRoll on
 *   every client that loads it;
 * - a preCreateChatMessage hook (storeAsNarrative) stores such a roll as a NarrativeRoll in the message.
 * NarrativeRoll is listed in CONFIG.Dice.rolls (index.ts) so Roll.fromData finds it by class name.
 * Known gap: if core builds an immediate inline roll with its own Roll class directly, the anchor it
 * draws at that moment shows core's total; its stored roll still loads as a NarrativeRoll.
 *
 * Mixed formulas (`2da+1d20`, `2da+3`) are NarrativeRolls: the card shows the narrative outcome and,
 * on its own line, the numeric total of the core dice and numbers (narrative dice count 0 there).
 * Note: `c` and `f` are challenge and force, replacing core's coin (`dc`) and Fate (`df`) dice, as
 * peers do; `d` keeps meaning core's numbered dice.
 */
import { hasNarrativeTerms, chatRollFormula, isMisclassedNarrative, narrativeDiceCount, retagNarrativeRolls } from "./formula.ts";
import { MAX_ROLL_NARRATIVE_DICE, NarrativeRoll } from "./narrative-roll.ts";
import { format } from "../foundry/localize.ts";

type CreateFn = (formula: string, data?: Record<string, unknown>, options?: Record<string, unknown>) => Roll;
type FromDataFn = (data: Record<string, unknown>) => Roll;
type RollStatics = { create: CreateFn; fromData: FromDataFn };
type AnyRollClass = abstract new (...args: never[]) => unknown;

/** Core's Roll class → its routing constructor, so routing twice wraps nothing twice. */
const routers = new WeakMap<object, typeof foundry.dice.Roll>();

/** The names of NarrativeRoll and its registered subclasses (the initiative roll keeps its own class). */
export function narrativeClassNames(): Set<string> {
  return new Set((CONFIG.Dice.rolls as unknown as AnyRollClass[])
    .filter((cls) => cls === (NarrativeRoll as unknown) || cls.prototype instanceof NarrativeRoll).map((cls) => cls.name));
}

/** Routing and its safety net, registered at init by registerRoll (index.ts). */
export function registerRouting(): void {
  routeNarrativeFormulas();
  Hooks.on("preCreateChatMessage", storeAsNarrative);
}

export function routeNarrativeFormulas(): void {
  const CoreRoll = foundry.dice.Roll;
  const routing = routers.get(CoreRoll) ?? wrapStatics(CoreRoll);
  const rolls = CONFIG.Dice.rolls as unknown as unknown[];
  const at = rolls.indexOf(CoreRoll);
  if (at >= 0) rolls[at] = routing;
  setGlobalRoll(CoreRoll, routing);
}

/** Wraps Roll.create and Roll.fromData (once per core class); returns the routing constructor. */
function wrapStatics(CoreRoll: typeof foundry.dice.Roll): typeof foundry.dice.Roll {
  // Narrow casts: the League types make these statics generic over the data shape, which wrappers
  // that only forward their arguments cannot express.
  const statics = CoreRoll as unknown as RollStatics;
  const coreCreate = statics.create;
  statics.create = function create(this: unknown, formula, data = {}, options = {}) {
    if (hasNarrativeTerms(formula)) return new NarrativeRoll(formula, data, options) as unknown as Roll;
    return coreCreate.call(this, formula, data, options);
  };
  const coreFromData = statics.fromData;
  statics.fromData = function fromData(this: unknown, data) {
    if (isMisclassedNarrative(data, narrativeClassNames())) {
      return (NarrativeRoll as unknown as RollStatics).fromData({ ...data, class: NarrativeRoll.name });
    }
    return coreFromData.call(this, data);
  };
  const routing = routingConstructor(CoreRoll);
  routers.set(CoreRoll, routing);
  return routing;
}

/**
 * Core's Roll behind a constructor that builds a NarrativeRoll for a narrative formula. Everything
 * else (statics, `prototype`, `name`, `instanceof`, subclassing) is core's class itself.
 */
function routingConstructor(CoreRoll: typeof foundry.dice.Roll): typeof foundry.dice.Roll {
  const routing: typeof foundry.dice.Roll = new Proxy(CoreRoll, {
    construct(target, args: unknown[], newTarget) {
      const [formula, data, options] = args;
      if (newTarget !== routing) return Reflect.construct(target, args, newTarget);
      if (typeof formula === "string" && hasNarrativeTerms(formula)) {
        return new NarrativeRoll(formula, data as Record<string, unknown> | undefined, options as Roll.Options | undefined);
      }
      return Reflect.construct(target, args, target);
    },
  });
  return routing;
}

/** The global `Roll` (core's class) becomes the routing constructor, where the global can be replaced. */
function setGlobalRoll(CoreRoll: unknown, routing: unknown): void {
  const holder = globalThis as unknown as Record<string, unknown>;
  const own = Object.getOwnPropertyDescriptor(holder, "Roll");
  if (own && own.get === undefined && own.value !== CoreRoll) return; // someone else's Roll: leave it
  if (own?.writable) holder["Roll"] = routing;
  else if (!own || own.configurable) Object.defineProperty(holder, "Roll", { value: routing, writable: true, configurable: true, enumerable: own?.enumerable ?? false });
}

/**
 * The preCreateChatMessage safety net: a roll with narrative dice that some path built as another
 * class is stored as a NarrativeRoll, so every client rebuilds it as one.
 */
export function storeAsNarrative(message: ChatMessage.Implementation): void {
  const fixed = retagNarrativeRolls(message._source.rolls as unknown[], narrativeClassNames());
  if (fixed) message.updateSource({ rolls: fixed } as ChatMessage.UpdateData);
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
    ui.notifications?.error(format("EOTE.Dice.Notice.BadFormula", { formula }));
    return false;
  }
  const count = narrativeDiceCount(formula);
  if (count <= MAX_ROLL_NARRATIVE_DICE) return true;
  ui.notifications?.error(format("EOTE.Dice.Error.TooManyDice", { count: String(count), max: String(MAX_ROLL_NARRATIVE_DICE) }));
  return false;
}
