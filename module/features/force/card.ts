/**
 * The Force power card in Foundry: its registered card (module/chat/register.ts) adds, to a roll posted with
 * flags.eote.check.force (./actions.ts forcePowerCheck), the light and dark pips and the Force points
 * they give (module/rules/force/force.ts forcePoints). The own side's pips are free; the card offers to use the
 * other side's too, at their price: strain through the normal track update (a rival takes it as wounds),
 * conflict added to the character's conflict this session (an actor without morality: noted on the card), and one
 * Destiny point flipped (a light side user's light point to dark, a dark side user's dark point to light:
 * module/rules/force/force.ts forceCostFlip) through the trusted flip path (module/features/destiny/actions.ts flipAnswer),
 * before the strain. A flip the other way than the user flips from the pool (a player's dark to light, the
 * GM's light to dark) is allowed on the GM's client only as a Force card's cost, once per card
 * (forceCostAllows, module/features/destiny/actions/gm.ts). One spend per card; Undo takes off exactly the strain
 * it added (module/chat/track-change.ts) and drops the record. The flip itself is recorded where only a
 * GM can write (module/foundry/gm-records.ts, through the destiny GM's queue): when that record says the
 * card flipped a point, only a GM may undo it, flipping the point back first (refused, nothing changed,
 * when it cannot). The record on the actor is its owner's to rewrite, so it never says what to flip.
 * Who: the card acts only when its author is a GM or an owner of the actor (module/chat/trust.ts),
 * and only for the GM or that actor's owner now; Undo reads the record on the actor for the tracks.
 * Read → model → write: a render or a click reads the card once (readForceCard: the flag, the pips, the
 * standing, the actor and its record), the pure model decides (./model.ts forceCardView, forceUsePlan,
 * forceUndoPlan), and the click writes.
 */
import { SYSTEM_PATH } from "../../system/config.ts";
import { outcomeOf } from "../../chat/roll-outcome.ts";
import { localize } from "../../foundry/localize.ts";
import { actorFromUuidSync, actorView, canActOn, updatePaths } from "../../foundry/documents.ts";
import { trackPaths } from "../../chat/track-change.ts";
import { cardLedger, tracksOf } from "../../chat/ledger.ts";
import { cardRecordOf, cardStanding, checkFlagOf, eoteFlagsOf, mountSection } from "../../chat/section.ts";
import { tokenName } from "../../chat/token-name.ts";
import { api as destinyApi } from "../destiny/index.ts";
import { cardButton, type Click } from "../../chat/button.ts";
import { forceCostFlip } from "../../rules/force/force.ts";
import type { ActorType } from "../../rules/types.ts";
import { conflictOf, isDarkSideUser } from "./actions/actor-data.ts";
import {
  FORCE_CHECK, FORCE_LOG, forceCardView, forcePath, forceUndoPlan, forceUsePlan, readForceFlag, readForceRecord,
  type ForceCardSnapshot, type ForceFlag, type ForceFlip, type ForceRecord, type ForceTracksNow,
} from "./model.ts";

export const FORCE_CARD_TEMPLATE = `${SYSTEM_PATH}/templates/chat/force.hbs`;

type Message = ChatMessage.Implementation;

/** Whether some non-GM user owns the actor (core's Actor#hasPlayerOwner, asked of the users directly). */
function hasPlayerOwner(actor: Actor.Implementation): boolean {
  return (game.users?.contents ?? []).some((u) => !u.isGM && actor.testUserPermission(u as never, "OWNER"));
}

function forceFlagOf(message: Message): ForceFlag | null {
  return readForceFlag(checkFlagOf(message, FORCE_CHECK));
}

function forceRecordOf(actor: Actor.Implementation | null, messageId: string): ForceRecord | null {
  return readForceRecord(cardRecordOf(actor, FORCE_LOG, messageId));
}

/** The card read once, with the actor document its clicks write to (null when gone). */
export interface ForceCardRead extends ForceCardSnapshot {
  document: Actor.Implementation | null;
}

/**
 * Reads the Force card from its message and the actor it names, once, for one render or one click: the
 * flag, the pips of the stored roll and whether it succeeded (null, nothing to act on, when the roll may
 * not be acted on: module/roll NarrativeRoll#actionableOutcome), the card's standing (its author must be a
 * GM or an owner of the actor), the actor and this card's record on it. The actor is resolved with
 * fromUuidSync (world and token actors), so a render and a click judge alike.
 */
export function readForceCard(message: Message): ForceCardRead | null {
  const flag = forceFlagOf(message);
  const outcome = outcomeOf(message) as { light?: number; dark?: number; succeeded?: boolean } | null;
  if (!flag || !outcome) return null;
  const messageId = message.id ?? "";
  const document = actorFromUuidSync(flag.actorUuid);
  const { authorName, refusal } = cardStanding(message, document);
  return {
    messageId, flag, pips: { light: outcome.light ?? 0, dark: outcome.dark ?? 0 }, succeeded: outcome.succeeded === true, authorName, refusal, document,
    actor: document ? { name: tokenName(document, flag.tokenUuid), darkSideUser: isDarkSideUser(document), canAct: canActOn(document) } : null,
    record: forceRecordOf(document, messageId),
  };
}

/** The actor's tracks, caps, other cards' changes and conflict, as a click reads them from the card's actor. */
function tracksNow(actor: Actor.Implementation, messageId: string): ForceTracksNow {
  const view = actorView(actor);
  return {
    ...tracksOf(view), paths: trackPaths(actor.type as ActorType),
    ledger: cardLedger(eoteFlagsOf(actor), forcePath(messageId)), conflict: conflictOf(actor),
  };
}

export async function forceSection(message: Message): Promise<string | null> {
  // A card hidden from the user (a blind roll) is not read at all.
  if (!message.isContentVisible) return null;
  const card = readForceCard(message);
  if (!card) return null;
  return foundry.applications.handlebars.renderTemplate(FORCE_CARD_TEMPLATE, forceCardView(card));
}

export async function renderForce(message: Message, html: HTMLElement): Promise<void> {
  const section = await forceSection(message);
  if (section === null) return;
  mountSection(html, ".eote-force", section, (button) => runForceAction(message, button.dataset.action ?? "", Number(button.dataset.used ?? 0)));
}

type ForceClick = Click & { used: number };

/** One Force card button, after checking the flag, the card's trust and the viewer's right to act for the actor. */
const forceButton = cardButton<ForceClick, ForceCardRead>({
  read: readForceCard,
  // Undo reads only the record on the actor: it skips the card's trust (module/chat/section.ts mayUndo).
  recordOnly: ["eoteForceUndo"],
  trust: (_message, card) => card.refusal,
  who: { owner: (card) => card.document, notice: "EOTE.Combat.Notice.NotAllowed" },
  act: async ({ click: { action, used }, state: card, target: actor }) => {
    const id = card.messageId;
    if (action === "eoteForceUndo") {
      // Whether the spend flipped a Destiny point is read from the GM's own record of the card
      // (module/features/destiny/actions/gm.ts costFlipOf), never from the record on the actor, which its owner
      // can write: a forged `destinyFlips` flips nothing back.
      const user = game.user;
      const plan = forceUndoPlan(card, tracksNow(actor, id), card.record !== null && destinyApi.costFlipOf(id) !== null, user?.isGM === true);
      if (!plan.ok) {
        if (plan.notice) ui.notifications?.warn(localize(plan.notice));
        return;
      }
      if (plan.flipBack && user) {
        // The point the spend flipped goes back first, by a GM; a refusal (that side empty now) undoes nothing.
        const answer = await destinyApi.undoCostFlip(user, id);
        if (!answer.ok) {
          ui.notifications?.warn(localize(answer.reason));
          return;
        }
      }
      await updatePaths(actor, plan.update);
      return;
    }
    if (action !== "eoteForceUse" || !card.actor) return;
    // A light side adversary run by the GM keeps the players' light side point (forceUsePlan).
    const gmKeepsFlip = (flip: ForceFlip) => game.user?.isGM === true && !hasPlayerOwner(actor) && !destinyApi.canFlip(flip, true);
    const plan = forceUsePlan({ ...card, actor: card.actor }, used, tracksNow(actor, id), gmKeepsFlip);
    if (!plan.ok) {
      ui.notifications?.warn(localize(plan.notice));
      return;
    }
    if (plan.notice) ui.notifications?.info(localize(plan.notice));
    if (plan.flip) {
      // The flip first, through the trusted path: the strain is only suffered once the point has flipped.
      // A refusal (no point of that side, the GM asked to make a player's flip, no GM) changes nothing.
      const answer = await destinyApi.flipAnswer(plan.flip, id);
      if (!answer.ok) {
        ui.notifications?.warn(localize(answer.reason));
        return;
      }
    }
    await updatePaths(actor, plan.update);
  },
});

export function runForceAction(message: Message, action: string, used = 0): Promise<void> {
  return forceButton(message, { action, used });
}

/**
 * On the active GM's client: whether `direction` is the Destiny cost of the Force card `cardId` for
 * `sender`: a Force check they may act on (posted by a GM or by them, for an actor they own), with a pip
 * of the other side, and the flip is that actor's cost (module/rules/force/force.ts forceCostFlip).
 * Whether it was already paid is the GM's record's question (module/features/destiny/actions/gm.ts), not the
 * record on the actor, which its owner can write.
 */
export function forceCostAllows(sender: { id: string | null; isGM: boolean }, cardId: string, direction: "lightToDark" | "darkToLight"): boolean {
  const message = game.messages?.get(cardId) as Message | undefined;
  const card = message ? readForceCard(message) : null;
  const actor = card?.document ?? null;
  const user = game.users?.get(sender.id ?? "");
  if (!message || !card?.actor || !actor || !user || !actor.testUserPermission(user as never, "OWNER")) return false;
  const author = message.author;
  if (!author || (!author.isGM && author.id !== user.id)) return false;
  const dark = card.actor.darkSideUser;
  return direction === forceCostFlip(dark) && (dark ? card.pips.light : card.pips.dark) > 0;
}
