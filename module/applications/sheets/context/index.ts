/** Pure sheet context builders (no Foundry global): the sheets call these from _prepareContext. */
export * from "./inputs.ts";
export * from "./common.ts";
export * from "./skills.ts";
export * from "./qualities.ts";
export * from "./gear.ts";
export * from "./actor.ts";
export * from "./morality.ts";
export * from "./item.ts";
export * from "./identity.ts";
export * from "./advancement.ts";
export { checkPool } from "./pool.ts";
export * from "./form.ts";
export * from "./layout.ts";
export * from "./crew.ts";
export * from "./maneuvers.ts";
export * from "./limited.ts";
export * from "./vehicle-tabs.ts";
export * from "./rules-text.ts";
