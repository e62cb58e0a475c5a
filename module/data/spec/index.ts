/** The data specs and their plain validation: the packs build imports `validateSystemData` from here. */
export { ACTOR_SPECS } from "./actors.ts";
export { ITEM_SPECS } from "./items.ts";
export { initialValue, type AnySpec, type Infer, type Spec } from "./builders.ts";
export { validateSystemData, type ValidationIssue, type ValidateOptions, type DocumentName } from "../validate.ts";
export { defaultSystemData } from "../defaults.ts";
