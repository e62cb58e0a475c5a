// NarrativeRoll#toAnchor over the Foundry double: an immediate inline roll (`[[1da]]`, `[[1da]]{Pilot}`)
// shows the net symbols instead of core's meaningless total, and keeps the writer's label.
import { beforeAll, describe, expect, it } from "vitest";
import { installFoundryDouble, registerNarrativeDice, type FakeAnchor } from "../doubles/roll.ts";

// Always 0: every die lands on its last face; the ability die's eighth face is two advantage.
// Not shellSuite: a unit test of the roll classes over the dice double alone (tests/doubles/roll.ts: core's
// Roll, terms and CONFIG.Dice), with no documents, users or chat to install.
const config = installFoundryDouble(() => 0);
let NarrativeRoll: typeof import("../../module/roll/narrative-roll.ts").NarrativeRoll;

beforeAll(async () => {
  ({ NarrativeRoll } = await registerNarrativeDice(config));
});

const count = (html: string, needle: string) => html.split(needle).length - 1;

describe("inline roll anchor", () => {
  it("shows the net symbols, not core's total, and keeps core's icon", async () => {
    const roll = await NarrativeRoll.fromFormula("1da").evaluate();
    const anchor = roll.toAnchor() as unknown as FakeAnchor;
    expect(anchor.text).toBe("");
    expect(count(anchor.html, 'aria-label="Advantage"')).toBe(2);
    expect(anchor.html).toContain("fa-dice-d20");
  });

  it("keeps a label as text before the symbols", async () => {
    const roll = await NarrativeRoll.fromFormula("1da").evaluate();
    const anchor = roll.toAnchor({ label: "Pilot" }) as unknown as FakeAnchor;
    expect(anchor.text).toBe("Pilot: ");
    expect(anchor.html).not.toContain(": 0");
    expect(anchor.html.indexOf("Pilot: ")).toBeLessThan(anchor.html.indexOf('aria-label="Advantage"'));
  });

  it("an unevaluated roll's anchor is left as core made it", () => {
    const anchor = NarrativeRoll.fromFormula("1da").toAnchor({ label: "Pilot" }) as unknown as FakeAnchor;
    expect(anchor.text).toBe("Pilot: undefined");
  });
});
