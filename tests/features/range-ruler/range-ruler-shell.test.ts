// Range bands on v13's rulers over the doubles (tests/doubles/ruler.ts): the configured Ruler and TokenRuler
// classes are extended at init, so each waypoint label's context carries the band of its measured distance
// (after the units, localised, and as ids), at the token actor's scale (a starship's space bands, a speeder's
// planetary ones; the measuring ruler: the first controlled token's), with the limits of the world settings;
// a wrong setting falls back to the defaults, and the switch turns the labels off.
import { describe, expect, it } from "vitest";
import { FakeActor } from "../../doubles/index.ts";
import { shellSuite } from "../../doubles/suite.ts";
import { RulerDouble, TokenRulerDouble, waypointsAt } from "../../doubles/ruler.ts";
import { character, vehicle } from "../../fixtures/actors.ts";

type Ruler = { _getWaypointLabelContext(waypoint: unknown, state: object): { distance: { total: string; units: string }; eoteRangeBand?: { scale: string; band: string; labelKey: string } } | void };
const g = globalThis as unknown as {
  CONFIG: { Canvas?: { rulerClass: unknown }; Token?: { rulerClass: unknown } };
  canvas?: { tokens: { controlled: { actor: unknown }[] } };
  game: { settings: unknown };
};

/** game.settings as v13: a registered setting reads its default until set; an unregistered one throws. */
const stored = new Map<string, unknown>();
const defaults = new Map<string, { default: unknown; scope: string; config: boolean; type: unknown }>();
function installSettingsDouble() {
  stored.clear();
  defaults.clear();
  g.game.settings = {
    register: (scope: string, key: string, config: { default: unknown; scope: string; config: boolean; type: unknown }) => void defaults.set(`${scope}.${key}`, config),
    get: (scope: string, key: string) => {
      if (!defaults.has(`${scope}.${key}`)) throw new Error(`${scope}.${key} is not a registered game setting`);
      return stored.has(`${scope}.${key}`) ? stored.get(`${scope}.${key}`) : defaults.get(`${scope}.${key}`)!.default;
    },
  };
}

const shell = shellSuite({ keys: true,
  seed: 4,
  modules: { feature: () => import("../../../module/features/range-ruler/index.ts") },
  each: () => {
    installSettingsDouble();
    g.CONFIG.Canvas = { rulerClass: RulerDouble };
    g.CONFIG.Token = { rulerClass: TokenRulerDouble };
    g.canvas = { tokens: { controlled: [] } };
    shell.feature.register();
  },
});

const tokenRuler = (actor: unknown) => new (g.CONFIG.Token!.rulerClass as new (token: { actor: unknown }) => Ruler)({ actor });
const measuring = (user = { isSelf: true }) => new (g.CONFIG.Canvas!.rulerClass as new (user: { isSelf: boolean }) => Ruler)(user);
const labels = (ruler: Ruler, ...distances: number[]) => waypointsAt(...distances).map((w) => ruler._getWaypointLabelContext(w, {}));

describe("registration", () => {
  it("registers the world settings with the documented defaults and extends the configured ruler classes", () => {
    expect(defaults.get("eote.rangeBandsPersonal")).toMatchObject({ scope: "world", config: true, type: String, default: "2, 10, 50, 250" });
    expect(defaults.get("eote.rangeBandsPlanetary")?.default).toBe("5, 40, 75, 200");
    expect(defaults.get("eote.rangeBandsSpace")?.default).toBe("10, 100, 500, 5000");
    expect(defaults.get("eote.rangeBandsOnRuler")).toMatchObject({ scope: "world", type: Boolean, default: true });
    expect(measuring()).toBeInstanceOf(RulerDouble);
    expect(tokenRuler(null)).toBeInstanceOf(TokenRulerDouble);
  });
});

describe("the label of each waypoint", () => {
  it("a character's token: its distance with the personal band after the units, and the band's ids", () => {
    const kira = new FakeActor("Kira", "character", character());
    const [origin, near, mid, far] = labels(tokenRuler(kira), 1.5, 30, 300);
    expect(origin).toBeUndefined();
    expect(near).toEqual({
      distance: { total: "1.5", units: "m · EOTE.Sheet.Range.engaged" },
      eoteRangeBand: { scale: "personal", band: "engaged", labelKey: "EOTE.Sheet.Range.engaged" },
    });
    expect(mid && mid.eoteRangeBand?.band).toBe("medium");
    expect(far && far.eoteRangeBand).toEqual({ scale: "personal", band: "extreme", labelKey: "EOTE.Sheet.Range.extreme" });
  });

  it("a vehicle's token: its domain's bands (space or planetary), with the vehicle range names", () => {
    const ship = new FakeActor("Courier", "vehicle", vehicle());
    const speederData = vehicle(2);
    speederData.domain = "planetary";
    const speeder = new FakeActor("Speeder", "vehicle", speederData);
    const [, ship50] = labels(tokenRuler(ship), 50);
    const [, speeder50] = labels(tokenRuler(speeder), 50);
    expect(ship50 && ship50.eoteRangeBand).toEqual({ scale: "space", band: "short", labelKey: "EOTE.Sheet.VehicleRange.short" });
    expect(ship50 && ship50.distance.units).toBe("m · EOTE.Sheet.VehicleRange.short");
    expect(speeder50 && speeder50.eoteRangeBand).toMatchObject({ scale: "planetary", band: "medium" });
  });

  it("the measuring ruler: the first controlled token's scale, personal with none and for another user's ruler", () => {
    const [, none] = labels(measuring(), 8);
    expect(none && none.eoteRangeBand).toMatchObject({ scale: "personal", band: "short" });
    g.canvas!.tokens.controlled = [{ actor: null }, { actor: new FakeActor("Courier", "vehicle", vehicle()) }];
    const [, ship] = labels(measuring(), 8);
    expect(ship && ship.eoteRangeBand).toMatchObject({ scale: "space", band: "close" });
    // Another user's measurement: their selection is not known here, so personal scale.
    const [, theirs] = labels(measuring({ isSelf: false }), 8);
    expect(theirs && theirs.eoteRangeBand).toMatchObject({ scale: "personal", band: "short" });
  });

  it("reads the GM's limits from the settings; a wrong setting falls back to the defaults; the switch turns the labels off", () => {
    stored.set("eote.rangeBandsPersonal", "1, 4, 8, 16");
    const [, at5] = labels(measuring(), 5);
    expect(at5 && at5.eoteRangeBand?.band).toBe("medium");
    stored.set("eote.rangeBandsPersonal", "16, 8, 4, 1");
    const [, fallback] = labels(measuring(), 5);
    expect(fallback && fallback.eoteRangeBand?.band).toBe("short");
    stored.set("eote.rangeBandsOnRuler", false);
    const [, off] = labels(measuring(), 5);
    expect(off).toEqual({ distance: { total: "5", units: "m" } });
  });
});
