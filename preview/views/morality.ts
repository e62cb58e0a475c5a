/**
 * Morality: the character sheet's Morality block (notes tab) in play and edit mode, and the GM's End of
 * session and Trigger morality cards as the renderChatMessageHTML hook fills them (module/features/morality/card.ts),
 * from the pure model (module/features/morality/model.ts) in the real templates.
 */
import { buildCharacterContext } from "../../module/applications/sheets/context/index.ts";
import { characterDerived } from "../../module/rules/character/actor-derived.ts";
import { moralityHeadline, recordLine, sessionUpdate, triggerUpdate, type MoralityRecord } from "../../module/features/morality/model.ts";
import { characterInput, EDIT, PLAY } from "../data/actors.ts";
import { chatMessage } from "../frame.ts";
import type { Kit } from "../kit.ts";
import type { View } from "../types.ts";
import { renderSheet } from "./sheets.ts";
import { SHEET_SIZES } from "../../module/applications/sheets/context/index.ts";

const CARD = "templates/chat/morality.hbs";

function sheet(kit: Kit, edit: boolean): string {
  const input = characterInput(kit, { ...(edit ? EDIT : PLAY), activeTab: "notes" });
  const data = { ...input.system, morality: { value: 16, conflict: 4, darkSide: true, triggered: true, strength: "Fierce loyalty to her crew", weakness: "Anger at the Empire" } };
  return renderSheet(kit, "CharacterSheet", buildCharacterContext({ ...input, system: { ...data, derived: characterDerived(data, input.items) } }));
}

function card(kit: Kit, kind: "session" | "trigger", rows: { name: string; record: MoralityRecord | null; now: number }[], d100?: number): string {
  const title = kit.i18n.localize(kind === "session" ? "EOTE.Morality.Card.SessionTitle" : "EOTE.Morality.Card.TriggerTitle");
  const section = kit.engine.render(CARD, {
    messageId: `preview-morality-${kind}`, authorName: "Gamemaster", refusal: null, d100: d100 ?? null, headline: moralityHeadline(rows, kit.i18n),
    rows: rows.map((r) => ({ name: r.name, applied: r.record !== null, ...(r.record ? recordLine(r.record, r.now, kit.i18n) : { line: "", notes: [] }) })),
    canUndo: rows.some((r) => r.record !== null),
  });
  return `<div class="eote-morality-card"><h4 class="eote-morality-card__title">${title}</h4>${section}</div>`;
}

export function moralityViews(kit: Kit): View[] {
  const base = { conflict: 0, darkSide: false, triggered: false };
  // Kira 50 with 3 conflict rolls 7: 54. Tekka 32, 9 conflict, triggered, rolls 2: 32 + 2·(2 − 9) = 18, dark side.
  // Ren, a dark side user at 65, rolls 8: 73, above 70, no longer one. Bo's line was undone.
  const session = card(kit, "session", [
    { name: "Kira Voss", record: sessionUpdate({ ...base, value: 50, conflict: 3 }, 7).record, now: 54 },
    { name: "Tekka", record: sessionUpdate({ ...base, value: 32, conflict: 9, triggered: true }, 2).record, now: 18 },
    { name: "Ren Adaro", record: sessionUpdate({ ...base, value: 65, darkSide: true }, 8).record, now: 73 },
    { name: "Bo Kessel", record: null, now: 50 },
  ]);
  const trigger = card(kit, "trigger", [{ name: "Tekka", record: triggerUpdate({ ...base, value: 60 }, 63).record, now: 60 }], 63);
  const view = (id: string, title: string, edit: boolean): View => ({
    id, title, group: "Actor sheets", frame: "sheet", classes: "eote sheet actor character", html: sheet(kit, edit), size: SHEET_SIZES.CharacterSheet,
  });
  return [
    view("actor-character-morality", "Character: morality (dark side, triggered)", false),
    view("actor-character-morality-edit", "Character: morality, edit mode", true),
    { id: "chat-morality-session", title: "Morality: end of session (one undone)", group: "Chat cards", frame: "chat", html: chatMessage("Gamemaster", session) },
    { id: "chat-morality-trigger", title: "Morality: triggered", group: "Chat cards", frame: "chat", html: chatMessage("Gamemaster", trigger) },
  ];
}
