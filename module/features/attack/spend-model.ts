/**
 * The spending rows of the attack card that act (module/rules/combat/attack-spend-options.ts), pure: the
 * record of what was bought, kept on the ATTACKER (flags.eote.spendLog.<messageId>, written by the
 * attacker's owner or the GM, who are the ones allowed to spend), and the buttons and bought lines the
 * card shows. What the advantage side bought joins the card's one budget with its hits, crits and
 * qualities; the threat side is the GM's own budget.
 */
import type { AttackRoll } from "../../rules/combat/attack-result.ts";
import { SPEND_REFUSALS, sideBudget, spendAction, spendRefusal, spentCosts, threatLeft, type SpendSubject } from "../../rules/combat/attack-spend-options.ts";
import { remainingBudget, type Budget } from "../../rules/combat/attack-budget.ts";
import type { SpendScale } from "../../rules/vehicles/vehicle-spend-options.ts";
import { readChange, type TrackChange } from "../../chat/track-change.ts";
import { chipsPay, listOf, type CardOption, type OptionList } from "./model.ts";
import { registerLedgerReader } from "../../chat/ledger-readers.ts";

export const SPEND_LOG = "spendLog";

export function spendLogPath(messageId: string): string {
  return `flags.eote.${SPEND_LOG}.${messageId}`;
}

/** One purchase, with what undo needs to take exactly that back. */
export interface SpendEntry {
  id: string;
  option: string;
  /** The actor it acted on (the weapon's owner for weapon damage, the attacker's vehicle for its own rows). */
  subjectUuid: string;
  subjectName: string;
  /** Strain the attacker actually gained or lost (after clamping). */
  strain?: number;
  /** The ActiveEffect created on the subject (markers, prone). */
  effectId?: string;
  /** The key under the subject's flags.eote.pendingDice. */
  pendingId?: string;
  /** The weapon dropped by the target, or damaged on the attacker. */
  itemId?: string;
  /** The vehicle's speed before and after a "-1 speed" row. */
  speed?: { before: number; after: number };
  /** The combatant moved to the last slot and the initiative it had. */
  initiative?: { combatantId: string; before: number | null; after: number };
}

export interface SpendLog {
  /** The attacker's strain moved by this card's spends (for the undo ledger, module/chat/ledger.ts). */
  change: TrackChange | null;
  entries: SpendEntry[];
  /** The card's guided attack was rolled (its activation is paid from the card's budget, once). */
  guided?: boolean;
}

const isText = (v: unknown): v is string => typeof v === "string";

/** A stored log read defensively: entries without an option id and subject are dropped. */
export function readSpendLog(value: unknown): SpendLog | null {
  if (!value || typeof value !== "object") return null;
  const raw = value as { change?: unknown; entries?: unknown };
  const entries = (Array.isArray(raw.entries) ? raw.entries : [])
    .filter((e): e is SpendEntry => !!e && typeof e === "object" && isText((e as SpendEntry).id) && isText((e as SpendEntry).option)
      && isText((e as SpendEntry).subjectUuid));
  return { change: readChange(raw.change), entries, ...((raw as { guided?: unknown }).guided === true ? { guided: true } : {}) };
}

/** Option ids bought so far, in order. */
export function spentOptions(log: SpendLog | null): string[] {
  return log?.entries.map((e) => e.option) ?? [];
}

/** The log after a purchase; `strain` moves its change. */
export function withEntry(log: SpendLog | null, entry: SpendEntry): SpendLog {
  const change = log?.change ?? { wounds: 0, strain: 0 };
  return { ...log, change: { wounds: change.wounds, strain: change.strain + (entry.strain ?? 0) }, entries: [...(log?.entries ?? []), entry] };
}

/** The log after undoing one purchase (null when nothing is left, the guided attack included). */
export function withoutEntry(log: SpendLog, entryId: string): SpendLog | null {
  const entries = log.entries.filter((e) => e.id !== entryId);
  if (!entries.length && !log.guided) return null;
  const strain = entries.reduce((n, e) => n + (e.strain ?? 0), 0);
  return { change: { wounds: 0, strain }, entries, ...(log.guided ? { guided: true } : {}) };
}

/** Whether this card's spends disabled the target instead of damaging it (seed 002: no wounds or strain then). */
export function disabledBy(log: SpendLog | null, targetUuid: string): boolean {
  return !!log?.entries.some((e) => e.option === "disableTarget" && e.subjectUuid === targetUuid);
}

/** Someone a row may act on, for this viewer. */
export interface SpendCandidate {
  uuid: string;
  name: string;
  /** The viewer may write to it (the GM or its owner). */
  canAct: boolean;
}

export interface SpendInput {
  roll: AttackRoll;
  log: SpendLog | null;
  /** Advantage costs of the card's hits, crits and qualities (attack-spending.ts spentActivations). */
  otherCosts: readonly number[];
  /** Threat-side costs paid by the card's weapon buttons (a despair's out of ammunition). */
  otherThreatCosts: readonly number[];
  viewer: { isGM: boolean; ownsAttacker: boolean };
  attacker: SpendCandidate;
  targets: readonly SpendCandidate[];
  /** Other combatants who are not targets: the attacker's allies as far as the card can tell. */
  allies: readonly SpendCandidate[];
  /** The weapon used, named by its owner's uuid (weapon damage acts on the attacker's item). */
  weapon: SpendCandidate;
  /** The card's table (rules/vehicles/vehicle-spend-options.ts); personal when absent. */
  scale?: SpendScale;
}

/** The candidates a row may act on. */
export function candidates(subject: SpendSubject, input: Pick<SpendInput, "attacker" | "targets" | "allies" | "weapon">): readonly SpendCandidate[] {
  if (subject === "attacker") return [input.attacker];
  if (subject === "target") return input.targets;
  if (subject === "ally") return input.allies;
  if (subject === "allyOrSelf") return [input.attacker, ...input.allies];
  return [input.weapon];
}

export interface SpendButton {
  option: string;
  subjectUuid: string;
  name: string;
}

/**
 * A row as the card draws it: `acting` rows are bought with a button per subject; a row without a
 * button says why in a short tag (`tagKey`): a narrative row changes nothing the system tracks, so the
 * table settles it; a row bought once already, or one the rest of the roll cannot pay; a row whose
 * subjects only the GM or their owners may act on. Other refusals (threat is the GM's) get no tag: the
 * whole list is someone else's then. `bought`: what this card bought with the row, each with its Undo.
 * `narrative`: the row changes nothing the system tracks; the card folds those the roll pays for into one
 * "the GM says what happens" group, so the rows with buttons stand together.
 */
export type SpendOptionView = CardOption & {
  buttons: SpendButton[]; acting: boolean; narrative: boolean; tagKey: string | null; bought: SpentLine[];
};

/** A list as the card draws it: `calls` counts the narrative rows the roll pays for (their fold). */
export type SpendListView = Omit<OptionList, "options"> & { options: SpendOptionView[]; calls: number };

const TAG = "EOTE.Combat.Spend.Tag.";
const REFUSAL_TAGS: Readonly<Record<string, string>> = {
  [SPEND_REFUSALS.once]: `${TAG}Bought`,
  [SPEND_REFUSALS.budget]: `${TAG}TooLittle`,
  [SPEND_REFUSALS.threatBudget]: `${TAG}TooLittle`,
};

/** What is left on each side after this card's spends (the advantage side also after its hits, crits and qualities). */
export function sidesLeft(input: Pick<SpendInput, "roll" | "log" | "otherCosts" | "otherThreatCosts" | "scale">): { positive: Budget; negative: Budget } {
  const spent = spentOptions(input.log);
  return {
    positive: remainingBudget(sideBudget(input.roll, "positive"), [...input.otherCosts, ...spentCosts(spent, "positive", input.scale)]),
    negative: threatLeft(input.roll, spent, input.otherThreatCosts, input.scale),
  };
}

/**
 * The option list with, on each acting row, one button per subject this viewer may buy it for now, and
 * each row marked affordable (shown) when what is left pays for it or this card bought it (`bought`
 * lines, each with Undo, spentLines); the rest wait behind "show all".
 */
export function withSpendButtons(list: OptionList, input: SpendInput, bought: readonly SpentLine[] = []): SpendListView {
  const spent = spentOptions(input.log);
  const left = sidesLeft(input);
  const rows = listOf(list.options.map((o): SpendOptionView => {
    const mine = bought.filter((b) => b.option === o.id);
    const action = spendAction(o.id, input.scale);
    const side = action?.option.side ?? (o.chips[0]?.symbol === "threat" || o.chips[0]?.symbol === "despair" ? "negative" : "positive");
    const pays = chipsPay(o.chips.find((c) => c.symbol === "advantage" || c.symbol === "threat")?.count ?? null,
      o.chips.find((c) => c.symbol === "triumph" || c.symbol === "despair")?.count ?? null, left[side]);
    if (!action) return { ...o, buttons: [], acting: false, narrative: true, tagKey: `${TAG}Adjudicated`, bought: mine, affordable: pays || mine.length > 0 };
    const refused = spendRefusal({
      roll: input.roll, optionId: o.id, spent, otherCosts: input.otherCosts, otherThreatCosts: input.otherThreatCosts, viewer: input.viewer,
      ...(input.scale ? { scale: input.scale } : {}),
    });
    const subjects = refused ? [] : candidates(action.subject, input);
    const buttons = subjects.filter((c) => c.canAct).map((c) => ({ option: o.id, subjectUuid: c.uuid, name: c.name }));
    const tagKey = refused ? REFUSAL_TAGS[refused] ?? null : subjects.length > 0 && buttons.length === 0 ? `${TAG}OthersOnly` : null;
    // The roll's own refusal decides an acting row; it reads the same "left" as `pays` (attack-budget.ts remainingBudget).
    const tooLittle = refused === SPEND_REFUSALS.budget || refused === SPEND_REFUSALS.threatBudget;
    const affordable = mine.length > 0 || buttons.length > 0 || (!tooLittle && (refused !== null ? pays : true));
    return { ...o, buttons, acting: true, narrative: false, tagKey, bought: mine, affordable };
  }));
  return { ...list, ...rows, calls: rows.options.filter((o) => o.affordable && o.narrative).length };
}

export interface SpentLine {
  id: string;
  /** The option row it was bought with. */
  option: string;
  labelKey: string;
  name: string;
  side: "positive" | "negative";
  canUndo: boolean;
}

/** The purchases shown on the card, each with Undo for who may spend that side and act on its subject. */
export function spentLines(input: Pick<SpendInput, "log" | "viewer" | "scale">, canActOnSubject: (uuid: string) => boolean): SpentLine[] {
  return (input.log?.entries ?? []).flatMap((e) => {
    const action = spendAction(e.option, input.scale);
    if (!action) return [];
    const side = action.option.side;
    const mayPay = input.viewer.isGM || (side === "positive" && input.viewer.ownsAttacker);
    return [{ id: e.id, option: e.option, labelKey: `EOTE.Combat.Option.${e.option}`, name: e.subjectName, side, canUndo: mayPay && canActOnSubject(e.subjectUuid) }];
  });
}

/**
 * The spending part of the card: both option lists with their buttons and bought lines (each bought line
 * inline on its row, with Undo), the bought lines no row of the lists shows, and the threat left.
 */
export function spendingView(
  lists: { positive: OptionList; negative: OptionList }, input: SpendInput, canActOnSubject: (uuid: string) => boolean,
) {
  const spent = spentLines(input, canActOnSubject);
  const positive = withSpendButtons(lists.positive, input, spent);
  const negative = withSpendButtons(lists.negative, input, spent);
  const shown = new Set([...positive.options, ...negative.options].map((o) => o.id));
  return {
    positive, negative,
    spent: spent.filter((line) => !shown.has(line.option)),
    threatBudget: threatBudget(input.roll, input.log, input.otherThreatCosts, input.scale),
  };
}

/** Threat and despair left after the GM's spends, or null when the roll had none. */
export function threatBudget(
  roll: AttackRoll, log: SpendLog | null, otherThreatCosts: readonly number[] = [], scale: SpendScale = "personal",
): Budget | null {
  if (roll.netAdvantage >= 0 && roll.despair <= 0) return null;
  return threatLeft(roll, spentOptions(log), otherThreatCosts, scale);
}

/** The advantage side's costs of this log, for the card's one budget. */
export function positiveCosts(log: SpendLog | null, scale: SpendScale = "personal"): number[] {
  return spentCosts(spentOptions(log), "positive", scale);
}

// An undo on this actor weighs these records too (module/chat/ledger.ts).
registerLedgerReader(SPEND_LOG, readSpendLog);
