// Chat cards whose code loads on first use (module/combat/cards/register-card.ts): the card's module is loaded only for
// a message its cheap flag test picks, the render then runs on the shown message, and a change of the
// card's record on an actor redraws every place the message is shown, through the same loader.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { hookErrors, installFoundry, installHooks, messages, notices } from "../doubles/index.ts";

const g = globalThis as any;
let lazy: typeof import("../../module/combat/cards/register-card.ts");
let section: typeof import("../../module/combat/cards/section.ts");

beforeEach(async () => {
  await installFoundry();
  installHooks();
  lazy = await import("../../module/combat/cards/register-card.ts");
  section = await import("../../module/combat/cards/section.ts");
});

/** A stand-in for a chat message as the hooks receive it. */
const message = (id: string, eote: Record<string, unknown>) => ({ id, flags: { eote } });

describe("registerCard", () => {
  it("loads the card only for its messages, then renders the shown message", async () => {
    const rendered: unknown[] = [];
    const load = vi.fn(async () => async (m: unknown, html: unknown) => void rendered.push([m, html]));
    lazy.registerCard((m) => section.eoteFlagOf(m, "tool") !== undefined, load);
    const other = message("a", { check: { attack: {} } });
    g.Hooks.callAll("renderChatMessageHTML", other, {});
    await vi.dynamicImportSettled();
    expect(load).not.toHaveBeenCalled();
    const mine = message("b", { tool: { n: 1 } });
    const html = { el: true };
    g.Hooks.callAll("renderChatMessageHTML", mine, html);
    await expect.poll(() => rendered).toEqual([[mine, html]]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("a failed load or render is a notice, not an error thrown into core's hook", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    lazy.registerCard(() => true, async () => { throw new Error("chunk missing"); });
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
    lazy.registerCard(() => true, async () => async (m, html) => void rendered.push([m, html]), "toolLog");
    g.Hooks.callAll("updateActor", {}, { flags: { eote: { otherLog: { m1: {} } } } });
    g.Hooks.callAll("updateActor", {}, { flags: { eote: { toolLog: { "-=m1": null } } } });
    await expect.poll(() => rendered).toEqual([[shown, elements[0]], [shown, elements[1]]]);
  });
});
