/**
 * Attack messages for the card's shell tests, as the dice dialog posts them: an attacker that owns the
 * weapon (the card reads its numbers from that item), a flag naming both, a roll with these net
 * results, and an author (the GM unless a test says otherwise) through the v13 ChatMessage double.
 */
import type { AttackFlag, AttackWeapon } from "../../module/features/attack/model.ts";
import { character } from "../fixtures/actors.ts";
import { blaster } from "../fixtures/items.ts";
import type { CharacterData, WeaponData } from "../../module/rules/types.ts";
import { FakeActor, FakeChatMessage, itemOfType, register, users, type AnyFakeActor, type AnyFakeItem, type FakeItem, type FakeUser } from "./index.ts";

/** An attacker (any actor) and the weapon it attacks with (attackFlag checks that it is a weapon). */
export interface Armed {
  attacker: AnyFakeActor;
  weapon: AnyFakeItem;
}

/** What armed() makes: a character and its weapon, typed as such. */
export interface ArmedCharacter extends Armed {
  attacker: FakeActor<CharacterData>;
  weapon: FakeItem<WeaponData>;
}

let weapons = 0;

/** A character (Brawn 3) owning one weapon with these numbers; `ownership` as FakeActor's (default: everyone owns it). */
export function armed(weapon: AttackWeapon, options: { name?: string; ownership?: Record<string, number> } = {}): ArmedCharacter {
  const system = blaster({ ...weapon, qualities: weapon.qualities.map((q) => ({ ...q })) });
  const attacker = register(new FakeActor("Attacker", "character", character(), {
    items: [{ _id: `weapon${(++weapons).toString().padStart(10, "0")}`, name: options.name ?? "Club", type: "weapon", system }],
    ...(options.ownership ? { ownership: options.ownership } : {}),
  }));
  return { attacker, weapon: itemOfType(attacker.items.contents[0], "weapon") };
}

export interface Outcome {
  netSuccess: number;
  netAdvantage: number;
  triumph?: number;
  despair?: number;
}

/** The flag planAttack writes for this attacker and weapon (its numbers copied at the time, as before). */
export function attackFlag(arms: Armed, targets: readonly AnyFakeActor[], over: Partial<AttackFlag> = {}): AttackFlag {
  const w = itemOfType(arms.weapon, "weapon").system;
  return {
    weaponUuid: arms.weapon.uuid, attackerUuid: arms.attacker.uuid, targetUuids: targets.map((t) => t.uuid), rangeBand: "engaged",
    weapon: { skill: w.skill, damage: w.damage, addBrawn: w.addBrawn, crit: w.crit, qualities: w.qualities }, weaponName: arms.weapon.name,
    brawn: 3, scale: "personal", autoFire: false, stunSetting: false, targetSilhouette: 1, ...over,
  };
}

/**
 * A stored roll's narrative dice at this difficulty level, as NarrativeRoll#narrativeResults gives them
 * (blank faces): what the cards read to tell what the roll was made against.
 */
export function rolledAt(level: number, challenge = 0): { die: "difficulty" | "challenge"; face: number }[] {
  return [
    ...Array.from({ length: level - challenge }, () => ({ die: "difficulty" as const, face: 1 })),
    ...Array.from({ length: challenge }, () => ({ die: "challenge" as const, face: 1 })),
  ];
}

/** A posted attack message with these net results, by `author`; its roll holds `rolled` (rolledAt) as its narrative dice. */
export function attackMessage(id: string, flag: AttackFlag | Record<string, unknown>, outcome: Outcome, author: FakeUser = users.gm,
  rolled: ReturnType<typeof rolledAt> = []): FakeChatMessage {
  const o = { triumph: 0, despair: 0, ...outcome, succeeded: outcome.netSuccess > 0 };
  const message = new FakeChatMessage({ flags: { eote: { check: { attack: flag } } }, rolls: [{ outcome: o, actionableOutcome: o, narrativeResults: rolled }] }, author);
  message.id = id;
  return message;
}
