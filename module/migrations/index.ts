/** Data migrations: pure list (migrations.ts) and the world runner (runner.ts). */
export { completeSystem, CURRENT_SCHEMA_VERSION, MIGRATIONS, migrateSystem, reshapeSystem } from "./migrations.ts";
export { migrateWorld, runMigrations } from "./runner.ts";
