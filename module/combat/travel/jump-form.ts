/**
 * The vehicle sheet's Plot hyperspace jump button. The form lives in ./jump-form-run.ts and loads on
 * first use: only that button opens it.
 */
import type * as Run from "./jump-form-run.ts";

/** The sheet's button: refuses with a notice (no hyperdrive, no navigator), else opens the form. */
export async function openJumpForm(...args: Parameters<typeof Run.openJumpForm>): ReturnType<typeof Run.openJumpForm> {
  return (await import("./jump-form-run.ts")).openJumpForm(...args);
}
