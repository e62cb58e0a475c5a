/**
 * The GM's morality card in Foundry: its registered card (module/chat/register.ts) fills the message End of session or
 * Trigger morality posted (flags.eote.morality) with each character's line, read at every render from
 * the record on that character (flags.eote.moralityLog.<messageId>), and one Undo for the GM. Only a GM's
 * card acts: a player could post a message carrying the same flag (card trust, module/chat/trust.ts).
 */
import { SYSTEM_PATH } from "../../system/config.ts";
import { cardButton, type Click } from "../../chat/button.ts";
import { format, localize } from "../../foundry/localize.ts";
import { actorFromUuid, actorFromUuidSync, updatePaths } from "../../foundry/documents.ts";
import { cardRecordOf, cardStanding, eoteFlagOf, gmCardTrust, mountSection } from "../../chat/section.ts";
import {
  MORALITY_FLAG, MORALITY_LOG, moralityCardView, readFlag, readRecord, undoUpdate, type MoralityCardSnapshot, type MoralityFlag, type MoralityRecord, type MoralityState,
} from "./model.ts";

export const MORALITY_CARD_TEMPLATE = `${SYSTEM_PATH}/templates/chat/morality.hbs`;

type Message = ChatMessage.Implementation;

export function moralityFlagOf(message: Message): MoralityFlag | null {
  return readFlag(eoteFlagOf(message, MORALITY_FLAG));
}

function recordOf(actor: Actor.Implementation | null, messageId: string): MoralityRecord | null {
  return readRecord(cardRecordOf(actor, MORALITY_LOG, messageId));
}

/**
 * The card's documents, read once per render: the flag, its standing, and each character it names (name,
 * morality now, this card's record). Null when the message is no morality card or is hidden from the user.
 */
export function readMoralityCard(message: Message): MoralityCardSnapshot | null {
  const flag = moralityFlagOf(message);
  if (!flag || !message.isContentVisible) return null;
  const messageId = message.id ?? "";
  const { authorName, refusal } = cardStanding(message, null);
  const characters = refusal ? [] : flag.actorUuids.map((uuid) => {
    const actor = actorFromUuidSync(uuid);
    const morality = (actor?.system as unknown as { morality?: MoralityState } | undefined)?.morality?.value ?? 0;
    return { name: actor?.name ?? "", morality, record: recordOf(actor, messageId) };
  });
  return { flag, messageId, authorName, refused: refusal !== null, isGM: game.user?.isGM === true, characters };
}

export async function moralitySection(message: Message): Promise<string | null> {
  const snapshot = readMoralityCard(message);
  if (!snapshot) return null;
  return foundry.applications.handlebars.renderTemplate(MORALITY_CARD_TEMPLATE, moralityCardView(snapshot, { localize, format }));
}

export async function renderMorality(message: Message, html: HTMLElement): Promise<void> {
  const section = await moralitySection(message);
  if (section === null) return;
  mountSection(html, ".eote-morality-result", section, (button) => runMoralityAction(message, button.dataset.action ?? ""), ".eote-morality-card");
}

/** Undo: the GM only, on a GM's card; each character the card changed, from its record, as it is now. */
const moralityButton = cardButton<Click, MoralityFlag>({
  actions: ["eoteMoralityUndo"],
  read: moralityFlagOf,
  trust: gmCardTrust("EOTE.Morality.Card.Refused"),
  who: { gm: "EOTE.Morality.Notice.GMOnly" },
  act: async ({ message, state: flag }) => {
    const id = message.id ?? "";
    for (const uuid of flag.actorUuids) {
      const actor = await actorFromUuid(uuid);
      const record = recordOf(actor, id);
      const now = (actor?.system as unknown as { morality?: MoralityState } | undefined)?.morality;
      if (!actor || !record || !now) continue;
      await updatePaths(actor, undoUpdate(now, record, id));
    }
  },
});

export function runMoralityAction(message: Message, action: string): Promise<void> {
  return moralityButton(message, { action });
}
