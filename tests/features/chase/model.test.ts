// The chase card's pure model (module/features/chase/model.ts) with seed 002 CHASE's numbers (settled by the
// published core rule): the band is the start moved by each round (one band to the check's winner, plus its
// speed over the other side when it is the faster), the chase ends at close range (engaged on foot) or past extreme; the flag read back from a
// message is checked field by field; rolls that do not match the rounds mark the card broken.
import { describe, expect, it } from "vitest";
import {
  buildChaseCard, chaseCardView, chaseChoiceFromForm, chaseFormContext, MAX_CHASE_ROUNDS, nextRoundRefusal, readChaseFlag, replayChase, undoRoundPlan, type ChaseFlag,
} from "../../../module/features/chase/model.ts";

const net = (netSuccess: number) => ({ netSuccess, triumph: 0, netAdvantage: 0 });
const round = (pursuerSpeed: number, quarrySpeed: number) => ({ pursuerPilotUuid: "Actor.a", quarryPilotUuid: "Actor.b", pursuerSpeed, quarrySpeed });
const flag = (rounds: ReturnType<typeof round>[], extra: Partial<ChaseFlag> = {}): ChaseFlag => ({
  scale: "vehicle", start: "long", difficulty: 2, hazard: "light", pursuer: { actorUuid: "Actor.p" }, quarry: { actorUuid: "Actor.q" }, rounds, ...extra,
});

describe("replaying a chase", () => {
  it("long range; speed 3 against 2: a winning pursuer closes two bands, a winning slower quarry opens one", () => {
    const f = flag([round(3, 2), round(3, 2), round(3, 2)]);
    const replay = replayChase(f, [net(2), net(1), net(0), net(1), net(3), net(0)]);
    expect(replay.rounds.map((r) => [r.from, r.to, r.bySuccess, r.bySpeed, r.state])).toEqual([
      ["long", "short", 1, 1, "on"], ["short", "medium", -1, 0, "on"], ["medium", "close", 1, 1, "caught"],
    ]);
    expect(replay).toMatchObject({ band: "close", state: "caught", broken: false });
    const card = buildChaseCard(f, replay, { pursuer: "P", quarry: "Q", pilots: {} }, true);
    expect(card).toMatchObject({ ended: true, canRoll: false, canUndo: true, stateKey: "EOTE.Chase.Card.Caught" });
    expect(card.rounds[0]).toMatchObject({ winner: "P", speedBands: 1, movedKey: "EOTE.Chase.Card.Closes", moved: 2 });
    expect(card.rounds[1]).toMatchObject({ winner: "Q", speedBands: 0, movedKey: "EOTE.Chase.Card.Opens", moved: 1 });
  });

  it("a draw holds the distance and names no winner", () => {
    const f = flag([round(4, 1)]);
    const card = buildChaseCard(f, replayChase(f, [net(2), net(2)]), { pursuer: "P", quarry: "Q", pilots: {} }, true);
    expect(card.rounds[0]).toMatchObject({ winner: null, speedBands: 0, movedKey: "EOTE.Chase.Card.Holds", moved: 0 });
  });

  it("the quarry opens the distance past extreme: escaped", () => {
    const replay = replayChase(flag([round(1, 3)], { start: "extreme" }), [net(0), net(1)]);
    expect(replay).toMatchObject({ band: "extreme", state: "escaped" });
  });

  it("on foot the nearest band is engaged", () => {
    const replay = replayChase(flag([round(0, 0)], { scale: "personal", start: "short" }), [net(3), net(1)]);
    expect(replay).toMatchObject({ band: "engaged", state: "caught" });
  });

  it("rolls that do not match the rounds: broken, no buttons", () => {
    const f = flag([round(2, 2)]);
    expect(replayChase(f, [net(1)]).broken).toBe(true);
    expect(replayChase(f, [net(1), null]).broken).toBe(true);
    expect(replayChase(f, [net(1), net(0), net(2)]).broken).toBe(true);
    const card = buildChaseCard(f, replayChase(f, [net(1)]), { pursuer: "P", quarry: "Q", pilots: {} }, true);
    expect([card.canRoll, card.canUndo, card.hasButtons]).toEqual([false, false, false]);
  });

  it("only a GM gets the buttons", () => {
    const f = flag([]);
    expect(buildChaseCard(f, replayChase(f, []), { pursuer: "P", quarry: "Q", pilots: {} }, false).hasButtons).toBe(false);
  });
});

describe("what the buttons do, from the card read once", () => {
  it("Next round: refused with an error on a broken card, with a notice when the chase is over or at its last round", () => {
    const on = flag([round(2, 2)], { start: "extreme" });
    expect(nextRoundRefusal(on, replayChase(on, [net(1), net(1)]))).toBeNull();
    expect(nextRoundRefusal(on, replayChase(on, [net(1)]))).toEqual({ key: "EOTE.Chase.Error.Broken", error: true });
    const caught = flag([round(3, 2)], { start: "short" });
    expect(nextRoundRefusal(caught, replayChase(caught, [net(2), net(0)]))).toEqual({ key: "EOTE.Chase.Notice.Over", error: false });
    const long = flag(Array.from({ length: MAX_CHASE_ROUNDS }, () => round(2, 2)), { start: "extreme" });
    const draws = long.rounds.flatMap(() => [net(1), net(1)]);
    expect(replayChase(long, draws).state).toBe("on");
    expect(nextRoundRefusal(long, replayChase(long, draws))).toEqual({ key: "EOTE.Chase.Notice.Over", error: false });
  });

  it("Undo last round: keeps all rounds but the last; nothing with no round; an error on a broken card", () => {
    const two = flag([round(2, 2), round(2, 2)], { start: "extreme" });
    expect(undoRoundPlan(two, replayChase(two, [net(1), net(1), net(0), net(0)]))).toEqual({ kept: 1 });
    expect(undoRoundPlan(flag([]), replayChase(flag([]), []))).toBeNull();
    expect(undoRoundPlan(two, replayChase(two, [net(1), net(1)]))).toEqual({ refusal: { key: "EOTE.Chase.Error.Broken", error: true } });
  });

  it("the card's view: a player's card shows only why it is refused; a GM's the chase so far", () => {
    const f = flag([round(3, 2)]);
    const snapshot = { flag: f, messageId: "m1", authorName: "GM", refused: false, isGM: true, outcomes: [net(2), net(1)], names: { pursuer: "P", quarry: "Q", pilots: { "Actor.a": "Kira" } } };
    expect(chaseCardView({ ...snapshot, refused: true, authorName: "Vex's player" })).toEqual({ messageId: "m1", authorName: "Vex's player", refusal: "EOTE.Chase.Card.Refused" });
    const view = chaseCardView(snapshot);
    expect(view).toMatchObject({ messageId: "m1", refusal: null, pursuerName: "P", canRoll: true, canUndo: true });
    expect(view).toEqual({ messageId: "m1", authorName: "GM", refusal: null, ...buildChaseCard(f, replayChase(f, snapshot.outcomes), snapshot.names, true) });
  });
});

describe("the flag read back", () => {
  it("keeps a good flag and refuses any bad field", () => {
    const good = flag([round(2, 1)]);
    expect(readChaseFlag(good)).toEqual(good);
    for (const bad of [
      { start: "close" }, { start: "engaged" }, { scale: "galactic" }, { difficulty: 0 }, { difficulty: 6 }, { hazard: "lava" },
      { pursuer: {} }, { rounds: [round(-1, 2)] }, { rounds: [{ ...round(1, 1), quarryPilotUuid: 3 }] }, { rounds: "none" },
    ]) expect(readChaseFlag({ ...good, ...bad })).toBeNull();
  });
});

describe("the form", () => {
  const candidates = [
    { uuid: "Actor.s", name: "Star", vehicle: true }, { uuid: "Actor.c", name: "Comet", vehicle: true }, { uuid: "Actor.k", name: "Kira", vehicle: false },
  ];
  it("the bands follow the pursuer's scale; a mixed pair is flagged", () => {
    const first = { pursuerUuid: "Actor.s", quarryUuid: "Actor.c", start: "long" as const, difficulty: 2, hazard: "light" as const };
    expect(chaseFormContext(first, candidates).bands.map((b) => b.value)).toEqual(["short", "medium", "long", "extreme"]);
    const onFoot = chaseChoiceFromForm({ pursuer: "Actor.k", quarry: "Actor.c", start: "long", difficulty: "4", hazard: "dangerous" }, first, candidates);
    expect(onFoot).toEqual({ pursuerUuid: "Actor.k", quarryUuid: "Actor.c", start: "long", difficulty: 4, hazard: "dangerous" });
    const context = chaseFormContext(onFoot, candidates);
    expect(context.problemKey).toBe("EOTE.Chase.Error.MixedScale");
    expect(context.vehicles).toBe(false);
    expect(chaseChoiceFromForm({ pursuer: "Actor.x", difficulty: "9", start: "close" }, first, candidates)).toEqual(first);
  });
});
