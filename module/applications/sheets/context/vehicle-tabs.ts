/**
 * The vehicle sheet's tab bar and the pieces its Combat tab joins (pure): the tabs (context/layout.ts
 * VEHICLE_TABS), and each weapon row with the gunner seated at it (context/crew.ts), so the Combat tab
 * shows who fires what without the Crew tab.
 */
import { tabEntries, type TabEntry } from "./common.ts";
import type { CrewRow } from "./crew.ts";
import { VEHICLE_TABS } from "./layout.ts";

export interface VehicleTabs {
  tabList: TabEntry[];
  /** "active" for the shown tab, "" for the others: each tab part's root carries its own. */
  tabClass: Record<string, string>;
}

/** The tab bar, the shown tab first-listed unless `active` names another. */
export function vehicleTabs(active: string | undefined): VehicleTabs {
  const tabs = tabEntries(VEHICLE_TABS, active).map((t) => ({ ...t, labelKey: `EOTE.VehicleSheet.Tab.${t.id}` }));
  return { tabList: tabs, tabClass: Object.fromEntries(tabs.map((t) => [t.id, t.cssClass])) };
}

/** Who sits at a weapon's gunner seat, as its row shows it: the seat's row, or null for a free seat. */
export type WeaponGunner = Pick<CrewRow, "name" | "missing" | "station" | "weaponId"> | null;

/** Each weapon row with its gunner seat (seated or not: a free seat is null). */
export function weaponsWithGunners<W extends { id: string }>(weapons: readonly W[], crew: readonly CrewRow[]): (W & { gunner: WeaponGunner })[] {
  return weapons.map((w) => {
    const seat = crew.find((c) => c.station === "gunner" && c.weaponId === w.id && c.seated);
    return { ...w, gunner: seat ? { name: seat.name, missing: seat.missing, station: seat.station, weaponId: seat.weaponId } : null };
  });
}
