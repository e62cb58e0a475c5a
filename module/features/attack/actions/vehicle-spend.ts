/**
 * The vehicle spending rows that act on the attacker's own vehicle (module/rules/vehicles/vehicle-spend-options.ts):
 * its speed drops by one, and its weapon system takes the Component Hit critical. The purchase is
 * recorded first with what it will change (actions/spend.ts), so Undo takes back exactly that: the speed
 * only while it is still what the row left, the critical item by the id it was created with.
 */
import { lookupCritical } from "../../../rules/combat/critical.ts";
import { COMPONENT_HIT_TOTAL, speedAfter, speedUndone } from "../../../rules/vehicles/vehicle-spend-options.ts";
import type { VehicleData } from "../../../rules/types.ts";
import { api as criticalApi } from "../../critical/index.ts";
import type { SpendEntry } from "../spend-model.ts";

const SPEED_PATH = "system.speed.value";

/** The vehicle's speed now (0 for anything else). */
export function speedOf(actor: Actor.Implementation): number {
  return actor.type === "vehicle" ? (actor.system as unknown as VehicleData).speed.value : 0;
}

/** The entry and the update that lower the vehicle's speed by the row's amount. */
export function speedSpend(actor: Actor.Implementation, entry: SpendEntry, amount: number): { entry: SpendEntry; update: Record<string, number> } {
  const before = speedOf(actor);
  const after = speedAfter(before, amount);
  return { entry: { ...entry, speed: { before, after } }, update: { [SPEED_PATH]: after } };
}

/** Gives the vehicle the Component Hit critical, created with the id the record already names. */
export async function addComponentHit(actor: Actor.Implementation, itemId: string): Promise<void> {
  const rows = await criticalApi.criticalRows("hit");
  if (!rows.length) return;
  await criticalApi.createCritical(actor, { row: lookupCritical(rows, COMPONENT_HIT_TOTAL) }, itemId);
}

/** Takes back a vehicle row's own change (speed, the critical); the spend log is the caller's. */
export async function undoVehicleSpend(subject: Actor.Implementation, entry: SpendEntry): Promise<void> {
  if (entry.speed) {
    const back = speedUndone(speedOf(subject), entry.speed);
    if (back !== null) await subject.update({ [SPEED_PATH]: back } as never);
  }
  if (entry.option === "componentHitCritical" && entry.itemId && subject.items.has(entry.itemId)) {
    await subject.deleteEmbeddedDocuments("Item", [entry.itemId]);
  }
}
