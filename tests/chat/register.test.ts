// Chat cards' registration (module/chat/register.ts): the card's render runs only for a
// message its cheap flag test picks, on the shown message, in the same hook call; a change of the card's
// record on an actor redraws every place the message is shown, through the same render.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { hookErrors, installFoundry, installHooks, messages, notices } from "../doubles/index.ts";

const g = globalThis as any;
let cards: typeof import("../../module/chat/register.ts");
let section: typeof import("../../module/chat/section.ts");

beforeEach(async () => {
  await installFoundry();
  installHooks();
  cards = await import("../../module/chat/register.ts");
  section = await import("../../module/chat/section.ts");
});

/** A stand-in for a chat message as the hooks receive it. */
const message = (id: string, eote: Record<string, unknown>) => ({ id, flags: { eote } });

describe("registerCard", () => {
  it("draws the card only for its messages, on the shown message, within the hook call", () => {
    const render = vi.fn(async (_m: unknown, _html: unknown) => {});
    cards.registerCard((m) => section.eoteFlagOf(m, "tool") !== undefined, render);
    g.Hooks.callAll("renderChatMessageHTML", message("a", { check: { attack: {} } }), {});
    expect(render).not.toHaveBeenCalled();
    const mine = message("b", { tool: { n: 1 } });
    const html = { el: true };
    g.Hooks.callAll("renderChatMessageHTML", mine, html);
    expect(render.mock.calls).toEqual([[mine, html]]);
  });

  it("a failed render is a notice, not an error thrown into core's hook", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    cards.registerCard(() => true, async () => { throw new Error("render failed"); });
    const before = hookErrors.length;
    g.Hooks.callAll("renderChatMessageHTML", message("c", {}), {});
    await expect.poll(() => notices.length).toBe(1);
    expect(hookErrors.length).toBe(before);
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it("a change of the card's record on an actor redraws each place the message is shown", async () => {
    const rendered: unknown[] = [];
    const shown = message("m1", { tool: {} });
    messages.push(shown as never);
    const elements = [{ where: "log" }, { where: "popout" }];
    g.CSS = { escape: (s: string) => s };
    g.document = { querySelectorAll: (selector: string) => (selector.includes('"m1"') ? elements : []) };
    cards.registerCard(() => true, async (m, html) => void rendered.push([m, html]), "toolLog");
    g.Hooks.callAll("updateActor", {}, { flags: { eote: { otherLog: { m1: {} } } } });
    g.Hooks.callAll("updateActor", {}, { flags: { eote: { toolLog: { "-=m1": null } } } });
    await expect.poll(() => rendered).toEqual([[shown, elements[0]], [shown, elements[1]]]);
  });
});
