/**
 * The Force card tests' shared cast: Kira, the player's Force user, and a Force power card as a roll
 * posts it (flags.eote.check.force naming the actor, the roll's light and dark pips).
 */
import { character } from "../../fixtures/actors.ts";
import { asUser, FakeActor, OWNERSHIP, register, users } from "../../doubles/index.ts";
import type { FakeChatMessage } from "../../doubles/chat.ts";

export const PLAYER = { default: OWNERSHIP.NONE, [users.player.id]: OWNERSHIP.OWNER };

/** Kira (strain 3 of 12, conflict 1), the player's, Force rating 3; a dark side user (morality 20) when `dark`. */
export function kira(dark = false): FakeActor {
  const data = { ...character(), forceRating: 3 };
  data.strain.value = 3;
  data.morality = { ...data.morality, value: dark ? 20 : 50, darkSide: dark, conflict: 1 };
  return register(new FakeActor("Kira", "character", data, { ownership: PLAYER }));
}

/** A Force power card posted by `author` for `actor` with these pips. */
export async function postForceCard(author: typeof users.gm, actor: { uuid: string }, light: number, dark: number): Promise<FakeChatMessage> {
  asUser(author);
  const outcome = { light, dark, success: 0, failure: 0, advantage: 0, threat: 0, triumph: 0, despair: 0, netSuccess: 0, netAdvantage: 0, succeeded: false };
  const chat = (globalThis as unknown as { ChatMessage: { create(data: object): Promise<FakeChatMessage> } }).ChatMessage;
  return await chat.create({ flags: { eote: { check: { force: { actorUuid: actor.uuid, tokenUuid: "" } } } }, rolls: [{ outcome, actionableOutcome: outcome }] });
}
