// The in-world self-test's own bodies (module/features/self-test/actions.ts) run against the doubles through
// a Quench-shaped shim (shim.ts): the same steps a GM runs in a world with Quench, green here so they
// cannot rot. Registration: the batch is registered when Quench says it is ready, and nothing happens
// without Quench.
import { describe, expect, it, onTestFinished } from "vitest";
import { keysSwitch } from "../../doubles/keys.ts";
import { installSelfTestWorld, quenchContext } from "./shim.ts";

// Not shellSuite: the batch declares its describe/it blocks when this file is collected, so the doubles and the
// self-test module must be in place at the top level (shellSuite installs and imports in beforeAll, too late).
await installSelfTestWorld();
const { selfTestBatch, SELF_TEST_KEY } = await import("../../../module/features/self-test/actions.ts");
const { register: registerSelfTest } = await import("../../../module/features/self-test/index.ts");

selfTestBatch(quenchContext());

describe("the self-test's registration", () => {
  it("registers the batch on quenchReady, under the system's key and a localised name; without Quench nothing happens", () => {
    const registered: unknown[][] = [];
    keysSwitch.on = true; // game.i18n echoes keys for this registration (docs/testing.md): the name is asserted by its key
    onTestFinished(() => { keysSwitch.on = false; });
    registerSelfTest();
    expect(registered).toEqual([]); // no Quench: its hook never fires
    // Quench's own hook: the League's hook table does not list it.
    (Hooks.callAll as (hook: string, ...args: unknown[]) => boolean)("quenchReady", { registerBatch: (...args: unknown[]) => registered.push(args) });
    expect(registered).toHaveLength(1);
    const [key, fn, options] = registered[0] as [string, unknown, { displayName: string; preSelected: boolean }];
    expect(key).toBe(SELF_TEST_KEY);
    expect(fn).toBe(selfTestBatch);
    expect(options).toEqual({ displayName: "EOTE.SelfTest.Batch", preSelected: true });
  });
});
