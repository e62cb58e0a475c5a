// The Destiny pool's Foundry wiring over doubles that behave like v13: only the GM writes the world
// setting, a chat message's author is whoever posted it, a query handler is not told who asked.
// Every player path is run as a non-GM user, with the GM's client answering.
import { afterAll, describe, expect, it, vi } from "vitest";
import { asUser, type FakeUser, installUsers, makeUser, sentQueries, actorLike } from "../../doubles/index.ts";
import { ChatMessageDouble, type FakeChatMessage, messages } from "../../doubles/chat.ts";
import { installNotifications, notice, noticeKeys, notices } from "../../doubles/notices.ts";
import { keyWithData } from "../../doubles/keys.ts";
import { installWorldSetting } from "../../doubles/settings.ts";
import { shellSuite } from "../../doubles/suite.ts";

/** The globals this file sets and reads, as the doubles make them. */
const g = globalThis as unknown as {
  ChatMessage: typeof ChatMessageDouble;
  game: { messages: { get(id: string): FakeChatMessage | undefined } };
  CONFIG: { queries: Record<string, (data: unknown) => Promise<unknown>> };
  foundry: { applications: { instances: Map<string, unknown>; api: { DialogV2: unknown } } };
};

const gm = makeUser({ id: "gm1", name: "Gamemaster", isGM: true });
const kira = makeUser({ id: "p1", name: "Kira", character: actorLike({ id: "actorKira" }) });
const tam = makeUser({ id: "p2", name: "Tam", character: actorLike({ id: "actorTam" }) });

// --- World setting: only a GM may write it; every client's onChange runs after a write. ---
let stored: unknown = { light: 0, dark: 0 };
const writes: unknown[] = [];
/** Runs once as the next write starts, before it lands: the moment a lost update would happen. */
let duringNextWrite: (() => void) | null = null;
// --- This client's pool window, re-rendered by the setting's onChange. ---
const renders: string[] = [];
let now = Date.UTC(2030, 0, 1);

// The doubles with this file's own users (a GM and two players with characters) and world setting.
const shell = shellSuite({ keys: true,
  seed: 9,
  install: () => {
    installNotifications();
    installUsers([gm, kira, tam]);
    installWorldSetting({ get: () => stored, set: (next) => { stored = next; writes.push(stored); } }, {
      beforeWrite: () => {
        const during = duringNextWrite;
        duringNextWrite = null;
        during?.();
      },
    });
    // --- Chat: the shared v13 double (the author is whoever posted; a player cannot post as someone else). ---
    g.ChatMessage = ChatMessageDouble;
    g.game.messages = { get: (id: string) => messages.find((m) => m.id === id) };
    g.foundry.applications.instances = new Map([["eote-destiny-pool", { rendered: true, render: () => renders.push("pool") }]]);
    vi.useFakeTimers({ toFake: ["Date"] });
  },
  modules: {
    destiny: async () => {
      const destiny = await import("../../../module/features/destiny/actions.ts");
      destiny.registerDestiny();
      return destiny;
    },
    gmSide: () => import("../../../module/features/destiny/actions/gm.ts"),
  },
  each: () => {
    asUser(gm);
    writes.length = 0;
    sentQueries.length = 0;
    renders.length = 0;
    gm.active = true;
    now += 60_000; // each test starts long after the last one's requests
    vi.setSystemTime(now);
  },
});
afterAll(() => vi.useRealTimers());

const announcements = () => messages.filter((m) => m.flags.eote?.destiny);
const requests = () => messages.filter((m) => m.flags.eote?.destinyRequest);

/** A player's flip: started at their keyboard, answered by the GM's client. */
function flipAs(user: FakeUser, direction: "lightToDark" | "darkToLight"): Promise<void> {
  asUser(user);
  return shell.destiny.requestFlip(direction);
}

describe("Destiny pool in Foundry", () => {
  it("registers one query handler under the system's prefix", () => {
    expect(Object.keys(g.CONFIG.queries)).toEqual(["eote.destinyFlip"]);
  });

  it("the GM flips dark to light directly and it is announced", async () => {
    stored = { light: 1, dark: 2 };
    await flipAs(gm, "darkToLight");
    expect(stored).toEqual({ light: 2, dark: 1 });
    expect(announcements().map((m) => m.content)).toEqual([
      `<p class="eote-destiny-flip">${keyWithData("EOTE.Chat.DestinyFlipDark", { name: "Gamemaster" })}</p>`]);
    expect(sentQueries).toEqual([]);
    expect(requests()).toEqual([]);
  });

  it("a player's flip is asked of the active GM, who writes it and names the player", async () => {
    stored = { light: 2, dark: 0 };
    const done = flipAs(kira, "lightToDark");
    asUser(gm); // the query is answered on the GM's client
    await done;
    expect(stored).toEqual({ light: 1, dark: 1 });
    expect(sentQueries).toHaveLength(1);
    expect(sentQueries[0]).toMatchObject({ to: "gm1", name: "eote.destinyFlip" });
    expect(Object.keys(sentQueries[0]!.data as object)).toEqual(["messageId"]);
    expect(announcements().map((m) => [m.author.id, m.speaker.alias, m.content])).toEqual([
      ["gm1", "Kira", `<p class="eote-destiny-flip">${keyWithData("EOTE.Chat.DestinyFlipLight", { name: "Kira" })}</p>`]]);
    expect(requests()).toEqual([]); // the request message is answered and removed
    expect(notices).toEqual([]);
    expect(renders).toEqual(["pool"]); // the open window follows the setting
  });

  it("the GM reads the sender from the request's author, never from the query data", async () => {
    stored = { light: 2, dark: 0 };
    asUser(kira); // a modified client: Kira's request, a query claiming to be Tam
    const request = (await g.ChatMessage.create({ content: "", flags: { eote: { destinyRequest: "lightToDark" } } }))!;
    const answer = gm.query("eote.destinyFlip", { messageId: request.id, userId: "p2", name: "Tam" });
    asUser(gm);
    expect(await answer).toEqual({ ok: true });
    expect(announcements().map((m) => m.speaker.alias)).toEqual(["Kira"]);
  });

  it("a player cannot make a GM's flip by claiming the GM in the query or the message", async () => {
    stored = { light: 0, dark: 2 };
    asUser(kira);
    await expect(g.ChatMessage.create({ author: "gm1", content: "", flags: { eote: { destinyRequest: "darkToLight" } } })).rejects.toThrow();
    const request = (await g.ChatMessage.create({ content: "", flags: { eote: { destinyRequest: "darkToLight" } } }))!;
    const answer = gm.query("eote.destinyFlip", { messageId: request.id, userId: "gm1" });
    asUser(gm);
    expect(await answer).toEqual({ ok: false, reason: "EOTE.Dice.Destiny.Error.NotAllowed" });
    expect(stored).toEqual({ light: 0, dark: 2 });
    expect(writes).toEqual([]);
    expect(announcements()).toEqual([]);
  });

  it("a request is answered once: replaying its id changes nothing", async () => {
    stored = { light: 2, dark: 0 };
    asUser(kira);
    const request = (await g.ChatMessage.create({ content: "", flags: { eote: { destinyRequest: "lightToDark" } } }))!;
    const first = gm.query("eote.destinyFlip", { messageId: request.id });
    const again = gm.query("eote.destinyFlip", { messageId: request.id });
    const unknown = gm.query("eote.destinyFlip", { messageId: "nope" });
    asUser(gm);
    expect(await Promise.all([first, again, unknown])).toEqual([
      { ok: true },
      { ok: false, reason: "EOTE.Dice.Destiny.Error.BadRequest" },
      { ok: false, reason: "EOTE.Dice.Destiny.Error.BadRequest" },
    ]);
    expect(stored).toEqual({ light: 1, dark: 1 });
  });

  it("two flips at once both count: each reads the pool at its turn", async () => {
    stored = { light: 2, dark: 0 };
    const both = [flipAs(kira, "lightToDark"), flipAs(tam, "lightToDark")];
    asUser(gm);
    await Promise.all(both);
    expect(stored).toEqual({ light: 0, dark: 2 });
    expect(writes).toEqual([{ light: 1, dark: 1 }, { light: 0, dark: 2 }]);
    expect(announcements().map((m) => m.speaker.alias).sort()).toEqual(["Kira", "Tam"]);
    expect(notices).toEqual([]);
  });

  it("the GM's own flip takes the same queue as a player's", async () => {
    stored = { light: 1, dark: 1 };
    let own: Promise<void> | undefined;
    // The GM clicks while Kira's flip is being written.
    duringNextWrite = () => { own = shell.destiny.requestFlip("darkToLight"); };
    const player = flipAs(kira, "lightToDark");
    asUser(gm);
    await player;
    await own;
    expect(writes).toEqual([{ light: 0, dark: 2 }, { light: 1, dark: 1 }]); // neither flip is lost
    expect(announcements().map((m) => m.speaker.alias)).toEqual(["Kira", "Gamemaster"]);
  });

  it("a burst from one user is refused past the first, with a notice", async () => {
    stored = { light: 3, dark: 0 };
    const burst = [flipAs(kira, "lightToDark"), flipAs(kira, "lightToDark"), flipAs(kira, "lightToDark")];
    asUser(gm);
    await Promise.all(burst);
    expect(stored).toEqual({ light: 2, dark: 1 });
    expect(announcements()).toHaveLength(1);
    expect(noticeKeys()).toEqual([
      "EOTE.Dice.Destiny.Error.TooSoon",
      "EOTE.Dice.Destiny.Error.TooSoon",
    ]);
    vi.setSystemTime(now + 5_000); // a later request is fine again
    const later = flipAs(kira, "lightToDark");
    asUser(gm);
    await later;
    expect(stored).toEqual({ light: 1, dark: 2 });
  });

  it("with no GM connected a player is told so and nothing is written or sent", async () => {
    gm.active = false;
    stored = { light: 2, dark: 0 };
    await flipAs(kira, "lightToDark");
    expect(noticeKeys()).toEqual(["EOTE.Dice.Destiny.Error.NoGM"]);
    expect(stored).toEqual({ light: 2, dark: 0 });
    expect(writes).toEqual([]);
    expect(messages.length).toBe(0);
    expect(sentQueries).toEqual([]);
  });

  it("a GM who does not answer gives the player a notice", async () => {
    stored = { light: 2, dark: 0 };
    const handler = g.CONFIG.queries["eote.destinyFlip"]!;
    g.CONFIG.queries["eote.destinyFlip"] = () => Promise.reject(new Error("timed out"));
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const done = flipAs(kira, "lightToDark");
      asUser(gm);
      await done;
    } finally {
      g.CONFIG.queries["eote.destinyFlip"] = handler;
      error.mockRestore();
    }
    expect(noticeKeys()).toEqual(["EOTE.Dice.Destiny.Error.NoAnswer"]);
    expect(stored).toEqual({ light: 2, dark: 0 });
  });

  it("refuses the wrong direction with a notice before asking anyone", async () => {
    stored = { light: 1, dark: 1 };
    await flipAs(kira, "darkToLight");
    expect(noticeKeys()).toEqual(["EOTE.Dice.Destiny.Error.NotAllowed"]);
    expect(sentQueries).toEqual([]);
    expect(messages.length).toBe(0);
  });

  it("says so when there is nothing to flip", async () => {
    stored = { light: 0, dark: 3 };
    await flipAs(kira, "lightToDark");
    expect(noticeKeys()).toEqual(["EOTE.Dice.Destiny.Error.NoLight"]);
    expect(sentQueries).toEqual([]);
  });

  it("escapes a user name in the announcement", async () => {
    const odd = makeUser({ id: "p3", name: "<img src=x onerror=alert(1)>" });
    installUsers([gm, kira, tam, odd]);
    stored = { light: 1, dark: 0 };
    const done = flipAs(odd, "lightToDark");
    asUser(gm);
    await done;
    installUsers([gm, kira, tam]);
    const content = announcements()[0]!.content;
    expect(content).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(content).not.toContain("<img");
  });

  it("a co-GM who is not the active GM asks the active GM like a player", async () => {
    const coGM = makeUser({ id: "gm2", name: "Co-GM", isGM: true });
    installUsers([gm, coGM, kira, tam]);
    stored = { light: 0, dark: 1 };
    const done = flipAs(coGM, "darkToLight");
    asUser(gm);
    await done;
    const sent = sentQueries.map((q) => q.to);
    installUsers([gm, kira, tam]);
    expect(sent).toEqual(["gm1"]);
    expect(stored).toEqual({ light: 1, dark: 0 });
    expect(announcements().map((m) => m.speaker.alias)).toEqual(["Co-GM"]);
  });

  it("the GM sets and resets the pool in turn with the flips; a player cannot", async () => {
    stored = { light: 1, dark: 0 };
    asUser(gm);
    await shell.destiny.setDestinyPool("3", 2);
    expect(stored).toEqual({ light: 3, dark: 2 });
    await shell.destiny.setDestinyPool(-1, 2);
    expect(notices).toEqual([notice("EOTE.Dice.Destiny.Error.BadSize", { max: 20 })]);
    expect(stored).toEqual({ light: 3, dark: 2 });
    await shell.destiny.setDestinyPool(0, 0);
    expect(stored).toEqual({ light: 0, dark: 0 });
    asUser(kira);
    await shell.destiny.setDestinyPool(5, 5);
    expect(stored).toEqual({ light: 0, dark: 0 });
  });

  it("the GM empties the pool only after saying yes to the question; not when it is empty, nor as a player", async () => {
    const asked: { title: string; content: string; yes: string; no: string; noDefault: boolean }[] = [];
    let answer: boolean | null = false;
    g.foundry.applications.api.DialogV2 = {
      confirm: async (o: { window: { title: string }; content: string; yes: { label: string }; no: { label: string; default?: boolean } }) => {
        asked.push({ title: o.window.title, content: o.content, yes: o.yes.label, no: o.no.label, noDefault: o.no.default === true });
        return answer;
      },
    };
    stored = { light: 2, dark: 3 };
    asUser(gm);
    await shell.destiny.emptyDestinyPool();
    expect(stored).toEqual({ light: 2, dark: 3 });
    // The question names what is lost (both counts); "keep" is the default.
    expect(asked).toEqual([{
      title: "EOTE.Dice.Destiny.EmptyConfirm.Title",
      content: `<p>${keyWithData("EOTE.Dice.Destiny.EmptyConfirm.Content", { light: "2", dark: "3" })}</p>`,
      yes: "EOTE.Dice.Destiny.EmptyConfirm.Yes", no: "EOTE.Dice.Destiny.EmptyConfirm.No", noDefault: true,
    }]);
    answer = null; // closed without answering
    await shell.destiny.emptyDestinyPool();
    expect(stored).toEqual({ light: 2, dark: 3 });
    answer = true;
    await shell.destiny.emptyDestinyPool();
    expect(stored).toEqual({ light: 0, dark: 0 });
    // Already empty: nothing asked. A player: nothing asked, nothing written.
    await shell.destiny.emptyDestinyPool();
    expect(asked).toHaveLength(3);
    stored = { light: 1, dark: 1 };
    asUser(kira);
    await shell.destiny.emptyDestinyPool();
    expect(asked).toHaveLength(3);
    expect(stored).toEqual({ light: 1, dark: 1 });
  });

  it("a failed write does not stop the flips queued after it", async () => {
    stored = { light: 2, dark: 0 };
    asUser(gm);
    const failing = shell.gmSide.queuePoolChange(() => Promise.reject(new Error("disk full")));
    const next = flipAs(kira, "lightToDark");
    asUser(gm);
    await expect(failing).rejects.toThrow("disk full");
    await next;
    expect(stored).toEqual({ light: 1, dark: 1 });
  });
});
