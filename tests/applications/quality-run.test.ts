// Quality runs (templates/partials/qualities-inline.hbs) through the real character sheet over the
// ActorSheetV2 double and the real templates: every quality's name and rating in one cell of its row, a
// stored key escaped; the rules summaries, which the markup does not carry, filled in by the sheet's one
// delegated listener when the run is pointed at, and shown at once when it is focused (keyboard), then hidden.
import { describe, expect, it } from "vitest";
import { character } from "../fixtures/actors.ts";
import { blaster, paddedArmour, vibroknife } from "../fixtures/items.ts";
import { asUser, FakeActor, OWNERSHIP, register, users, type ItemSource, type TooltipManagerDouble } from "../doubles/index.ts";
import { shellSuite } from "../doubles/suite.ts";
import { installTemplates } from "./handlebars-env.ts";
import { qualitySummaryHtml } from "../../module/applications/sheets/context/qualities.ts";

type Sheet = InstanceType<typeof import("../../module/applications/sheets/character-sheet.ts").CharacterSheet>;
const drawn: Record<string, string> = {};
const HOSTILE = `<img src=x onerror="alert(1)">`;
const tooltip = () => (globalThis as unknown as { game: { tooltip: TooltipManagerDouble } }).game.tooltip;

const shell = shellSuite({
  keys: true,
  seed: 3,
  // Each tab's part keeps what it last drew.
  install: () => installTemplates({ drew: (path, html) => {
    const tab = path.match(/character-(combat|inventory)/)?.[1];
    if (tab) drawn[tab] = html;
  } }),
  modules: {
    CharacterSheet: async () => (await import("../../module/applications/sheets/character-sheet.ts")).CharacterSheet as unknown as new (options: { document: unknown }) => Sheet,
  },
});

const weapon = (name: string, system: object) => ({ name, type: "weapon", img: "", system });

async function openSheet(tab: "combat" | "inventory", items: ItemSource[]) {
  const kira = register(new FakeActor("Kira", "character", character(), {
    items: items, ownership: { default: OWNERSHIP.NONE, [users.player.id]: OWNERSHIP.OWNER },
  }));
  asUser(users.player);
  const sheet = new shell.CharacterSheet({ document: kira });
  sheet.tabGroups["primary"] = tab;
  await sheet.render(true);
  const cell = (i: number) => sheet.element!.querySelector(`[data-item-id=${kira.items.contents[i]!.id}] td.eote-quality-run`) as unknown as HTMLElement & EventTarget;
  return { kira, sheet, cell };
}

function runOf(html: string, name: string): string {
  const m = html.match(new RegExp(`title="${name}"[\\s\\S]*?(<td class="eote-quality-run"[^>]*>[^<]*</td>)`));
  expect(m, `the quality run of ${name}`).not.toBeNull();
  return m![1]!;
}

describe("an item row's qualities as one run", () => {
  it("shows every name and rating in one cell, a stored key escaped, and no summary in the markup", async () => {
    await openSheet("combat", [
      weapon("Knife", vibroknife()),
      weapon("Odd", blaster({ qualities: [{ key: HOSTILE, rating: 3 }, { key: "stunSetting", rating: null }] })),
      weapon("Homebrew", blaster({ qualities: [{ key: "myHouseRule", rating: null }] })),
      weapon("Plain", blaster({ qualities: [] })),
    ]);
    const html = drawn["combat"]!;
    expect(runOf(html, "Knife")).toBe('<td class="eote-quality-run" tabindex="0" data-quality="pierce">EOTE.Quality.pierce&nbsp;2, EOTE.Quality.vicious&nbsp;1</td>');
    // The stored key is text, escaped; the run points the rules reference at the first known quality.
    expect(runOf(html, "Odd")).toBe('<td class="eote-quality-run" tabindex="0" data-quality="stunSetting">&lt;img src&#x3D;x onerror&#x3D;&quot;alert(1)&quot;&gt;&nbsp;3, EOTE.Quality.stunSetting</td>');
    // No known quality, nothing to summarise: the run is not a tab stop.
    expect(runOf(html, "Homebrew")).toBe('<td class="eote-quality-run">myHouseRule</td>');
    expect(runOf(html, "Plain")).toBe('<td class="eote-quality-run"></td>');
    expect(html).not.toContain("EOTE.QualitySummary.pierce");
    expect(html).not.toContain("eote-pill");
  });

  it("fills the run's tooltip when pointed at: each known quality's name, rating and summary, never a stored key", async () => {
    const { cell } = await openSheet("combat", [weapon("Odd", blaster({ qualities: [{ key: HOSTILE, rating: 3 }, { key: "pierce", rating: 2 }, { key: "stunSetting", rating: null }] }))]);
    const run = cell(0);
    expect(run.dataset["tooltip"]).toBeUndefined();
    run.dispatchEvent(new Event("pointerover", { bubbles: true }));
    const text = run.dataset["tooltip"]!;
    expect(text).toBe("<strong>EOTE.Quality.pierce\u00a02</strong> EOTE.QualitySummary.pierce<br><strong>EOTE.Quality.stunSetting</strong> EOTE.QualitySummary.stunSetting");
    expect(text).not.toContain("img");
    expect(tooltip().element).toBeNull(); // core shows it on hover by itself
  });

  it("shows the summaries at once when the run takes keyboard focus, and hides them when focus leaves", async () => {
    const { cell } = await openSheet("inventory", [{ name: "Suit", type: "armour", img: "", system: paddedArmour({ qualities: [{ key: "cortosis", rating: null }] }) }]);
    const run = cell(0);
    run.dispatchEvent(new Event("focusin", { bubbles: true }));
    expect(tooltip().element).toBe(run);
    expect(tooltip().html).toBe("<strong>EOTE.Quality.cortosis</strong> EOTE.QualitySummary.cortosis");
    run.dispatchEvent(new Event("focusout", { bubbles: true }));
    expect(tooltip().element).toBeNull();
  });

  it("a run with no known quality shows no tooltip, pointed at or focused", async () => {
    const { cell } = await openSheet("combat", [weapon("Homebrew", blaster({ qualities: [{ key: "myHouseRule", rating: 2 }] }))]);
    const run = cell(0);
    run.dispatchEvent(new Event("pointerover", { bubbles: true }));
    run.dispatchEvent(new Event("focusin", { bubbles: true }));
    expect(run.dataset["tooltip"]).toBeUndefined();
    expect(tooltip().element).toBeNull();
  });
});

describe("qualitySummaryHtml", () => {
  const localize = (key: string) => `«${key}»`;
  it("leaves out unknown keys, and a rating that is not a whole number above zero", () => {
    expect(qualitySummaryHtml([{ key: "pierce", rating: 2 }, { key: "nope", rating: 1 }], localize))
      .toBe("<strong>«EOTE.Quality.pierce»\u00a02</strong> «EOTE.QualitySummary.pierce»");
    expect(qualitySummaryHtml([{ key: "vicious", rating: 1.5 }, { key: "pierce", rating: 0 }], localize))
      .toBe("<strong>«EOTE.Quality.vicious»</strong> «EOTE.QualitySummary.vicious»<br><strong>«EOTE.Quality.pierce»</strong> «EOTE.QualitySummary.pierce»");
    expect(qualitySummaryHtml([{ key: "nope", rating: null }], localize)).toBe("");
  });

  it("escapes what it is given, though it is given only our own texts", () => {
    expect(qualitySummaryHtml([{ key: "pierce", rating: null }], () => `<b>&`)).toBe("<strong>&lt;b&gt;&amp;</strong> &lt;b&gt;&amp;");
  });
});
