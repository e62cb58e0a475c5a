/**
 * The sheets' tests over doubles of the v13 base classes (tests/doubles/sheet-bases.ts): what a file's
 * shellSuite `install` puts in place before the sheet modules load.
 */
import { TabSheetBase } from "../doubles/sheet-bases.ts";

/** The sheets' bases: the actor sheet is the double that records changeTab and render calls. */
export function installTabSheets(): void {
  const g = globalThis as unknown as { foundry: { applications: Record<string, unknown> } };
  g.foundry.applications["sheets"] = { ActorSheetV2: TabSheetBase, ItemSheetV2: class {} };
}
