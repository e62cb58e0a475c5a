/** Data migrations: pure list (migrations.ts) and the world runner (runner.ts). */
export { CURRENT_SCHEMA_VERSION, MIGRATIONS, migrateSystem } from "./migrations.ts";
export { migrateWorld, runMigrations } from "./runner.ts";
