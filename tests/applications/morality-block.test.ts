// The character sheet's Morality block (templates/partials/morality.hbs) with the real templates, and the
// conflict quick-add (module/features/morality/actions/conflict.ts) over the shared doubles, as the GM and as a player.
import { describe, expect, it } from "vitest";
import { buildCharacterContext, type SheetFlags } from "../../module/applications/sheets/context/index.ts";
import { addConflict } from "../../module/features/morality/actions/conflict.ts";
import { characterDerived } from "../../module/rules/character/actor-derived.ts";
import { asUser, FakeActor, notice, notices, OWNERSHIP, users } from "../doubles/index.ts";
import { shownKey } from "../doubles/keys.ts";
import { character } from "../fixtures/actors.ts";
import { shellSuite } from "../doubles/suite.ts";
import { createEnvironment, knownKeys, render } from "./handlebars-env.ts";
import { CHARACTER, EDIT, PLAY, READ_ONLY } from "./fixtures.ts";

const hbs = createEnvironment({ keys: true });

function notes(flags: SheetFlags, morality = CHARACTER.morality) {
  const system = { ...CHARACTER, morality };
  system.derived = characterDerived(system, []);
  return render(hbs, "actor/character-notes.hbs",
    buildCharacterContext({ name: "Kell", img: "", type: "character", system, items: [], flags: { ...flags, activeTab: "notes" }, enriched: { biography: "", notes: "" } }));
}

describe("Morality block", () => {
  it("play mode shows value, conflict, standing, strength and weakness, and the conflict table", () => {
    const out = knownKeys(() => notes(PLAY, { ...CHARACTER.morality, value: 15, darkSide: true, strength: "Loyal <to a fault>" }));
    expect(out).toContain('<dd class="eote-morality-value">15</dd>');
    expect(out).toContain('<dd class="eote-morality-conflict">3</dd>');
    expect(out).toContain("EOTE.Morality.Standing.darkSide");
    expect(out).toContain("Loyal &lt;to a fault&gt;");
    // Below 20 as a dark side user: −1 strain, +1 wounds (derived, shown as a note).
    expect(out).toContain(shownKey("EOTE.Morality.ThresholdNote", { strain: "-1", wounds: "+1" }));
    expect(out).toContain('<option value="theft" data-min="2" data-max="3">EOTE.Morality.Action.theft (2–3)</option>');
    expect(out).toContain('data-action="addConflict"');
    expect(out).not.toContain('name="system.morality.value"');
  });

  it("edit mode gives inputs for the stored fields", () => {
    const out = notes(EDIT);
    expect(out).toContain('name="system.morality.value" value="42" min="0" max="100"');
    expect(out).toContain('name="system.morality.conflict" value="3"');
    expect(out).toContain('name="system.morality.strength" value="Loyalty"');
    expect(out).toContain('name="system.morality.darkSide"');
  });

  it("a viewer who does not own the character sees it but gets no quick-add", () => {
    const out = notes(READ_ONLY);
    expect(out).toContain('<dd class="eote-morality-value">42</dd>');
    expect(out).not.toContain("addConflict");
  });
});

describe("conflict quick-add", () => {
  shellSuite({ keys: true });
  const pc = () => new FakeActor("Kell", "character", character(), { ownership: { [users.player.id]: OWNERSHIP.OWNER } });

  it("the GM adds a row's conflict within its range; the least of the range by default", async () => {
    const actor = pc();
    expect(await addConflict(actor, "theft", 3)).toBe(3);
    expect(await addConflict(actor, "selfishLie")).toBe(1);
    expect(actor.system.morality.conflict).toBe(4);
  });

  it("the owning player adds conflict; an amount outside the row's range is refused with a notice", async () => {
    const actor = pc();
    asUser(users.player);
    expect(await addConflict(actor, "murder", 12)).toBe(12);
    expect(actor.system.morality.conflict).toBe(12);
    notices.length = 0;
    expect(await addConflict(actor, "torture", 11)).toBeNull();
    expect(notices[0]).toEqual(notice("EOTE.Morality.Error.BadValue", { name: "conflict", min: 10, max: 10 }));
    expect(actor.system.morality.conflict).toBe(12);
  });

  it("a player who does not own the character changes nothing", async () => {
    const actor = new FakeActor("Vex", "character", character(), { ownership: { default: OWNERSHIP.NONE } });
    asUser(users.player);
    expect(await addConflict(actor, "coercion")).toBeNull();
    expect(actor.system.morality.conflict).toBe(0);
  });
});
