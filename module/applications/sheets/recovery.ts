/**
 * The sheet's bacta tank / oil bath buttons. The kind is the one that suits the actor (its Droid flag:
 * immersionKindFor), never read from the button; who may act (the GM or the patient's owner) and the
 * refusals with their notices are the immersion shell's (module/features/medicine/card/immersion.ts).
 */
import { actorView } from "../../foundry/documents.ts";
import { isDroidView } from "../../foundry/inputs.ts";
import { api as medicineApi } from "../../features/medicine/index.ts";
import { SESSION_FLAG } from "../../chat/log-flags.ts";
import { immersionKindFor, type ImmersionKind } from "../../rules/combat/immersion.ts";

/** The kind of the actor's open session, or null (what the sheet's context shows). */
export function openImmersionKind(actor: Actor.Implementation): ImmersionKind | null {
  const flags = (actor.flags as { eote?: Record<string, unknown> } | undefined)?.eote;
  return medicineApi.readSession(flags?.[SESSION_FLAG])?.kind ?? null;
}

/** Puts the actor in the immersion that suits it; the session's card is the result (null when refused). */
export async function startImmersionFromSheet(actor: Actor.Implementation): Promise<ChatMessage.Implementation | null> {
  return medicineApi.startImmersion(actor, immersionKindFor(isDroidView(actorView(actor))));
}

/** Ends the actor's open session; the wounds healed. */
export async function endImmersionFromSheet(actor: Actor.Implementation): Promise<number> {
  return medicineApi.endImmersion(actor);
}
