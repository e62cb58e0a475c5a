// What each permission level sees on opening an actor's sheet, through the real sheet classes over the
// ActorSheetV2 double and the real templates. v13 (and dnd5e): a user with NONE gets no sheet, with a warning;
// a user with exactly LIMITED gets a limited view (name, portrait, public description); an observer gets the
// full sheet read-only; an owner or the GM the full sheet. The limited view names no skill, track, item or
// GM note, offers no action and no input, and opens in its own smaller window.
import { describe, expect, it } from "vitest";
import { character, minion, rival, vehicle } from "../fixtures/actors.ts";
import { asUser, FakeActor, noticeKeys, OWNERSHIP, packItem, register, users } from "../doubles/index.ts";
import { shellSuite } from "../doubles/suite.ts";
import { installTemplates, missingKeys } from "./handlebars-env.ts";
import { SHEET_SIZES } from "../../module/applications/sheets/context/layout.ts";

type Sheet = { render(o: boolean): Promise<unknown>; rendered: boolean; element: { innerHTML: string; querySelectorAll(s: string): unknown[] } | null; options: Record<string, unknown> };
type SheetClass = new (options: { document: unknown }) => Sheet;
const sheetClass = (load: () => Promise<Record<string, unknown>>, name: string) => async () => (await load())[name] as SheetClass;

const shell = shellSuite({
  keys: true,
  seed: 5,
  install: () => installTemplates(),
  modules: {
    character: sheetClass(() => import("../../module/applications/sheets/character-sheet.ts"), "CharacterSheet"),
    adversary: sheetClass(() => import("../../module/applications/sheets/adversary-sheet.ts"), "AdversarySheet"),
    vehicle: sheetClass(() => import("../../module/applications/sheets/vehicle-sheet.ts"), "VehicleSheet"),
  },
  each: () => missingKeys.clear(),
});

const BIO = "<p>Grew up on Corellia's docks.</p>";
const SECRET = "<p>Owes Teemo forty thousand credits.</p>";

/** Kira (biography and GM notes, a pistol); the player at the keyboard has `level` on her. */
function kira(level: number) {
  const data = { ...character(), biography: BIO, notes: SECRET };
  return register(new FakeActor("Kira Voss", "character", data, {
    items: [packItem("weapons", "Blaster Pistol")], ownership: { default: OWNERSHIP.NONE, [users.player.id]: level },
  }));
}

async function open(kind: "character" | "adversary" | "vehicle", actor: FakeActor, user = users.player) {
  asUser(user);
  const sheet = new shell[kind]({ document: actor });
  await sheet.render(true);
  return sheet;
}

describe("a limited user's actor sheet", () => {
  it("shows a character's name, portrait and biography, and nothing else", async () => {
    const actor = kira(OWNERSHIP.LIMITED);
    const sheet = await open("character", actor);
    const html = sheet.element!.innerHTML;
    expect(html).toContain("Kira Voss");
    expect(sheet.element!.querySelectorAll("img.eote-portrait[alt]")).toHaveLength(1);
    expect(html).toContain("Grew up on Corellia");
    expect(html).not.toContain("forty thousand"); // the GM's notes
    expect(html).not.toContain("Blaster Pistol");
    expect(html).not.toMatch(/eote-characteristic|eote-tracks|data-tab=|data-group=/);
    expect(sheet.element!.querySelectorAll("[data-action]")).toEqual([]);
    expect(sheet.element!.querySelectorAll("input, select, textarea, prose-mirror")).toEqual([]);
    expect(sheet.options["position"]).toMatchObject(SHEET_SIZES.LimitedSheet);
    expect([...missingKeys]).toEqual([]);
  });

  it("shows an adversary or a vehicle by name and portrait, with the hint and without the GM's notes", async () => {
    const ownership = { default: OWNERSHIP.LIMITED };
    const trooper = register(new FakeActor("Stormtrooper squad", "minion", { ...minion(), notes: SECRET }, { ownership }));
    const thug = register(new FakeActor("Gamorrean thug", "rival", { ...rival(), notes: SECRET }, { ownership }));
    const ship = register(new FakeActor("Wayward Star", "vehicle", { ...vehicle(), notes: SECRET }, { ownership }));
    for (const [kind, actor] of [["adversary", trooper], ["adversary", thug], ["vehicle", ship]] as const) {
      const html = (await open(kind, actor)).element!.innerHTML;
      expect(html).toContain(actor.name);
      expect(html).toContain("eote-limited-hint");
      expect(html).not.toContain("forty thousand");
      expect(html).not.toMatch(/eote-characteristic|data-action=/);
    }
    expect([...missingKeys]).toEqual([]);
  });

  it("leaves the observer's read-only sheet, and the owner's and the GM's full sheets, as they were", async () => {
    for (const [level, user] of [[OWNERSHIP.OBSERVER, users.player], [OWNERSHIP.OWNER, users.player], [OWNERSHIP.NONE, users.gm]] as const) {
      const sheet = await open("character", kira(level), user);
      const html = sheet.element!.innerHTML;
      expect(html).toContain("eote-characteristic");
      expect(html).toContain('data-tab="skills"');
      expect(html).not.toContain("eote-limited");
      expect(sheet.options["position"]).toMatchObject(SHEET_SIZES.CharacterSheet);
    }
  });

  it("is not opened at all for a user with no permission: a warning instead, as v13 does", async () => {
    const sheet = await open("character", kira(OWNERSHIP.NONE));
    expect(sheet.rendered).toBe(false);
    expect(noticeKeys()).toEqual(["SHEETS.DocumentSheetPrivate"]);
  });
});
