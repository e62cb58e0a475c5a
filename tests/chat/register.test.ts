// Chat cards' registration (module/chat/register.ts): the card's render runs only for a message its cheap
// flag test picks, on the message's element, and drawCards resolves once it is drawn; a change of the card's
// record on an actor redraws every place the message is shown, through the same render.
import { describe, expect, it, vi } from "vitest";
import { elementLike, FakeChatMessage, installHooks, messageLike, messages, notices, users } from "../doubles/index.ts";
import { shellSuite } from "../doubles/suite.ts";

const g = globalThis as unknown as { Hooks: ReturnType<typeof installHooks>; document: unknown; CSS?: { escape(s: string): string } };
const shell = shellSuite({
  install: () => { installHooks(); },
  modules: { cards: () => import("../../module/chat/register.ts"), section: () => import("../../module/chat/section.ts") },
});

/** A stand-in for a chat message as the hooks receive it. */
const message = (id: string, eote: Record<string, unknown>) => messageLike({ id, flags: { eote } });

describe("registerCard", () => {
  it("draws the card only for its messages, on the message's element, before drawCards resolves", async () => {
    const render = vi.fn(async (_m: unknown, html: HTMLElement & { drawn?: boolean }) => {
      await new Promise((resolve) => setTimeout(resolve, 0));
      html.drawn = true;
    });
    shell.cards.registerCard((m) => shell.section.eoteFlagOf(m, "tool") !== undefined, render);
    await shell.cards.drawCards(message("a", { check: { attack: {} } }), elementLike({}));
    expect(render).not.toHaveBeenCalled();
    const mine = message("b", { tool: { n: 1 } });
    const html = elementLike({ el: true, drawn: false });
    await shell.cards.drawCards(mine, html);
    expect(render.mock.calls).toEqual([[mine, html]]);
    expect(html.drawn).toBe(true);
  });

  it("a failed card is a notice, and the message's other cards are still drawn", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const after = vi.fn(async () => {});
    shell.cards.registerCard(() => true, async () => { throw new Error("render failed"); });
    shell.cards.registerCard(() => true, after);
    await shell.cards.drawCards(message("c", {}), elementLike({}));
    expect(notices.length).toBe(1);
    expect(after).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it("a change of the card's record on an actor redraws each place the message is shown", async () => {
    const rendered: unknown[] = [];
    const shown = new FakeChatMessage({ flags: { eote: { tool: {} } } }, users.gm);
    shown.id = "m1";
    messages.push(shown);
    const elements = [{ where: "log" }, { where: "popout" }];
    g.CSS = { escape: (s: string) => s };
    g.document = { querySelectorAll: (selector: string) => (selector.includes('"m1"') ? elements : []) };
    shell.cards.registerCard(() => true, async (m, html) => void rendered.push([m, html]), "toolLog");
    g.Hooks.callAll("updateActor", {}, { flags: { eote: { otherLog: { m1: {} } } } });
    g.Hooks.callAll("updateActor", {}, { flags: { eote: { toolLog: { "-=m1": null } } } });
    await expect.poll(() => rendered).toEqual([[shown, elements[0]], [shown, elements[1]]]);
  });
});
