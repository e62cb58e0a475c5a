/**
 * Plotting a hyperspace jump (seed 002 HYPERSPACE CALCULATION): the navigator's Astrogation check. The
 * code lives in ./jump-run.ts and loads on first use: only the jump form and macros plot a jump.
 */
import type * as Run from "./jump-run.ts";

/** The navigator's Astrogation check for the jump `choice` describes. */
export async function plotJump(...args: Parameters<typeof Run.plotJump>): ReturnType<typeof Run.plotJump> {
  return (await import("./jump-run.ts")).plotJump(...args);
}
