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
