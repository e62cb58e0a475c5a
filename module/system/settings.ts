import { SYSTEM_ID } from "./config.ts";

/** World settings that belong to no single feature. Feature settings register beside their feature. */
export function registerSettings(): void {
  game.settings.register(SYSTEM_ID, "schemaVersion", {
    name: "EOTE.Settings.SchemaVersion.Name",
    hint: "EOTE.Settings.SchemaVersion.Hint",
    scope: "world",
    config: false,
    type: Number,
    default: 0,
  });
}

/**
 * A world setting no menu shows, holding an object (`{}` at first): the GM-only records (gm-records.ts, the
 * importers' records, Breaking Up). A world setting is only a GM's to write, which is what makes it a record.
 */
export function registerHiddenWorldObject(key: string): void {
  game.settings.register(SYSTEM_ID, key as never, {
    scope: "world",
    config: false,
    type: Object,
    default: {},
  } as never); // The League types cannot infer an Object setting's shape from `type: Object`.
}
