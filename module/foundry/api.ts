/**
 * game.system.api: what macros and modules call (`game.system.api.dice.openDicePoolDialog(...)`). Each
 * area adds its own entry at init; the entries already there stay. Globals are only read when called.
 */

/** Adds (or replaces) the entry `name` of game.system.api; nothing before the system is there. */
export function exposeApi(name: string, api: unknown): void {
  const system = game.system as unknown as { api?: Record<string, unknown> } | undefined;
  if (system) system.api = { ...system.api, [name]: api };
}
