/**
 * Compendium translations through Babele, when a world runs it (./model.ts decides what to do). The
 * files are lang/babele/<language>/eote.<pack>.json: each pack's label and its entries' names.
 * Babele's instance is reached as its `Babele.get()` global at our init (module scripts are loaded by
 * then) and again when it fires "babele.init" with its instance; the folder is named once.
 */
import { BABELE_DIR, BABELE_MODULE_ID, planBabele, type BabelePlan } from "./model.ts";

/** The slice of Babele we call (an optional module with no types here). */
export interface BabeleInstance {
  setSystemTranslationsDir?: (dir: string) => void;
}

/** Babele's global class: a singleton reached with get(). */
interface BabeleClass {
  get?: () => BabeleInstance;
}

let lastPlan: BabelePlan = { kind: "absent" };

function babeleModule(): { active?: boolean; version?: string } | undefined {
  const modules = (game as { modules?: { get(id: string): { active?: boolean; version?: string } | undefined } }).modules;
  return modules?.get(BABELE_MODULE_ID);
}

/** Names our folder on this Babele instance when the model says so; warns in the console when it says to. */
function applyBabele(instance: BabeleInstance | null | undefined): BabelePlan {
  if (lastPlan.kind === "register") return lastPlan;
  const module = babeleModule();
  const plan = planBabele({
    active: module?.active === true,
    version: typeof module?.version === "string" ? module.version : null,
    canSetDir: typeof instance?.setSystemTranslationsDir === "function",
  });
  if (plan.kind === "register") instance?.setSystemTranslationsDir?.(plan.dir);
  if (plan.kind !== "absent" && plan.warning && plan.warning !== warningOf(lastPlan)) console.warn(plan.warning);
  lastPlan = plan;
  return plan;
}

function warningOf(plan: BabelePlan): string | null {
  return plan.kind === "absent" ? null : plan.warning;
}

export function register(): void {
  lastPlan = { kind: "absent" };
  if (babeleModule()?.active !== true) return;
  const global = (globalThis as { Babele?: BabeleClass }).Babele;
  applyBabele(global?.get?.());
  // Babele's own hook, not in the typed hook table.
  (Hooks.once as (hook: string, fn: (babele: BabeleInstance) => void) => number)("babele.init", (babele) => { applyBabele(babele); });
}

/** For macros and other areas: our translation folder and what was done about Babele in this world. */
export const api = {
  dir: BABELE_DIR,
  plan: (): BabelePlan => lastPlan,
  /** Names our folder on a Babele instance (as the "babele.init" hook does); returns what was done. */
  apply: applyBabele,
} as const;
