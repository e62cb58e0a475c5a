// The obligation card's view from its snapshot (module/features/obligation/model.ts obligationCardView),
// pure: a row per reduction with the character's name and whether this card's record is on it, the
// triggered entry named, Undo only for a GM with something applied, and nothing to act on a refused card.
import { describe, expect, it } from "vitest";
import { obligationCardView, type ObligationCardSnapshot } from "../../../module/features/obligation/model.ts";

const snapshot = (over: Partial<ObligationCardSnapshot> = {}): ObligationCardSnapshot => ({
  flag: {
    d100: 12, total: 20, doubled: false,
    triggered: { actorUuid: "Actor.kira", index: 0, type: "debt", magnitude: 10 },
    reductions: [{ actorUuid: "Actor.kira", amount: 2 }, { actorUuid: "Actor.vex", amount: 1 }],
  },
  messageId: "msgObligation001", authorName: "Gamemaster", refused: false, isGM: true,
  actors: { "Actor.kira": { name: "Kira", applied: true }, "Actor.vex": { name: "Vex", applied: false } },
  ...over,
});

describe("the obligation card's view", () => {
  it("a row per reduction, the triggered character named and marked, Undo for the GM", () => {
    const view = obligationCardView(snapshot());
    expect(view.rows).toEqual([
      { name: "Kira", amount: 2, applied: true, triggered: true },
      { name: "Vex", amount: 1, applied: false, triggered: false },
    ]);
    expect(view.triggered).toEqual({ actorUuid: "Actor.kira", index: 0, type: "debt", magnitude: 10, name: "Kira" });
    expect(view).toMatchObject({ messageId: "msgObligation001", authorName: "Gamemaster", refusal: null, d100: 12, total: 20, doubled: false, canUndo: true });
  });

  it("no Undo for a player, nor with nothing applied; a character no longer found has no name", () => {
    expect(obligationCardView(snapshot({ isGM: false })).canUndo).toBe(false);
    const none = obligationCardView(snapshot({ actors: { "Actor.kira": { name: "Kira", applied: false } } }));
    expect(none.canUndo).toBe(false);
    expect(none.rows[1]).toEqual({ name: "", amount: 1, applied: false, triggered: false });
  });

  it("a refused card (not a GM's) shows its refusal and no rows, and offers nothing", () => {
    const view = obligationCardView(snapshot({ refused: true }));
    expect(view).toMatchObject({ refusal: "EOTE.Obligation.Card.Refused", rows: [], canUndo: false });
  });
});
