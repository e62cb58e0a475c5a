/**
 * A vehicle critical hit's once-only part, applied from the attack card (rules: module/rules/vehicles/
 * critical-hits.ts; the plan: module/features/critical/actions/vehicle-hit.ts planVehicleHitOnce): the system
 * strain its row deals and its short-term effect, and its crew's part (module/features/critical/
 * vehicle-crew.ts). The strain and the effect go on the card's record first (the strain in its track
 * change, the effect by the id it is created with), in the same update as the strain, so the card's Undo
 * takes back exactly what the hit did, whatever changed in between. Its lasting part needs nothing here:
 * it is read from the hit's item, which the same Undo deletes.
 */
import type { CriticalHitData } from "../../../rules/types.ts";
import { api as criticalApi } from "../../critical/index.ts";
import type { CriticalRow } from "../../critical/index.ts";
import { updatePaths } from "../../../foundry/documents.ts";
import { format } from "../../../foundry/localize.ts";
import { recordPath, withEffect, withStrain } from "../apply-model.ts";
import { recordOf } from "../card/state.ts";

/** Applies the row's system strain, short-term effect and crew part, recorded on the card's records. */
export async function applyVehicleHitOnce(actor: Actor.Implementation, row: CriticalRow, messageId: string): Promise<void> {
  const plan = criticalApi.planVehicleHitOnce(actor, row.item.system as unknown as CriticalHitData, row.item.name ?? "", messageId);
  if (!plan) return;
  // Jostled and Tailspin reach the crew aboard; those not the user's to act on are named, for the GM.
  const crew = await criticalApi.applyCrewOnHit(actor, plan.key, messageId);
  if (crew.skipped.length > 0) ui.notifications?.warn(format("EOTE.VehicleCrit.Crew.Skipped", { names: crew.skipped.join(", ") }));
  if (plan.strain === 0 && !plan.effect) return;
  let record = recordOf(actor, messageId);
  if (plan.strain > 0) record = withStrain(record, plan.strain);
  if (plan.effect) record = withEffect(record, { id: plan.effect.id, status: "", source: "vehicleCrit", rounds: plan.effect.rounds });
  await updatePaths(actor, { ...plan.update, [recordPath(messageId)]: record });
  if (plan.effect) await actor.createEmbeddedDocuments("ActiveEffect", [{ ...plan.effect.data, _id: plan.effect.id } as never], { keepId: true });
}
