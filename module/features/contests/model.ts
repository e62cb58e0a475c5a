/**
 * The competitive check's card (pure: no Foundry global). Every participant posts an ordinary roll
 * whose flag names the contest (flags.eote.check.contest); the roll that opened it shows the standing,
 * rebuilt at every render from the stored rolls (module/rules/checks/competitive.ts). Flags and rolls are
 * written by their message's author, who may edit them after posting, so a roll counts only when its
 * author is a GM or owns the actor it rolls for; numbers in flags are never read.
 */
import { cardTrust, type CardAuthor } from "../../chat/trust.ts";
import { contestStanding, type ContestResult, type DecidedBy } from "../../rules/checks/competitive.ts";
import { boundedText, MAX_NAME_CHARS } from "../../rules/text.ts";

/** Contest ids are Foundry random ids (16 letters and digits). */
const CONTEST_ID = /^[A-Za-z0-9]{16}$/;

export interface ContestFlag {
  id: string;
  /** The actor the roll is for. */
  actorUuid: string;
  /** The roll that opened the contest carries its card. */
  opens: boolean;
}

/** The contest flag of a message, checked loosely (flags are user data), or null. */
export function contestFlagOf(raw: unknown): ContestFlag | null {
  if (typeof raw !== "object" || raw === null) return null;
  const { id, actorUuid, opens } = raw as Record<string, unknown>;
  if (typeof id !== "string" || !CONTEST_ID.test(id) || typeof actorUuid !== "string" || !actorUuid) return null;
  return { id, actorUuid, opens: opens === true };
}

/**
 * Whether a roll may count for its actor: the combat cards' trust rule (module/chat/trust.ts),
 * its author (null: a deleted user) a GM or an owner of that actor.
 */
export function rollCounts(author: CardAuthor | null, actorFound: boolean, authorOwnsActor: boolean): boolean {
  return cardTrust({ author, actorFound, authorOwnsActor }).ok;
}

/** One contest roll as the shell reads it from its message, in posting order. */
export interface ContestRoll {
  messageId: string;
  actorUuid: string;
  /** The actor's (token's) name, or the message's speaker when the actor is gone. */
  name: string;
  trusted: boolean;
  /** The current user may see the roll's result. */
  visible: boolean;
  /** The stored roll's net outcome; null when the message holds no narrative roll. */
  result: ContestResult | null;
}

export type RowStatus = "counted" | "untrusted" | "hidden" | "repeat" | "noRoll";

export interface ContestRow {
  name: string;
  status: RowStatus;
  /** i18n key explaining why the row does not count; null when it counts. */
  reasonKey: string | null;
  place: number | null;
  result: ContestResult | null;
  winner: boolean;
}

export interface ContestCard {
  rows: ContestRow[];
  winnerName: string | null;
  /** i18n key for the verdict line. */
  verdictKey: string;
}

const REASONS: Readonly<Record<Exclude<RowStatus, "counted">, string>> = {
  untrusted: "EOTE.Check.Contest.Untrusted",
  hidden: "EOTE.Check.Contest.Hidden",
  repeat: "EOTE.Check.Contest.Repeat",
  noRoll: "EOTE.Check.Contest.NoRoll",
};

const VERDICTS: Readonly<Record<DecidedBy, string>> = {
  success: "EOTE.Check.Contest.WinsSuccess",
  triumph: "EOTE.Check.Contest.WinsTriumph",
  advantage: "EOTE.Check.Contest.WinsAdvantage",
  draw: "EOTE.Check.Contest.Draw",
};

/** The card's rows and verdict: one counted roll per actor (its first), hidden rolls withholding the verdict. */
export function buildContestCard(rolls: readonly ContestRoll[]): ContestCard {
  const seen = new Set<string>();
  const statuses = rolls.map((roll): RowStatus => {
    if (!roll.trusted) return "untrusted";
    if (seen.has(roll.actorUuid)) return "repeat";
    seen.add(roll.actorUuid);
    if (!roll.visible) return "hidden";
    return roll.result ? "counted" : "noRoll";
  });
  const entries = rolls.flatMap((roll, i) => (statuses[i] === "counted" ? [{ id: String(i), result: roll.result! }] : []));
  const standing = contestStanding(entries);
  const places = new Map(standing.ranked.map((r) => [Number(r.id), r.place]));
  const hidden = statuses.includes("hidden");
  const winnerIndex = !hidden && standing.winner !== null ? Number(standing.winner) : null;
  // A name is its writer's (the actor's or token's owner; the message's speaker alias, for an actor gone): cut to a name's length.
  const nameOf = (roll: ContestRoll): string => boundedText(roll.name, MAX_NAME_CHARS);
  const rows = rolls.map((roll, i): ContestRow => {
    const status = statuses[i]!;
    return {
      name: nameOf(roll), status, reasonKey: status === "counted" ? null : REASONS[status],
      place: places.get(i) ?? null, result: status === "counted" ? roll.result : null, winner: i === winnerIndex,
    };
  });
  let verdictKey: string;
  if (hidden) verdictKey = "EOTE.Check.Contest.Withheld";
  else if (standing.decidedBy === null) verdictKey = "EOTE.Check.Contest.Waiting";
  else verdictKey = VERDICTS[standing.decidedBy];
  return { rows, winnerName: winnerIndex === null ? null : nameOf(rolls[winnerIndex]!), verdictKey };
}

/** A contest's card as one render read it (the shell's readContestCard): its id, and each of its rolls in posting order. */
export interface ContestCardSnapshot {
  contestId: string;
  rolls: readonly ContestRoll[];
}

/** The card's template context: the standing, and the contest's id. */
export function contestCardView(snapshot: ContestCardSnapshot) {
  return { ...buildContestCard(snapshot.rolls), contestId: snapshot.contestId };
}
