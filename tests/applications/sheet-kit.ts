/**
 * The sheets' tests over doubles of the v13 base classes (tests/doubles/sheet-bases.ts): what a file's
 * shellSuite `install` puts in place before the sheet modules load.
 */
import type Handlebars from "handlebars";
import { buildVehicleContext } from "../../module/applications/sheets/context/index.ts";
import type { AnyPlainItem, SheetFlags } from "../../module/applications/sheets/context/inputs.ts";
import { TabSheetBase } from "../doubles/sheet-bases.ts";
import { renderVehicle } from "./handlebars-env.ts";
import { VEHICLE } from "./fixtures.ts";

/** The sheets' bases: the actor sheet is the double that records changeTab and render calls. */
export function installTabSheets(): void {
  const g = globalThis as unknown as { foundry: { applications: Record<string, unknown> } };
  g.foundry.applications["sheets"] = { ActorSheetV2: TabSheetBase, ItemSheetV2: class {} };
}

/** The whole vehicle sheet (every tab's part) for `items` and `flags`, drawn by `hbs` from the context the sheet builds. */
export function drawVehicle(hbs: typeof Handlebars, name: string, items: AnyPlainItem[], flags: SheetFlags): string {
  return renderVehicle(hbs, buildVehicleContext({ name, img: "", type: "vehicle", system: VEHICLE, items, flags, enriched: { biography: "", notes: "" } }));
}
