// Buttons in the token controls (module/foundry/scene-tools.ts) over the doubles' hooks: each is added at the
// bottom of the tools v13 passes to getSceneControlButtons, as a button, for whoever it is visible to (the
// Destiny pool's button, everyone's: tests/features/destiny/index.test.ts).
import { describe, expect, it } from "vitest";
import { asUser, installHooks, users } from "../doubles/index.ts";
import { shellSuite } from "../doubles/suite.ts";

const shell = shellSuite({ keys: true, install: () => { installHooks(); }, modules: { tools: () => import("../../module/foundry/scene-tools.ts") } });

describe("token tools", () => {
  it("adds a button at the bottom of the token controls, and nothing where there are none", () => {
    const onChange = () => {};
    const controls = { tokens: { tools: { select: {}, target: {} } as Record<string, unknown> }, walls: { tools: {} } };
    shell.tools.addTokenTool(controls, { name: "eoteX", title: "EOTE.X", icon: "fa-solid fa-x", visible: false, onChange });
    expect(controls.tokens.tools["eoteX"]).toEqual({ name: "eoteX", title: "EOTE.X", icon: "fa-solid fa-x", order: 2, button: true, visible: false, onChange });
    expect(Object.keys(controls.walls.tools)).toEqual([]);
    const none: Record<string, { tools?: Record<string, unknown> } | undefined> = { walls: { tools: {} } };
    shell.tools.addTokenTool(none, { name: "eoteX", title: "EOTE.X", icon: "fa-solid fa-x", visible: true, onChange });
    expect(none).toEqual({ walls: { tools: {} } });
  });
});
