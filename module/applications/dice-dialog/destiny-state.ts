/**
 * Destiny on the check in the dice dialog (pure: no Foundry global). Seed 002 DESTINY POINTS and
 * DIFFICULTY: a player's light side point upgrades one ability die, the GM's dark side point one
 * difficulty die, at most one of each per check; an Impossible check is five difficulty dice with one
 * upgraded (the GM's automatic upgrade, not paid from the pool) and takes no Destiny point at all.
 *
 * The dialog only marks a point as chosen: nothing leaves the pool until the check is rolled (the shell
 * flips it then, through the trusted Destiny path), so closing the dialog costs nothing. The rules of
 * who may spend what are module/rules/checks/destiny.ts; the upgrades are the dice core's.
 */
import { difficultyPool, upgrade } from "../../dice/index.ts";
import type { Pool } from "../../dice/types.ts";
import type { RuleNote } from "../../rules/checks/notes.ts";
import {
  destinySpendRefusal, destinyUpgradeTarget, spendDestiny, type DestinyPool, type DestinySide, type DestinySpendState, type FlipDirection,
} from "../../rules/checks/destiny.ts";

export const DESTINY_SIDES: readonly DestinySide[] = ["light", "dark"];

export function noDestiny(): DestinySpendState {
  return { spent: { light: 0, dark: 0 }, impossible: false };
}

/**
 * A click on a side's button: a side already chosen is taken back (nothing was paid yet); otherwise the
 * rule decides, and a refusal comes back as its lang key with the state unchanged.
 */
export function toggleDestiny(state: DestinySpendState, side: DestinySide, isGM: boolean, pool: DestinyPool):
  { state: DestinySpendState; refusal: string | null } {
  if (state.spent[side] > 0) return { state: withoutSpend(state, side), refusal: null };
  try {
    return { state: spendDestiny(side, isGM, pool, state), refusal: null };
  } catch (err) {
    return { state, refusal: (err as { key?: string }).key ?? "EOTE.Dice.Notice.Unexpected" };
  }
}

export function withoutSpend(state: DestinySpendState, side: DestinySide): DestinySpendState {
  return { ...state, spent: { ...state.spent, [side]: 0 } };
}

/**
 * Makes the check Impossible (its edited pool gets five difficulty dice; any point chosen is dropped,
 * since none may be spent on it) or ordinary again.
 */
export function setImpossible(state: DestinySpendState, impossible: boolean): DestinySpendState {
  return impossible ? { spent: { light: 0, dark: 0 }, impossible: true } : { ...state, impossible: false };
}

/** The edited pool's negative dice as an Impossible check has them before its upgrade: five difficulty dice. */
export function impossibleDifficulty(pool: Pool): Pool {
  const base = difficultyPool("impossible");
  return { ...pool, difficulty: base.difficulty, challenge: base.challenge };
}

/** The pool rolled: the Impossible upgrade, then one upgrade per point chosen, each on its side's dice. */
export function withDestiny(pool: Pool, state: DestinySpendState): Pool {
  let out = pool;
  if (state.impossible) out = upgrade(out, "difficulty", 1);
  for (const side of DESTINY_SIDES) {
    if (state.spent[side] > 0) out = upgrade(out, destinyUpgradeTarget(side), state.spent[side]);
  }
  return out;
}

/** The sides chosen, in the order they are paid. */
export function sidesChosen(state: DestinySpendState): DestinySide[] {
  return DESTINY_SIDES.filter((side) => state.spent[side] > 0);
}

/** The flip that pays for a side's point: a light point turns dark, a dark point turns light. */
export function paymentFlip(side: DestinySide): FlipDirection {
  return side === "light" ? "lightToDark" : "darkToLight";
}

/** The dialog's note lines (lang keys) for the Impossible check and each point chosen. */
export function destinyNotes(state: DestinySpendState): RuleNote[] {
  const notes: RuleNote[] = [];
  if (state.impossible) notes.push({ key: "EOTE.Destiny.Note.Impossible", data: {} });
  if (state.spent.light > 0) notes.push({ key: "EOTE.Destiny.Note.Light", data: {} });
  if (state.spent.dark > 0) notes.push({ key: "EOTE.Destiny.Note.Dark", data: {} });
  return notes;
}

/** What the roll's check flag stores (ids and counts only, so kept on private rolls too); null when nothing to say. */
export function destinyFlag(state: DestinySpendState): { light: number; dark: number; impossible: boolean } | null {
  if (!state.impossible && state.spent.light === 0 && state.spent.dark === 0) return null;
  return { light: state.spent.light, dark: state.spent.dark, impossible: state.impossible };
}

/** The Destiny row of the dialog: one button per side, chosen or not, and why it may not be chosen. */
export function destinyRow(state: DestinySpendState, isGM: boolean, pool: DestinyPool) {
  return {
    impossible: state.impossible,
    sides: DESTINY_SIDES.map((side) => {
      const chosen = state.spent[side] > 0;
      return {
        side,
        labelKey: side === "light" ? "EOTE.Destiny.Spend.Light" : "EOTE.Destiny.Spend.Dark",
        chosen,
        // A chosen point may always be taken back; otherwise the rule's reason, shown as the tooltip.
        refusal: chosen ? null : destinySpendRefusal(side, isGM, pool, state),
        available: pool[side],
      };
    }),
  };
}
