/**
 * Bacta tank and oil bath in Foundry (module/features/medicine/immersion-model.ts; seed 002 RECOVERY): the
 * session's start and end, its card and the card's hooks (registerImmersion).
 * `start(actor, kind)` puts the patient in (the kind must suit it: bacta for the living, the oil bath
 * for droids, by the sheet's Droid flag) and posts the session's card; `end(actor)` (or the card's End
 * button) heals what the whole hours of world time since give (game.time.worldTime, which only the GM's
 * clock moves) and the card then offers Undo.
 * Who: the GM or the patient's owner, as for natural rest and stimpacks. The player cannot hurry the
 * healing, since only the GM advances world time, so there is nothing to guard beyond ownership; a card
 * acts only when its author is a GM or owns the patient (card trust), and Undo, which reads only the
 * record on the patient, is for the GM or the patient's owner.
 */
import { SYSTEM_PATH } from "../../../system/config.ts";
import { EoteError } from "../../../dice/errors.ts";
import { immersionRefusal, type ImmersionKind } from "../../../rules/combat/immersion.ts";
import { notifyError, warnKey } from "../../../foundry/notify.ts";
import { format, localize } from "../../../foundry/localize.ts";
import { actorFromUuid, actorFromUuidSync, actorView, canActOn, escapeText, updatePaths } from "../../../foundry/documents.ts";
import { isDroidView } from "../../../foundry/inputs.ts";
import { followUpData } from "../../../chat/follow-up.ts";
import { cardLedger, tracksOf } from "../../../chat/ledger.ts";
import { cardButton, type Click } from "../../../chat/button.ts";
import { registerCard } from "../../../chat/register.ts";
import { cardRecordOf, cardStanding, eoteFlagOf, eoteFlagsOf, mayUndo, mountSection } from "../../../chat/section.ts";
import { speakerFor, tokenName, tokenUuidOf, tokenOf } from "../../../chat/token-name.ts";
import {
  buildImmersionCard, endUpdate, IMMERSION_LOG, immersionPath, immersionUndo, readImmersionRecord, readSession, SESSION_FLAG, SESSION_PATH,
  type ImmersionRecord, type ImmersionSession,
} from "../immersion-model.ts";

export const IMMERSION_CARD_TEMPLATE = `${SYSTEM_PATH}/templates/chat/immersion.hbs`;

type Message = ChatMessage.Implementation;

interface ImmersionFlag {
  patientUuid: string;
  kind: ImmersionKind;
  tokenUuid: string;
}

function worldTime(): number {
  return game.time?.worldTime ?? 0;
}

function sessionOf(actor: Actor.Implementation | null): ImmersionSession | null {
  return readSession((eoteFlagsOf(actor as Actor.Implementation) as Record<string, unknown> | undefined)?.[SESSION_FLAG]);
}

function recordOf(actor: Actor.Implementation | null, messageId: string): ImmersionRecord | null {
  return readImmersionRecord(cardRecordOf(actor, IMMERSION_LOG, messageId));
}

function woundsOf(actor: Actor.Implementation): { value: number; threshold: number } {
  const view = actorView(actor);
  if (view.type === "vehicle") throw new EoteError("EOTE.Immersion.Notice.Vehicle", "Vehicles are repaired, not immersed");
  const { tracks } = tracksOf(view);
  return { value: tracks.wounds, threshold: Math.max(1, (view.derived as { wounds: { threshold: number } }).wounds.threshold) };
}

function immersionFlagOf(message: Message): ImmersionFlag | null {
  const f = eoteFlagOf(message, SESSION_FLAG) as Partial<ImmersionFlag> | undefined;
  if (!f || typeof f.patientUuid !== "string" || (f.kind !== "bactaTank" && f.kind !== "oilBath")) return null;
  return { patientUuid: f.patientUuid, kind: f.kind, tokenUuid: typeof f.tokenUuid === "string" ? f.tokenUuid : "" };
}

function refuse(key: string, data: Record<string, string> = {}): void {
  warnKey(key, data);
}

/** Puts the patient in a bacta tank (an oil bath for a droid) now, and posts the session's card. */
export async function startImmersion(actor: Actor.Implementation, kind: ImmersionKind): Promise<ChatMessage.Implementation | null> {
  try {
    const name = { actor: tokenName(actor) };
    if (!canActOn(actor)) {
      refuse("EOTE.Combat.Notice.NotAllowed");
      return null;
    }
    woundsOf(actor);
    const refusal = immersionRefusal(kind, isDroidView(actorView(actor)));
    if (refusal) {
      refuse(refusal, name);
      return null;
    }
    const open = sessionOf(actor);
    if (open) {
      refuse("EOTE.Immersion.Notice.Already", { ...name, kind: localize(`EOTE.Immersion.Kind.${open.kind}`) });
      return null;
    }
    const flag: ImmersionFlag = { patientUuid: actor.uuid, kind, tokenUuid: tokenUuidOf(tokenOf(actor)) };
    const title = format("EOTE.Immersion.Card.Title", { kind: localize(`EOTE.Immersion.Kind.${kind}`), actor: escapeText(name.actor) });
    // Tied to no roll: the user's roll mode decides who sees it (follow-up.ts).
    const message = await ChatMessage.create(followUpData({
      content: `<div class="eote-immersion-card"><h4 class="eote-immersion__title">${title}</h4></div>`,
      speaker: speakerFor(actor), flags: { eote: { [SESSION_FLAG]: flag } },
    }, null) as ChatMessage.CreateData) as Message | undefined;
    if (!message) return null;
    await updatePaths(actor, { [SESSION_PATH]: { kind, start: worldTime(), messageId: message.id ?? "" } satisfies ImmersionSession });
    return message;
  } catch (err) {
    notifyError(err);
    return null;
  }
}

/** Ends the patient's session now: heals what the whole hours since its start give. Returns the wounds healed. */
export async function endImmersion(actor: Actor.Implementation): Promise<number> {
  try {
    if (!canActOn(actor)) {
      refuse("EOTE.Combat.Notice.NotAllowed");
      return 0;
    }
    const session = sessionOf(actor);
    if (!session) {
      refuse("EOTE.Immersion.Notice.NotIn", { actor: tokenName(actor) });
      return 0;
    }
    const wounds = woundsOf(actor);
    const { update, record } = endUpdate(session, worldTime(), wounds.value, wounds.threshold);
    await updatePaths(actor, update);
    return record.healed;
  } catch (err) {
    notifyError(err);
    return 0;
  }
}

export async function immersionSection(message: Message): Promise<string | null> {
  const flag = immersionFlagOf(message);
  if (!flag || !message.isContentVisible) return null;
  const actor = actorFromUuidSync(flag.patientUuid);
  if (!actor) return null;
  const id = message.id ?? "";
  const { authorName, refusal } = cardStanding(message, actor);
  const session = sessionOf(actor);
  const record = recordOf(actor, id);
  const wounds = woundsOf(actor);
  const context = buildImmersionCard({
    kind: flag.kind, patientName: tokenName(actor, flag.tokenUuid), session: session?.messageId === id ? session : null, record,
    now: worldTime(), wounds: wounds.value, threshold: wounds.threshold, canAct: canActOn(actor) && !refusal,
  });
  return foundry.applications.handlebars.renderTemplate(IMMERSION_CARD_TEMPLATE, {
    ...context, messageId: id, authorName, refusal, canUndo: refusal ? mayUndo(actor, record !== null) : context.canUndo,
  });
}

/** Adds (or redraws) the session's section of a message shown in `html`; nothing for any other message. */
export async function renderImmersion(message: Message, html: HTMLElement): Promise<void> {
  const section = await immersionSection(message);
  if (section === null) return;
  mountSection(html, ".eote-immersion", section, (button) => runImmersionAction(message, button.dataset.action ?? ""), ".eote-immersion-card");
}

/** End or Undo from the card, after checking its author (not for Undo) and the viewer's right over the patient. */
const immersionButton = cardButton<Click, { flag: ImmersionFlag; actor: Actor.Implementation }>({
  actions: ["eoteImmersionEnd", "eoteImmersionUndo"],
  read: async (message) => {
    const flag = immersionFlagOf(message);
    const actor = flag ? await actorFromUuid(flag.patientUuid) : null;
    return flag && actor ? { flag, actor } : null;
  },
  // Undo reads only the record on the patient: it skips the card's trust (module/chat/section.ts mayUndo).
  recordOnly: ["eoteImmersionUndo"],
  trust: (message, { actor }) => cardStanding(message, actor).refusal,
  // End asks for the GM or an owner itself (endImmersion); Undo ends quietly where this user may not undo.
  act: async ({ message, click: { action }, state: { actor } }) => {
    const id = message.id ?? "";
    if (action === "eoteImmersionEnd") {
      // Only the session this card began.
      if (sessionOf(actor)?.messageId !== id) return;
      await endImmersion(actor);
    } else if (action === "eoteImmersionUndo") {
      const record = recordOf(actor, id);
      if (!record || !mayUndo(actor, true)) return;
      const { tracks, caps } = tracksOf(actorView(actor));
      const other = sessionOf(actor) !== null;
      await updatePaths(actor, immersionUndo(tracks, caps, id, record, cardLedger(eoteFlagsOf(actor), immersionPath(id)), other));
    }
  },
});

export function runImmersionAction(message: Message, action: string): Promise<void> {
  return immersionButton(message, { action });
}

/** Whether the message is a session's card (its flag; immersionFlagOf validates it). */
function isSessionCard(message: Message): boolean {
  return eoteFlagOf(message, SESSION_FLAG) !== undefined;
}

/** Redraws the shown cards of open sessions when the world clock moves (their hours so far change). */
function redrawOpenSessions(): void {
  for (const element of document.querySelectorAll<HTMLElement>(".chat-message[data-message-id]")) {
    const message = game.messages?.get(element.dataset.messageId ?? "") as unknown as Message | undefined;
    if (message && isSessionCard(message)) void renderImmersion(message, element).catch(notifyError);
  }
}

/**
 * The session's card is drawn when a message of a session is shown or must be redrawn. The card follows
 * the clock: an updateWorldTime hook redraws the open sessions' cards with the hours so far.
 */
export function registerImmersion(): void {
  registerCard(isSessionCard, renderImmersion, IMMERSION_LOG);
  // The session itself (flags.eote.immersion) changes on start, end and undo: its card is redrawn too.
  Hooks.on("updateActor", (actor: Actor.Implementation, changes: object) => {
    const eote = (changes as { flags?: { eote?: Record<string, unknown> } }).flags?.eote;
    if (eote && (SESSION_FLAG in eote || `-=${SESSION_FLAG}` in eote)) redrawOpenSessions();
  });
  Hooks.on("updateWorldTime", () => redrawOpenSessions());
}
