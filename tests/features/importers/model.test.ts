// Which documents a re-import may update (pure): only what an import recorded making, never one a player
// owns now, and never one whose only claim is a key in its flags.
import { describe, expect, it } from "vitest";
import { matchExisting, planKind } from "../../../module/features/importers/model.ts";
import type { ImportedDocument } from "../../../module/features/importers/model/result.ts";

const doc = (sourceKey: string): ImportedDocument => ({ documentName: "Actor", name: sourceKey, type: "nemesis", system: {}, sourceKey });

describe("matchExisting and planKind", () => {
  it("updates what the record says an import made, and makes a new document beside a forged or player-owned one", () => {
    const { ours, refused } = matchExisting([
      { id: "made", flagKey: "A", recordedKey: "A", playerOwned: false },
      { id: "forged", flagKey: "B", playerOwned: true },
      { id: "forgedToo", flagKey: "C", playerOwned: false },
      { id: "given", flagKey: "D", recordedKey: "D", playerOwned: true },
      // A flag rewritten on a recorded document claims nothing: the record's key counts.
      { id: "renamed", flagKey: "E", recordedKey: "F", playerOwned: false },
      // A forged copy of a key the import also made: the import's own document is updated, the copy ignored.
      { id: "copy", flagKey: "A", playerOwned: true },
    ]);
    expect([...ours]).toEqual([["A", "made"], ["F", "renamed"]]);
    expect(Object.fromEntries(refused)).toEqual({ B: "KeyNotOurs", C: "KeyNotOurs", D: "PlayerOwned", E: "KeyNotOurs" });
    const plan = planKind("adversary", ["A", "B", "D", "F", "G"].map(doc), ours, refused);
    expect(plan.updates.map((u) => [u.id, u.doc.sourceKey])).toEqual([["made", "A"], ["renamed", "F"]]);
    expect(plan.creates.map((d) => d.sourceKey)).toEqual(["B", "D", "G"]);
    expect(plan.notes.map((n) => [n.doc.sourceKey, n.reason])).toEqual([["B", "KeyNotOurs"], ["D", "PlayerOwned"]]);
  });
});
