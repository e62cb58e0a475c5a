/**
 * Talents and obligation: the talent item sheet with its effects in words, the dice dialog listing the
 * modifiers it applied (one situational modifier unticked), the character's Obligation, Duty and
 * Motivations block in play and edit mode, and the GM's obligation card, in the real templates.
 */
import { buildCharacterContext, buildItemContext, SHEET_SIZES } from "../../module/applications/sheets/context/index.ts";
import { checkDialogView, emptyCheckState } from "../../module/applications/dice-dialog/check-state.ts";
import { modifierRows, modifierState, toggleModifier, withModifiers } from "../../module/applications/dice-dialog/modifier-state.ts";
import { checkPool } from "../../module/dice/index.ts";
import { characterDerived } from "../../module/rules/character/actor-derived.ts";
import { checkModifiers, type ModifierSource } from "../../module/rules/checks/modifiers.ts";
import { formatNote } from "../../module/rules/checks/notes.ts";
import { talent } from "../../tests/fixtures/items.ts";
import { characterInput, EDIT, PLAY } from "../data/actors.ts";
import { chatMessage } from "../frame.ts";
import type { Kit } from "../kit.ts";
import type { View } from "../types.ts";
import { dialogContext, DIALOG_SIZE, DIALOG_TEMPLATE } from "./dialog.ts";
import { itemInput, renderSheet } from "./sheets.ts";

const add = (key: string, value: number) => ({ key, mode: 2, value: String(value) });

function talentSheet(kit: Kit, gm: boolean): string {
  const system = talent({ key: "grit", rank: 2, description: "<p>Gain +1 strain threshold per rank.</p>" });
  const input = {
    ...itemInput({ name: "Grit", img: "icons/svg/item-bag.svg", type: "talent", system: system as never }, gm ? EDIT : PLAY, { gm }),
    effects: [
      { id: "e1", name: "Grit", disabled: false, situational: false, changes: [add("system.modifiers.strainThreshold", 1)] },
      { id: "e2", name: "Steady nerves", disabled: false, situational: true, changes: [add("system.modifiers.checks.cool.boost", 1), add("system.modifiers.checks.social.removeSetback", 1)] },
    ],
  };
  return renderSheet(kit, "EoteItemSheet", buildItemContext(input));
}

const SOURCES: ModifierSource[] = [
  { id: "cd", name: "Convincing Demeanor", note: "", situational: false, ranks: 1, changes: [add("system.modifiers.checks.deception.removeSetback", 1)] },
  { id: "st", name: "Silver Tongue", note: "Only when the listener trusts you.", situational: true, ranks: 1, changes: [add("system.modifiers.checks.social.boost", 1)] },
  { id: "in", name: "Inspired", note: "", situational: false, ranks: 1, changes: [add("system.modifiers.checks.all.upgradeAbility", 1)] },
  { id: "ns", name: "Nervous (a status the GM made)", note: "", situational: true, ranks: 1, changes: [add("system.modifiers.checks.all.setback", 1)] },
];

function modifiersDialog(kit: Kit): string {
  let state = modifierState(checkModifiers(SOURCES, "deception"));
  state = toggleModifier(state, "ns.0");
  const pool = { ...checkPool(3, 1), difficulty: 2, setback: 1 };
  const view = checkDialogView(pool, emptyCheckState(), kit.i18n.lang, undefined, (p) => withModifiers(p, state));
  const context = {
    ...dialogContext(kit, view, withModifiers(pool, state), { title: "Deception", notes: ["Nervous crowd: 1 setback die"] }),
    modifiers: modifierRows(state).map((r) => ({ ...r, effectText: formatNote(r.effect, kit.i18n) })),
    modifierIdPrefix: "preview-dialog",
  };
  return kit.engine.render(DIALOG_TEMPLATE, context);
}

function stakesSheet(kit: Kit, edit: boolean): string {
  const input = characterInput(kit, { ...(edit ? EDIT : PLAY), activeTab: "notes" });
  const data = {
    ...input.system,
    obligations: [
      { type: "Debt", magnitude: 10, notes: "Teemo the Hutt, 5,000 credits by the next rainy season" },
      { type: "Bounty", magnitude: 5, notes: "" },
    ],
    duties: [],
    motivations: [{ kind: "desire" as const, text: "Wealth enough to buy the Corellian freighter outright" }, { kind: "fear" as const, text: "Being stranded" }],
  };
  return renderSheet(kit, "CharacterSheet", buildCharacterContext({ ...input, system: { ...data, derived: characterDerived(data, input.items) } }));
}

function obligationCard(kit: Kit, doubled: boolean, undone: boolean): string {
  const section = kit.engine.render("templates/chat/obligation.hbs", {
    messageId: "preview-obligation", authorName: "Gamemaster", refusal: null,
    d100: doubled ? 22 : 13, total: 25, doubled,
    triggered: doubled ? { type: "Family", magnitude: 10, name: "Tekka" } : { type: "Bounty", magnitude: 5, name: "Kira Voss" },
    rows: [
      { name: "Kira Voss", amount: doubled ? 2 : 2, applied: true, triggered: !doubled },
      { name: "Tekka", amount: doubled ? 4 : 1, applied: !undone, triggered: doubled },
      { name: "Ren Adaro", amount: doubled ? 2 : 1, applied: true, triggered: false },
    ],
    canUndo: true,
  });
  const title = kit.i18n.localize("EOTE.Obligation.Card.Title");
  return `<div class="eote-obligation-card"><h4 class="eote-obligation-card__title">${title}</h4>${section}</div>`;
}

export function talentViews(kit: Kit): View[] {
  const item = (id: string, title: string, gm: boolean): View => ({
    id, title, group: "Item sheets", frame: "sheet", classes: "eote sheet item talent", size: SHEET_SIZES.EoteItemSheet, html: talentSheet(kit, gm),
  });
  const actor = (id: string, title: string, edit: boolean): View => ({
    id, title, group: "Actor sheets", frame: "sheet", classes: "eote sheet actor character", size: SHEET_SIZES.CharacterSheet, html: stakesSheet(kit, edit),
  });
  return [
    item("item-talent-effects", "Talent: ranked, with its effects", false),
    item("item-talent-effects-gm", "Talent: GM, edit (key, effect controls)", true),
    { id: "dialog-modifiers", title: "Deception with talent modifiers (one unticked)", group: "Dialogs", frame: "dialog", classes: "eote eote-dice-dialog", html: modifiersDialog(kit), size: DIALOG_SIZE },
    actor("actor-character-obligation", "Character: obligation, duty, motivations", false),
    actor("actor-character-obligation-edit", "Character: obligation, duty, motivations, edit mode", true),
    { id: "chat-obligation", title: "Obligation roll: triggered", group: "Chat cards", frame: "chat", html: chatMessage("Gamemaster", obligationCard(kit, false, false)) },
    { id: "chat-obligation-doubles", title: "Obligation roll: doubles, one lifted", group: "Chat cards", frame: "chat", html: chatMessage("Gamemaster", obligationCard(kit, true, true)) },
  ];
}
