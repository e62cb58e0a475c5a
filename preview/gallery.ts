/** The gallery: every view the preview shows, in order, from the repository's sources. */
import { createKit } from "./kit.ts";
import { inLanguage, type Sources } from "./load.ts";
import type { View } from "./types.ts";
import { attackViews } from "./views/attack.ts";
import { cardViews } from "./views/cards.ts";
import { checkDialogViews, contestViews } from "./views/checks.ts";
import { criticalTreatmentViews } from "./views/critical-treatment.ts";
import { destinyViews } from "./views/destiny.ts";
import { dialogViews } from "./views/dialog.ts";
import { hostileViews } from "./views/hostile.ts";
import { longNameViews } from "./views/long-names.ts";
import { medicineViews } from "./views/medicine.ts";
import { moralityViews } from "./views/morality.ts";
import { repairViews } from "./views/repair.ts";
import { hazardViews } from "./views/hazards.ts";
import { forceViews } from "./views/force.ts";
import { advancementViews } from "./views/advancement.ts";
import { fearViews } from "./views/fear.ts";
import { sheetViews } from "./views/sheets.ts";
import { limitedViews } from "./views/limited.ts";
import { turnViews } from "./views/turns.ts";
import { vehiclePlayViews } from "./views/vehicle-play.ts";
import { travelViews } from "./views/travel.ts";
import { chaseViews } from "./views/chase.ts";
import { starshipViews } from "./views/starship.ts";
import { starshipActionViews } from "./views/starship-actions.ts";
import { vehicleRepairViews } from "./views/vehicle-repairs.ts";
import { vehicleCritViews } from "./views/vehicle-crits.ts";
import { talentViews } from "./views/talents.ts";
import { rulesTextViews } from "./views/rules-text.ts";
import { identityPackViews } from "./views/identity-packs.ts";
import { packActorViews } from "./views/pack-actors.ts";
import { tradeViews } from "./views/trade.ts";
import { rulesReferenceViews } from "./views/rules-reference.ts";
import { gearViews } from "./views/gear.ts";
import { importerViews } from "./views/importers.ts";
import { destinyTrackerViews } from "./views/destiny-tracker.ts";
import { partyViews } from "./views/party.ts";
import { creationViews } from "./views/creation.ts";
import { compendiumBrowserViews } from "./views/compendium-browser.ts";
import { effectsViews } from "./views/effects.ts";

export function buildGallery(src: Sources): View[] {
  const kit = createKit(src);
  const attacks = attackViews(kit);
  const views = [
    ...sheetViews(kit), ...limitedViews(kit), ...cardViews(kit), ...attacks.filter((v) => v.frame === "chat"), ...medicineViews(kit), ...criticalTreatmentViews(kit),
    ...repairViews(kit), ...forceViews(kit), ...hazardViews(kit).filter((v) => v.frame === "chat"), ...contestViews(kit), ...dialogViews(kit),
    ...hazardViews(kit).filter((v) => v.frame !== "chat"), ...checkDialogViews(kit), ...destinyViews(kit), ...attacks.filter((v) => v.frame !== "chat"), ...hostileViews(kit),
    ...longNameViews(kit),
    ...turnViews(kit),
    ...moralityViews(kit),
    ...advancementViews(kit),
    ...vehiclePlayViews(kit),
    ...travelViews(kit),
    ...chaseViews(kit),
    ...starshipViews(kit),
    ...starshipActionViews(kit),
    ...vehicleRepairViews(kit),
    ...vehicleCritViews(kit),
    ...talentViews(kit),
    ...rulesTextViews(kit),
    ...identityPackViews(kit),
    ...packActorViews(kit),
    ...fearViews(kit),
    ...tradeViews(kit),
    ...rulesReferenceViews(kit),
    ...gearViews(kit),
    ...importerViews(kit),
    ...destinyTrackerViews(kit),
    ...partyViews(kit),
    ...creationViews(kit),
    ...compendiumBrowserViews(kit),
    ...effectsViews(kit),
  ];
  // The index lists views group by group: keep each group's views together, in the order the groups
  // first appear and, inside a group, in the order given above.
  const groupOrder = [...new Set(views.map((v) => v.group))];
  views.sort((a, b) => groupOrder.indexOf(a.group) - groupOrder.indexOf(b.group));
  const ids = new Set<string>();
  for (const view of views) {
    if (ids.has(view.id)) throw new Error(`preview: two views have the id ${view.id}`);
    ids.add(view.id);
  }
  return views;
}

/**
 * The gallery in another language of system.json (`tag`): every view rendered from lang/<tag>.json, its id
 * prefixed with the tag ("fr-actor-character"), so its pages sit beside the English ones.
 */
export function buildLanguageGallery(src: Sources, tag: string, root = "."): View[] {
  return buildGallery(inLanguage(src, tag, root)).map((view) => ({ ...view, id: `${tag}-${view.id}`, lang: tag }));
}
