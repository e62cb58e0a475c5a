/**
 * Helpers the combat shell tests share: rolling the last dice dialog request as its Roll button does,
 * with the first seed whose outcome a test needs.
 */
import { messages, seeded, type FakeChatMessage } from "../../doubles/index.ts";
import { requests } from "../../doubles/dice-dialog.ts";
import type { ShellConfig } from "../../doubles/suite.ts";

export type Outcome = { succeeded: boolean; netSuccess: number; netAdvantage: number; triumph: number };

interface Rolling {
  config: ShellConfig;
  dialog: typeof import("../../../module/applications/dice-dialog/dialog.ts");
}

/** Rolls the last request as the dialog's Roll button does, with the first seed whose outcome passes; the message it posted. */
export async function rollUntil(shell: Rolling, ok: (o: Outcome) => boolean): Promise<FakeChatMessage> {
  const request = requests.at(-1)!;
  for (let seed = 1; seed < 3000; seed++) {
    shell.config.Dice.randomUniform = seeded(seed);
    await shell.dialog.rollPool(request.pool, request);
    const message = messages.at(-1)!;
    if (ok(message.rolls[0].outcome as Outcome)) return message;
  }
  throw new Error("no seed gives that outcome");
}
