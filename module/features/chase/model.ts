/**
 * The chase card (pure): the flag its message carries (flags.eote.chase), the replay of its rounds from
 * the stored Piloting rolls through the chase rules (module/rules/vehicles/chase.ts, seed 002 CHASE), the GM form's
 * choice and the card's context. The card keeps no band of its own: the band now is the start band moved
 * by every round in turn, so taking off the last round (its record and its two rolls) is an exact Undo.
 * The flag is read back from a chat message, which a player may also have posted, so every field is checked;
 * only a GM's card acts (./card.ts).
 */
import { DIFFICULTY_LEVELS } from "../../dice/pool.ts";
import type { Outcome } from "../../dice/tally.ts";
import { chaseBands, chaseRound, type ChaseBand, type ChaseRound, type ChaseScale, type ChaseState } from "../../rules/vehicles/chase.ts";
import { EASY, FORMIDABLE } from "../../rules/combat/range.ts";
import { HAZARD_LEVELS, HAZARD_SETBACK, isHazardLevel, type HazardLevel } from "../../rules/vehicles/travel.ts";
import { CHASE_FLAG } from "./flags.ts";
export { CHASE_FLAG };

/** Foundry keeps at most this many rounds on one card (a long chase is a new card). */
export const MAX_CHASE_ROUNDS = 40;

export interface ChaseSideFlag {
  actorUuid: string;
  tokenUuid?: string;
}

/** What a round took from the documents when it was rolled: who piloted and each side's speed. */
export interface ChaseRoundFlag {
  pursuerPilotUuid: string;
  quarryPilotUuid: string;
  pursuerSpeed: number;
  quarrySpeed: number;
}

export interface ChaseFlag {
  scale: ChaseScale;
  start: ChaseBand;
  /** Difficulty dice of each side's check (the seed gives none; the GM sets it, Average by default). */
  difficulty: number;
  /** Setback on every Piloting check in hazardous conditions (seed 002 NAVIGATION HAZARDS); vehicles only. */
  hazard: HazardLevel;
  pursuer: ChaseSideFlag;
  quarry: ChaseSideFlag;
  rounds: ChaseRoundFlag[];
}

const isSpeed = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v) && v >= 0 && v <= 20;

function readSide(raw: unknown): ChaseSideFlag | null {
  if (typeof raw !== "object" || raw === null) return null;
  const r = raw as Record<string, unknown>;
  if (typeof r["actorUuid"] !== "string" || !r["actorUuid"]) return null;
  const side: ChaseSideFlag = { actorUuid: r["actorUuid"] };
  if (typeof r["tokenUuid"] === "string" && r["tokenUuid"]) side.tokenUuid = r["tokenUuid"];
  return side;
}

function readRound(raw: unknown): ChaseRoundFlag | null {
  if (typeof raw !== "object" || raw === null) return null;
  const r = raw as Record<string, unknown>;
  const { pursuerPilotUuid, quarryPilotUuid, pursuerSpeed, quarrySpeed } = r;
  if (typeof pursuerPilotUuid !== "string" || typeof quarryPilotUuid !== "string" || !isSpeed(pursuerSpeed) || !isSpeed(quarrySpeed)) return null;
  return { pursuerPilotUuid, quarryPilotUuid, pursuerSpeed, quarrySpeed };
}

/** The flag as stored, or null when any field is missing or out of bounds. */
export function readChaseFlag(raw: unknown): ChaseFlag | null {
  if (typeof raw !== "object" || raw === null) return null;
  const r = raw as Record<string, unknown>;
  const scale = r["scale"];
  if (scale !== "vehicle" && scale !== "personal") return null;
  const start = r["start"];
  if (!(chaseBands(scale) as readonly unknown[]).includes(start) || start === chaseBands(scale)[0]) return null;
  const difficulty = r["difficulty"];
  if (typeof difficulty !== "number" || !Number.isInteger(difficulty) || difficulty < EASY || difficulty > FORMIDABLE) return null;
  if (!isHazardLevel(r["hazard"])) return null;
  const pursuer = readSide(r["pursuer"]);
  const quarry = readSide(r["quarry"]);
  const rawRounds = r["rounds"];
  if (!pursuer || !quarry || !Array.isArray(rawRounds) || rawRounds.length > MAX_CHASE_ROUNDS) return null;
  const rounds = rawRounds.map(readRound);
  if (rounds.some((round) => round === null)) return null;
  return { scale, start: start as ChaseBand, difficulty, hazard: r["hazard"], pursuer, quarry, rounds: rounds as ChaseRoundFlag[] };
}

export type ChaseResult = Pick<Outcome, "netSuccess" | "triumph" | "netAdvantage">;

export interface ReplayedRound extends ChaseRound {
  flag: ChaseRoundFlag;
  pursuer: ChaseResult;
  quarry: ChaseResult;
}

export interface ChaseReplay {
  rounds: ReplayedRound[];
  band: ChaseBand;
  state: ChaseState;
  /** The rolls do not match the rounds (two rolls a round, pursuer first): the card is broken. */
  broken: boolean;
}

/**
 * The chase so far: each round's pair of rolls (outcomes[2i] the pursuer's, [2i + 1] the quarry's) moves
 * the band from where the round before left it (module/rules/vehicles/chase.ts chaseRound).
 */
export function replayChase(flag: ChaseFlag, outcomes: readonly (ChaseResult | null)[]): ChaseReplay {
  const rounds: ReplayedRound[] = [];
  let band = flag.start;
  let state: ChaseState = "on";
  const broken = outcomes.length !== flag.rounds.length * 2;
  for (const [i, round] of flag.rounds.entries()) {
    const pursuer = outcomes[2 * i];
    const quarry = outcomes[2 * i + 1];
    if (!pursuer || !quarry || state !== "on") return { rounds, band, state, broken: true };
    const moved = chaseRound(flag.scale, band, { roll: pursuer, speed: round.pursuerSpeed }, { roll: quarry, speed: round.quarrySpeed });
    rounds.push({ ...moved, flag: round, pursuer, quarry });
    band = moved.to;
    state = moved.state;
  }
  return { rounds, band, state, broken };
}

/** The label key of a band at the chase's scale. */
export function bandKey(scale: ChaseScale, band: ChaseBand): string {
  return scale === "vehicle" ? `EOTE.Sheet.VehicleRange.${band}` : `EOTE.Sheet.Range.${band}`;
}

// ---------------------------------------------------------------- the GM's form

export interface ChaseChoice {
  pursuerUuid: string;
  quarryUuid: string;
  start: ChaseBand;
  difficulty: number;
  hazard: HazardLevel;
}

/** A pursuer or quarry the form offers: an actor (a scene token's synthetic actor included). */
export interface ChaseCandidate {
  uuid: string;
  name: string;
  vehicle: boolean;
}

/** The scale two sides chase at: both vehicles, or both on foot; null when they are mixed. */
export function scaleOf(pursuerVehicle: boolean, quarryVehicle: boolean): ChaseScale | null {
  if (pursuerVehicle !== quarryVehicle) return null;
  return pursuerVehicle ? "vehicle" : "personal";
}

/** The bands a chase may start at: all but the nearest, which would end it at once. */
export function startBands(scale: ChaseScale): readonly ChaseBand[] {
  return chaseBands(scale).slice(1);
}

/** The form's values as a choice; anything unknown falls back to the fallback's value. */
export function chaseChoiceFromForm(values: Readonly<Record<string, unknown>>, fallback: ChaseChoice, candidates: readonly ChaseCandidate[]): ChaseChoice {
  const known = (v: unknown): v is string => typeof v === "string" && candidates.some((c) => c.uuid === v);
  const difficulty = Number(values["difficulty"]);
  const choice: ChaseChoice = {
    pursuerUuid: known(values["pursuer"]) ? values["pursuer"] : fallback.pursuerUuid,
    quarryUuid: known(values["quarry"]) ? values["quarry"] : fallback.quarryUuid,
    start: fallback.start,
    difficulty: Number.isInteger(difficulty) && difficulty >= EASY && difficulty <= FORMIDABLE ? difficulty : fallback.difficulty,
    hazard: isHazardLevel(values["hazard"]) ? values["hazard"] : fallback.hazard,
  };
  const scale = formScale(choice, candidates);
  const bands = startBands(scale);
  const start = values["start"];
  choice.start = (bands as readonly unknown[]).includes(start) ? start as ChaseBand : (bands as readonly ChaseBand[]).includes(fallback.start) ? fallback.start : bands[1]!;
  return choice;
}

/** The scale the form shows bands for: the pursuer's (a mixed pair is refused when the chase starts). */
function formScale(choice: Pick<ChaseChoice, "pursuerUuid">, candidates: readonly ChaseCandidate[]): ChaseScale {
  return candidates.find((c) => c.uuid === choice.pursuerUuid)?.vehicle === false ? "personal" : "vehicle";
}

/** The form's first choice: the given pursuer and quarry (else the first two candidates), medium range, Average. */
export function defaultChaseChoice(candidates: readonly ChaseCandidate[], pursuerUuid = "", quarryUuid = ""): ChaseChoice {
  const pursuer = pursuerUuid || candidates[0]?.uuid || "";
  const quarry = quarryUuid || candidates.find((c) => c.uuid !== pursuer)?.uuid || "";
  return { pursuerUuid: pursuer, quarryUuid: quarry, start: "medium", difficulty: 2, hazard: "light" };
}

export interface ChaseFormContext {
  pursuers: { value: string; label: string; selected: boolean }[];
  quarries: { value: string; label: string; selected: boolean }[];
  bands: { value: string; labelKey: string; selected: boolean }[];
  difficulties: { value: number; labelKey: string; selected: boolean }[];
  hazards: { value: string; labelKey: string; setback: number; selected: boolean }[];
  /** The hazard's setback applies to Piloting: offered for vehicles only. */
  vehicles: boolean;
  /** Pursuer and quarry are the same, or one is a vehicle and the other is not: the i18n key of why not. */
  problemKey: string | null;
}

export function chaseFormContext(choice: ChaseChoice, candidates: readonly ChaseCandidate[]): ChaseFormContext {
  const scale = formScale(choice, candidates);
  const pursuer = candidates.find((c) => c.uuid === choice.pursuerUuid);
  const quarry = candidates.find((c) => c.uuid === choice.quarryUuid);
  let problemKey: string | null = null;
  if (!pursuer || !quarry) problemKey = "EOTE.Chase.Form.PickBoth";
  else if (pursuer.uuid === quarry.uuid) problemKey = "EOTE.Chase.Error.SameSide";
  else if (scaleOf(pursuer.vehicle, quarry.vehicle) === null) problemKey = "EOTE.Chase.Error.MixedScale";
  const rows = (selected: string) => candidates.map((c) => ({ value: c.uuid, label: c.name, selected: c.uuid === selected }));
  return {
    pursuers: rows(choice.pursuerUuid),
    quarries: rows(choice.quarryUuid),
    bands: startBands(scale).map((b) => ({ value: b, labelKey: bandKey(scale, b), selected: b === choice.start })),
    difficulties: DIFFICULTY_LEVELS.slice(EASY, FORMIDABLE + 1).map((id, i) => ({ value: EASY + i, labelKey: `EOTE.Dice.Difficulty.${id}`, selected: EASY + i === choice.difficulty })),
    hazards: HAZARD_LEVELS.map((h) => ({ value: h, labelKey: `EOTE.Travel.Hazard.Level.${h}`, setback: HAZARD_SETBACK[h], selected: h === choice.hazard })),
    vehicles: scale === "vehicle",
    problemKey,
  };
}

// ---------------------------------------------------------------- the card

export interface ChaseSideView {
  name: string;
  pilot: string;
  speed: number;
  netSuccess: number;
}

export interface ChaseRoundView {
  number: number;
  pursuer: ChaseSideView;
  quarry: ChaseSideView;
  /** The round's winner (the side's name), or null on a draw: the distance holds. */
  winner: string | null;
  /** Bands the winner gains for being the faster side (0 when it is not): the one band for winning comes first. */
  speedBands: number;
  /** i18n key of the round's movement: closes, opens, holds. */
  movedKey: string;
  moved: number;
  fromKey: string;
  toKey: string;
}

export interface ChaseCardContext {
  pursuerName: string;
  quarryName: string;
  bandKey: string;
  stateKey: string;
  ended: boolean;
  difficultyKey: string;
  hazardKey: string | null;
  hazardSetback: number;
  rounds: ChaseRoundView[];
  broken: boolean;
  canRoll: boolean;
  canUndo: boolean;
  hasButtons: boolean;
}


/** The names the shell found: pursuer, quarry, and each round's pilot by uuid. */
export interface ChaseNames {
  pursuer: string;
  quarry: string;
  pilots: Readonly<Record<string, string>>;
}

/** Why a button may not act on the card: its lang key, and whether it is an error (a broken card) or a notice. */
export interface ChaseRefusal {
  key: string;
  error: boolean;
}

const BROKEN: ChaseRefusal = { key: "EOTE.Chase.Error.Broken", error: true };

/** Why Next round may not roll (null: it may): the card is broken, or the chase is over or at its last round. */
export function nextRoundRefusal(flag: ChaseFlag, replay: ChaseReplay): ChaseRefusal | null {
  if (replay.broken) return BROKEN;
  if (replay.state !== "on" || flag.rounds.length >= MAX_CHASE_ROUNDS) return { key: "EOTE.Chase.Notice.Over", error: false };
  return null;
}

/**
 * What Undo last round does: the rounds kept (their rolls with them, two a round), the refusal of a broken
 * card, or null when no round is left to take back.
 */
export function undoRoundPlan(flag: ChaseFlag, replay: ChaseReplay): { kept: number } | { refusal: ChaseRefusal } | null {
  if (!flag.rounds.length) return null;
  if (replay.broken) return { refusal: BROKEN };
  return { kept: flag.rounds.length - 1 };
}

const STATE_KEYS: Readonly<Record<ChaseState, string>> = { on: "EOTE.Chase.Card.On", caught: "EOTE.Chase.Card.Caught", escaped: "EOTE.Chase.Card.Escaped" };

/**
 * The card from the flag, the replay and the names the shell found (`names`: pursuer, quarry, and each
 * pilot by uuid). `gm`: the viewer is a GM, who alone rolls or undoes a round.
 */
export function buildChaseCard(flag: ChaseFlag, replay: ChaseReplay, names: ChaseNames, gm: boolean): ChaseCardContext {
  const rounds = replay.rounds.map((r, i): ChaseRoundView => ({
    number: i + 1,
    pursuer: { name: names.pursuer, pilot: names.pilots[r.flag.pursuerPilotUuid] ?? "", speed: r.flag.pursuerSpeed, netSuccess: r.pursuer.netSuccess },
    quarry: { name: names.quarry, pilot: names.pilots[r.flag.quarryPilotUuid] ?? "", speed: r.flag.quarrySpeed, netSuccess: r.quarry.netSuccess },
    winner: r.winner === "pursuer" ? names.pursuer : r.winner === "quarry" ? names.quarry : null,
    speedBands: Math.abs(r.bySpeed),
    movedKey: r.closed > 0 ? "EOTE.Chase.Card.Closes" : r.closed < 0 ? "EOTE.Chase.Card.Opens" : "EOTE.Chase.Card.Holds",
    moved: Math.abs(r.closed),
    fromKey: bandKey(flag.scale, r.from),
    toKey: bandKey(flag.scale, r.to),
  }));
  const canRoll = gm && nextRoundRefusal(flag, replay) === null;
  const undo = undoRoundPlan(flag, replay);
  const canUndo = gm && undo !== null && "kept" in undo;
  return {
    pursuerName: names.pursuer, quarryName: names.quarry,
    bandKey: bandKey(flag.scale, replay.band),
    stateKey: STATE_KEYS[replay.state],
    ended: replay.state !== "on",
    difficultyKey: `EOTE.Dice.Difficulty.${DIFFICULTY_LEVELS[flag.difficulty]!}`,
    hazardKey: flag.scale === "vehicle" && flag.hazard !== "light" ? `EOTE.Travel.Hazard.Level.${flag.hazard}` : null,
    hazardSetback: HAZARD_SETBACK[flag.hazard],
    rounds,
    broken: replay.broken,
    canRoll, canUndo, hasButtons: canRoll || canUndo,
  };
}

// ---------------------------------------------------------------- the card read once

/**
 * A chase card as one render or click read it (the shell's readChaseCard): the flag, who posted it, the
 * viewer, each roll's outcome on the message, and the names of what the flag names. A player's card is
 * refused: it shows only why, and nothing it names is read.
 */
export interface ChaseCardSnapshot {
  flag: ChaseFlag;
  messageId: string;
  authorName: string;
  refused: boolean;
  isGM: boolean;
  outcomes: readonly (ChaseResult | null)[];
  names: ChaseNames;
}

/** The card's template context: a refused card's standing alone, else the chase so far and the GM's buttons. */
export function chaseCardView(snapshot: ChaseCardSnapshot) {
  const { flag, refused } = snapshot;
  const base = { messageId: snapshot.messageId, authorName: snapshot.authorName, refusal: refused ? "EOTE.Chase.Card.Refused" : null };
  return refused ? base : { ...base, ...buildChaseCard(flag, replayChase(flag, snapshot.outcomes), snapshot.names, snapshot.isGM) };
}
