// The shared doubles against v13 behaviour (a double that differs from Foundry hides bugs).
import { beforeAll, describe, expect, it } from "vitest";
import { character } from "../fixtures/actors.ts";
import { blaster } from "../fixtures/items.ts";
import type { ChatMessageDouble } from "./chat.ts";
import { FakeActor, installFoundry, installHooks, notice, noticeKeys, notices, placeToken, register } from "./index.ts";

/** The globals this file reads: the utilities, the notifications and i18n, the chat and message classes, the hooks. */
const g = globalThis as unknown as {
  foundry: { utils: { fromUuidSync(uuid: string): unknown } };
  ui: { notifications: Record<"warn" | "info" | "error", (message: string) => unknown> };
  game: { i18n: { localize(key: string): string; format(key: string, data: Record<string, string>): string } };
  ChatMessage: typeof ChatMessageDouble;
  CONFIG: { ChatMessage: { documentClass: typeof ChatMessageDouble } };
  Hooks: { on(name: string, fn: (...args: unknown[]) => unknown): number; off?(name: string, id: number): void };
};

beforeAll(async () => { await installFoundry(1); });

describe("tokens", () => {
  it("DOUBLE BUG: an unlinked token's synthetic actor's items carry the token's uuid path, and fromUuidSync finds them by it", () => {
    // v13: Item#uuid of an item of a synthetic actor is Scene.<s>.Token.<t>.Actor.<a>.Item.<i>. The double
    // builds the items before it gives the synthetic actor its token uuid, so item.uuid points at an actor
    // that does not exist: any attack made from an unlinked token's weapon is refused as "weapon gone"
    // in tests, while it works in Foundry.
    const base = register(new FakeActor("Trooper", "character", character(), { items: [{ _id: "weaponTrooper001", name: "Rifle", type: "weapon", system: blaster() }] }));
    const token = placeToken(base, { name: "Trooper 2" });
    const item = token.actor.items.contents[0]!;
    expect(item.uuid).toBe(`${token.actor.uuid}.Item.${item.id}`);
    expect(g.foundry.utils.fromUuidSync(item.uuid)).toBe(item);
  });

  it("DOUBLE GAP: a linked token's actor answers getActiveTokens like v13's Actor (the token-name code depends on it)", () => {
    const base = register(new FakeActor("Vader", "character", character()));
    const token = placeToken(base, { name: "Dark Lord", linked: true });
    const actor = base as unknown as { getActiveTokens(linked: boolean, document: boolean): unknown };
    expect(typeof actor.getActiveTokens).toBe("function");
    expect(actor.getActiveTokens(true, true)).toEqual([token]);
  });
});

describe("ui.notifications", () => {
  it("records each notice with the key and data its text was localised from, so tests can assert by key", () => {
    notices.length = 0;
    g.ui.notifications.warn(g.game.i18n.localize("EOTE.Combat.Notice.NotAllowed"));
    g.ui.notifications.info(g.game.i18n.format("EOTE.Hazard.Notice.Vehicle", { actor: "Wayfarer" }));
    g.ui.notifications.error("not from lang");
    expect(notices.map((n) => n.level)).toEqual(["warn", "info", "error"]);
    expect(notices[1]!.text).toBe(g.game.i18n.format("EOTE.Hazard.Notice.Vehicle", { actor: "Wayfarer" })); // the text as i18n gave it
    expect(noticeKeys()).toEqual(["EOTE.Combat.Notice.NotAllowed", "EOTE.Hazard.Notice.Vehicle", null]);
    expect(notices).toEqual([notice("EOTE.Combat.Notice.NotAllowed"), notice("EOTE.Hazard.Notice.Vehicle", { actor: "Wayfarer" }), expect.anything()]);
    expect(notices[1]).not.toEqual(notice("EOTE.Hazard.Notice.Vehicle", { actor: "Kira" }));
  });
});

describe("ChatMessage", () => {

  it("renderHTML is async and resolves with the message's element, having called renderChatMessageHTML with it and its context", async () => {
    installHooks();
    const seen: unknown[][] = [];
    const id = g.Hooks.on("renderChatMessageHTML", (...args: unknown[]) => void seen.push(args));
    try {
      const message = (await g.ChatMessage.create({ content: '<div class="eote-tool-card">Hi</div>' }))!;
      const pending = message.renderHTML();
      expect(pending).toBeInstanceOf(Promise);
      expect(seen).toEqual([]);
      const element = await pending;
      expect(seen.length).toBe(1);
      expect(seen[0]![0]).toBe(message);
      expect(seen[0]![1]).toBe(element);
      expect(seen[0]![2]).toMatchObject({ canClose: false, message: { _id: message.id } });
      expect(element.dataset.messageId).toBe(message.id);
      expect(element.classList.contains("chat-message")).toBe(true);
      expect(element.querySelector(".eote-tool-card")).not.toBeNull();
    } finally {
      g.Hooks.off?.("renderChatMessageHTML", id);
    }
  });

  it("ChatMessage.create builds the configured document class, a subclass of the global ChatMessage", async () => {
    const previous = g.CONFIG.ChatMessage.documentClass;
    class SystemMessage extends g.ChatMessage {}
    g.CONFIG.ChatMessage.documentClass = SystemMessage;
    try {
      const message = await g.ChatMessage.create({ content: "x" });
      expect(message).toBeInstanceOf(SystemMessage);
      expect(message).toBeInstanceOf(g.ChatMessage);
      expect(g.ChatMessage.implementation).toBe(SystemMessage);
    } finally {
      g.CONFIG.ChatMessage.documentClass = previous;
    }
  });
});
