/**
 * The chase shell tests' table: pilots and ships in the world (game.actors), the crew seated, the GM's
 * choice, readers of the posted card (its flag, its narrative rolls, a snapshot for an exact Undo).
 */
import { load } from "../../fixtures/modules.ts";
import { character, vehicle } from "../../fixtures/actors.ts";
import type { ChaseChoice } from "../../../module/features/chase/model.ts";
import type { NarrativeRoll } from "../../../module/roll/narrative-roll.ts";
import { type AnyFakeActor, FakeActor, type FakeChatMessage, flagRecord, messages, OWNERSHIP, register, users } from "../../doubles/index.ts";

const g = globalThis as unknown as { game: { actors: { contents: AnyFakeActor[] } } };
export const PLAYER = { default: OWNERSHIP.NONE, [users.player.id]: OWNERSHIP.OWNER };

/** An empty world: game.actors lists no one (each test's start). */
export function emptyWorld(): void {
  g.game.actors = { contents: [] };
}

/** A pilot: Agility 3, Piloting (Space) 2 (and Athletics 1 from the fixture). */
export function pilot(name: string, ownership: Record<string, number> = PLAYER) {
  const data = character();
  data.characteristics.agility = 3;
  data.skills.pilotingSpace = { rank: 2, career: true };
  const actor = register(new FakeActor(name, "character", data, { ownership }));
  g.game.actors.contents.push(actor);
  return actor;
}

export function ship(name: string, speed: number) {
  const data = vehicle(3);
  data.speed = { value: speed, max: 5 };
  const actor = register(new FakeActor(name, "vehicle", data, { ownership: PLAYER }));
  g.game.actors.contents.push(actor);
  return actor;
}

/** The pursuing Wayward Star (speed 3, Kira at the helm) and the fleeing Red Comet (speed 2, Vex). */
export async function ships(pursuerSpeed = 3, quarrySpeed = 2) {
  const crew = await load.crewActions();
  const star = ship("Wayward Star", pursuerSpeed);
  const comet = ship("Red Comet", quarrySpeed);
  const kira = pilot("Kira");
  const vex = pilot("Vex", { default: OWNERSHIP.NONE });
  await crew.seatCrewMember(star, "pilot", kira);
  await crew.seatCrewMember(comet, "pilot", vex);
  return { star, comet, kira, vex };
}

export const choice = (pursuer: { uuid: string }, quarry: { uuid: string }, extra: Partial<ChaseChoice> = {}): ChaseChoice =>
  ({ pursuerUuid: pursuer.uuid, quarryUuid: quarry.uuid, start: "medium", difficulty: 2, hazard: "light", ...extra });

/** The message a call posted, as the chat double keeps it (its flags and rolls readable). */
export function posted(message: ChatMessage.Implementation | null | undefined): FakeChatMessage {
  const found = messages.find((m) => m.id === message?.id);
  if (!found) throw new Error("no message was posted");
  return found;
}

/** The card's flag as stored (flags.eote.chase), and its rounds. */
export const chaseFlag = (message: FakeChatMessage) => flagRecord(message, "eote", "chase");
export const roundsOf = (message: FakeChatMessage) => chaseFlag(message)["rounds"];
/** The message's rolls: narrative rolls, rebuilt from their stored JSON. */
export const rollsOf = (message: FakeChatMessage): NarrativeRoll[] => message.rolls as unknown[] as NarrativeRoll[];
/** Each roll's outcome, in order (every roll here is a narrative roll). */
export const outcomesOf = (message: FakeChatMessage) => rollsOf(message).map((r) => r.actionableOutcome!);
/** The card's flags and stored rolls, as text: an exact Undo gives back the same. */
export const snapshot = (message: FakeChatMessage) => JSON.stringify({ flags: message.flags, rolls: rollsOf(message).map((r) => r.toJSON()) });
