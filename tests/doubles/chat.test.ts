// The ChatMessage double against v13 where rolls are concerned: a created message stores each roll as
// JSON, fires preCreateChatMessage on the pending message (updateSource changes what is stored, false
// cancels), and every client, its author's included, works with rolls rebuilt from that JSON by class
// name (Roll.fromData through CONFIG.Dice.rolls), never with the object that was posted.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { hookErrors, installFoundry, installHooks, messages } from "./index.ts";
import type { ChatMessageDouble, FakeChatMessage } from "./chat.ts";
import type { Roll } from "./roll.ts";

/** The globals this file reads: the chat and roll doubles, and the hooks registry. */
const g = globalThis as unknown as {
  ChatMessage: typeof ChatMessageDouble;
  foundry: { dice: { Roll: typeof Roll } };
  Hooks: { on(name: string, fn: (...args: unknown[]) => unknown): number; off(name: string, id: number): void };
};
let NarrativeRoll: typeof import("../../module/roll/narrative-roll.ts").NarrativeRoll;

/** A created message (create resolves with undefined only when a hook cancels it). */
async function created(data: Record<string, unknown>): Promise<FakeChatMessage> {
  const message = await g.ChatMessage.create(data);
  if (!message) throw new Error("the message was cancelled");
  return message;
}

beforeAll(async () => {
  await installFoundry(2);
  installHooks();
  ({ NarrativeRoll } = await import("../../module/roll/narrative-roll.ts"));
});

beforeEach(() => {
  messages.length = 0;
  hookErrors.length = 0;
});

describe("a created message's rolls", () => {
  it("are stored as JSON and rebuilt by class name: equal dice, not the posted object", async () => {
    const roll = await NarrativeRoll.fromFormula("2da+1dp", { title: "Pilot" }).evaluate();
    const message = await created({ rolls: [roll] });
    expect(typeof message._source.rolls[0]).toBe("string");
    expect(JSON.parse(String(message._source.rolls[0])).class).toBe("NarrativeRoll");
    const [rebuilt] = message.rolls;
    expect(rebuilt).not.toBe(roll);
    expect(rebuilt).toBeInstanceOf(NarrativeRoll);
    if (!(rebuilt instanceof NarrativeRoll)) return;
    expect(rebuilt.narrativeResults).toEqual(roll.narrativeResults);
    expect(rebuilt.narrativeOptions.title).toBe("Pilot");
  });

  it("a roll whose class is not in CONFIG.Dice.rolls cannot be rebuilt: creating its message fails", async () => {
    class Unlisted extends (g.foundry.dice.Roll as new (formula: string) => { evaluate(): Promise<unknown> }) {}
    const roll = await new Unlisted("1d6").evaluate();
    await expect(g.ChatMessage.create({ rolls: [roll] })).rejects.toThrow(/Unable to recreate Unlisted/);
  });

  it("are what preCreateChatMessage left in the pending message's source; false cancels the message", async () => {
    const seen: unknown[] = [];
    const retag = g.Hooks.on("preCreateChatMessage", (...args: unknown[]) => {
      const [message, data] = args as [FakeChatMessage, { rolls: unknown[] }];
      seen.push([typeof message._source.rolls[0], data.rolls[0] instanceof g.foundry.dice.Roll]);
      const stored = JSON.parse(String(message._source.rolls[0])) as Record<string, unknown>;
      message.updateSource({ rolls: [{ ...stored, class: "NarrativeRoll" }] });
    });
    const core = await new g.foundry.dice.Roll("1da").evaluate(); // core's class, narrative dice
    const message = await created({ rolls: [core] });
    expect(seen).toEqual([["string", true]]);
    expect(message.rolls[0]).toBeInstanceOf(NarrativeRoll);
    g.Hooks.off("preCreateChatMessage", retag);
    const cancel = g.Hooks.on("preCreateChatMessage", () => false);
    expect(await g.ChatMessage.create({ content: "never" })).toBeUndefined();
    expect(messages.map((m) => m.content)).not.toContain("never");
    g.Hooks.off("preCreateChatMessage", cancel);
    expect(hookErrors).toEqual([]);
  });
});
