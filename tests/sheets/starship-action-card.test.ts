// The starship action part of a roll's card (seed 002 STARSHIP ACTIONS): one line per result the roll
// achieved, from fixed lang keys; a failure says nothing changes.
import { describe, expect, it } from "vitest";
import { actionCardContext } from "../../module/combat/crew/action-card-model.ts";
import { createEnvironment, missingKeys, render } from "./handlebars-env.ts";

const hbs = createEnvironment();
const outcome = (netSuccess: number, netAdvantage = 0, triumph = 0) => ({ succeeded: netSuccess > 0, netSuccess, netAdvantage, triumph });

describe("starship action card", () => {
  it("slice with two advantage and a triumph: three lines", () => {
    missingKeys.clear();
    const out = render(hbs, "chat/starship-action.hbs", actionCardContext("sliceSystems", outcome(1, 2, 1)));
    expect([...missingKeys]).toEqual([]);
    expect(out).toContain("Slice Enemy’s Systems");
    expect(out.match(/<li>/g)).toHaveLength(3);
    expect(out).toContain("Disable one of the target’s weapon systems for 1 round.");
  });

  it("manual repairs counts the hull trauma; a failure changes nothing", () => {
    expect(render(hbs, "chat/starship-action.hbs", actionCardContext("manualRepairs", outcome(3)))).toContain("Remove 3 hull trauma");
    expect(render(hbs, "chat/starship-action.hbs", actionCardContext("jamming", outcome(0, 3)))).toContain("The action fails: nothing changes.");
  });
});
