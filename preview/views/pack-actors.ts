/**
 * The bestiary and the garage as a GM opens them from the compendium (read-only): one adversary (the
 * Veteran Bounty Hunter: weapons, armour and talents copied from our packs, its own abilities) and one vehicle (the X-wing:
 * two weapons on the fore arc, linked), straight from packs/_source, with derived data from the same
 * rules the data models run (module/rules/character/actor-derived.ts).
 */
import { buildAdversaryContext, buildVehicleContext, SHEET_SIZES } from "../../module/applications/sheets/context/index.ts";
import type { ActorInput, AnyPlainItem } from "../../module/applications/sheets/context/inputs.ts";
import { characterDerived, minionDerived, rivalDerived, vehicleDerived } from "../../module/rules/character/actor-derived.ts";
import type { MinionData, NemesisData, RivalData, VehicleData } from "../../module/rules/types.ts";
import { READ_ONLY } from "../data/actors.ts";
import { packDoc, type Kit } from "../kit.ts";
import { cleanHtml } from "../sanitize.ts";
import type { View } from "../types.ts";
import { renderSheet } from "./sheets.ts";

interface PackActorDoc {
  name: string;
  img?: string;
  type: string;
  system: Record<string, unknown>;
  items?: { _id: string; name: string; img?: string; type: string; system: Record<string, unknown>; effects?: unknown[] }[];
}

/** An actor's embedded items as the sheet's plain items. */
function itemsOf(doc: PackActorDoc): AnyPlainItem[] {
  return (doc.items ?? []).map((i) => ({ id: i._id, name: i.name, img: i.img ?? "icons/svg/item-bag.svg", type: i.type, system: i.system, effects: i.effects ?? [] }) as unknown as AnyPlainItem);
}

function adversaryInput(doc: PackActorDoc): ActorInput<"minion" | "rival" | "nemesis"> {
  const items = itemsOf(doc);
  const common = { name: doc.name, img: doc.img ?? "", items, flags: READ_ONLY, enriched: { notes: cleanHtml(String(doc.system["notes"] ?? "")) } };
  if (doc.type === "minion") {
    const data = doc.system as unknown as MinionData;
    return { ...common, type: "minion", system: { ...data, derived: minionDerived(data, items) } } as ActorInput<"minion">;
  }
  if (doc.type === "rival") {
    const data = doc.system as unknown as RivalData;
    return { ...common, type: "rival", system: { ...data, derived: rivalDerived(data, items) } } as ActorInput<"rival">;
  }
  const data = doc.system as unknown as NemesisData;
  return { ...common, type: "nemesis", system: { ...data, derived: characterDerived(data, items) } } as unknown as ActorInput<"nemesis">;
}

function vehicleInput(doc: PackActorDoc): ActorInput<"vehicle"> {
  const items = itemsOf(doc);
  const data = doc.system as unknown as VehicleData;
  return {
    name: doc.name, img: doc.img ?? "", type: "vehicle", items, flags: READ_ONLY,
    system: { ...data, derived: vehicleDerived(data, items) }, enriched: { notes: cleanHtml(data.notes) },
  };
}

export function packActorViews(kit: Kit): View[] {
  const hunter = packDoc(kit, "bestiary", "Veteran Bounty Hunter") as unknown as PackActorDoc;
  const xwing = packDoc(kit, "garage", "T-65B X-wing") as unknown as PackActorDoc;
  return [
    {
      id: "actor-bestiary-nemesis", title: "Bestiary: read-only (Veteran Bounty Hunter, nemesis)", group: "Actor sheets", frame: "sheet",
      classes: `eote sheet actor ${hunter.type}`, size: SHEET_SIZES.AdversarySheet,
      html: renderSheet(kit, "AdversarySheet", buildAdversaryContext(adversaryInput(hunter) as never)),
    },
    {
      id: "actor-garage-vehicle", title: "Garage: read-only (T-65B X-wing)", group: "Actor sheets", frame: "sheet",
      classes: "eote sheet actor vehicle", size: SHEET_SIZES.VehicleSheet,
      html: renderSheet(kit, "VehicleSheet", buildVehicleContext(vehicleInput(xwing))),
    },
  ];
}
