/**
 * Quench's batch context for `npm test`: mocha's describe/it/before/after become vitest's, and the part of
 * chai's assert the self-test uses (module/features/self-test/actions.ts, Assert) becomes vitest's expect. With
 * the world double a started system leaves (installSelfTestWorld), the self-test's own bodies run here
 * exactly as a GM runs them in a world, so they cannot fall out of step with the code they check.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BatchContext } from "../../../module/features/self-test/actions.ts";
import { asUser, installFoundry, installHooks, users } from "../../doubles/index.ts";
import { processMessage } from "../../doubles/core-rolls.ts";
import { createEnvironment, render } from "../../applications/handlebars-env.ts";

/** One self-test step may roll, open a dialog and render every sheet from the real templates. */
const STEP_TIMEOUT_MS = 60_000;

export function quenchContext(): BatchContext {
  return {
    describe: (title, fn) => describe(title, fn),
    it: (title, fn) => it(title, fn, STEP_TIMEOUT_MS),
    before: (fn) => beforeAll(fn, STEP_TIMEOUT_MS),
    after: (fn) => afterAll(fn, STEP_TIMEOUT_MS),
    assert: {
      ok: (value, message) => expect(value, message).toBeTruthy(),
      strictEqual: (actual, expected, message) => expect(actual, message).toBe(expected),
      instanceOf: (value, constructor, message) => expect(value, message).toBeInstanceOf(constructor),
      include: (haystack, needle, message) => expect(haystack, message).toContain(needle),
      isAbove: (value, above, message) => expect(value, message).toBeGreaterThan(above),
    },
  };
}

/**
 * The doubles as a started world leaves them for a GM: the system's registrations the self-test goes
 * through (roll routing and its safety net, the sheets), the chat log's command processing, templates
 * with their partials, and the ready-time world migration run by the active GM.
 */
export async function installSelfTestWorld(seed = 7): Promise<void> {
  await installFoundry(seed);
  installHooks();
  asUser(users.gm);
  const g = globalThis as unknown as {
    foundry: { applications: { handlebars: { renderTemplate: (path: string, context: object) => Promise<string> } } };
    ui: { chat: unknown };
    game: { user: { isActiveGM: boolean } };
  };
  const hbs = createEnvironment();
  g.foundry.applications.handlebars.renderTemplate = async (path: string, context: object) =>
    render(hbs, path.replace(/^systems\/eote\/templates\//, ""), context);
  g.ui.chat = { processMessage };
  const { registerRouting } = await import("../../../module/roll/routing.ts");
  registerRouting();
  const { registerApplications } = await import("../../../module/applications/index.ts");
  registerApplications();
  const { migrateWorld } = await import("../../../module/migrations/index.ts");
  if (g.game.user.isActiveGM) await migrateWorld();
}
