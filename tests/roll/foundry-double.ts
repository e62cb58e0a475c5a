/** Moved to the shared double set; kept so older imports resolve. */
export * from "../doubles/roll.ts";
