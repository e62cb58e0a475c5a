/**
 * The dice dialog's equipment options (pure: no Foundry global), situational and off until the player
 * sets them: advantageous equipment (+1 boost), a damaged tool used for the check (its use penalty),
 * lifting an object on an Athletics check and searching for a hidden item on a Perception or Vigilance
 * check. Rules: module/rules/gear/gear-checks.ts and gear-condition.ts (seed 002 EQUIPMENT ENVIRONMENT).
 */
import { addDice } from "../../dice/pool.ts";
import type { Pool } from "../../dice/types.ts";
import { EoteError } from "../../dice/errors.ts";
import { conditionDice, conditionLabelKey, type ItemCondition } from "../../rules/gear/gear-condition.ts";
import {
  ADVANTAGEOUS_EQUIPMENT_BOOST, hiddenItemBoost, LIFTING_SKILL, liftingDifficulty, liftingThreshold, SEARCH_SKILLS,
} from "../../rules/gear/gear-checks.ts";
import type { RuleNote } from "../../rules/checks/notes.ts";

/** A damaged item that may be the tool used (minor or moderate damage: major is unusable). */
export interface DamagedTool {
  id: string;
  name: string;
  condition: ItemCondition;
}

export interface GearOptionsState {
  /** The checker's encumbrance threshold on an Athletics check (lifting offered), else null. */
  liftThreshold: number | null;
  searching: boolean;
  tools: readonly DamagedTool[];
  advantageous: boolean;
  /** The lifted object's encumbrance (0: not lifting) and the helpers' Brawn added together. */
  lift: number;
  helpersBrawn: number;
  /** The largest hidden object's encumbrance (0: not searching for one). */
  hidden: number;
  /** The damaged tool used, by id, or "". */
  tool: string;
}

export function gearOptionsState(input: { skillId?: string | undefined; threshold?: number | null; tools?: readonly DamagedTool[] }): GearOptionsState {
  return {
    liftThreshold: input.skillId === LIFTING_SKILL && typeof input.threshold === "number" ? input.threshold : null,
    searching: SEARCH_SKILLS.includes(input.skillId as never),
    tools: (input.tools ?? []).filter((t) => !conditionDice(t.condition).unusable && t.condition !== "undamaged"),
    advantageous: false, lift: 0, helpersBrawn: 0, hidden: 0, tool: "",
  };
}

const count = (value: unknown): number => {
  const n = Math.trunc(Number(value));
  return Number.isFinite(n) && n > 0 ? Math.min(n, 99) : 0;
};

/** One option changed from the form ("advantageous", "lift", "helpersBrawn", "hidden", "tool"); anything else is ignored. */
export function setGearOption(state: GearOptionsState, name: string, value: unknown): GearOptionsState {
  if (name === "advantageous") return { ...state, advantageous: value === true || value === "true" || value === "on" };
  if (name === "lift" || name === "helpersBrawn" || name === "hidden") return { ...state, [name]: count(value) };
  if (name === "tool") return { ...state, tool: state.tools.some((t) => t.id === value) ? String(value) : "" };
  return state;
}

/** Lifting's difficulty dice, or the refusal's key when the object cannot be lifted. */
function lifting(state: GearOptionsState): { dice: number; refusal: RuleNote | null } {
  if (state.liftThreshold === null || state.lift === 0) return { dice: 0, refusal: null };
  try {
    return { dice: liftingDifficulty(state.lift, liftingThreshold(state.liftThreshold, [state.helpersBrawn])), refusal: null };
  } catch (err) {
    if (err instanceof EoteError) return { dice: 0, refusal: { key: err.key, data: { ...err.data } } };
    throw err;
  }
}

/** What the options add, each with its explanation. */
export function gearOptionEffects(state: GearOptionsState): { die: "boost" | "setback" | "difficulty"; count: number; note: RuleNote }[] {
  const out: { die: "boost" | "setback" | "difficulty"; count: number; note: RuleNote }[] = [];
  if (state.advantageous) out.push({ die: "boost", count: ADVANTAGEOUS_EQUIPMENT_BOOST, note: { key: "EOTE.Gear.Check.AdvantageousNote", data: {} } });
  const tool = state.tools.find((t) => t.id === state.tool);
  if (tool) {
    const dice = conditionDice(tool.condition);
    const data = { item: tool.name, condition: conditionLabelKey(tool.condition) };
    if (dice.setback) out.push({ die: "setback", count: dice.setback, note: { key: "EOTE.Gear.Check.ToolSetback", data } });
    if (dice.difficulty) out.push({ die: "difficulty", count: dice.difficulty, note: { key: "EOTE.Gear.Check.ToolDifficulty", data } });
  }
  const lift = lifting(state);
  if (lift.dice > 0) out.push({ die: "difficulty", count: lift.dice, note: { key: "EOTE.Gear.Check.LiftNote", data: { encumbrance: state.lift, threshold: (state.liftThreshold ?? 0) + state.helpersBrawn, count: lift.dice } } });
  const boost = state.searching ? hiddenItemBoost(state.hidden) : 0;
  if (boost > 0) out.push({ die: "boost", count: boost, note: { key: "EOTE.Gear.Check.HiddenNote", data: { encumbrance: state.hidden, count: boost } } });
  return out;
}

/** The pool with the options' dice added. */
export function withGearOptions(pool: Pool, state: GearOptionsState): Pool {
  return gearOptionEffects(state).reduce((p, e) => addDice(p, e.die, e.count), pool);
}

/** The roll's explanation lines of the options set. */
export function gearOptionNotes(state: GearOptionsState): RuleNote[] {
  const notes = gearOptionEffects(state).map((e) => e.note);
  const refusal = lifting(state).refusal;
  return refusal ? [...notes, refusal] : notes;
}

/** What the dialog shows: `more` when an option beyond advantageous equipment applies (its own fieldset then). */
export function gearOptionsView(state: GearOptionsState) {
  return {
    more: state.liftThreshold !== null || state.searching || state.tools.length > 0,
    advantageous: state.advantageous,
    lifting: state.liftThreshold === null ? null : {
      lift: state.lift, helpersBrawn: state.helpersBrawn, threshold: state.liftThreshold + state.helpersBrawn, refusal: lifting(state).refusal,
    },
    searching: state.searching ? { hidden: state.hidden } : null,
    tools: state.tools.length ? state.tools.map((t) => ({ id: t.id, name: t.name, conditionKey: conditionLabelKey(t.condition), selected: t.id === state.tool })) : null,
  };
}

interface ActorLike {
  system?: unknown;
  items?: Iterable<{ id: string | null; name: string; type: string; system: unknown }>;
}

/** The options a check by `actor` of `skillId` offers: its threshold, its damaged gear. */
export function gearOptionsOf(actor: ActorLike | null | undefined, skillId: string | undefined): GearOptionsState {
  const derived = (actor?.system as { derived?: { encumbrance?: { threshold?: unknown } } } | undefined)?.derived;
  const threshold = derived?.encumbrance?.threshold;
  const tools: DamagedTool[] = [];
  for (const item of actor?.items ?? []) {
    const condition = (item.system as { condition?: ItemCondition } | undefined)?.condition;
    if (item.type === "gear" && condition && condition !== "undamaged") tools.push({ id: item.id ?? "", name: item.name, condition });
  }
  return gearOptionsState({ skillId, threshold: typeof threshold === "number" ? threshold : null, tools });
}
