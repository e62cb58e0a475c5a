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
 */
import { SYSTEM_PATH } from "../../system/config.ts";
import { outcomeOf } from "../../chat/roll-outcome.ts";
import { localize } from "../../foundry/localize.ts";
import { actorFromUuid, actorFromUuidSync, actorView, canActOn, updatePaths } from "../../foundry/documents.ts";
import { trackPaths } from "../../chat/track-change.ts";
import { cardLedger, tracksOf } from "../../chat/ledger.ts";
import { cardRecordOf, cardStanding, checkFlagOf, eoteFlagsOf, mayUndo, mountSection } from "../../chat/section.ts";
import { tokenName } from "../../chat/token-name.ts";
import { api as destinyApi } from "../destiny/index.ts";
import { cardButton, type Click } from "../../chat/button.ts";
import { forceCostFlip, type ForcePips } from "../../rules/force/force.ts";
import type { ActorType } from "../../rules/types.ts";
import { conflictOf, isDarkSideUser } from "./actions/actor-data.ts";
import {
  buildForceCard, FORCE_CHECK, FORCE_LOG, forcePath, forceSpendUpdate, forceUndo, powerView, readForceFlag, readForceRecord, withoutFlip,
  type ForceFlag, type ForceRecord,
} from "./model.ts";

export const FORCE_CARD_TEMPLATE = `${SYSTEM_PATH}/templates/chat/force.hbs`;

type Message = ChatMessage.Implementation;

/** Whether some non-GM user owns the actor (core's Actor#hasPlayerOwner, asked of the users directly). */
function hasPlayerOwner(actor: Actor.Implementation): boolean {
  return (game.users?.contents ?? []).some((u) => !u.isGM && actor.testUserPermission(u as never, "OWNER"));
}

export function forceFlagOf(message: Message): ForceFlag | null {
  return readForceFlag(checkFlagOf(message, FORCE_CHECK));
}

export function forceRecordOf(actor: Actor.Implementation | null, messageId: string): ForceRecord | null {
  return readForceRecord(cardRecordOf(actor, FORCE_LOG, messageId));
}

/** The pips of the stored roll; null when the roll may not be acted on (module/roll NarrativeRoll#actionableOutcome). */
function pipsOf(message: Message): ForcePips | null {
  const outcome = outcomeOf(message) as { light?: number; dark?: number } | null;
  if (!outcome) return null;
  return { light: outcome.light ?? 0, dark: outcome.dark ?? 0 };
}

export async function forceSection(message: Message): Promise<string | null> {
  const flag = forceFlagOf(message);
  const pips = pipsOf(message);
  if (!flag || !pips || !message.isContentVisible) return null;
  const id = message.id ?? "";
  const actor = actorFromUuidSync(flag.actorUuid);
  const record = forceRecordOf(actor, id);
  const { authorName, refusal } = cardStanding(message, actor);
  const render = foundry.applications.handlebars.renderTemplate;
  if (refusal || !actor) {
    return render(FORCE_CARD_TEMPLATE, { messageId: id, authorName, refusal, canUndo: mayUndo(actor, record !== null) });
  }
  const view = buildForceCard(pips, isDarkSideUser(actor), record);
  const succeeded = (outcomeOf(message) as { succeeded?: boolean } | null)?.succeeded === true;
  return render(FORCE_CARD_TEMPLATE, {
    ...view, power: powerView(flag.power, record?.points ?? view.free, succeeded), messageId: id, authorName, refusal, name: tokenName(actor, flag.tokenUuid), canAct: canActOn(actor),
    canUndo: mayUndo(actor, record !== null),
  });
}

export async function renderForce(message: Message, html: HTMLElement): Promise<void> {
  const section = await forceSection(message);
  if (section === null) return;
  mountSection(html, ".eote-force", section, (button) => runForceAction(message, button.dataset.action ?? "", Number(button.dataset.used ?? 0)));
}

type ForceClick = Click & { used: number };

/** One Force card button, after checking the flag, the card's trust and the viewer's right to act for the actor. */
const forceButton = cardButton<ForceClick, { flag: ForceFlag; pips: ForcePips }>({
  read: (message) => {
    const flag = forceFlagOf(message);
    const pips = pipsOf(message);
    return flag && pips ? { flag, pips } : null;
  },
  // Undo reads only the record on the actor: it skips the card's trust (module/chat/section.ts mayUndo).
  recordOnly: ["eoteForceUndo"],
  trust: (message, { flag }) => cardStanding(message, actorFromUuidSync(flag.actorUuid)).refusal,
  who: { owner: ({ flag }) => actorFromUuid(flag.actorUuid), notice: "EOTE.Combat.Notice.NotAllowed" },
  act: async ({ message, click: { action, used }, state: { pips }, target: actor }) => {
    const isUndo = action === "eoteForceUndo";
    const id = message.id ?? "";
    const record = forceRecordOf(actor, id);
    const view = actorView(actor);
    const paths = trackPaths(actor.type as ActorType);
    const { tracks, caps } = tracksOf(view);
    if (isUndo) {
      if (!record) return;
      // Whether the spend flipped a Destiny point is read from the GM's own record of the card
      // (module/features/destiny/actions/gm.ts costFlipOf), never from the record on the actor, which its owner
      // can write: a forged `destinyFlips` flips nothing back.
      if (destinyApi.costFlipOf(id) !== null) {
        // The point the spend flipped goes back first, by a GM; a refusal (that side empty now) undoes nothing.
        if (game.user?.isGM !== true) {
          ui.notifications?.warn(localize("EOTE.Force.Card.UndoNeedsGM"));
          return;
        }
        const answer = await destinyApi.undoCostFlip(game.user, id);
        if (!answer.ok) {
          ui.notifications?.warn(localize(answer.reason));
          return;
        }
      }
      await updatePaths(actor, forceUndo(tracks, paths, id, record, caps, cardLedger(eoteFlagsOf(actor), forcePath(id)), conflictOf(actor)));
      return;
    }
    if (action !== "eoteForceUse") return;
    const dark = isDarkSideUser(actor);
    let spend = forceSpendUpdate(pips, dark, used, tracks, paths, id, record, caps, conflictOf(actor));
    const direction = forceCostFlip(dark);
    if (spend && spend.record.destinyFlips > 0 && game.user?.isGM === true && !hasPlayerOwner(actor) && !destinyApi.canFlip(direction, true)) {
      // A light side adversary run by the GM: its dark pips cost strain (and conflict); the light side
      // Destiny point is the players', so the GM does not flip it.
      spend = withoutFlip(spend, id);
      ui.notifications?.info(localize("EOTE.Force.Card.NoFlipNotice"));
    }
    if (!spend) {
      ui.notifications?.warn(localize("EOTE.Force.Card.AlreadySpent"));
      return;
    }
    if (spend.record.destinyFlips > 0) {
      // The flip first, through the trusted path: the strain is only suffered once the point has flipped.
      // A refusal (no point of that side, the GM asked to make a player's flip, no GM) changes nothing.
      const answer = await destinyApi.flipAnswer(direction, id);
      if (!answer.ok) {
        ui.notifications?.warn(localize(answer.reason));
        return;
      }
    }
    await updatePaths(actor, spend.update);
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
  const flag = message ? forceFlagOf(message) : null;
  const pips = message ? pipsOf(message) : null;
  const actor = flag ? actorFromUuidSync(flag.actorUuid) : null;
  const user = game.users?.get(sender.id ?? "");
  if (!message || !pips || !actor || !user || !actor.testUserPermission(user as never, "OWNER")) return false;
  const author = message.author;
  if (!author || (!author.isGM && author.id !== user.id)) return false;
  const dark = isDarkSideUser(actor);
  return direction === forceCostFlip(dark) && (dark ? pips.light : pips.dark) > 0;
}
