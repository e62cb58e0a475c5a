// Using an active talent in an encounter (published rule, Talents: incidental on one's own turn, out of
// turn at any time, a maneuver or an action from the turn), every activation against every turn state.
import { describe, expect, it } from "vitest";
import { talentUse, type TalentTurn } from "../../../module/rules/combat/talent-use.ts";
import { turnAllowance, type AllowanceInputs, type ManeuverSource, type StrainTrack } from "../../../module/rules/combat/turn.ts";
import { TALENT_ACTIVATIONS, type TalentActivation } from "../../../module/rules/types.ts";

const plain: AllowanceInputs = { firstRound: false, triumph: 0, despair: 0, encumbered: false, restrictions: [] };
const track = (value = 0, threshold = 12): StrainTrack => ({ value, threshold, asWounds: false });
function acting(options: { action?: boolean; maneuvers?: ManeuverSource[]; allowance?: Partial<AllowanceInputs>; track?: StrainTrack | null } = {}): TalentTurn {
  return {
    kind: "acting",
    state: { action: options.action ?? false, maneuvers: options.maneuvers ?? [] },
    allowance: turnAllowance({ ...plain, ...options.allowance }),
    track: options.track === undefined ? track() : options.track,
  };
}
const ACTIVE = TALENT_ACTIVATIONS.filter((a): a is Exclude<TalentActivation, "passive"> => a !== "passive");

describe("passive talents", () => {
  it("are never used, in any state", () => {
    for (const turn of [{ kind: "noCombat" } as const, { kind: "offTurn" } as const, acting()]) {
      expect(talentUse("passive", turn)).toEqual({ ok: false, reason: "passive" });
    }
  });
});

describe("outside combat", () => {
  it("every active talent is used with nothing spent", () => {
    for (const activation of ACTIVE) expect(talentUse(activation, { kind: "noCombat" })).toEqual({ ok: true, spend: "none" });
  });
});

describe("on someone else's turn", () => {
  it("only an out-of-turn incidental may be used, spending nothing; the others are refused by what they are", () => {
    const off = { kind: "offTurn" } as const;
    expect(talentUse("activeIncidentalOutOfTurn", off)).toEqual({ ok: true, spend: "none" });
    expect(talentUse("activeIncidental", off)).toEqual({ ok: false, reason: "offTurnIncidental" });
    expect(talentUse("activeManeuver", off)).toEqual({ ok: false, reason: "offTurnManeuver" });
    expect(talentUse("activeAction", off)).toEqual({ ok: false, reason: "offTurnAction" });
  });
});

describe("on its own turn", () => {
  it("incidentals of either kind spend nothing, even with the whole turn spent", () => {
    const spent = acting({ action: true, maneuvers: ["free", "strain"] });
    for (const turn of [acting(), spent]) {
      expect(talentUse("activeIncidental", turn)).toEqual({ ok: true, spend: "none" });
      expect(talentUse("activeIncidentalOutOfTurn", turn)).toEqual({ ok: true, spend: "none" });
    }
  });

  it("an action talent takes the action; refused once it is spent (or given up for a maneuver), or while staggered", () => {
    expect(talentUse("activeAction", acting())).toEqual({ ok: true, spend: "action" });
    expect(talentUse("activeAction", acting({ action: true }))).toEqual({ ok: false, reason: "actionUsed" });
    expect(talentUse("activeAction", acting({ maneuvers: ["free", "action"] }))).toEqual({ ok: false, reason: "actionUsed" });
    expect(talentUse("activeAction", acting({ allowance: { restrictions: ["noActions"] } }))).toEqual({ ok: false, reason: "actionForbidden" });
  });

  it("a maneuver talent takes the free maneuver while one is left (no choice to make)", () => {
    expect(talentUse("activeManeuver", acting())).toEqual({ ok: true, spend: "maneuver", ways: ["maneuver"] });
    // The action already taken does not matter to the free maneuver.
    expect(talentUse("activeManeuver", acting({ action: true }))).toEqual({ ok: true, spend: "maneuver", ways: ["maneuver"] });
  });

  it("with the free maneuver gone, the ways still open: 2 strain and the action, or whichever is left", () => {
    expect(talentUse("activeManeuver", acting({ maneuvers: ["free"] }))).toEqual({ ok: true, spend: "maneuver", ways: ["buyManeuver", "actionManeuver"] });
    expect(talentUse("activeManeuver", acting({ maneuvers: ["free"], action: true }))).toEqual({ ok: true, spend: "maneuver", ways: ["buyManeuver"] });
    expect(talentUse("activeManeuver", acting({ maneuvers: ["free"], track: track(11) }))).toEqual({ ok: true, spend: "maneuver", ways: ["actionManeuver"] });
    // Encumbered: no free maneuver at all, so the first one is paid for.
    expect(talentUse("activeManeuver", acting({ allowance: { encumbered: true } }))).toEqual({ ok: true, spend: "maneuver", ways: ["buyManeuver", "actionManeuver"] });
  });

  it("refused when no maneuver can be had: none left to pay for, the two-maneuver limit, or immobilized", () => {
    expect(talentUse("activeManeuver", acting({ maneuvers: ["free"], action: true, track: track(11) }))).toEqual({ ok: false, reason: "noManeuver" });
    expect(talentUse("activeManeuver", acting({ maneuvers: ["free"], action: true, track: null }))).toEqual({ ok: false, reason: "noManeuver" });
    expect(talentUse("activeManeuver", acting({ maneuvers: ["free", "strain"] }))).toEqual({ ok: false, reason: "maneuverLimit" });
    expect(talentUse("activeManeuver", acting({ allowance: { restrictions: ["noManeuvers"] } }))).toEqual({ ok: false, reason: "maneuverForbidden" });
  });
});
