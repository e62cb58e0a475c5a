/**
 * The hazard card in Foundry: its registered card (module/chat/register.ts) fills the message the GM tool posted
 * (flags.eote.hazard) with what the hazard did to each target, read at every render from the record on
 * that target (flags.eote.hazardLog.<messageId>), with Undo per target. Only a GM's card acts: a player
 * could post a message carrying the same flag, and its Undo must not drive the GM's click (card trust).
 * Undo is the GM's too: the GM alone applies hazards, so the target's owner may not take one back.
 */
import { registerCard } from "../../chat/register.ts";
import { checkFlagOf, eoteFlagOf, cardRecordOf, cardStanding, eoteFlagsOf, gmCardTrust, mountSection } from "../../chat/section.ts";
import { HAZARD_FLAG, HAZARD_LOG } from "./flags.ts";
import { SYSTEM_PATH } from "../../system/config.ts";
import { fallOutcome } from "../../rules/combat/hazards.ts";
import { cardButton, type Click } from "../../chat/button.ts";
import { format, localize, plural } from "../../foundry/localize.ts";
import { actorFromUuid, actorFromUuidSync, actorView, updatePaths } from "../../foundry/documents.ts";
import { removeEffects } from "../../foundry/effects.ts";
import { cardLedger, tracksOf } from "../../chat/ledger.ts";
import { tokenName } from "../../chat/token-name.ts";
import { api as criticalApi } from "../critical/index.ts";
import { trackPaths } from "../../chat/track-change.ts";
import {
  hazardPath, hazardRows, hazardUndo, readHazardFlag, readHazardRecord, tooManyTargets, type HazardChoice, type HazardFlag, type HazardRecord,
} from "./model.ts";

export function registerHazardCard(): void {
  registerCard((message) => rawFlagOf(message) !== undefined, renderHazard, HAZARD_LOG);
}

export const HAZARD_CARD_TEMPLATE = `${SYSTEM_PATH}/templates/chat/hazard.hbs`;

type Message = ChatMessage.Implementation;

/** The flag as stored (its author's data): flags.eote.hazard, beside the checks' flags. */
function rawFlagOf(message: Message): unknown {
  return eoteFlagOf(message, HAZARD_FLAG) ?? checkFlagOf(message, HAZARD_FLAG);
}

export function hazardRecordOf(actor: Actor.Implementation | null, messageId: string): HazardRecord | null {
  return readHazardRecord(cardRecordOf(actor, HAZARD_LOG, messageId));
}

/** The card's description lines for the GM's choice, localised. */
export function choiceLines(choice: HazardChoice): string[] {
  const hazard = localize(`EOTE.Hazard.Name.${choice.id}`);
  const rounds = plural("EOTE.Count.round", choice.rounds ?? 1);
  const lines: string[] = [];
  if (choice.id === "falling") {
    const band = localize(`EOTE.Sheet.Range.${choice.band ?? "short"}`);
    const check = choice.check ?? { netSuccess: 0, netAdvantage: 0, triumph: 0 };
    lines.push(format("EOTE.Hazard.Card.FallCheck", {
      successes: plural("EOTE.Count.success", Math.max(0, check.netSuccess)),
      advantage: plural("EOTE.Count.advantage", Math.max(0, check.netAdvantage)),
      triumphs: plural("EOTE.Count.triumph", check.triumph),
    }));
    // Triumphs shorten the fall the same for every target (module/rules/combat/hazards.ts fallOutcome).
    const fallen = fallOutcome(choice.band ?? "short", check).band;
    if (fallen === null) lines.unshift(format("EOTE.Hazard.Card.FallNone", { band }));
    else if (fallen !== choice.band) lines.unshift(format("EOTE.Hazard.Card.FallShortened", { band, fallen: localize(`EOTE.Sheet.Range.${fallen}`) }));
    else lines.unshift(format("EOTE.Hazard.Card.Fall", { band }));
    return lines;
  }
  if (choice.rating !== undefined) lines.push(format("EOTE.Hazard.Card.Rated", { hazard, rating: choice.rating, rounds }));
  else lines.push(format("EOTE.Hazard.Card.Rounds", { hazard, rounds }));
  if (choice.holdBreath) lines.push(format("EOTE.Hazard.Card.HoldsBreath", { before: plural("EOTE.Count.round", choice.exposedBefore ?? 0) }));
  // How to put it out (module/rules/combat/hazards.ts putOutFireDifficulty).
  if (choice.id === "fire") lines.push(localize("EOTE.Hazard.Card.PutOut"));
  return lines;
}

/** A GM's card (trust.ts: a GM author needs no acting actor); a player's is refused. */
function standingOf(message: Message) {
  return cardStanding(message, null);
}

/** What one render of the card reads, once: its author's standing, the flag, and each target's name, record and criticals' effects. */
export interface HazardCardRead {
  messageId: string;
  authorName: string;
  /** Why the card is refused (a player's card, too many targets), else null with the flag read. */
  refusal: string | null;
  flag: HazardFlag | null;
  targets: Parameters<typeof hazardRows>[0];
}

/**
 * Reads the card's documents once for a render; null when the message is no hazard card to draw. Who
 * posted it, and how many targets it names, are judged before any target is looked up: a forged card with
 * thousands of targets must not cost every client a look-up per target at every render.
 */
export async function readHazardCard(message: Message): Promise<HazardCardRead | null> {
  const raw = rawFlagOf(message);
  if (raw === undefined || !message.isContentVisible) return null;
  const messageId = message.id ?? "";
  const { authorName, refusal } = standingOf(message);
  const refused = (key: string): HazardCardRead => ({ messageId, authorName, refusal: key, flag: null, targets: [] });
  if (refusal) return refused("EOTE.Hazard.Card.Refused");
  if (tooManyTargets(raw)) return refused("EOTE.Hazard.Card.TooManyTargets");
  const flag = readHazardFlag(raw);
  if (!flag) return null;
  const targets = await Promise.all(flag.targets.map(async (t) => {
    const actor = actorFromUuidSync(t.actorUuid);
    const record = hazardRecordOf(actor, messageId);
    // Each critical's severity and effect from the system's table of the target's kind, as the attack card reads them.
    const totals = record?.criticals.map((c) => c.total) ?? [];
    return {
      name: actor ? tokenName(actor, t.tokenUuid) : "",
      record,
      hasStrain: !!actor && trackPaths(actorView(actor).type).strain !== null,
      critTable: actor && totals.length ? await criticalApi.critEffectsOf(actor.type, totals) : {},
    };
  }));
  return { messageId, authorName, refusal: null, flag, targets };
}

export async function hazardSection(message: Message): Promise<string | null> {
  const read = await readHazardCard(message);
  if (!read) return null;
  const render = (rest: { title?: string; lines?: string[]; rows?: unknown[] } = {}) => foundry.applications.handlebars.renderTemplate(HAZARD_CARD_TEMPLATE,
    { messageId: read.messageId, authorName: read.authorName, refusal: read.refusal, lines: [], rows: [], ...rest });
  if (!read.flag) return render();
  return render({
    title: format("EOTE.Hazard.Card.Title", { hazard: localize(`EOTE.Hazard.Name.${read.flag.choice.id}`) }),
    lines: choiceLines(read.flag.choice),
    rows: hazardRows(read.targets, game.user?.isGM === true),
  });
}

export async function renderHazard(message: Message, html: HTMLElement): Promise<void> {
  const section = await hazardSection(message);
  if (section === null) return;
  mountSection(html, ".eote-hazard", section, (button) => runHazardAction(message, button.dataset.action ?? "", Number(button.dataset.index)),
    ".eote-hazard-card");
}

type HazardClick = Click & { index: number };

/** Undo of what the card did to its `index`-th target: the GM only, on a GM's card, where a record is. */
const hazardButton = cardButton<HazardClick, { flag: HazardFlag | null }>({
  actions: ["eoteHazardUndo"],
  // The author is judged before the flag is read: a player's forged card is refused without a look at
  // its targets, however many it names; a GM's card naming too many reads as null and acts on none.
  read: (message) => {
    const raw = rawFlagOf(message);
    return raw === undefined ? null : { flag: readHazardFlag(raw) };
  },
  // The trust rule's own reason names an attacker or healer; a hazard card has none: say why plainly.
  trust: gmCardTrust("EOTE.Hazard.Card.Refused"),
  who: { gm: "EOTE.Hazard.Notice.UndoGMOnly" },
  act: async ({ message, click: { index }, state: { flag } }) => {
    if (!flag) return;
    const target = flag.targets[index];
    const actor = target ? await actorFromUuid(target.actorUuid) : null;
    const id = message.id ?? "";
    const record = hazardRecordOf(actor, id);
    if (!actor || !record) return;
    const view = actorView(actor);
    const { tracks, caps } = tracksOf(view);
    const undo = hazardUndo(view.type, tracks, caps, id, record, cardLedger(eoteFlagsOf(actor), hazardPath(id)));
    const items = undo.deleteItems.filter((itemId) => actor.items.has(itemId));
    if (items.length) await actor.deleteEmbeddedDocuments("Item", items);
    await removeEffects(actor, undo.deleteEffects);
    await updatePaths(actor, undo.update);
  },
});

export function runHazardAction(message: Message, action: string, index: number): Promise<void> {
  return hazardButton(message, { action, index });
}
