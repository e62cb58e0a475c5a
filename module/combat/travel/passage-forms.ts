/**
 * The vehicle sheet's Navigation buttons. The sublight trip and navigation hazard forms live in
 * ./passage-forms-run.ts and load on first use: only those buttons open them.
 */
import type * as Run from "./passage-forms-run.ts";

/** The sheet's Sublight trip button: refused for anything but a vehicle, else opens the form. */
export async function openSublightForm(...args: Parameters<typeof Run.openSublightForm>): ReturnType<typeof Run.openSublightForm> {
  return (await import("./passage-forms-run.ts")).openSublightForm(...args);
}

/** The sheet's Navigation hazard button: refuses with a notice (no pilot), else opens the form. */
export async function openHazardForm(...args: Parameters<typeof Run.openHazardForm>): ReturnType<typeof Run.openHazardForm> {
  return (await import("./passage-forms-run.ts")).openHazardForm(...args);
}
