// The Force card's pure model (seed 002 THE FORCE): the view a snapshot draws (a refused card shows only why,
// with Undo where its record is; offers only before a spend and only for a user who may act), what Use
// decides (already spent; the GM's light side adversary keeps the players' light side point) and what
// Undo decides (a cost flip only the GM may take back, flipped back first).
import { describe, expect, it } from "vitest";
import { forceCardView, forceSpendUpdate, forceUndoPlan, forceUsePlan, type ForceCardSnapshot, type ForceTracksNow } from "../../../module/features/force/model.ts";

const PATHS = { wounds: "system.wounds.value", strain: "system.strain.value" };
const NOW: ForceTracksNow = { tracks: { wounds: 0, strain: 3 }, caps: { wounds: 13, strain: 13 }, paths: PATHS, ledger: [], conflict: 1 };
const KIRA = { name: "Kira", darkSideUser: false, canAct: true };

/** Kira's card, 1 light and 2 dark pips, posted by her player, not spent yet. */
function snapshot(over: Partial<ForceCardSnapshot> = {}): ForceCardSnapshot {
  return { messageId: "m1", flag: { actorUuid: "Actor.kira", tokenUuid: "" }, pips: { light: 1, dark: 2 }, succeeded: false, authorName: "Player", refusal: null, actor: KIRA, record: null, ...over };
}
/** The snapshot for Use, which needs the actor. */
const forUse = (over: Partial<ForceCardSnapshot> = {}) => ({ ...snapshot(over), actor: KIRA });
const spent = () => forceSpendUpdate({ light: 1, dark: 2 }, false, 1, NOW.tracks, PATHS, "m1", null, NOW.caps, 1)!.record;

describe("the card's view", () => {
  it("before a spend: the free point and an offer per dark pip, for a user who may act", () => {
    const view = forceCardView(snapshot());
    expect(view).toMatchObject({ free: 1, name: "Kira", canAct: true, canUndo: false, refusal: null, power: null });
    expect("offers" in view ? view.offers.map((o) => [o.used, o.points]) : null).toEqual([[1, 2], [2, 3]]);
  });

  it("after a spend: no offer, the record, and Undo only for a user who may act", () => {
    const record = spent();
    expect(forceCardView(snapshot({ record }))).toMatchObject({ offers: [], record, canUndo: true });
    expect(forceCardView(snapshot({ record, actor: { ...KIRA, canAct: false } }))).toMatchObject({ canAct: false, canUndo: false });
  });

  it("a refused card, or one whose actor is gone, shows only why, with Undo where its record is", () => {
    const record = spent();
    expect(forceCardView(snapshot({ refusal: "EOTE.Combat.Card.Refused", record }))).toEqual({ messageId: "m1", authorName: "Player", refusal: "EOTE.Combat.Card.Refused", canUndo: true });
    expect(forceCardView(snapshot({ refusal: "EOTE.Combat.Card.Refused", actor: null, record }))).toEqual({ messageId: "m1", authorName: "Player", refusal: "EOTE.Combat.Card.Refused", canUndo: false });
  });

  it("a power: the points spent, else the free ones, and a combined check's skill part", () => {
    const power = { name: "Move", points: 2, combined: false };
    expect(forceCardView(snapshot({ flag: { actorUuid: "Actor.kira", tokenUuid: "", power } }))).toMatchObject({ power: { got: 1, activates: false } });
    expect(forceCardView(snapshot({ flag: { actorUuid: "Actor.kira", tokenUuid: "", power }, record: spent() }))).toMatchObject({ power: { got: 2, activates: true } });
  });
});

describe("what Use and Undo decide", () => {
  it("Use: the spend and the light side point to flip first; refused once spent", () => {
    const plan = forceUsePlan(forUse(), 1, NOW, () => false);
    expect(plan).toMatchObject({ ok: true, flip: "lightToDark", notice: null, update: { "system.strain.value": 4, "system.morality.conflict": 2 } });
    expect(forceUsePlan(forUse({ record: spent() }), 1, NOW, () => false)).toEqual({ ok: false, notice: "EOTE.Force.Card.AlreadySpent" });
  });

  it("Use by the GM for a light side adversary: the strain stands, the players' point is not flipped, and a notice says so", () => {
    const asked: string[] = [];
    const plan = forceUsePlan(forUse(), 1, NOW, (flip) => (asked.push(flip), true));
    expect(asked).toEqual(["lightToDark"]);
    expect(plan).toMatchObject({ ok: true, flip: null, notice: "EOTE.Force.Card.NoFlipNotice", record: { destinyFlips: 0, flipSkipped: true } });
  });

  it("Undo: nothing without a record; a cost flip only the GM takes back, flipping it first; else the update", () => {
    expect(forceUndoPlan(snapshot(), NOW, false, true)).toEqual({ ok: false, notice: null });
    const s = snapshot({ record: spent() });
    const now = { ...NOW, tracks: { wounds: 0, strain: 4 }, conflict: 2 };
    expect(forceUndoPlan(s, now, true, false)).toEqual({ ok: false, notice: "EOTE.Force.Card.UndoNeedsGM" });
    expect(forceUndoPlan(s, now, true, true)).toMatchObject({ ok: true, flipBack: true, update: { "system.strain.value": 3, "system.morality.conflict": 1, "flags.eote.forceLog.-=m1": null } });
    expect(forceUndoPlan(s, now, false, false)).toMatchObject({ ok: true, flipBack: false });
  });
});
