/**
 * The in-world self-test: a test batch for the Quench module (the in-world test runner Foundry
 * systems use), registered when Quench says it is ready. Without Quench nothing happens. A GM opens
 * Quench's runner in a scratch world and runs "EOTE: Check your install" (./actions.ts).
 */
import { SELF_TEST_KEY, selfTestBatch, type BatchContext } from "./actions.ts";
import { localize } from "../../foundry/localize.ts";

/** Quench's registry, as far as this batch uses it (its types ship as @ethaks/fvtt-quench). */
interface Quench {
  registerBatch(key: string, fn: (context: BatchContext) => void, options?: { displayName?: string; preSelected?: boolean }): void;
}

/** The self-test offers nothing to call: Quench runs it. */
export const api = {};

export function register(): void {
  // Quench's own hook: the League's hook table does not list it.
  (Hooks.once as (hook: string, fn: (quench: Quench) => void) => number)("quenchReady", (quench) => {
    quench.registerBatch(SELF_TEST_KEY, selfTestBatch, { displayName: localize("EOTE.SelfTest.Batch"), preSelected: true });
  });
}
