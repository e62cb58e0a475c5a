// The Destiny pool's Foundry wiring over doubles: a GM flips directly, a player's flip travels over
// the system socket to the active GM, the wrong direction is refused, every flip is announced.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { installFoundryDouble, seeded } from "./foundry-double.ts";

installFoundryDouble(seeded(9));
const g = globalThis as any;
const hooks: Record<string, ((...a: any[]) => unknown)[]> = {};
g.Hooks = { on: (n: string, f: any) => (hooks[n] ??= []).push(f), once: (n: string, f: any) => (hooks[n] ??= []).push(f) };
g.ui = { notifications: { error: (m: string) => notices.push(m), warn: (m: string) => notices.push(m) }, players: { render() {} } };

const notices: string[] = [];
const messages: any[] = [];
const sent: any[] = [];
let socketHandler: ((data: unknown) => void) | null = null;
let stored: unknown = { light: 0, dark: 0 };
const gm = { id: "gm1", name: "Gamemaster", isGM: true };
const player = { id: "p1", name: "Kira", isGM: false };
const users = [gm, player];

g.ChatMessage = { create: async (data: unknown) => messages.push(data) };
g.game.settings = {
  register: () => {},
  get: () => stored,
  set: async (_ns: string, _key: string, value: unknown) => { stored = value; },
};
g.game.users = { activeGM: gm, get: (id: string) => users.find((u) => u.id === id), filter: (fn: any) => users.filter(fn) };
g.game.socket = { emit: (channel: string, data: unknown) => sent.push({ channel, data }), on: (_c: string, fn: any) => { socketHandler = fn; } };

let destiny: typeof import("../../module/roll/destiny.ts");

beforeAll(async () => {
  destiny = await import("../../module/roll/destiny.ts");
  destiny.registerDestiny();
  for (const fn of hooks.ready ?? []) fn();
});

beforeEach(() => {
  notices.length = 0;
  messages.length = 0;
  sent.length = 0;
});

const flush = () => new Promise((r) => setTimeout(r, 0));

describe("Destiny pool in Foundry", () => {
  it("the GM flips dark to light directly and it is announced", async () => {
    g.game.user = gm;
    stored = { light: 1, dark: 2 };
    await destiny.requestFlip("darkToLight");
    expect(stored).toEqual({ light: 2, dark: 1 });
    expect(messages).toHaveLength(1);
    expect(messages[0].content).toContain("Gamemaster flips a dark side Destiny Point to the light side.");
    expect(sent).toEqual([]);
  });

  it("a player's flip goes over the socket and the GM's client applies it", async () => {
    g.game.user = player;
    stored = { light: 2, dark: 0 };
    await destiny.requestFlip("lightToDark");
    expect(stored).toEqual({ light: 2, dark: 0 }); // a player cannot write the setting
    expect(sent).toEqual([{ channel: "system.eote", data: { type: "destinyFlip", direction: "lightToDark", userId: "p1" } }]);
    g.game.user = gm; // the message arrives on the GM's client
    socketHandler!(sent[0].data);
    await flush();
    expect(stored).toEqual({ light: 1, dark: 1 });
    expect(messages[0].content).toContain("Kira flips a light side Destiny Point to the dark side.");
  });

  it("refuses the wrong direction with a notice, and ignores forged socket requests", async () => {
    g.game.user = player;
    stored = { light: 1, dark: 1 };
    await destiny.requestFlip("darkToLight");
    expect(notices).toEqual(["Players flip light side points and the GM flips dark side points."]);
    expect(sent).toEqual([]);
    g.game.user = gm;
    socketHandler!({ type: "destinyFlip", direction: "darkToLight", userId: "gm1" });
    await flush();
    expect(stored).toEqual({ light: 1, dark: 1 });
    expect(messages).toEqual([]);
  });

  it("escapes a user name in the announcement", async () => {
    g.game.user = { ...gm, name: "<img src=x onerror=alert(1)>" };
    stored = { light: 0, dark: 1 };
    await destiny.requestFlip("darkToLight");
    await flush();
    expect(messages[0].content).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(messages[0].content).not.toContain("<img");
  });

  it("says so when there is nothing to flip", async () => {
    g.game.user = player;
    stored = { light: 0, dark: 3 };
    await destiny.requestFlip("lightToDark");
    expect(notices).toEqual(["There is no light side Destiny Point to flip."]);
    expect(sent).toEqual([]);
  });

  it("only the active GM's client applies a player's request", async () => {
    g.game.user = { id: "gm2", name: "Co-GM", isGM: true };
    stored = { light: 1, dark: 0 };
    socketHandler!({ type: "destinyFlip", direction: "lightToDark", userId: "p1" });
    await flush();
    expect(stored).toEqual({ light: 1, dark: 0 });
  });
});
