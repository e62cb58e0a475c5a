/**
 * A vehicle critical hit's once-only part, applied from the attack card (and its crew's part, ../critical/vehicle-crew.ts) (rules: module/rules/vehicles/
 * critical-hits.ts; effect data: module/features/critical/vehicle-hit.ts): the system strain its row deals
 * and its short-term effect. Both go on the card's record first (the strain in its track change, the
 * effect by the id it is created with), in the same update as the strain, so the card's Undo takes back
 * exactly what the hit did, whatever changed in between. Its lasting part needs nothing here: it is read
 * from the hit's item, which the same Undo deletes.
 */
import type { CriticalHitData, VehicleData } from "../../rules/types.ts";
import { strainCap } from "../../rules/combat/damage.ts";
import { applyCrewOnHit, vehicleHitOnce, type CriticalRow } from "../critical/index.ts";
import { format } from "../../foundry/localize.ts";
import { actorView, updatePaths } from "../../foundry/documents.ts";
import { damageTargetOf } from "../../foundry/inputs.ts";
import { trackPaths } from "../../chat/track-change.ts";
import { recordPath, withEffect, withStrain } from "./apply.ts";
import { recordOf } from "./card-state.ts";

/** Applies the row's system strain and short-term effect to the vehicle, recorded on the card's record. */
export async function applyVehicleHitOnce(actor: Actor.Implementation, row: CriticalRow, messageId: string): Promise<void> {
  const view = actorView(actor);
  if (view.type !== "vehicle") return;
  const once = vehicleHitOnce(view.system as VehicleData, row.item.system as unknown as CriticalHitData, row.item.name ?? "", `ChatMessage.${messageId}`);
  if (!once) return;
  // Jostled and Tailspin reach the crew aboard too (module/features/critical/vehicle-crew.ts); those not
  // the user's to act on are named, for the GM.
  const crew = await applyCrewOnHit(actor, once.key, messageId);
  if (crew.skipped.length > 0) ui.notifications?.warn(format("EOTE.VehicleCrit.Crew.Skipped", { names: crew.skipped.join(", ") }));
  if (once.systemStrain === 0 && !once.effect) return;
  let record = recordOf(actor, messageId);
  const update: Record<string, unknown> = {};
  const strain = damageTargetOf(view).strain;
  if (once.systemStrain > 0 && strain) {
    // As any damage: never past one over the threshold (module/rules/combat/damage.ts strainCap).
    const after = Math.min(strainCap(strain.threshold), strain.value + once.systemStrain);
    record = withStrain(record, after - strain.value);
    update[trackPaths("vehicle").strain!] = after;
  }
  const effectId = once.effect ? foundry.utils.randomID() : null;
  if (once.effect && effectId) record = withEffect(record, { id: effectId, status: "", source: "vehicleCrit", rounds: once.effect.rounds });
  await updatePaths(actor, { ...update, [recordPath(messageId)]: record });
  if (once.effect && effectId) await actor.createEmbeddedDocuments("ActiveEffect", [{ ...once.effect.data, _id: effectId } as never], { keepId: true });
}
