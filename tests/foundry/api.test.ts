// game.system.api (module/foundry/api.ts): each area adds its own entry and leaves the others' in place,
// so macros written for any of them keep working whatever order the areas register in.
import { afterEach, describe, expect, it } from "vitest";
import { exposeApi } from "../../module/foundry/api.ts";

const g = globalThis as { game?: { system?: { id: string; api?: Record<string, unknown> } } | undefined };
const saved = g.game;
afterEach(() => { g.game = saved; });

describe("exposeApi", () => {
  it("adds an entry beside the ones there, and replaces only its own", () => {
    const trade = { buy: () => 1 };
    g.game = { system: { id: "eote", api: { other: 1 } } };
    exposeApi("trade", trade);
    exposeApi("fear", { open: () => 2 });
    expect(Object.keys(g.game.system!.api!)).toEqual(["other", "trade", "fear"]);
    expect(g.game.system!.api!["trade"]).toBe(trade);
    exposeApi("trade", "again");
    expect(g.game.system!.api).toMatchObject({ other: 1, trade: "again" });
  });

  it("starts the api when there is none, and does nothing before the system is there", () => {
    g.game = { system: { id: "eote" } };
    exposeApi("chase", 3);
    expect(g.game.system!.api).toEqual({ chase: 3 });
    g.game = {};
    expect(() => exposeApi("chase", 3)).not.toThrow();
  });
});
