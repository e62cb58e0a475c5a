/**
 * Rules text on the sheets: the Talents tab with one talent's text open (pack text) and Use on the active talent
 * (module/features/turns/actions/talent.ts), Quick Draw's from the talents
 * pack by its key (the item has no description of its own) and a player's own text closed; the combat tab's injuries; a nemesis with its talent and special ability open; the
 * Advancement tab's tree with an unbought cell's text open; the "Show in chat" message, and a talent's Use in combat. From the pure
 * builders; the texts enriched here as the preview enriches (sanitised), as the sheet does with Foundry's.
 */
import { buildAdversaryContext, buildCharacterContext, SHEET_SIZES } from "../../module/applications/sheets/context/index.ts";
import { escapeHtml } from "../../module/rules/text.ts";
import { adversaryInputs, characterInput, characterItems, fixtureItem, PLAY, sheetRulesTexts } from "../data/actors.ts";
import { chatMessage } from "../frame.ts";
import type { Kit } from "../kit.ts";
import { cleanHtml } from "../sanitize.ts";
import type { View } from "../types.ts";
import { advancedKira } from "./advancement.ts";
import { renderSheet } from "./sheets.ts";


/** Opens the `n`th rules-text disclosure in the drawn HTML (a user clicked it). */
function openNth(html: string, n: number): string {
  let seen = -1;
  return html.replace(/<details class="eote-rules-text"/g, (m) => (++seen === n ? `<details open class="eote-rules-text"` : m));
}

function talentsTab(kit: Kit, tab: "talents" | "combat", open = 0): string {
  const items = [
    ...characterItems(kit),
    fixtureItem("talent", "Kira's lucky streak <b>", { ...(characterItems(kit).find((i) => i.type === "talent")!.system as object), key: "", description: "<p>Once a session, reroll one <em>Skulduggery</em> check. <strong>House rule</strong> agreed with the GM.</p>" } as never),
  ];
  const input = characterInput(kit, { ...PLAY, activeTab: tab }, items);
  input.enriched = { ...input.enriched, rulesText: sheetRulesTexts(kit, items) };
  return openNth(renderSheet(kit, "CharacterSheet", buildCharacterContext(input)), open);
}

function nemesisSheet(kit: Kit): string {
  const input = adversaryInputs(kit, PLAY).nemesis;
  const items = [...input.items, fixtureItem("ability", "Dark Side Adept", { description: "<p>May spend a dark side Destiny Point to add two dark side Force points to a Force power check; using dark side points costs no strain.</p>" } as never)];
  const html = renderSheet(kit, "AdversarySheet", buildAdversaryContext({ ...input, items, enriched: { ...input.enriched, rulesText: sheetRulesTexts(kit, items) } }));
  // The talent and the ability: the first two closed ones (an open one no longer matches).
  return openNth(openNth(html, 0), 0);
}

function treeTab(kit: Kit): string {
  const input = advancedKira(kit, PLAY);
  const tree = [["fullThrottle", "<p>Take a Hard Piloting check to raise the vehicle's top speed by one for a few rounds.</p>"],
    ["grit", "<p>+1 strain threshold per rank.</p>"], ["dodge", "<p>When targeted, suffer strain to upgrade the attack's difficulty once per rank.</p>"],
    ["galaxyMapper", "<p>Remove a setback die per rank from Astrogation checks; the checks take half the time.</p>"]] as const;
  input.advancement = { ...input.advancement, talentTexts: Object.fromEntries(tree.map(([k, t]) => [k, cleanHtml(t)])) };
  const html = renderSheet(kit, "CharacterSheet", buildCharacterContext(input));
  // Grit (third row, not bought): its text open, read before paying.
  // The cell's name is its disclosure's summary: the <details> just before the name.
  const grit = html.indexOf('<span class="eote-tree-name">Grit</span>');
  const at = html.lastIndexOf('<details class="eote-rules-text', grit);
  return at < 0 ? html : `${html.slice(0, at)}<details open${html.slice(at + "<details".length)}`;
}

function chatCard(kit: Kit): string {
  void kit;
  return `<div class="eote-rules-text-card"><h3>${escapeHtml("Grit")}</h3>${cleanHtml("<p>+1 strain threshold per rank.</p>")}</div>`;
}

/** An active talent's Use in combat: the card says what of the turn it took (module/chat/rules-text.ts postNamedRulesText). */
function usedCard(kit: Kit): string {
  const note = `<p class="eote-rules-text-card__use"><em>${escapeHtml(kit.i18n.localize("EOTE.Combat.Turn.Talent.Used.buyManeuver"))}</em></p>`;
  return `<div class="eote-rules-text-card"><h3>${escapeHtml("Brace")}</h3>${note}${cleanHtml("<p>Remove one setback die per rank caused by the environment from your next action. Apply by hand.</p>")}</div>`;
}

export function rulesTextViews(kit: Kit): View[] {
  const sheet = (id: string, title: string, html: string, type = "character"): View => ({
    id, title, group: "Actor sheets", frame: "sheet", classes: `eote sheet actor ${type}`, html,
    size: type === "character" ? SHEET_SIZES.CharacterSheet : SHEET_SIZES.AdversarySheet,
  });
  return [
    sheet("rules-text-talents", "Character: talents with their rules text (one open), Use on the active one", talentsTab(kit, "talents")),
    sheet("rules-text-pack", "Character: talents, Quick Draw's text open: the talents pack's, by its key (the item has none)", talentsTab(kit, "talents", 1)),
    sheet("rules-text-injuries", "Character: critical injuries with their rules text (one open)", talentsTab(kit, "combat")),
    sheet("rules-text-nemesis", "Nemesis: talent and special ability rules text open", nemesisSheet(kit), "nemesis"),
    sheet("rules-text-tree", "Character: talent tree, an unbought talent's rules text open", treeTab(kit)),
    { id: "chat-rules-text", title: "Show in chat: a talent's rules text", group: "Chat cards", frame: "chat", html: chatMessage("Kira Voss", chatCard(kit)) },
    { id: "chat-talent-used", title: "Use: a maneuver talent in combat, paid with strain", group: "Chat cards", frame: "chat", html: chatMessage("Kira Voss", usedCard(kit)) },
  ];
}
