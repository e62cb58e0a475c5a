/**
 * Experience purchases (published Edge of the Empire core rules, Experience and Development; the seeds
 * are silent): what each costs and whether it is allowed. Pure: each check returns the cost and the new
 * value, or the localised error the shell shows with nothing changed.
 */
import { EoteError } from "../../dice/errors.ts";
import type { LedgerEntry } from "./identity-types.ts";
import { cellState, talentCost, TREE_CELLS } from "./identity.ts";
import type { SpecialisationData, TalentCell } from "./identity-types.ts";
import { SKILL_RANK_MAX } from "../checks/skills.ts";

/** No skill above rank 2 at the end of character creation. */
export const CREATION_SKILL_MAX = 2;
/** No characteristic above 5 when bought at creation (6 only through talents later). */
export const CREATION_CHARACTERISTIC_MAX = 5;

export type Purchase = { ok: true; cost: number; to: number } | { ok: false; error: EoteError };

const refuse = (key: string, message: string, data: Record<string, string | number> = {}): Purchase =>
  ({ ok: false, error: new EoteError(`EOTE.Advancement.Error.${key}`, message, data) });

/** XP short: the cost against what is available. */
export function afford(cost: number, to: number, available: number): Purchase {
  if (cost > available) return refuse("NotEnoughXp", `This costs ${cost} XP; ${available} XP available.`, { cost, available });
  return { ok: true, cost, to };
}

/** A skill rank costs 5 × the new rank, 5 more when it is not a career skill. */
export function skillRankCost(newRank: number, career: boolean): number {
  return 5 * newRank + (career ? 0 : 5);
}

/** A new specialisation costs 10 × (specialisations owned + 1), 10 more outside the career. */
export function specialisationCost(owned: number, inCareer: boolean): number {
  return 10 * (owned + 1) + (inCareer ? 0 : 10);
}

/** A characteristic costs 10 × the new rating (during creation only). */
export function characteristicCost(newRating: number): number {
  return 10 * newRating;
}

export function checkSkillRank(rank: number, career: boolean, creation: boolean, available: number): Purchase {
  const max = creation ? CREATION_SKILL_MAX : SKILL_RANK_MAX;
  if (rank >= max) {
    return creation
      ? refuse("CreationSkillMax", `No skill above rank ${max} during character creation.`, { max })
      : refuse("SkillMax", `Skill ranks stop at ${max}.`, { max });
  }
  return afford(skillRankCost(rank + 1, career), rank + 1, available);
}

export function checkCharacteristic(rating: number, creation: boolean, available: number): Purchase {
  if (!creation) return refuse("CharacteristicAfterCreation", "Characteristics are bought during character creation only.");
  if (rating >= CREATION_CHARACTERISTIC_MAX) {
    return refuse("CharacteristicMax", `No characteristic above ${CREATION_CHARACTERISTIC_MAX} at creation.`, { max: CREATION_CHARACTERISTIC_MAX });
  }
  return afford(characteristicCost(rating + 1), rating + 1, available);
}

/** A talent cell: by its row, only when available (top row, or joined to a bought cell). */
export function checkTalent(tree: readonly TalentCell[], index: number, available: number): Purchase {
  if (!Number.isInteger(index) || index < 0 || index >= TREE_CELLS) return refuse("TalentLocked", "That talent cannot be bought yet.");
  const state = cellState(tree, index);
  if (state === "bought") return refuse("TalentBought", "That talent is already bought in this tree.");
  if (state === "locked") return refuse("TalentLocked", "A talent must be in the top row or joined to one already bought.");
  return afford(talentCost(index), 1, available);
}

/**
 * A further specialisation (the first comes free with the career). The same specialisation twice is
 * refused.
 */
/**
 * Whether a specialisation is in the career `careerKey` (a character's career item's key): its own career,
 * or one of the other careers that list it (published rule: a specialisation bought outside the character's
 * career costs 10 XP more). No career: never in career.
 */
export function specialisationInCareer(spec: Pick<SpecialisationData, "career" | "otherCareers">, careerKey: string): boolean {
  return careerKey !== "" && (spec.career === careerKey || (spec.otherCareers ?? []).includes(careerKey));
}

export function checkSpecialisation(owned: readonly string[], key: string, inCareer: boolean, available: number): Purchase {
  if (key !== "" && owned.includes(key)) return refuse("SpecialisationOwned", "The character already has this specialisation.");
  return afford(specialisationCost(owned.length, inCareer), owned.length + 1, available);
}

/** The index of the last purchase not yet refunded, or -1. Undo goes back one purchase at a time. */
export function lastPurchase(ledger: readonly LedgerEntry[]): number {
  for (let i = ledger.length - 1; i >= 0; i--) if (!ledger[i]!.refunded) return i;
  return -1;
}

/**
 * What dropping an identity item onto a character means: one species and one career at most (a
 * second is refused: remove the first); the first specialisation comes with the career, free; each
 * further one is bought (checkSpecialisation).
 */
export type IdentityDrop =
  | { ok: true; purchase: boolean }
  | { ok: false; error: EoteError };

export function identityDrop(type: "species" | "career" | "specialisation", owned: { species: number; career: number; specialisation: number }): IdentityDrop {
  if (type === "specialisation") return { ok: true, purchase: owned.specialisation > 0 };
  if (owned[type] > 0) {
    const key = type === "species" ? "SpeciesOwned" : "CareerOwned";
    return { ok: false, error: new EoteError(`EOTE.Advancement.Error.${key}`, `The character already has a ${type}: remove it first.`) };
  }
  return { ok: true, purchase: false };
}

/** Undo refused: what the purchase changed has changed since (rank, rating or item no longer as it left them). */
export function undoChanged(): EoteError {
  return new EoteError("EOTE.Advancement.Error.UndoChanged", "This purchase cannot be undone: what it bought has changed since.");
}

export function nothingToUndo(): EoteError {
  return new EoteError("EOTE.Advancement.Error.NothingToUndo", "There is no purchase to undo.");
}

/**
 * Free ranks at creation (EotE core rules, Steps 3 and 4): a rank in each skill the species lists, and
 * one rank in each of as many career skills as the career gives (4 in the published careers), each
 * skill once and from rank 0 only. Used ones are the ledger's unrefunded free skill purchases, marked
 * by their `source` ("species", "career"). The specialisation's own two free ranks are left to the
 * table (not modelled). Returns where a free rank for this skill comes from, or null.
 */
export function freeRankSource(
  skillId: string,
  rank: number,
  creation: boolean,
  offer: { species: readonly string[]; careerSkills: readonly string[]; careerRanks: number },
  ledger: readonly LedgerEntry[],
): "species" | "career" | null {
  if (!creation || rank !== 0) return null;
  const used = ledger.filter((e) => e.kind === "skill" && !e.refunded && e.cost === 0);
  const usedFor = (source: string) => used.filter((e) => e.source === source);
  if (offer.species.includes(skillId) && !usedFor("species").some((e) => e.target === skillId)) return "species";
  const career = usedFor("career");
  if (offer.careerSkills.includes(skillId) && career.length < offer.careerRanks && !career.some((e) => e.target === skillId)) return "career";
  return null;
}

/**
 * What the GM's XP audit finds. Foundry lets a player's client write its own character directly, so
 * purchases cannot be enforced; the audit makes what the ledger does not explain visible to the GM:
 * XP spent (total − available) that differs from the ledger's unrefunded costs, skill ranks above the
 * rank the ledger's purchases reached, and talents above the rank the ledger bought (or with no purchase
 * at all). Ranks set by hand (a specialisation's free ranks, characters from before the ledger) appear
 * too: the GM judges. Empty lists and a null `spent`: nothing to report.
 */
export interface XpAudit {
  spent: { spent: number; ledger: number } | null;
  skills: { id: string; rank: number; explained: number }[];
  talents: { id: string; rank: number; explained: number }[];
}

/** The highest rank or rating the ledger's unrefunded purchases matching `match` reached (0: none). */
function reached(ledger: readonly LedgerEntry[], match: (e: LedgerEntry) => boolean): number {
  return ledger.reduce((n, e) => (!e.refunded && match(e) ? Math.max(n, e.to) : n), 0);
}

export function xpAudit(
  xp: { total: number; available: number; ledger: readonly LedgerEntry[] },
  skillRanks: Readonly<Record<string, number>>,
  talents: readonly { id: string; rank: number }[],
): XpAudit {
  const ledgerSpent = xp.ledger.reduce((n, e) => (e.refunded ? n : n + e.cost), 0);
  const spent = xp.total - xp.available;
  const skills = Object.entries(skillRanks).flatMap(([id, rank]) => {
    const explained = reached(xp.ledger, (e) => e.kind === "skill" && e.target === id);
    return rank > explained ? [{ id, rank, explained }] : [];
  });
  const talentRows = talents.flatMap(({ id, rank }) => {
    const explained = reached(xp.ledger, (e) => e.kind === "talent" && e.item === id);
    // An owned talent counts as at least one rank, whatever its rank field says.
    const has = Math.max(rank, 1);
    return has > explained ? [{ id, rank: has, explained }] : [];
  });
  return { spent: spent === ledgerSpent ? null : { spent, ledger: ledgerSpent }, skills, talents: talentRows };
}

/** Whether the audit found nothing the ledger does not explain. */
export function auditClean(audit: XpAudit): boolean {
  return audit.spent === null && audit.skills.length === 0 && audit.talents.length === 0;
}

/** The audit as the sheet and the party view show it: skills by their lang key, talents by name. */
export interface NamedXpAudit {
  spent: { spent: number; ledger: number } | null;
  skills: { labelKey: string; rank: number; explained: number }[];
  talents: { name: string; rank: number; explained: number }[];
}

/** What the ledger does not explain (xpAudit), named; null when it explains everything. */
export function namedXpAudit(
  xp: { total: number; available: number; ledger: readonly LedgerEntry[] },
  skillRanks: Readonly<Record<string, number>>,
  talents: readonly { id: string; rank: number }[],
  names: ReadonlyMap<string, string>,
): NamedXpAudit | null {
  const audit = xpAudit(xp, skillRanks, talents);
  if (auditClean(audit)) return null;
  return {
    spent: audit.spent,
    skills: audit.skills.map((r) => ({ labelKey: `EOTE.Skill.${r.id}`, rank: r.rank, explained: r.explained })),
    talents: audit.talents.map((r) => ({ name: names.get(r.id) ?? r.id, rank: r.rank, explained: r.explained })),
  };
}

/**
 * XP the GM grants (published Edge of the Empire core rules, Experience and Development: the GM awards
 * experience at the end of a session; the seeds are silent). A grant is a whole number of XP from 1 to
 * MAX_XP_GRANT: more at once is a typo, not a session's award.
 */
export const MAX_XP_GRANT = 500;

export type Grant = { ok: true; amount: number } | { ok: false; error: EoteError };

/** Reads the GM's amount (a number, or the text of a number field). */
export function checkGrant(amount: unknown): Grant {
  const n = typeof amount === "string" && amount.trim() !== "" ? Number(amount) : amount;
  if (typeof n !== "number" || !Number.isInteger(n) || n < 1 || n > MAX_XP_GRANT) {
    return { ok: false, error: new EoteError("EOTE.Party.Error.BadGrant", `XP granted must be a whole number from 1 to ${MAX_XP_GRANT}.`, { max: MAX_XP_GRANT }) };
  }
  return { ok: true, amount: n };
}

/** The XP after a grant of `amount` (both total and available rise by it), and its ledger fields. */
export function applyGrant(xp: { total: number; available: number }, amount: number): { total: number; available: number; from: number; to: number } {
  return { total: xp.total + amount, available: xp.available + amount, from: xp.total, to: xp.total + amount };
}

/**
 * The XP after a grant's Undo: its amount (`to − from`) comes off total and available. Refused (null)
 * when that XP is no longer there to take back: spent since, or the total lowered by hand below it.
 */
export function undoGrant(xp: { total: number; available: number }, entry: Pick<LedgerEntry, "from" | "to">): { total: number; available: number } | null {
  const amount = entry.to - entry.from;
  if (amount < 1 || xp.available < amount || xp.total < amount) return null;
  return { total: xp.total - amount, available: xp.available - amount };
}
