// The Destiny feature's one register (module/features/destiny/index.ts): the pool's button in the token
// controls is added each time the controls are built, and is everyone's, a player's too; the pool's world
// setting is registered with it.
import { describe, expect, it } from "vitest";
import { shellSuite } from "../../doubles/suite.ts";
import { asUser, installHooks, users } from "../../doubles/index.ts";
import { installSettings } from "../../doubles/settings.ts";

const settings: string[] = [];
const s = shellSuite({
  install: () => {
    installHooks();
    installSettings({}, settings);
  },
  modules: { destiny: () => import("../../../module/features/destiny/index.ts") },
});

describe("the Destiny register", () => {
  it("registers the pool's world setting; the pool's button is added each time the controls are built, for a player too", () => {
    s.destiny.register();
    expect(settings).toContain("eote.destinyPool");
    asUser(users.player);
    const controls: { tokens: { tools: Record<string, unknown> } } = { tokens: { tools: { select: {} } } };
    installHooks().callAll("getSceneControlButtons", controls);
    expect(controls.tokens.tools["eoteDestiny"]).toMatchObject({ title: "EOTE.Dice.Destiny.Open", order: 1, button: true, visible: true });
  });
});
