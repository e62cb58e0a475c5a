/**
 * The vessel's starship maneuvers this combat round, Foundry side (rules in module/rules/maneuver-tally.ts,
 * seed 002 STARSHIP BASICS): the count kept in the vehicle's flags keyed by combat and round, the refusal
 * beyond the limit, the 2 strain of a second maneuver. Outside combat nothing is counted or charged. A
 * free maneuver an attack's advantage left on the vessel (vehicle spending tables) pays for the next one
 * instead: not counted, no strain, its marker used up.
 */
import { EoteError } from "../../dice/errors.ts";
import {
  countManeuver, freeManeuverFor, maneuverCounter, nextManeuverCost, type FreeManeuverMarker, type ManeuverCounter, type RoundClock,
} from "../../rules/maneuver-tally.ts";
import type { PilotManeuverId } from "../../rules/starship-maneuvers.ts";
import { spendMarkerId } from "../attack/spend-markers.ts";
import { tokenName } from "../cards/token-name.ts";
import { format } from "../documents.ts";
import { removeEffects } from "../effects.ts";

/** Where the vehicle keeps its count (flags.eote.maneuverTally). */
const TALLY_FLAG = "maneuverTally";

/** The current combat's id and round; null outside a started combat (no rounds to count). */
export function roundClock(): RoundClock | null {
  const combat = game.combat as unknown as { id: string | null; round: number | null } | null | undefined;
  return combat?.id && (combat.round ?? 0) > 0 ? { id: combat.id, round: combat.round ?? 0 } : null;
}

function storedTally(vehicle: Actor.Implementation): unknown {
  return vehicle.getFlag("eote" as never, TALLY_FLAG as never) as unknown;
}

/** "n / max" for the maneuvers panel; null outside combat. */
export function maneuverCount(vehicle: Actor.Implementation, silhouette: number): ManeuverCounter | null {
  return maneuverCounter(silhouette, storedTally(vehicle), roundClock());
}

/**
 * The strain the next starship maneuver of the vessel costs (0 or 2). Throws EoteError
 * EOTE.Maneuver.Refused.largeShipLimit / roundLimit when the vessel has taken all it may this round.
 */
export function nextManeuverStrain(vehicle: Actor.Implementation, silhouette: number): number {
  const cost = nextManeuverCost(silhouette, storedTally(vehicle), roundClock());
  if (!cost.allowed) {
    throw new EoteError(`EOTE.Maneuver.Refused.${cost.reason}`, `No more starship maneuvers this round: ${cost.reason}`, { vehicle: tokenName(vehicle) });
  }
  return cost.strain;
}

/** Counts one more maneuver on the vessel this round (nothing outside combat). */
export async function recordManeuver(vehicle: Actor.Implementation): Promise<void> {
  const tally = countManeuver(storedTally(vehicle), roundClock());
  if (tally) await vehicle.update({ [`flags.eote.${TALLY_FLAG}`]: tally } as never);
}

const FREE_MARKERS: readonly FreeManeuverMarker[] = ["freeManeuver", "freePilotManeuver"];

/** The free maneuvers standing on the vessel (the vehicle spending rows' markers). */
export function freeManeuvers(vehicle: Actor.Implementation): Set<FreeManeuverMarker> {
  return new Set(FREE_MARKERS.filter((m) => spendMarkerId(vehicle, m) !== null));
}

/** The marker effect that pays for maneuver `id` (module/rules/maneuver-tally.ts freeManeuverFor), or null. */
export function freeManeuverEffect(vehicle: Actor.Implementation, id: PilotManeuverId): string | null {
  const marker = freeManeuverFor(id, freeManeuvers(vehicle));
  return marker ? spendMarkerId(vehicle, marker) : null;
}

/**
 * Counts the maneuver just taken: a free one uses up its marker (the effect is deleted; the card's Undo
 * of the row then finds nothing to remove) and is not counted; any other counts against the round.
 */
export async function countOrUseFree(vehicle: Actor.Implementation, freeEffect: string | null): Promise<void> {
  if (!freeEffect) {
    await recordManeuver(vehicle);
    return;
  }
  await removeEffects(vehicle, [freeEffect]);
  ui.notifications?.info(format("EOTE.Maneuver.FreeUsed", { vehicle: tokenName(vehicle) }));
}

/** Adds `strain` to the actor's strain (an actor without a strain track, such as a minion group, suffers none). */
export async function sufferStrain(actor: Actor.Implementation, strain: number): Promise<void> {
  const track = (actor.system as unknown as { strain?: { value: number } }).strain;
  if (track && strain > 0) await actor.update({ "system.strain.value": track.value + strain } as never);
}

/** The second maneuver's 2 strain to `payer`, with a notice. */
export async function chargeSecondManeuver(vehicle: Actor.Implementation, payer: Actor.Implementation, strain: number): Promise<void> {
  if (strain <= 0) return;
  await sufferStrain(payer, strain);
  ui.notifications?.info(format("EOTE.Maneuver.SecondManeuver", { pilot: tokenName(payer), strain, vehicle: tokenName(vehicle) }));
}

/**
 * Open vehicle sheets show the round's count: a new round (or the combat's end) changes it without any
 * change to the vehicle, so they are rendered again then.
 */
export function registerManeuverCounter(): void {
  const refresh = () => {
    for (const app of foundry.applications.instances.values()) {
      const shown = app as unknown as { rendered?: boolean; document?: { type?: string }; render(): unknown };
      if (shown.rendered && shown.document?.type === "vehicle") void shown.render();
    }
  };
  Hooks.on("updateCombat", (_combat: Combat.Implementation, changes: Record<string, unknown>) => {
    if ("round" in changes) refresh();
  });
  Hooks.on("deleteCombat", refresh);
}
