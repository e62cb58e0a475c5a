/**
 * One harness for the shell tests: `shellSuite({ seed, modules })` installs the v13 doubles once for the
 * file, replaces the dice dialog with its stand-in (./dice-dialog.ts) unless told not to, imports the
 * system modules the file names after the doubles are in place (a system module reads Foundry's globals
 * when it loads), and resets what the doubles record before each test, with the GM at the keyboard.
 *
 *   const s = shellSuite({ seed: 5, modules: { attack: () => import("../../../module/features/attack/actions.ts") } });
 *   it("…", async () => { await s.attack.attackWith(actor, weapon); expect(requests).toHaveLength(1); });
 *
 * The returned object is typed by the modules' own types; its members are filled in by the harness's
 * beforeAll, so read them inside tests and hooks, never at the top of the file. `s.config` is what
 * installFoundry returned (CONFIG, with Dice.randomUniform for a test that fixes the dice).
 *
 * `keys: true`: game.i18n echoes keys instead of English (keys.ts): localize gives the key, format gives
 * `KEY {"name":"value"}` (the key alone without data), and so does the `localize` helper of the templates the
 * doubles render; notices keep their key and data (notice, noticeKeys) either way.
 */
import { afterAll, beforeAll, beforeEach, vi } from "vitest";
import { installFoundry, asUser, users, rollModeSetting } from "./index.ts";
import { diceDialog, resetShell } from "./dice-dialog.ts";
import { keysSwitch } from "./keys.ts";

export { diceDialog, requests } from "./dice-dialog.ts";

type Loaders = Record<string, () => Promise<unknown>>;
type Loaded<M extends Loaders> = { -readonly [K in keyof M]: Awaited<ReturnType<M[K]>> };

export interface ShellSuiteOptions<M extends Loaders> {
  /** The dice's seed (installFoundry's). */
  seed?: number;
  /** The system modules the file tests, imported after the doubles are installed. */
  modules?: M;
  /** Keep the real dice dialog (its own tests); by default it is the recording stand-in. */
  realDialog?: boolean;
  /** game.i18n and the templates' `localize` echo keys, not English (keys.ts). */
  keys?: boolean;
  /** Run after the doubles are installed and before the modules load (extra globals a file needs). */
  install?: (config: ShellConfig) => void | Promise<void>;
  /** Run after the harness's own reset before each test (a file's own fixtures). */
  each?: () => void | Promise<void>;
}

export interface ShellConfig {
  Dice: { randomUniform: () => number };
  [key: string]: unknown;
}

export type ShellSuite<M extends Loaders> = Loaded<M> & { config: ShellConfig };

/** The absolute path of the dice dialog module, as every importer resolves it. */
const DIALOG = new URL("../../module/applications/dice-dialog/index.ts", import.meta.url).pathname;

export function shellSuite<M extends Loaders = Record<never, never>>(options: ShellSuiteOptions<M> = {}): ShellSuite<M> {
  const suite = {} as ShellSuite<M>;
  beforeAll(async () => {
    keysSwitch.on = options.keys === true;
    if (!options.realDialog) vi.doMock(DIALOG, () => import("./dice-dialog.ts"));
    suite.config = (await installFoundry(options.seed ?? 1)) as ShellConfig;
    await options.install?.(suite.config);
    const loaders = options.modules ?? ({} as M);
    for (const key of Object.keys(loaders) as (keyof M & string)[]) {
      (suite as Record<string, unknown>)[key] = await loaders[key]!();
    }
  });
  beforeEach(async () => {
    resetShell();
    diceDialog.rollsOnOpen = false;
    rollModeSetting.value = "publicroll";
    asUser(users.gm);
    await options.each?.();
  });
  afterAll(() => {
    keysSwitch.on = false;
  });
  return suite;
}
