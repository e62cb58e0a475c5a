/**
 * Who may help or oppose a check, read from Foundry: the user's targeted tokens (named as their
 * tokens) and the world's characters and adversaries the user may observe. The ratings each brings to
 * the check come from the pure check-state.ts.
 */
import type { CharacteristicId } from "../../rules/character/characteristics.ts";
import { tokenName } from "../../chat/token-name.ts";
import { ratingsOf, type CheckSubject, type RatedActor } from "./check-state.ts";
import { checkInputs } from "../../rules/checks/check-inputs.ts";
import type { CombatantDerived } from "../../rules/character/derived-types.ts";
import type { ActorDataByType } from "../../rules/types.ts";

type AnyUuid = Parameters<typeof foundry.utils.fromUuidSync>[0];

export function rated(actor: Actor.Implementation): RatedActor {
  const system = actor.system as unknown as { derived?: unknown };
  return { type: actor.type as RatedActor["type"], system, derived: system.derived };
}

/** The active character's side of a check of `skillId`, or null (a vehicle, an unknown skill). */
export function subjectOf(actor: Actor.Implementation | null | undefined, skillId: string | undefined): CheckSubject | null {
  if (!actor || !skillId) return null;
  const view = rated(actor);
  if (view.type === "vehicle") return null;
  try {
    const inputs = checkInputs(view.type, view.system as ActorDataByType[typeof view.type], view.derived as CombatantDerived, skillId);
    return { skillId, characteristicId: inputs.characteristicId, characteristic: inputs.characteristic, rank: inputs.rank };
  } catch {
    return null;
  }
}

export interface Candidate {
  uuid: string;
  name: string;
  targeted: boolean;
}

type TargetLike = { actor?: Actor.Implementation | null; document?: { uuid?: string; name?: string | null } };

/** The actors of the user's targeted tokens (token names), without vehicles. */
export function targetedActors(): { actor: Actor.Implementation; name: string; tokenUuid: string }[] {
  const targets = [...((game.user as unknown as { targets?: Iterable<TargetLike> } | null)?.targets ?? [])];
  return targets.flatMap((token) => {
    const actor = token.actor;
    if (!actor || actor.type === "vehicle") return [];
    const tokenUuid = token.document?.uuid ?? "";
    return [{ actor, name: tokenName(actor, tokenUuid), tokenUuid }];
  });
}

/** Helpers to choose from: targeted actors first, then world combatants the user may observe. */
export function helperCandidates(activeUuid: string | null): Candidate[] {
  const out: Candidate[] = [];
  const seen = new Set<string>(activeUuid ? [activeUuid] : []);
  for (const t of targetedActors()) {
    if (seen.has(t.actor.uuid)) continue;
    seen.add(t.actor.uuid);
    out.push({ uuid: t.actor.uuid, name: t.name, targeted: true });
  }
  const world = [...((game.actors as unknown as { contents?: Actor.Implementation[] } | undefined)?.contents ?? [])];
  for (const actor of world) {
    if (seen.has(actor.uuid) || actor.type === "vehicle") continue;
    if (!game.user?.isGM && !actor.testUserPermission(game.user as never, "OBSERVER")) continue;
    seen.add(actor.uuid);
    out.push({ uuid: actor.uuid, name: tokenName(actor), targeted: false });
  }
  return out;
}

/** An actor by uuid (tokens' synthetic actors included), or null. */
export function actorByUuid(uuid: string): Actor.Implementation | null {
  const doc = foundry.utils.fromUuidSync(uuid as AnyUuid) as unknown;
  return doc instanceof Actor ? (doc as Actor.Implementation) : null;
}

/** An actor's ratings for the check's skill (its characteristic when it lacks a custom skill). */
export function participantRatings(actor: Actor.Implementation, skillId: string, fallback: CharacteristicId) {
  return ratingsOf(rated(actor), skillId, fallback);
}
