// The always-visible Destiny tracker over doubles that behave like v13: only the GM writes the world
// setting, its onChange runs on every client, a player's flip is asked of the active GM. Played as a
// player and as the GM: what each sees, what each may click, and the tracker following the pool.
import { describe, expect, it, vi } from "vitest";
import { asUser, installHooks, installUsers, makeUser, actorLike } from "../../../doubles/index.ts";
import { ChatMessageDouble, type FakeChatMessage, messages } from "../../../doubles/chat.ts";
import { type ApplicationElement, instances } from "../../../doubles/application.ts";
import { installNotifications, noticeKeys, notices } from "../../../doubles/notices.ts";
import { keyWithData } from "../../../doubles/keys.ts";
import { installWorldSetting } from "../../../doubles/settings.ts";
import { shellSuite } from "../../../doubles/suite.ts";

/** The globals this file sets and reads, as the doubles make them. */
const g = globalThis as unknown as {
  ChatMessage: typeof ChatMessageDouble;
  game: { messages: { get(id: string): FakeChatMessage | undefined } };
  foundry: { applications: { instances: Map<string, unknown> } };
  Hooks: { callAll(hook: string, ...args: unknown[]): void };
};

const gm = makeUser({ id: "gm1", name: "Gamemaster", isGM: true });
const kira = makeUser({ id: "p1", name: "Kira", character: actorLike({ id: "actorKira" }) });

// The world setting: only a GM writes it; its onChange runs after each write (on every client).
let stored: unknown = { light: 0, dark: 0 };
let now = Date.UTC(2031, 0, 1);

// The doubles with this file's own users (a GM and a player with a character) and world setting.
const shell = shellSuite({ keys: true,
  seed: 2,
  install: () => {
    installNotifications();
    installUsers([gm, kira]);
    installWorldSetting({ get: () => stored, set: (next) => { stored = next; } });
    g.ChatMessage = ChatMessageDouble;
    g.game.messages = { get: (id: string) => messages.find((m) => m.id === id) };
    g.foundry.applications.instances = instances;
    vi.useFakeTimers({ toFake: ["Date"] });
  },
  modules: {
    destiny: async () => {
      const destiny = await import("../../../../module/features/destiny/actions.ts");
      destiny.registerDestiny();
      return destiny;
    },
    tracker: async () => {
      const tracker = await import("../../../../module/features/destiny/form/tracker.ts");
      installHooks();
      tracker.registerTracker(); // as init does: drawn at ready, redrawn on every pool change
      return tracker;
    },
    spend: () => import("../../../../module/features/destiny/actions/tracker.ts"),
  },
  each: () => {
    asUser(gm);
    instances.clear();
    now += 60_000; // long after the last test's requests (one flip per user per second)
    vi.setSystemTime(now);
  },
});

/** This client's tracker, drawn for whoever is at the keyboard. */
async function trackerAs(user: typeof gm) {
  asUser(user);
  await shell.tracker.renderTracker();
  return instances.get(shell.tracker.TRACKER_APP_ID)!.element!;
}
const spendButtons = (el: ApplicationElement) => el.querySelectorAll('button[data-action="spend"]').map((b) => [b.dataset.direction, "disabled" in b.attributes]);
const shown = (el: ApplicationElement) => el.querySelectorAll(".eote-destiny-tracker__side").map((s) => s.attributes["aria-label"]);
/** A click on a spend button as the tracker's action runs it; the GM's client answers a player's query. */
async function click(user: typeof gm, direction: string) {
  asUser(user);
  const done = shell.spend.spendFromTracker(direction);
  asUser(gm);
  await done;
}

describe("the Destiny tracker", () => {
  it("is drawn when the interface is ready, as an aside", async () => {
    stored = { light: 1, dark: 1 };
    asUser(kira);
    g.Hooks.callAll("ready");
    await vi.waitFor(() => expect(instances.get(shell.tracker.TRACKER_APP_ID)).toBeDefined());
    const app = instances.get(shell.tracker.TRACKER_APP_ID)!;
    await app.render(); // queued after the first render
    expect(app.element!.tagName).toBe("ASIDE");
    expect(shown(app.element!)).toHaveLength(2);
  });

  it("shows a player both counts, with the light side as their button", async () => {
    stored = { light: 3, dark: 2 };
    const el = await trackerAs(kira);
    expect(shown(el)).toEqual([
      keyWithData("EOTE.DestinyTracker.SpendLight", { count: 3 }), keyWithData("EOTE.DestinyTracker.Dark", { count: 2 })]);
    expect(spendButtons(el)).toEqual([["lightToDark", false]]);
    expect(el.querySelector('div[role="img"]')!.attributes["title"]).toBe(keyWithData("EOTE.DestinyTracker.Dark", { count: 2 }));
    // Each side captioned in words (the discs differ by more than their fill); the pool button has visible text.
    expect([...String(el.innerHTML).matchAll(/class="eote-destiny-tracker__caption"[^>]*>([^<]*)</g)].map((m) => m[1])).toEqual(["EOTE.DestinyCaption.Light", "EOTE.DestinyCaption.Dark"]);
    expect(String(el.innerHTML)).toMatch(/data-action="open"[^>]*>(?:<i[^>]*><\/i>)?\s*EOTE\.DestinyCaption\.Pool<\/button>/);
  });

  it("shows the GM both counts, with the dark side as their button", async () => {
    stored = { light: 1, dark: 4 };
    const el = await trackerAs(gm);
    expect(shown(el)).toEqual([keyWithData("EOTE.DestinyTracker.Light", { count: 1 }), keyWithData("EOTE.DestinyTracker.SpendDark", { count: 4 })]);
    expect(spendButtons(el)).toEqual([["darkToLight", false]]);
  });

  it("an empty side's button is there but disabled", async () => {
    stored = { light: 0, dark: 2 };
    expect(spendButtons(await trackerAs(kira))).toEqual([["lightToDark", true]]);
    stored = { light: 2, dark: 0 };
    expect(spendButtons(await trackerAs(gm))).toEqual([["darkToLight", true]]);
  });

  it("a player's click spends a light point through the GM, and the tracker follows the pool", async () => {
    stored = { light: 2, dark: 1 };
    await trackerAs(kira);
    const app = instances.get(shell.tracker.TRACKER_APP_ID)!;
    const renders = app.renders;
    await click(kira, "lightToDark");
    expect(stored).toEqual({ light: 1, dark: 2 });
    expect(notices).toEqual([]);
    expect(app.renders).toBeGreaterThan(renders); // redrawn by the setting's onChange
    asUser(kira);
    await app.render();
    expect(shown(app.element!)[0]).toBe(keyWithData("EOTE.DestinyTracker.SpendLight", { count: 1 }));
  });

  it("the GM's click spends a dark point", async () => {
    stored = { light: 0, dark: 3 };
    await click(gm, "darkToLight");
    expect(stored).toEqual({ light: 1, dark: 2 });
  });

  it("the other side is refused to each (a forged click), with the notice and no change", async () => {
    stored = { light: 2, dark: 2 };
    await click(kira, "darkToLight");
    await click(gm, "lightToDark");
    expect(stored).toEqual({ light: 2, dark: 2 });
    expect(noticeKeys()).toEqual(["EOTE.Dice.Destiny.Error.NotAllowed", "EOTE.Dice.Destiny.Error.NotAllowed"]);
    expect(await shell.spend.spendFromTracker("sideways")).toBe(false);
    expect(stored).toEqual({ light: 2, dark: 2 });
  });
});
