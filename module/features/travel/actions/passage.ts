/**
 * Sublight trips and navigation hazards in Foundry (seed 002 SUBLIGHT TRAVEL, NAVIGATION HAZARDS), from the
 * vehicle sheet's Navigation block. A sublight trip posts a card with the trip's time (no check), seen as
 * the user's roll mode says. A navigation hazard is the pilot's Piloting check through the crew check path
 * (module/features/crew/actions.ts): difficulty dice from the higher of half the silhouette and the speed, as many
 * upgraded as the lower, the hazard's setback on top (module/rules/vehicles/travel.ts hazardPool); the roll carries
 * flags.eote.check.navHazard, from which its card says whether the vessel gets through (../card/passage.ts).
 * Refusals are localised notices: not a vehicle, no pilot seated or found.
 */
import { SYSTEM_ID } from "../../../system/config.ts";
import { hazardPool, isHazardLevel, type HazardLevel, type SublightTrip } from "../../../rules/vehicles/travel.ts";
import { notifyError } from "../../../foundry/notify.ts";
import { format, localize } from "../../../foundry/localize.ts";
import { escapeText } from "../../../foundry/documents.ts";
import { followUpData } from "../../../chat/follow-up.ts";
import { speakerFor, tokenName, tokenUuidField } from "../../../chat/token-name.ts";
import { api as crewApi } from "../../crew/index.ts";
import { crewMember } from "../../../foundry/crew.ts";
import { shipMotion } from "../../../foundry/crew.ts";
import { jumpVehicle } from "../actions.ts";
import { NAV_HAZARD_CHECK, SUBLIGHT_FLAG, isSublightTrip, type HazardVessel, type NavHazardFlag, type SublightFlag } from "../passage-model.ts";

/** The vessel's silhouette and its speed now (0 while its system strain is over threshold). Throws for anything but a vehicle. */
export function hazardVessel(vehicle: Actor.Implementation): HazardVessel {
  const { motion } = shipMotion(vehicle);
  return { silhouette: motion.silhouette, speed: motion.speed };
}

/** What the sheet's hazard button checks before its form opens: a vehicle with a pilot who can be found. Throws the refusal. */
export async function checkHazardReady(vehicle: Actor.Implementation): Promise<void> {
  jumpVehicle(vehicle);
  await crewMember(vehicle, "pilot");
}

/** Posts the sublight trip's card for `vehicle`; the message, or null when refused. */
export async function postSublightTrip(vehicle: Actor.Implementation, trip: SublightTrip): Promise<ChatMessage.Implementation | null> {
  try {
    jumpVehicle(vehicle);
    if (!isSublightTrip(trip)) return null;
    const flag: SublightFlag = { vehicleUuid: vehicle.uuid, trip, ...tokenUuidField("vehicleTokenUuid", vehicle) };
    const title = format("EOTE.Travel.Sublight.Card.Title", { name: tokenName(vehicle) });
    // A card tied to no roll: the user's current roll mode decides who sees it (follow-up.ts).
    const message = await ChatMessage.create(followUpData({
      content: `<div class="eote-sublight-card"><h4 class="eote-sublight__title">${escapeText(title)}</h4></div>`,
      speaker: speakerFor(vehicle),
      flags: { [SYSTEM_ID]: { [SUBLIGHT_FLAG]: flag } },
    }, null) as ChatMessage.CreateData) as ChatMessage.Implementation | undefined;
    return message ?? null;
  } catch (err) {
    notifyError(err);
    return null;
  }
}

/** The pilot's Piloting check through a hazard of `level`. */
export async function navigationHazardCheck(vehicle: Actor.Implementation, level: HazardLevel): Promise<void> {
  try {
    if (!isHazardLevel(level)) return;
    const vessel = hazardVessel(vehicle);
    const pool = hazardPool(vessel.silhouette, vessel.speed, level);
    const navHazard: NavHazardFlag = { vehicleUuid: vehicle.uuid, level, speed: vessel.speed, ...tokenUuidField("vehicleTokenUuid", vehicle) };
    const notes = [format("EOTE.Travel.Hazard.Note", { level: localize(`EOTE.Travel.Hazard.Level.${level}`), silhouette: vessel.silhouette, speed: vessel.speed })];
    await crewApi.crewCheck(vehicle, "pilot", "", {
      difficulty: pool.difficulty, challenge: pool.challenge, setback: pool.setback, notes,
      flags: { [NAV_HAZARD_CHECK]: navHazard }, titleKey: "EOTE.Travel.Hazard.CheckTitle",
    });
  } catch (err) {
    notifyError(err);
  }
}
