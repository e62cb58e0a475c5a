/**
 * The chase card in Foundry: its registered card (module/chat/register.ts) fills the message startChase posted
 * (flags.eote.chase) with the band now and every round so far, replayed from the message's rolls at each
 * render (./model.ts), and the GM's Next round and Undo last round. Only a GM's card acts, and only for a
 * GM: a player could post a message with the same flag (module/chat/trust.ts), which shows only
 * why it cannot act. The message itself changes each round, so Foundry redraws it everywhere.
 *
 * Read → model → write: a render or a click reads the card once (readChaseCard: the flag, its author's
 * standing, the rolls' outcomes and each actor the flag names, each looked up once), the model decides
 * (./model.ts chaseCardView, nextRoundRefusal, undoRoundPlan), and the click's act writes (./actions.ts).
 */
import { registerCard } from "../../chat/register.ts";
import { eoteFlagOf, cardStanding, mountSection } from "../../chat/section.ts";
import { cardButton, type Click } from "../../chat/button.ts";
import { SYSTEM_PATH } from "../../system/config.ts";
import { EoteError } from "../../dice/errors.ts";
import { warnKey } from "../../foundry/notify.ts";
import { actorFromUuidSync } from "../../foundry/documents.ts";
import { tokenName } from "../../chat/token-name.ts";
import { keepChaseRounds, rollChaseRound } from "./actions.ts";
import { CHASE_FLAG } from "./flags.ts";
import {
  chaseCardView, nextRoundRefusal, readChaseFlag, replayChase, undoRoundPlan, type ChaseCardSnapshot, type ChaseFlag, type ChaseRefusal, type ChaseResult,
} from "./model.ts";

export function registerChaseCard(): void {
  registerCard((message) => eoteFlagOf(message, CHASE_FLAG) !== undefined, renderChase);
}

export const CHASE_CARD_TEMPLATE = `${SYSTEM_PATH}/templates/chat/chase.hbs`;

type Message = ChatMessage.Implementation;
type AnyActor = Actor.Implementation;

export function chaseFlagOf(message: Message): ChaseFlag | null {
  return readChaseFlag(eoteFlagOf(message, CHASE_FLAG));
}

/** The outcome of each roll on the card's message, in order (null for anything but a narrative roll). */
export function chaseOutcomes(message: Message): (ChaseResult | null)[] {
  return (message.rolls ?? []).map((roll) => (roll as unknown as { actionableOutcome?: ChaseResult | null }).actionableOutcome ?? null);
}

/** The chase card read once: the model's snapshot, and the documents a click rolls with. */
export interface ChaseCardRead extends ChaseCardSnapshot {
  /** The sides' actors (null when gone, or on a refused card, which reads none). */
  pursuer: AnyActor | null;
  quarry: AnyActor | null;
  /** An actor by uuid: the one this read found, else looked up now and kept (a click's pilots are its rounds' pilots). */
  actor: (uuid: string) => AnyActor | null;
}

/**
 * Reads the card from its message and the documents now, each actor once however often the flag names it
 * (on foot a side is its own pilot): null when the message carries no valid chase flag. A player's card is
 * judged before anything it names is read. The actors are found with fromUuidSync (world actors and the
 * scenes' token actors), so a render and a click read alike.
 */
export function readChaseCard(message: Message): ChaseCardRead | null {
  const flag = chaseFlagOf(message);
  if (!flag) return null;
  const found = new Map<string, AnyActor | null>();
  const actor = (uuid: string): AnyActor | null => {
    if (!found.has(uuid)) found.set(uuid, actorFromUuidSync(uuid));
    return found.get(uuid) ?? null;
  };
  const { authorName, refusal } = cardStanding(message, null);
  const read = { flag, messageId: message.id ?? "", authorName, refused: refusal !== null, isGM: game.user?.isGM === true, outcomes: chaseOutcomes(message), actor };
  if (refusal) return { ...read, names: { pursuer: "", quarry: "", pilots: {} }, pursuer: null, quarry: null };
  const pursuer = actor(flag.pursuer.actorUuid);
  const quarry = actor(flag.quarry.actorUuid);
  const nameOf = (found: AnyActor | null, tokenUuid?: string) => (found ? tokenName(found, tokenUuid) : "");
  const pilots: Record<string, string> = {};
  for (const round of flag.rounds) for (const uuid of [round.pursuerPilotUuid, round.quarryPilotUuid]) pilots[uuid] ??= nameOf(actor(uuid));
  const names = { pursuer: nameOf(pursuer, flag.pursuer.tokenUuid), quarry: nameOf(quarry, flag.quarry.tokenUuid), pilots };
  return { ...read, names, pursuer, quarry };
}

/** A refusal of the model's: a broken card's is an error (shown by the button's notifyError), the rest a notice. */
function refuse(refusal: ChaseRefusal): false {
  if (refusal.error) throw new EoteError(refusal.key, "The card's rolls do not match its rounds");
  warnKey(refusal.key);
  return false;
}

/** A chase card's button: the GM only, on a GM's card, one run at a time per card, over the card read once. */
function chaseButton(act: (message: Message, card: ChaseCardRead) => Promise<boolean>) {
  return cardButton<Click, ChaseCardRead, boolean>({
    busy: { key: (message) => `chase-${message.id ?? ""}`, notice: "EOTE.Chase.Notice.Busy" },
    read: readChaseCard,
    trust: (_message, card) => (card.refused ? "EOTE.Chase.Card.Refused" : null),
    who: { gm: "EOTE.Chase.Notice.GMOnly" },
    act: ({ message, state }) => act(message, state),
  });
}

const nextRound = chaseButton(async (message, card) => {
  const refusal = nextRoundRefusal(card.flag, replayChase(card.flag, card.outcomes));
  if (refusal) return refuse(refusal);
  const { pursuer, quarry } = card;
  if (!pursuer || !quarry) throw new EoteError("EOTE.Chase.Error.NoSide", "A side of the chase no longer exists");
  await rollChaseRound(message, card.flag, { pursuer, quarry }, card.actor);
  return true;
});

const undoRound = chaseButton(async (message, card) => {
  const plan = undoRoundPlan(card.flag, replayChase(card.flag, card.outcomes));
  if (!plan) return false;
  if ("refusal" in plan) return refuse(plan.refusal);
  await keepChaseRounds(message, card.flag, plan.kept);
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

/** The card's HTML, or null when the message is no chase card or is hidden from the user (then nothing is read). */
export async function chaseSection(message: Message): Promise<string | null> {
  const card = message.isContentVisible ? readChaseCard(message) : null;
  return card ? foundry.applications.handlebars.renderTemplate(CHASE_CARD_TEMPLATE, chaseCardView(card)) : null;
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
