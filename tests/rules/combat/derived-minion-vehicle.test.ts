import { describe, expect, it } from "vitest";
import { groupSkillRank, minionDerived, minionsStanding } from "../../../module/rules/combat/minion.ts";
import { defenceZones, vehicleDerived } from "../../../module/rules/vehicles/vehicle.ts";
import { minion, vehicle } from "../../fixtures/actors.ts";
import { own } from "../../fixtures/items.ts";

describe("minion groups", () => {
  it("group threshold is per-minion threshold times group size", () => {
    const d = minionDerived(minion(), []);
    expect(d.wounds.threshold).toBe(20);
    expect(d.standing).toBe(4);
    expect(d.skillRanks).toEqual({ rangedHeavy: 3, vigilance: 3 });
    expect("strain" in d).toBe(false);
  });

  it("loses one minion per full per-minion threshold of wounds, and skill ranks follow", () => {
    const rows: [number, number, number][] = [[4, 4, 3], [5, 3, 2], [9, 3, 2], [10, 2, 1], [15, 1, 0], [20, 0, 0]];
    for (const [wounds, standing, rank] of rows) {
      const d = minionDerived({ ...minion(), wounds: { value: wounds, threshold: 5 } }, []);
      expect(d.standing, `wounds ${wounds}`).toBe(standing);
      expect(d.skillRanks.rangedHeavy, `wounds ${wounds}`).toBe(rank);
    }
  });

  it("is out when no minion stands, and never holds more wounds than the group threshold", () => {
    const d = minionDerived({ ...minion(), wounds: { value: 33, threshold: 5 } }, []);
    expect(d.wounds).toEqual({ value: 20, threshold: 20, max: 20, exceeded: true });
    expect(d.standing).toBe(0);
  });

  it("caps the group skill rank at 5", () => {
    expect(minionDerived({ ...minion(), groupSize: 9 }, []).skillRanks.vigilance).toBe(5);
    expect(groupSkillRank(0)).toBe(0);
    expect(minionsStanding(3, 0, 4)).toBe(0);
  });
});

describe("vehicles", () => {
  it("has fore and aft zones below silhouette 5, four from 5", () => {
    expect(defenceZones(4)).toEqual(["fore", "aft"]);
    expect(defenceZones(5)).toEqual(["fore", "aft", "port", "starboard"]);
  });

  it("tracks hull trauma and system strain and counts critical hits", () => {
    const d = vehicleDerived({ ...vehicle(), hullTrauma: { value: 23, threshold: 22 } }, [own.hit(), own.injury()]);
    expect(d.hullTrauma.exceeded).toBe(true);
    expect(d.systemStrain).toEqual({ value: 0, threshold: 15, max: 16, exceeded: false });
    expect(d.criticalHits).toBe(1);
    expect(d.defenceZones).toEqual(["fore", "aft"]);
  });
});
