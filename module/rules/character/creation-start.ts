/**
 * What a new character starts with besides XP (published Edge of the Empire core rules, Character
 * Creation, Step 2: Obligation and Step 7: Starting Gear; the seeds are silent on character creation):
 * the starting Obligation by the party's size, the optional extra Obligation for XP or credits, the
 * Obligation types to choose from, and the starting credits spent on gear. Pure.
 */
import { EoteError } from "../../dice/errors.ts";

/**
 * Starting Obligation per player by party size (published Table 2–2, Starting Obligations): 2 players
 * 20, 3 players 15, 4 or 5 players 10, 6 or more 5. A party of one is treated as two.
 */
export function startingObligation(partySize: number): number {
  const n = Number.isFinite(partySize) ? Math.max(2, Math.trunc(partySize)) : 4;
  if (n === 2) return 20;
  if (n === 3) return 15;
  if (n <= 5) return 10;
  return 5;
}

/**
 * Extra Obligation at creation (published Table 2–3, Additional Obligation): +5 for 5 XP or 1,000
 * credits, +10 for 10 XP or 2,500 credits, each option once. The extra taken is capped at the starting
 * Obligation for the party's size (the table keeps a new party's total near 40–60).
 */
export type ExtraObligationId = "xp5" | "xp10" | "credits1000" | "credits2500";
export const EXTRA_OBLIGATION: Readonly<Record<ExtraObligationId, { obligation: number; xp: number; credits: number }>> = {
  xp5: { obligation: 5, xp: 5, credits: 0 },
  xp10: { obligation: 10, xp: 10, credits: 0 },
  credits1000: { obligation: 5, xp: 0, credits: 1000 },
  credits2500: { obligation: 10, xp: 0, credits: 2500 },
};
export const EXTRA_OBLIGATION_IDS = Object.keys(EXTRA_OBLIGATION) as ExtraObligationId[];

export function isExtraObligationId(value: unknown): value is ExtraObligationId {
  return typeof value === "string" && value in EXTRA_OBLIGATION;
}

/** The most extra Obligation a character may take at creation: the starting amount for the party size. */
export function maxExtraObligation(partySize: number): number {
  return startingObligation(partySize);
}

export interface ObligationStart {
  /** The starting amount plus the extra taken. */
  magnitude: number;
  base: number;
  extra: number;
  xp: number;
  credits: number;
  refusals: EoteError[];
}

/** The Obligation a character starts with and what the extra bought; each option once, within the cap. */
export function obligationStart(partySize: number, extras: readonly string[]): ObligationStart {
  const base = startingObligation(partySize);
  const max = maxExtraObligation(partySize);
  const refusals: EoteError[] = [];
  const taken = [...new Set(extras)].filter(isExtraObligationId);
  let extra = 0;
  let xp = 0;
  let credits = 0;
  for (const id of taken) {
    const option = EXTRA_OBLIGATION[id];
    if (extra + option.obligation > max) {
      refusals.push(new EoteError("EOTE.Creation.Error.ExtraObligationMax", `No more than ${max} extra Obligation for a party of this size.`, { max }));
      continue;
    }
    extra += option.obligation;
    xp += option.xp;
    credits += option.credits;
  }
  return { magnitude: base + extra, base, extra, xp, credits, refusals };
}

/**
 * The Obligation types (published Table 2–1, Obligation, rolled on a d100): eight points each in the
 * order printed, 97–100 "roll twice" (read here as the last type, the table then rolled again by hand).
 * Labels: EOTE.Creation.ObligationType.<id>.
 */
export const OBLIGATION_TYPES = [
  "addiction", "betrayal", "blackmail", "bounty", "criminal", "debt", "dutybound", "family", "favor", "oath",
  "obsession", "responsibility",
] as const;
export type ObligationTypeId = (typeof OBLIGATION_TYPES)[number];

export function isObligationType(value: unknown): value is ObligationTypeId {
  return typeof value === "string" && (OBLIGATION_TYPES as readonly string[]).includes(value);
}

/** The type a d100 gives on the Obligation table (1–96: eight each in order; 97–100: the table's "roll twice", null). */
export function obligationTypeFor(d100: number): ObligationTypeId | null {
  if (!Number.isInteger(d100) || d100 < 1 || d100 > 100) return null;
  if (d100 > OBLIGATION_TYPES.length * 8) return null;
  return OBLIGATION_TYPES[Math.floor((d100 - 1) / 8)]!;
}

/** Starting credits (published Step 7, Starting Gear): 500, plus what extra Obligation bought. */
export const STARTING_CREDITS = 500;

/** One line of starting gear: the pack entry's price, rarity and restricted mark, and how many. */
export interface GearChoice {
  id: string;
  price: number;
  rarity: number;
  restricted: boolean;
  quantity: number;
}

export interface GearSpend {
  spent: number;
  left: number;
  refusals: EoteError[];
}

/**
 * Starting gear bought with the starting credits. Restricted items (R) cannot be bought at creation
 * (published Step 7: only with the GM's leave, which the wizard cannot give); spending past the credits
 * is refused. Rarity is shown, not limited: the published creation rules set no rarity cap.
 */
export function gearSpend(credits: number, gear: readonly GearChoice[]): GearSpend {
  const refusals: EoteError[] = [];
  let spent = 0;
  for (const g of gear) {
    if (g.restricted) {
      refusals.push(new EoteError("EOTE.Creation.Error.Restricted", "Restricted items cannot be bought at character creation."));
      continue;
    }
    const quantity = Math.max(1, Math.trunc(g.quantity) || 1);
    spent += Math.max(0, g.price) * quantity;
  }
  if (spent > credits) {
    refusals.push(new EoteError("EOTE.Creation.Error.NotEnoughCredits", `This gear costs ${spent} credits; ${credits} available.`, { cost: spent, available: credits }));
  }
  return { spent, left: credits - spent, refusals };
}
