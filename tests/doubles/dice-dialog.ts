/**
 * The dice pool dialog as the shell tests replace it: this file IS the stand-in module. Opening the dialog
 * records the request (newest last) instead of showing it; with `diceDialog.rollsOnOpen` it also runs the
 * request's onRolled at once, as the real dialog does after the user rolls. The dialog itself is proven in
 * tests/applications/dialog-shell.test.ts. A shell test file installs it with one line (vi.mock must sit in
 * the test file itself; its path is relative to that file):
 *
 *   vi.mock("../../../module/applications/dice-dialog/index.ts", () => import("../../doubles/dice-dialog.ts"));
 *
 * and calls `resetShell()` in its beforeEach. resetShell is every shell test's one reset of what the doubles
 * record (also exported by tests/doubles/index.ts, for a file that does not replace the dialog).
 */
import type * as DiceDialog from "../../module/applications/dice-dialog/index.ts";
import type { DicePoolRequest } from "../../module/applications/dice-dialog/index.ts";
import { messages } from "./chat.ts";
import { notices } from "./notices.ts";
import { savedFiles } from "./roll.ts";
import { clearWriteFailure } from "./documents.ts";

/** Every request the dialog was opened with since the last reset, oldest first. */
export const requests: DicePoolRequest[] = [];

/** How the stand-in behaves: `rollsOnOpen` runs each request's onRolled as soon as it is opened. */
export const diceDialog = { rollsOnOpen: false };

/** The module's one export, with the real signature. */
export const openDicePoolDialog: typeof DiceDialog.openDicePoolDialog = async (request) => {
  requests.push(request);
  if (diceDialog.rollsOnOpen) await request.onRolled?.();
};

/** Clears what the shell's doubles recorded between tests: the dialog's requests, the notices shown, the messages posted and a write failure not yet fired. */
export function resetShell(): void {
  requests.length = 0;
  notices.length = 0;
  messages.length = 0;
  savedFiles.length = 0;
  clearWriteFailure();
}
