// Rules text in item rows (templates/partials/rules-text.hbs) through the real character sheet over the
// ActorSheetV2 double and the real templates: talents, injuries and Force powers show their description,
// enriched, in a closed disclosure, never in a tooltip; an opened one stays open across a re-render; a
// description is bounded; Show in chat posts the name (escaped) and the text as the user, in their roll mode,
// from a row and from a talent-tree cell.
import { describe, expect, it } from "vitest";
import { character } from "../fixtures/actors.ts";
import {
  asUser, ClickEvent, FakeActor, type ItemSource, messages, noticeKeys, OWNERSHIP, packItem, register, ROLL_MODES, rollModeSetting, users, itemOfType,
} from "../doubles/index.ts";
import { shownKey } from "../doubles/keys.ts";
import { shellSuite } from "../doubles/suite.ts";
import { installTemplates, lookupKey, missingKeys } from "./handlebars-env.ts";
import { MAX_RULES_TEXT } from "../../module/rules/text.ts";
import { RULES_LINE_CHARS, rulesLine } from "../../module/applications/sheets/context/rules-text.ts";

type Sheet = InstanceType<typeof import("../../module/applications/sheets/character-sheet.ts").CharacterSheet> & {
  actionsSettled(): Promise<void>;
};
/** The HTML each tab's part last drew; `html()` is the tab the last openSheet showed. */
const drawn: Record<string, string> = {};
let shownTab = "talents";
const html = () => drawn[shownTab] ?? "";

const shell = shellSuite({
  keys: true,
  seed: 7,
  // Each tab's part (and the advancement's) keeps what it last drew.
  install: () => installTemplates({ drew: (path, html) => {
    const tab = path.match(/character-(talents|combat|force)/)?.[1];
    const adv = path.includes("character-advancement") ? "advancement" : undefined;
    if (tab ?? adv) drawn[(tab ?? adv)!] = html;
  } }),
  modules: {
    CharacterSheet: async () => (await import("../../module/applications/sheets/character-sheet.ts")).CharacterSheet as unknown as new (options: { document: unknown }) => Sheet,
  },
  each: () => missingKeys.clear(),
});

/** The viewed combat, which the talent's Use reads (module/features/turns/actions/talent.ts). */
const g = globalThis as unknown as { game: { combat: unknown } };

const PLAYER_TEXT = `<p>Mine &amp; <b>bold</b> [[2d6]]</p>`;

function talent(name: string, description: string) {
  const t = packItem("talents", "Anatomy Lessons");
  // A fresh id each: two talents from one pack entry would share its _id.
  return { ...t, _id: undefined, name, system: { ...t.system, description } };
}

async function openSheet(tab: string, items: ItemSource[], level: number = OWNERSHIP.OWNER) {
  const kira = register(new FakeActor("Kira", "character", character(), {
    items: items, ownership: { default: OWNERSHIP.NONE, [users.player.id]: level },
  }));
  asUser(users.player);
  const sheet = new shell.CharacterSheet({ document: kira });
  sheet.tabGroups["primary"] = tab;
  shownTab = tab;
  await sheet.render(true);
  return { kira, sheet };
}

/** A row whole, from its <li> to its end. */
function wholeRow(html: string, id: string): string {
  const m = html.match(new RegExp(`<li [^>]*data-item-id="${id}">[\\s\\S]*?</li>`));
  expect(m, `row ${id}`).not.toBeNull();
  return m![0];
}

function rowOf(html: string, id: string): string {
  const m = html.match(new RegExp(`<li [^>]*data-item-id="${id}">[\\s\\S]*?</details>`));
  expect(m, `row ${id} with its rules text`).not.toBeNull();
  return m![0];
}

describe("rules text in the sheet's rows", () => {
  it("a talent row shows its pack text and a player's own, enriched, in a closed disclosure and no tooltip", async () => {
    const { kira } = await openSheet("talents", [talent("Anatomy Lessons", "<p>Add Intellect to the damage of one hit.</p>"), talent("Grit <b>", PLAYER_TEXT)]);
    const [pack, own] = kira.items.contents;
    const packRow = rowOf(html(), pack!.id);
    expect(packRow).toMatch(/<details class="eote-rules-text" data-rules-text="[^"]+">/); // no `open`: closed
    expect(packRow).toContain("Add Intellect to the damage of one hit.");
    const ownRow = rowOf(html(), own!.id);
    // Run through the enricher: the inline roll is drawn, not left as text.
    expect(ownRow).not.toContain("[[2d6]]");
    expect(ownRow).toContain("inline-roll");
    // The name is escaped in the labels; the text is in no data-tooltip.
    expect(ownRow).toContain(`aria-label="${shownKey("EOTE.RulesText.ShowInChatLabel", { name: "Grit <b>" })}"`);
    for (const m of html().matchAll(/data-tooltip="([^"]*)"/g)) expect(m[1]).not.toMatch(/bold|Intellect/);
    expect([...missingKeys]).toEqual([]);
    expect(lookupKey("EOTE.RulesText.Summary")).toBeTruthy();
  });

  it("a talent's and an injury's row show the text's first sentence as a line of plain text", async () => {
    const blankTalent = talent("Blank", "");
    const { kira } = await openSheet("talents", [talent("Anatomy Lessons", "<p>After a hit, add <b>Intellect</b> to the damage. Apply by hand.</p>"), { ...blankTalent, system: { ...blankTalent.system, key: "" } }]);
    const [lessons, blank] = kira.items.contents;
    expect(wholeRow(html(), lessons!.id)).toContain('<p class="eote-rules-line">After a hit, add Intellect to the damage.</p>');
    expect(wholeRow(html(), blank!.id)).not.toContain("eote-rules-line");
    const injury = packItem("critical-injuries", "Agonizing Wound");
    const { kira: hurt } = await openSheet("combat", [{ ...injury, system: { ...injury.system, description: "<p>Hurts &amp; stings. Lasts a while.</p>" } }]);
    expect(wholeRow(html(), hurt.items.contents[0]!.id)).toContain('<p class="eote-rules-line">Hurts &amp; stings.</p>');
  });

  it("injuries (combat tab) and Force powers (Force tab) show theirs; a row without text has no disclosure", async () => {
    const injury = packItem("critical-injuries", "Agonizing Wound");
    const { kira } = await openSheet("combat", [{ ...injury, system: { ...injury.system, description: "<p>Hurts a lot.</p>" } }, talent("Blank", "")]);
    expect(rowOf(html(), kira.items.contents[0]!.id)).toContain("Hurts a lot.");
    const power = packItem("force-powers", "Enhance");
    const withForce = character();
    withForce.forceRating = 2;
    const k2 = register(new FakeActor("Sela", "character", withForce, { items: [{ ...power, system: { ...power.system, description: "<p>Move things.</p>" } }], ownership: { default: OWNERSHIP.NONE, [users.player.id]: OWNERSHIP.OWNER } }));
    const s2 = new shell.CharacterSheet({ document: k2 });
    s2.tabGroups["primary"] = "force";
    shownTab = "force";
    await s2.render(true);
    expect(rowOf(html(), k2.items.contents[0]!.id)).toContain("Move things.");
  });

  it("a talent with no text of its own and no pack key shows no disclosure", async () => {
    const blank = talent("Blank", "");
    const { kira } = await openSheet("talents", [{ ...blank, system: { ...blank.system, key: "" } }]);
    expect(html()).toContain(`data-item-id="${kira.items.contents[0]!.id}"`);
    expect(html()).not.toContain("eote-rules-text");
  });

  it("a talent with no text of its own shows the talents pack's text for its key; its own text, when it has one, wins", async () => {
    const packText = packItem("talents", "Quick Draw").system.description as string;
    const quick = talent("Quick Draw", "");
    const own = talent("Quick Draw (house)", "<p>Our table's version.</p>");
    const { kira } = await openSheet("talents", [
      { ...quick, system: { ...quick.system, key: "quickDraw" } }, { ...own, system: { ...own.system, key: "quickDraw" } },
    ]);
    const [fallback, mine] = kira.items.contents;
    const fallbackRow = rowOf(html(), fallback!.id);
    expect(packText.length).toBeGreaterThan(20);
    expect(fallbackRow).toContain(packText.replace(/^<p>|<\/p>$/g, ""));
    const mineRow = rowOf(html(), mine!.id);
    expect(mineRow).toContain("Our table's version.");
    expect(mineRow).not.toContain(packText.replace(/^<p>|<\/p>$/g, ""));
  });

  it("Show in chat of a talent with no text of its own posts the pack's text", async () => {
    const packText = packItem("talents", "Quick Draw").system.description as string;
    const quick = talent("Quick Draw", "");
    const { kira, sheet } = await openSheet("talents", [{ ...quick, system: { ...quick.system, key: "quickDraw" } }]);
    sheet.element!.querySelector(`[data-item-id=${kira.items.contents[0]!.id}] [data-action=showInChat]`)!.dispatchEvent(new ClickEvent());
    await sheet.actionsSettled();
    expect(messages).toHaveLength(1);
    expect(messages[0]!.content).toContain(packText.replace(/^<p>|<\/p>$/g, ""));
    expect(messages[0]!.content).not.toContain("EOTE.RulesText.None");
  });

  it("an active talent has Use, saying what it spends (a passive one none); a click posts it outside combat and is refused off turn in a running one", async () => {
    const brace = packItem("talents", "Brace");
    const { kira, sheet } = await openSheet("talents", [{ ...packItem("talents", "Grit"), _id: undefined }, { ...brace, _id: undefined }]);
    const [grit, braced] = kira.items.contents;
    expect(wholeRow(html(), grit!.id)).not.toContain('data-action="useTalent"');
    const use = wholeRow(html(), braced!.id).match(/<button [^>]*data-action="useTalent"[^>]*>[^<]*<\/button>/)?.[0];
    expect(lookupKey("EOTE.Sheet.Talent.UseHint.activeManeuver")).toBeTruthy();
    expect(use).toContain(`data-tooltip="${shownKey("EOTE.Sheet.Talent.UseHint.activeManeuver")}"`);
    expect(use).toContain(`>${shownKey("EOTE.Sheet.Talent.Use")}</button>`);
    const click = async () => {
      sheet.element!.querySelector(`[data-item-id=${braced!.id}] [data-action=useTalent]`)!.dispatchEvent(new ClickEvent());
      await sheet.actionsSettled();
    };
    await click();
    expect(messages).toHaveLength(1);
    expect(messages[0]!.content).toContain("Brace");
    // A started combat in which Kira has not filled the current slot: not her turn, so a maneuver talent is refused.
    const combatant = { id: "c1", name: "Kira", initiative: 2, isOwner: true, actor: kira, getFlag: () => null, update: async () => null };
    g.game.combat = { id: "combat", round: 1, turn: 0, turns: [combatant], combatants: new Map([["c1", combatant]]), nextTurn: async () => null };
    try {
      await click();
    } finally {
      g.game.combat = null;
    }
    expect(messages).toHaveLength(1);
    expect(noticeKeys()).toEqual(["EOTE.Combat.Turn.Talent.Refused.offTurnManeuver"]);
  });

  it("an observer sees no Use", async () => {
    const { kira } = await openSheet("talents", [{ ...packItem("talents", "Brace"), _id: undefined }], OWNERSHIP.OBSERVER);
    expect(wholeRow(html(), kira.items.contents[0]!.id)).not.toContain('data-action="useTalent"');
  });

  it("a huge description is cut to the bound, with the cut said", async () => {
    const huge = `<p>${"x".repeat(MAX_RULES_TEXT * 3)}</p>`;
    await openSheet("talents", [talent("Long", huge)]);
    const body = html().match(/<div class="eote-rules-text__body">([\s\S]*?)<\/div>/)![1]!;
    expect(body.length).toBeLessThan(MAX_RULES_TEXT + 200);
    expect(body).toContain("EOTE.RulesText.Cut");
  });

  it("an opened rules text stays open when the sheet draws again", async () => {
    const { kira, sheet } = await openSheet("talents", [talent("Grit", "<p>Strain +1.</p>")]);
    const id = kira.items.contents[0]!.id;
    const details = sheet.element!.querySelector(`details[data-rules-text=${id}]`) as unknown as EventTarget & { open: boolean };
    expect(details.open).toBe(false);
    details.open = true;
    details.dispatchEvent(new Event("toggle"));
    await sheet.render();
    expect((sheet.element!.querySelector(`details[data-rules-text=${id}]`) as unknown as { open: boolean }).open).toBe(true);
  });
});

describe("the Advancement tab's talent tree", () => {
  it("each cell, bought or not, shows its talent's pack text in a closed disclosure", async () => {
    const spec = packItem("specialisations", "Assassin");
    const { kira } = await openSheet("advancement", [spec]);
    const html = drawn["advancement"] ?? "";
    const specId = kira.items.contents[0]!.id;
    // Grit is in the Assassin tree and nobody bought it: its text is there to read before paying.
    // The cell's name and state are the disclosure's summary: a click on the cell reads, it does not buy.
    const cell = html.match(new RegExp(`<li class="eote-tree-cell[^"]*" data-cell="\\d+">\\s*<details class="eote-rules-text eote-tree-rules eote-tree-rules--cell" data-rules-text="${specId}-\\d+"><summary[^>]*><span class="eote-tree-name">Grit</span>[\\s\\S]*?</li>`));
    expect(cell, "the Grit cell").not.toBeNull();
    expect(cell![0]).not.toMatch(/<details[^>]* open/);
    expect(cell![0]).toContain("+1 strain threshold per rank.");
    expect([...missingKeys]).toEqual([]);
  });

  it("a cell's Show in chat posts its talent and pack text, unbought, as the player, in their roll mode", async () => {
    rollModeSetting.value = ROLL_MODES.PRIVATE;
    const { kira, sheet } = await openSheet("advancement", [packItem("specialisations", "Assassin")]);
    const specId = kira.items.contents[0]!.id;
    const index = itemOfType(kira.items.contents[0], "specialisation").system.tree.findIndex((c) => c.name === "Grit");
    expect(index).toBeGreaterThanOrEqual(0);
    const button = sheet.element!.querySelector(`[data-action=showTalentInChat][data-item-id="${specId}"][data-cell="${index}"]`);
    expect(button, "the Grit cell's Show in chat").not.toBeNull();
    button!.dispatchEvent(new ClickEvent());
    await sheet.actionsSettled();
    expect(messages).toHaveLength(1);
    const m = messages[0]!;
    expect(m.author.id).toBe(users.player.id);
    expect(m.content).toContain("<h3>Grit</h3>");
    expect(m.content).toContain("+1 strain threshold per rank.");
    expect(m.whisper).toContain(users.gm.id);
    expect(kira.system.xp.ledger).toEqual([]);
  });
});

describe("Show in chat", () => {
  for (const [mode, whispered] of [[ROLL_MODES.PUBLIC, false], [ROLL_MODES.PRIVATE, true]] as const) {
    it(`posts the name (escaped) and enriched text as the user, in their roll mode (${mode})`, async () => {
      rollModeSetting.value = mode;
      const { kira, sheet } = await openSheet("talents", [talent("Grit <img src=x onerror=alert(1)>", PLAYER_TEXT)]);
      const id = kira.items.contents[0]!.id;
      sheet.element!.querySelector(`[data-item-id=${id}] [data-action=showInChat]`)!.dispatchEvent(new ClickEvent());
      await sheet.actionsSettled();
      expect(messages).toHaveLength(1);
      const m = messages[0]!;
      expect(m.author.id).toBe(users.player.id);
      expect(m.content).toContain("<h3>Grit &lt;img src=x onerror=alert(1)&gt;</h3>");
      expect(m.content).not.toContain("<img");
      expect(m.content).toContain("<b>bold</b>");
      expect(m.content).toContain("inline-roll");
      expect(m.speaker.actor).toBe(kira.id);
      // A private roll whispers the GM; a public one whispers nobody.
      expect(m.whisper?.includes(users.gm.id) ?? false).toBe(whispered);
      expect((m.whisper?.length ?? 0) > 0).toBe(whispered);
    });
  }

  it("an observer posts as themself, not as the actor", async () => {
    const { kira, sheet } = await openSheet("talents", [talent("Grit", "<p>Strain +1.</p>")], OWNERSHIP.OBSERVER);
    sheet.element!.querySelector(`[data-item-id=${kira.items.contents[0]!.id}] [data-action=showInChat]`)!.dispatchEvent(new ClickEvent());
    await sheet.actionsSettled();
    expect(messages).toHaveLength(1);
    expect(messages[0]!.speaker.actor).not.toBe(kira.id);
    expect(messages[0]!.content).toContain("Strain +1.");
  });
});

describe("rulesLine: a rules text's first sentence in one line", () => {
  it("drops tags, decodes the usual entities, keeps the first sentence, and cuts a long one at a word with an ellipsis", () => {
    const lines: [string, string][] = [
      ["<p>Add <strong>one</strong> boost die. Then more.</p>", "Add one boost die."],
      ["<p>Soak &amp; defence rise</p><p>Second.</p>", "Soak & defence rise Second."],
      ["<p>Decimal 2.5 stays! Next</p>", "Decimal 2.5 stays!"],
      ["", ""],
    ];
    for (const [text, line] of lines) expect(rulesLine(text)).toBe(line);
    const long = rulesLine(`<p>${"word ".repeat(60)}end.</p>`);
    expect(long.length).toBeLessThanOrEqual(RULES_LINE_CHARS + 1);
    expect(long.endsWith("word\u2026")).toBe(true);
  });
});
