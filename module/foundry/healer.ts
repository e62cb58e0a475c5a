/**
 * Who treats a patient when a sheet asks for a Medicine or treatment check: gathers the user's
 * character and controlled tokens and lets the pure rule (chooseHealer, module/rules/combat/critical-treatment.ts)
 * decide. Actors are compared by uuid, so an unlinked token's actor is told apart from its base actor.
 */
import { chooseHealer, medicineParties } from "../rules/combat/critical-treatment.ts";
import { targetedActors } from "./targets.ts";

/** The canvas's controlled tokens, if a scene is shown (none in tests or without a canvas). */
function controlledActors(): Actor.Implementation[] {
  // Only the controlled tokens' actors are read; the narrow shape keeps this independent of the canvas types.
  const layer = (globalThis as { canvas?: { tokens?: { controlled?: readonly { actor: Actor.Implementation | null }[] } | null } | null }).canvas?.tokens;
  return (layer?.controlled ?? []).map((token) => token.actor).filter((actor): actor is Actor.Implementation => !!actor);
}

/** What this user brings to the choice: its character and the actors of its controlled tokens. */
function userSide(): { actors: Actor.Implementation[]; inputs: { characterId: string | null; controlledActorIds: string[]; isGM: boolean } } {
  const character = (game.user?.character ?? null) as Actor.Implementation | null;
  const controlled = controlledActors();
  return {
    actors: character ? [character, ...controlled] : controlled,
    inputs: { characterId: character?.uuid ?? null, controlledActorIds: controlled.map((actor) => actor.uuid), isGM: game.user?.isGM === true },
  };
}

/** The healer for `patient` as this user sees it, and whether the patient treats itself. */
export function healerFor(patient: Actor.Implementation): { healer: Actor.Implementation; self: boolean } {
  const { actors, inputs } = userSide();
  const { healerId, self } = chooseHealer({ ...inputs, patientId: patient.uuid });
  const healer = self ? undefined : actors.find((actor) => actor.uuid === healerId);
  return healer ? { healer, self } : { healer: patient, self: true };
}

/**
 * Healer and patient of a Medicine check asked from `sheetActor`'s sheet: the one other actor the user
 * targets is treated by the sheet's actor; otherwise the sheet's actor is treated (healerFor).
 */
export function medicinePartiesFor(sheetActor: Actor.Implementation): { healer: Actor.Implementation; patient: Actor.Implementation } {
  const targets = targetedActors();
  const { actors, inputs } = userSide();
  const { healerId, patientId } = medicineParties({ ...inputs, sheetActorId: sheetActor.uuid, targetActorIds: targets.map((actor) => actor.uuid) });
  const target = patientId === sheetActor.uuid ? undefined : targets.find((actor) => actor.uuid === patientId);
  if (target) return { healer: sheetActor, patient: target };
  return { healer: actors.find((actor) => actor.uuid === healerId) ?? sheetActor, patient: sheetActor };
}
