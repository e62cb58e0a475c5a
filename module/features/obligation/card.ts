/**
 * The obligation card in Foundry: its registered card (module/chat/register.ts) fills the message the GM's obligation
 * roll posted (flags.eote.obligation) with the roll, the triggered entry and character, and each
 * character's strain threshold reduction as the record on that character says (flags.eote.obligationLog.
 * <messageId>), and one Undo for the GM. Only a GM's card acts (card trust, module/chat/trust.ts).
 */
import { SYSTEM_PATH } from "../../system/config.ts";
import { cardButton, type Click } from "../../chat/button.ts";
import { localize } from "../../foundry/localize.ts";
import { actorFromUuid, actorFromUuidSync, updatePaths } from "../../foundry/documents.ts";
import { cardRecordOf, cardStanding, eoteFlagOf, gmCardTrust, mountSection } from "../../chat/section.ts";
import {
  OBLIGATION_FLAG, OBLIGATION_LOG, obligationCardView, readFlag, readRecord, type ObligationCardSnapshot, type ObligationFlag, type ObligationRecord,
} from "./model.ts";

export const OBLIGATION_CARD_TEMPLATE = `${SYSTEM_PATH}/templates/chat/obligation.hbs`;

type Message = ChatMessage.Implementation;

export function obligationFlagOf(message: Message): ObligationFlag | null {
  return readFlag(eoteFlagOf(message, OBLIGATION_FLAG));
}

function recordOf(actor: Actor.Implementation | null, messageId: string): ObligationRecord | null {
  return readRecord(cardRecordOf(actor, OBLIGATION_LOG, messageId));
}

/**
 * The card's documents, read once per render: the flag, its standing, and each character it names
 * (name and this card's record). Null when the message is no obligation card or is hidden from the user.
 */
export function readObligationCard(message: Message): ObligationCardSnapshot | null {
  const flag = obligationFlagOf(message);
  if (!flag || !message.isContentVisible) return null;
  const messageId = message.id ?? "";
  const { authorName, refusal } = cardStanding(message, null);
  const uuids = new Set([...flag.reductions.map((r) => r.actorUuid), ...(flag.triggered ? [flag.triggered.actorUuid] : [])]);
  const actors: Record<string, { name: string; applied: boolean }> = {};
  for (const uuid of uuids) {
    const actor = actorFromUuidSync(uuid);
    actors[uuid] = { name: actor?.name ?? "", applied: recordOf(actor, messageId) !== null };
  }
  return { flag, messageId, authorName, refused: refusal !== null, isGM: game.user?.isGM === true, actors };
}

/** The card's template context (read, then the pure view), or null when there is no card to show. */
export function obligationContext(message: Message) {
  const snapshot = readObligationCard(message);
  return snapshot ? obligationCardView(snapshot) : null;
}

export async function obligationSection(message: Message): Promise<string | null> {
  const context = obligationContext(message);
  return context ? foundry.applications.handlebars.renderTemplate(OBLIGATION_CARD_TEMPLATE, context) : null;
}

export async function renderObligation(message: Message, html: HTMLElement): Promise<void> {
  const section = await obligationSection(message);
  if (section === null) return;
  mountSection(html, ".eote-obligation-result", section, (button) => runObligationAction(message, button.dataset.action ?? ""), ".eote-obligation-card");
}

/** Undo (also the end of the session): the GM only, on a GM's card; deletes exactly the effects the card made. */
const obligationButton = cardButton<Click, ObligationFlag>({
  actions: ["eoteObligationUndo"],
  read: obligationFlagOf,
  trust: gmCardTrust("EOTE.Obligation.Card.Refused"),
  who: { gm: "EOTE.Obligation.Notice.GMOnly" },
  act: async ({ message, state: flag }) => {
    const id = message.id ?? "";
    for (const { actorUuid } of flag.reductions) {
      const actor = await actorFromUuid(actorUuid);
      const record = recordOf(actor, id);
      if (!actor || !record) continue;
      // Only the effect this card made (the record is on a player's actor, so the effect must say so too),
      // and only if it is still there (a GM may have deleted it by hand).
      const effect = actor.effects.get(record.effectId) as { flags?: { eote?: { obligationCard?: unknown } } } | undefined;
      if (effect?.flags?.eote?.obligationCard === id) await actor.deleteEmbeddedDocuments("ActiveEffect", [record.effectId]);
      await updatePaths(actor, { [`flags.eote.${OBLIGATION_LOG}.-=${id}`]: null });
    }
  },
});

export function runObligationAction(message: Message, action: string): Promise<void> {
  return obligationButton(message, { action });
}
