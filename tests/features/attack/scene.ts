/**
 * Helpers the combat shell tests share: rolling the last dice dialog request as its Roll button does,
 * with the first seed whose outcome a test needs.
 */
import { messages, OWNERSHIP, Roll, seeded, users, type FakeChatMessage, narrativeRollOf } from "../../doubles/index.ts";
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
    if (ok(narrativeRollOf(message).outcome!)) return message;
  }
  throw new Error("no seed gives that outcome");
}

/** What a roll posted: the roll and its message's flags, with the roll's outcome. */
export interface Posted {
  roll: Roll;
  flags: Record<string, unknown>;
  outcome: Outcome;
}

/** The roll the last request posts, rolled as the dialog's Roll button does with the first seed whose outcome passes. */
export async function postedRollUntil(shell: Rolling, ok: (o: Outcome) => boolean): Promise<Posted> {
  const request = requests.at(-1)!;
  for (let seed = 1; seed < 500; seed++) {
    shell.config.Dice.randomUniform = seeded(seed);
    Roll.posted.length = 0;
    await shell.dialog.rollPool(request.pool, request);
    const [roll, data] = Roll.posted[0]!;
    const outcome = (roll as unknown as { outcome: Outcome }).outcome;
    if (ok(outcome)) return { roll, flags: data["flags"] as Record<string, unknown>, outcome };
  }
  throw new Error("no seed gives that outcome");
}

/** An actor the player owns and no one else sees. */
export const PLAYER = { default: OWNERSHIP.NONE, [users.player.id]: OWNERSHIP.OWNER };

/** The combat and user the shell tests set, as the doubles read them. */
const world = globalThis as unknown as { game: { combat: unknown; user: { isGM: boolean; targets: Set<unknown> } } };

/** shellSuite's `each`: out of combat, unless a test starts one. */
export const outOfCombat = () => { world.game.combat = null; };

/** shellSuite's `each`: a GM with no targets, out of combat. */
export const gmOutOfCombat = () => {
  world.game.user = { isGM: true, targets: new Set() };
  world.game.combat = null;
};
