/**
 * Chases in Foundry (seed 002 CHASE): the GM starts a chase between a pursuer and a quarry (two vehicles,
 * or two characters on foot) and its card is posted, seen as the GM's roll mode says. Each round both
 * sides roll at once, by the GM with no dialog (as the GM's fear check does): a vehicle's pilot from its
 * crew roster rolls Piloting, a character on foot rolls Athletics (seed 002 NON-VEHICLE CHASES), each
 * against the card's difficulty, a vehicle's with the hazard's setback. The two rolls are appended to the
 * card's message with the round's record (pilots and speeds) by the card's Next round (./card.ts), which
 * replays the rounds to show the band; its Undo takes the last round's record and rolls off again.
 */
import { SYSTEM_ID } from "../../system/config.ts";
import { EoteError } from "../../dice/errors.ts";
import { formatPool } from "../../dice/index.ts";
import { stationSkill } from "../../rules/vehicles/crew.ts";
import { applyCheckModifiers } from "../../rules/checks/modifiers.ts";
import { HAZARD_SETBACK } from "../../rules/vehicles/travel.ts";
import type { VehicleData } from "../../rules/types.ts";
import { checkModifiersOf } from "../../applications/dice-dialog/modifier-sources.ts";
import type { NarrativeRollOptions } from "../../roll/narrative-roll.ts";
import { notifyError } from "../../foundry/notify.ts";
import { format, localize } from "../../foundry/localize.ts";
import { actorFromUuid, actorView, escapeText } from "../../foundry/documents.ts";
import { followUpData } from "../../chat/follow-up.ts";
import { tokenName } from "../../chat/token-name.ts";
import { crewMember } from "../../foundry/crew.ts";
import { shipMotion } from "../../foundry/crew.ts";
import {
  CHASE_FLAG, readChaseFlag, scaleOf, startBands, type ChaseChoice, type ChaseFlag, type ChaseRoundFlag, type ChaseSideFlag,
} from "./model.ts";

type Message = ChatMessage.Implementation;
type AnyActor = Actor.Implementation;

const isVehicle = (actor: AnyActor): boolean => actorView(actor).type === "vehicle";

/** An actor by uuid, as a caller reads it (the card's read of its actors, else a fresh look-up). */
type Find = (uuid: string) => AnyActor | null | Promise<AnyActor | null>;

/** Who rolls for a side, with which skill, at what speed: a vehicle's pilot (Piloting), else the actor itself (Athletics). */
async function sideRoller(actor: AnyActor, find: Find = actorFromUuid): Promise<{ roller: AnyActor; skill: string; speed: number }> {
  if (!isVehicle(actor)) return { roller: actor, skill: "athletics", speed: 0 };
  const pilot = await crewMember(actor, "pilot", "", find);
  return { roller: pilot, skill: stationSkill("pilot", (actorView(actor).system as VehicleData).domain), speed: shipMotion(actor).motion.speed };
}

/** One side's check, evaluated (the dice through Roll.create, as every narrative roll). */
async function rollSide(roller: AnyActor, skill: string, flag: ChaseFlag, side: string): Promise<Roll> {
  let pool = roller.checkPool(skill);
  pool = { ...pool, difficulty: pool.difficulty + flag.difficulty, setback: pool.setback + (flag.scale === "vehicle" ? HAZARD_SETBACK[flag.hazard] : 0) };
  // Talents' and gear's dice on the skill, as the dice dialog applies them; situational ones stay the player's call.
  pool = applyCheckModifiers(pool, checkModifiersOf(roller, skill).filter((m) => !m.situational));
  const title = format("EOTE.Chase.RollTitle", { name: tokenName(roller), side: localize(`EOTE.Chase.Side.${side}`), skill: localize(`EOTE.Skill.${skill}`) });
  const roll = foundry.dice.Roll.create(formatPool(pool, "formula"), {}, { title } as NarrativeRollOptions as Roll.Options);
  await roll.evaluate();
  return roll as Roll;
}

function sideFlag(actor: AnyActor, tokenUuid: string): ChaseSideFlag {
  return tokenUuid ? { actorUuid: actor.uuid, tokenUuid } : { actorUuid: actor.uuid };
}

/** The token's uuid when the actor is a token's synthetic actor ("" for a world actor). */
function tokenUuidOfActor(actor: AnyActor): string {
  return (actor as unknown as { token?: { uuid?: string } | null }).token?.uuid ?? "";
}

/**
 * Starts a chase (GM only): checks both sides (not the same, both vehicles or both on foot, each vehicle
 * with a pilot the GM can find) and posts the card, with no round rolled yet. Returns the message or null.
 */
export async function startChase(choice: ChaseChoice): Promise<Message | null> {
  try {
    if (game.user?.isGM !== true) {
      ui.notifications?.warn(localize("EOTE.Chase.Notice.GMOnly"));
      return null;
    }
    const pursuer = await actorFromUuid(choice.pursuerUuid);
    const quarry = await actorFromUuid(choice.quarryUuid);
    if (!pursuer || !quarry) throw new EoteError("EOTE.Chase.Error.NoSide", "A chase needs a pursuer and a quarry");
    if (pursuer.uuid === quarry.uuid) throw new EoteError("EOTE.Chase.Error.SameSide", "The pursuer cannot chase itself");
    const scale = scaleOf(isVehicle(pursuer), isVehicle(quarry));
    if (!scale) throw new EoteError("EOTE.Chase.Error.MixedScale", "A vehicle chases vehicles, a character on foot chases characters");
    // Each vehicle needs its pilot before the card is posted (the refusal names the empty station).
    await sideRoller(pursuer);
    await sideRoller(quarry);
    const flag = readChaseFlag({
      scale, start: choice.start, difficulty: choice.difficulty, hazard: choice.hazard, rounds: [],
      pursuer: sideFlag(pursuer, tokenUuidOfActor(pursuer)), quarry: sideFlag(quarry, tokenUuidOfActor(quarry)),
    });
    if (!flag) throw new EoteError("EOTE.Chase.Error.BadStart", "The chase must start at a band of its scale, beyond the nearest", { bands: startBands(scale).join(", ") });
    const title = format("EOTE.Chase.Card.Title", { pursuer: tokenName(pursuer, flag.pursuer.tokenUuid), quarry: tokenName(quarry, flag.quarry.tokenUuid) });
    // A card tied to no roll yet: the GM's current roll mode decides who sees it, and its rounds' rolls.
    const message = await ChatMessage.create(followUpData({
      content: `<div class="eote-chase-card"><h4 class="eote-chase__title">${escapeText(title)}</h4></div>`,
      speaker: ChatMessage.getSpeaker(),
      flags: { [SYSTEM_ID]: { [CHASE_FLAG]: flag } },
    }, null) as ChatMessage.CreateData) as Message | undefined;
    return message ?? null;
  } catch (err) {
    notifyError(err);
    return null;
  }
}

/**
 * The next round (the card checked it may be rolled): each side's roller rolls, and the card's message gets
 * the two rolls and the round's record (pilots and speeds). `find` is the card's read of the actors it names.
 */
export async function rollChaseRound(message: Message, flag: ChaseFlag, sides: { pursuer: AnyActor; quarry: AnyActor }, find: Find): Promise<void> {
  const p = await sideRoller(sides.pursuer, find);
  const q = await sideRoller(sides.quarry, find);
  const rolls = [await rollSide(p.roller, p.skill, flag, "pursuer"), await rollSide(q.roller, q.skill, flag, "quarry")];
  const round: ChaseRoundFlag = { pursuerPilotUuid: p.roller.uuid, quarryPilotUuid: q.roller.uuid, pursuerSpeed: p.speed, quarrySpeed: q.speed };
  await message.update({
    // The stored rolls as their data (Foundry keeps each as JSON and rebuilds the Roll).
    rolls: [...(message.rolls ?? []), ...rolls].map((r) => r.toJSON()),
    [`flags.${SYSTEM_ID}.${CHASE_FLAG}.rounds`]: [...flag.rounds, round],
  } as never);
}

/** Keeps the card's first `kept` rounds: their records and their rolls (two a round), as they were before the rest. */
export async function keepChaseRounds(message: Message, flag: ChaseFlag, kept: number): Promise<void> {
  await message.update({
    rolls: (message.rolls ?? []).slice(0, kept * 2).map((r) => r.toJSON()),
    [`flags.${SYSTEM_ID}.${CHASE_FLAG}.rounds`]: flag.rounds.slice(0, kept),
  } as never);
}
