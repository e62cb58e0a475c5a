// The system's ChatMessage (module/chat/message.ts) over the v13 chat double: every registered card is in
// the element renderHTML resolves with, so the message enters the log complete (v13's chat log awaits
// renderHTML, then shows the element); core's renderChatMessageHTML hook still gets the element; a card's
// record changing on an actor redraws that card in place in the shown element.
import { beforeAll, describe, expect, it } from "vitest";
import { type ChatMessageElement, type FakeChatMessage, installHooks, noticeKeys, postToLog } from "../doubles/index.ts";
import { shellSuite } from "../doubles/suite.ts";

const g = globalThis as unknown as {
  ChatMessage: { create(data: object): Promise<FakeChatMessage> };
  CONFIG: { ChatMessage: { documentClass: unknown } };
  Hooks: { on(name: string, fn: (...args: never[]) => unknown): number; off(name: string, id: number): void; callAll(name: string, ...args: unknown[]): boolean };
  document: unknown;
  CSS?: { escape(s: string): string };
};
const shell = shellSuite({
  install: () => { installHooks(); },
  modules: {
    cards: () => import("../../module/chat/register.ts"),
    section: () => import("../../module/chat/section.ts"),
    chat: () => import("../../module/chat/message.ts"),
  },
});

/** Another turn of the event loop: a card's template renders asynchronously. */
const later = () => new Promise((resolve) => setTimeout(resolve, 0));

/** What a card draws from the record it keeps on the message (the test's stand-in for an actor's record). */
const records = new Map<string, number>();

beforeAll(() => {
  const { cards, section, chat } = shell;
  chat.registerChatMessage();
  // Two cards of the same kind of message, drawn in registration order, each after an await.
  cards.registerCard((m) => section.eoteFlagOf(m, "tool") !== undefined, async (message, html) => {
    await later();
    section.mountSection(html, ".eote-tool", `<section class="eote-tool">hits ${records.get(message.id ?? "") ?? 0}</section>`, async () => {}, ".eote-tool-card");
  }, "toolLog");
  cards.registerCard((m) => section.eoteFlagOf(m, "tool") !== undefined, async (_message, html) => {
    await later();
    section.mountSection(html, ".eote-tool-notes", '<section class="eote-tool-notes">notes</section>', async () => {}, ".eote-tool-card");
  });
});

const post = () => g.ChatMessage.create({ content: '<div class="eote-tool-card"><h4>Tool</h4></div>', flags: { eote: { tool: {} } } });

describe("the system's ChatMessage", () => {
  it("is the world's chat message class from init, under its own name", async () => {
    expect(g.CONFIG.ChatMessage.documentClass).toBe(shell.chat.EoteChatMessage);
    expect(shell.chat.EoteChatMessage.name).toBe("EoteChatMessage");
    expect(await post()).toBeInstanceOf(shell.chat.EoteChatMessage);
  });

  it("resolves renderHTML only with every card of the message drawn: the log shows it complete", async () => {
    const message = await post();
    const element = (await postToLog(message)) as unknown as ChatMessageElement;
    expect(element.html).toContain('<section class="eote-tool">hits 0</section>');
    expect(element.html.indexOf("eote-tool\"")).toBeLessThan(element.html.indexOf("eote-tool-notes"));
    expect(element.querySelectorAll(".eote-tool")).toHaveLength(1);
  });

  it("core's renderChatMessageHTML still gets the element, from inside core's renderHTML (before the cards)", async () => {
    const seen: { element: unknown; drawn: boolean }[] = [];
    const id = g.Hooks.on("renderChatMessageHTML", (_m: unknown, element: ChatMessageElement) => {
      seen.push({ element, drawn: element.querySelector(".eote-tool") !== null });
    });
    try {
      const element = await (await post()).renderHTML();
      expect(seen).toEqual([{ element, drawn: false }]);
    } finally {
      g.Hooks.off("renderChatMessageHTML", id);
    }
  });

  it("a message no card claims renders as core's", async () => {
    const message = await g.ChatMessage.create({ content: "<p>hello</p>" });
    const element = (await message.renderHTML()) as unknown as ChatMessageElement;
    expect(element.html).toBe('<li class="chat-message message flexcol" data-message-id="' + message.id + '"><div class="message-content"><p>hello</p></div></li>');
    expect(noticeKeys()).toEqual([]);
  });

  it("a record change redraws the card in place in every shown element, once", async () => {
    const message = await post();
    const element = (await postToLog(message)) as unknown as ChatMessageElement;
    const shown = g.document;
    g.document = { querySelectorAll: (selector: string) => (selector.includes(`"${message.id}"`) && selector.endsWith(".chat-message") ? [element] : []) };
    g.CSS = { escape: (s: string) => s };
    try {
      records.set(message.id, 2);
      g.Hooks.callAll("updateActor", {}, { flags: { eote: { toolLog: { [message.id]: { hits: 2 } } } } });
      await expect.poll(() => element.html).toContain("hits 2");
      expect(element.querySelectorAll(".eote-tool")).toHaveLength(1);
      // In place: still before the card registered after it.
      expect(element.html.indexOf("hits 2")).toBeLessThan(element.html.indexOf("eote-tool-notes"));
      expect(element.html).not.toContain("hits 0");
    } finally {
      g.document = shown;
      delete g.CSS;
      records.clear();
    }
  });
});
