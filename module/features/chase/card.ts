/**
 * The chase card in Foundry: its registered card (module/chat/register.ts) fills the message startChase posted
 * (flags.eote.chase) with the band now and every round so far, replayed from the message's rolls at each
 * render (./model.ts), and the GM's Next round and Undo last round. Only a GM's card acts, and only for a
 * GM: a player could post a message with the same flag (module/chat/trust.ts), which shows only
 * why it cannot act. The message itself changes each round, so Foundry redraws it everywhere.
 */
import { registerCard } from "../../chat/register.ts";
import { eoteFlagOf, cardStanding, gmCardTrust, mountSection } from "../../chat/section.ts";
import { cardButton, type Click } from "../../chat/button.ts";
import { SYSTEM_ID, SYSTEM_PATH } from "../../system/config.ts";
import { EoteError } from "../../dice/errors.ts";
import { localize } from "../../foundry/localize.ts";
import { actorFromUuid, actorFromUuidSync } from "../../foundry/documents.ts";
import { tokenName } from "../../chat/token-name.ts";
import { rollSide, sideRoller } from "./actions.ts";
import { CHASE_FLAG } from "./flags.ts";
import { buildChaseCard, MAX_CHASE_ROUNDS, readChaseFlag, replayChase, type ChaseFlag, type ChaseResult, type ChaseRoundFlag } from "./model.ts";

export function registerChaseCard(): void {
  registerCard((message) => eoteFlagOf(message, CHASE_FLAG) !== undefined, renderChase);
}

export const CHASE_CARD_TEMPLATE = `${SYSTEM_PATH}/templates/chat/chase.hbs`;

type Message = ChatMessage.Implementation;

export function chaseFlagOf(message: Message): ChaseFlag | null {
  return readChaseFlag(eoteFlagOf(message, CHASE_FLAG));
}

/** The outcome of each roll on the card's message, in order (null for anything but a narrative roll). */
export function chaseOutcomes(message: Message): (ChaseResult | null)[] {
  return (message.rolls ?? []).map((roll) => (roll as unknown as { actionableOutcome?: ChaseResult | null }).actionableOutcome ?? null);
}

/** A chase card's button: the GM only, on a GM's card, one run at a time per card. */
function chaseButton(act: (message: Message, flag: ChaseFlag) => Promise<boolean>) {
  return cardButton<Click, ChaseFlag, boolean>({
    busy: { key: (message) => `chase-${message.id ?? ""}`, notice: "EOTE.Chase.Notice.Busy" },
    read: chaseFlagOf,
    trust: gmCardTrust("EOTE.Chase.Card.Refused"),
    who: { gm: "EOTE.Chase.Notice.GMOnly" },
    act: ({ message, state }) => act(message, state),
  });
}

const nextRound = chaseButton(async (message, flag) => {
  const replay = replayChase(flag, chaseOutcomes(message));
  if (replay.broken) throw new EoteError("EOTE.Chase.Error.Broken", "The card's rolls do not match its rounds");
  if (replay.state !== "on" || flag.rounds.length >= MAX_CHASE_ROUNDS) {
    ui.notifications?.warn(localize("EOTE.Chase.Notice.Over"));
    return false;
  }
  const pursuer = await actorFromUuid(flag.pursuer.actorUuid);
  const quarry = await actorFromUuid(flag.quarry.actorUuid);
  if (!pursuer || !quarry) throw new EoteError("EOTE.Chase.Error.NoSide", "A side of the chase no longer exists");
  const p = await sideRoller(pursuer);
  const q = await sideRoller(quarry);
  const rolls = [await rollSide(p.roller, p.skill, flag, "pursuer"), await rollSide(q.roller, q.skill, flag, "quarry")];
  const round: ChaseRoundFlag = { pursuerPilotUuid: p.roller.uuid, quarryPilotUuid: q.roller.uuid, pursuerSpeed: p.speed, quarrySpeed: q.speed };
  await message.update({
    // The stored rolls as their data (Foundry keeps each as JSON and rebuilds the Roll).
    rolls: [...(message.rolls ?? []), ...rolls].map((r) => r.toJSON()),
    [`flags.${SYSTEM_ID}.${CHASE_FLAG}.rounds`]: [...flag.rounds, round],
  } as never);
  return true;
});

const undoRound = chaseButton(async (message, flag) => {
  if (!flag.rounds.length) return false;
  if (replayChase(flag, chaseOutcomes(message)).broken) throw new EoteError("EOTE.Chase.Error.Broken", "The card's rolls do not match its rounds");
  const kept = flag.rounds.length - 1;
  await message.update({
    rolls: (message.rolls ?? []).slice(0, kept * 2).map((r) => r.toJSON()),
    [`flags.${SYSTEM_ID}.${CHASE_FLAG}.rounds`]: flag.rounds.slice(0, kept),
  } as never);
  return true;
});

/** Both sides roll the next round; the card's message gets the two rolls and the round's record. GM only, on a GM's card. */
export async function nextChaseRound(message: Message): Promise<boolean> {
  return (await nextRound(message, { action: "eoteChaseNext" })) ?? false;
}

/** Takes the last round off the card: its record and its two rolls, so the card is as it was before it. */
export async function undoChaseRound(message: Message): Promise<boolean> {
  return (await undoRound(message, { action: "eoteChaseUndo" })) ?? false;
}

/** The card's template context, or null when the message is no chase card or is hidden from the user. */
export function chaseContext(message: Message) {
  const flag = chaseFlagOf(message);
  if (!flag || !message.isContentVisible) return null;
  const { authorName, refusal } = cardStanding(message, null);
  const base = { messageId: message.id ?? "", authorName, refusal: refusal ? "EOTE.Chase.Card.Refused" : null };
  if (refusal) return base;
  const name = (uuid: string, tokenUuid?: string) => {
    const actor = actorFromUuidSync(uuid);
    return actor ? tokenName(actor, tokenUuid) : "";
  };
  const pilots: Record<string, string> = {};
  for (const round of flag.rounds) for (const uuid of [round.pursuerPilotUuid, round.quarryPilotUuid]) pilots[uuid] ??= name(uuid);
  const names = { pursuer: name(flag.pursuer.actorUuid, flag.pursuer.tokenUuid), quarry: name(flag.quarry.actorUuid, flag.quarry.tokenUuid), pilots };
  return { ...base, ...buildChaseCard(flag, replayChase(flag, chaseOutcomes(message)), names, game.user?.isGM === true) };
}

export async function chaseSection(message: Message): Promise<string | null> {
  const context = chaseContext(message);
  return context ? foundry.applications.handlebars.renderTemplate(CHASE_CARD_TEMPLATE, context) : null;
}

/** A click on the card: Next round or Undo last round (each checks the card and the user again). */
export async function runChaseAction(message: Message, action: string): Promise<void> {
  if (action === "eoteChaseNext") await nextChaseRound(message);
  else if (action === "eoteChaseUndo") await undoChaseRound(message);
}

export async function renderChase(message: Message, html: HTMLElement): Promise<void> {
  const section = await chaseSection(message);
  if (section === null) return;
  mountSection(html, ".eote-chase", section, (button) => runChaseAction(message, button.dataset.action ?? ""), ".eote-chase-card");
}
