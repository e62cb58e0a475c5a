// The dice dialog's check section and the contest card, rendered with real Handlebars from the pure
// view models: what shows, what is disabled, and names (user-written) kept as text.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { checkPool } from "../../../module/dice/index.ts";
import { dialogView } from "../../../module/applications/dice-dialog/state.ts";
import { addAssistant, checkSection, emptyCheckState, setOpponent, type CheckSubject } from "../../../module/applications/dice-dialog/check-state.ts";
import { buildContestCard, contestCardView, contestFlagOf, rollCounts, type ContestRoll } from "../../../module/features/contests/model.ts";
import { symbolHelpers } from "../../../module/roll/symbols.ts";
import { makeHandlebars, makeI18n } from "../../doubles/roll.ts";
import { shownKey } from "../../doubles/keys.ts";

// Keys, not English: the templates' localize echoes each key with its data (tests/doubles/keys.ts).
const hb = makeHandlebars(symbolHelpers(makeI18n({ keys: true }).localize, "s.svg"), { keys: true });
const dialog = hb.compile(readFileSync("templates/dialogs/dice-pool.hbs", "utf8"));
const contest = hb.compile(readFileSync("templates/chat/contest.hbs", "utf8"));

const subject: CheckSubject = { skillId: "stealth", characteristicId: "agility", characteristic: 3, rank: 1 };
const evil = '<img src=x onerror="alert(1)">';

function render(check: ReturnType<typeof checkSection>) {
  return dialog({ ...dialogView(checkPool(3, 1)), notes: [], check });
}

describe("the dialog's check section", () => {
  it("is absent without a subject", () => {
    expect(render(checkSection(emptyCheckState(null), [], false, []))).not.toContain("eote-pool__check");
  });

  it("lists helpers with their mode, offers candidates, disables target buttons without a target", () => {
    let state = emptyCheckState(subject);
    state = addAssistant(state, { uuid: "Actor.low", name: "Lowhhrick", characteristic: 2, rank: 3 }, "Actor.kira");
    const html = render(checkSection(state, [{ uuid: "Actor.low", name: "Lowhhrick", targeted: false }, { uuid: "Actor.pash", name: "Pash", targeted: true }], false, []));
    expect(html).toMatch(/<li data-uuid="Actor.low">[\s\S]*Lowhhrick[\s\S]*aria-pressed="true">EOTE.Check.Assist.Skilled<\/button>/);
    expect(html).toContain('<option value="Actor.pash" data-name="Pash">Pash ◎</option>');
    expect(html).not.toContain('<option value="Actor.low"'); // already helping
    expect(html).toMatch(/data-action="addTargetedAssistants" disabled/);
    expect(html).toMatch(/data-action="opposeTarget" disabled/);
    expect(html).toContain(`<option value="new" >${shownKey("EOTE.Check.Contest.New", { name: "" })}</option>`);
  });

  it("shows the opponent with its skill selected, and open contests to join", () => {
    const { state } = setOpponent(emptyCheckState(subject), checkPool(3, 1),
      { uuid: "Scene.s.Token.t.Actor.a", name: "Hooded Figure", skillId: "vigilance", characteristicId: "willpower", characteristic: 3, rank: 1 });
    const html = render(checkSection({ ...state, contest: "contestAAAAAAAAA" }, [], true, [{ id: "contestAAAAAAAAA", label: "Piloting — Kira" }]));
    expect(html).toContain(shownKey("EOTE.Check.Opposed.By", { name: "Hooded Figure" }));
    expect(html).toContain('<option value="vigilance" selected>EOTE.Skill.vigilance</option>');
    expect(html).toContain('data-action="clearOpposed"');
    expect(html).toContain(`<option value="contestAAAAAAAAA" selected>${shownKey("EOTE.Check.Contest.Join", { name: "Piloting — Kira" })}</option>`);
  });

  it("while opposed, the difficulty levels are drawn dimmed with a note that the opposition sets the difficulty", () => {
    const plain = render(checkSection(emptyCheckState(subject), [], true, []));
    expect(plain).toContain('<fieldset class="eote-pool__difficulty">');
    expect(plain).not.toContain("eote-pool__difficulty-note");
    const { state } = setOpponent(emptyCheckState(subject), checkPool(3, 1),
      { uuid: "Actor.a", name: evil, skillId: "vigilance", characteristicId: "willpower", characteristic: 3, rank: 1 });
    const html = render(checkSection(state, [], true, []));
    const fieldset = html.match(/<fieldset class="eote-pool__difficulty eote-pool__difficulty--opposed">[\s\S]*?<\/fieldset>/)![0];
    expect(fieldset).toContain(`<p class="eote-pool__difficulty-note">${shownKey("EOTE.OpposedDifficulty.Note", { name: evil })}</p>`);
    // Each level still acts (a click replaces the opposition) and says so in its tooltip.
    expect(fieldset.match(/data-action="difficulty"[^>]*data-tooltip="EOTE.OpposedDifficulty.Tip"/g)).toHaveLength(6);
    expect(fieldset).not.toContain("<img");
  });

  it("keeps helper and opponent names as text", () => {
    let state = emptyCheckState(subject);
    state = addAssistant(state, { uuid: "Actor.x", name: evil, characteristic: 2, rank: 0 }, null);
    const html = render(checkSection(state, [{ uuid: "Actor.y", name: evil, targeted: false }], false, [{ id: "contestAAAAAAAAA", label: evil }]));
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;img src&#x3D;x");
  });
});

const row = (name: string, over: Partial<ContestRoll> = {}): ContestRoll => ({
  messageId: "m", actorUuid: name, name, trusted: true, visible: true, result: { netSuccess: 1, triumph: 0, netAdvantage: 0 }, ...over,
});

describe("the contest card", () => {
  it("shows places, net symbols, the winner's row and the verdict", () => {
    const html = contest(contestCardView({ contestId: "c", rolls: [row("Kira", { result: { netSuccess: 2, triumph: 1, netAdvantage: -1 } }), row("Agent")] }));
    expect(html).toMatch(/eote-contest__row--winner" data-status="counted">\s*<td>1<\/td>\s*<th scope="row">Kira<\/th>\s*<td>2<\/td><td>1<\/td><td>-1<\/td>/);
    expect(html).toContain(shownKey("EOTE.Check.Contest.WinsSuccess", { name: "Kira" }));
  });

  it("explains rows that do not count, and waits for a second participant", () => {
    const html = contest(contestCardView({ contestId: "c", rolls: [row("Kira"), row("Agent", { trusted: false })] }));
    expect(html).toContain('<td colspan="3" class="eote-contest__reason">EOTE.Check.Contest.Untrusted</td>');
    expect(html).toContain("EOTE.Check.Contest.Waiting");
  });

  it("keeps names as text", () => {
    const html = contest(contestCardView({ contestId: "c", rolls: [row(evil), row("Agent", { result: { netSuccess: 0, triumph: 0, netAdvantage: 0 } })] }));
    expect(html).not.toContain("<img");
    expect(html).toContain(shownKey("EOTE.Check.Contest.WinsSuccess", { name: evil }));
  });

  it("cuts a name to a name's length (a speaker alias or token name is its writer's, of any size)", () => {
    const long = "a".repeat(50_000);
    const card = buildContestCard([row(long, { result: { netSuccess: 2, triumph: 0, netAdvantage: 0 } }), row("Agent", { result: { netSuccess: 0, triumph: 0, netAdvantage: 0 } })]);
    expect(card.rows[0]!.name.length).toBeLessThanOrEqual(200);
    expect(card.winnerName!.length).toBeLessThanOrEqual(200);
    expect(contest({ ...card, contestId: "c" }).length).toBeLessThan(5000);
  });
});

describe("what counts in a contest (the combat cards' trust rule)", () => {
  it("a roll counts when its author is a GM or owns the actor; not from a deleted user", () => {
    expect(rollCounts({ id: "gm", isGM: true }, true, false)).toBe(true);
    expect(rollCounts({ id: "p", isGM: false }, true, true)).toBe(true);
    expect(rollCounts({ id: "p", isGM: false }, true, false)).toBe(false);
    expect(rollCounts(null, true, true)).toBe(false);
    expect(rollCounts({ id: "p", isGM: false }, false, false)).toBe(false);
  });

  it("reads only well-formed contest flags", () => {
    expect(contestFlagOf({ id: "contestAAAAAAAAA", actorUuid: "Actor.k", opens: true })).toEqual({ id: "contestAAAAAAAAA", actorUuid: "Actor.k", opens: true });
    expect(contestFlagOf({ id: "contestAAAAAAAAA", actorUuid: "Actor.k", opens: "yes" })?.opens).toBe(false);
    expect(contestFlagOf({ id: "<b>", actorUuid: "Actor.k" })).toBeNull();
    expect(contestFlagOf({ id: "contestAAAAAAAAA" })).toBeNull();
    expect(contestFlagOf("contestAAAAAAAAA")).toBeNull();
  });
});
