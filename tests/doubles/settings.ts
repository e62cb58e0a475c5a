/**
 * game.settings as v13's ClientSettings over a test's own values, for a test that sets them by hand
 * (installFoundry's store is written through set): `get` reads the value by key, `set` writes it,
 * `register` records `scope.key` in the order registered. The test keeps, reads and changes the two it passes.
 */
export function installSettings(values: Record<string, unknown> = {}, registered: string[] = []) {
  const settings = {
    get: (_scope: string, key: string): unknown => values[key],
    set: async (_scope: string, key: string, value: unknown): Promise<unknown> => {
      values[key] = value;
      return value;
    },
    register: (scope: string, key: string): void => {
      registered.push(`${scope}.${key}`);
    },
  };
  (globalThis as any).game.settings = settings;
  return settings;
}
