// The starship action part of a roll's card (seed 002 STARSHIP ACTIONS): one line per result the roll
// achieved, from fixed lang keys; a failure says nothing changes.
import { describe, expect, it } from "vitest";
import { actionCardContext, applyContext } from "../../../module/features/crew/action-model.ts";
import { createEnvironment, missingKeys, render } from "../../applications/handlebars-env.ts";

const hbs = createEnvironment({ keys: true });
const outcome = (netSuccess: number, netAdvantage = 0, triumph = 0) => ({ succeeded: netSuccess > 0, netSuccess, netAdvantage, triumph });

describe("starship action card", () => {
  it("slice with two advantage and a triumph: three lines", () => {
    missingKeys.clear();
    const out = render(hbs, "chat/starship-action.hbs", actionCardContext("sliceSystems", outcome(1, 2, 1)));
    expect([...missingKeys]).toEqual([]);
    expect(out).toContain("EOTE.StarshipAction.sliceSystems.Name");
    expect(out.match(/<li>/g)).toHaveLength(3);
    expect(out).toContain("EOTE.StarshipAction.sliceSystems.Outcome.disable");
  });

  it("manual repairs counts the hull trauma; a failure changes nothing", () => {
    expect(render(hbs, "chat/starship-action.hbs", actionCardContext("manualRepairs", outcome(3)))).toContain("EOTE.StarshipAction.manualRepairs.Outcome.hullTrauma {&quot;count&quot;:3}");
    expect(render(hbs, "chat/starship-action.hbs", actionCardContext("jamming", outcome(0, 3)))).toContain("EOTE.StarshipAction.Failed");
  });
});

describe("the apply part", () => {
  const input = { zones: ["fore", "aft"] as const, targetFound: true, applied: false, canAct: true, refusal: null, authorName: "Gamemaster", targetName: null };

  it("a button per zone for boost shields; Undo once applied; none for a failure", () => {
    missingKeys.clear();
    const open = applyContext("boostShields", outcome(1), { ...input, zones: [...input.zones] }, false);
    const out = render(hbs, "chat/starship-action.hbs", actionCardContext("boostShields", outcome(1), open));
    expect([...missingKeys]).toEqual([]);
    expect(out.match(/data-action="eoteActionApply"/g)).toHaveLength(2);
    expect(out).toContain('data-zone="aft">EOTE.Sheet.Arc.aft</button>');
    const done = applyContext("boostShields", outcome(1), { ...input, zones: [...input.zones], applied: true }, false);
    const applied = render(hbs, "chat/starship-action.hbs", actionCardContext("boostShields", outcome(1), done));
    expect(applied).toContain("EOTE.StarshipAction.Apply.Applied");
    expect(applied).toContain('data-action="eoteActionUndo"');
    expect(applied).not.toContain("eoteActionApply");
    expect(applyContext("boostShields", outcome(0, 2), { ...input, zones: [...input.zones] }, false)).toBeNull();
  });

  it("a refused card shows why and no button", () => {
    const refused = applyContext("gainAdvantage", outcome(1), { ...input, zones: [], refusal: "EOTE.Combat.Trust.NotOwner" }, true);
    const out = render(hbs, "chat/starship-action.hbs", actionCardContext("gainAdvantage", outcome(1), refused));
    expect(out).toContain("eote-card__refused");
    expect(out).not.toContain("<button");
  });
});
