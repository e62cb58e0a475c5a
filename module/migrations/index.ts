/**
 * Data migrations: pure list (migrations.ts, which the data models use on load) and the world runner
 * (runner.ts), loaded at ready only by the active GM of a world that is behind.
 */
import { SYSTEM_ID } from "../system/config.ts";
import { notifyError } from "../foundry/notify.ts";
import { CURRENT_SCHEMA_VERSION } from "./migrations.ts";
import { migrateWorld } from "./runner.ts";

export { completeSystem, CURRENT_SCHEMA_VERSION, MIGRATIONS, migrateSystem, reshapeSystem } from "./migrations.ts";

export { migrateWorld };

/**
 * Called from the ready hook: only the active GM migrates (one client, even with several GMs
 * connected), and only when the world is behind.
 */
export function runMigrations(): void {
  if (!game.user?.isActiveGM) return;
  if (game.settings.get(SYSTEM_ID, "schemaVersion") >= CURRENT_SCHEMA_VERSION) return;
  void migrateWorld().catch(notifyError);
}
