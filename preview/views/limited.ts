/**
 * The limited view: what a user with LIMITED permission sees of an actor (name, portrait, public text),
 * drawn from the sheet's own pure builder (module/applications/sheets/context/limited.ts) and template, in
 * the smaller window the sheet opens it in. A character shows its biography; an adversary or a vehicle has
 * no public text, only the hint. One view carries a long name and is checked for overflow.
 */
import { buildLimitedContext, SHEET_SIZES, type LimitedInput } from "../../module/applications/sheets/context/index.ts";
import type { Kit } from "../kit.ts";
import { cleanHtml } from "../sanitize.ts";
import type { View } from "../types.ts";
import { LONG_ACTOR_NAME } from "./long-names.ts";

const BIOGRAPHY = "<p>Kira grew up on the Corellian docks, fixing speeders for smugglers until she became one. "
  + "She flies the <em>Wayward Star</em> and owes money to people who do not forget.</p>";

function limitedView(kit: Kit, id: string, title: string, input: LimitedInput, checkOverflow = false): View {
  return {
    id: `limited-${id}`, title: `Limited view: ${title}`, group: "Actor sheets", frame: "sheet",
    classes: `eote sheet actor ${input.type}`, size: SHEET_SIZES.LimitedSheet, ...(checkOverflow ? { checkOverflow } : {}),
    html: kit.engine.render("templates/actor/limited.hbs", buildLimitedContext(input)),
  };
}

export function limitedViews(kit: Kit): View[] {
  const img = "icons/svg/mystery-man.svg";
  return [
    limitedView(kit, "character", "character with a biography", { name: "Kira Voss", img, type: "character", description: cleanHtml(BIOGRAPHY) }),
    limitedView(kit, "rival", "rival (no public text)", { name: "Gamorrean enforcer", img, type: "rival", description: "" }),
    limitedView(kit, "vehicle", "vehicle (no public text)", { name: "Wayward Star", img, type: "vehicle", description: "" }),
    limitedView(kit, "long-name", "character with a long name", { name: LONG_ACTOR_NAME, img, type: "character", description: cleanHtml(BIOGRAPHY.repeat(4)) }, true),
  ];
}
