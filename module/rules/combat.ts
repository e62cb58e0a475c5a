/**
 * Barrel of the combat and recovery rules (issue 8), so the Foundry shell imports them from one place.
 * Every function here is pure; the shell gathers plain inputs from documents and renders the results.
 */
export * from "./attack.ts";
export * from "./attack-result.ts";
export * from "./combat-options.ts";
export * from "./critical.ts";
export * from "./damage.ts";
export * from "./initiative.ts";
export * from "./notes.ts";
export * from "./qualities.ts";
export * from "./range.ts";
export * from "./recovery.ts";
export * from "./status.ts";
