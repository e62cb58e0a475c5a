import { globalObject } from "./typed.ts";
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
  globalObject("game")["settings"] = settings;
  return settings;
}

/**
 * One world setting as v13 keeps it, over a value the test holds (`value.get`/`value.set`, so the test reads
 * and resets it directly): `get` gives a copy; `set` is refused to a player, as the server refuses it, runs
 * `beforeWrite` as the write starts (the moment a lost update would happen), waits one round trip (a second
 * read in the meantime still sees the old value), stores a copy and runs the setting's onChange, as every
 * client does after a write.
 */
export function installWorldSetting(value: { get(): unknown; set(next: unknown): void }, hooks: { beforeWrite?: () => void } = {}) {
  let onChange: (() => void) | undefined;
  const g = globalThis as unknown as { game: { settings: unknown; user?: { isGM?: boolean } } };
  g.game.settings = {
    register: (_scope: string, _key: string, config: { onChange?: () => void }) => { onChange = config.onChange; },
    get: () => structuredClone(value.get()),
    async set(_scope: string, _key: string, next: unknown) {
      if (!g.game.user?.isGM) throw new Error("Only a GM can write a world setting");
      hooks.beforeWrite?.();
      await Promise.resolve();
      value.set(structuredClone(next));
      onChange?.();
    },
  };
}
