/** Opening the rules reference: the topic's page in its entry's sheet, else the compendium. */
import { REFERENCE_PACK } from "./model/ids.ts";
import { referenceLocation, referencePageFor, type ReferenceData } from "./model/topics.ts";
import { localize } from "../../foundry/localize.ts";

type AnyUuid = Parameters<typeof foundry.utils.fromUuid>[0];

interface JournalSheetLike { render(options: { force: boolean; pageId: string }): unknown }
interface PackLike { render(force: boolean): unknown }

function openPack(): boolean {
  const pack = game.packs?.get(REFERENCE_PACK) as unknown as PackLike | undefined;
  if (!pack) {
    ui.notifications?.warn(localize("EOTE.RulesReference.Missing"));
    return false;
  }
  void pack.render(true);
  return true;
}

/**
 * Opens the page for `data` (the entry's sheet at that page), or the compendium when `data` names no
 * topic the reference covers. Resolves to what was opened.
 */
export async function openRulesReference(data: ReferenceData | null): Promise<"page" | "pack" | "none"> {
  const page = data ? referencePageFor(data) : null;
  if (page) {
    const { entryUuid, pageId } = referenceLocation(page);
    const entry = (await foundry.utils.fromUuid(entryUuid as AnyUuid)) as { sheet?: JournalSheetLike | null } | null;
    if (entry?.sheet) {
      await entry.sheet.render({ force: true, pageId });
      return "page";
    }
  }
  return openPack() ? "pack" : "none";
}

