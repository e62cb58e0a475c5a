// The tracker's pure view (module/features/destiny/tracker-model.ts): both counts for everyone, the
// side this user spends from is theirs, live only while it has a point.
import { describe, expect, it } from "vitest";
import { trackerView } from "../../../module/features/destiny/tracker-model.ts";
import { canFlip } from "../../../module/features/destiny/model.ts";

const view = (light: number, dark: number, isGM: boolean) => trackerView({ light, dark }, isGM, (d) => canFlip(d, isGM));

describe("trackerView", () => {
  it("a player sees both counts and spends from the light side", () => {
    const v = view(3, 2, false);
    expect(v.sides.map((s) => [s.side, s.count, s.mine, s.canSpend, s.direction, s.labelKey])).toEqual([
      ["light", 3, true, true, "lightToDark", "EOTE.DestinyTracker.SpendLight"],
      ["dark", 2, false, false, "darkToLight", "EOTE.DestinyTracker.Dark"],
    ]);
    expect(v.sides.map((s) => s.captionKey)).toEqual(["EOTE.DestinyCaption.Light", "EOTE.DestinyCaption.Dark"]);
  });

  it("the GM sees both counts and spends from the dark side", () => {
    const v = view(1, 4, true);
    expect(v.sides.map((s) => [s.side, s.count, s.mine, s.canSpend, s.labelKey])).toEqual([
      ["light", 1, false, false, "EOTE.DestinyTracker.Light"],
      ["dark", 4, true, true, "EOTE.DestinyTracker.SpendDark"],
    ]);
  });

  it("an empty side stays the user's but cannot be spent", () => {
    expect(view(0, 3, false).sides[0]).toMatchObject({ mine: true, canSpend: false, count: 0 });
    expect(view(2, 0, true).sides[1]).toMatchObject({ mine: true, canSpend: false, count: 0 });
    expect(view(0, 0, true).empty).toBe(true);
  });
});
